/**
 * Posts and comments as owners of media (media-owners.ts): a medium attached to a post, or to a
 * comment, is seen by who may read the post, and dropped from it in the write that deletes it.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { getFeed, toFeed } from '#features/feeds/feed-store.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { dropCommentMedium } from '#features/feeds/comment-service.ts';
import { loadReadable, savePostChange } from '#features/feeds/feed-service.ts';
import { isUploaded, mayReadFeed, type FeedRecord } from '#features/feeds/feeds.ts';
import type { MediaOwner } from '#features/media/media-owners.ts';
import { loadSpace } from '#features/spaces/space-service.ts';

const readable = (feedId: number | undefined, caller: Caller | null): Promise<boolean> =>
  feedId === undefined ? Promise.resolve(false) : loadReadable({ id: feedId }, caller).then(() => true, () => false);

export const feedMedia: MediaOwner = {
  shows: (claim, caller) => readable(claim.id, caller),
  async drop(claim, mediaId, caller, items) {
    const feed = await getFeed(claim.id, { consistent: true });
    if (!feed) return false;
    const space = feed.space_id !== null ? (await loadSpace({ id: feed.space_id }, null, { consistent: true })).space : null;
    await savePostChange(feed, { ...feed, media: feed.media.filter((x) => !(isUploaded(x) && x.media_id === mediaId)) }, space, caller, [], items);
    return true;
  },
};

/** A comment's medium takes the visibility of the comment's post (claim.feed_id). */
export const commentMedia: MediaOwner = {
  shows: (claim, caller) => readable(claim.feed_id, caller),
  drop: (claim, mediaId, caller, items) =>
    claim.feed_id === undefined ? Promise.resolve(false) : dropCommentMedium(claim.feed_id, claim.id, mediaId, caller, items),
};

/** The posts among these the caller may not read (gone ones too): one BatchGet, then each space once. */
export async function hiddenPosts(ids: readonly number[], caller: Caller | null): Promise<Set<number>> {
  const found = await batchGet(ids.map((id) => keys.feed(id)));
  const feeds = ids.map((id) => [id, found.get(itemKeyOf(keys.feed(id)))] as const);
  const spaces = new Map<number, Awaited<ReturnType<typeof loadSpace>> | null>();
  for (const [, item] of feeds) {
    const spaceId = item ? (toFeed(item) as FeedRecord).space_id : null;
    if (spaceId !== null && !spaces.has(spaceId)) spaces.set(spaceId, await loadSpace({ id: spaceId }, caller).catch(() => null));
  }
  const hidden = new Set<number>();
  for (const [id, item] of feeds) {
    const feed = item ? toFeed(item) : null;
    const loaded = feed?.space_id != null ? spaces.get(feed.space_id) : null;
    if (!feed || (feed.space_id !== null && !loaded) || !mayReadFeed(feed, caller, loaded?.space ?? null, loaded?.membership ?? null)) hidden.add(id);
  }
  return hidden;
}
