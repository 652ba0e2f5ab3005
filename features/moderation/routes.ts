/**
 * Review of held content (docs/moderation.md, "Holding content for review"): the queue, and the
 * approval or rejection of a held comment (a pending post is approved or rejected through its own
 * status: docs/feeds.md, Approval). Served by the feeds function (functions/feeds/routes.ts merges
 * them), as the posts and comments they decide are.
 */
import { requireCaller } from '#platform/auth/access.ts';
import { onComment } from '#platform/auth/route-rules.ts';
import { route } from '#platform/http/route.ts';
import { listFeedsFor } from '#features/feeds/feed-list-service.ts';
import { feedsQuery } from '#features/feeds/schemas.ts';
import { approveComment, assertReadsQueue, commentQueue, rejectComment } from './comment-review-service.ts';
const r = lazyResponses(() => import('./responses.ts'));
import { queueQuery, reviewParams } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

export const moderationRoutes = {
  'GET /moderation/queue': route({
    access: 'authenticated',
    // The whole queue: community moderators; a space's (space_id): its managers.
    inherits: { resource: 'space-filter', needs: 'manage', target: 'none' },
    query: queueQuery,
    responses: { 200: r.queueResponse },
    errors: { 404: ['space_not_found'] },
    handle: async ({ query, caller }) => {
      const me = requireCaller(caller);
      if (query.type === 'comment') return commentQueue(query, me);
      // Pending posts: the posts' own queue, after the same access check.
      await assertReadsQueue(query.space_id, me);
      const page = await listFeedsFor(
        feedsQuery.parse({ status: 'pending', space_id: query.space_id, per_page: query.per_page, cursor: query.cursor, order_by_type: query.order === 'oldest' ? 'oldest' : undefined }),
        me,
      );
      return { items: page.feeds.map((feed) => ({ type: 'post' as const, id: feed.id, space_id: feed.space_id, feed })), next_cursor: page.nextCursor };
    },
  }),
  'POST /moderation/comments/{comment}/approve': route({
    access: 'authenticated',
    inherits: onComment('manage'),
    params: reviewParams,
    responses: { 200: r.reviewedCommentResponse },
    errors: { 400: ['invalid_parent'], 404: ['comment_not_found'], 409: ['comment_not_pending'] },
    handle: async ({ params, caller }) => ({ comment: await approveComment(params.comment, requireCaller(caller)), message: 'The comment has been approved' }),
  }),
  'POST /moderation/comments/{comment}/reject': route({
    access: 'authenticated',
    inherits: onComment('manage'),
    params: reviewParams,
    responses: { 200: r.reviewedCommentResponse },
    errors: { 404: ['comment_not_found'], 409: ['comment_not_pending'] },
    handle: async ({ params, caller }) => ({ comment: await rejectComment(params.comment, requireCaller(caller)), message: 'The comment has been rejected' }),
  }),
};
