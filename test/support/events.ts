/**
 * Reads the outbox (docs/data-model.md: one `EVENT#<id>` / `EVENT` item per event) so API tests
 * can check which events a request emitted. A Scan is fine against the test's DynamoDB Local.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';

export interface OutboxEvent {
  event: string;
  actor_id: number | null;
  space_id: number | null;
  data: Record<string, unknown>;
  occurred_at: string;
}

/** Outbox events of one name that also pass `filter` (with its names and values). */
export async function outboxEvents(name: string, filter: string, values: Record<string, unknown>, names: Record<string, string>): Promise<OutboxEvent[]> {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const found: OutboxEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new ScanCommand({
        TableName: tableName,
        ConsistentRead: true,
        FilterExpression: `sk = :sk AND #event = :name AND (${filter})`,
        ExpressionAttributeNames: { '#event': 'event', ...names },
        ExpressionAttributeValues: { ':sk': 'EVENT', ':name': name, ...values },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    found.push(...((out.Items ?? []) as OutboxEvent[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Every outbox event of the given name whose `data.user_id` is `userId`. */
export function eventsFor(name: string, userId: number): Promise<OutboxEvent[]> {
  return outboxEvents(name, '#data.#uid = :uid', { ':uid': userId }, { '#data': 'data', '#uid': 'user_id' });
}
