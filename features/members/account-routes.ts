/**
 * The account mail routes (docs/identity.md "Account mail"), served by the auth, profiles and
 * members functions (each spreads its part into its route table). The links' routes are under
 * /auth: they need no sign-in (the link is the credential) and, like sign-in and registration,
 * answer whatever the site's access level.
 */
import { requireCaller } from '#platform/auth/access.ts';
import { onMember } from '#platform/auth/route-rules.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  sendResetLink,
  verifyEmail,
} from '#features/members/account-mail-service.ts';
import { changeEmailBody, changePasswordBody, forgotPasswordBody, linkTokenBody, resetPasswordBody } from './account-schemas.ts';
import { usernameParams } from './profiles-schemas.ts';
const { passwordChangedResponse, tokenResponse } = lazyResponses(() => import('./auth-responses.ts'));
import { signInFromMail } from '#features/members/email-sign-in.ts';
import { userIdParams } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

const FORGOT_ANSWER = 'If an account matches, a link to reset its password has been sent to its email address. The link works for one hour.';

export const authAccountRoutes = {
  /** A mail's sign-in link (privacy email_auto_login; docs/email.md "Sign-in links"), once, for a Bearer token. */
  'POST /auth/email-login': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    body: linkTokenBody,
    responses: { 200: tokenResponse },
    errors: { 400: ['invalid_token'], 403: ['email_login_disabled', 'email_login_not_allowed'] },
    handle: ({ body }) => signInFromMail(body.token),
  }),
  'POST /auth/password/forgot': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    body: forgotPasswordBody,
    responses: { 200: MessageOnly },
    errors: { 429: ['too_many_requests'] },
    handle: async ({ body, request }) => {
      await requestPasswordReset(body.identifier, request.sourceIp);
      return { message: FORGOT_ANSWER };
    },
  }),
  'POST /auth/password/reset': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    body: resetPasswordBody,
    responses: { 200: MessageOnly },
    errors: { 400: ['invalid_token'] },
    handle: async ({ body }) => {
      await resetPassword(body.token, body.password);
      return { message: 'Your password has been reset. Sign in with the new password; tokens issued before no longer work.' };
    },
  }),
  'POST /auth/email/verify': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    body: linkTokenBody,
    responses: { 200: MessageOnly },
    errors: { 400: ['invalid_token'] },
    handle: async ({ body }) => {
      await verifyEmail(body.token);
      return { message: 'Your email address is verified.' };
    },
  }),
  'POST /auth/email/confirm': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    body: linkTokenBody,
    responses: { 200: MessageOnly },
    errors: { 400: ['invalid_token', 'email_exists'], 409: ['conflict'] },
    handle: async ({ body }) => {
      const profile = await confirmEmailChange(body.token);
      return { message: `Your email address is now ${profile.email}.` };
    },
  }),
} satisfies Record<string, AnyRoute>;

export const profileAccountRoutes = {
  'POST /profile/{username}/change-password': route({
    access: 'authenticated',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    params: usernameParams,
    body: changePasswordBody,
    responses: { 200: passwordChangedResponse },
    errors: { 403: ['password_change_disabled'], 404: ['member_not_found'], 422: ['incorrect_password'], 429: ['too_many_requests'] },
    handle: async ({ params, body, caller }) => {
      await changePassword(params.username, body, requireCaller(caller));
      return { message: 'Your password has been changed. Sign in again with the new password: tokens issued before no longer work.', rest_nonce: '', ajax_nonce: '' };
    },
  }),
  'POST /profile/{username}/change-email': route({
    access: 'authenticated',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    params: usernameParams,
    body: changeEmailBody,
    responses: { 200: MessageOnly },
    errors: { 400: ['email_exists'], 403: ['email_change_disabled'], 404: ['member_not_found'], 422: ['incorrect_password'], 429: ['too_many_requests'] },
    handle: async ({ params, body, caller }) => {
      await requestEmailChange(params.username, body, requireCaller(caller));
      return { message: 'We have emailed a confirmation link to the new address; your address changes once it is followed.' };
    },
  }),
  'POST /profile/{username}/reconfirm-email': route({
    access: 'authenticated',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    params: usernameParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['member_not_found'], 422: ['email_already_verified'], 429: ['too_many_requests'] },
    handle: async ({ params, caller }) => {
      await resendVerification(params.username, requireCaller(caller));
      return { message: 'We have emailed you a new verification link.' };
    },
  }),
} satisfies Record<string, AnyRoute>;

export const memberAccountRoutes = {
  'POST /members/{user_id}/send-reset-link': route({
    access: 'admin',
    inherits: onMember('administer', 'below-caller'),
    params: userIdParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['member_not_found'] },
    handle: async ({ params, caller }) => {
      const profile = await sendResetLink(params.user_id, requireCaller(caller));
      return { message: `A password reset link is being mailed to ${profile.display_name}.` };
    },
  }),
} satisfies Record<string, AnyRoute>;
