/**
 * Profiles as owners of media (media-owners.ts): an avatar or cover photo is public, and dropped
 * from the profile in the write that deletes it; a member's media list is seen as their profile is.
 */
import { getProfile } from '#features/members/member-store.ts';
import type { MediaOwner, MediaOwners } from '#features/media/media-owners.ts';
import { dropProfileMedium } from '#features/members/member-service.ts';
import { openProfile } from '#features/members/profile-access.ts';

export const profileMedia: MediaOwner = {
  shows: () => Promise.resolve(true),
  drop: (claim, mediaId, caller, items) => dropProfileMedium(claim.id, mediaId, caller, items),
};

export const memberProfileOf: MediaOwners['profileOf'] = async (username, caller, ahead) => {
  const { profile, ahead: read } = await openProfile(username, caller, ahead);
  return { user_id: profile.user_id, ahead: read };
};

/** The spec's uploader of a medium's detail. */
export const uploaderOf: MediaOwners['uploaderOf'] = async (userId) => {
  const profile = await getProfile(userId);
  return profile ? { id: profile.user_id, display_name: profile.display_name, avatar: profile.avatar } : null;
};
