import { requireCaller } from '#shared/auth/access.ts';
import * as comments from '#shared/domain/comment-service.ts';
import * as feeds from '#shared/domain/feed-service.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { route, type AnyRoute } from '#shared/http/route.ts';
import {
  commentParams,
  commentsQuery,
  createCommentBody,
  createFeedBody,
  editCommentBody,
  feedsQuery,
  idParams,
  patchFeedBody,
  pinCommentBody,
  slugParams,
  updateFeedBody,
} from './schemas.ts';

const executionTime = (startedAt: number): number => Math.round(performance.now() - startedAt) / 1000;

/** PUT is this API's update, POST the original platform's verb for the same change. */
const update = route({
  access: 'authenticated',
  params: idParams,
  body: updateFeedBody,
  handle: async ({ params, body, caller }) => ({ feed: await feeds.updateFeed(params.feed, body, requireCaller(caller)), message: 'Your post has been updated' }),
});

const editComment = route({
  access: 'authenticated',
  params: commentParams,
  body: editCommentBody,
  handle: async ({ params, body, caller }) => ({
    comment: await comments.editComment(params.feed, params.comment, requireCaller(caller), body.message),
    message: 'Comment has been updated',
  }),
});

export const routes: Record<DomainRouteKey<'feeds'>, AnyRoute> = {
  'GET /feeds': route({
    access: 'anyone',
    query: feedsQuery,
    handle: async ({ query, caller, request }) => {
      const page = await feeds.listFeedsFor(query, caller);
      const from = page.feeds.length > 0 ? (query.page - 1) * query.per_page + 1 : null;
      return {
        feeds: {
          data: page.feeds,
          current_page: query.page,
          per_page: query.per_page,
          from,
          to: from === null ? null : from + page.feeds.length - 1,
          has_more: query.page * query.per_page < page.total,
          total: page.total,
          next_cursor: page.nextCursor,
        },
        sticky: page.sticky,
        execution_time: executionTime(request.startedAt),
      };
    },
  }),
  'POST /feeds': route({
    access: 'authenticated',
    body: createFeedBody,
    handle: async ({ body, caller }) => {
      const feed = await feeds.createFeed(body, requireCaller(caller));
      return { feed, message: feed.status === 'published' ? 'Your post has been published' : `Your post has been marked as ${feed.status}` };
    },
  }),
  'GET /feeds/{feed}/by-slug': route({
    access: 'anyone',
    params: slugParams,
    handle: async ({ params, caller, request }) => ({ feed: await feeds.readFeed({ slug: params.feed }, caller), execution_time: executionTime(request.startedAt) }),
  }),
  'GET /feeds/{feed}/by-id': route({
    access: 'anyone',
    params: idParams,
    handle: async ({ params, caller, request }) => ({ feed: await feeds.readFeed({ id: params.feed }, caller), execution_time: executionTime(request.startedAt) }),
  }),
  'PUT /feeds/{feed}': update,
  'POST /feeds/{feed}': update,
  'PATCH /feeds/{feed}': route({
    access: 'authenticated',
    params: idParams,
    body: patchFeedBody,
    handle: async ({ params, body, caller }) => ({ feed: await feeds.patchFeed(params.feed, body, requireCaller(caller)), message: 'Feed updated' }),
  }),
  'DELETE /feeds/{feed}': route({
    access: 'authenticated',
    params: idParams,
    handle: async ({ params, caller }) => {
      await feeds.deleteFeed(params.feed, requireCaller(caller));
      return { message: 'Feed has been deleted successfully' };
    },
  }),
  'GET /feeds/{feed}/comments': route({
    access: 'anyone',
    params: idParams,
    query: commentsQuery,
    handle: ({ params, query, caller }) => comments.listCommentsFor(params.feed, caller, query),
  }),
  'POST /feeds/{feed}/comments': route({
    access: 'authenticated',
    params: idParams,
    body: createCommentBody,
    handle: async ({ params, body, caller }) => ({ comment: await comments.createComment(params.feed, requireCaller(caller), body), message: 'Comment has been added' }),
  }),
  'POST /feeds/{feed}/comments/{comment}': editComment,
  'PUT /feeds/{feed}/comments/{comment}': editComment,
  'PATCH /feeds/{feed}/comments/{comment}': route({
    access: 'authenticated',
    params: commentParams,
    body: pinCommentBody,
    handle: async ({ params, body, caller }) => ({
      comment: await comments.pinComment(params.feed, params.comment, requireCaller(caller), body.is_sticky),
      message: body.is_sticky ? 'Comment has been pinned' : 'Comment has been unpinned',
    }),
  }),
  'DELETE /feeds/{feed}/comments/{comment}': route({
    access: 'authenticated',
    params: commentParams,
    handle: async ({ params, caller }) => {
      await comments.deleteComment(params.feed, params.comment, requireCaller(caller));
      return { message: 'Selected comment has been deleted' };
    },
  }),
};
