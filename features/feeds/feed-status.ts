/**
 * Feed post statuses: the one place that says which statuses a post may have, where each one is
 * listed, who reads it, what a client's request becomes, and which event a change emits
 * (docs/feeds.md, Statuses). The stores mirror `isListed` in the index attributes they write
 * (features/feeds/feed-store.ts: only a published post gets list keys and counts).
 * - published: in every list it belongs to; readable by whoever reads its space.
 * - unlisted: readable (by id or slug), commented and liked like a published post, in no list.
 * - draft: its author and administrators only.
 * - pending: waits for a moderator (space requires approval, or the site moderates posts): its
 *   author, the space's managers and the community's moderators and administrators.
 * - scheduled: waits for its time (docs/scheduled-posts.md), then publishes; read like a draft.
 *   Only a create asks for it (with scheduled_at); leaving it goes through the scheduled-posts
 *   endpoints or a change of status (cancel: draft).
 */
import { isAdmin, isModerator, type Reader } from '#platform/auth/access.ts';
import { isSpaceManager, type MembershipView } from '#features/spaces/space-access.ts';

export const FEED_STATUSES = ['published', 'unlisted', 'draft', 'pending', 'scheduled'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

/** What clients may ask for when changing a post. */
export const CLIENT_FEED_STATUSES = ['published', 'unlisted', 'draft', 'pending'] as const satisfies readonly FeedStatus[];
export type ClientFeedStatus = (typeof CLIENT_FEED_STATUSES)[number];

/** What clients may ask for when creating a post: `scheduled` too, with its scheduled_at. */
export const CREATE_FEED_STATUSES = [...CLIENT_FEED_STATUSES, 'scheduled'] as const satisfies readonly FeedStatus[];
export type CreateFeedStatus = (typeof CREATE_FEED_STATUSES)[number];

/** Leaving `scheduled` (published, cancelled to a draft, or deleted) ends its schedule. */
export const endsSchedule = (before: FeedStatus, after: FeedStatus | null): boolean => before === 'scheduled' && after !== 'scheduled';

/** In lists: timelines, space feeds, topics, user feeds for others, following and home feeds, counters. */
export const isListed = (status: FeedStatus): boolean => status === 'published';

/** Readable by whoever reads its space and open to comments and reactions. */
export const isOpen = (status: FeedStatus): boolean => status === 'published' || status === 'unlisted';

/** The caller moderates the post: a manager of its space, or (a profile post) a community moderator. */
export const moderatesPost = (caller: Reader | null, hasSpace: boolean, membership: MembershipView | null): boolean =>
  hasSpace ? isSpaceManager(caller, membership) : isModerator(caller);

/** Who reads a post that is not open, whatever its space: its author, administrators, and for a pending post its moderators. */
export function mayReadClosed(status: FeedStatus, authorId: number, caller: Reader | null, moderates: boolean): boolean {
  if (!caller) return false;
  if (caller.userId === authorId || isAdmin(caller)) return true;
  return status === 'pending' && moderates;
}

/**
 * The status a create or update ends with. A post that needs approval (its space requires it, or
 * the site moderates posts) and is not written by one of its moderators waits as pending whatever
 * open status was asked for; a post already open was approved, so its author may move it between
 * published and unlisted. A draft stays a draft.
 */
export function resultingStatus(requested: FeedStatus, current: FeedStatus | null, context: { moderates: boolean; approvalRequired: boolean }): FeedStatus {
  if (!isOpen(requested) || context.moderates) return requested;
  if (current !== null && isOpen(current)) return requested;
  return context.approvalRequired ? 'pending' : requested;
}

export type FeedEventName = 'feed.created' | 'feed.updated' | 'feed.deleted';

/**
 * The event a change emits (null: none). Consumers (notifications, webhooks, activities) first hear
 * of a post when it enters the lists, as if it were created then: creating or approving a
 * published post, or publishing a draft or an unlisted post. Later changes of an open post are
 * feed.updated (its status says where it went), its deletion feed.deleted. Changes of a draft, a
 * pending or a scheduled post say nothing.
 */
export function statusEvent(before: FeedStatus | null, after: FeedStatus | null, changed: boolean): FeedEventName | null {
  if (after === null) return before !== null && isOpen(before) ? 'feed.deleted' : null;
  if (isListed(after) && (before === null || !isListed(before))) return 'feed.created';
  return before !== null && isOpen(before) && changed ? 'feed.updated' : null;
}

/** The answer's message on create, as the original platform words it. */
export const createdMessage = (status: FeedStatus): string => (isListed(status) ? 'Your post has been published' : `Your post has been marked as ${status}`);
