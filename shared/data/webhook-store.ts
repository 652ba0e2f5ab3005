/**
 * Webhooks (docs/webhooks.md). All of a community's webhooks share one partition (a handful, at
 * most a few hundred), so the stream router finds an event's subscribers with one Query.
 * Access patterns:
 * - one webhook: GetItem WEBHOOKS / WEBHOOK#<id>
 * - every webhook, by id: Query WEBHOOKS
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#shared/data/client.ts';
import { keys } from '#shared/data/keys.ts';
import { queryAll } from '#shared/data/queries.ts';
import type { WebhookRecord } from '#shared/domain/webhooks.ts';

const FIELDS = [
  'id', 'name', 'url', 'events', 'status', 'secret', 'headers', 'retry_count', 'last_triggered_at', 'last_error', 'created_at', 'updated_at',
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
