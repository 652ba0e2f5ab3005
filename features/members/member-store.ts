/**
 * Member profiles and the directory's index items. Access patterns (docs/data-model.md):
 * - profile by id: GetItem USER#<id>/PROFILE; many profiles: BatchGet (one call, up to 100)
 * - directory page, all roles: Query gsi1|gsi2|gsi3 on MEMBERS#<status> (created_at | display name
 *   | last activity), items are the profiles themselves (projection ALL)
 * - directory page, one role: Query gsi1|gsi2|gsi3 on MEMBERS#<status>#<role> (USER#<id>/ROLE
 *   items), then BatchGet the profiles (and the total's counter, in the same call)
 * - search: the search index (platform/data/search-index.ts, kind member), filtered by status, role
 *   and the caller's searchable fields; then BatchGet the profiles
 * - active members: Query gsi3 MEMBERS#active, gsi3sk > <cutoff>; new members: gsi1, gsi1sk >= <cutoff>
 * - totals: counters COUNTER/members#<status>[#<role>], kept in the transaction of every change
 */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { counterUpdate, transact, type TransactItem } from '#platform/data/transactions.ts';
import { batchGet, countAll, itemKeyOf } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import { emptyFilter, searchIds, whereContains, whereEquals, wordDeletes, wordPuts } from '#platform/data/search-index.ts';
import type { MemberOrder, MemberProfile } from '#features/members/members.ts';
import type { AccountStatus, Role } from '#platform/core/roles.ts';
import type { CursorScope, DynamoKey } from '#platform/core/paging.ts';

const NEVER_SEEN = '0000';
const ORDER_INDEX: Record<MemberOrder, 'gsi1' | 'gsi2' | 'gsi3'> = { created_at: 'gsi1', display_name: 'gsi2', last_seen: 'gsi3' };

const PROFILE_FIELDS = [
  'user_id', 'username', 'email', 'display_name', 'first_name', 'last_name', 'role', 'status', 'avatar', 'short_description', 'total_points',
  'is_verified', 'meta', 'created_at', 'updated_at', 'last_activity', 'rev',
] as const;

/** Strips keys and index attributes off a stored profile item. */
export function toProfile(item: Record<string, unknown>): MemberProfile {
  return Object.fromEntries(PROFILE_FIELDS.map((f) => [f, item[f]])) as unknown as MemberProfile;
}

const memberCounter = (status: AccountStatus, role?: Role) => (role ? `members#${status}#${role}` : `members#${status}`);

/**
 * A member's place in a directory order: the sort key of that order's index. Lists sorted in
 * memory (a search, a space's members) sort by it too, so every list orders ties the same way.
 */
export function directorySortKey(p: Pick<MemberProfile, 'user_id' | 'created_at' | 'display_name' | 'last_activity'>, orderby: MemberOrder): string {
  const id = padId(p.user_id);
  if (orderby === 'display_name') return `${displayNameSortKey(p.display_name)}#${id}`;
  if (orderby === 'last_seen') return `${p.last_activity ?? NEVER_SEEN}#${id}`;
  return `${p.created_at}#${id}`;
}

/** The three order keys of a member under one directory partition. */
function directoryIndex(p: MemberProfile, role?: Role): Record<string, string> {
  const partition = keys.membersPartition(p.status, role);
  return {
    gsi1pk: partition,
    gsi1sk: directorySortKey(p, 'created_at'),
    gsi2pk: partition,
    gsi2sk: directorySortKey(p, 'display_name'),
    gsi3pk: partition,
    gsi3sk: directorySortKey(p, 'last_seen'),
  };
}

function profilePut(p: MemberProfile, condition: { new: true } | { rev: number }): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.user(p.user_id), entity: 'user', version: 1, ...p, ...directoryIndex(p) },
      ...('new' in condition
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': condition.rev } }),
    },
  };
}

function roleIndexPut(p: MemberProfile): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.userRoleIndex(p.user_id), entity: 'user_role_index', version: 1, user_id: p.user_id, ...directoryIndex(p, p.role) },
    },
  };
}

const MEMBER_KIND = 'member';

/** Search words of a member, carrying what a search filters on. */
function tokenPuts(p: MemberProfile): TransactItem[] {
  const publicText = `${p.display_name} ${p.username}`.toLowerCase();
  const tokens = searchTokens(p);
  return wordPuts({ pk: keys.user(p.user_id).pk }, MEMBER_KIND, p.user_id, tokens.keys(), (word) => {
    const fields = tokens.get(word) ?? new Set<SearchField>();
    return {
      fields: [...fields],
      public: fields.has('name') || fields.has('username'),
      status: p.status,
      role: p.role,
      text_public: publicText,
      text_all: `${publicText} ${p.email.toLowerCase()}`,
    };
  });
}

