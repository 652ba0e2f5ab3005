/**
 * Content reports (docs/moderation.md, Reports): a member reports a post or a comment; enough
 * distinct reporters hide it pending review; moderators list and resolve reports.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { decodeCursor, encodeCursor, type DynamoKey } from '#platform/core/paging.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { mergeSameItemUpdates, nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { takeSlot } from '#platform/data/window-counter-store.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { forgetCredentials } from '#platform/auth/credential-cache.ts';
import { accountChange } from '#features/members/account-change.ts';
import { isSpaceManager, spaceVisibility } from '#features/spaces/space-access.ts';
import { loadSpace } from '#features/spaces/space-service.ts';
import { SpaceNotFoundError, type SpaceRecord } from '#features/spaces/spaces.ts';
import { commentKey, getComment, locateComment, moderatedCommentItems, toComment } from '#features/feeds/comment-store.ts';
import { CommentNotFoundError, mayReadComment, type CommentRecord } from '#features/feeds/comments.ts';
import { deleteComment } from '#features/feeds/comment-service.ts';
import { getFeed, toFeed } from '#features/feeds/feed-store.ts';
import { FeedChangedError, loadReadable, savePostChange } from '#features/feeds/feed-service.ts';
import { FeedNotFoundError, type FeedRecord } from '#features/feeds/feeds.ts';
import { isOpen, moderatesPost } from '#features/feeds/feed-status.ts';
import { clearedReportsUpdate, CONTENT_INDEX, getReport, listReports, MARKER_INDEX, newReportItems, pendingReportsOf, resolvedReportItem, scopeIndex, type ReportScope } from '#features/moderation/report-store.ts';
import {
  AlreadyReportedError, CannotReportOwnError, ReportNotFoundError, ReportResolvedError, SuspendNotAllowedError, REPORT_WINDOW_SECONDS, REPORTS_PER_WINDOW,
  reachesThreshold, reviewsEverything, statusOf, toReportView,
  type ReportContentType, type ReportReason, type ReportRecord, type ReportStatus, type ResolveAction,
} from '#features/moderation/reports.ts';

/** The reported content as read for a report or a resolution. */
type Content =
  | { type: 'feed'; feed: FeedRecord; space: SpaceRecord | null }
  | { type: 'comment'; comment: CommentRecord; feed: FeedRecord; space: SpaceRecord | null };

const contentKeyOf = (c: Content) => (c.type === 'feed' ? keys.feed(c.feed.id) : commentKey(c.comment.post_id, c.comment.id));
const contentIdOf = (c: Content) => (c.type === 'feed' ? c.feed.id : c.comment.id);
const authorOf = (c: Content) => (c.type === 'feed' ? c.feed.user_id : c.comment.user_id);

/** What events and answers say of the content a report is about. */
function contentRef(c: Content) {
  const record = c.type === 'feed' ? c.feed : c.comment;
  return {
    type: c.type,
    id: contentIdOf(c),
    post_id: c.feed.id,
    space_id: c.feed.space_id,
    user_id: record.user_id,
    status: record.status,
    auto_flagged: record.meta.auto_flagged === true,
    reports_count: record.reports_count ?? 0,
  };
}

/** Counts one report of the member's; 429 past REPORTS_PER_WINDOW in the window (refused ones count too). */
async function takeReportSlot(userId: number, now: Date): Promise<void> {
  await takeSlot((window) => ({ key: keys.reportRate(userId, window), entity: 'report_rate', attribute: 'reports' }), { max: REPORTS_PER_WINDOW, windowSeconds: REPORT_WINDOW_SECONDS }, now);
}

/** A post or comment the caller may read, open (published or unlisted): what a member may report. */
async function loadReportable(type: ReportContentType, id: number, caller: Caller): Promise<Content> {
  if (type === 'feed') {
    const { feed, space } = await loadReadable({ id }, caller, { consistent: true });
    if (!isOpen(feed.status)) throw new FeedNotFoundError();
    return { type, feed, space };
  }
  const at = await locateComment(id);
  if (!at) throw new CommentNotFoundError();
  const { feed, space, membership } = await loadReadable({ id: at.post_id }, caller, { consistent: true }).catch((error: unknown) => {
    throw error instanceof FeedNotFoundError ? new CommentNotFoundError() : error;
  });
  const comment = await getComment(at.post_id, id, { consistent: true });
  if (!comment || !isOpen(feed.status) || comment.status !== 'published' || !mayReadComment(comment, caller.userId, moderatesPost(caller, feed.space_id !== null, membership))) {
    throw new CommentNotFoundError();
  }
  return { type, comment, feed, space };
}

