/**
 * What administrators see of a member's mail (docs/email.md "What administrators see"): the delivery
 * log with the address's status, and clearing a bounce or complaint mark. Part of the members routes.
 */
import { onMember } from '#platform/auth/route-rules.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { clearMemberEmailStatus, memberMailLog } from '#features/members/email-status-service.ts';
import { mailLogQuery, userIdParams } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { emailStatusClearedResponse, mailLogResponse } = lazyResponses(() => import('./responses.ts'));

export const emailRoutes = {
  'GET /members/{user_id}/mail-log': route({
    access: 'admin',
    inherits: onMember('nothing', 'none'),
    params: userIdParams,
    query: mailLogQuery,
    responses: { 200: mailLogResponse },
    errors: { 404: ['member_not_found'] },
    handle: ({ params, query }) => memberMailLog(params.user_id, query.limit),
  }),
  'DELETE /members/{user_id}/email-status': route({
    access: 'admin',
    inherits: onMember('nothing', 'none'),
    params: userIdParams,
    responses: { 200: emailStatusClearedResponse },
    errors: { 404: ['member_not_found'], 409: ['email_unsubscribed'] },
    handle: async ({ params }) => ({
      message: 'The address is deliverable again.',
      email_status: await clearMemberEmailStatus(params.user_id),
    }),
  }),
} satisfies Record<string, AnyRoute>;
