import { requireCaller } from '#platform/auth/access.ts';
import * as activities from '#features/activities/activity-service.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { activitiesQuery } from './schemas.ts';
import { activitiesResponse } from './responses.ts';

export const routes: Record<DomainRouteKey<'activities'>, AnyRoute> = {
  'GET /activities': route({
    // Anonymous callers get the spec's 401 rest_forbidden ("activities accessed without permission").
    access: 'authenticated',
    // Its space filters leave out activities the caller may not read (an empty page): no refusal to declare.
    inherits: 'none',
    query: activitiesQuery,
    responses: { 200: activitiesResponse },
    errors: { 400: ['invalid_parameter'] },
    handle: async ({ query, caller }) => {
      const page = await activities.listActivities(requireCaller(caller), {
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
      });
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
      };
    },
  }),
};
