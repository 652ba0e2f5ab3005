/**
 * A member's media (docs/media.md, A member's media; Deleting and the janitor): the list of a
 * profile's ready media, and deleting a medium with the owner that shows it.
 */
import type { Caller } from '#shared/auth/authenticate.ts';
import { isModerator } from '#shared/auth/access.ts';
import { ForbiddenError } from '#shared/core/errors.ts';
import { getFeed, toFeed } from '#shared/data/feed-store.ts';
import { keys } from '#shared/data/keys.ts';
import { getMedia, listMediaOf, removalItems } from '#shared/data/media-store.ts';
import { batchGet, keyOf } from '#shared/data/queries.ts';
import { transact } from '#shared/data/transactions.ts';
import { dropCommentMedium } from '#shared/domain/comment-service.ts';
import { save } from '#shared/domain/feed-service.ts';
import { isUploaded, mayReadFeed, type FeedRecord } from '#shared/domain/feeds.ts';
import { MediaChangedError } from '#shared/domain/media-attachments.ts';
import { MediaNotFoundError } from '#shared/domain/media-errors.ts';
import { mediaView } from '#shared/domain/media-view.ts';
import type { MediaRecord, MediaType, ObjectSource } from '#shared/domain/media.ts';
import { dropProfileMedium, viewProfile } from '#shared/domain/member-service.ts';
import { dropSpaceMedium, loadSpace } from '#shared/domain/space-service.ts';
import { objectRemover } from '#shared/domain/media-storage.ts';

/**
 * The uploader or a moderator deletes a medium: its objects go first (a failure leaves the record
 * and the delete can be retried), then in one transaction the record, the usage and the one
 * update of the owner that showed it.
 */
export async function deleteMedium(id: number, caller: Caller): Promise<void> {
  const m = await getMedia(id, { consistent: true });
  if (!m) throw new MediaNotFoundError();
  if (m.user_id !== caller.userId && !isModerator(caller)) throw new ForbiddenError('Only the uploader or a moderator may delete this medium.');
  // Where they are: the stack's bucket, or the external one it was stored in (media-storage.ts).
  await objectRemover()(m);
  const items = removalItems(m);
  // The owner that shows it drops it in the same write (a gone owner: the record alone).
  if (m.claim?.source === 'comment' && m.claim.feed_id !== undefined && (await dropCommentMedium(m.claim.feed_id, m.claim.id, m.id, caller, items))) return;
  if (m.claim?.source === 'profile' && (await dropProfileMedium(m.claim.id, m.id, caller, items))) return;
  if (m.claim?.source === 'space' && (await dropSpaceMedium(m.claim.id, m.id, caller, items))) return;
  if (m.claim?.source === 'feed') {
    const feed = await getFeed(m.claim.id, { consistent: true });
    if (feed) {
      const space = feed.space_id !== null ? (await loadSpace({ id: feed.space_id }, null, { consistent: true })).space : null;
      await save(feed, { ...feed, media: feed.media.filter((x) => !(isUploaded(x) && x.media_id === m.id)) }, space, caller, [], items);
      return;
    }
  }
  await transact(items, () => {
    throw new MediaChangedError();
  });
}

export interface MemberMediaQuery {
  page: number;
  per_page: number;
  file_type?: MediaType | undefined;
  object_source?: ObjectSource | undefined;
}

/**
 * A member's ready media, newest first, as the caller may see them: the profile's own visibility
 * (as GET /profile/{username}), and a medium attached to a post (or a comment of one) the caller
 * may not read is neither listed nor counted. The whole list is read to count it (docs/media.md).
 */
export async function listMemberMedia(username: string, caller: Caller | null, q: MemberMediaQuery) {
  const profile = await viewProfile(username, caller);
  const all = (await listMediaOf(profile.user_id)).filter(
    (m) => (q.file_type === undefined || m.file_type === q.file_type) && (q.object_source === undefined || (m.claim?.source ?? m.object_source) === q.object_source),
  );
  const hidden = await hiddenPosts(all, caller);
  const visible = all.filter((m) => !hidden.has(postOf(m) ?? 0));
  const start = (q.page - 1) * q.per_page;
  return { data: visible.slice(start, start + q.per_page).map(mediaView), meta: { total: visible.length, per_page: q.per_page, current_page: q.page } };
}

/** The post whose visibility a medium takes: the post it is attached to, or the post of its comment. */
const postOf = (m: MediaRecord): number | null => (m.claim?.source === 'feed' ? m.claim.id : m.claim?.source === 'comment' ? (m.claim.feed_id ?? null) : null);

/** The posts among these media's that the caller may not read (gone ones too): one BatchGet, then each space once. */
async function hiddenPosts(media: readonly MediaRecord[], caller: Caller | null): Promise<Set<number>> {
  const ids = [...new Set(media.map(postOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Set();
  const found = await batchGet(ids.map((id) => keys.feed(id)));
  const feeds = ids.map((id) => [id, found.get(keyOf(keys.feed(id)))] as const);
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
