/**
 * The sources a feed page is read from, each one Query in post order. Access patterns
 * (docs/feeds.md, docs/data-model.md):
 * - a space's published posts: gsi1 SPACEFEED#<space> by created_at, or rank1..3 under rankpk
 *   SPACEFEED#<space> (last activity, likes, popularity)
 * - a member's posts: gsi2 USERFEED#<user>; the public timeline: gsi3 TIMELINE#public; posts of
 *   non-public spaces (for administrators and moderators): gsi3 TIMELINE#restricted
 * - the whole site's posts by popularity: index `popular`, poppk POPULAR#public (posts on the public
 *   timeline) or POPULAR#restricted (posts of non-public spaces, for moderators), by rank3
 * - a topic's posts: gsi1 TOPICFEED#<topic> (links to the posts)
 * - the moderation queue: gsi3 PENDING (every pending post), gsi1 PENDINGFEED#<space> (a space's);
 *   a member's own pending posts: gsi2 USERFEED#<user> filtered on status
 * - a member's inbox (posts of the non-public spaces they belong to) and following feed (posts of the members
 *   they follow): USER#<member>, sk INBOX#... / FOLLOWFEED#... (links written by the stream)
 *
 * Post sources hold whole posts; link sources hold the post's id, author and space, so the page's
 * one BatchGet fetches posts, authors and spaces together.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '#platform/data/client.ts';
import { searchText, toFeed } from '#features/feeds/feed-store.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf, queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import type { FeedRecord } from '#features/feeds/feeds.ts';
import type { CursorScope, DynamoKey, KeyIndex } from '#platform/core/paging.ts';

export type FeedRank = 'new_activity' | 'likes' | 'popular';

export type FeedSource =
  | { kind: 'space'; spaceId: number; rank?: FeedRank | undefined }
  | { kind: 'user'; userId: number; publishedOnly: boolean; pendingOnly?: boolean }
  /** Pending posts: of one space, or (null) of the whole community. */
  | { kind: 'pending'; spaceId: number | null }
  | { kind: 'timeline' }
  | { kind: 'restricted' }
  /** The whole site by popularity: the public timeline's posts, or (restricted) non-public spaces'. */
  | { kind: 'popular'; restricted: boolean }
  | { kind: 'topic'; topicId: number }
  | { kind: 'inbox'; userId: number }
  | { kind: 'following'; userId: number };

/** Narrows a page: the original's `search` (title and message) and `unanswered` (no comments). */
export interface FeedFilter {
  search?: string | undefined;
  unanswered?: boolean | undefined;
  spaceId?: number | undefined;
  userId?: number | undefined;
  /** Posts created at or after this ISO time (trending posts: GET /activities pinned_posts); post sources only. */
  since?: string | undefined;
}

/** One post of a source, in the source's order. */
export interface FeedRef {
  id: number;
  userId: number;
  spaceId: number | null;
  /** `<created_at>#<id>` (popular: `<rank3>#<created_at>#<id>`): how sources merge. */
  order: string;
  /** The whole post, when the source holds it. */
  post?: FeedRecord;
  /** Where the source resumes after this post. */
  key: DynamoKey;
}

export const INBOX_PREFIX = 'INBOX#';
export const FOLLOWING_PREFIX = 'FOLLOWFEED#';

const RANK_INDEX = { new_activity: GSI.rank1, likes: GSI.rank2, popular: GSI.rank3 } as const;

interface SourceIndex {
  indexName?: string;
  /** The GSI read; the table's own key when absent (a member's link items). */
  index?: KeyIndex;
  partitionAttribute: string;
  partition: string;
  /** Key attributes of an item in this index (to resume after it). */
  keyAttributes: string[];
  /** sk prefix of a link source in a member's partition. */
  prefix?: string;
  links: boolean;
}

function sourceIndex(source: FeedSource): SourceIndex {
  const onIndex = (g: KeyIndex & { name: string }, partition: string, links = false): SourceIndex => ({
    indexName: g.name,
    index: g,
    partitionAttribute: g.partition,
    partition,
    keyAttributes: ['pk', 'sk', g.partition, g.sort],
    links,
  });
  const inMember = (userId: number, prefix: string): SourceIndex => ({
    partitionAttribute: 'pk',
    partition: keys.user(userId).pk,
    keyAttributes: ['pk', 'sk'],
    prefix,
    links: true,
  });
  switch (source.kind) {
    case 'space':
      return onIndex(source.rank ? RANK_INDEX[source.rank] : GSI.gsi1, keys.spaceFeedPartition(source.spaceId));
    case 'user':
      return onIndex(GSI.gsi2, keys.userFeedPartition(source.userId));
    case 'timeline':
      return onIndex(GSI.gsi3, keys.PUBLIC_TIMELINE);
    case 'restricted':
      return onIndex(GSI.gsi3, keys.RESTRICTED_TIMELINE);
    case 'popular':
      return onIndex(GSI.popular, source.restricted ? keys.POPULAR_RESTRICTED : keys.POPULAR_PUBLIC);
    case 'pending':
      return source.spaceId === null ? onIndex(GSI.gsi3, keys.PENDING_QUEUE) : onIndex(GSI.gsi1, keys.pendingSpacePartition(source.spaceId));
    case 'topic':
      return onIndex(GSI.gsi1, keys.topicFeedPartition(source.topicId), true);
    case 'inbox':
      return inMember(source.userId, INBOX_PREFIX);
    case 'following':
      return inMember(source.userId, FOLLOWING_PREFIX);
  }
}

