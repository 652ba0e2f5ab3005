/**
 * Spaces. Access patterns (docs/data-model.md):
 * - a space by id: GetItem SPACE#<id>/META; by slug: GetItem UNIQUE#space_slug#<slug> (space id and
 *   creator), then the space with the caller's membership and the creator in one BatchGet
 * - list by status: Query gsi1|gsi2|gsi3 on SPACES#<status> (serial | title | created_at), then one
 *   BatchGet of the caller's memberships of the page and the total's counter; secret spaces are
 *   listed apart, under SPACES#<status>#secret with the counter spaces#<status>#secret, so no list
 *   filters them out per caller (docs/spaces.md, Secret spaces)
 * - discover: Query gsi2 on DISCOVER (title), then one BatchGet of spaces, memberships, counter
 * - search: the search index (kind space), then one BatchGet
 * Everything a space keeps in its partition (memberships, words, discover entry) goes with it.
 * A course (type `course`, docs/courses.md) is written by the same writers with list keys of its
 * own: COURSES#<status> (gsi1 created_at, gsi2 title; COURSES#<status>#secret for secret ones),
 * COURSECAT#<status>#<category> on gsi3, and the counters courses#<status>[#secret|#cat#<category>]
 * instead of SPACES#<status> and spaces#<status>; it is never in the discover list.
 */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { RecentMap } from '#platform/core/recent-map.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { emptyFilter, searchIds, whereContains, whereEquals, wordDeletes, wordPuts } from '#platform/data/search-index.ts';
