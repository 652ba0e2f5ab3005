import { requireCaller } from '#platform/auth/access.ts';
import * as notifications from '#features/notifications/notification-service.ts';
import { paginator } from '#platform/http/pagination.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import * as preferences from '#features/notifications/notification-preferences-service.ts';
import { onMember } from '#platform/auth/route-rules.ts';
import { feedParams, notificationParams, notificationsQuery, preferencesBody, usernameParams } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { allMarkedReadResponse, feedMarkedReadResponse, markedReadResponse, notificationsResponse, preferencesResponse, preferencesSavedResponse, unreadResponse } = lazyResponses(() => import('./responses.ts'));

export const routes: Record<DomainRouteKey<'notifications'>, AnyRoute> = {
  'GET /notifications': route({
    access: 'authenticated',
    inherits: 'none',
    query: notificationsQuery,
    responses: { 200: notificationsResponse },
    handle: async ({ query, caller, request }) => {
      const page = await notifications.listFor(requireCaller(caller), query);
      return {
        notifications: paginator({ data: page.data, total: page.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query, nextCursor: page.nextCursor }),
        unread_count: page.unread,
      };
    },
  }),
  'GET /notifications/unread': route({ access: 'authenticated', inherits: 'none', responses: { 200: unreadResponse }, handle: ({ caller }) => notifications.unreadFor(requireCaller(caller)) }),
  'POST /notifications/mark-read/{id}': route({
    access: 'authenticated',
    inherits: 'none',
    params: notificationParams,
    responses: { 200: markedReadResponse },
    errors: { 404: ['notification_not_found'] },
    handle: ({ params, caller }) => notifications.markOneRead(requireCaller(caller), params.id),
  }),
  'POST /notifications/mark-read/{feed_id}/by-feed-id': route({
    access: 'authenticated',
    inherits: 'none',
    params: feedParams,
    responses: { 200: feedMarkedReadResponse },
    handle: ({ params, caller }) => notifications.markFeedRead(requireCaller(caller), params.feed_id),
  }),
  'POST /notifications/mark-all-read': route({ access: 'authenticated', inherits: 'none', responses: { 200: allMarkedReadResponse }, handle: ({ caller }) => notifications.markAllRead(requireCaller(caller)) }),
  // A detour under /profile (platform/http/route-table.ts DETOUR_PATHS): the member's email preferences (docs/notifications.md).
  'GET /profile/{username}/notification-preferences': route({
    access: 'authenticated',
    // The member themself or an administrator (the service checks which).
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    responses: { 200: preferencesResponse },
    errors: { 403: ['rest_forbidden'], 404: ['member_not_found'] },
    handle: ({ params, caller }) => preferences.preferencesOf(params.username, requireCaller(caller)),
  }),
  'POST /profile/{username}/notification-preferences': route({
    access: 'authenticated',
    // The member themself only (the service checks).
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    body: preferencesBody,
    responses: { 200: preferencesSavedResponse },
    errors: { 403: ['rest_forbidden'], 404: ['member_not_found'] },
    handle: ({ params, body, caller }) => preferences.savePreferences(params.username, body, requireCaller(caller)),
  }),
};
