/**
 * Space memberships. Access patterns (docs/data-model.md):
 * - a membership: GetItem SPACE#<space>/MEMBER#<user>; the caller's memberships of a page of
 *   spaces: BatchGet of those keys
 * - members of a space by status, by join date: Query gsi1 SPACEMEMBERS#<space>#<status>
 * - a member's spaces: Query gsi2 USERSPACES#<user> (every page; or the first `limit` memberships, by space id)
 * - a space's active member ids (a new post's notifications): Query gsi1 SPACEMEMBERS#<space>#active, every page
 * Every transition is a conditional write on the membership's current status, in one transaction
 * with the space's members_count / pending_count, so concurrent requests count exactly once.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { batchGet, countAll, queryAll, queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { DynamoKey } from '#platform/core/paging.ts';

export const SPACE_ROLES = ['member', 'moderator', 'admin'] as const;
export type SpaceRole = (typeof SPACE_ROLES)[number];
export const SPACE_MEMBER_STATUSES = ['active', 'pending', 'banned'] as const;
export type SpaceMemberStatus = (typeof SPACE_MEMBER_STATUSES)[number];
/**
 * A course's students (docs/courses.md, Enrolment = membership): written only by enrolment
 * (features/courses/enrolment-store.ts), never through the space routes' role lists.
 */
export const STUDENT_ROLE = 'student' as const;
export type MembershipRole = SpaceRole | typeof STUDENT_ROLE;

/** A stored membership as the API shows it. */
export interface MembershipRecord {
  space_id: number;
  user_id: number;
  role: MembershipRole;
  status: SpaceMemberStatus;
  joined_at: string;
  updated_at: string;
}

export function toMembership(item: Record<string, unknown>): MembershipRecord {
  return {
    space_id: Number(item['space_id']),
    user_id: Number(item['user_id']),
    role: item['role'] as MembershipRole,
    status: item['status'] as SpaceMemberStatus,
    joined_at: String(item['joined_at']),
    updated_at: String(item['updated_at']),
  };
}

function membershipItem(m: MembershipRecord) {
  return {
    ...keys.spaceMember(m.space_id, m.user_id),
    entity: 'space_member',
    version: 1,
    ...m,
    gsi1pk: keys.spaceMembersPartition(m.space_id, m.status),
    gsi1sk: `${m.joined_at}#${padId(m.user_id)}`,
    gsi2pk: keys.userSpacesPartition(m.user_id),
    gsi2sk: padId(m.space_id),
  };
}

type Counted = Pick<MembershipRecord, 'status' | 'role'>;

/** The space's counter attribute of each active role (for the members list's role filter totals). */
export const roleCountAttribute = (role: MembershipRole): string => `active_${role}_count`;

/**
 * The space's counters a membership moving from `before` to `after` changes (either may be
 * absent): members_count and active_<role>_count for active ones, pending_count for pending ones.
 * The space must still exist.
 */
