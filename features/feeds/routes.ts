import { requireCaller } from '#platform/auth/access.ts';
import { memberCommentsRoutes } from './profile-routes.ts';
import * as comments from '#features/feeds/comment-service.ts';
import * as feedLists from '#features/feeds/feed-list-service.ts';
import * as feeds from '#features/feeds/feed-service.ts';
import * as reactions from '#features/feeds/reaction-service.ts';
import { welcomeBannerFor } from '#features/feeds/welcome-banner-service.ts';
import { batchFeeds } from '#features/feeds/feed-batch-service.ts';
import { markdownPreview } from '#features/feeds/markdown-preview.ts';
import { castSurveyVote, surveyVoters } from '#features/feeds/survey-service.ts';
import { feedLinksFor, replaceFeedLinks } from '#features/settings/feed-link-service.ts';
import { joinedAmong } from '#features/feeds/feed-links.ts';
import { licenseGuard } from '#features/settings/license-service.ts';
import { createdMessage } from '#features/feeds/feed-status.ts';
import * as z from 'zod';
import { inSpace, onComment, onPost } from '#platform/auth/route-rules.ts';
import { route } from '#platform/http/route.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
import { clampedPerPageQuery } from '#platform/http/pagination.ts';
const r = lazyResponses(() => import('./responses.ts'));
import {
  batchBody,
  bookmarksQuery,
  feedLinksBody,
  feedLinksQuery,
  markdownPreviewBody,
  commentIdParams,
  commentParams,
  commentReactBody,
  commentsQuery,
  createCommentBody,
  createFeedBody,
  editCommentBody,
  feedsQuery,
  idParams,
  patchFeedBody,
  pinCommentBody,
  reactBody,
  slugParams,
  surveyVoteBody,
  surveyVotersParams,
  updateFeedBody,
} from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

const executionTime = (startedAt: number): number => Math.round(performance.now() - startedAt) / 1000;

/** The original's `last_fetched_timestamp`: when the answer was made, in Unix seconds. */
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The original platform's feed page: positions, has_more and a real total. */
function feedsPage<T>(data: T[], total: number, q: { page: number; per_page: number }) {
  const from = data.length > 0 ? (q.page - 1) * q.per_page + 1 : null;
  return { data, current_page: q.page, per_page: q.per_page, from, to: from === null ? null : from + data.length - 1, has_more: q.page * q.per_page < total, total };
}

/** Choosing topics on a post is the topics feature's (an empty list, or none, is not). */
const choosesTopics = ({ body }: { body: { topics?: unknown[] | undefined } }) => (body.topics?.length ? 'topics' : undefined);

/**
 * PUT is this API's update, POST the original platform's verb for the same change. Content is the
 * author's (or an administrator's); a manager of the post's space may send `status` alone
 * (approve or reject a pending post), so the least the route needs is author-or-manage.
 */
const update = route({
  access: 'authenticated',
  feature: choosesTopics,
  inherits: onPost('author-or-manage'),
  params: idParams,
  body: updateFeedBody,
  responses: { 200: r.feedChangedResponse },
  errors: { 400: ['space_change_not_supported', 'too_many_topics', 'topic_required', 'invalid_topic', 'duplicate_slug', 'invalid_media', 'too_many_media'], 404: ['feed_not_found'], 409: ['conflict'] },
  handle: async ({ params, body, caller }) => ({ feed: await feeds.updateFeed(params.feed, body, requireCaller(caller)), message: 'Your post has been updated' }),
});

const editComment = route({
  access: 'authenticated',
  inherits: onComment('author'),
  params: commentParams,
  body: editCommentBody,
  responses: { 200: r.commentChangedResponse },
  errors: { 400: ['duplicate_comment', 'invalid_media', 'too_many_media'], 404: ['feed_not_found', 'comment_not_found'], 409: ['conflict'] },
  // The original refuses an edit by someone else with 422.
  compat: { errors: { rest_forbidden: 422 } },
  handle: async ({ params, body, caller }) => ({
    comment: await comments.editComment(params.feed, params.comment, requireCaller(caller), body.message, body.media),
    message: 'Comment has been updated',
  }),
});

const reactToPost = route({
  idempotent: true,
  access: 'authenticated',
  feature: ({ body }) => (body.react_type === 'bookmark' ? 'bookmarks' : 'reactions'),
  inherits: onPost('read'),
  params: idParams,
  body: reactBody,
  responses: { 200: r.feedReactedResponse },
  errors: { 403: ['reactions_disabled'], 404: ['feed_not_found'] },
  handle: ({ params, body, caller }) => reactions.react(params.feed, requireCaller(caller), body),
});