/** Every item a new member needs: profile, role index, search words and the directory counters. */
export function newMemberItems(p: MemberProfile): TransactItem[] {
  return [
    profilePut(p, { new: true }),
    roleIndexPut(p),
    ...tokenPuts(p),
    counterUpdate(memberCounter(p.status), 1),
    counterUpdate(memberCounter(p.status, p.role), 1),
  ];
}

/**
 * Rewrites a profile whose role, status or searchable fields may have changed, guarded by the
 * revision it was read at, with its index items and counters in step.
 */
export function changedMemberItems(before: MemberProfile, after: MemberProfile): TransactItem[] {
  const items: TransactItem[] = [profilePut(after, { rev: before.rev }), roleIndexPut(after)];
  const afterTokens = new Set(searchTokens(after).keys());
  items.push(...wordDeletes({ pk: keys.user(before.user_id).pk }, searchTokens(before).keys(), afterTokens), ...tokenPuts(after));
  // Net change per counter: a transaction may touch each item once, and a role change keeps the
  // status counter as it is.
  const deltas = new Map<string, number>();
  const add = (name: string, d: number) => deltas.set(name, (deltas.get(name) ?? 0) + d);
  add(memberCounter(before.status), -1);
  add(memberCounter(before.status, before.role), -1);
  add(memberCounter(after.status), 1);
  add(memberCounter(after.status, after.role), 1);
  for (const [name, delta] of deltas) if (delta !== 0) items.push(counterUpdate(name, delta));
  return items;
}

/** The profile by id (consistent when about to be rewritten). */
export async function getProfile(userId: number, options: { consistent?: boolean } = {}): Promise<MemberProfile | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.user(userId), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toProfile(out.Item) : null;
}

/** Profiles by id in one BatchGet, in the order asked, plus any extra items fetched alongside. */
export async function getProfiles(
  userIds: number[],
  extraKeys: Array<{ pk: string; sk: string }> = [],
): Promise<{ profiles: MemberProfile[]; extras: Map<string, Record<string, unknown>> }> {
  const found = await batchGet([...userIds.map((id) => keys.user(id)), ...extraKeys]);
  const profiles = userIds.flatMap((id) => {
    const item = found.get(itemKeyOf(keys.user(id)));
    return item ? [toProfile(item)] : [];
  });
  return { profiles, extras: found };
}

export interface ListPage {
  profiles: MemberProfile[];
  total: number;
  lastKey: DynamoKey | undefined;
}

interface ListMembersInput {
  status: AccountStatus;
  role?: Role;
  orderby: MemberOrder;
  ascending: boolean;
  /** Rows to skip before the page (page numbers); 0 with a cursor. */
  offset: number;
  limit: number;
  startKey?: DynamoKey;
}

/** The directory partition a list reads, for checking cursors. */
export function directoryPartition(input: Pick<ListMembersInput, 'status' | 'role' | 'orderby'>): CursorScope {
  return { index: GSI[ORDER_INDEX[input.orderby]], partition: keys.membersPartition(input.status, input.role) };
}

/** One directory page: one Query, plus (for a role) one BatchGet carrying the total's counter. */
export async function listMembers(input: ListMembersInput): Promise<ListPage> {
  const index = GSI[ORDER_INDEX[input.orderby]];
  const counterKey = keys.counter(memberCounter(input.status, input.role));
  const query: QueryCommandInput = {
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': index.partition },
    ExpressionAttributeValues: { ':pk': keys.membersPartition(input.status, input.role) },
    ScanIndexForward: input.ascending,
    Limit: input.offset + input.limit,
    ...(input.startKey ? { ExclusiveStartKey: input.startKey } : {}),
  };
  if (!input.role) {
    const [out, counter] = await Promise.all([
      ddb.send(new QueryCommand(query)),
      ddb.send(new GetCommand({ TableName: tableName, Key: counterKey })),
    ]);
    return {
      profiles: (out.Items ?? []).slice(input.offset).map(toProfile),
      total: Number(counter.Item?.['value'] ?? 0),
      lastKey: out.LastEvaluatedKey as DynamoKey | undefined,
    };
  }
  const out = await ddb.send(new QueryCommand(query));
  const ids = (out.Items ?? []).slice(input.offset).map((i) => Number(i['user_id']));
  const { profiles, extras } = await getProfiles(ids, [counterKey]);
  return {
    profiles,
    total: Number(extras.get(itemKeyOf(counterKey))?.['value'] ?? 0),
    lastKey: out.LastEvaluatedKey as DynamoKey | undefined,
  };
}

