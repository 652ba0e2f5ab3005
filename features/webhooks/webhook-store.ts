/**
 * Webhooks (docs/webhooks.md). All of a community's webhooks share one partition (a handful, at
 * most a few hundred), so the stream router finds an event's subscribers with one Query.
 * Access patterns:
 * - one webhook: GetItem WEBHOOKS / WEBHOOK#<id>
 * - every webhook, by id: Query WEBHOOKS
 * - create: Put WEBHOOKS / WEBHOOK#<id> if absent (id from the `webhook` counter)
 * - update: UpdateItem SET of the changed fields only, if present (ReturnValues ALL_NEW)
 * - delete: DeleteItem if present
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { queryAll } from '#platform/data/queries.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';
import type { WebhookRecord } from '#features/webhooks/webhooks.ts';

const FIELDS = [
  'id', 'name', 'url', 'events', 'status', 'secret', 'secret_tail', 'headers', 'retry_count', 'last_triggered_at', 'last_error', 'created_at', 'updated_at',
] as const satisfies readonly (keyof WebhookRecord)[];

export function toWebhook(item: Record<string, unknown>): WebhookRecord {
  return Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? null])) as unknown as WebhookRecord;
}

export function webhookItem(w: WebhookRecord): Record<string, unknown> {
  return { ...keys.webhook(w.id), entity: 'webhook', version: 1, ...w };
}

export async function getWebhook(id: number, options: { consistent?: boolean } = {}): Promise<WebhookRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.webhook(id), ConsistentRead: options.consistent ?? false }));
  return out.Item ? toWebhook(out.Item) : null;
}

export async function listWebhooks(options: { consistent?: boolean } = {}): Promise<WebhookRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.WEBHOOKS_PARTITION },
    ConsistentRead: options.consistent ?? false,
  });
  return items.map(toWebhook);
}

/** Creates a webhook; its id comes from the `webhook` counter, so the item never exists yet. */
export async function putNewWebhook(w: WebhookRecord): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName, Item: webhookItem(w), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/**
 * Sets the given fields of a webhook (and nothing else: the dispatcher's last_triggered_at and
 * last_error are written concurrently and must not be overwritten by an admin's edit). Returns the
 * record after the change, or null when the webhook does not exist.
 */
export async function updateWebhookFields(id: number, fields: Partial<Omit<WebhookRecord, 'id' | 'created_at'>>): Promise<WebhookRecord | null> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.webhook(id),
        UpdateExpression: `SET ${entries.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#a${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ? toWebhook(out.Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Deletes a webhook; false when it did not exist. Its delivery log expires on its own (TTL). */
export async function deleteWebhookItem(id: number): Promise<boolean> {
  try {
    await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.webhook(id), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
