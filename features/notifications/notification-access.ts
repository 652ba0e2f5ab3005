/**
 * Who may be told about what (docs/notifications.md, "Who may be told"): a notification names an
 * object (a post, a space or a member), and only someone who may read that object, by the one
 * visibility rule of space-access.ts (through mayReadFeed for a post), is told about it. The rule
 * is applied when a notification is written and again each time it is shown.
 */
import type { Reader } from '#platform/auth/access.ts';
import { mayReadFeed, type FeedRecord } from '#features/feeds/feeds.ts';
import { spaceVisibility, type MembershipView } from '#features/spaces/space-access.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';

/** What a notification is about: a post (in its space, if any), a space, or a member (null: anyone reads a profile). */
export type NotificationObject = { feed: FeedRecord; space: SpaceRecord | null } | { space: SpaceRecord } | null;

/** Whether `reader` (null: anyone at all) may read the object, given their membership of its space. */
export function mayReadObject(object: NotificationObject, reader: Reader | null, membership: MembershipView | null): boolean {
  if (object === null) return true;
  if ('feed' in object) return mayReadFeed(object.feed, reader, object.space, membership);
  return spaceVisibility(object.space, reader, membership) === 'full';
}