import { countAll, queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import { claimUnique, counterUpdate, releaseUnique, type TransactItem } from '#platform/data/transactions.ts';
import type { SpaceOrder, SpaceRecord, SpaceStatus } from '#features/spaces/spaces.ts';
import type { CursorScope, DynamoKey } from '#platform/core/paging.ts';

export const SPACE_KIND = 'space';
const SLUG_MARKER = 'space_slug';
const ORDER_INDEX: Record<SpaceOrder, 'gsi1' | 'gsi2' | 'gsi3'> = { serial: 'gsi1', title: 'gsi2', created_at: 'gsi3' };

const SPACE_FIELDS = [
  'id', 'created_by', 'parent_id', 'group_id', 'title', 'slug', 'logo', 'cover_photo', 'description', 'type', 'privacy',
  'status', 'serial', 'settings', 'lockscreen', 'course', 'members_count', 'pending_count', 'posts_count', 'created_at', 'updated_at', 'rev',
] as const;

export function toSpace(item: Record<string, unknown>): SpaceRecord {
  const s = Object.fromEntries(SPACE_FIELDS.flatMap((f) => (item[f] === undefined ? [] : [[f, item[f]]]))) as unknown as SpaceRecord;
  const roleCount = (role: 'member' | 'moderator' | 'admin') => Number(item[`active_${role}_count`] ?? 0);
  return {
    ...s,
    members_count: Number(s.members_count ?? 0),
    pending_count: Number(s.pending_count ?? 0),
    role_counts: { member: roleCount('member'), moderator: roleCount('moderator'), admin: roleCount('admin') },
    posts_count: Number(s.posts_count ?? 0),
    lockscreen: s.lockscreen ?? null,
  };
}

export const spaceCounter = (status: SpaceStatus, secret = false) => `spaces#${status}${secret ? '#secret' : ''}`;
export const DISCOVER_COUNTER = 'spaces#discover';
const isCourse = (s: SpaceRecord) => s.type === 'course';
const isDiscoverable = (s: SpaceRecord) => s.status === 'published' && s.privacy === 'public' && !isCourse(s);

/** A course's category as a key (lower-cased, trimmed), or null without one; secret courses are in no category list. */
export function courseCategoryOf(s: SpaceRecord): string | null {
  const category = (s.course?.category ?? '').trim().toLowerCase().slice(0, 100);
  return category === '' || s.privacy === 'secret' ? null : category;
}

/** The list partition of a course: secret ones apart, so every list's total is a counter. */
export const courseListPartition = (status: SpaceStatus, secret: boolean) => keys.coursesPartition(status, secret);
export const courseCounter = (status: SpaceStatus, secret: boolean) => `courses#${status}${secret ? '#secret' : ''}`;
export const courseCategoryCounter = (status: SpaceStatus, category: string) => `courses#${status}#cat#${category}`;

/** The counters that count a space in its lists (a course also in its category's). */
function listCounters(s: SpaceRecord): string[] {
  if (!isCourse(s)) return [spaceCounter(s.status, s.privacy === 'secret')];
  const category = courseCategoryOf(s);
  return [courseCounter(s.status, s.privacy === 'secret'), ...(category ? [courseCategoryCounter(s.status, category)] : [])];
}

function counterChanges(before: SpaceRecord | null, after: SpaceRecord | null): TransactItem[] {
  const deltas = new Map<string, number>();
  for (const name of before ? listCounters(before) : []) deltas.set(name, (deltas.get(name) ?? 0) - 1);
  for (const name of after ? listCounters(after) : []) deltas.set(name, (deltas.get(name) ?? 0) + 1);
  const changed = [...deltas].filter(([, d]) => d !== 0);
  return [...changed.map(([name, d]) => courseAwareCounter(name, d, after ?? before)), ...categorySummaryChanges(changed, before, after)];
}

/** The item that holds every category's count of a status's courses (so the list reads them in its BatchGet). */
export const courseCategoriesCounter = (status: SpaceStatus) => `courses#${status}#categories`;
/** Its attributes per category (key lower-cased): the count and the category as first written. */
export const categoryCountAttribute = (category: string) => `n#${category}`;
export const categoryTitleAttribute = (category: string) => `t#${category}`;

/**
 * The category counters' changes, also kept per status in one summary item (one Update per status
 * item: a transaction may touch an item once).
 */
function categorySummaryChanges(changed: Array<[string, number]>, before: SpaceRecord | null, after: SpaceRecord | null): TransactItem[] {
  const byStatus = new Map<string, Array<{ category: string; delta: number }>>();
  for (const [name, delta] of changed) {
    const match = /^courses#([a-z]+)#cat#(.*)$/s.exec(name);
    if (!match) continue;
    const [, status = '', category = ''] = match;
    byStatus.set(status, [...(byStatus.get(status) ?? []), { category, delta }]);
  }
  const titleOf = (category: string) =>
    [after, before].find((s) => s && courseCategoryOf(s) === category)?.course?.category.trim().slice(0, 100) ?? category;
  return [...byStatus].map(([status, list]) => {
    const names: Record<string, string> = { '#e': 'entity' };
    const values: Record<string, unknown> = { ':e': 'counter' };
    const adds: string[] = [];
    const sets: string[] = ['#e = :e'];
    list.forEach(({ category, delta }, i) => {
      Object.assign(names, { [`#n${i}`]: categoryCountAttribute(category), [`#t${i}`]: categoryTitleAttribute(category) });
      Object.assign(values, { [`:d${i}`]: delta, [`:t${i}`]: titleOf(category) });
      adds.push(`#n${i} :d${i}`);
      sets.push(`#t${i} = if_not_exists(#t${i}, :t${i})`);
    });
    return {
      Update: {
        TableName: tableName,
        Key: keys.counter(courseCategoriesCounter(status as SpaceStatus)),
        UpdateExpression: `ADD ${adds.join(', ')} SET ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  });
}

/** A category counter also carries the category as written, so the categories list is one Query of counters. */
function courseAwareCounter(name: string, delta: number, s: SpaceRecord | null): TransactItem {
  if (!name.includes('#cat#') || !s?.course) return counterUpdate(name, delta);
  return {
    Update: {
      TableName: tableName,
      Key: keys.counter(name),
      UpdateExpression: 'ADD #v :d SET entity = :e, title = if_not_exists(title, :t)',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':d': delta, ':e': 'counter', ':t': s.course.category.trim().slice(0, 100) },
    },
  };
}

/** Index keys of the record; undefined ones are removed (a course without a category has no gsi3). */
function indexAttributes(s: SpaceRecord): Record<string, string | undefined> {
  const id = padId(s.id);
  if (isCourse(s)) {
    const part = courseListPartition(s.status, s.privacy === 'secret');
    const category = courseCategoryOf(s);
    return {
      gsi1pk: part,
      gsi1sk: `${s.created_at}#${id}`,
      gsi2pk: part,
      gsi2sk: `${s.title.toLowerCase().slice(0, 100)}#${id}`,
      gsi3pk: category ? keys.courseCategoryPartition(s.status, category) : undefined,
      gsi3sk: category ? `${s.created_at}#${id}` : undefined,
    };
  }
  const part = keys.spacesPartition(s.status, s.privacy === 'secret');
  return {
    gsi1pk: part,
    gsi1sk: `${String(s.serial).padStart(9, '0')}#${id}`,
    gsi2pk: part,
    gsi2sk: `${s.title.toLowerCase().slice(0, 100)}#${id}`,
    gsi3pk: part,
    gsi3sk: `${s.created_at}#${id}`,
  };
}

/**
 * The META item. Counters (members_count, pending_count, posts_count) are never rewritten here:
 * they change only through ADD in the transactions that change what they count.
 */
function metaPut(s: SpaceRecord, condition: 'new' | { rev: number }): TransactItem {
  const { members_count, pending_count, posts_count, role_counts, ...rest } = s;
  const all: Record<string, unknown> = { ...keys.space(s.id), entity: 'space', version: 1, ...rest, ...indexAttributes(s) };
  const item = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
  const removed = Object.keys(all).filter((k) => all[k] === undefined);
  if (condition === 'new') {
    // A new space starts with its creator as its one member, counted here (one write per item).
    const roles = Object.fromEntries(Object.entries(role_counts).map(([role, n]) => [`active_${role}_count`, n]));
    return { Put: { TableName: tableName, Item: { ...item, members_count, pending_count, posts_count, ...roles }, ConditionExpression: 'attribute_not_exists(pk)' } };
  }
  // An Update keeps the counters that concurrent joins may be changing.
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':rev': condition.rev };
  const sets = Object.entries(item)
    .filter(([k]) => k !== 'pk' && k !== 'sk')
    .map(([k, v], i) => {
      names[`#a${i}`] = k;
      values[`:v${i}`] = v;
      return `#a${i} = :v${i}`;
    });
  const removes = removed.map((k, i) => {
    names[`#r${i}`] = k;
    return `#r${i}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: keys.space(s.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: 'rev = :rev',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

function discoverItems(before: SpaceRecord | null, after: SpaceRecord | null): TransactItem[] {
  const was = before !== null && isDiscoverable(before);
  const is = after !== null && isDiscoverable(after);
  const items: TransactItem[] = [];
  const id = (after ?? before)?.id;
  if (id === undefined) return items;
  if (is && after) {
    items.push({
      Put: {
        TableName: tableName,
        Item: { ...keys.spaceDiscover(id), entity: 'space_discover', space_id: id, gsi2pk: keys.DISCOVER_PARTITION, gsi2sk: `${after.title.toLowerCase().slice(0, 100)}#${padId(id)}` },
      },
    });
  } else if (was) {
    items.push({ Delete: { TableName: tableName, Key: keys.spaceDiscover(id) } });
  }
  if (is !== was) items.push(counterUpdate(DISCOVER_COUNTER, is ? 1 : -1));
  return items;
}

