/**
 * A member's spaces as their profile lists them (the original's GET /profile/{username}/spaces and
 * /memberships): served by the spaces function through detours under /profile
 * (platform/http/route-table.ts DETOUR_PATHS), since the profiles function's feature may not read spaces.
 */
import { onMember } from '#platform/auth/route-rules.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { usernameParams } from '#features/members/profiles-schemas.ts';
import { spacesOfMember } from '#features/spaces/member-spaces-service.ts';
import { callerSpaceRole, showsMemberCount } from '#features/spaces/space-access.ts';
import { toSpaceListItem } from '#features/spaces/spaces.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { memberSpacesResponse, membershipsResponse } = lazyResponses(() => import('./profile-responses.ts'));

const errors = { 404: ['member_not_found'] };

export const memberSpacesRoutes = {
  'GET /profile/{username}/spaces': route({
    access: 'anyone',
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    responses: { 200: memberSpacesResponse },
    errors,
    handle: async ({ params, caller }) => {
      const found = await spacesOfMember(params.username, 'community', caller);
      return { spaces: found.map(({ space, viewer }) => toSpaceListItem(space, callerSpaceRole(viewer), { showCounts: showsMemberCount(space, caller, viewer) })) };
    },
  }),
  'GET /profile/{username}/memberships': route({
    access: 'anyone',
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    responses: { 200: membershipsResponse },
    errors,
    handle: async ({ params, caller }) => ({ memberships: (await spacesOfMember(params.username, 'community', caller)).map(({ space }) => space.id) }),
  }),
} satisfies Record<string, AnyRoute>;
