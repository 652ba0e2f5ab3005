/**
 * Space memberships (the spaces issue builds on these). Access patterns:
 * - a membership: GetItem SPACE#<space>/MEMBER#<user>
 * - members of a space by status, by join date: Query gsi1 SPACEMEMBERS#<space>#<status>
 * The space's members_count lives on the space item, kept by the spaces domain.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#shared/data/client.ts';
import { keys, padId } from '#shared/data/keys.ts';
import { GSI } from '#shared/data/table.ts';
import { transact, type TransactItem } from '#shared/data/transactions.ts';
import type { DynamoKey } from '#shared/http/pagination.ts';

export const SPACE_ROLES = ['member', 'moderator', 'admin'] as const;
export type SpaceRole = (typeof SPACE_ROLES)[number];
export const SPACE_MEMBER_STATUSES = ['active', 'pending', 'banned'] as const;
export type SpaceMemberStatus = (typeof SPACE_MEMBER_STATUSES)[number];

export interface SpaceMembership {
  spaceId: number;
  userId: number;
  role: SpaceRole;
  status: SpaceMemberStatus;
  joinedAt?: Date;
}

export function membershipItem(m: SpaceMembership) {
  const joined = (m.joinedAt ?? new Date()).toISOString();
  return {
    ...keys.spaceMember(m.spaceId, m.userId),
    entity: 'space_member',
    version: 1,
    space_id: m.spaceId,
    user_id: m.userId,
    role: m.role,
    status: m.status,
    joined_at: joined,
    updated_at: joined,
    gsi1pk: keys.spaceMembersPartition(m.spaceId, m.status),
    gsi1sk: `${joined}#${padId(m.userId)}`,
  };
}

/** Adds `delta` to the space's members_count (active memberships). */
export function membersCountUpdate(spaceId: number, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.space(spaceId),
      UpdateExpression: 'ADD members_count :d',
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

/** Writes a new membership with the space's count (seeding and migration of memberships). */
export async function putSpaceMembership(m: SpaceMembership): Promise<void> {
  await transact([
    { Put: { TableName: tableName, Item: membershipItem(m), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(m.status === 'active' ? [membersCountUpdate(m.spaceId, 1)] : []),
  ]);
}

/** Members of a space with a status, by join date; one Query. */
export async function listSpaceMemberIds(
  spaceId: number,
  status: SpaceMemberStatus,
  options: { ascending: boolean; offset: number; limit: number; startKey?: DynamoKey },
): Promise<{ userIds: number[]; lastKey: DynamoKey | undefined }> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.spaceMembersPartition(spaceId, status) },
      ProjectionExpression: 'user_id, pk, sk, gsi1pk, gsi1sk',
      ScanIndexForward: options.ascending,
      Limit: options.offset + options.limit,
      ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
    }),
  );
  return { userIds: (out.Items ?? []).slice(options.offset).map((i) => Number(i['user_id'])), lastKey: out.LastEvaluatedKey as DynamoKey | undefined };
}