function wordItems(before: SpaceRecord | null, after: SpaceRecord | null): TransactItem[] {
  const id = (after ?? before)?.id;
  if (id === undefined) return [];
  const owner = { pk: keys.spacePartition(id) };
  const afterWords = after ? titleWords(after.title) : new Set<string>();
  const deletes = before ? wordDeletes(owner, titleWords(before.title), afterWords) : [];
  const puts = after
    ? wordPuts(owner, SPACE_KIND, id, afterWords, () => ({
        status: after.status,
        privacy: after.privacy,
        type: after.type,
        parent_id: after.parent_id ?? 0,
        discoverable: isDiscoverable(after),
        text: after.title.toLowerCase(),
      }))
    : [];
  return [...deletes, ...puts];
}

/** The space's compact card in the sidebar partition, so groups and their spaces are one Query. */
function cardPut(s: SpaceRecord): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        pk: keys.SPACE_GROUPS_PARTITION,
        sk: `SPACE#${padId(s.id)}`,
        entity: 'space_card',
        id: s.id,
        title: s.title,
        slug: s.slug,
        serial: s.serial,
        group_id: s.group_id,
        status: s.status,
        privacy: s.privacy,
      },
    },
  };
}

const cardDelete = (id: number): TransactItem => ({ Delete: { TableName: tableName, Key: { pk: keys.SPACE_GROUPS_PARTITION, sk: `SPACE#${padId(id)}` } } });

/** Everything a new space writes besides its creator's membership and its event. */
export function newSpaceItems(s: SpaceRecord): TransactItem[] {
  return [
    claimUnique(SLUG_MARKER, s.slug, { space_id: s.id, created_by: s.created_by }),
    metaPut(s, 'new'),
    ...discoverItems(null, s),
    ...wordItems(null, s),
    cardPut(s),
    ...counterChanges(null, s),
  ];
}

