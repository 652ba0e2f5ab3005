/**
 * What was written to a table since the last look, read from its DynamoDB stream: a refused
 * request must leave no record there. Far cheaper than scanning the whole table after every
 * request (the property tests send about a thousand), and it names what changed.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';

export interface TableChanges {
  /** `INSERT pk|sk`, `MODIFY ...`, `REMOVE ...` for every write since the previous call (or the start). */
  since(): Promise<string[]>;
  /** The stream records themselves (keys, new and old images) since the previous look, by either call. */
  records(): Promise<StreamRecord[]>;
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

  /**
   * Reads every shard from just after its last record read (or from its start: the table is this
   * watcher's own and new). A fresh iterator per read: DynamoDB Local may trim or expire an
   * iterator kept between reads, never a sequence number.
   */
  const read = async (): Promise<StreamRecord[]> => {
    const changes: StreamRecord[] = [];
    const shards = (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
    for (const shard of shards) {
      const id = shard.ShardId;
      if (!id || done.has(id)) continue;
      const after = lastRead.get(id);
      let next = (
        await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: id,
            ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
          }),
        )
      ).ShardIterator;
      while (next) {
        const out = await streams.send(new GetRecordsCommand({ ShardIterator: next }));
        for (const r of out.Records ?? []) {
          changes.push(r);
          lastRead.set(id, r.dynamodb?.SequenceNumber);
        }
        next = out.NextShardIterator;
        if ((out.Records ?? []).length === 0) break;
      }
      if (!next) done.add(id);
    }
    return changes;
  };
  // What the table holds before the watch starts is not a change.
  await read();

  return {
    since: async () =>
      (await read()).map((r) => {
        const k = r.dynamodb?.Keys ?? {};
        return `${r.eventName} ${k['pk']?.S}|${k['sk']?.S}`;
      }),
    records: read,
    stop: () => streams.destroy(),
  };
}
