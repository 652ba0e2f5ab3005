/**
 * Keeps the fan-out lists (docs/feeds.md "Home and following feeds") in step with the changes the
 * table's stream reports: posts entering or leaving a non-public space's feed, members joining or
 * leaving such a space, and follows ending. Runs in the stream router, never in a request.
 */
import {
  addLinks,
  followersOf,
  linkedPost,
  recentSpacePosts,
  removeMemberLinks,
  removePostLinks,
  spaceAudience,
  type LinkedPost,
} from '#features/feeds/feed-inbox-store.ts';
import { keys } from '#platform/data/keys.ts';
import { getSpace } from '#features/spaces/space-store.ts';
import { onPublicTimeline } from '#features/feeds/feeds.ts';
import { isListed, type FeedStatus } from '#features/feeds/feed-status.ts';

type Image = Record<string, unknown> | undefined;

/** Posts a member's inbox starts with when they join a non-public space. */
const BACKFILL = 50;

const published = (i: Image): boolean => i?.['entity'] === 'feed' && isListed(i['status'] as FeedStatus);
/** On the restricted timeline: only the space's members (and the community's moderators, who read that timeline) may read it. */
const inboxListed = (i: Image): boolean => published(i) && i?.['gsi3pk'] === keys.RESTRICTED_TIMELINE;

const linked = (i: Record<string, unknown>): LinkedPost => linkedPost(i, 'id');

export async function onFeedChange(before: Image, after: Image): Promise<void> {
  if (after && inboxListed(after) && !inboxListed(before)) await addLinks('inbox', await spaceAudience(Number(after['space_id'])), [linked(after)]);
  if (before && inboxListed(before) && !inboxListed(after)) await removePostLinks('inbox', Number(before['id']));
  if (after && published(after) && !published(before)) await addLinks('following', await followersOf(Number(after['user_id']), String(after['created_at'])), [linked(after)]);
  if (before && published(before) && !published(after)) await removePostLinks('following', Number(before['id']));
}

const activeIn = (i: Image): boolean => i?.['entity'] === 'space_member' && i['status'] === 'active';

/**
 * A member who becomes active in a space gets its recent posts when the space is not public (its
 * posts reach them only through the inbox); one who stops being active loses that space's links.
 */
export async function onMembershipChange(before: Image, after: Image): Promise<void> {
  const m = after ?? before;
  if (!m) return;
  const spaceId = Number(m['space_id']);
  const userId = Number(m['user_id']);
  if (activeIn(after) && !activeIn(before)) {
    const space = await getSpace(spaceId);
    if (space && !onPublicTimeline(space)) await addLinks('inbox', [userId], await recentSpacePosts(spaceId, BACKFILL));
  }
  if (activeIn(before) && !activeIn(after)) await removeMemberLinks('inbox', userId, { spaceId });
}

/** An unfollow takes the followed member's posts out of the follower's following feed. */
export async function onFollowChange(before: Image, after: Image): Promise<void> {
  if (before?.['entity'] === 'follow' && !after) await removeMemberLinks('following', Number(before['follower_id']), { authorId: Number(before['followed_id']) });
}
