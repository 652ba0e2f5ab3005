/**
 * Comment use cases: list (oldest first, paged), create (one level of replies), edit, delete
 * (with its replies), pin one top-level comment per post. Each write keeps the post's
 * comments_count and the commenters' contribution counters in the same transaction as its event.
 */
import { takeBackPoints } from '#features/points/award-service.ts';
import { sources as pointSources } from '#features/points/point-sources.ts';
import { isDeepStrictEqual } from 'node:util';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin, isModerator } from '#platform/auth/access.ts';
import {
  PARENT_CHECK_INDEX, TEXT_MARKER_INDEX, changedCommentItem, claimTextItem, commentKey, deletedCommentItems, deletedReplyItems, getComment, listComments, listReplies, locateComment,
  markDeleting, newCommentItems, postPinUpdate, releaseTextItem, toComment,
} from '#features/feeds/comment-store.ts';
import { contributionUpdates, mergedContributionUpdates, periodZone, standingKey, toStanding } from '#features/members/contribution-store.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { blockedBy, holdConfig, holdReason, isTrusted } from '#features/feeds/hold-rules.ts';
import { RATE_KEYS, transactWithSlot } from '#features/feeds/feed-store.ts';
import { keys } from '#platform/data/keys.ts';
import { toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { allLikers, viewerFlags, viewerKeys } from '#features/feeds/reaction-store.ts';
import { toStoredSettings } from '#features/settings/settings-store.ts';
import { nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import {
  CommentNotFoundError, CommentsDisabledError, DuplicateCommentError, InvalidParentError, commentFingerprint, mayReadComment, newCommentRecord, toCommentView, type CommentRecord, type CommentStatus,
} from '#features/feeds/comments.ts';
import { getFeed } from '#features/feeds/feed-store.ts';
import { checkReadable, loadReadable, loadWritable, resolveMentions, spamLimits } from '#features/feeds/feed-service.ts';
import { FeedNotFoundError, isUploaded, mediaIdsOf, renderMessage, withoutSwitchedOff } from '#features/feeds/feeds.ts';
import { maxMedia } from '#features/feeds/feed-service.ts';
import { attachedView, claimChanges, mediaConflictFrom, releaseItems, resolveMedia, type MediaInput } from '#features/media/media-attachments.ts';
import { toXprofile } from '#features/members/members.ts';
import { isSpaceManager, type MembershipView } from '#features/spaces/space-access.ts';
import { effectiveValue } from '#features/settings/settings.ts';
import { featuresInForce } from '#features/settings/feature-switches.ts';
import { isOpen, moderatesPost } from '#features/feeds/feed-status.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { ApiError, ForbiddenError } from '#platform/core/errors.ts';
import { decodeCursor, encodeCursor, pageMeta } from '#platform/core/paging.ts';

/** Keys of the caller's likes of these comments, for the BatchGet that reads their authors (none when anonymous). */
const likedKeys = (caller: Caller | null, comments: Array<Pick<CommentRecord, 'id' | 'post_id'>>) =>
  caller ? viewerKeys(caller.userId, comments.map((c) => ({ postId: c.post_id, commentId: c.id }))) : [];

/**
 * Comments with their authors' xprofiles and, given a `viewer` (null: anonymous), whether they
 * like each one; read here unless already `found`.
 */
export async function views(comments: CommentRecord[], viewer?: Caller | null, found?: Map<string, Record<string, unknown>>) {
  found ??= await batchGet([...comments.map((c) => keys.user(c.user_id)), ...likedKeys(viewer ?? null, comments)]);
  // An answer to a caller leaves out the reactions' fields while reactions are off (kept rules: no call).
  const features = viewer === undefined ? undefined : await featuresInForce();
  return comments.map((c) => {
    const author = found.get(itemKeyOf(keys.user(c.user_id)));
    const liked = viewer === undefined ? undefined : viewerFlags(found, viewer?.userId ?? null, { postId: c.post_id, commentId: c.id }).liked;
    return withoutSwitchedOff(toCommentView(c, author ? toXprofile(toProfile(author)) : null, liked, isModerator(viewer ?? null)), features);
  });
}

export async function viewOne(comment: CommentRecord, viewer?: Caller | null) {
  const [view] = await views([comment], viewer);
  if (!view) throw new Error('a view for every comment');
  return view;
}

/** The caller moderates the post's comments: its space's managers, community moderators and administrators. */
const moderatesComments = (caller: Caller | null, loaded: { space: unknown; membership: MembershipView | null }) => moderatesPost(caller, loaded.space !== null, loaded.membership);

/**
 * The most comments the original's unpaginated list answers (GET /feeds/{id}/comments under the
 * compat base path): the first 500, oldest first (docs/wordpress-compat.md).
 */
export const ALL_COMMENTS_LIMIT = 500;

/**
 * A page of comments in 3 calls: the post and the page side by side, then one BatchGet for the
 * post's space, the caller's membership and the authors. Nothing is answered before the read check.
 * Held and rejected comments are shown only to their authors and the post's moderators: a page
 * keeps its positions (a page may hold fewer than per_page), so no one's comment is skipped.
 */
export async function listCommentsFor(postId: number, caller: Caller | null, q: { page: number; per_page: number; cursor?: string | undefined }) {
  const startKey = q.cursor ? decodeCursor(q.cursor, { partition: keys.feed(postId).pk }) : undefined;
  const [post, page] = await Promise.all([getFeed(postId), listComments(postId, { offset: q.cursor ? 0 : (q.page - 1) * q.per_page, limit: q.per_page, startKey })]);
  const loaded = await checkReadable(post, caller, { extraKeys: [...page.comments.map((c) => keys.user(c.user_id)), ...likedKeys(caller, page.comments)] });
  const moderates = moderatesComments(caller, loaded);
  const shown = page.comments.filter((c) => mayReadComment(c, caller?.userId ?? null, moderates));
  return { comments: await views(shown, caller, loaded.extras), meta: pageMeta(loaded.feed.comments_count, q.page, q.per_page, encodeCursor(page.lastKey)) };
}

/**
 * Comments are refused when the post, its space or the community turns them off. The site's
 * settings, the caller's standing and profile come in the read check's BatchGet.
 */
async function assertCommentsOpen(postId: number, caller: Caller, moreKeys: Array<{ pk: string; sk: string }> = []) {
  const loaded = await loadWritable({ id: postId }, caller, [keys.settings(), standingKey(caller.userId), keys.user(caller.userId), ...moreKeys]);
  if (!isOpen(loaded.feed.status)) throw new FeedNotFoundError();
  const settings = toStoredSettings(loaded.extras.get(itemKeyOf(keys.settings())));
  const siteAllows = effectiveValue('allow_comments', settings) === true;
  if (loaded.feed.comments_disabled || loaded.space?.settings.allow_comments === false || !siteAllows) throw new CommentsDisabledError();
  // The site's time zone comes with the switch: the comment's counters' periods (contribution-store.ts).
  return { ...loaded, settings, timeZone: String(effectiveValue('timezone', settings)), standing: toStanding(loaded.extras.get(itemKeyOf(standingKey(caller.userId)))) };
}

/**
 * Whether a new comment waits for review (docs/moderation.md, "Holding content for review"):
 * moderate_comments, the member's first comment, the word filter; the post's moderators are never
 * held, trusted members skip all but the word filter.
 */
async function commentStatus(caller: Caller, opened: Awaited<ReturnType<typeof assertCommentsOpen>>, message: string, now: Date): Promise<CommentStatus> {
  if (moderatesComments(caller, opened)) return 'published';
  const config = holdConfig((await siteRules()).moderation);
  const trustMatters = effectiveValue('auto_approve_trusted_users', opened.settings) === true;
  const reason = holdReason({
    moderates: false,
    siteModerates: effectiveValue('moderate_comments', opened.settings) === true,
    firstApproval: config.first_comment_approval === 'yes',
    isFirst: opened.standing.comments === 0,
    blocked: blockedBy(config, [message]),
    trusted: trustMatters && isTrusted(opened.standing, config, now),
  });
  return reason === null ? 'published' : 'pending';
}

export async function createComment(postId: number, caller: Caller, input: { message: string; parent_id?: number | undefined; media?: MediaInput | undefined }) {
  // The parent and the commenting window (spam protection) come with the post's other reads; the
  // window's slot is taken in the comment's transaction. Comment ids stay sequential (comments are
  // listed in id order), so the id is taken beside the reads: a refused comment leaves a gap.
  const parentKey = input.parent_id === undefined ? null : commentKey(postId, input.parent_id);
  const rateKey = isAdmin(caller) ? null : RATE_KEYS.comment(caller.userId);
  const [opened, id] = await Promise.all([assertCommentsOpen(postId, caller, [...(parentKey ? [parentKey] : []), ...(rateKey ? [rateKey] : [])]), nextId('comment')]);
  const { feed, timeZone } = opened;
  if (parentKey) {
    const item = opened.extras.get(itemKeyOf(parentKey));
    const parent = item ? toComment(item) : null;
    // A reply goes under a published top-level comment (a held one may never be).
    if (!parent || parent.parent_id !== null || parent.status !== 'published') throw new InvalidParentError();
  }
  const now = new Date();
  const status = await commentStatus(caller, opened, input.message, now);
  // Spam protection (docs/moderation.md): the commenting rate (administrators are not limited), taken with the comment, and duplicates.
  const spam = await spamLimits(opened.settings);
  const slot = spam && rateKey ? { key: rateKey, seen: opened.extras.get(itemKeyOf(rateKey)), rate: spam.comments } : null;
  // Side by side: the media and the mentions.
  const [attached, mentions] = await Promise.all([
    input.media ? maxMedia(input.media, opened.settings).then((max) => resolveMedia(input.media!.refs, null, caller, max)) : [],
    resolveMentions(input.message),
  ]);
  const at = now.toISOString();
  const comment = newCommentRecord(
    {
      id,
      post_id: postId,
      user_id: caller.userId,
      parent_id: input.parent_id ?? null,
      message: input.message,
      message_rendered: await renderMessage(input.message, mentions.names),
      meta: { mentioned_user_ids: mentions.ids },
      media: [...attached.map(attachedView), ...(input.media?.links ?? [])],
      ...periodZone(timeZone),
    },
    at,
    status,
  );
  const [view] = await views([comment], undefined, opened.extras);
  if (!view) throw new Error('a view for the comment');
  // A held comment is not counted, announced or notified until a moderator approves it (features/moderation).
  const items = [
    ...newCommentItems(comment, commentFingerprint(comment), { spaceId: feed.space_id, refuseDuplicates: spam !== null }),
    ...(status === 'published'
      ? [
          ...contributionUpdates(caller.userId, 'comments', 1, now, timeZone),
          outboxPut({ name: 'comment.created', actorId: caller.userId, spaceId: feed.space_id, data: { ...view, post_user_id: feed.user_id } }, now),
        ]
      : []),
  ];
  await transactWithSlot(
    [...items, ...claimChanges([], attached, commentOwner(comment), now)],
    slot,
    now,
    (failed) => {
      mediaConflictFrom(items.length)(failed);
      // The parent was deleted (or is being deleted) since it was read.
      if (comment.parent_id !== null && failed.includes(PARENT_CHECK_INDEX)) throw new InvalidParentError();
      // The member's same text on this post, also when sent twice at once: one of them commits.
      if (failed.includes(TEXT_MARKER_INDEX)) throw new DuplicateCommentError();
      throw new FeedNotFoundError();
    },
  );
  return { ...view, liked: false };
}

/** The claim a comment's media hold: the comment, with its post (whose visibility they take). */
const commentOwner = (c: Pick<CommentRecord, 'id' | 'post_id'>) => ({ source: 'comment', id: c.id, feed_id: c.post_id }) as const;

async function loadComment(postId: number, commentId: number, caller: Caller, purpose: 'write' | 'remove' = 'write') {
  // Removing one's own comment stays open to a banned member; writing does not.
  // The comment comes in the post's BatchGet (one round on a warm container).
  const key = commentKey(postId, commentId);
  const loaded = purpose === 'write' ? await loadWritable({ id: postId }, caller, [key]) : await loadReadable({ id: postId }, caller, { consistent: true, extraKeys: [key] });
  const item = loaded.extras.get(itemKeyOf(key));
  const comment = item ? toComment(item) : null;
  if (!comment || !mayReadComment(comment, caller.userId, moderatesComments(caller, loaded))) throw new CommentNotFoundError();
  return { ...loaded, comment };
}

async function saveComment(before: CommentRecord, after: CommentRecord, caller: Caller, spaceId: number | null, extra: TransactItem[] = [], emit = true) {
  if (isDeepStrictEqual({ ...after, updated_at: '', rev: 0 }, { ...before, updated_at: '', rev: 0 })) {
    // The comment is unchanged: what goes with the change (a medium's removal) still goes.
    await transact(extra, mediaConflictFrom(0));
    return viewOne(before, caller);
  }
  const now = new Date();
  const next = { ...after, updated_at: now.toISOString(), rev: before.rev + 1 };
  const { liked, ...data } = await viewOne(next, caller);
  // A changed text moves the member's marker (at index 1): an edit cannot repeat another of their comments here.
  const moved = commentFingerprint(before) !== commentFingerprint(next);
  const marker = moved ? [claimTextItem(next, commentFingerprint(next)), releaseTextItem(before, commentFingerprint(before))] : [];
  // Only a published comment's changes are announced (a held one was never announced).
  await transact([changedCommentItem(before, next), ...marker, ...extra, ...(emit && before.status === 'published' ? [outboxPut({ name: 'comment.updated', actorId: caller.userId, spaceId, data }, now)] : [])], (failed) => {
    if (moved && failed.includes(1)) throw new DuplicateCommentError();
    throw new ApiError(409, 'conflict', 'The comment was changed at the same time; try again.');
  });
  return { ...data, liked };
}

/** The author or an administrator edits a comment; `media`, when given, replaces its media. */
export async function editComment(postId: number, commentId: number, caller: Caller, message: string, media?: MediaInput) {
  const { comment, feed } = await loadComment(postId, commentId, caller);
  if (comment.user_id !== caller.userId && !isAdmin(caller)) throw new ForbiddenError('Only the author or an administrator may edit this comment.');
  const mentions = await resolveMentions(message);
  const after = { ...comment, message, message_rendered: await renderMessage(message, mentions.names), meta: { mentioned_user_ids: mentions.ids } };
  if (!media) return saveComment(comment, after, caller, feed.space_id);
  const attached = await resolveMedia(media.refs, commentOwner(comment), caller, await maxMedia(media));
  after.media = [...attached.map(attachedView), ...media.links];
  return saveComment(comment, after, caller, feed.space_id, claimChanges(mediaIdsOf(comment.media), attached, commentOwner(comment), new Date()));
}

/** DELETE /media/{id} of a medium a comment shows: the comment without it, and `items` (the medium's removal), in one write. */
export async function dropCommentMedium(postId: number, commentId: number, mediaId: number, caller: Caller, items: TransactItem[]): Promise<boolean> {
  const comment = await getComment(postId, commentId, { consistent: true });
  if (!comment) return false;
  const feed = await getFeed(postId);
  await saveComment(comment, { ...comment, media: comment.media.filter((m) => !(isUploaded(m) && m.media_id === mediaId)) }, caller, feed?.space_id ?? null, items);
  return true;
}

/**
 * What deleted comments earned, and what their likes earned their authors (docs/points.md), taken
 * back before they go: their likes stay in the post's partition, where nothing would find them.
 */
async function takeBackCommentPoints(postId: number, comments: Array<{ id: number; user_id: number }>, read?: Array<number[]>): Promise<void> {
  const likers = read ?? (await Promise.all(comments.map((c) => allLikers({ postId, commentId: c.id }))));
  await takeBackPoints(
    comments.flatMap((c, i) => [
      { userId: c.user_id, source: pointSources.comment(c.id) },
      ...(likers[i] ?? []).filter((u) => u !== c.user_id).map((u) => ({ userId: c.user_id, source: pointSources.reaction('comment', c.id, u) })),
    ]),
  );
}

/** The author, a manager of the space or an administrator deletes a comment and its replies. */
export async function deleteComment(postId: number, commentId: number, caller: Caller): Promise<void> {
  const { comment, feed, membership, space } = await loadComment(postId, commentId, caller, 'remove');
  const manager = space ? isSpaceManager(caller, membership) : isAdmin(caller);
  if (comment.user_id !== caller.userId && !manager) throw new ForbiddenError('Only the author or a manager may delete this comment.');
  const now = new Date();
  // A top-level comment is marked first, so a reply racing this delete fails instead of being left behind.
  if (comment.parent_id === null && !(await markDeleting(postId, commentId, now.toISOString()))) throw new CommentNotFoundError();
  // The comment's likers (the points it earned) are read beside its replies.
  const [replies, likers] = await Promise.all([comment.parent_id === null ? listReplies(postId, commentId) : [], allLikers({ postId, commentId })]);
  // A transaction holds at most 100 items, and each reply brings its marker and its author's
  // contribution counters: replies go first, a chunk at a time (the comment is marked deleting,
  // so none can be added meanwhile, and a retried delete finishes the job), then the comment.
  for (let i = 0; i < replies.length; i += REPLIES_PER_TRANSACTION) {
    const chunk = replies.slice(i, i + REPLIES_PER_TRANSACTION);
    // Their points go back first (docs/points.md): a failed take-back leaves the replies for the retried delete.
    await takeBackCommentPoints(postId, chunk);
    await transact([...deletedReplyItems(chunk, commentFingerprint), ...contributionsDown(chunk)]);
    // Their media are released after them (a transaction of 100 items has no room for 4 a reply).
    const released = chunk.flatMap((r) => releaseItems(mediaIdsOf(r.media), commentOwner(r), now));
    if (released.length > 0) await transact(released);
  }
  await takeBackCommentPoints(postId, [comment], [likers]);
  // A held or rejected comment was never counted or announced: its deletion is neither.
  const published = comment.status === 'published';
  const items = [
    ...deletedCommentItems(comment, commentFingerprint),
    ...contributionsDown([comment]),
    ...(published
      ? [outboxPut({ name: 'comment.deleted', actorId: caller.userId, spaceId: feed.space_id, data: { id: comment.id, post_id: postId, user_id: comment.user_id, replies_deleted: replies.length } }, now)]
      : []),
  ];
  await transact([...items, ...releaseItems(mediaIdsOf(comment.media), commentOwner(comment), now)], (failed) => {
    mediaConflictFrom(items.length)(failed);
    throw new CommentNotFoundError();
  });
}

/** 10 replies: 10 deletes, up to 10 markers, up to 10 authors' counters (4 periods each) and the post's count. */
const REPLIES_PER_TRANSACTION = 10;

/**
 * Each commenter's contribution goes down by their published comments here (a held one was never
 * counted), in the periods each was counted in (its time, its zone): one update per member and period.
 */
const contributionsDown = (comments: CommentRecord[]): TransactItem[] =>
  mergedContributionUpdates('comments', comments.filter((c) => c.status === 'published').map((c) => ({ userId: c.user_id, delta: -1, at: new Date(c.created_at), timeZone: c.period_tz })));

/** Pins (or unpins) one top-level comment per post: space managers and administrators. */
export async function pinComment(postId: number, commentId: number, caller: Caller, pinned: boolean) {
  const { comment, feed, membership, space } = await loadComment(postId, commentId, caller);
  if (!(space ? isSpaceManager(caller, membership) : isAdmin(caller))) throw new ForbiddenError('Only the managers of this space may pin comments.');
  if (comment.parent_id !== null || comment.status !== 'published') throw new InvalidParentError();
  const extra: TransactItem[] = [];
  if (pinned) {
    // The previously pinned comment of the post, if another, is unpinned in the same write.
    const found = await batchGet([keys.feed(postId)], { consistent: true });
    const previousId = found.get(itemKeyOf(keys.feed(postId)))?.['pinned_comment_id'];
    if (typeof previousId === 'number' && previousId !== commentId) {
      const previous = await getComment(postId, previousId, { consistent: true });
      if (previous?.is_sticky) extra.push(changedCommentItem(previous, { ...previous, is_sticky: false, rev: previous.rev + 1 }));
    }
  }
  extra.push(postPinUpdate(postId, pinned ? commentId : null));
  return saveComment(comment, { ...comment, is_sticky: pinned }, caller, feed.space_id, extra, false);
}

/** A comment by its id alone, as readable as its post (404 comment_not_found otherwise). */
async function loadCommentById(commentId: number, caller: Caller | null) {
  const at = await locateComment(commentId, { remembered: true });
  if (!at) throw new CommentNotFoundError();
  // The comment itself, its author and the caller's like come in the read check's BatchGet.
  const extraKeys = [commentKey(at.post_id, commentId), keys.user(at.user_id), ...likedKeys(caller, [{ id: commentId, post_id: at.post_id }])];
  const loaded = await checkReadable(await getFeed(at.post_id), caller, { extraKeys }).catch((error: unknown) => {
    throw error instanceof FeedNotFoundError ? new CommentNotFoundError() : error;
  });
  const item = loaded.extras.get(itemKeyOf(commentKey(at.post_id, commentId)));
  if (!item) throw new CommentNotFoundError();
  const comment = toComment(item);
  if (!mayReadComment(comment, caller?.userId ?? null, moderatesComments(caller, loaded))) throw new CommentNotFoundError();
  return { comment, extras: loaded.extras };
}

/** GET /comments/{id}: the comment with the caller's `liked`: the post, then one BatchGet (the comment's post remembered per container, comment-store.ts locateComment). */
export async function readComment(commentId: number, caller: Caller | null) {
  const { comment, extras } = await loadCommentById(commentId, caller);
  const [view] = await views([comment], caller, extras);
  return view;
}
