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
 * - a member's stored bytes (quota): GetItem USER#<id>/MEDIAUSAGE: ready media plus the bytes
 *   pending uploads hold (reserved when admitted, settled at finalize, released when refused or removed).
 * Claims (docs/media.md, Attaching): claimMediaItem / releaseMediaItem are transaction items
 * written with the owner's own change, conditioned on the record's state, so a medium is never
 * attached to two owners nor released by an owner that no longer holds it.
 */
import { GetCommand, PutCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '#platform/config.ts';
import { TooManyRequestsError } from '#platform/core/errors.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf, queryAll, queryPage } from '#platform/data/queries.ts';
import { GSI, TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { isConditionFailure, type TransactItem } from '#platform/data/transactions.ts';
import type { MediaClaim, MediaRecord, ObjectSource } from '#features/media/media.ts';

/** A pending record outlives its deadline by this much before DynamoDB's TTL takes it (the janitor comes first). */
const TTL_MARGIN_SECONDS = 86_400;

const FIELDS = [
  'id', 'user_id', 'media_key', 'file_name', 'status', 'declared_type', 'declared_size', 'file_type', 'file_size', 'width', 'height',
  'object_key', 'thumbnails', 'store', 'object_source', 'object_id', 'claim', 'reason', 'reserved', 'processing_until', 'attempts',
  'expires', 'created_at', 'updated_at',
] as const satisfies readonly (keyof MediaRecord)[];

/** What a field missing from an older item reads as (null otherwise). */
const MISSING: Partial<Record<(typeof FIELDS)[number], unknown>> = { thumbnails: [], attempts: 0 };

export function toMedia(item: Record<string, unknown>): MediaRecord {
  return Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? MISSING[f] ?? null])) as unknown as MediaRecord;
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

/** The Put of a new record (the id is fresh: never overwrites). */
export function newMediaItem(m: MediaRecord): TransactItem {
  return { Put: { TableName: tableName, Item: mediaItem(m), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Writes a new record on its own (newMediaItem): a test's seed. */
export async function putNewMedia(m: MediaRecord): Promise<void> {
  const put = newMediaItem(m).Put;
  if (put) await ddb.send(new PutCommand(put));
}

/**
 * The Put of a record's next state if it is still in the state it was read in (`from` status
 * and updated_at): two writers for one upload (S3 may deliver an event twice) change it once.
 */
export function replaceMediaItem(next: MediaRecord, from: Pick<MediaRecord, 'status' | 'updated_at'>): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: mediaItem(next),
      ConditionExpression: '#status = :status AND #updated = :updated',
      ExpressionAttributeNames: { '#status': 'status', '#updated': 'updated_at' },
      ExpressionAttributeValues: { ':status': from.status, ':updated': from.updated_at },
    },
  };
}

