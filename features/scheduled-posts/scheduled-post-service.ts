/**
 * Scheduled posts' use cases (docs/scheduled-posts.md): the list, a new time, publishing now,
 * the publisher a schedule invokes, and the sweeper. Creating and cancelling go through
 * feed-service (POST /feeds with status scheduled, PUT /feeds with status draft).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { config } from '#platform/config.ts';
import { NotFoundError, ForbiddenError } from '#platform/core/errors.ts';
import { zonedToUtc } from '#platform/core/zoned-time.ts';
import { getFeed } from '#features/feeds/feed-store.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { scheduledDueBy, scheduledPage } from '#features/scheduled-posts/scheduled-feed-store.ts';
import { toProfile } from '#features/members/member-store.ts';
import { toStoredSettings } from '#features/settings/settings-store.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { FeedChangedError, loadPostView, loadReadable, savePostChange, savePostStatus, statusFor } from '#features/feeds/feed-service.ts';
import { mayEditFeed, type FeedRecord } from '#features/feeds/feeds.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import type { MembershipView } from '#features/spaces/space-access.ts';
import type { StoredSettings } from '#features/settings/settings.ts';
import { scheduleOf, siteTimeZone, type ScheduleRequest } from '#features/feeds/post-schedule-rules.ts';
import { updatePostSchedule } from '#features/feeds/post-schedules.ts';
import { log as logger } from '#platform/core/log.ts';
import { countOutcome, METRIC } from '#platform/core/metrics.ts';

const log = (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown>) => logger[level](msg, fields);

/** Scheduler fires a one-time schedule anywhere in its minute: an early call waits out up to this much. */
export const MAX_EARLY_WAIT_MS = 65_000;


class ScheduledPostNotFoundError extends NotFoundError {
  constructor() {
    super('scheduled_post_not_found', 'Scheduled post not found.');
  }
}

export interface ScheduledListQuery {
  page: number;
  per_page: number;
  user_id?: number | undefined;
  space_id?: number | undefined;
  /** `YYYY-MM-DD`, days in the site's time zone. */
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** An author's own scheduled posts; administrators' everyone's (or `user_id`'s). Soonest first. */
export async function listScheduledPosts(q: ScheduledListQuery, caller: Caller) {
  const tz = q.date_from !== undefined || q.date_to !== undefined ? await siteTimeZone() : 'UTC';
  const { posts, total } = await scheduledPage(
    {
      userId: isAdmin(caller) ? q.user_id : caller.userId,
      spaceId: q.space_id,
      from: q.date_from !== undefined ? zonedToUtc(`${q.date_from} 00:00:00`, tz).toISOString() : undefined,
      to: q.date_to !== undefined ? new Date(zonedToUtc(`${q.date_to} 23:59:59`, tz).getTime() + 999).toISOString() : undefined,
    },
    q.page,
    q.per_page,
  );
  // Authors and spaces of the page (and the site's item: permalinks) in one BatchGet; loadPostView() finds them there.
  const wanted = new Map([...posts.flatMap((p) => [keys.user(p.user_id), ...(p.space_id !== null ? [keys.space(p.space_id)] : [])]), ...(posts.length > 0 ? [keys.settings()] : [])].map((k) => [itemKeyOf(k), k]));
  const found = await batchGet([...wanted.values()]);
  return {
    posts: await Promise.all(posts.map((p) => loadPostView(p, undefined, found))),
    pagination: { total, per_page: q.per_page, current_page: q.page, total_pages: Math.ceil(total / q.per_page) },
  };
}

/** A scheduled post the caller may manage: 404 when they may not read it, 403 when not its author or an administrator. */
async function loadScheduled(id: number, caller: Caller) {
  const loaded = await loadReadable({ id }, caller, { consistent: true });
  if (!mayEditFeed(loaded.feed, caller)) throw new ForbiddenError('Only the author or an administrator may manage this scheduled post.');
  if (loaded.feed.status !== 'scheduled' || !loaded.feed.schedule) throw new ScheduledPostNotFoundError();
  return loaded;
}

/**
 * A new time (and time zone): the post's schedule version goes up with it, then its one schedule
 * is updated to fire with that version. The post is written first: a Scheduler failure after it
 * leaves the old schedule (old version: it does nothing) and the sweeper publishes the post.
 */
export async function reschedulePost(id: number, request: Pick<ScheduleRequest, 'scheduled_at' | 'timezone'>, caller: Caller) {
  const { feed, space } = await loadScheduled(id, caller);
  const previous = feed.schedule!;
  const schedule = await scheduleOf(request, previous.version + 1, new Date(), previous);
  const shown = await savePostChange(feed, { ...feed, schedule }, space, caller);
  if (schedule.auto_publish) {
    await updatePostSchedule({ postId: id, version: schedule.version, local: schedule.local, timeZone: schedule.timezone }).catch((error: unknown) =>
      log('error', 'schedule not updated; the sweeper will publish the post', { post_id: id, error: String(error) }));
  }
  return { id, scheduled_at: schedule.local, timezone: schedule.timezone, updated_at: shown.updated_at, message: 'Scheduled post has been updated' };
}

/**
 * The post as published: created now, so the lists (ordered by creation) show it as the new post
 * it is to its readers; published_at is set by the save.
 */
const published = (feed: FeedRecord): FeedRecord => ({ ...feed, status: 'published', created_at: new Date().toISOString() });