function countsUpdate(spaceId: number, before: Counted | null, after: Counted | null): TransactItem | null {
  const deltas = new Map<string, number>();
  const add = (m: Counted | null, d: number) => {
    if (m?.status === 'active') {
      deltas.set('members_count', (deltas.get('members_count') ?? 0) + d);
      deltas.set(roleCountAttribute(m.role), (deltas.get(roleCountAttribute(m.role)) ?? 0) + d);
    } else if (m?.status === 'pending') {
      deltas.set('pending_count', (deltas.get('pending_count') ?? 0) + d);
    }
  };
  add(before, -1);
  add(after, 1);
  const adds = [...deltas].filter(([, d]) => d !== 0);
  if (adds.length === 0) return null;
  return {
    Update: {
      TableName: tableName,
      Key: keys.space(spaceId),
      UpdateExpression: `ADD ${adds.map(([a], i) => `${a} :d${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: Object.fromEntries(adds.map(([, d], i) => [`:d${i}`, d])),
    },
  };
}

/**
 * A new membership without counting it (a new space counts its creator in its own record);
 * `extra` adds attributes of its own (a course enrolment's progress and my-courses key).
 */
export function membershipPut(m: MembershipRecord, extra: Record<string, unknown> = {}): TransactItem {
  return { Put: { TableName: tableName, Item: { ...extra, ...membershipItem(m) }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** A new membership (none before), counted; fails the transaction if one exists. */
export function membershipCreate(m: MembershipRecord, extra: Record<string, unknown> = {}): TransactItem[] {
  const count = countsUpdate(m.space_id, null, m);
  return [membershipPut(m, extra), ...(count ? [count] : [])];
}

/** A membership moving from one status (and role) to another, guarded by its current status. */
export function membershipChange(before: MembershipRecord, after: MembershipRecord): TransactItem[] {
  const count = countsUpdate(after.space_id, before, after);
  return [
    {
      Put: {
        TableName: tableName,
        Item: membershipItem(after),
        ConditionExpression: '#status = :status AND #role = :role',
        ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
        ExpressionAttributeValues: { ':status': before.status, ':role': before.role },
      },
    },
    ...(count ? [count] : []),
  ];
}

/** A membership ending, guarded by its current status. */
export function membershipDelete(before: MembershipRecord): TransactItem[] {
  const count = countsUpdate(before.space_id, before, null);
  return [
    {
      Delete: {
        TableName: tableName,
        Key: keys.spaceMember(before.space_id, before.user_id),
        ConditionExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': before.status },
      },
    },
    ...(count ? [count] : []),
  ];
}

export async function getMembership(spaceId: number, userId: number, options: { consistent?: boolean } = {}): Promise<MembershipRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.spaceMember(spaceId, userId), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toMembership(out.Item) : null;
}

/** Members of a space with a status, by join date; one Query. */
export async function listSpaceMembers(
  spaceId: number,
  status: SpaceMemberStatus,
  options: { ascending: boolean; offset: number; limit: number; startKey?: DynamoKey | undefined; role?: SpaceRole | undefined },
): Promise<{ memberships: MembershipRecord[]; lastKey: DynamoKey | undefined }> {
  // A role filter reads on until the page is full (bounded by the space's members).
  const { items, lastKey } = await queryPage(
    {
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.spaceMembersPartition(spaceId, status), ...(options.role ? { ':role': options.role } : {}) },
      ...(options.role ? { FilterExpression: '#role = :role', ExpressionAttributeNames: { '#role': 'role' } } : {}),
      ScanIndexForward: options.ascending,
      ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
    },
    options.offset + options.limit,
    ['pk', 'sk', GSI.gsi1.partition, GSI.gsi1.sort],
  );
  return { memberships: items.slice(options.offset).map(toMembership), lastKey: lastKey as DynamoKey | undefined };
}

/** Counts a space's memberships of a status (and role), reading that partition: for the totals no counter keeps. */
export function countSpaceMembers(spaceId: number, status: SpaceMemberStatus, role?: SpaceRole): Promise<number> {
  return countAll({
    TableName: tableName,
    IndexName: GSI.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ...(role ? { FilterExpression: '#role = :role', ExpressionAttributeNames: { '#role': 'role' } } : {}),
    ExpressionAttributeValues: { ':pk': keys.spaceMembersPartition(spaceId, status), ...(role ? { ':role': role } : {}) },
  });
}

/** Every membership a user holds (any status, spaces and courses), by space id. */
export async function membershipsOf(userId: number): Promise<MembershipRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: GSI.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.userSpacesPartition(userId) },
  });
  return items.map(toMembership);
}

/** The ids of the spaces a user holds any membership in (for excluding or visibility). */
export async function memberSpaceIds(userId: number): Promise<number[]> {
  return (await membershipsOf(userId)).map((m) => m.space_id);
}

/** A user's first `limit` memberships (any status), by space id: one Query of USERSPACES#<user>. */
export async function userMemberships(userId: number, limit: number): Promise<MembershipRecord[]> {
  const { items } = await queryPage(
    { TableName: tableName, IndexName: GSI.gsi2.name, KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': keys.userSpacesPartition(userId) } },
    limit,
    ['pk', 'sk', GSI.gsi2.partition, GSI.gsi2.sort],
  );
  return items.map(toMembership);
}

/**
 * The ids of a space's active members who joined last, at most `limit` of them (one Query of
 * user ids, more only when a page's 1 MB runs out).
 */
export async function latestMemberIds(spaceId: number, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: GSI.gsi1.name,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.spaceMembersPartition(spaceId, 'active') },
        ProjectionExpression: 'user_id',
        ScanIndexForward: false,
        Limit: limit - ids.length,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    ids.push(...(out.Items ?? []).map((i) => Number(i['user_id'])));
    startKey = out.LastEvaluatedKey;
  } while (startKey && ids.length < limit);
  return ids;
}

/** Which of `userIds` hold an active membership of the space (one BatchGet per 100). */
export async function activeMembersAmong(spaceId: number, userIds: number[]): Promise<Set<number>> {
  const found = await batchGet(userIds.map((id) => keys.spaceMember(spaceId, id)));
  return new Set([...found.values()].filter((i) => i['status'] === 'active').map((i) => Number(i['user_id'])));
}

/** The user ids of a space's active members (every page of its active partition: the post fan-out). */
/** The space's active members, or those of them who joined before `joinedBefore` (ISO time). */
export async function activeMemberIds(spaceId: number, joinedBefore?: string): Promise<number[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: GSI.gsi1.name,
    KeyConditionExpression: joinedBefore ? 'gsi1pk = :pk AND gsi1sk < :before' : 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.spaceMembersPartition(spaceId, 'active'), ...(joinedBefore ? { ':before': `${joinedBefore}#~` } : {}) },
    ProjectionExpression: 'user_id',
  });
  return items.map((i) => Number(i['user_id']));
}