/** The posts', comments', reactions' and bookmarks' routes (routes.ts merges the scheduled posts' after them). */
export const feedRoutes = {
  'GET /feeds': route({
    access: 'anyone',
    feature: ({ query }) => (query.topics?.length || query.topic_slug ? 'topics' : undefined),
    // Its space and member filters leave out posts the caller may not read (an empty page): no refusal to declare.
    inherits: 'none',
    query: feedsQuery,
    responses: { 200: r.feedListResponse },
    errors: { 404: ['space_not_found'] },
    // The original's default page of 10, and per_page clamped to 1..100 rather than refused.
    compat: { perPage: 10, query: feedsQuery.extend({ per_page: clampedPerPageQuery(10) }) },
    handle: async ({ query, caller, request }) => {
      const page = await feedLists.listFeedsFor(query, caller);
      // As the original: the main feed's first page for a signed-in caller (a space's too).
      const mainFirstPage = caller !== null && query.page === 1 && !query.cursor && query.search === undefined && query.user_id === undefined;
      return {
        feeds: { ...feedsPage(page.feeds, page.total, query), next_cursor: page.nextCursor },
        sticky: page.sticky,
        execution_time: executionTime(request.startedAt),
        ...(mainFirstPage ? { last_fetched_timestamp: nowSeconds() } : {}),
      };
    },
  }),
  'POST /feeds': route({
    idempotent: true,
    access: 'authenticated',
    feature: choosesTopics,
    inherits: inSpace('post'),
    body: createFeedBody,
    responses: { 200: r.feedCreatedResponse },
    errors: {
      400: ['duplicate_post', 'invalid_scheduled_time', 'too_many_topics', 'topic_required', 'invalid_topic', 'duplicate_slug', 'invalid_media', 'too_many_media'],
      // Scheduling is PRO: the license is checked when the body asks for it.
      403: ['license_required', 'global_posts_disabled'],
      404: ['space_not_found'],
      409: ['conflict'],
      429: ['too_many_requests'],
      503: ['schedule_unavailable'],
    },
    // The original answers its refusals of a post with 422 (no duplicate post, global posts disabled).
    compat: { errors: { duplicate_post: 422, global_posts_disabled: 422 } },
    handle: async ({ body, caller }) => {
      // Scheduling a post is PRO (docs/license.md); posting is not, so the guard follows the body.
      if (body.status === 'scheduled') await licenseGuard();
      const feed = await feeds.createFeed(body, requireCaller(caller));
      return {
        feed,
        message: createdMessage(feed.status),
        last_fetched_timestamp: nowSeconds(),
        ...(feed.status === 'scheduled' && feed.scheduled_at !== undefined ? { scheduled_at: feed.scheduled_at } : {}),
      };
    },
  }),
  'GET /feeds/{feed}/by-slug': route({
    access: 'anyone',
    inherits: onPost('read'),
    params: slugParams,
    responses: { 200: r.feedResponse },
    errors: { 404: ['feed_not_found'] },
    handle: async ({ params, caller, request }) => ({ feed: await feeds.readFeed({ slug: params.feed }, caller), execution_time: executionTime(request.startedAt) }),
  }),
  'GET /feeds/{feed}/by-id': route({
    access: 'anyone',
    inherits: onPost('read'),
    params: idParams,
    responses: { 200: r.feedResponse },
    errors: { 404: ['feed_not_found'] },
    handle: async ({ params, caller, request }) => ({ feed: await feeds.readFeed({ id: params.feed }, caller), execution_time: executionTime(request.startedAt) }),
  }),
  'PUT /feeds/{feed}': update,
  'POST /feeds/{feed}': update,
  'PATCH /feeds/{feed}': route({
    access: 'authenticated',
    inherits: onPost('manage'),
    params: idParams,
    body: patchFeedBody,
    responses: { 200: r.feedChangedResponse },
    errors: { 404: ['feed_not_found'], 409: ['conflict'] },
    // The original refuses who may not change these fields with 422.
    compat: { errors: { rest_forbidden: 422 } },
    handle: async ({ params, body, caller }) => ({ feed: await feeds.patchFeed(params.feed, body, requireCaller(caller)), message: 'Feed updated' }),
  }),
  'DELETE /feeds/{feed}': route({
    access: 'authenticated',
    inherits: onPost('author-or-manage'),
    params: idParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['feed_not_found'], 409: ['conflict'] },
    handle: async ({ params, caller }) => {
      await feeds.deleteFeed(params.feed, requireCaller(caller));
      return { message: 'Feed has been deleted successfully' };
    },
  }),
  'GET /feeds/{feed}/comments': route({
    access: 'anyone',
    inherits: onPost('read'),
    params: idParams,
    query: commentsQuery,
    responses: { 200: r.commentListResponse },
    errors: { 404: ['feed_not_found'] },
    // The original answers every comment, oldest first, unpaginated: the first ALL_COMMENTS_LIMIT here.
    compat: {
      query: z.object({}),
      handle: async ({ params, caller }) => ({ comments: (await comments.listCommentsFor(params.feed, caller, { page: 1, per_page: comments.ALL_COMMENTS_LIMIT })).comments }),
      responses: { 200: r.allCommentsResponse },
    },
    handle: ({ params, query, caller }) => comments.listCommentsFor(params.feed, caller, query),
  }),
  'POST /feeds/{feed}/comments': route({
    idempotent: true,
    access: 'authenticated',
    inherits: onPost('take-part'),
    params: idParams,
    body: createCommentBody,
    responses: { 200: r.commentChangedResponse },
    errors: { 400: ['invalid_parent', 'duplicate_comment', 'invalid_media', 'too_many_media'], 403: ['comments_disabled'], 404: ['feed_not_found'], 409: ['conflict'] },
    compat: { errors: { invalid_parent: 422 } },
    handle: async ({ params, body, caller }) => ({ comment: await comments.createComment(params.feed, requireCaller(caller), body), message: 'Comment has been added' }),
  }),
  'POST /feeds/{feed}/comments/{comment}': editComment,
  'PUT /feeds/{feed}/comments/{comment}': editComment,
  'PATCH /feeds/{feed}/comments/{comment}': route({
    access: 'authenticated',
    inherits: onComment('manage'),
    params: commentParams,
    body: pinCommentBody,
    responses: { 200: r.commentChangedResponse },
    errors: { 400: ['invalid_parent'], 404: ['feed_not_found', 'comment_not_found'], 409: ['conflict'] },
    // The original: 422 for a reply (cannot be pinned) and for who is not a moderator.
    compat: { errors: { invalid_parent: 422, rest_forbidden: 422 } },
    handle: async ({ params, body, caller }) => ({
      comment: await comments.pinComment(params.feed, params.comment, requireCaller(caller), body.is_sticky),
      message: body.is_sticky ? 'Comment has been pinned' : 'Comment has been unpinned',
    }),
  }),
  'DELETE /feeds/{feed}/comments/{comment}': route({
    access: 'authenticated',
    inherits: onComment('author-or-manage'),
    params: commentParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['feed_not_found', 'comment_not_found'], 409: ['conflict'] },
    compat: { errors: { rest_forbidden: 422 } },
    handle: async ({ params, caller }) => {
      await comments.deleteComment(params.feed, params.comment, requireCaller(caller));
      return { message: 'Selected comment has been deleted' };
    },
  }),
  'POST /feeds/{feed}/react': reactToPost,
  // The original's ReactionController route for the same change.
  'POST /feeds/{feed}/reactions/toggle': reactToPost,
  'GET /feeds/{feed}/reactions': route({
    access: 'anyone',
    feature: 'reactions',
    inherits: onPost('read'),
    params: idParams,
    responses: { 200: r.reactionsResponse },
    errors: { 404: ['feed_not_found'] },
    handle: async ({ params, caller }) => ({ reactions: await reactions.likersOf(params.feed, caller) }),
  }),
  'POST /feeds/{feed}/comments/{comment}/reactions': route({
    idempotent: true,
    access: 'authenticated',
    feature: 'reactions',
    inherits: onComment('take-part'),
    params: commentParams,
    body: commentReactBody,
    responses: { 200: r.commentReactedResponse },
    errors: { 403: ['reactions_disabled'], 404: ['feed_not_found', 'comment_not_found'] },
    handle: ({ params, body, caller }) => reactions.reactToComment(params.feed, params.comment, requireCaller(caller), body.state),
  }),
  'GET /feeds/{feed}/comments/{comment}/reactions': route({
    access: 'anyone',
    feature: 'reactions',
    inherits: onComment('read'),
    params: commentParams,
    responses: { 200: r.reactionsResponse },
    errors: { 404: ['feed_not_found', 'comment_not_found'] },
    handle: async ({ params, caller }) => ({ reactions: await reactions.likersOf(params.feed, caller, params.comment) }),
  }),
  'GET /comments/{comment}': route({
    access: 'anyone',
    inherits: onComment('read'),
    params: commentIdParams,
    responses: { 200: r.commentResponse },
    errors: { 404: ['comment_not_found'] },
    handle: async ({ params, caller }) => ({ comment: await comments.readComment(params.comment, caller) }),
  }),
  'GET /comments/{comment}/reactions': route({
    access: 'anyone',
    feature: 'reactions',
    inherits: onComment('read'),
    params: commentIdParams,
    responses: { 200: r.reactionsResponse },
    // A comment on a post that is not open (a draft the caller may read) has no likers to show.
    errors: { 404: ['comment_not_found', 'feed_not_found'] },
    handle: async ({ params, caller }) => ({ reactions: await reactions.likersOfComment(params.comment, caller) }),
  }),
  'GET /feeds/welcome-banner': route({
    access: 'anyone',
    inherits: 'none',
    responses: { 200: r.welcomeBannerResponse },
    handle: async ({ caller }) => ({ welcome_banner: await welcomeBannerFor(caller) }),
  }),
  'GET /feeds/bookmarks': route({
    access: 'authenticated',
    feature: 'bookmarks',
    inherits: 'none',
    query: bookmarksQuery,
    responses: { 200: r.bookmarksResponse },
    compat: { perPage: 10 },
    handle: async ({ query, caller }) => {
      const [page, lastId] = await Promise.all([
        reactions.bookmarksOf(requireCaller(caller), query),
        query.page === 1 ? feedLists.newestFeedId(requireCaller(caller)) : undefined,
      ]);
      return { feeds: feedsPage(page.data, page.total, query), ...(lastId !== undefined ? { last_id: lastId } : {}) };
    },
  }),
  'DELETE /feeds/{feed}/media-preview': route({
    access: 'authenticated',
    inherits: onPost('author-or-manage'),
    params: idParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['feed_not_found'], 409: ['conflict'] },
    handle: async ({ params, caller }) => {
      await feeds.removeMediaPreview(params.feed, requireCaller(caller));
      return { message: 'Media preview image has been removed successfully.' };
    },
  }),
  'POST /feeds/batch': route({
    access: 'anyone',
    // Each post is answered under the read rule (feed-batch-service.ts): nothing to refuse.
    inherits: 'none',
    body: batchBody,
    responses: { 200: r.batchFeedsResponse },
    handle: async ({ body, caller }) => {
      if (!body.feed_ids?.length) return { feeds: [], error: 'No feed IDs provided' };
      const found = await batchFeeds(body.feed_ids, caller);
      return { feeds: found, count: found.length };
    },
  }),
  'POST /feeds/markdown-preview': route({
    access: 'authenticated',
    inherits: 'none',
    body: markdownPreviewBody,
    responses: { 200: r.markdownPreviewResponse },
    errors: { 429: ['too_many_requests'] },
    handle: ({ body, caller }) => markdownPreview(body.text, requireCaller(caller).userId, { with: body.with, survey: body.feed?.survey }),
  }),
  'GET /feeds/links': route({
    access: 'anyone',
    inherits: 'none',
    query: feedLinksQuery,
    responses: { 200: r.feedLinksResponse },
    handle: async ({ query, caller }) => ({ links: await feedLinksFor(caller, query.scope, joinedAmong(caller)) }),
  }),
  'POST /feeds/links': route({
    access: 'admin',
    inherits: 'none',
    body: feedLinksBody,
    responses: { 200: r.feedLinksSavedResponse },
    handle: async ({ body, caller }) => ({ message: 'Links have been updated.', links: await replaceFeedLinks(body.links, { userId: requireCaller(caller).userId }) }),
  }),
  'POST /feeds/{feed}/apps/survey-vote': route({
    access: 'authenticated',
    inherits: onPost('take-part'),
    params: idParams,
    body: surveyVoteBody,
    responses: { 200: r.surveyVotedResponse },
    errors: { 400: ['not_a_survey', 'invalid_vote'], 404: ['feed_not_found'], 409: ['survey_ended'] },
    compat: { errors: { not_a_survey: 422, invalid_vote: 422, survey_ended: 422 } },
    handle: ({ params, body, caller }) => castSurveyVote(params.feed, requireCaller(caller), body.vote_indexes),
  }),
  'GET /feeds/{feed}/apps/survey-voters/{option}': route({
    access: 'anyone',
    inherits: onPost('read'),
    params: surveyVotersParams,
    responses: { 200: r.surveyVotersResponse },
    errors: { 400: ['not_a_survey'], 404: ['feed_not_found'] },
    compat: { errors: { not_a_survey: 422 } },
    handle: async ({ params, caller }) => ({ voters: await surveyVoters(params.feed, params.option, caller) }),
  }),
  ...memberCommentsRoutes,
};