export interface ReportInput {
  content_type: ReportContentType;
  content_id: number;
  reason: ReportReason;
  note?: string | undefined;
}

/**
 * POST /moderation/report. One report per member and item: the member's marker is put in the
 * report's transaction (a second report, also one sent at the same time, answers 409
 * already_reported). The content's reports_count goes up in the same write, with report.created.
 * Then the content is hidden if the reports reached the threshold (autoFlag).
 */
export async function reportContent(input: ReportInput, caller: Caller) {
  const now = new Date();
  await takeReportSlot(caller.userId, now);
  const content = await loadReportable(input.content_type, input.content_id, caller);
  if (authorOf(content) === caller.userId) throw new CannotReportOwnError();
  const report: ReportRecord = {
    id: await nextId('report'),
    content_type: input.content_type,
    content_id: input.content_id,
    post_id: content.feed.id,
    space_id: content.feed.space_id,
    content_user_id: authorOf(content),
    user_id: caller.userId,
    reason: input.reason,
    note: input.note ?? '',
    status: 'pending',
    created_at: now.toISOString(),
    resolved_at: null,
    resolved_by: null,
    resolution: null,
    resolution_note: '',
    rev: 0,
  };
  const view = toReportView(report);
  const { status: _s, auto_flagged: _f, reports_count: _n, ...ref } = contentRef(content);
  const items = [
    ...newReportItems(report, contentKeyOf(content)),
    outboxPut({ name: 'report.created', actorId: caller.userId, spaceId: report.space_id, data: { ...view, content: ref } }, now),
  ];
  // Concurrent reports of one item conflict on its count: retried more than a write usually is.
  await transact(items, (failed) => {
    if (failed.includes(MARKER_INDEX)) throw new AlreadyReportedError();
    if (failed.includes(CONTENT_INDEX)) throw input.content_type === 'feed' ? new FeedNotFoundError() : new CommentNotFoundError();
  }, 12);
  await autoFlag(content, caller, Number((await siteRules()).moderation.flag_after_threshold));
  return view;
}

/**
 * Hides the content pending review when its reports since the last dismissal reached the
 * threshold. Read after this report committed (consistently), so the report that reaches it always
 * sees it; the hiding write is guarded by the content's revision, so of concurrent reporters who
 * all see it, one hides it (with its one feed.updated or comment.updated) and the others find it
 * hidden when they read again.
 */
async function autoFlag(content: Content, caller: Caller, threshold: number): Promise<void> {
  for (let attempt = 0; attempt < 6; attempt++) {
    if (content.type === 'feed') {
      const before = await getFeed(content.feed.id, { consistent: true });
      if (!before || !isOpen(before.status) || !reachesThreshold({ reports_count: before.reports_count ?? 0, reports_cleared: before.reports_cleared ?? 0 }, threshold)) return;
      try {
        await savePostChange(before, { ...before, status: 'pending', meta: { ...before.meta, auto_flagged: true } }, content.space, caller);
        return;
      } catch (error) {
        if (!(error instanceof FeedChangedError)) throw error;
      }
    } else {
      const before = await getComment(content.comment.post_id, content.comment.id, { consistent: true });
      if (!before || before.status !== 'published' || !reachesThreshold({ reports_count: before.reports_count ?? 0, reports_cleared: before.reports_cleared ?? 0 }, threshold)) return;
      const after: CommentRecord = { ...before, status: 'pending', meta: { ...before.meta, auto_flagged: true }, rev: before.rev + 1 };
      const now = new Date();
      try {
        await transact([
          ...moderatedCommentItems(before, after),
          outboxPut({ name: 'comment.updated', actorId: caller.userId, spaceId: content.feed.space_id, data: commentEventData(after) }, now),
        ]);
        return;
      } catch (error) {
        if (!cancelled(error)) throw error;
      }
    }
  }
}

const cancelled = (error: unknown): boolean => (error as { name?: string } | null)?.name === 'TransactionCanceledException';

/** A comment's event data without reading its author again (the event's xprofile is the actor's). */
const commentEventData = (c: CommentRecord) => ({
  id: c.id, post_id: c.post_id, user_id: c.user_id, parent_id: c.parent_id, status: c.status, meta: { ...c.meta }, updated_at: c.updated_at,
});

/**
 * Whether the caller reviews reports of content in `spaceId` (null: a post on a profile):
 * community moderators and administrators every report; a space's managers its own. A report is
 * unknown (404) to whoever may not read its space's posts (but the content's author, `authorId`),
 * a space's list to whoever does not see the space (a private space's card is seen: 403), as
 * their access rules say (docs/access.md); anyone else who is not a manager gets 403.
 */