/** Publishes a scheduled post now (the same transition as its schedule's); its schedule is deleted. */
export async function publishNow(id: number, caller: Caller) {
  const { feed, space, membership } = await loadScheduled(id, caller);
  const shown = await savePostStatus(feed, await dueStatus(feed, space, caller, membership), space, caller);
  return { id, status: shown.status, published_at: shown.published_at, message: 'Scheduled post has been published' };
}

/**
 * What a due post becomes: published, or pending when its space (or the site) requires approval
 * and `caller` (its author, or whoever publishes it now) does not moderate it then (feed-status.ts),
 * so scheduling never skips moderation.
 */
async function dueStatus(feed: FeedRecord, space: SpaceRecord | null, caller: Caller, membership: MembershipView | null, settings?: StoredSettings): Promise<FeedRecord> {
  const status = await statusFor('published', 'scheduled', space, caller, membership, settings, { texts: [feed.title, feed.message] });
  return status === 'published' ? published(feed) : { ...feed, status };
}

/**
 * Who publishes a due post and where, in one BatchGet: its author (as the caller, with their role
 * now: an administrator's post needs no approval), its space, the author's membership there, and
 * the site's settings. Null when the space is gone.
 */
async function publication(feed: FeedRecord) {
  const userKey = keys.user(feed.user_id);
  const spaceKeys = feed.space_id !== null ? [keys.space(feed.space_id), keys.spaceMember(feed.space_id, feed.user_id)] : [];
  const found = await batchGet([userKey, keys.settings(), ...spaceKeys], { consistent: true });
  const [spaceItem, memberItem] = spaceKeys.map((k) => found.get(itemKeyOf(k)));
  if (feed.space_id !== null && !spaceItem) return null;
  const profile = found.get(itemKeyOf(userKey));
  const author: Caller = {
    userId: feed.user_id, username: String(profile?.['username'] ?? ''), role: profile ? toProfile(profile).role : 'member', status: 'active',
    credentialId: 'scheduler', scheme: 'bearer', lastSeenAt: null, appPassword: null,
  };
  return {
    author,
    space: spaceItem ? toSpace(spaceItem) : null,
    membership: memberItem ? toMembership(memberItem) : null,
    settings: toStoredSettings(found.get(itemKeyOf(keys.settings()))),
  };
}

export type PublishOutcome = 'published' | 'skipped' | 'early';

/**
 * What a schedule's invocation does: publishes the post when it is still scheduled with this
 * version and its time has come, at most once (a second invocation finds it published, or loses
 * the revision race and finds it published). Invoked early, it waits out up to MAX_EARLY_WAIT_MS.
 * Counts its outcome, or `failed` when it throws (ScheduledPublications; the scheduled-post alarm).
 */
export async function publishScheduled(postId: number, version: number, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<PublishOutcome> {
  let outcome: PublishOutcome | 'failed' = 'failed';
  try {
    outcome = await publishIfCurrent(postId, version, sleep);
    return outcome;
  } finally {
    countOutcome(METRIC.scheduledPublications, outcome);
  }
}

async function publishIfCurrent(postId: number, version: number, sleep: (ms: number) => Promise<unknown>): Promise<PublishOutcome> {
  const read = await getFeed(postId, { consistent: true });
  let feed = read;
  const current = (f: FeedRecord | null): f is FeedRecord => f !== null && f.status === 'scheduled' && f.schedule?.version === version && f.schedule.auto_publish;
  if (!current(feed)) {
    log('info', 'scheduled post not published: deleted, changed, rescheduled or already published', { post_id: postId, version, status: read?.status ?? null });
    return 'skipped';
  }
  const wait = Date.parse(feed.schedule!.at) - Date.now();
  if (wait > MAX_EARLY_WAIT_MS) {
    log('warn', 'scheduled post invoked too early; left to its schedule or the sweeper', { post_id: postId, version, wait_ms: wait });
    return 'early';
  }
  if (wait > 0) {
    await sleep(wait);
    feed = await getFeed(postId, { consistent: true });
    if (!current(feed)) return 'skipped';
  }
  const context = await publication(feed);
  if (!context) return 'skipped';
  const { author, space, membership, settings } = context;
  try {
    await savePostChange(feed, await dueStatus(feed, space, author, membership, settings), space, author);
  } catch (error) {
    // Another invocation (or publish now) won the revision race: published once, by it.
    if (!(error instanceof FeedChangedError) || (await getFeed(postId, { consistent: true }))?.status === 'scheduled') throw error;
    return 'skipped';
  }
  log('info', 'scheduled post due', { post_id: postId, version, late_ms: Date.now() - Date.parse(feed.schedule!.at) });
  return 'published';
}

/**
 * The safety net: every post still scheduled whose time passed by more than the grace period is
 * published (one Query on the due-time index, never a Scan); one failing post does not stop the others.
 */
export async function sweepScheduledPosts(now = new Date()): Promise<{ caught: number; failed: number; post_ids: number[] }> {
  const due = await scheduledDueBy(new Date(now.getTime() - config.SCHEDULE_SWEEP_GRACE_SECONDS * 1000).toISOString());
  const caught: number[] = [];
  let failed = 0;
  for (const post of due) {
    if (!post.schedule?.auto_publish) continue;
    try {
      if ((await publishScheduled(post.id, post.schedule.version)) === 'published') caught.push(post.id);
    } catch (error) {
      failed += 1;
      log('error', 'sweeper could not publish a scheduled post', { post_id: post.id, error: String(error) });
    }
  }
  log(caught.length > 0 || failed > 0 ? 'warn' : 'info', 'scheduled-post sweep', { caught: caught.length, failed, post_ids: caught, due: due.length });
  return { caught: caught.length, failed, post_ids: caught };
}
