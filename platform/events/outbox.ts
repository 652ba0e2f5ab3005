/**
 * The outbox. A change that emits an event writes the event item in the same transaction as the
 * change itself; the table's stream carries it to webhooks and the activity history. An event
 * that is not committed is never delivered, and a committed one is never lost.
 */
import { currentCorrelationId } from '#platform/core/log.ts';
import { randomBytes } from 'node:crypto';
import { tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { OutboxEventName } from '#platform/events/names.ts';

/** Kept long enough for the stream consumer's retries and a redelivery window, then expired. */
const OUTBOX_RETENTION_SECONDS = 14 * 24 * 3600;

export interface DomainEvent {
  /** A webhook event, or an internal one (names.ts) that only the activity history reads. */
  name: OutboxEventName;
  /** The user whose action caused the event (their xprofile goes into the payload). */
  actorId: number | null;
  /** The affected record, as the event's payload `data`. */
  data: Record<string, unknown>;
  /** Lets the activity history apply the space's visibility rule. */
  spaceId?: number | null;
}

/** Time-ordered and unique: 12 hex digits of milliseconds, then 10 random bytes. */
export function newEventId(now = Date.now()): string {
  return `${now.toString(16).padStart(12, '0')}${randomBytes(10).toString('hex')}`;
}

export function outboxPut(event: DomainEvent, now = new Date()): TransactItem {
  const id = newEventId(now.getTime());
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.event(id),
        entity: 'event',
        version: 1,
        event_id: id,
        event: event.name,
        occurred_at: now.toISOString(),
        actor_id: event.actorId,
        space_id: event.spaceId ?? null,
        data: event.data,
        // The request's correlation id (platform/core/log.ts): the router and the workers log under it.
        ...(currentCorrelationId() ? { correlation_id: currentCorrelationId() } : {}),
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + OUTBOX_RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** An outbox item as stored, and as the stream router reads it from the stream's new image. */
export interface OutboxEvent {
  event_id: string;
  event: string;
  occurred_at: string;
  actor_id: number | null;
  space_id: number | null;
  data: Record<string, unknown>;
}

export const isOutboxEvent = (item: Record<string, unknown> | undefined): item is Record<string, unknown> & OutboxEvent =>
  item?.['entity'] === 'event' && typeof item['event_id'] === 'string' && typeof item['event'] === 'string';