/** replaceMediaItem on its own. Answers false when another write came first. */
export async function replaceMedia(next: MediaRecord, from: Pick<MediaRecord, 'status' | 'updated_at'>): Promise<boolean> {
  try {
    const put = replaceMediaItem(next, from).Put;
    if (put) await ddb.send(new PutCommand(put));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Takes a pending upload for one finalize run (docs/media.md "Finalize"): only while it is pending
 * under `objectKey` and no other run holds it (or the holder's lease ran out: it died). The taker
 * holds it until `until` and is counted (`attempts`). Answers the record as taken, or null when
 * another run has it or it is no longer pending.
 */
export async function takeForFinalize(id: number, objectKey: string, now: Date, until: Date): Promise<MediaRecord | null> {
  try {
    const out = await ddb.send(new UpdateCommand({
      TableName: tableName,
      Key: keys.media(id),
      UpdateExpression: 'SET processing_until = :until, updated_at = :at ADD attempts :one',
      ConditionExpression: '#status = :pending AND object_key = :key AND (attribute_not_exists(processing_until) OR processing_until = :none OR processing_until < :at)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':until': until.toISOString(), ':at': now.toISOString(), ':one': 1, ':pending': 'pending', ':key': objectKey, ':none': null },
      ReturnValues: 'ALL_NEW',
    }));
    return out.Attributes ? toMedia(out.Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Adds `bytes` (negative to subtract) to a member's stored media total: mediaUsageItem on its own. */
export async function addMediaUsage(userId: number, bytes: number): Promise<void> {
  const update = mediaUsageItem(userId, bytes).Update;
  if (update) await ddb.send(new UpdateCommand(update));
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

/** Media by id in one BatchGet (consistent: read before a claim), in the order asked; unknown ids are left out. */
export async function getMediaMany(ids: readonly number[], options: { consistent?: boolean } = {}): Promise<MediaRecord[]> {
  if (ids.length === 0) return [];
  const found = await batchGet(ids.map((id) => keys.media(id)), options);
  return ids.flatMap((id) => {
    const item = found.get(itemKeyOf(keys.media(id)));
    return item ? [toMedia(item)] : [];
  });
}

const sameClaim = '#claim.#source = :source AND #claim.#id = :oid';
const claimNames = { '#claim': 'claim', '#source': 'source', '#id': 'id' };

/**
 * Attaches a ready medium of `userId` to `claim`: only while it is unclaimed or already claimed by
 * that same object. Leaves gsi3 (no expiry while attached). `declared`, when given, becomes what
 * the upload is for (a private claim's source: the medium stays private after a release, media.ts isPrivateMedium).
 */
export function claimMediaItem(mediaId: number, userId: number, claim: MediaClaim, at: string, declared?: { source: ObjectSource; id: number }): TransactItem {
  const source = declared ? { ':os': declared.source, ':oi': declared.id } : null;
  return {
    Update: {
      TableName: tableName,
      Key: keys.media(mediaId),
      UpdateExpression: `SET #claim = :claim, updated_at = :at${source ? ', object_source = :os, object_id = :oi' : ''} REMOVE expires, ${GSI.gsi3.partition}, ${GSI.gsi3.sort}`,
      ConditionExpression: `attribute_exists(pk) AND #status = :ready AND user_id = :uid AND (attribute_not_exists(#claim) OR #claim = :none OR (${sameClaim}))`,
      ExpressionAttributeNames: { ...claimNames, '#status': 'status' },
      ExpressionAttributeValues: { ':claim': claim, ':at': at, ':ready': 'ready', ':uid': userId, ':none': null, ':source': claim.source, ':oid': claim.id, ...source },
    },
  };
}

/**
 * Releases a medium its owner (`claim`) no longer shows: unclaimed, it waits on gsi3 MEDIAEXPIRY
 * until the end of MEDIA_RELEASE_GRACE_SECONDS, when the janitor removes it unless it was attached again.
 */
export function releaseMediaItem(mediaId: number, claim: Pick<MediaClaim, 'source' | 'id'>, now: Date): TransactItem {
  const at = now.toISOString();
  const expires = new Date(now.getTime() + config.MEDIA_RELEASE_GRACE_SECONDS * 1000).toISOString();
  return {
    Update: {
      TableName: tableName,
      Key: keys.media(mediaId),
      UpdateExpression: `SET #claim = :none, updated_at = :at, expires = :expires, ${GSI.gsi3.partition} = :gpk, ${GSI.gsi3.sort} = :gsk`,
      ConditionExpression: `attribute_exists(pk) AND ${sameClaim}`,
      ExpressionAttributeNames: claimNames,
      ExpressionAttributeValues: { ':none': null, ':at': at, ':expires': expires, ':gpk': keys.MEDIA_EXPIRY, ':gsk': `${expires}#${padId(mediaId)}`, ':source': claim.source, ':oid': claim.id },
    },
  };
}

/** releaseMediaItem on its own: false when the medium is gone or held by another owner (nothing to release). */
export async function releaseMedia(mediaId: number, claim: Pick<MediaClaim, 'source' | 'id'>, now: Date): Promise<boolean> {
  const update = releaseMediaItem(mediaId, claim, now).Update;
  try {
    if (update) await ddb.send(new UpdateCommand(update));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Deletes a record in a transaction, if it is still the state it was read in (updated_at). */
export function deletedMediaItem(m: Pick<MediaRecord, 'id' | 'updated_at'>): TransactItem {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.media(m.id),
      ConditionExpression: 'updated_at = :updated',
      ExpressionAttributeValues: { ':updated': m.updated_at },
    },
  };
}

/** The usage counter's change inside a transaction (addMediaUsage's item). */
export function mediaUsageItem(userId: number, bytes: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.mediaUsage(userId),
      UpdateExpression: 'SET entity = :entity ADD #bytes :bytes',
      ExpressionAttributeNames: { '#bytes': 'bytes' },
      ExpressionAttributeValues: { ':bytes': bytes, ':entity': 'media_usage' },
    },
  };
}

/** The bytes a record holds on the uploader's usage: a ready medium's size, a pending upload's reservation. */
const heldBytes = (m: MediaRecord): number => (m.status === 'ready' ? (m.file_size ?? 0) : (m.reserved ?? 0));

/** The record's delete and the bytes it held off the uploader's usage (deleting a medium, the janitor). */
export const removalItems = (m: MediaRecord): TransactItem[] => [
  deletedMediaItem(m),
  ...(heldBytes(m) ? [mediaUsageItem(m.user_id, -heldBytes(m))] : []),
];

/**
 * Reserves `bytes` on a member's usage for an upload being admitted. With a quota (> 0), only while
 * the usage (ready media and what pending uploads hold) plus `bytes` stays within it: one
 * conditional ADD, so parallel admissions never pass it together. DynamoDB conditions cannot add,
 * so the room is computed here: usage <= quota - bytes. The caller refuses `bytes` > quota itself.
 */
export function reserveUsageItem(userId: number, bytes: number, quotaBytes: number): TransactItem {
  const item = mediaUsageItem(userId, bytes);
  if (quotaBytes <= 0 || !item.Update) return item;
  return {
    Update: {
      ...item.Update,
      ConditionExpression: 'attribute_not_exists(#bytes) OR #bytes <= :room',
      ExpressionAttributeValues: { ...item.Update.ExpressionAttributeValues, ':room': quotaBytes - bytes },
    },
  };
}

/** Every ready medium of a member, newest first (gsi1 MEDIAOF#<user>): one Query per MB of records. */
export async function listMediaOf(userId: number): Promise<MediaRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: GSI.gsi1.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': GSI.gsi1.partition },
    ExpressionAttributeValues: { ':pk': keys.mediaOfPartition(userId) },
    ScanIndexForward: false,
  });
  return items.map(toMedia);
}

/** Records whose expiry is at or before `now` (and at or after `since`, if given) on gsi3 MEDIAEXPIRY, oldest first, at most `limit`. */
export async function expiredMedia(now: Date, limit: number, since?: Date): Promise<MediaRecord[]> {
  const input: QueryCommandInput = {
    TableName: tableName,
    IndexName: GSI.gsi3.name,
    KeyConditionExpression: `#pk = :pk AND #sk ${since ? 'BETWEEN :from AND' : '<='} :upto`,
    ExpressionAttributeNames: { '#pk': GSI.gsi3.partition, '#sk': GSI.gsi3.sort },
    // '~' sorts after '#<id>': every record expiring at `now` itself is included.
    ExpressionAttributeValues: { ':pk': keys.MEDIA_EXPIRY, ':upto': `${now.toISOString()}~`, ...(since ? { ':from': since.toISOString() } : {}) },
  };
  const { items } = await queryPage(input, limit, ['pk', 'sk', GSI.gsi3.partition, GSI.gsi3.sort]);
  return items.map(toMedia);
}
