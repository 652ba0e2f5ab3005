/**
 * The local stand-in for Lambda's DynamoDB Streams event source mapping: reads DynamoDB Local's
 * stream shard by shard and calls the same stream-router handler with the same event shape.
 * Failed records (the handler's partial batch response, or all of them when it threw) are retried
 * from the first failure, STREAM_RETRY_ATTEMPTS times as in AWS; then that record is given up on,
 * described in the router's dead-letter queue the way the mapping's on-failure destination does
 * (DDBStreamBatchInfo), and the shard goes on.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { toSqsBody } from '#platform/events/sqs-body.ts';
import { STREAM_RETRY_ATTEMPTS } from '#platform/events/stream-retries.ts';
import { accounted, type ConsumerTotals } from './consumer-metrics.ts';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

export interface StreamDriver {
  stop(): Promise<void>;
  /** Resolves once a full pass over the stream finds nothing new (background work has caught up). */
  settled(): Promise<void>;
}

const POLL_MS = 50;
const BATCH_SIZE = 100;
const RETRY_DELAY_MS = 500;

export interface StreamDriverOptions {
  endpoint: string;
  region: string;
  tableName: string;
  /** Where a record given up on is described (the router's dead-letter queue). */
  deadLetters: { endpoint: string; queueUrl: string };
  handler: () => Promise<StreamHandler>;
  /** When given, every invocation's DynamoDB calls and capacity are added to it (scripts/local/consumer-metrics.ts). */
  metrics?: ConsumerTotals;
  /**
   * Where reading starts in the shards open at start, as the mapping's StartingPosition: the stack
   * reads from the start (TRIM_HORIZON, the default); a test's own driver from now (LATEST), not
   * through the whole run's stream. Shards that appear later are read from their start.
   */
  startingPosition?: 'TRIM_HORIZON' | 'LATEST';
}

export async function startStreamDriver(options: StreamDriverOptions): Promise<StreamDriver> {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const dynamo = new DynamoDBClient({ endpoint: options.endpoint, region: options.region, credentials });
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: options.region, credentials });
  const sqs = new SQSClient({ endpoint: options.deadLetters.endpoint, region: options.region, credentials });
  const table = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${options.tableName} has no stream`);

  let running = true;
  let idlePasses = 0;
  const iterators = new Map<string, string | undefined>();
  const finished = new Set<string>();

  let startingPosition = options.startingPosition ?? 'TRIM_HORIZON';
  const discoverShards = async () => {
    const out = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of out.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id || iterators.has(id) || finished.has(id)) continue;
      // Parents first: a child shard is read once its parent has been drained.
      if (shard.ParentShardId && iterators.has(shard.ParentShardId)) continue;
      const it = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: startingPosition }));
      iterators.set(id, it.ShardIterator);
    }
    startingPosition = 'TRIM_HORIZON';
  };

  /** Index of the first record the handler failed (all of them when it threw), or -1. */
  const firstFailure = async (pending: _Record[]): Promise<number> => {
    const handler = await options.handler();
    const event = { Records: pending as unknown as DynamoDBStreamEvent['Records'] };
    try {
      const result = await accounted(options.metrics, pending.length, () => handler(event));
      const failed = result.batchItemFailures[0]?.itemIdentifier;
      return failed === undefined ? -1 : Math.max(0, pending.findIndex((r) => r.dynamodb?.SequenceNumber === failed));
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'stream handler threw', error: String(error) }));
      return 0;
    }
  };

  /** What the mapping sends its on-failure destination (records themselves are not included). */
  const giveUp = async (shardId: string, record: _Record, invokeCount: number) => {
    const sequence = record.dynamodb?.SequenceNumber;
    const arrival = record.dynamodb?.ApproximateCreationDateTime?.toISOString();
    const info = {
      requestContext: { condition: 'RetryAttemptsExhausted', approximateInvokeCount: invokeCount },
      version: '1.0',
      timestamp: new Date().toISOString(),
      DDBStreamBatchInfo: {
        shardId,
        startSequenceNumber: sequence,
        endSequenceNumber: sequence,
        approximateArrivalOfFirstRecord: arrival,
        approximateArrivalOfLastRecord: arrival,
        batchSize: 1,
        streamArn,
      },
    };
    console.error(JSON.stringify({ level: 'error', msg: 'stream record given up on', shardId, sequence }));
    await sqs.send(new SendMessageCommand({ QueueUrl: options.deadLetters.queueUrl, MessageBody: toSqsBody(info) }));
  };

  const deliver = async (shardId: string, records: _Record[]) => {
    // Lambda names the stream on every record; DynamoDB Local's GetRecords does not.
    let pending = records.map((r) => ({ ...repairImages(r), eventSourceARN: streamArn }));
    let retries = 0;
    while (pending.length > 0 && running) {
      const failed = await firstFailure(pending);
      if (failed < 0) return;
      if (retries < STREAM_RETRY_ATTEMPTS) {
        retries++;
        pending = pending.slice(failed);
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      // As the mapping with bisectBatchOnError ends up doing: only the failing record is skipped.
      await giveUp(shardId, pending[failed]!, retries + 1);
      pending = pending.slice(failed + 1);
      retries = 0;
    }
  };

  // The first shards are positioned before the driver is returned: a write after start is read.
  await discoverShards();
  const loop = (async () => {
    let lastDiscovery = Date.now();
    while (running) {
      try {
        if (Date.now() - lastDiscovery > 1000) {
          await discoverShards();
          lastDiscovery = Date.now();
        }
        let idle = true;
        for (const [shardId, iterator] of iterators) {
          if (!iterator) {
            iterators.delete(shardId);
            finished.add(shardId);
            continue;
          }
          const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: BATCH_SIZE }));
          const records = out.Records ?? [];
          if (records.length > 0) {
            idle = false;
            await deliver(shardId, records);
          }
          // Only past records that were handled or given up on: a failure above reads them again.
          iterators.set(shardId, out.NextShardIterator);
        }
        idlePasses = idle ? idlePasses + 1 : 0;
        if (idle) await sleep(POLL_MS);
      } catch (error) {
        if (!running) break;
        console.error(JSON.stringify({ level: 'error', msg: 'stream driver', error: String(error) }));
        await sleep(RETRY_DELAY_MS);
      }
    }
  })();

  return {
    settled: async () => {
      // Two quiet passes in a row: records written just before the call have been read and handled.
      idlePasses = 0;
      while (running && idlePasses < 2) await sleep(POLL_MS);
    },
    stop: async () => {
      running = false;
      await loop;
      streams.destroy();
      sqs.destroy();
    },
  };
}

/**
 * The streams client deserializes an empty map attribute ({"M": {}}) as {} (no type), which
 * Lambda never delivers; put the type back so the handler sees what Lambda would send.
 */
function repairImages(record: _Record): _Record {
  const d = record.dynamodb;
  if (!d) return record;
  const fix = (image: Record<string, unknown> | undefined) => (image ? Object.fromEntries(Object.entries(image).map(([k, v]) => [k, repairValue(v)])) : image);
  return { ...record, dynamodb: { ...d, NewImage: fix(d.NewImage) as never, OldImage: fix(d.OldImage) as never, Keys: fix(d.Keys) as never } };
}

function repairValue(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if (Object.keys(v).length === 0) return { M: {} };
  if (v['M'] && typeof v['M'] === 'object') return { M: Object.fromEntries(Object.entries(v['M'] as Record<string, unknown>).map(([k, x]) => [k, repairValue(x)])) };
  if (Array.isArray(v['L'])) return { L: (v['L'] as unknown[]).map(repairValue) };
  return value;
}
