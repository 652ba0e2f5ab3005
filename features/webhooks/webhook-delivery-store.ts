/**
 * The delivery log (docs/webhooks.md): one item per (webhook, event) in the webhook's partition,
 * keys.webhookDelivery, holding the exact body sent and every attempt. Items expire after
 * DELIVERY_RETENTION_DAYS. Access patterns:
 * - a webhook's deliveries, newest first: Query WEBHOOK#<id>, begins_with DELIVERY#, descending
 *   (delivery ids are the time-ordered event ids)
 * - one delivery: GetItem WEBHOOK#<id> / DELIVERY#<event id>
 * - an attempt: one UpdateItem that creates the item on the first attempt and appends later ones
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';
import { decodeCursor, encodeCursor } from '#platform/core/paging.ts';

export const DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryAttempt {
  attempt: number;
  at: string;
  status_code: number | null;
  response_time: number;
  error: string | null;
}

export interface DeliveryRecord {
  /** The event id: the same on every attempt and redelivery. */
  id: string;
  webhook_id: number;
  event: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  body: string;
  last_status_code: number | null;
  last_response_time: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

const DELIVERY_RETENTION_DAYS = 30;
/** A redelivered delivery keeps its latest attempts only; the item stays far below DynamoDB's size limit. */
const MAX_ATTEMPTS_KEPT = 50;

const FIELDS = ['id', 'webhook_id', 'event', 'status', 'attempts', 'body', 'last_status_code', 'last_response_time', 'last_error', 'created_at', 'updated_at'] as const;

export const toDelivery = (item: Record<string, unknown>): DeliveryRecord =>
  Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? (f === 'attempts' ? [] : null)])) as unknown as DeliveryRecord;

export interface AttemptInput {
  webhookId: number;
  eventId: string;
  event: string;
  body: string;
  status: DeliveryStatus;
  attempt: DeliveryAttempt;
}

/** Adds one attempt and the delivery's new status; the first attempt creates the item. */
export async function recordAttempt(a: AttemptInput): Promise<void> {
  const expires = Math.floor(Date.parse(a.attempt.at) / 1000) + DELIVERY_RETENTION_DAYS * 86_400;
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.webhookDelivery(a.webhookId, a.eventId),
      UpdateExpression:
        'SET entity = :entity, id = :id, webhook_id = :wid, event = :event, body = if_not_exists(body, :body), created_at = if_not_exists(created_at, :at), ' +
        '#status = :status, attempts = list_append(if_not_exists(attempts, :none), :attempt), last_status_code = :code, last_response_time = :time, ' +
        'last_error = :error, updated_at = :at, #ttl = :ttl',
      ExpressionAttributeNames: { '#status': 'status', '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':entity': 'webhook_delivery', ':id': a.eventId, ':wid': a.webhookId, ':event': a.event, ':body': a.body, ':at': a.attempt.at,
        ':status': a.status, ':none': [], ':attempt': [a.attempt], ':code': a.attempt.status_code, ':time': a.attempt.response_time,
        ':error': a.attempt.error, ':ttl': expires,
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const attempts = (out.Attributes?.['attempts'] as DeliveryAttempt[] | undefined) ?? [];
  if (attempts.length > MAX_ATTEMPTS_KEPT) {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.webhookDelivery(a.webhookId, a.eventId),
        UpdateExpression: 'SET attempts = :kept',
        ExpressionAttributeValues: { ':kept': attempts.slice(-MAX_ATTEMPTS_KEPT) },
      }),
    );
  }
}

/** A redelivery was queued: the delivery is pending again until its next attempt. False when it does not exist. */
export async function markPending(webhookId: number, deliveryId: string, now = new Date()): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.webhookDelivery(webhookId, deliveryId),
        UpdateExpression: 'SET #status = :pending, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getDelivery(webhookId: number, deliveryId: string, options: { consistent?: boolean } = {}): Promise<DeliveryRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.webhookDelivery(webhookId, deliveryId), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toDelivery(out.Item) : null;
}

/** A page of a webhook's deliveries, newest first, and the cursor of the next page (null at the end). */
export async function listDeliveries(webhookId: number, options: { limit: number; cursor?: string }): Promise<{ items: DeliveryRecord[]; nextCursor: string | null }> {
  const pk = keys.webhookDeliveriesPartition(webhookId);
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.WEBHOOK_DELIVERY_PREFIX },
      ScanIndexForward: false,
      Limit: options.limit,
      ...(options.cursor ? { ExclusiveStartKey: decodeCursor(options.cursor, { partition: pk }) } : {}),
    }),
  );
  return { items: (out.Items ?? []).map(toDelivery), nextCursor: encodeCursor(out.LastEvaluatedKey as Record<string, string> | undefined) };
}

/**
 * The webhook's latest outcome (spec: last_triggered_at on success, last_error on failure; a
 * success clears the error). Nothing happens if the webhook was deleted meanwhile.
 */
export async function recordWebhookOutcome(webhookId: number, outcome: { ok: boolean; error: string | null }, at: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.webhook(webhookId),
        UpdateExpression: outcome.ok ? 'SET last_triggered_at = :at, last_error = :null' : 'SET last_error = :error',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: outcome.ok ? { ':at': at, ':null': null } : { ':error': outcome.error ?? 'delivery failed' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
