import { requireCaller } from '#platform/auth/access.ts';
import * as activities from '#features/activities/activity-service.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { activitySpace, pendingCountFor, pinnedPostsFor } from '#features/activities/pinned-posts-service.ts';
import { activitiesQuery, compatActivitiesQuery } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { activitiesResponse } = lazyResponses(() => import('./responses.ts'));

export const routes: Record<Extract<DomainRouteKey<'activities'>, 'GET /activities'>, AnyRoute> = {
  'GET /activities': route({
    // Anonymous callers get the spec's 401 rest_forbidden ("activities accessed without permission").
    access: 'authenticated',
    // Its space filters leave out activities the caller may not read (an empty page): no refusal to declare.
    inherits: 'none',
    query: activitiesQuery,
    responses: { 200: activitiesResponse },
    errors: { 400: ['invalid_parameter'] },
    compat: { perPage: 5, query: compatActivitiesQuery },
    handle: async ({ query, caller }) => {
      const spaceId = query.context?.space_id ?? query.space_id;
      const userId = query.context?.user_id ?? query.user_id;
      // The original's extras: the site's trending posts, or a space's pins and pending requests.
      const space = spaceId !== undefined && (query.with_pins || query.with_pending_count) ? await activitySpace(spaceId, requireCaller(caller)) : null;
      const pins = spaceId === undefined ? (userId === undefined ? 'site' : undefined) : query.with_pins ? space : undefined;
      const [pinned, page] = await Promise.all([pins === undefined ? undefined : pinnedPostsFor(requireCaller(caller), pins), activities.listActivities(requireCaller(caller), {
        contextUserId: query.context?.user_id,
        contextSpaceId: query.context?.space_id,
        actionType: query.action_type,
        userId: query.user_id,
        spaceId: query.space_id,
        dateFrom: query.date_from,
        dateTo: query.date_to,
        page: query.page,
        perPage: query.per_page,
        cursor: query.cursor,
      })]);
      return {
        activities: {
          data: page.data,
          total: page.total,
          per_page: page.perPage,
          current_page: page.page,
          has_more: page.nextCursor !== null,
          next_cursor: page.nextCursor,
        },
        after_contents: '',
        before_contents: '',
        ...(pinned !== undefined ? { pinned_posts: pinned } : {}),
        ...(spaceId !== undefined && query.with_pending_count ? { pending_count: pendingCountFor(space, requireCaller(caller)) } : {}),
      };
    },
  }),
};
