/**
 * Invitations (docs/invitations.md; docs/data-model.md). Access patterns:
 * - an invitation (by its id, or by a token, which starts with the id): GetItem INVITATION#<id>/INVITATION
 * - a space's invitations, newest first: Query gsi1 INVITES#<space> (status=all) or gsi2
 *   INVITESOPEN#<space> (status=pending: not accepted; expired and used-up links filtered out)
 * - everything a space owns: owner SPACE#<space> (the space's purge deletes its invitations)
 * - a new invitation: Put if absent; a revocation: Delete
 * - an emailed invitation's token, set when its mail is rendered: Update guarded by the send it
 *   belongs to (a resend's newer send wins; a revoked or accepted invitation takes none)
 * - a resend: Update (new send, token cleared) guarded by the state read; counted per invitation
 *   in a fixed window (platform/data/window-counter-store.ts)
 * - a use, in the accepting transaction: an emailed invitation moves to accepted (out of gsi2), a
 *   link counts one more use, each guarded by the token, the expiry and the use limit
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { DynamoKey } from '#platform/core/paging.ts';
import type { InvitationRecord } from '#features/spaces/invitations.ts';

const FIELDS = [
  'id', 'type', 'space_id', 'status', 'email', 'invitee_name', 'title', 'limit', 'uses', 'expires_at', 'created_by', 'created_at', 'updated_at',
  'accepted_by', 'accepted_at', 'token_digest', 'send_seq', 'token_at',
] as const;

export function toInvitation(item: Record<string, unknown>): InvitationRecord {
  return Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? null])) as unknown as InvitationRecord;
}

const order = (inv: InvitationRecord) => `${inv.created_at}#${padId(inv.id)}`;

function invitationItem(inv: InvitationRecord): Record<string, unknown> {
  return {
    ...keys.invitation(inv.id),
    entity: 'invitation',
    ...inv,
    gsi1pk: keys.invitationsPartition(inv.space_id),
    gsi1sk: order(inv),
    ...(inv.status === 'pending' ? { gsi2pk: keys.openInvitationsPartition(inv.space_id), gsi2sk: order(inv) } : {}),
    ownerpk: keys.spacePartition(inv.space_id),
    ownersk: keys.invitation(inv.id).pk,
  };
}

/** A new invitation (its id is fresh, so it cannot exist). */
export function invitationPut(inv: InvitationRecord): TransactItem {
  return { Put: { TableName: tableName, Item: invitationItem(inv), ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getInvitation(id: number, options: { consistent?: boolean } = {}): Promise<InvitationRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.invitation(id), ConsistentRead: options.consistent ?? false }));
  return out.Item && out.Item['entity'] === 'invitation' ? toInvitation(out.Item) : null;
}

/** Revokes: the invitation is gone, so no token of it works from now on. False when it was already gone. */
export async function deleteInvitation(id: number): Promise<boolean> {
  try {
    await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.invitation(id), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Sets the token of the invitation's send `sendSeq` (its mail is being rendered). False when that
 * send is no longer current: the invitation was revoked, accepted, or resent since.
 */
export async function setSendToken(id: number, sendSeq: number, digest: string, at: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.invitation(id),
        UpdateExpression: 'SET token_digest = :digest, token_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending AND send_seq = :seq',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':digest': digest, ':at': at, ':pending': 'pending', ':seq': sendSeq },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * A resend, in the transaction that queues its mail: the next send, with no token until its mail
 * is rendered (the earlier token stops working now) and the expiry renewed. Guarded by the send
 * read, so of two resends at once one fails here.
 */
export function resendUpdate(inv: InvitationRecord, expiresAt: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.invitation(inv.id),
      UpdateExpression: 'SET send_seq = :next, expires_at = :expires, updated_at = :at, token_digest = :none, token_at = :none',
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending AND send_seq = :seq',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':next': inv.send_seq + 1, ':expires': expiresAt, ':at': at, ':none': null, ':pending': 'pending', ':seq': inv.send_seq },
    },
  };
}

/**
 * One use of the invitation by `userId`, in the accepting transaction: the token must still be the
 * current one, the invitation pending and unexpired, and a link under its limit, so of two accepts
 * racing for the last use one fails here.
 */
export function invitationUse(inv: InvitationRecord, digest: string, userId: number, now: Date): TransactItem {
  const at = now.toISOString();
  const guard = 'attribute_exists(pk) AND #status = :pending AND token_digest = :digest AND expires_at > :now';
  const common = { ':pending': 'pending', ':digest': digest, ':now': at, ':at': at };
  if (inv.type === 'email') {
    return {
      Update: {
        TableName: tableName,
        Key: keys.invitation(inv.id),
        UpdateExpression: 'SET #status = :accepted, accepted_by = :user, accepted_at = :at, updated_at = :at, uses = :one REMOVE gsi2pk, gsi2sk',
        ConditionExpression: guard,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ...common, ':accepted': 'accepted', ':user': userId, ':one': 1 },
      },
    };
  }
  return {
    Update: {
      TableName: tableName,
      Key: keys.invitation(inv.id),
      UpdateExpression: 'ADD uses :one SET updated_at = :at',
      ConditionExpression: `${guard} AND (#limit = :zero OR uses < #limit)`,
      ExpressionAttributeNames: { '#status': 'status', '#limit': 'limit' },
      ExpressionAttributeValues: { ...common, ':one': 1, ':zero': 0 },
    },
  };
}

export const invitationListIndex = (spaceId: number, status: 'pending' | 'all') =>
  status === 'all' ? { index: GSI.gsi1, partition: keys.invitationsPartition(spaceId) } : { index: GSI.gsi2, partition: keys.openInvitationsPartition(spaceId) };

/** A page bounds what the pending list's filter reads: after this many items the page ends short, with a cursor. */
const MAX_READ = 1_000;

/** One page of a space's invitations, newest first; the pending list leaves out expired and used-up ones. */
export async function listInvitations(
  spaceId: number,
  status: 'pending' | 'all',
  limit: number,
  now: Date,
  startKey?: DynamoKey,
): Promise<{ invitations: InvitationRecord[]; lastKey: DynamoKey | undefined }> {
  const { index, partition } = invitationListIndex(spaceId, status);
  const pending = status === 'pending';
  const { items, lastKey } = await queryPage(
    {
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: `${index.partition} = :pk`,
      ExpressionAttributeValues: { ':pk': partition, ...(pending ? { ':now': now.toISOString(), ':zero': 0 } : {}) },
      ...(pending ? { FilterExpression: 'expires_at > :now AND (#limit = :zero OR uses < #limit)', ExpressionAttributeNames: { '#limit': 'limit' } } : {}),
      ScanIndexForward: false,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    },
    limit,
    ['pk', 'sk', index.partition, index.sort],
    MAX_READ,
  );
  return { invitations: items.map(toInvitation), lastKey: lastKey as DynamoKey | undefined };
}
