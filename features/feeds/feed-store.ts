/**
 * Feed posts. Access patterns (docs/feeds.md, docs/data-model.md):
 * - a post by id: GetItem FEED#<id>/META; by slug: GetItem UNIQUE#feed_slug#<slug>, then the post
 * - the lists a post is in (its index attributes): see feed-list-store.ts
 * - scheduled posts: while scheduled, gsi3 SCHEDULED and gsi1 SCHEDULEDBY#<author> by due time
 * - the moderation queue: while pending, gsi3 PENDING and (in a space) gsi1 PENDINGFEED#<space>,
 *   set and removed with the post's own write (indexAttributes; changedFeedItems REMOVEs them)
 * - create / change / delete: one transaction with the slug and duplicate markers, the space's
 *   posts_count, the public timeline's count, the topic links and counts, the counters and the event
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { countAll } from '#platform/data/queries.ts';
import { GSI, TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { topicPostsCountUpdate } from '#features/topics/topic-store.ts';
import { claimUnique, counterUpdate, releaseUnique, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { FeedRecord } from '#features/feeds/feeds.ts';
import { TooManyRequestsError } from '#platform/core/errors.ts';
import { RecentMap } from '#platform/core/recent-map.ts';
import { withVoteCounts } from '#features/feeds/survey-store.ts';

const SLUG_MARKER = 'feed_slug';
export const PUBLIC_TIMELINE_COUNTER = 'feeds#public';
export const RESTRICTED_TIMELINE_COUNTER = 'feeds#restricted';
const DUPLICATE_WINDOW_SECONDS = 7 * 86_400;

const FEED_FIELDS = [
  'id', 'slug', 'user_id', 'space_id', 'title', 'message', 'message_rendered', 'type', 'content_type', 'status', 'published_at', 'is_sticky', 'priority',
  'comments_disabled', 'topics', 'media', 'meta', 'comments_count', 'reactions_count', 'reports_count', 'reports_cleared', 'created_at', 'updated_at', 'rev', 'schedule', 'period_tz',
] as const;

export function toFeed(item: Record<string, unknown>): FeedRecord {
  const f = Object.fromEntries(FEED_FIELDS.map((k) => [k, item[k]])) as unknown as FeedRecord;
  // Topics are stored as a number set (a deleted topic leaves with one DELETE), absent when empty.
  const topics = item['topics'] instanceof Set ? [...(item['topics'] as Set<number>)].map(Number).sort((a, b) => a - b) : [];
  // Posts stored before published_at existed: a published one was published when created.
  const publishedAt = typeof item['published_at'] === 'string' ? item['published_at'] : f.status === 'published' ? f.created_at : null;
  if (f.schedule === undefined || f.schedule === null) delete f.schedule;
  if (typeof f.period_tz !== 'string') delete f.period_tz;
  // A survey's counts are kept beside the post (surveys.ts): votes never rewrite it.
  const survey = f.meta?.survey_config;
  return {
    ...f,
    ...(survey ? { meta: { ...f.meta, survey_config: withVoteCounts(survey, item) } } : {}),
    topics,
    published_at: publishedAt,
    comments_count: Number(f.comments_count ?? 0),
    reactions_count: Number(f.reactions_count ?? 0),
    reports_count: Number(f.reports_count ?? 0),
    reports_cleared: Number(f.reports_cleared ?? 0),
    priority: Number(f.priority ?? 0),
  };
}

/** What `search` looks in: title and the start of the message, lower-cased. */
const SEARCH_TEXT_LENGTH = 2_000;
export const searchText = (f: Pick<FeedRecord, 'title' | 'message'>): string => `${f.title}\n${f.message}`.slice(0, SEARCH_TEXT_LENGTH).toLowerCase();

/** Where a post is listed: its space's feed and the public timeline only once published. */
export interface FeedPlacement {
  /** Published, in a public published space or on a profile. */
  onPublicTimeline: boolean;
}

