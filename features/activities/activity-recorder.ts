/**
 * Writes the activity history from the outbox (docs/activities.md), in the stream router and never
 * in the request path. Each mapped event becomes one activity, written once however often its
 * stream record comes; a deleted post or space takes its activities (and their counts) with it.
 */
import { deleteActivities, putActivity } from '#features/activities/activity-store.ts';
import { getFeed } from '#features/feeds/feed-store.ts';
import { nextId } from '#platform/data/transactions.ts';
import { activityFromEvent, postOfEvent, postTitle } from '#features/activities/activities.ts';
import { isListed, type FeedStatus } from '#features/feeds/feed-status.ts';

type Item = Record<string, unknown>;

/** An outbox event's effect on the history: record its activity, or purge what a deletion removed. */
export async function historyFromEvent(event: Item): Promise<void> {
  if (event['entity'] !== 'event') return;
  const data = (event['data'] ?? {}) as Item;
  if (event['event'] === 'feed.deleted') return purge({ feedId: Number(data['id']) });
  // A post leaving the lists (unlisted, back to draft or pending) leaves the history too; if it is
  // published again, its feed.created is recorded anew (docs/feeds.md, Statuses).
  if (event['event'] === 'feed.updated' && !isListed(data['status'] as FeedStatus)) return purge({ feedId: Number(data['id']) });
  if (event['event'] === 'space.deleted') return purge({ spaceId: Number(event['space_id'] ?? data['id']) });
  await recordActivity(event);
}

/**
 * Records the activity of one outbox event item (as stored, e.g. a stream record's new image).
 * Idempotent per event id: a second call writes nothing and counts nothing. Returns whether an
 * activity was written.
 */
export async function recordActivity(event: Item): Promise<boolean> {
  const postId = postOfEvent(event);
  const data = (event['data'] ?? {}) as Item;
  let post: { slug: string; title: string } | null = null;
  if (postId !== null) {
    // A new post's event carries its slug and title; comment, like and bookmark events only its id.
    if (event['event'] === 'feed.created' && typeof data['slug'] === 'string') post = { slug: data['slug'], title: postTitle(data) };
    else {
      const feed = await getFeed(postId, { consistent: true });
      // Comments and likes on a post out of the lists (an unlisted one) are not in the history.
      if (!feed || !isListed(feed.status)) return false;
      post = { slug: feed.slug, title: postTitle(feed) };
    }
  }
  const draft = activityFromEvent(event, post);
  if (!draft) return false;
  return putActivity({ id: await nextId('activity'), ...draft });
}

/** Deletes the activities of a deleted post or space, 100 per round, until none is left. */
async function purge(of: { feedId: number } | { spaceId: number }): Promise<void> {
  const id = 'feedId' in of ? of.feedId : of.spaceId;
  if (!Number.isInteger(id)) return;
  // The index catches up shortly after each round: rounds end when one finds less than a full page.
  while ((await deleteActivities(of, 100)) === 100);
}