/** A changed space: its record (guarded by revision), slug marker, discover entry, words, counters. */
export function changedSpaceItems(before: SpaceRecord, after: SpaceRecord): TransactItem[] {
  const items: TransactItem[] = [metaPut(after, { rev: before.rev })];
  if (after.slug !== before.slug) {
    items.push(releaseUnique(SLUG_MARKER, before.slug), claimUnique(SLUG_MARKER, after.slug, { space_id: after.id, created_by: after.created_by }));
  }
  items.push(...discoverItems(before, after), ...wordItems(before, after), cardPut(after), ...counterChanges(before, after));
  return items;
}

/**
 * A deleted space leaves the lists at once: its record, slug, discover entry and counters go in
 * the deleting transaction; the rest of its partition and what it owns go in the background.
 */
export function deletedSpaceItems(s: SpaceRecord): TransactItem[] {
  return [
    { Delete: { TableName: tableName, Key: keys.space(s.id), ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': s.rev } } },
    releaseUnique(SLUG_MARKER, s.slug),
    ...discoverItems(s, null),
    cardDelete(s.id),
    ...counterChanges(s, null),
  ];
}

/** Index of the slug-change item in changedSpaceItems (for mapping a failed claim to duplicate_slug). */
export const slugClaimIndex = (before: SpaceRecord, after: SpaceRecord): number => (after.slug !== before.slug ? 2 : -1);

export async function getSpace(id: number, options: { consistent?: boolean } = {}): Promise<SpaceRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.space(id), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toSpace(out.Item) : null;
}

export interface SlugTarget {
  spaceId: number;
  createdBy: number;
}

/**
 * slug -> space, remembered per container for a few minutes: a slug rarely changes, and callers
 * always check the record they then read still carries the slug (forgetting the entry if not).
 */
const slugCache = new RecentMap<string, SlugTarget>(10_000, 5 * 60_000);

/** The space id (and creator) a slug belongs to; `fresh` skips the container's memory. */
export async function resolveSlug(slug: string, options: { fresh?: boolean } = {}): Promise<SlugTarget | null> {
  const cached = options.fresh ? null : rememberedSlug(slug);
  if (cached) return cached;
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.unique(SLUG_MARKER, slug) }));
  if (!out.Item) {
    slugCache.delete(slug);
    return null;
  }
  const target = { spaceId: Number(out.Item['space_id']), createdBy: Number(out.Item['created_by']) };
  slugCache.set(slug, target);
  return target;
}

export const forgetSlug = (slug: string): void => void slugCache.delete(slug);

/** The space id this container remembers for `slug` (no call), null when it must be looked up. */
export const rememberedSlug = (slug: string): SlugTarget | null => slugCache.get(slug) ?? null;


export interface SpaceFilters {
  type?: string | undefined;
  privacy?: string | undefined;
  parent_id?: number | undefined;
}

const hasFilters = (f: SpaceFilters) => f.type !== undefined || f.privacy !== undefined || f.parent_id !== undefined;

function filterExpression(f: SpaceFilters) {
  const expressions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (f.type !== undefined) Object.assign(names, { '#type': 'type' }), (values[':type'] = f.type), expressions.push('#type = :type');
  if (f.privacy !== undefined) Object.assign(names, { '#privacy': 'privacy' }), (values[':privacy'] = f.privacy), expressions.push('#privacy = :privacy');
  if (f.parent_id !== undefined) {
    names['#parent'] = 'parent_id';
    if (f.parent_id === 0) expressions.push('(attribute_not_exists(#parent) OR #parent = :null)'), (values[':null'] = null);
    else (values[':parent'] = f.parent_id), expressions.push('#parent = :parent');
  }
  return { expressions, names, values };
}

export interface SpacePage {
  spaces: SpaceRecord[];
  /** Known from a counter without filters; counted by reading the status partition with them. */
  total: number | null;
  lastKey: DynamoKey | undefined;
}

interface ListInput {
  status: SpaceStatus;
  /** The secret spaces' list instead of the others'. */
  secret: boolean;
  orderby: SpaceOrder;
  ascending: boolean;
  offset: number;
  limit: number;
  startKey?: DynamoKey | undefined;
  filters: SpaceFilters;
}

export function spaceListPartition(input: Pick<ListInput, 'status' | 'secret' | 'orderby'>): CursorScope {
  return { index: GSI[ORDER_INDEX[input.orderby]], partition: keys.spacesPartition(input.status, input.secret) };
}

