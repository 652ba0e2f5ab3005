/**
 * Addresses that get no more non-transactional mail (docs/email.md): a permanent bounce or a
 * complaint reported by SES, or an unsubscribe from invitations. Access patterns:
 * - mark, read, clear one: PutItem / GetItem / DeleteItem MAILADDR#<lowercased address>/STATUS;
 * - read several (a page of members for administrators): BatchGet.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';

export interface Undeliverable {
  email: string;
  reason: 'bounce' | 'complaint' | 'unsubscribed';
  detail: string | null;
  at: string;
}

const fromItem = (i: Record<string, unknown>): Undeliverable => ({ email: String(i['email']), reason: i['reason'] as Undeliverable['reason'], detail: (i['detail'] as string | null) ?? null, at: String(i['at']) });

export async function markUndeliverable(entry: Undeliverable): Promise<void> {
  const email = entry.email.toLowerCase();
  await ddb.send(new PutCommand({ TableName: tableName, Item: { ...keys.mailAddress(email), entity: 'mail_address', ...entry, email } }));
}

export async function getUndeliverable(email: string): Promise<Undeliverable | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.mailAddress(email), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : null;
}

export async function getUndeliverableMany(emails: string[]): Promise<Map<string, Undeliverable>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const found = await batchGet(wanted.map((e) => keys.mailAddress(e)));
  const out = new Map<string, Undeliverable>();
  for (const e of wanted) {
    const item = found.get(itemKeyOf(keys.mailAddress(e)));
    if (item) out.set(e, fromItem(item));
  }
  return out;
}

export async function clearUndeliverable(email: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.mailAddress(email) }));
}
