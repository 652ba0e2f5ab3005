/**
 * A member's media (docs/media.md, A member's media; Deleting and the janitor): the list of a
 * profile's ready media, and deleting a medium with the owner that shows it.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { getMedia, listMediaOf, removalItems } from '#features/media/media-store.ts';
import { transact } from '#platform/data/transactions.ts';
import { MediaChangedError } from '#features/media/media-attachments.ts';
import { MediaNotFoundError } from '#features/media/media-errors.ts';
import { mediaOwners, ownerOf } from '#features/media/media-owners.ts';
import { mediaView } from '#features/media/media-view.ts';
import { isPrivateMedium, type MediaRecord, type MediaType, type ObjectSource } from '#features/media/media.ts';
import { objectRemover } from '#features/media/media-storage.ts';

/**
 * The uploader or a moderator deletes a medium (a private one: the uploader only): its objects go first (a failure leaves the record
 * and the delete can be retried), then in one transaction the record, the usage and the one
 * update of the owner that showed it.
 */
export async function deleteMedium(id: number, caller: Caller): Promise<void> {
  const m = await getMedia(id, { consistent: true });
  // A private medium (a chat message's) is the uploader's alone: anyone else learns nothing of it.
  if (!m || (m.user_id !== caller.userId && isPrivateMedium(m))) throw new MediaNotFoundError();
  if (m.user_id !== caller.userId && !isModerator(caller)) throw new ForbiddenError('Only the uploader or a moderator may delete this medium.');
  // Where they are: the stack's bucket, or the external one it was stored in (media-storage.ts).
  await objectRemover()(m);
  const items = removalItems(m);
  // The owner that shows it drops it in the same write (media-owners.ts; a gone owner: the record alone).
  if (m.claim && (await ownerOf(m.claim)?.drop(m.claim, m.id, caller, items))) return;
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
 * may not read, or private (a chat message's), is neither listed nor counted. The whole list is
 * read to count it (docs/media.md).
 */
export async function listMemberMedia(username: string, caller: Caller | null, q: MemberMediaQuery) {
  const profile = await mediaOwners().profileOf(username, caller, listMediaOf);
  // Private media (chat messages') are never listed, not even to their uploader.
  const all = (await profile.ahead).filter(
    (m) => !isPrivateMedium(m) && (q.file_type === undefined || m.file_type === q.file_type) && (q.object_source === undefined || (m.claim?.source ?? m.object_source) === q.object_source),
  );
  const hidden = await hiddenPosts(all, caller);
  const visible = all.filter((m) => !hidden.has(postOf(m) ?? 0));
  const start = (q.page - 1) * q.per_page;
  return { data: visible.slice(start, start + q.per_page).map(mediaView), meta: { total: visible.length, per_page: q.per_page, current_page: q.page } };
}

/** The post whose visibility a medium takes: the post it is attached to, or the post of its comment. */
const postOf = (m: MediaRecord): number | null => (m.claim?.source === 'feed' ? m.claim.id : m.claim?.source === 'comment' ? (m.claim.feed_id ?? null) : null);

/** The posts among these media's that the caller may not read (gone ones too), as the posts' feature tells. */
async function hiddenPosts(media: readonly MediaRecord[], caller: Caller | null): Promise<Set<number>> {
  const ids = [...new Set(media.map(postOf).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Set();
  return mediaOwners().hiddenPosts(ids, caller);
}
