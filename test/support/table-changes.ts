/**
 * What was written to a table since the last look, read from its DynamoDB stream: a refused
 * request must leave no record there. Far cheaper than scanning the whole table after every
 * request (the property tests send about a thousand), and it names what changed.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';

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
  const iterators = new Map<string, string>();
  const done = new Set<string>();

  /** Shards open now are read from their end; shards that appear later, from their start. */
  const discover = async (from: 'LATEST' | 'TRIM_HORIZON') => {
    const shards = (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
    for (const shard of shards) {
      const id = shard.ShardId;
      if (!id || iterators.has(id) || done.has(id)) continue;
      const type = from === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber === undefined ? 'LATEST' : 'TRIM_HORIZON';
      if (from === 'LATEST' && type === 'TRIM_HORIZON') {
        done.add(id); // closed before we started: nothing of ours in it
        continue;
      }
      const it = (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: type }))).ShardIterator;
      if (it) iterators.set(id, it);
    }
  };
  await discover('LATEST');

  /** Reads one shard to its current end; false when the shard is closed (its children hold what follows). */
  const drain = async (id: string, changes: string[]): Promise<boolean> => {
    let next: string | undefined = iterators.get(id);
    while (next) {
      const out = await streams.send(new GetRecordsCommand({ ShardIterator: next }));
      for (const r of out.Records ?? []) {
        const k = r.dynamodb?.Keys ?? {};
        changes.push(`${r.eventName} ${k['pk']?.S}|${k['sk']?.S}`);
      }
      next = out.NextShardIterator;
      if (next) iterators.set(id, next);
      if ((out.Records ?? []).length === 0) break;
    }
    if (next) return true;
    iterators.delete(id);
    done.add(id);
    return false;
  };

  return {
    since: async () => {
      const changes: string[] = [];
      const read = new Set<string>();
      for (;;) {
        const unread = [...iterators.keys()].filter((id) => !read.has(id));
        if (unread.length === 0) break;
        let closed = false;
        for (const id of unread) {
          read.add(id);
          if (!(await drain(id, changes))) closed = true;
        }
        if (closed) await discover('TRIM_HORIZON');
      }
      return changes;
    },
    stop: () => streams.destroy(),
  };
}