/** One page of spaces of a status, in an order; filters narrow it (and then reads go on until the page is full). */
export async function listSpaces(input: ListInput): Promise<SpacePage> {
  const index = GSI[ORDER_INDEX[input.orderby]];
  const filter = filterExpression(input.filters);
  const base: QueryCommandInput = {
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': index.partition, ...filter.names },
    ExpressionAttributeValues: { ':pk': keys.spacesPartition(input.status, input.secret), ...filter.values },
    ...(filter.expressions.length > 0 ? { FilterExpression: filter.expressions.join(' AND ') } : {}),
    ScanIndexForward: input.ascending,
  };
  const { items, lastKey } = await queryPage({ ...base, ...(input.startKey ? { ExclusiveStartKey: input.startKey } : {}) }, input.offset + input.limit, ['pk', 'sk', index.partition, index.sort]);
  return { spaces: items.slice(input.offset).map(toSpace), total: null, lastKey: lastKey as DynamoKey | undefined };
}

/** Counts the spaces of a status (secret or not) matching filters (reads the status partition: bounded by the number of spaces). */
export function countSpaces(status: SpaceStatus, secret: boolean, filters: SpaceFilters): Promise<number> {
  const filter = filterExpression(filters);
  return countAll({
    TableName: tableName,
    IndexName: GSI.gsi1.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': GSI.gsi1.partition, ...filter.names },
    ExpressionAttributeValues: { ':pk': keys.spacesPartition(status, secret), ...filter.values },
    ...(filter.expressions.length > 0 ? { FilterExpression: filter.expressions.join(' AND ') } : {}),
  });
}

export const hasSpaceFilters = hasFilters;

/** Discoverable space ids by title; one Query. */
export async function discoverIds(offset: number, limit: number, startKey?: DynamoKey): Promise<{ ids: number[]; lastKey: DynamoKey | undefined }> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi2.name,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.DISCOVER_PARTITION },
      Limit: offset + limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { ids: (out.Items ?? []).slice(offset).map((i) => Number(i['space_id'])), lastKey: out.LastEvaluatedKey as DynamoKey | undefined };
}

/** Space ids whose title has a word starting with `word` (and contains `otherWords`), narrowed by status and filters. */
export function searchSpaceIds(word: string, options: { otherWords?: string[]; status?: SpaceStatus; discoverable?: boolean; filters?: SpaceFilters }): Promise<number[]> {
  const filter = emptyFilter();
  for (const w of options.otherWords ?? []) whereContains(filter, 'text', w);
  if (options.status) whereEquals(filter, 'status', options.status);
  if (options.discoverable) whereEquals(filter, 'discoverable', true);
  const f = options.filters ?? {};
  if (f.type !== undefined) whereEquals(filter, 'type', f.type);
  if (f.privacy !== undefined) whereEquals(filter, 'privacy', f.privacy);
  if (f.parent_id !== undefined) whereEquals(filter, 'parent_id', f.parent_id);
  return searchIds(SPACE_KIND, word, filter);
}

/** Moves a space to a group and position: its record (serial order key too) and its card. */
export function placementItems(s: SpaceRecord, groupId: number, serial: number): TransactItem[] {
  const moved: SpaceRecord = { ...s, group_id: groupId, serial, rev: s.rev + 1 };
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.space(s.id),
        UpdateExpression: 'SET group_id = :g, serial = :s, gsi1sk = :sk, rev = :next',
        ConditionExpression: 'rev = :rev',
        ExpressionAttributeValues: { ':g': groupId, ':s': serial, ':sk': indexAttributes(moved)['gsi1sk'], ':next': moved.rev, ':rev': s.rev },
      },
    },
    cardPut(moved),
  ];
}

/**
 * The space's one sticky post (kept beside the record, outside its revision, so pinning never
 * conflicts with edits of the space); null unpins.
 */
export function spaceStickyUpdate(spaceId: number, feedId: number | null): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.space(spaceId),
      UpdateExpression: feedId === null ? 'REMOVE sticky_feed_id' : 'SET sticky_feed_id = :id',
      ConditionExpression: 'attribute_exists(pk)',
      ...(feedId === null ? {} : { ExpressionAttributeValues: { ':id': feedId } }),
    },
  };
}

/** Title words for the space search index. */
export function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 2)
      .map((w) => w.slice(0, 64)),
  );
}
