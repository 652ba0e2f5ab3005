/**
 * What was written to a table since the last look, read from its DynamoDB stream: a refused
 * request must leave no record there. Far cheaper than scanning the whole table after every
 * request (the property tests send about a thousand), and it names what changed.
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
