/**
 * What was written to a table since the last look, read from its DynamoDB stream: a refused
 * request must leave no record there. Far cheaper than scanning the whole table after every
 * request (the property tests send about 1,800), and it names what changed. watchSentWrites
 * tells when there is no need to look at all.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';

export interface TableChanges {
  /** `INSERT pk|sk`, `MODIFY ...`, `REMOVE ...` for every write since the previous call (or the start). */
  since(): Promise<string[]>;
  stop(): void;
}

export async function watchTableChanges(endpoint: string, region: string, tableName: string): Promise<TableChanges> {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const dynamo = new DynamoDBClient({ endpoint, region, credentials });
  const streamArn = (await dynamo.send(new DescribeTableCommand({ TableName: tableName }))).Table?.LatestStreamArn;
  dynamo.destroy();
  if (!streamArn) throw new Error(`table ${tableName} has no stream`);
  const streams = new DynamoDBStreamsClient({ endpoint, region, credentials });
  /** Per shard, the last record read; a shard that closed and was read to its end is done. */
  const lastRead = new Map<string, string | undefined>();
  const done = new Set<string>();
  /** Per shard still open at the last look, where the next read starts (GetRecords' NextShardIterator). */
  const open = new Map<string, string>();

  /** An iterator just after the shard's last record read, or at its start (the table is this watcher's own and new). */
  const iteratorFor = async (id: string): Promise<string | undefined> => {
    const after = lastRead.get(id);
    return (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: id,
          ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      )
    ).ShardIterator;
  };

  /**
   * Reads a shard from `iterator` until a read returns nothing; the iterator to read on from next
   * time, or undefined once the shard is closed and read to its end. An iterator DynamoDB Local
   * no longer accepts (it expires 15 minutes after the read that returned it) is replaced by a
   * fresh one after the last record read: the sequence number is what never expires.
   */
  const drain = async (id: string, iterator: string | undefined, changes: string[]): Promise<string | undefined> => {
    let next = iterator;
    while (next) {
      let out;
      try {
        out = await streams.send(new GetRecordsCommand({ ShardIterator: next }));
      } catch (error) {
        if (!(error instanceof ExpiredIteratorException)) throw error;
        next = await iteratorFor(id);
        continue;
      }
      for (const r of out.Records ?? []) {
        const k = r.dynamodb?.Keys ?? {};
        changes.push(`${r.eventName} ${k['pk']?.S}|${k['sk']?.S}`);
        lastRead.set(id, r.dynamodb?.SequenceNumber);
      }
      next = out.NextShardIterator;
      if ((out.Records ?? []).length === 0) break;
    }
    return next;
  };

  /**
   * Every write since the last look. One GetRecords per open shard when nothing was written
   * (the property tests look after each of about 1,800 requests): it used to be DescribeStream,
   * GetShardIterator and GetRecords every time, three round trips to a DynamoDB Local that every
   * test file shares (route-properties.test.ts spent half its time here). Measured on that file
   * alone: 1,776 looks went from 16.3 s to about 4 s.
   *
   * Keeping the iterator is sound because of how DynamoDB Local ends a shard (checked in its
   * LocalDynamoDbStreamsClient.getRecords): a read returns no NextShardIterator exactly when the
   * shard is closed and has nothing more to read, and a table has one open shard at a time (a
   * rollover, every 4 hours, closes it and opens the next under the table's lock). So a read that
   * still gets an iterator back found the shard open, and every earlier write in it; a closed
   * shard sends us to DescribeStream for its successor, read from its start.
   */
  const read = async (): Promise<string[]> => {
    const changes: string[] = [];
    let discover = open.size === 0;
    for (const [id, iterator] of open) {
      const next = await drain(id, iterator, changes);
      if (next) open.set(id, next);
      else {
        open.delete(id);
        done.add(id);
        discover = true;
      }
    }
    while (discover) {
      discover = false;
      const shards = (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
      for (const shard of shards) {
        const id = shard.ShardId;
        if (!id || done.has(id) || open.has(id)) continue;
        const next = await drain(id, await iteratorFor(id), changes);
        if (next) open.set(id, next);
        else {
          // Closed while we looked (or before): its successor may already hold writes.
          done.add(id);
          discover = true;
        }
      }
    }
    return changes;
  };
  // What the table holds before the watch starts is not a change.
  await read();

  return {
    since: read,
    stop: () => streams.destroy(),
  };
}

/**
 * Commands that only read, by class name (the document client's and the low-level client's, and
 * the stream's own): any other command, of any AWS client, counts as a write. A name missing here
 * only costs a needless look at the stream.
 */
const READ_COMMANDS = new Set([
  'GetCommand', 'GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetCommand', 'BatchGetItemCommand',
  'TransactGetCommand', 'TransactGetItemsCommand', 'DescribeTableCommand',
  'DescribeStreamCommand', 'GetShardIteratorCommand', 'GetRecordsCommand', 'ListStreamsCommand',
]);

export interface SentWrites {
  /** Whether this process sent an AWS command other than a read since the last reset (or the start). */
  any(): boolean;
  reset(): void;
  stop(): void;
}

/**
 * Watches what this process sends AWS, to know when a look at the stream can be skipped: a table
 * of this process's own changes only through a write this process sends, and every AWS SDK v3
 * client (the service's DynamoDB client among them) sends through the one smithy Client class
 * patched here. Flagged when send() is called, before the request leaves, so a write still in
 * flight (or sent late, after its handler answered) counts too.
 *
 * A client this does not see (another copy of the SDK) would go unnoticed here: callers still
 * look at the stream now and then whatever was sent (route-properties.test.ts: after each route),
 * so a change without a seen write fails there rather than passing.
 */
export function watchSentWrites(): SentWrites {
  const base = Object.getPrototypeOf(DynamoDBClient.prototype) as { send: (this: unknown, command: unknown, ...rest: unknown[]) => unknown };
  const send = base.send;
  let sent = false;
  base.send = function (this: unknown, command: unknown, ...rest: unknown[]) {
    if (!READ_COMMANDS.has((command as object | undefined)?.constructor?.name ?? '')) sent = true;
    return send.call(this, command, ...rest);
  };
  return {
    any: () => sent,
    reset: () => {
      sent = false;
    },
    stop: () => {
      base.send = send;
    },
  };
}