/** Where a cursor of this source may point: it must stay in the source's partition. */
export function sourcePartition(source: FeedSource): CursorScope {
  const { index, partition } = sourceIndex(source);
  return index ? { index, partition } : { partition };
}

/** A page scans at most this many posts for a text search or a date bound; the cursor continues the scan. */
export const SEARCH_SCAN_LIMIT = 1_000;

const keyIn = (index: SourceIndex, item: Record<string, unknown>): DynamoKey => Object.fromEntries(index.keyAttributes.map((k) => [k, item[k] as string | number]));

const linkRef = (index: SourceIndex, item: Record<string, unknown>): FeedRef => ({
  key: keyIn(index, item),
  id: Number(item['feed_id']),
  userId: Number(item['user_id']),
  spaceId: item['space_id'] === null || item['space_id'] === undefined ? null : Number(item['space_id']),
  order: `${String(item['created_at'])}#${padId(Number(item['feed_id']))}`,
});

const postRef = (index: SourceIndex, item: Record<string, unknown>): FeedRef => {
  const post = toFeed(item);
  const order = `${post.created_at}#${padId(post.id)}`;
  // Two popular sources (a moderator's) merge by popularity: the rank, zero-padded, leads.
  const ranked = index.index === GSI.popular ? `${padId(Math.max(0, Number(item[GSI.popular.sort] ?? 0)))}#` : '';
  return { key: keyIn(index, item), id: post.id, userId: post.user_id, spaceId: post.space_id, order: `${ranked}${order}`, post };
};

/** The same test as the Query filters of post sources, for posts read through links. */
const matches = (post: FeedRecord, filter: FeedFilter): boolean =>
  (!filter.unanswered || post.comments_count === 0) && (filter.search === undefined || searchText(post).includes(filter.search));

/**
 * The first `wanted` posts of a source after `startKey` that pass the filter, and the key to
 * resume after the last one taken. Post sources filter in the Query; link sources filter their
 * posts after reading them (a filtered link source costs more than one call).
 */
export async function readSource(
  source: FeedSource,
  options: { ascending: boolean; wanted: number; startKey?: DynamoKey | undefined; filter: FeedFilter },
): Promise<{ refs: FeedRef[]; lastKey: DynamoKey | undefined }> {
  const index = sourceIndex(source);
  const { filter } = options;
  const conditions: string[] = [];
  const names: Record<string, string> = { '#pk': index.partitionAttribute };
  const values: Record<string, unknown> = { ':pk': index.partition };
  if (index.prefix) values[':prefix'] = index.prefix;
  if (filter.spaceId !== undefined) {
    conditions.push('space_id = :space');
    values[':space'] = filter.spaceId;
  }
  if (filter.userId !== undefined) {
    conditions.push('user_id = :user');
    values[':user'] = filter.userId;
  }
  if (source.kind === 'user' && (source.publishedOnly || source.pendingOnly)) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = source.pendingOnly ? 'pending' : 'published';
  }
  if (!index.links && filter.since !== undefined) {
    conditions.push('created_at >= :since');
    values[':since'] = filter.since;
  }
  const postFilter = index.links && (filter.search !== undefined || filter.unanswered === true);
  if (!index.links && filter.unanswered) {
    conditions.push('comments_count = :zero');
    values[':zero'] = 0;
  }
  if (!index.links && filter.search !== undefined) {
    conditions.push('contains(search_text, :search)');
    values[':search'] = filter.search;
  }
  const input: QueryCommandInput = {
    TableName: tableName,
    ...(index.indexName ? { IndexName: index.indexName } : {}),
    KeyConditionExpression: index.prefix ? '#pk = :pk AND begins_with(sk, :prefix)' : '#pk = :pk',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
    ScanIndexForward: options.ascending,
  };
  const maxRead = filter.search !== undefined || filter.since !== undefined ? SEARCH_SCAN_LIMIT : undefined;
  if (!postFilter) {
    const { items, lastKey } = await queryPage({ ...input, ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}) }, options.wanted, index.keyAttributes, maxRead);
    return { refs: items.map((item) => (index.links ? linkRef : postRef)(index, item)), lastKey: lastKey as DynamoKey | undefined };
  }
  // A link source searched: read links in batches, keep those whose posts match.
  const refs: FeedRef[] = [];
  let startKey = options.startKey;
  let scanned = 0;
  do {
    const { items, lastKey } = await queryPage({ ...input, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }, 100, index.keyAttributes);
    scanned += items.length;
    const posts = await batchGet(items.map((i) => keys.feed(Number(i['feed_id']))));
    for (const item of items) {
      const found = posts.get(itemKeyOf(keys.feed(Number(item['feed_id']))));
      const post = found ? toFeed(found) : null;
      if (post && matches(post, filter)) refs.push({ ...linkRef(index, item), post });
      startKey = keyIn(index, item);
      if (refs.length >= options.wanted) return { refs, lastKey: startKey };
    }
    startKey = lastKey as DynamoKey | undefined;
  } while (startKey && scanned < (maxRead ?? Infinity));
  return { refs, lastKey: startKey };
}
