/**
 * Media records (docs/media.md, docs/data-model.md). Access patterns:
 * - a medium by id: GetItem MEDIA#<id>/MEDIA (its media_key is compared by the caller);
 * - a member's ready media, newest first: gsi1 MEDIAOF#<uploader> by <created_at>#<id>;
 * - what has expired (pending uploads past their deadline, released media past their grace):
 *   gsi3 MEDIAEXPIRY by <expiry instant>#<id>, a Query up to now;
 * - a pending record also carries the table's TTL a day after its deadline, so a record the
 *   janitor never reaches still goes;
 * - a member's upload window (rate limit): USER#<id>/UPLOADRATE, a counter with the window's end as
 *   its TTL, taken with conditional writes (as feed-store's post rate);
 * - a member's stored bytes (quota): GetItem USER#<id>/MEDIAUSAGE.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TooManyRequestsError } from '#shared/core/errors.ts';
import { ddb, tableName } from '#shared/data/client.ts';
import { keys, padId } from '#shared/data/keys.ts';
import { GSI, TTL_ATTRIBUTE } from '#shared/data/table.ts';
import { isConditionFailure } from '#shared/data/transactions.ts';
import type { MediaRecord } from '#shared/domain/media.ts';

/** A pending record outlives its deadline by this much before DynamoDB's TTL takes it (the janitor comes first). */
const TTL_MARGIN_SECONDS = 86_400;

const FIELDS = [
  'id', 'user_id', 'media_key', 'file_name', 'status', 'declared_type', 'declared_size', 'file_type', 'file_size', 'width', 'height',
  'object_key', 'thumbnails', 'object_source', 'object_id', 'claim', 'reason', 'expires', 'created_at', 'updated_at',
] as const satisfies readonly (keyof MediaRecord)[];

export function toMedia(item: Record<string, unknown>): MediaRecord {
  return Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? (f === 'thumbnails' ? [] : null)])) as unknown as MediaRecord;
}

/** The index keys a record holds in its state: gsi1 while ready, gsi3 while it has an expiry. */
export function mediaIndexKeys(m: MediaRecord): Record<string, string> {
  return {
    ...(m.status === 'ready' ? { [GSI.gsi1.partition]: keys.mediaOfPartition(m.user_id), [GSI.gsi1.sort]: `${m.created_at}#${padId(m.id)}` } : {}),
    ...(m.expires !== null ? { [GSI.gsi3.partition]: keys.MEDIA_EXPIRY, [GSI.gsi3.sort]: `${m.expires}#${padId(m.id)}` } : {}),
  };
}

/** The whole item of a record, index keys included. */
export function mediaItem(m: MediaRecord): Record<string, unknown> {
  const ttl = m.status === 'pending' && m.expires !== null ? { [TTL_ATTRIBUTE]: Math.floor(Date.parse(m.expires) / 1000) + TTL_MARGIN_SECONDS } : {};
  return { ...keys.media(m.id), entity: 'media', ...m, ...mediaIndexKeys(m), ...ttl };
}

export async function getMedia(id: number, options: { consistent?: boolean } = {}): Promise<MediaRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.media(id), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toMedia(out.Item) : null;
}

/** Writes a new pending record (the id is fresh: never overwrites). */
export async function putPendingMedia(m: MediaRecord): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName, Item: mediaItem(m), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/**
 * Replaces a record with its next state if it is still in the state it was read in (`from`
 * status and updated_at): two finalize runs for one upload (S3 may deliver an event twice) change
 * it once. Answers false when another write came first.
 */
export async function replaceMedia(next: MediaRecord, from: Pick<MediaRecord, 'status' | 'updated_at'>): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: mediaItem(next),
        ConditionExpression: '#status = :status AND #updated = :updated',
        ExpressionAttributeNames: { '#status': 'status', '#updated': 'updated_at' },
        ExpressionAttributeValues: { ':status': from.status, ':updated': from.updated_at },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Adds `bytes` (negative to subtract) to a member's stored media total; answers the new total. */
export async function addMediaUsage(userId: number, bytes: number): Promise<number> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mediaUsage(userId),
      UpdateExpression: 'SET entity = :entity ADD #bytes :bytes',
      ExpressionAttributeNames: { '#bytes': 'bytes' },
      ExpressionAttributeValues: { ':bytes': bytes, ':entity': 'media_usage' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.['bytes'] ?? 0);
}

/** A member's stored media total in bytes (0 when they have none). */
export async function getMediaUsage(userId: number): Promise<number> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.mediaUsage(userId), ConsistentRead: true }));
  return Number(out.Item?.['bytes'] ?? 0);
}

/**
 * Takes one upload from the member's window of `windowSeconds` (at most `limit` uploads in it), or
 * throws 429 with the seconds until the window ends. Conditional writes only, so two simultaneous
 * requests never both take the last slot.
 */
export async function takeUploadSlot(userId: number, now: Date, limit: number, windowSeconds: number): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const key = keys.uploadRate(userId);
  const takeSlot = () =>
    ddb.send(new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'ADD uploads :one',
      ConditionExpression: '#ttl > :now AND uploads < :limit',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds, ':limit': limit },
    }));
  const openWindow = () =>
    ddb.send(new PutCommand({
      TableName: tableName,
      Item: { ...key, entity: 'upload_rate', uploads: 1, [TTL_ATTRIBUTE]: nowSeconds + windowSeconds },
      ConditionExpression: 'attribute_not_exists(pk) OR #ttl <= :now',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':now': nowSeconds },
    }));
  for (const write of [takeSlot, openWindow, takeSlot]) {
    try {
      await write();
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  const current = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  throw new TooManyRequestsError(Math.max(1, Number(current.Item?.[TTL_ATTRIBUTE] ?? nowSeconds + 1) - nowSeconds));
}