async function assertReviews(spaceId: number | null, caller: Caller, notFound: () => Error, authorId?: number): Promise<void> {
  if (reviewsEverything(caller)) return;
  if (spaceId === null) throw new ForbiddenError('Only moderators may review reports.');
  const loaded = await loadSpace({ id: spaceId }, caller).catch(() => null);
  const visibility = loaded ? spaceVisibility(loaded.space, caller, loaded.membership) : 'hidden';
  const hidden = authorId === undefined ? visibility === 'hidden' : visibility !== 'full';
  if (hidden && caller.userId !== authorId) throw notFound();
  if (!loaded) throw new ForbiddenError('Only the moderators of this space may review its reports.');
  if (!isSpaceManager(caller, loaded.membership)) throw new ForbiddenError('Only the moderators of this space may review its reports.');
}

export interface ReportListQuery {
  status?: ReportStatus | undefined;
  content_type?: ReportContentType | undefined;
  content_id?: number | undefined;
  reason?: ReportReason | undefined;
  space_id?: number | undefined;
  per_page: number;
  cursor?: string | undefined;
}

/**
 * GET /moderation/reports, newest first: one item's reports (content_type and content_id), a
 * space's (space_id), or the community's (moderators and administrators). One Query (more only
 * when filters leave a page short), then one BatchGet of the reported content.
 */
export async function listReportsFor(q: ReportListQuery, caller: Caller) {
  let scope: ReportScope;
  if (q.content_id !== undefined) {
    const type = q.content_type ?? 'feed';
    const content = await loadAnyContent(type, q.content_id);
    await assertReviews(content.feed.space_id, caller, () => (type === 'feed' ? new FeedNotFoundError() : new CommentNotFoundError()));
    scope = { kind: 'item', contentType: type, contentId: q.content_id, status: q.status };
  } else if (q.space_id !== undefined) {
    await assertReviews(q.space_id, caller, () => new SpaceNotFoundError());
    scope = { kind: 'space', spaceId: q.space_id, status: q.status ?? 'pending' };
  } else {
    if (!reviewsEverything(caller)) throw new ForbiddenError('Only moderators may list every report; a space\'s moderators name their space (space_id).');
    scope = { kind: 'all', status: q.status ?? 'pending' };
  }
  const startKey: DynamoKey | undefined = q.cursor ? decodeCursor(q.cursor, scopeIndex(scope)) : undefined;
  const page = await listReports(scope, { contentType: q.content_type, reason: q.reason }, q.per_page, startKey);
  return { data: await withContent(page.reports), meta: { per_page: q.per_page, next_cursor: encodeCursor(page.lastKey) } };
}

/** The content of a report list, for a moderator (any status), or 404 when there is none. */
async function loadAnyContent(type: ReportContentType, id: number): Promise<{ feed: FeedRecord }> {
  if (type === 'feed') {
    const feed = await getFeed(id);
    if (!feed) throw new FeedNotFoundError();
    return { feed };
  }
  const at = await locateComment(id);
  const feed = at ? await getFeed(at.post_id) : null;
  if (!feed) throw new CommentNotFoundError();
  return { feed };
}

/** Each report with its content's current state (null when deleted): one BatchGet. */
async function withContent(reports: ReportRecord[]) {
  const keyOf = (r: ReportRecord) => (r.content_type === 'feed' ? keys.feed(r.content_id) : commentKey(r.post_id, r.content_id));
  const found = reports.length > 0 ? await batchGet(reports.map(keyOf)) : new Map<string, Record<string, unknown>>();
  return reports.map((r) => {
    const item = found.get(itemKeyOf(keyOf(r)));
    const record = item ? (r.content_type === 'feed' ? toFeed(item) : toComment(item)) : null;
    return {
      ...toReportView(r),
      content: record
        ? {
            status: record.status,
            auto_flagged: record.meta.auto_flagged === true,
            reports_count: record.reports_count ?? 0,
            excerpt: ('title' in record && record.title ? record.title : record.message).slice(0, 200),
          }
        : null,
    };
  });
}

/** GET /moderation/reports/{report}. */
export async function readReport(id: number, caller: Caller) {
  const report = await getReport(id, { consistent: true });
  if (!report) throw new ReportNotFoundError();
  await assertReviews(report.space_id, caller, () => new ReportNotFoundError(), report.content_user_id);
  const [view] = await withContent([report]);
  return view;
}

/**
 * POST /moderation/reports/{report}/resolve: dismiss (ignored; content hidden by reports is
 * published again, and the reports so far stop counting towards hiding it), unpublish (a post
 * becomes a draft, a comment is deleted with its replies) or suspend (unpublish, and the author's
 * account is suspended; community moderators and administrators only). The report, the content's
 * change, the account's and report.resolved are one transaction (a comment's delete goes first);
 * the item's other pending reports are resolved the same way after it, each with its event.
 */
