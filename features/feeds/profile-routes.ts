/**
 * A member's comments as their profile lists them (the original's GET /profile/{username}/comments):
 * served by the feeds function through a detour under /profile (platform/http/route-table.ts DETOUR_PATHS).
 */
import * as z from 'zod';
import { onMember } from '#platform/auth/route-rules.ts';
import { integer } from '#platform/core/fields.ts';
import { MAX_PAGE, MAX_PER_PAGE } from '#platform/core/paging.ts';
import { paginator } from '#platform/http/pagination.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { usernameParams } from '#features/members/profiles-schemas.ts';
import { commentsOfMember } from '#features/feeds/member-comments-service.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { memberCommentsResponse } = lazyResponses(() => import('./profile-responses.ts'));

const query = z.object({ page: integer({ min: 1, max: MAX_PAGE }).default(1), per_page: integer({ min: 1, max: MAX_PER_PAGE }).default(15) });

export const memberCommentsRoutes = {
  'GET /profile/{username}/comments': route({
    access: 'anyone',
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    query,
    responses: { 200: memberCommentsResponse },
    errors: { 404: ['member_not_found'] },
    // The original answers 422 for a profile it does not find here.
    compat: { errors: { member_not_found: 422 } },
    handle: async ({ params, query, caller, request }) => {
      const page = await commentsOfMember(params.username, query, caller);
      return { comments: paginator({ data: page.data, total: page.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query }), xprofile: page.xprofile };
    },
  }),
} satisfies Record<string, AnyRoute>;
