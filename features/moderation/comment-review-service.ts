/**
 * Held comments' review (docs/moderation.md, "Holding content for review"): the queue, approve and
 * reject. The moderators of a comment are its post's (features/feeds/feed-status.ts moderatesPost):
 * on a space's post its managers (space admins and moderators) with the community's moderators and
 * administrators; on a profile post the community's moderators and administrators.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { decodeCursor, encodeCursor } from '#platform/core/paging.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { transact, type TransactItem } from '#platform/data/transactions.ts';
import { decidedCommentItems, getComment, locateComment } from '#features/feeds/comment-store.ts';
import { viewOne as commentView, views as commentViews } from '#features/feeds/comment-service.ts';
import { CommentNotFoundError, CommentNotPendingError, InvalidParentError, mayReadComment, type CommentRecord } from '#features/feeds/comments.ts';
import { loadReadable } from '#features/feeds/feed-service.ts';
import { moderatesPost } from '#features/feeds/feed-status.ts';
import { FeedNotFoundError } from '#features/feeds/feeds.ts';
import { contributionUpdates, rejectionUpdate } from '#features/members/contribution-store.ts';
import { isSpaceManager, spaceVisibility } from '#features/spaces/space-access.ts';
import { loadSpace } from '#features/spaces/space-service.ts';
import { SpaceNotFoundError } from '#features/spaces/spaces.ts';
import { pendingComments, queueScope } from './comment-queue-store.ts';

export interface QueueQuery {
  space_id?: number | undefined;
  per_page: number;
  cursor?: string | undefined;
  order: 'newest' | 'oldest';
}

/**
 * Who reads which queue: a space's, its managers (a space it hides from the caller is 404);
 * the whole community's, community moderators and administrators. 403 otherwise.
 */
export async function assertReadsQueue(spaceId: number | undefined, caller: Caller): Promise<void> {
  if (spaceId === undefined) {
    if (!isModerator(caller)) throw new ForbiddenError('Only moderators read the whole queue; a space moderator names the space (space_id).');
    return;
  }
  const { space, membership } = await loadSpace({ id: spaceId }, caller);
  if (spaceVisibility(space, caller, membership) === 'hidden') throw new SpaceNotFoundError();
  if (!isSpaceManager(caller, membership)) throw new ForbiddenError('Only the moderators of this space read its queue.');
}

/** A page of held comments (one Query, one BatchGet for their authors), each with the space it waits in. */
export async function commentQueue(q: QueueQuery, caller: Caller) {
  await assertReadsQueue(q.space_id, caller);
  const spaceId = q.space_id ?? null;
  const startKey = q.cursor ? decodeCursor(q.cursor, queueScope(spaceId)) : undefined;
  const page = await pendingComments(spaceId, { limit: q.per_page, ascending: q.order === 'oldest', startKey });
  const shown = await commentViews(page.comments.map((c) => c.comment));
  return {
    items: shown.map((comment, i) => ({ type: 'comment' as const, id: comment.id, space_id: page.comments[i]?.spaceId ?? null, comment })),
    next_cursor: encodeCursor(page.lastKey),
  };
}

/** The comment and its post for a decision: 404 when the caller may not read it, 403 when they do not moderate it. */
async function loadForReview(commentId: number, caller: Caller) {
  const at = await locateComment(commentId);
  if (!at) throw new CommentNotFoundError();
  const loaded = await loadReadable({ id: at.post_id }, caller, { consistent: true }).catch((error: unknown) => {
    throw error instanceof FeedNotFoundError ? new CommentNotFoundError() : error;
  });
  const comment = await getComment(at.post_id, commentId, { consistent: true });
  const moderates = moderatesPost(caller, loaded.space !== null, loaded.membership);
  if (!comment || !mayReadComment(comment, caller.userId, moderates)) throw new CommentNotFoundError();
  if (!moderates) throw new ForbiddenError('Only the moderators of this post may review its comments.');
  return { ...loaded, comment };
}

type Decision = 'published' | 'rejected';

/** The comment was no longer pending when the decision was written. */
class DecidedMeanwhile extends Error {}

/**
 * Decides a pending comment once. Approval owes what a published comment owes, in the same
 * transaction: the post's comments_count (and last activity), the author's contribution counters
 * and comment.created (actor: the author, as if written now), which brings the notifications
 * (post author, thread, mentions), the activity and the webhooks. Rejection owes none of it: the
 * comment stays, rejected, for its author (who may delete it), and the author's standing records
 * it. A second decision finds the comment decided: the same one answers as done, the other 409.
 */
async function decide(commentId: number, caller: Caller, decision: Decision) {
  const { feed, comment } = await loadForReview(commentId, caller);
  if (comment.status === decision) return commentView(comment);
  if (comment.status !== 'pending') throw new CommentNotPendingError(comment.status);
  const now = new Date();
  const at = now.toISOString();
  const after: CommentRecord = { ...comment, status: decision, updated_at: at, rev: comment.rev + 1 };
  const view = await commentView(after);
  const items: TransactItem[] = [
    ...decidedCommentItems(comment, decision, at),
    ...(decision === 'published'
      ? [
          ...contributionUpdates(comment.user_id, 'comments', 1, new Date(comment.created_at)),
          outboxPut({ name: 'comment.created', actorId: comment.user_id, spaceId: feed.space_id, data: { ...view, post_user_id: feed.user_id } }, now),
        ]
      : [rejectionUpdate(comment.user_id, now)]),
  ];
  try {
    await transact(items, (failed) => {
      if (failed.includes(0)) throw new DecidedMeanwhile();
      // The parent of a reply was deleted meanwhile: the reply cannot join a thread that is gone.
      if (decision === 'published' && comment.parent_id !== null && failed.includes(1)) throw new InvalidParentError();
      throw new CommentNotFoundError();
    });
    return view;
  } catch (error) {
    if (!(error instanceof DecidedMeanwhile)) throw error;
  }
  // Another moderator decided first: the same decision answers as done, the other is refused.
  const current = await getComment(comment.post_id, comment.id, { consistent: true });
  if (!current) throw new CommentNotFoundError();
  if (current.status !== decision) throw new CommentNotPendingError(current.status);
  return commentView(current);
}

export const approveComment = (commentId: number, caller: Caller) => decide(commentId, caller, 'published');
export const rejectComment = (commentId: number, caller: Caller) => decide(commentId, caller, 'rejected');
