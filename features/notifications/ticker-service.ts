/**
 * The original's polling endpoints (`GET /feeds/ticker`, `GET /feeds/ticker-updates`), built on the
 * feed lists rather than on a scan of recent changes: the posts published since `since` are the
 * head of the list the caller would read (the site timeline with the caller's inbox, a space's
 * feed, a member's posts), newest first, one page of it (feed-list-service.ts: one Query per
 * source and one BatchGet, the read rule applied to every post). The ticker adds the caller's
 * unread notification count (one GetItem of the member's counters). Served by the feeds function
 * (functions/feeds/routes.ts), as the feed it polls; it lives here because it reads notifications.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { toIsoDateTime, toSqlDateTime } from '#platform/core/datetime.ts';
import { NotFoundError } from '#platform/core/errors.ts';
import { listFeedsFor, type FeedListRequest } from '#features/feeds/feed-list-service.ts';
import { getCounts } from '#features/notifications/notification-store.ts';

/** The original's window: a `since` older than 5 minutes (or none) reads the last minute. */
const TICKER_MAX_AGE_MS = 300_000;
const TICKER_DEFAULT_WINDOW_MS = 60_000;
/** Posts per answer, as the original: 20 with their data (ticker), 100 ids (ticker-updates). */
const TICKER_POSTS = 20;
const UPDATES_POSTS = 100;

const NOT_SIGNED_IN = 'User not authenticated';

/** `since` as the original's clients send it: `YYYY-MM-DD HH:MM:SS` (UTC here) or ISO 8601; null when unreadable. */
export function parseSince(since: string | undefined): Date | null {
  if (since === undefined || since.trim() === '') return null;
  const text = since.trim();
  const at = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The feed's posts published after `after`, newest first (at most `limit`). */
async function publishedSince(request: Omit<FeedListRequest, 'page' | 'per_page'>, limit: number, after: Date, caller: Caller) {
  const page = await listFeedsFor({ ...request, page: 1, per_page: limit, order_by_type: 'latest', disable_sticky: true }, caller);
  const threshold = toSqlDateTime(after);
  // SQL date-times in UTC compare as text.
  return page.feeds.filter((f) => f.published_at !== null && f.published_at > threshold);
}

export async function tickerFor(caller: Caller | null, since: string | undefined, startedAt: number) {
  const now = new Date();
  if (!caller) return { timestamp: toSqlDateTime(now), has_changes: false, error: NOT_SIGNED_IN, feeds: [] };
  const asked = parseSince(since);
  const after = asked && now.getTime() - asked.getTime() <= TICKER_MAX_AGE_MS ? asked : new Date(now.getTime() - TICKER_DEFAULT_WINDOW_MS);
  const [posts, counts] = await Promise.all([publishedSince({}, TICKER_POSTS, after, caller), getCounts(caller.userId)]);
  const threshold = toSqlDateTime(after);
  const feeds = posts.map((f) => ({
    id: f.id,
    updated_at: f.updated_at,
    action: f.created_at >= threshold ? ('created' as const) : ('updated' as const),
    context: f.space ? `space-${f.space.slug}` : 'global',
    user_id: f.user_id,
    feed_data: f,
  }));
  return {
    timestamp: toSqlDateTime(now),
    has_changes: feeds.length > 0,
    feeds,
    notifications: { unread_count: counts.unread, new_count: 0 },
    spaces: [],
    execution_time: Math.round(performance.now() - startedAt) / 1000,
  };
}

/** `context`: `global`, `space-{slug}` or `user-{id}`; an unknown space reads the global feed, as the original's filter falls away. */
function requestOf(context: string): Omit<FeedListRequest, 'page' | 'per_page'> | null {
  if (context.startsWith('space-')) return { space: context.slice('space-'.length) };
  if (context.startsWith('user-')) {
    const userId = Number(context.slice('user-'.length));
    return Number.isSafeInteger(userId) && userId > 0 ? { user_id: userId } : null;
  }
  return {};
}

export async function tickerUpdatesFor(caller: Caller | null, context: string, since: string | undefined) {
  const timestamp = toSqlDateTime(new Date());
  if (!caller) return { updates: [], timestamp, has_changes: false, error: NOT_SIGNED_IN };
  const after = parseSince(since);
  if (since !== undefined && since.trim() !== '' && after === null) return { updates: [], timestamp, has_changes: false, error: 'Invalid timestamp format' };
  const request = requestOf(context);
  if (after === null || request === null) return { updates: [], timestamp, has_changes: false };
  const posts = await publishedSince(request, UPDATES_POSTS, after, caller).catch((error: unknown) => {
    if (error instanceof NotFoundError && request.space !== undefined) return publishedSince({}, UPDATES_POSTS, after, caller);
    throw error;
  });
  const threshold = toSqlDateTime(after);
  const updates = posts.map((f) => ({ id: f.id, updated_at: toIsoDateTime(`${f.updated_at.replace(' ', 'T')}Z`), action: f.created_at >= threshold ? ('created' as const) : ('updated' as const) }));
  return { updates, timestamp, has_changes: updates.length > 0 };
}