export async function resolveReport(id: number, input: { action: ResolveAction; note?: string | undefined }, caller: Caller) {
  const report = await getReport(id, { consistent: true });
  if (!report) throw new ReportNotFoundError();
  await assertReviews(report.space_id, caller, () => new ReportNotFoundError(), report.content_user_id);
  if (report.status !== 'pending') throw new ReportResolvedError();
  if (input.action === 'suspend' && !isModerator(caller)) throw new SuspendNotAllowedError();
  const now = new Date();
  const resolved = (r: ReportRecord): ReportRecord => ({
    ...r,
    status: statusOf(input.action),
    resolved_at: now.toISOString(),
    resolved_by: caller.userId,
    resolution: input.action,
    resolution_note: input.note ?? '',
    rev: r.rev + 1,
  });
  const resolutionItems = (r: ReportRecord): TransactItem[] => [
    resolvedReportItem(r, resolved(r)),
    outboxPut({ name: 'report.resolved', actorId: caller.userId, spaceId: r.space_id, data: resolvedEventData(resolved(r)) }, now),
  ];
  const account = input.action === 'suspend' ? await accountChange(report.content_user_id, { status: 'suspended' }, caller) : undefined;
  const items = [...resolutionItems(report), ...(account?.items ?? [])];
  await changeContent(report, input.action, caller, items);
  // The author's credentials end at once here, elsewhere within config.CREDENTIAL_CACHE_SECONDS.
  if (account && account.items.length > 0) forgetCredentials(account.profile.username);
  // The item's other pending reports share the outcome (a moderator reviews the item once).
  const others = (await pendingReportsOf(report.content_type, report.content_id, 100)).filter((r) => r.id !== report.id);
  for (let i = 0; i < others.length; i += 25) {
    await transact(others.slice(i, i + 25).flatMap(resolutionItems)).catch((error: unknown) => {
      if (!cancelled(error)) throw error;
    });
  }
  return { ...toReportView(resolved(report)), others_resolved: others.length };
}

const resolvedEventData = (r: ReportRecord) => ({
  ...toReportView(r),
  content: { type: r.content_type, id: r.content_id, post_id: r.post_id, space_id: r.space_id, user_id: r.content_user_id },
  resolution: { action: r.resolution, note: r.resolution_note, by: r.resolved_by, at: r.resolved_at },
});

/** The content's side of a resolution, written with `items` (the report's); content already gone changes nothing. */
async function changeContent(report: ReportRecord, action: ResolveAction, caller: Caller, items: TransactItem[]): Promise<void> {
  const onConflict = () => {
    throw new ReportResolvedError();
  };
  if (report.content_type === 'comment') {
    const comment = await getComment(report.post_id, report.content_id, { consistent: true });
    if (comment && action !== 'dismiss') {
      // Unpublished: deleted as a manager deletes it (with its replies, comment.deleted).
      await deleteComment(report.post_id, comment.id, caller).catch((error: unknown) => {
        if (!(error instanceof CommentNotFoundError)) throw error;
      });
      return transact(items, onConflict);
    }
    if (!comment) return transact(items, onConflict);
    const cleared = clearedReportsUpdate(commentKey(comment.post_id, comment.id), comment.reports_count ?? 0);
    if (comment.status === 'pending' && comment.meta.auto_flagged === true) {
      const { auto_flagged: _f, ...meta } = comment.meta;
      const after: CommentRecord = { ...comment, status: 'published', meta, rev: comment.rev + 1 };
      return transact(mergeSameItemUpdates([...moderatedCommentItems(comment, after), cleared, ...items]), onConflict);
    }
    return transact(mergeSameItemUpdates([cleared, ...items]), onConflict);
  }
  const feed = await getFeed(report.content_id, { consistent: true });
  if (!feed) return transact(items, onConflict);
  const space = feed.space_id !== null ? (await loadSpace({ id: feed.space_id }, caller).catch(() => null))?.space ?? null : null;
  const { auto_flagged: flagged, ...meta } = feed.meta;
  if (action === 'dismiss') {
    const cleared = clearedReportsUpdate(keys.feed(feed.id), feed.reports_count ?? 0);
    // Hidden by reports: published again (its space and the site's approval rules were met once).
    if (feed.status === 'pending' && flagged === true) {
      await savePostChange(feed, { ...feed, status: 'published', meta }, space, caller, [cleared, ...items]);
      return;
    }
    return transact(mergeSameItemUpdates([cleared, ...items]), onConflict);
  }
  if (feed.status === 'draft') return transact(items, onConflict);
  await savePostChange(feed, { ...feed, status: 'draft', meta }, space, caller, items);
}

