import { requireCaller } from '#platform/auth/access.ts';
import { issueToken } from '#platform/auth/tokens.ts';
import { createAppPassword, listAppPasswords, revokeAppPassword } from '#features/members/account-service.ts';
import { registerMember } from '#features/members/member-service.ts';
import { toMemberRow } from '#features/members/members.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { appPasswordBody, appPasswordParams, registerBody } from './auth-schemas.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
import { authAccountRoutes } from './account-routes.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { appPasswordCreatedResponse, appPasswordsResponse, registeredResponse, tokenResponse } = lazyResponses(() => import('./auth-responses.ts'));

export const routes: Partial<Record<DomainRouteKey<'auth'>, AnyRoute>> = {
  ...authAccountRoutes,
  /** Exchanges the Basic credentials of this request for a short-lived Bearer token. */
  'POST /auth/token': route({
    access: 'authenticated',
    requiresSecret: true,
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    responses: { 200: tokenResponse },
    handle: async ({ caller }) => {
      const c = requireCaller(caller);
      return issueToken({ userId: c.userId, username: c.username, credentialId: c.credentialId, credentialsVersion: c.credentialsVersion ?? 0 });
    },
  }),
  'POST /auth/register': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    body: registerBody,
    responses: { 200: registeredResponse },
    errors: { 400: ['username_exists', 'email_exists'], 403: ['registration_disabled'] },
    handle: async ({ body }) => {
      const { profile, emailUnverified } = await registerMember(body);
      const message = [
        profile.status === 'pending' ? 'Registration received. An administrator will review your account.' : 'Registration complete. You can sign in with your username and password.',
        emailUnverified ? `We have emailed a link to ${profile.email}: follow it to verify your address.` : '',
      ].filter((m) => m !== '').join(' ');
      return { message, data: toMemberRow(profile, { includeEmail: true }) };
    },
  }),
  'POST /auth/app-passwords': route({
    access: 'authenticated',
    requiresSecret: true,
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    body: appPasswordBody,
    responses: { 200: appPasswordCreatedResponse },
    errors: { 400: ['too_many_app_passwords'] },
    handle: async ({ body, caller }) => ({
      message: 'Application password created. Copy it now: it will not be shown again.',
      ...(await createAppPassword(requireCaller(caller).username, body.name)),
    }),
  }),
  'GET /auth/app-passwords': route({
    access: 'authenticated',
    inherits: 'none',
    siteAccess: 'open',
    responses: { 200: appPasswordsResponse },
    handle: async ({ caller }) => ({ data: await listAppPasswords(requireCaller(caller).username) }),
  }),
  'DELETE /auth/app-passwords/{uuid}': route({
    access: 'authenticated',
    inherits: 'none',
    siteAccess: 'open',
    accountRoute: true,
    params: appPasswordParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['not_found'] },
    handle: async ({ params, caller }) => {
      await revokeAppPassword(requireCaller(caller).username, params.uuid);
      return { message: 'Application password revoked.' };
    },
  }),
};
