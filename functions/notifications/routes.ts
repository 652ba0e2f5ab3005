import { requireCaller } from '#shared/auth/access.ts';
import * as notifications from '#shared/domain/notification-service.ts';
import { paginator } from '#shared/http/pagination.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { route, type AnyRoute } from '#shared/http/route.ts';
import { feedParams, notificationParams, notificationsQuery } from './schemas.ts';

export const routes: Record<DomainRouteKey<'notifications'>, AnyRoute> = {
  'GET /notifications': route({
    access: 'authenticated',
    inherits: 'none',
    query: notificationsQuery,
    handle: async ({ query, caller, request }) => {
      const page = await notifications.listFor(requireCaller(caller), query);
      return {
        notifications: paginator({ data: page.data, total: page.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query, nextCursor: page.nextCursor }),
        unread_count: page.unread,
      };
    },
  }),
  'GET /notifications/unread': route({ access: 'authenticated', inherits: 'none', handle: ({ caller }) => notifications.unreadFor(requireCaller(caller)) }),
  'POST /notifications/mark-read/{id}': route({
    access: 'authenticated',
    inherits: 'none',
    params: notificationParams,
    handle: ({ params, caller }) => notifications.markOneRead(requireCaller(caller), params.id),
  }),
  'POST /notifications/mark-read/{feed_id}/by-feed-id': route({
    access: 'authenticated',
    inherits: 'none',
    params: feedParams,
    handle: ({ params, caller }) => notifications.markFeedRead(requireCaller(caller), params.feed_id),
  }),
  'POST /notifications/mark-all-read': route({ access: 'authenticated', inherits: 'none', handle: ({ caller }) => notifications.markAllRead(requireCaller(caller)) }),
};