function indexAttributes(f: FeedRecord, placement: FeedPlacement): Record<string, unknown> {
  const order = `${f.created_at}#${padId(f.id)}`;
  const published = f.status === 'published';
  // The moderation queue: sparse keys a post holds only while pending (a pending post is in no
  // list, so gsi1 and gsi3 are free); approving, drafting or deleting it removes them in its write.
  const pending = f.status === 'pending';
  // Scheduled: sparse keys by due time, for the sweeper and GET /scheduled-posts (docs/scheduled-posts.md).
  const due = f.status === 'scheduled' && f.schedule ? `${f.schedule.at}#${padId(f.id)}` : null;
  return {
    ...(due !== null ? { gsi3pk: keys.SCHEDULED_QUEUE, gsi3sk: due, gsi1pk: keys.scheduledByPartition(f.user_id), gsi1sk: due } : {}),
    ...(pending ? { gsi3pk: keys.PENDING_QUEUE, gsi3sk: order } : {}),
    ...(pending && f.space_id !== null ? { gsi1pk: keys.pendingSpacePartition(f.space_id), gsi1sk: order } : {}),
    ...(published && f.space_id !== null ? { gsi1pk: keys.spaceFeedPartition(f.space_id), gsi1sk: order } : {}),
    gsi2pk: keys.userFeedPartition(f.user_id),
    gsi2sk: order,
    ...(published && placement.onPublicTimeline ? { gsi3pk: keys.PUBLIC_TIMELINE, gsi3sk: order } : {}),
    ...(published && !placement.onPublicTimeline && f.space_id !== null ? { gsi3pk: keys.RESTRICTED_TIMELINE, gsi3sk: order } : {}),
    // The site-wide popular order (index `popular`, by the same rank3 the space's ranks use).
    ...(published && placement.onPublicTimeline ? { poppk: keys.POPULAR_PUBLIC } : {}),
    ...(published && !placement.onPublicTimeline && f.space_id !== null ? { poppk: keys.POPULAR_RESTRICTED } : {}),
    // rank1..3 (activity, likes, popularity) are written at creation and moved by comments and likes.
    ...(published && f.space_id !== null ? { rankpk: keys.spaceFeedPartition(f.space_id) } : {}),
    // A post in a space belongs to it: deleted with it, its partition (comments, reactions) too.
    ...(f.space_id !== null ? { ownerpk: keys.spacePartition(f.space_id), ownersk: keys.feed(f.id).pk, owns_partition: true } : {}),
  };
}

const feedItem = (f: FeedRecord, placement: FeedPlacement) => {
  // Counters change by ADD beside the record's revision (reports: features/moderation), never rewritten with it.
  const { comments_count: _c, reactions_count: _r, reports_count: _n, reports_cleared: _k, topics, schedule, ...rest } = f;
  return {
    ...keys.feed(f.id),
    entity: 'feed',
    version: 1,
    ...rest,
    ...(topics.length > 0 ? { topics: new Set(topics) } : {}),
    ...(schedule ? { schedule } : {}),
    search_text: searchText(f),
    ...indexAttributes(f, placement),
  };
};

/**
 * A published post's topic links and the topics' posts_count and public_posts_count (posts on the
 * public timeline), by the net change from `before` to `after`; a link carries what the topic
 * filter needs without reading the post.
 */
function topicLinkItems(before: [FeedRecord, FeedPlacement] | null, after: [FeedRecord, FeedPlacement] | null): TransactItem[] {
  const linked = (x: [FeedRecord, FeedPlacement] | null) => new Set(x?.[0].status === 'published' ? x[0].topics : []);
  const isPublic = (x: [FeedRecord, FeedPlacement] | null) => x?.[1].onPublicTimeline === true;
  const was = linked(before);
  const is = linked(after);
  const items: TransactItem[] = [];
  const post = after?.[0];
  for (const topicId of is) {
    if (!post || was.has(topicId)) continue;
    items.push({
      Put: {
        TableName: tableName,
        Item: {
          ...keys.feedTopic(post.id, topicId),
          entity: 'feed_topic',
          feed_id: post.id,
          topic_id: topicId,
          user_id: post.user_id,
          space_id: post.space_id,
          created_at: post.created_at,
          gsi1pk: keys.topicFeedPartition(topicId),
          gsi1sk: `${post.created_at}#${padId(post.id)}`,
        },
      },
    });
  }
  for (const topicId of was) if (before && !is.has(topicId)) items.push({ Delete: { TableName: tableName, Key: keys.feedTopic(before[0].id, topicId) } });
  for (const topicId of new Set([...was, ...is])) {
    const delta = Number(is.has(topicId)) - Number(was.has(topicId));
    const publicDelta = Number(is.has(topicId) && isPublic(after)) - Number(was.has(topicId) && isPublic(before));
    if (delta !== 0 || publicDelta !== 0) items.push(topicPostsCountUpdate(topicId, delta, publicDelta));
  }
  return items;
}

/**
 * Counts the post where it is listed, so totals never need counting: the space's posts_count and
 * the public or restricted timeline's counter, by the net change from `before` to `after` (either may be absent;
 * a post keeps its space).
 */
