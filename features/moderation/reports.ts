/**
 * Content reports (docs/moderation.md, Reports): the stored record, its reasons and statuses, who
 * may report and who reviews, when reported content is hidden, and the shapes the API and the
 * events show. Pure rules; storage is in report-store.ts, the use cases in report-service.ts.
 */
import { isModerator, type Reader } from '#platform/auth/access.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, ForbiddenError, NotFoundError } from '#platform/core/errors.ts';

/** The original's report reasons (unshown-parts.md "Moderation"), `other` with a note. */
export const REPORT_REASONS = ['spam', 'harassment', 'hate_speech', 'violence', 'nudity', 'misinformation', 'self_harm', 'off_topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** pending: waits for a moderator; ignored: dismissed; unpublished: the content was taken down. */
export const REPORT_STATUSES = ['pending', 'ignored', 'unpublished'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_CONTENT_TYPES = ['feed', 'comment'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

/** dismiss -> ignored; unpublish -> unpublished; suspend -> unpublished, and the author's account suspended. */
export const RESOLVE_ACTIONS = ['dismiss', 'unpublish', 'suspend'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];

export const REPORT_NOTE_MAX = 1_000;

/** Reports a member may file per REPORT_WINDOW_SECONDS (a fixed window). */
export const REPORTS_PER_WINDOW = 10;
export const REPORT_WINDOW_SECONDS = 10 * 60;

export interface ReportRecord {
  id: number;
  content_type: ReportContentType;
  content_id: number;
  /** The post itself, or the comment's post. */
  post_id: number;
  space_id: number | null;
  /** The content's author. */
  content_user_id: number;
  /** The reporter. */
  user_id: number;
  reason: ReportReason;
  note: string;
  status: ReportStatus;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
  resolution: ResolveAction | null;
  resolution_note: string;
  rev: number;
}

export const statusOf = (action: ResolveAction): ReportStatus => (action === 'dismiss' ? 'ignored' : 'unpublished');

/**
 * The reported content's moderation state as its record keeps it: `reports_count` (distinct
 * reporters ever), `reports_cleared` (the count a moderator last dismissed: reports before it
 * do not count towards hiding again) and `meta.auto_flagged`.
 */
export interface ReportedState {
  reports_count: number;
  reports_cleared: number;
}

/**
 * Whether the content is to be hidden now: the reports since the last dismissal reached the
 * threshold. The write that hides it is guarded by the content's revision, so among concurrent
 * reporters who all see this true, exactly one hides it (report-service.ts autoFlag).
 */
export const reachesThreshold = (s: ReportedState, threshold: number): boolean => s.reports_count - s.reports_cleared >= threshold;

/** Community moderators and administrators review every report; a space's managers those of its content. */
export const reviewsEverything = (caller: Reader | null): boolean => isModerator(caller);

/** The report as the API and the events show it. */
export function toReportView(r: ReportRecord) {
  return {
    id: r.id,
    content_type: r.content_type,
    content_id: r.content_id,
    post_id: r.post_id,
    space_id: r.space_id,
    content_user_id: r.content_user_id,
    user_id: r.user_id,
    reason: r.reason,
    note: r.note,
    status: r.status,
    created_at: toSqlDateTime(r.created_at),
    resolved_at: r.resolved_at === null ? null : toSqlDateTime(r.resolved_at),
    resolved_by: r.resolved_by,
    resolution: r.resolution,
    resolution_note: r.resolution_note,
  };
}
export type ReportView = ReturnType<typeof toReportView>;

export class ReportNotFoundError extends NotFoundError {
  constructor() {
    super('report_not_found', 'Report not found.');
  }
}

export class AlreadyReportedError extends ApiError {
  constructor() {
    super(409, 'already_reported', 'You already reported this.');
  }
}

export class CannotReportOwnError extends ApiError {
  constructor() {
    super(400, 'cannot_report_own_content', 'You cannot report your own content.');
  }
}

export class ReportResolvedError extends ApiError {
  constructor() {
    super(409, 'report_already_resolved', 'This report was already resolved.');
  }
}

export class SuspendNotAllowedError extends ForbiddenError {
  constructor() {
    super('Only community moderators and administrators may suspend an author.');
  }
}
