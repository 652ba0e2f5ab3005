/** What the spaces' routes under /profile answer (profile-routes.ts): each success body's schema, strict. */
import * as z from 'zod';
import { SpaceListItem } from '#features/spaces/shapes.ts';

/** GET /profile/{username}/spaces: the member's spaces the caller may see. */
export const memberSpacesResponse = z.strictObject({ spaces: z.array(SpaceListItem) });

/** GET /profile/{username}/memberships. */
export const membershipsResponse = z.strictObject({
  memberships: z.array(z.number().int()).meta({ description: 'The ids of the spaces the member is an active member of, as far as the caller may see them.' }),
});