function countItems(before: [FeedRecord, FeedPlacement] | null, after: [FeedRecord, FeedPlacement] | null): TransactItem[] {
  const listed = (x: [FeedRecord, FeedPlacement] | null) => x !== null && x[0].status === 'published';
  const inSpace = (x: [FeedRecord, FeedPlacement] | null) => (listed(x) && x?.[0].space_id !== null ? 1 : 0);
  const onTimeline = (x: [FeedRecord, FeedPlacement] | null) => (listed(x) && x?.[1].onPublicTimeline ? 1 : 0);
  const restricted = (x: [FeedRecord, FeedPlacement] | null) => (listed(x) && !x?.[1].onPublicTimeline && x?.[0].space_id !== null ? 1 : 0);
  const spaceId = (after ?? before)?.[0].space_id ?? null;
  const spaceDelta = inSpace(after) - inSpace(before);
  const timelineDelta = onTimeline(after) - onTimeline(before);
  const items: TransactItem[] = [];
  if (spaceId !== null && spaceDelta !== 0) {
    items.push({
      Update: {
        TableName: tableName,
        Key: keys.space(spaceId),
        UpdateExpression: 'ADD posts_count :d',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':d': spaceDelta },
      },
    });
  }
  if (timelineDelta !== 0) items.push(counterUpdate(PUBLIC_TIMELINE_COUNTER, timelineDelta));
  const restrictedDelta = restricted(after) - restricted(before);
  if (restrictedDelta !== 0) items.push(counterUpdate(RESTRICTED_TIMELINE_COUNTER, restrictedDelta));
  return items;
}

/** `refuseDuplicates` false (spam protection off): the duplicate marker is written over, nothing is refused. */
export function newFeedItems(f: FeedRecord, placement: FeedPlacement, fingerprint: string, now: Date, refuseDuplicates = true): TransactItem[] {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return [
    {
      Put: {
        TableName: tableName,
        Item: { ...feedItem(f, placement), comments_count: 0, reactions_count: 0, rank1: Date.parse(f.created_at), rank2: 0, rank3: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    claimUnique(SLUG_MARKER, f.slug, { feed_id: f.id }),
    {
      // The same text in the same place within the window is refused; an expired marker is reused.
      Put: {
        TableName: tableName,
        Item: { ...keys.unique('feed_text', `${f.user_id}#${fingerprint}`), entity: 'unique', feed_id: f.id, [TTL_ATTRIBUTE]: nowSeconds + DUPLICATE_WINDOW_SECONDS },
        ...(refuseDuplicates
          ? { ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :now', ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE }, ExpressionAttributeValues: { ':now': nowSeconds } }
          : {}),
      },
    },
    ...countItems(null, [f, placement]),
    ...topicLinkItems(null, [f, placement]),
  ];
}

export const DUPLICATE_MARKER_INDEX = 2;

/** A changed post (guarded by its revision), with its counts when it enters or leaves the lists. */
export function changedFeedItems(before: FeedRecord, after: FeedRecord, placement: FeedPlacement, previous: FeedPlacement): TransactItem[] {
  const item = feedItem(after, placement);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':rev': before.rev };
  const sets: string[] = [];
  Object.entries(item)
    .filter(([k]) => k !== 'pk' && k !== 'sk')
    .forEach(([k, v], i) => {
      names[`#a${i}`] = k;
      values[`:v${i}`] = v;
      sets.push(`#a${i} = :v${i}`);
    });
  const removed = ['gsi1pk', 'gsi1sk', 'gsi3pk', 'gsi3sk', 'rankpk', 'poppk', 'topics', 'schedule'].filter((k) => !(k in item));
  removed.forEach((k, i) => (names[`#r${i}`] = k));
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.feed(after.id),
        UpdateExpression: `SET ${sets.join(', ')}${removed.length > 0 ? ` REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}` : ''}`,
        ConditionExpression: 'rev = :rev',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...countItems([before, previous], [after, placement]),
    ...topicLinkItems([before, previous], [after, placement]),
  ];
}

/** A deleted post: its record and slug now, its partition (comments, reactions) in the background. */
export function deletedFeedItems(f: FeedRecord, placement: FeedPlacement): TransactItem[] {
  return [
    { Delete: { TableName: tableName, Key: keys.feed(f.id), ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': f.rev } } },
    releaseUnique(SLUG_MARKER, f.slug),
    ...countItems([f, placement], null),
    ...topicLinkItems([f, placement], null),
  ];
}

export async function getFeed(id: number, options: { consistent?: boolean } = {}): Promise<FeedRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.feed(id), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toFeed(out.Item) : null;
}

/**
 * Lower-cased post slug -> post id, per container (docs/data-model.md "Reads in two trips"): 10,000
 * slugs for 5 minutes. A reader of a remembered id checks the post read still carries the slug
 * (forgetFeedSlug, then resolveFeedSlug, if not).
 */
const feedSlugs = new RecentMap<string, number>(10_000, 5 * 60_000);

/** The post a slug names now (read from the table, then remembered). */
export async function resolveFeedSlug(slug: string): Promise<number | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.unique(SLUG_MARKER, slug) }));
  if (!out.Item) return null;
  const id = Number(out.Item['feed_id']);
  feedSlugs.set(slug.toLowerCase(), id);
  return id;
}

