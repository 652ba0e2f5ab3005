/**
 * What the feed links (features/settings/feed-link-service.ts) need of the feeds' world: the spaces
 * a member belongs to among those members_only links name, one BatchGet of memberships.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { isActiveMember } from '#features/spaces/space-access.ts';
import type { JoinedAmong } from '#features/settings/feed-link-service.ts';

export const joinedAmong =
  (caller: Caller | null): JoinedAmong =>
  async (spaceIds) => {
    if (!caller) return new Set();
    const found = await batchGet(spaceIds.map((id) => keys.spaceMember(id, caller.userId)));
    return new Set(
      spaceIds.filter((id) => {
        const item = found.get(itemKeyOf(keys.spaceMember(id, caller.userId)));
        return item !== undefined && isActiveMember(toMembership(item));
      }),
    );
  };
