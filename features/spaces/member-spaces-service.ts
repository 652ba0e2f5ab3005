/**
 * The spaces (or courses) a member belongs to, as their profile lists them (the original's GET
 * /profile/{username}/spaces, /memberships and /courses): the profile's rules and privacy's
 * user_space_visibility decide who may look, and each space is listed only where the viewer may
 * see it (space-access.ts spaceVisibility: a secret or unpublished space only to its members and
 * managers). One Query (the member's memberships, beside the profile's read) and one BatchGet (the spaces and the viewer's
 * memberships there).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { openProfile } from '#features/members/profile-access.ts';
import { assertAudience } from '#features/settings/site-access.ts';
import { spaceVisibility } from '#features/spaces/space-access.ts';
import { membershipsOf, toMembership, type MembershipRecord } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';

export interface MemberSpace {
  space: SpaceRecord;
  /** The stored space (a course reads its own record from it). */
  item: Record<string, unknown>;
  /** The profile owner's membership (active). */
  membership: MembershipRecord;
  /** The viewer's own membership there, if any. */
  viewer: MembershipRecord | null;
}

/** The member's active memberships of `kind` the viewer may see, in space id order. */
export async function spacesOfMember(username: string, kind: 'community' | 'course', caller: Caller | null): Promise<MemberSpace[]> {
  // The memberships are read beside the profile (profile-access.ts), dropped unread when either check refuses.
  const { rules, own, ahead } = await openProfile(username, caller, membershipsOf);
  assertAudience(rules.privacy.userSpaces, caller, { self: own, what: "a member's spaces" });
  const active = (await ahead).filter((m) => m.status === 'active');
  if (active.length === 0) return [];
  const viewerKey = (spaceId: number) => (caller && !own ? [keys.spaceMember(spaceId, caller.userId)] : []);
  const found = await batchGet(active.flatMap((m) => [keys.space(m.space_id), ...viewerKey(m.space_id)]));
  return active.flatMap((membership): MemberSpace[] => {
    const item = found.get(itemKeyOf(keys.space(membership.space_id)));
    if (!item) return [];
    const space = toSpace(item);
    if ((space.type === 'course') !== (kind === 'course')) return [];
    const viewerItem = caller && !own ? found.get(itemKeyOf(keys.spaceMember(space.id, caller.userId))) : undefined;
    const viewer = own ? membership : viewerItem ? toMembership(viewerItem) : null;
    return spaceVisibility(space, caller, viewer) === 'hidden' ? [] : [{ space, item, membership, viewer }];
  });
}
