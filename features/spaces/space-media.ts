/**
 * Spaces as owners of media (media-owners.ts): a space's logo and cover show on its card, which a
 * private space shows too, and are dropped from the space in the write that deletes them.
 */
import type { MediaOwner } from '#features/media/media-owners.ts';
import { spaceVisibility } from '#features/spaces/space-access.ts';
import { dropSpaceMedium, loadSpace } from '#features/spaces/space-service.ts';

export const spaceMedia: MediaOwner = {
  async shows(claim, caller) {
    const loaded = await loadSpace({ id: claim.id }, caller).catch(() => null);
    return loaded !== null && spaceVisibility(loaded.space, caller, loaded.membership) !== 'hidden';
  },
  drop: (claim, mediaId, caller, items) => dropSpaceMedium(claim.id, mediaId, caller, items),
};
