/**
 * Likes of posts and comments, and bookmarks. A like counts once however often it is sent, and
 * counts in the same transaction as its event and the author's reactions-received counter.
 */
import { featuresInForce } from '#features/settings/feature-switches.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { commentKey, getComment, locateComment, toComment } from '#features/feeds/comment-store.ts';
import { contributionUpdates } from '#features/members/contribution-store.ts';
import { keys } from '#platform/data/keys.ts';
import { toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { bookmarkItems, likeItems, listBookmarks, listLikes, unbookmarkItems, unlikeItems, type LikeTarget } from '#features/feeds/reaction-store.ts';
import { getFeed, toFeed } from '#features/feeds/feed-store.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { transact, type TransactItem } from '#platform/data/transactions.ts';
import { CommentNotFoundError, mayReadComment, type CommentRecord } from '#features/feeds/comments.ts';
import { checkReadable, loadReadable, portalOf, postViewer, postViewerKeys } from '#features/feeds/feed-service.ts';
import { assertMayTakePart, assertReactionsOpen, FeedNotFoundError, mayReadFeed, toFeedView } from '#features/feeds/feeds.ts';
import { toStoredSettings } from '#features/settings/settings-store.ts';
import { effectiveValue } from '#features/settings/settings.ts';
import { toXprofile } from '#features/members/members.ts';
import { isOpen, moderatesPost } from '#features/feeds/feed-status.ts';
import type { MembershipView } from '#features/spaces/space-access.ts';
import { started } from '#platform/core/started.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';

/** Runs a like-style transaction; false when its first item's condition failed (nothing to do). */
async function applyOnce(items: TransactItem[]): Promise<boolean> {
  let changed = true;
  await transact(items, (failed) => {
    if (failed.includes(0)) changed = false;
    else throw new FeedNotFoundError();
  }).catch((error: unknown) => {
    if (changed) throw error;
  });
  return changed;
}

/**
 * The post (open, readable by the caller) with its space and the caller's membership, and the
 * site's settings (allow_reactions) read in the post's BatchGet, so the check costs no call.
 */
async function readablePublished(postId: number, caller: Caller | null, extraKeys: Array<{ pk: string; sk: string }> = []) {
  // On a warm container the post comes in the same BatchGet (feed-service.ts knownSpaces).
  const loaded = await loadReadable({ id: postId }, caller, { consistent: true, extraKeys: [keys.settings(), ...extraKeys] });
  if (!isOpen(loaded.feed.status)) throw new FeedNotFoundError();
  const settings = toStoredSettings(loaded.extras.get(itemKeyOf(keys.settings())));
  // The site's time zone: the periods of the reactions its author receives (contribution-store.ts).
  return { ...loaded, siteAllowsReactions: effectiveValue('allow_reactions', settings) === true, timeZone: String(effectiveValue('timezone', settings)) };
}

/**
 * A like or unlike of a target whose count was read before (`count`): the transaction's count
 * update is conditional on that value, so the count after it is known without reading it again.
 * When another member's like changed the count meanwhile, the write is made again without the
 * count's condition and the count read after it: never refused, and exact either way (a repeated
 * like, which changes nothing, reads the count too). `build`
 * returns the like's items first, its count's update second (reaction-store.ts likeItems).
 */
async function applyCounted(count: number, delta: number, build: (count: number | undefined) => TransactItem[], reread: () => Promise<number | undefined>, gone: () => Error) {
  const attempt = async (expected: number | undefined) => {
    let failure = 'none' as 'none' | 'repeat' | 'count';
    await transact(build(expected), (failed) => {
      if (failed.includes(0)) failure = 'repeat';
      else if (failed.includes(1) && expected !== undefined) failure = 'count';
      else throw gone();
    }).catch((error: unknown) => {
      if (failure === 'none') throw error;
    });
    return failure;
  };
  const first = await attempt(count);
  if (first === 'none') return { changed: true, count: count + delta };
  // A repeat may follow a like of the same member landing since the read: the count is read again.
  const second = first === 'count' ? await attempt(undefined) : first;
  const now = await reread();
  if (now === undefined) throw gone();
  return { changed: second === 'none', count: now };
}

/** POST /feeds/{id}/react: like (default) or bookmark, or undo either. */
export async function react(postId: number, caller: Caller, input: { react_type: 'like' | 'bookmark'; remove: boolean }) {
  const { feed, space, membership, siteAllowsReactions, timeZone } = await readablePublished(postId, caller);
  // A bookmark is the member's own list; a like is taking part (and undoing one stays open).
  if (input.react_type === 'like' && !input.remove) {
    assertMayTakePart(space, caller, membership);
    assertReactionsOpen(space, siteAllowsReactions);
  }
  const now = new Date();
  const at = now.toISOString();
  if (input.react_type === 'bookmark') {
    // The activity history records a new bookmark; the event is written only with the bookmark, never on a repeat.
    const added = () => [
      ...bookmarkItems(caller.userId, feed, at),
      outboxPut({ name: 'bookmark.added', actorId: caller.userId, spaceId: feed.space_id, data: { post_id: postId, object_id: postId, object_type: 'feed', user_id: caller.userId, post_user_id: feed.user_id } }, now),
    ];
    const changed = await applyOnce(input.remove ? unbookmarkItems(caller.userId, postId) : added());
    // A bookmark changes no count; the post's, read with it, is the answer.
    return { message: input.remove ? 'Bookmark has been removed' : changed ? 'Post has been bookmarked' : 'You have already bookmarked this post', new_count: feed.reactions_count };
  }
  const target: LikeTarget = { postId };
  // A like of someone else's post is a reaction received by its author.
  const received = feed.user_id === caller.userId ? [] : contributionUpdates(feed.user_id, 'reactions', input.remove ? -1 : 1, now, timeZone);
  const event = outboxPut(
    { name: input.remove ? 'reaction.removed' : 'reaction.added', actorId: caller.userId, spaceId: feed.space_id, data: { post_id: postId, object_id: postId, object_type: 'feed', type: 'like', user_id: caller.userId, post_user_id: feed.user_id } },
    now,
  );
  const { changed, count } = await applyCounted(
    feed.reactions_count,
    input.remove ? -1 : 1,
    (n) => [...(input.remove ? unlikeItems(target, caller.userId, n) : likeItems(target, caller.userId, n, at, timeZone)), ...received, event],
    async () => (await getFeed(postId, { consistent: true }))?.reactions_count,
    () => new FeedNotFoundError(),
  );
  return { message: input.remove ? 'Reaction has been removed' : changed ? 'Reaction has been added' : 'You have already reacted to this post', new_count: count };
}

/** Likes (state true) or unlikes a comment; answers its count and whether the caller likes it. */
export async function reactToComment(postId: number, commentId: number, caller: Caller, state: boolean) {
  // The comment comes in the post's read (one round before the transaction).
  const { feed, space, membership, siteAllowsReactions, extras } = await readablePublished(postId, caller, [commentKey(postId, commentId)]);
  if (state) {
    assertMayTakePart(space, caller, membership);
    assertReactionsOpen(space, siteAllowsReactions);
  }
  const likedItem = extras.get(itemKeyOf(commentKey(postId, commentId)));
  const liked = likedItem ? toComment(likedItem) : null;
  // Only a published comment is liked (a held one is read by its author and moderators alone).
  if (liked?.status !== 'published') throw new CommentNotFoundError();
  const target: LikeTarget = { postId, commentId };
  const now = new Date();
  // Only a real change commits, so a repeated like or unlike emits nothing.
  const event = outboxPut(
    {
      name: state ? 'reaction.added' : 'reaction.removed',
      actorId: caller.userId,
      spaceId: feed.space_id,
      data: { post_id: postId, comment_id: commentId, object_id: commentId, object_type: 'comment', type: 'like', user_id: caller.userId, comment_user_id: liked.user_id },
    },
    now,
  );
  const { count } = await applyCounted(
    liked.reactions_count,
    state ? 1 : -1,
    (n) => [...(state ? likeItems(target, caller.userId, n, now.toISOString()) : unlikeItems(target, caller.userId, n)), event],
    async () => (await getComment(postId, commentId, { consistent: true }))?.reactions_count,
    () => new CommentNotFoundError(),
  );
  return { message: 'Reaction has been toggled', reactions_count: count, liked: state };
}

/** Who liked a post or a comment. */
export async function likersOf(postId: number, caller: Caller | null, commentId?: number) {
  return readLikers(postId, caller, commentId);
}

/**
 * GET /comments/{id}/reactions: a comment's likers by its id alone, answered as GET /comments/{id}
 * refuses (404 comment_not_found) and then as the post's likers are (404 feed_not_found on a post
 * not open). The comment's post comes from the container's memory on a warm one (comment-store.ts
 * locateComment), so this is two trips too.
 */
export async function likersOfComment(commentId: number, caller: Caller | null) {
  const at = await locateComment(commentId, { remembered: true });
  if (!at) throw new CommentNotFoundError();
  return readLikers(at.post_id, caller, commentId, (comment, loaded) => {
    if (!comment || !mayReadComment(comment, caller?.userId ?? null, moderatesPost(caller, loaded.space !== null, loaded.membership))) throw new CommentNotFoundError();
  });
}

/**
 * The likers of a post or of one of its comments in two trips: the post (and the comment) beside
 * the likes' Query, then one BatchGet for the post's space, the caller's membership there and the
 * likers' profiles. The likes are answered only once the checks pass (`byId`: the comment read by
 * its id alone, before the post's own checks), as they were when read after them.
 */
async function readLikers(
  postId: number,
  caller: Caller | null,
  commentId: number | undefined,
  byId?: (comment: CommentRecord | null, loaded: { space: unknown; membership: MembershipView | null }) => void,
) {
  const commentAt = commentId === undefined ? null : commentKey(postId, commentId);
  const [found, likes] = await Promise.all([
    batchGet([keys.feed(postId), ...(commentAt ? [commentAt] : [])], { consistent: true }),
    started(() => listLikes({ postId, commentId })),
  ]);
  const item = found.get(itemKeyOf(keys.feed(postId)));
  const commentItem = commentAt ? found.get(itemKeyOf(commentAt)) : undefined;
  const comment = commentItem ? toComment(commentItem) : null;
  const likerKeys = likes.map((l) => keys.user(l.user_id));
  const loaded = await checkReadable(item ? toFeed(item) : null, caller, { consistent: true, extraKeys: likerKeys }).catch((error: unknown) => {
    throw byId && error instanceof FeedNotFoundError ? new CommentNotFoundError() : error;
  });
  byId?.(comment, loaded);
  if (!isOpen(loaded.feed.status)) throw new FeedNotFoundError();
  if (commentId !== undefined && comment?.status !== 'published') throw new CommentNotFoundError();
  return likes.map((l, i) => {
    const p = loaded.extras.get(itemKeyOf(keys.user(l.user_id)));
    return { id: i + 1, user_id: l.user_id, object_id: l.object_id, object_type: l.object_type, type: 'like', created_at: toSqlDateTime(l.created_at), xprofile: p ? toXprofile(toProfile(p)) : null };
  });
}

/**
 * The caller's bookmarked posts they may still read, newest post first, with a real total: the
 * member's bookmarks (one Query) and their posts, spaces, memberships and authors (one BatchGet per
 * 25 bookmarks) are read whole, so deleted and no-longer-readable posts never count.
 */
export async function bookmarksOf(caller: Caller, q: { page: number; per_page: number }) {
  const entries = await listBookmarks(caller.userId);
  const found = await batchGet(
    entries.flatMap((b) => [
      keys.feed(b.post_id),
      keys.user(b.post_user_id),
      ...(b.space_id !== null ? [keys.space(b.space_id), keys.spaceMember(b.space_id, caller.userId)] : []),
      ...postViewerKeys(caller, [b.post_id]),
    ]).concat(entries.length > 0 ? [keys.settings()] : []),
  );
  const features = await featuresInForce();
  const readable = entries.flatMap((b) => {
    const item = found.get(itemKeyOf(keys.feed(b.post_id)));
    if (!item) return [];
    const f = toFeed(item);
    const spaceItem = f.space_id !== null ? found.get(itemKeyOf(keys.space(f.space_id))) : undefined;
    const space = spaceItem ? toSpace(spaceItem) : null;
    const m = f.space_id !== null ? found.get(itemKeyOf(keys.spaceMember(f.space_id, caller.userId))) : undefined;
    // An unlisted post stays in its bookmarks: a bookmark is how a member keeps a link.
    if (!isOpen(f.status) || (f.space_id !== null && !space) || !mayReadFeed(f, caller, space, m ? toMembership(m) : null)) return [];
    const author = found.get(itemKeyOf(keys.user(f.user_id)));
    return [toFeedView(f, { xprofile: author ? toXprofile(toProfile(author)) : null, space, portal: portalOf(found), viewer: postViewer(found, caller, f.id), features, reviewer: isModerator(caller) })];
  });
  const start = (q.page - 1) * q.per_page;
  return { data: readable.slice(start, start + q.per_page), total: readable.length };
}
