/**
 * A member's courses as their profile lists them (the original's GET /profile/{username}/courses):
 * served by the courses function through a detour under /profile (platform/http/route-table.ts DETOUR_PATHS).
 */
import { onMember } from '#platform/auth/route-rules.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { usernameParams } from '#features/members/profiles-schemas.ts';
import { coursesOfMember } from '#features/courses/course-list.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { memberCoursesResponse } = lazyResponses(() => import('./profile-responses.ts'));

export const memberCoursesRoutes = {
  'GET /profile/{username}/courses': route({
    access: 'anyone',
    feature: 'courses',
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    responses: { 200: memberCoursesResponse },
    errors: { 404: ['member_not_found'] },
    // The original answers 422 while its course module is off.
    compat: { errors: { feature_disabled: 422 } },
    handle: async ({ params, caller }) => ({ courses: await coursesOfMember(params.username, caller) }),
  }),
} satisfies Record<string, AnyRoute>;
