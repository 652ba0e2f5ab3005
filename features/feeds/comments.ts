/** Comments: the stored record, its shape and its errors. */
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';
import { mediaMeta, textFingerprint, type FeedMedia } from '#features/feeds/feeds.ts';

/** Only a published comment is counted, listed for everyone, notified and announced by events. */
export const COMMENT_STATUSES = ['published', 'pending', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export interface CommentRecord {
  id: number;
  post_id: number;
  user_id: number;
  /** The top-level comment this one replies to; one level of replies only. */
  parent_id: number | null;
  message: string;
  message_rendered: string;
  /** legacy_activity_id: a migrated comment's (docs/migration.md). */
  meta: { mentioned_user_ids: number[]; legacy_activity_id?: number; auto_flagged?: boolean };
  type: 'comment';
  content_type: 'text';
  /** pending: held for review, or hidden by reports; rejected: refused by a moderator (docs/moderation.md). */
  status: CommentStatus;
  is_sticky: boolean;
  reactions_count: number;
  created_at: string;
  updated_at: string;
  rev: number;
  /** Uploaded media it shows (docs/media.md, Attaching), as a post's. */
  media: FeedMedia[];
  /** The time zone its author's comment counters were counted in (the site's); absent: UTC (contribution-store.ts). */
  period_tz?: string;
  /** Reports (docs/moderation.md), as a post's: changed beside the revision. */
  reports_count?: number | undefined;
  reports_cleared?: number | undefined;
}

/** A new comment (published unless held): the fields a writer decides; counters and flags start empty. */
export function newCommentRecord(
  c: Pick<CommentRecord, 'id' | 'post_id' | 'user_id' | 'parent_id' | 'message' | 'message_rendered' | 'meta' | 'media' | 'period_tz'>,
  at: string,
  status: CommentStatus = 'published',
): CommentRecord {
  return { ...c, type: 'comment', content_type: 'text', status, is_sticky: false, reactions_count: 0, created_at: at, updated_at: at, rev: 0 };
}

/**
 * Who reads a comment: a published one, whoever reads its post; a pending or rejected one, its
 * author and the post's moderators (its space's managers, community moderators, administrators).
 */
export const mayReadComment = (c: Pick<CommentRecord, 'status' | 'user_id'>, callerId: number | null, moderates: boolean): boolean =>
  c.status === 'published' || moderates || (callerId !== null && c.user_id === callerId);

/** "The same text" of one member on one post (the store keys the marker by post and member). */
export const commentFingerprint = (c: Pick<CommentRecord, 'message'>): string => textFingerprint('comment', c.message);

/** `liked` is the caller's (the original's flag); left out of event payloads. `reviewer`: meta.reports_count is shown once there are any. */
export const toCommentView = (c: CommentRecord, xprofile: unknown, liked?: boolean, reviewer = false) => ({
  id: c.id,
  post_id: c.post_id,
  user_id: c.user_id,
  parent_id: c.parent_id,
  message: c.message,
  message_rendered: c.message_rendered,
  meta: { ...c.meta, ...mediaMeta(c.media), ...(reviewer && (c.reports_count ?? 0) > 0 ? { reports_count: c.reports_count } : {}) },
  media: c.media,
  type: c.type,
  content_type: c.content_type,
  status: c.status,
  is_sticky: c.is_sticky,
  reactions_count: c.reactions_count,
  created_at: toSqlDateTime(c.created_at),
  updated_at: toSqlDateTime(c.updated_at),
  xprofile,
  ...(liked === undefined ? {} : { liked }),
});

export class CommentNotFoundError extends NotFoundError {
  constructor() {
    super('comment_not_found', 'Comment not found.');
  }
}

export class CommentsDisabledError extends ApiError {
  constructor() {
    super(403, 'comments_disabled', 'Comments are turned off here.');
  }
}

export class InvalidParentError extends ApiError {
  constructor() {
    super(400, 'invalid_parent', 'parent_id must be a top-level comment of the same post.', { data: { field: 'parent_id' } });
  }
}

export class CommentNotPendingError extends ApiError {
  constructor(status: CommentStatus) {
    super(409, 'comment_not_pending', `The comment is ${status}, not waiting for review.`, { data: { comment_status: status } });
  }
}

export class DuplicateCommentError extends ApiError {
  constructor() {
    super(400, 'duplicate_comment', 'You already wrote this comment on this post.', { data: { field: 'comment' } });
  }
}
