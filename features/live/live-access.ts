/**
 * Who may hear a channel, with the features' own rules: when subscribing (the space's visibility,
 * the post's readability, the course's enrolment, the privacy setting show_last_activity for presence) and again for every message (a private space's
 * active membership, a post's readability: features/feeds/feeds.ts mayReadFeed), so a member who
 * left a space or lost a post's sight hears no more of it.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin, type Reader } from '#platform/auth/access.ts';
import { showsLastActivity } from '#features/settings/site-access.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { loadSpace } from '#features/spaces/space-service.ts';
import { spaceVisibility } from '#features/spaces/space-access.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { loadReadable } from '#features/feeds/feed-service.ts';
import { mayReadFeed, type FeedRecord } from '#features/feeds/feeds.ts';
import { NotFoundError } from '#platform/core/errors.ts';
import { LiveError, type Channel } from '#features/live/channels.ts';

const notFound = (channel: Channel) => new LiveError(404, 'not_found', `There is no channel ${channel.name} you may read.`);

/**
 * Refuses a channel the caller may not hear now: 404 not_found for what they may not know exists
 * (a hidden space, a post they may not read), 403 forbidden for a space whose card alone they see
 * or a course they are not enrolled in.
 */
export async function assertMayHear(channel: Channel, caller: Caller): Promise<void> {
  // One's own: the messages of one's chat threads (docs/chat.md), addressed to the thread's members when sent.
  if (channel.kind === 'notifications' || channel.kind === 'chat') return;
  if (channel.kind === 'presence') {
    if (!(await showsLastActivity(caller))) throw new LiveError(403, 'last_activity_hidden', "Members' last activity is not shown on this site.");
    return;
  }
  try {
    if (channel.kind === 'post') {
      await loadReadable({ id: channel.id }, caller);
      return;
    }
    const { space, membership } = await loadSpace({ id: channel.id }, caller);
    const visibility = spaceVisibility(space, caller, membership);
    if (visibility === 'hidden' || (channel.kind === 'course') !== (space.type === 'course')) throw notFound(channel);
    if (channel.kind === 'course') {
      if (membership?.role !== 'student' || membership.status !== 'active') throw new LiveError(403, 'forbidden', 'Only the course\'s students follow their progress.');
      return;
    }
    if (visibility !== 'full') throw new LiveError(403, 'forbidden', 'Only the space\'s members may follow it.');
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(channel);
    throw error;
  }
}

/**
 * What decides who may read a message, kept with it for catching up: anyone subscribed (their
 * own channels), or the readers of a post (its author, status and space).
 */
export type Audience =
  | { kind: 'subscribers' }
  | { kind: 'presence' }
  | { kind: 'post'; post: Pick<FeedRecord, 'id' | 'user_id' | 'status' | 'space_id'> }
  /** A space's chat thread (docs/chat.md "Space threads"): the space's active members, whatever its privacy. */
  | { kind: 'space_members'; space_id: number };

export interface Listener {
  user_id: number;
  role: Reader['role'];
}

/**
 * The listeners who may read a message now. A post in a space that everyone may read costs
 * nothing more; otherwise the space and the listeners' memberships come in one BatchGet.
 */
export async function mayHear<L extends Listener>(audience: Audience, listeners: L[], space?: SpaceRecord | null): Promise<L[]> {
  if (audience.kind === 'subscribers' || listeners.length === 0) return listeners;
  // Presence is last activity: shown to members while the privacy setting shows it, to administrators always.
  if (audience.kind === 'presence') return (await showsLastActivity(null)) ? listeners : listeners.filter((l) => isAdmin({ role: l.role }));
  if (audience.kind === 'space_members') {
    // Consistent: a member who just left the space (or was banned) hears nothing more.
    const spaceId = audience.space_id;
    const found = await batchGet([...new Set(listeners.map((l) => l.user_id))].map((id) => keys.spaceMember(spaceId, id)), { consistent: true });
    return listeners.filter((l) => found.get(itemKeyOf(keys.spaceMember(spaceId, l.user_id)))?.['status'] === 'active');
  }
  const post = audience.post as FeedRecord;
  const spaceId = post.space_id;
  const userIds = [...new Set(listeners.map((l) => l.user_id))];
  const spaceKey = spaceId !== null && space === undefined ? [keys.space(spaceId)] : [];
  let found = spaceKey.length > 0 ? await batchGet(spaceKey, { consistent: true }) : new Map<string, Record<string, unknown>>();
  const s = spaceId === null ? null : space !== undefined ? space : ((item) => (item ? toSpace(item) : null))(found.get(itemKeyOf(keys.space(spaceId))));
  if (spaceId !== null && !s) return [];
  // Anyone may read it (and so every listener): no memberships needed.
  if (mayReadFeed(post, null, s, null)) return listeners;
  // Consistent: a member who just left hears nothing more.
  if (spaceId !== null) found = await batchGet(userIds.map((id) => keys.spaceMember(spaceId, id)), { consistent: true });
  return listeners.filter((l) => {
    const m = spaceId === null ? undefined : found.get(itemKeyOf(keys.spaceMember(spaceId, l.user_id)));
    return mayReadFeed(post, { userId: l.user_id, role: l.role }, s, m ? toMembership(m) : null);
  });
}
