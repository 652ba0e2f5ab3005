/**
 * The member directory's space filter (GET /members?space_id=, directory-service.ts): a space's
 * members answered as the space's own members list would refuse or show them.
 */
import { activeMembersAmong, latestMemberIds } from '#features/spaces/space-member-store.ts';
import type { SpaceMembersFilter } from '#features/members/directory-service.ts';
import { loadListableSpace } from '#features/spaces/space-membership-service.ts';
import { knownSpaceId } from '#features/spaces/space-service.ts';

export const spaceMembersFilter: SpaceMembersFilter = {
  async listableSpaceId(space, caller) {
    return (await loadListableSpace(typeof space === 'number' ? { id: space } : { slug: space }, caller)).space.id;
  },
  knownSpaceId: (space) => knownSpaceId(typeof space === 'number' ? { id: space } : { slug: space }),
  latestMemberIds,
  activeMembersAmong,
};