/** The post id this container remembers for `slug` (no call), null when it must be looked up. */
export const rememberedFeedSlug = (slug: string): number | null => feedSlugs.get(slug.toLowerCase()) ?? null;

export const forgetFeedSlug = (slug: string): void => feedSlugs.delete(slug.toLowerCase());

/** A member's posting-rate window: how many writes it admits, for how long (docs/moderation.md, spam protection). */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** The posts' and the comments' windows: one item per member each, read in the write's read round. */
export const RATE_KEYS = {
  post: (userId: number) => keys.postRate(userId),
  comment: (userId: number) => ({ pk: keys.postRate(userId).pk, sk: 'COMMENTRATE' }),
} as const;

/** A member's window as the write's read round found it (undefined: none), its limit and its key. */
export interface RateSlot {
  key: { pk: string; sk: string };
  seen: Record<string, unknown> | undefined;
  rate: RateLimit;
}

/**
 * Writes `items` in one transaction with one of `rate.limit` writes of the member's window (the
 * slot, last), or refuses with 429. The slot is chosen by what the read round saw of the window item:
 * one more in a live window below the limit, or a new window where none is live; its condition is
 * checked with the write, so concurrent writes are exact (never a read then a write that trusts it).
 * When the slot's condition fails, the window changed since the read (another write opened it, or it
 * ended): it is read again and the transaction retried, unless the live window is full (429, its
 * rest as Retry-After). `onCancel` hears the other failed conditions (indexes in `items`). A
 * refused write takes no slot. A changed limit applies to the live window at once; a changed
 * length, from the next window.
 */
export async function transactWithSlot(items: TransactItem[], slot: RateSlot | null, now: Date, onCancel?: (failed: number[]) => void): Promise<void> {
  if (!slot) return transact(items, onCancel);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let seen = slot.seen;
  for (let attempt = 1; ; attempt++) {
    let slotFailed = false;
    try {
      await transact([...items, slotItem(slot.key, seen, nowSeconds, slot.rate)], (failed) => {
        slotFailed = failed.includes(items.length);
        if (!slotFailed) onCancel?.(failed);
      });
      return;
    } catch (error) {
      if (!slotFailed) throw error;
      seen = (await ddb.send(new GetCommand({ TableName: tableName, Key: slot.key, ConsistentRead: true }))).Item;
      const full = live(seen, nowSeconds) && Number(seen?.['posts'] ?? 0) >= slot.rate.limit;
      // Each failed attempt means another write of the member's took or opened the window: bounded.
      if (full || attempt >= 10) throw new TooManyRequestsError(Math.max(1, Number(seen?.[TTL_ATTRIBUTE] ?? nowSeconds + 1) - nowSeconds));
    }
  }
}

const live = (window: Record<string, unknown> | undefined, nowSeconds: number): boolean => Number(window?.[TTL_ATTRIBUTE] ?? 0) > nowSeconds;

/** The slot's write: one more in the live window below the limit, or a new window holding this write where none is live. */
function slotItem(key: { pk: string; sk: string }, seen: Record<string, unknown> | undefined, nowSeconds: number, rate: RateLimit): TransactItem {
  if (live(seen, nowSeconds)) {
    return {
      Update: {
        TableName: tableName,
        Key: key,
        UpdateExpression: 'ADD posts :one',
        ConditionExpression: '#ttl > :now AND posts < :limit',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':limit': rate.limit },
      },
    };
  }
  return {
    Put: {
      TableName: tableName,
      Item: { ...key, entity: 'post_rate', posts: 1, [TTL_ATTRIBUTE]: nowSeconds + rate.windowSeconds },
      ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':now': nowSeconds },
    },
  };
}

/** A member's posts (published only, or all of them for the member), counted from their list. */
export function countUserFeeds(userId: number, publishedOnly: boolean): Promise<number> {
  return countAll({
    TableName: tableName,
    IndexName: GSI.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.userFeedPartition(userId), ...(publishedOnly ? { ':published': 'published' } : {}) },
    ...(publishedOnly ? { FilterExpression: '#status = :published', ExpressionAttributeNames: { '#status': 'status' } } : {}),
  });
}
