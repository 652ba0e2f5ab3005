/**
 * Reads the outbox (docs/data-model.md: one `EVENT#<id>` / `EVENT` item per event) so API tests
 * can check which events a request emitted. A Scan is fine against the test's DynamoDB Local.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';

export interface OutboxEvent {
  event: string;
  actor_id: number | null;
  data: Record<string, unknown>;
  occurred_at: string;
}

/** Every outbox event of the given name whose `data.user_id` is `userId`. */
export async function eventsFor(name: string, userId: number): Promise<OutboxEvent[]> {
  const { ddb, tableName } = await import('#shared/data/client.ts');
  const found: OutboxEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new ScanCommand({
        TableName: tableName,
        ConsistentRead: true,
        FilterExpression: 'sk = :sk AND #event = :name AND #data.#uid = :uid',
        ExpressionAttributeNames: { '#event': 'event', '#data': 'data', '#uid': 'user_id' },
        ExpressionAttributeValues: { ':sk': 'EVENT', ':name': name, ':uid': userId },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    found.push(...((out.Items ?? []) as OutboxEvent[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return found;
}