interface SearchInput {
  indexWord: string;
  otherWords: string[];
  status: AccountStatus;
  role?: Role | undefined;
  /** Administrators also match email addresses. */
  includeEmail: boolean;
}

/** A search's matches stop here: what a search answers is sorted from at most these. */
export const SEARCH_MATCHES = 200;

/**
 * Ids of the members a word-prefix search matches, in word order, at most SEARCH_MATCHES
 * (the search index's Query; usually one call).
 */
export async function searchMemberIds(input: SearchInput): Promise<number[]> {
  const filter = whereEquals(emptyFilter(), 'status', input.status);
  if (input.role) whereEquals(filter, 'role', input.role);
  if (!input.includeEmail) whereEquals(filter, 'public', true);
  for (const w of input.otherWords) whereContains(filter, input.includeEmail ? 'text_all' : 'text_public', w);
  return searchIds(MEMBER_KIND, input.indexWord, filter, SEARCH_MATCHES);
}

interface RecentInput {
  /** gsi3 (last activity) or gsi1 (created_at). */
  order: 'last_seen' | 'created_at';
  since: string;
  offset: number;
  limit: number;
}

/** Active members seen since a time, or members who joined since a time, newest first; with the count. */
export async function listRecentMembers(input: RecentInput): Promise<{ profiles: MemberProfile[]; total: number }> {
  const index = GSI[ORDER_INDEX[input.order]];
  const base: QueryCommandInput = {
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: '#pk = :pk AND #sk >= :since',
    ExpressionAttributeNames: { '#pk': index.partition, '#sk': index.sort },
    ExpressionAttributeValues: { ':pk': keys.membersPartition('active'), ':since': input.since },
  };
  const [page, count] = await Promise.all([
    ddb.send(new QueryCommand({ ...base, ScanIndexForward: false, Limit: input.offset + input.limit })),
    countAll(base),
  ]);
  return { profiles: (page.Items ?? []).slice(input.offset).map(toProfile), total: count };
}

/**
 * Records a member's last activity on the profile (and its directory order), the role index and
 * the login record (which authentication reads, to refresh at most once a minute).
 */
export function lastSeenItems(p: Pick<MemberProfile, 'user_id' | 'username'>, at: string): TransactItem[] {
  const sk = `${at}#${padId(p.user_id)}`;
  const update = (key: { pk: string; sk: string }, set: string, values: Record<string, unknown>): TransactItem => ({
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET ${set}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: values,
    },
  });
  return [
    update(keys.user(p.user_id), 'last_activity = :at, gsi3sk = :sk', { ':at': at, ':sk': sk }),
    update(keys.userRoleIndex(p.user_id), 'gsi3sk = :sk', { ':sk': sk }),
    update(keys.loginAccount(p.username), 'last_seen_at = :at', { ':at': at }),
  ];
}

/** Sets a member's last activity (authentication calls it at most once a minute per account). */
export async function touchLastSeen(userId: number, at: Date, username?: string): Promise<void> {
  const name = username ?? (await getProfile(userId, { consistent: true }))?.username;
  if (!name) return;
  await transact(lastSeenItems({ user_id: userId, username: name }, at.toISOString()));
}

// ---- index words and sort keys -------------------------------------------------------------

export type SearchField = 'name' | 'username' | 'email';

/** Index words are cut here; a search term is cut the same way (searchWords in features/members/members.ts). */
export const MAX_SEARCH_TOKEN = 64;

/** Words a member can be found by: display-name words, the username, the email and its local part. */
export function searchTokens(p: Pick<MemberProfile, 'display_name' | 'username' | 'email'>): Map<string, Set<SearchField>> {
  const tokens = new Map<string, Set<SearchField>>();
  const add = (word: string, field: SearchField) => {
    const t = word.toLowerCase().slice(0, MAX_SEARCH_TOKEN);
    if (t.length < 2) return;
    const fields = tokens.get(t) ?? new Set<SearchField>();
    fields.add(field);
    tokens.set(t, fields);
  };
  for (const w of p.display_name.split(/[^\p{L}\p{N}]+/u)) add(w, 'name');
  add(p.username, 'username');
  const email = p.email.toLowerCase();
  add(email, 'email');
  add(email.split('@')[0] ?? '', 'email');
  return tokens;
}

/** Display names sort case-insensitively; the id keeps equal names apart. */
export const displayNameSortKey = (name: string): string => name.toLowerCase().slice(0, 100);
