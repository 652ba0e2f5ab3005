/**
 * The outbox's events as API tests see them (docs/data-model.md: one `EVENT#<id>` / `EVENT` item
 * per event, written once and never changed), read from the table's stream as the events router
 * reads them. Each worker follows the stream from before its first test file (stack-env.ts calls
 * followOutbox), so a lookup reads only the records written since the worker's last one. A Scan of
 * the table instead read every item of the run each time: late in a run it held DynamoDB Local's
 * one SQLite thread for seconds, stalling every other test's requests.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export interface OutboxEvent {
  event_id: string;
  event: string;
  actor_id: number | null;
  space_id: number | null;
  data: Record<string, unknown>;
  occurred_at: string;
}

interface Follower {
  streams: DynamoDBStreamsClient;
  streamArn: string;
  /** Each shard's next iterator, or null once a closed shard is read to its end. */
  shards: Map<string, string | null>;
  /** Each shard's last record read, to start again after it when an iterator expires. */
  lastSequence: Map<string, string>;
  events: OutboxEvent[];
  /** Catching up runs one at a time: concurrent lookups in a worker wait for the same pass. */
  pass: Promise<void>;
}

let follower: Promise<Follower> | undefined;

async function shardIterator(f: Follower, shardId: string, type: ShardIteratorType): Promise<string | null> {
  const after = f.lastSequence.get(shardId);
  const out = await f.streams.send(
    new GetShardIteratorCommand({ StreamArn: f.streamArn, ShardId: shardId, ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: type }) }),
  );
  return out.ShardIterator ?? null;
}

/** Adds the shards that appeared since the last pass: a new one is read from its start. */
async function discoverShards(f: Follower, type: ShardIteratorType): Promise<void> {
  const out = await f.streams.send(new DescribeStreamCommand({ StreamArn: f.streamArn }));
  for (const shard of out.StreamDescription?.Shards ?? []) {
    if (shard.ShardId && !f.shards.has(shard.ShardId)) f.shards.set(shard.ShardId, await shardIterator(f, shard.ShardId, type));
  }
}

/** Reads every shard up to what is written now, keeping the outbox events. */
async function catchUp(f: Follower): Promise<void> {
  await discoverShards(f, 'TRIM_HORIZON');
  for (const [shardId, start] of f.shards) {
    let iterator = start;
    while (iterator) {
      let out;
      try {
        out = await f.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      } catch (error) {
        if (!(error instanceof ExpiredIteratorException)) throw error;
        // After the last record read, or (none read yet) from the shard's start: older events only add ids no test asks for.
        iterator = await shardIterator(f, shardId, 'TRIM_HORIZON');
        continue;
      }
      for (const record of out.Records ?? []) {
        const image = record.dynamodb?.NewImage;
        if (record.dynamodb?.SequenceNumber) f.lastSequence.set(shardId, record.dynamodb.SequenceNumber);
        if (record.eventName !== 'INSERT' || image?.['entity']?.S !== 'event') continue;
        f.events.push(unmarshall(image as Record<string, AttributeValue>) as OutboxEvent);
      }
      iterator = out.NextShardIterator ?? null;
      f.shards.set(shardId, iterator);
      // An open shard with nothing more is read up to now (DynamoDB Local writes a change and its record together).
      if ((out.Records ?? []).length === 0) break;
    }
  }
}

/** Starts following the stream from what is written now (once per worker; stack-env.ts). */
export function followOutbox(): Promise<Follower> {
  follower ??= (async () => {
    // From the environment stack-env.ts set, not #platform/config.ts: loading the service's configuration here,
    // before a test file adjusts the environment its own modules read (webhook-delivery.test.ts), would fix it too early.
    const tableName = process.env['TABLE_NAME'] ?? 'community';
    const { DynamoDBClient, DescribeTableCommand } = await import('@aws-sdk/client-dynamodb');
    const options = { endpoint: process.env['DYNAMODB_ENDPOINT'], region: process.env['AWS_REGION'] ?? 'us-east-1' };
    const dynamo = new DynamoDBClient(options);
    const streamArn = (await dynamo.send(new DescribeTableCommand({ TableName: tableName }))).Table?.LatestStreamArn;
    dynamo.destroy();
    if (!streamArn) throw new Error(`table ${tableName} has no stream`);
    const f: Follower = { streams: new DynamoDBStreamsClient(options), streamArn, shards: new Map(), lastSequence: new Map(), events: [], pass: Promise.resolve() };
    await discoverShards(f, 'LATEST');
    return f;
  })();
  return follower;
}

/** The outbox events that pass `match`, among those written since this worker started following. */
export async function outboxEventsWhere(match: (event: OutboxEvent) => boolean): Promise<OutboxEvent[]> {
  const f = await followOutbox();
  const pass = f.pass.then(() => catchUp(f));
  f.pass = pass.catch(() => undefined);
  await pass;
  return f.events.filter(match);
}

/** Outbox events of one name that also pass `match`. */
export function outboxEvents(name: string, match: (event: OutboxEvent) => boolean = () => true): Promise<OutboxEvent[]> {
  return outboxEventsWhere((e) => e.event === name && match(e));
}

/** Every outbox event of the given name whose `data.user_id` is `userId`. */
export function eventsFor(name: string, userId: number): Promise<OutboxEvent[]> {
  return outboxEvents(name, (e) => e.data['user_id'] === userId);
}
