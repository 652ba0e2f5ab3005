/**
 * Invitations' routes (docs/invitations.md), served by the spaces function (its routes.ts merges
 * them) under the /invitations mount: the original's five [PRO] routes, and the two a token's
 * holder calls (the original accepts through admin-ajax), open whatever the site's access level.
 */
import { requireCaller } from '#platform/auth/access.ts';
import type { ResourceRule } from '#platform/auth/route-rules.ts';
import { route } from '#platform/http/route.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
import * as invitations from '#features/spaces/invitation-service.ts';
const r = lazyResponses(() => import('./invitation-responses.ts'));
import * as s from './invitation-schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

/** The space named by `space_id`, or the invitation's own space: its managers only (hidden -> 404). */
const managesSpace: ResourceRule = { resource: 'space-filter', needs: 'manage', target: 'none' };

export const invitationRoutes = {
  'GET /invitations': route({
    pro: true,
    access: 'authenticated',
    inherits: managesSpace,
    query: s.invitationsQuery,
    responses: { 200: r.invitationsResponse },
    errors: { 404: ['space_not_found'] },
    handle: ({ query, caller }) => invitations.listInvitationsFor(query, requireCaller(caller)),
  }),
  'POST /invitations': route({
    idempotent: true,
    pro: true,
    access: 'authenticated',
    inherits: managesSpace,
    body: s.emailInvitationBody,
    responses: { 200: r.invitationSavedResponse },
    errors: { 400: ['space_not_invitable'], 404: ['space_not_found'], 429: ['too_many_requests'] },
    handle: async ({ body, caller }) => ({
      message: `The invitation is being mailed to ${body.email}.`,
      invitation: await invitations.inviteByEmail(body, requireCaller(caller)),
    }),
  }),
  'POST /invitations/link': route({
    pro: true,
    access: 'authenticated',
    inherits: managesSpace,
    body: s.linkInvitationBody,
    responses: { 200: r.invitationLinkResponse },
    errors: { 400: ['space_not_invitable'], 404: ['space_not_found'] },
    handle: async ({ body, caller }) => ({
      message: 'Invitation link created. Copy it now: it will not be shown again.',
      invitation: await invitations.createInvitationLink(body, requireCaller(caller)),
    }),
  }),
  'DELETE /invitations/{invitation_id}': route({
    pro: true,
    access: 'authenticated',
    inherits: managesSpace,
    params: s.invitationParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['invitation_not_found', 'space_not_found'] },
    handle: async ({ params, caller }) => {
      await invitations.revokeInvitation(params.invitation_id, requireCaller(caller));
      return { message: 'Invitation revoked: its link no longer works.' };
    },
  }),
  'POST /invitations/{invitation_id}/resend': route({
    pro: true,
    access: 'authenticated',
    inherits: managesSpace,
    params: s.invitationParams,
    responses: { 200: r.invitationSavedResponse },
    errors: { 400: ['invitation_not_resendable'], 404: ['invitation_not_found', 'space_not_found'], 429: ['too_many_requests'] },
    handle: async ({ params, caller }) => ({
      message: 'The invitation is being mailed again; its earlier link no longer works.',
      invitation: await invitations.resendInvitation(params.invitation_id, requireCaller(caller)),
    }),
  }),
  'GET /invitations/{token}/accept': route({
    pro: true,
    access: 'anyone',
    siteAccess: 'open',
    feature: 'spaces',
    inherits: 'none',
    params: s.tokenParams,
    responses: { 200: r.invitationPreviewResponse },
    errors: { 404: ['invitation_not_found'] },
    handle: async ({ params }) => ({ invitation: await invitations.viewInvitation(params.token) }),
  }),
  'POST /invitations/{token}/accept': route({
    pro: true,
    access: 'anyone',
    siteAccess: 'open',
    feature: 'spaces',
    inherits: 'none',
    params: s.tokenParams,
    body: s.acceptBody,
    responses: { 200: r.invitationAcceptedResponse },
    errors: { 400: ['username_exists', 'email_exists'], 403: ['rest_forbidden'], 404: ['invitation_not_found'], 410: ['invitation_used', 'invitation_expired'] },
    handle: ({ params, body, caller }) => invitations.acceptInvitation(params.token, caller, body),
  }),
};
