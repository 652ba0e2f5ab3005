/**
 * Scheduled posts' routes (docs/scheduled-posts.md): the author's own, administrators' everyone's.
 * Served by the feeds function (routes.ts merges them), as the posts they schedule are.
 */
import { requireCaller } from '#platform/auth/access.ts';
import { onPost } from '#platform/auth/route-rules.ts';
import * as scheduled from '#features/scheduled-posts/scheduled-post-service.ts';
import { route } from '#platform/http/route.ts';
const r = lazyResponses(() => import('#features/feeds/responses.ts'));
import { idParams, rescheduleBody, scheduledPostsQuery } from '#features/feeds/schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

export const scheduledPostRoutes = {
  'GET /scheduled-posts': route({
    pro: true,
    access: 'authenticated',
    // A member reads only their own (user_id is an administrator's filter): nothing to refuse.
    inherits: 'none',
    query: scheduledPostsQuery,
    responses: { 200: r.scheduledPostsResponse },
    handle: ({ query, caller }) => scheduled.listScheduledPosts(query, requireCaller(caller)),
  }),
  'PUT /scheduled-posts/{feed}': route({
    pro: true,
    access: 'authenticated',
    inherits: onPost('author'),
    params: idParams,
    body: rescheduleBody,
    responses: { 200: r.rescheduledResponse },
    errors: { 400: ['invalid_scheduled_time'], 404: ['feed_not_found', 'scheduled_post_not_found'], 409: ['conflict'] },
    handle: ({ params, body, caller }) => scheduled.reschedulePost(params.feed, body, requireCaller(caller)),
  }),
  'POST /scheduled-posts/publish/{feed}': route({
    pro: true,
    access: 'authenticated',
    inherits: onPost('author'),
    params: idParams,
    responses: { 200: r.publishedNowResponse },
    errors: { 404: ['feed_not_found', 'scheduled_post_not_found'], 409: ['conflict'] },
    handle: ({ params, caller }) => scheduled.publishNow(params.feed, requireCaller(caller)),
  }),
};
