/**
 * The stream router's dead-letter queue (ROUTER_DLQ_URL; docs/events.md, "Failures"). A side effect
 * of a record that failed every attempt is sent here with its reason, and the router goes on with
 * the record's other side effects and the records after it. The same queue receives the event
 * source mapping's own on-failure records (batches it gave up on; they carry DDBStreamBatchInfo).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { config } from '#platform/config.ts';
import { toSqsBody } from '#platform/events/sqs-body.ts';
import { queueUrl, sendJson } from '#platform/events/sqs-client.ts';

export interface RouterDeadLetter {
  kind: 'side_effect_failed';
  /** Which independent piece of work failed (notifications, activity, webhooks, ...), or `decode` when the record could not be read at all. */
  side_effect: string;
  /** The last attempt's error. */
  error: string;
  attempts: number;
  failed_at: string;
  /** Which record: its stream coordinates, its item's keys, and for an outbox event its id and name. */
  record: {
    stream_event_id: string | null;
    sequence_number: string | null;
    event_source_arn: string | null;
    keys: Record<string, unknown> | null;
    entity: string | null;
    event_id: string | null;
    event: string | null;
  };
  /** The stream record as Lambda delivered it, for a replay (docs/events.md); null when it would not fit in one message. */
  stream_record: DynamoDBRecord | null;
}

/** Below SQS's smallest maximum message size (256 KiB), leaving room for the letter around the record. */
const MAX_LETTER_BYTES = 250_000;

const errorText = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

function readable(image: Record<string, unknown> | undefined): Record<string, unknown> | null {
  try {
    return image ? unmarshall(image as Record<string, AttributeValue>) : null;
  } catch {
    return null; // an image that cannot be read is why a `decode` letter exists: the stream record still carries it
  }
}

export function routerDeadLetter(record: DynamoDBRecord, sideEffect: string, error: unknown, attempts: number, now = new Date()): RouterDeadLetter {
  const item = readable(record.dynamodb?.NewImage) ?? readable(record.dynamodb?.OldImage);
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const letter: RouterDeadLetter = {
    kind: 'side_effect_failed',
    side_effect: sideEffect,
    error: errorText(error),
    attempts,
    failed_at: now.toISOString(),
    record: {
      stream_event_id: record.eventID ?? null,
      sequence_number: record.dynamodb?.SequenceNumber ?? null,
      event_source_arn: record.eventSourceARN ?? null,
      keys: readable(record.dynamodb?.Keys),
      entity: text(item?.['entity']),
      event_id: text(item?.['event_id']),
      event: text(item?.['event']),
    },
    stream_record: record,
  };
  return Buffer.byteLength(toSqsBody(letter)) > MAX_LETTER_BYTES ? { ...letter, stream_record: null } : letter;
}

/** Sends the letter; throws when the queue cannot take it, so the record is reported failed instead of lost. */
export async function sendRouterDeadLetter(letter: RouterDeadLetter): Promise<void> {
  await sendJson(queueUrl(config.ROUTER_DLQ_URL, 'ROUTER_DLQ_URL', 'failed stream side effects cannot be dead-lettered'), letter);
}
