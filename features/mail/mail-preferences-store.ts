/**
 * Each member's own mail preferences (docs/email.md). Access patterns: GetItem, BatchGet (100 a
 * call) and PutItem of USER#<id>/MAILPREFS. Absent: the member never chose, the site's defaults apply.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import type { MailPreferences } from './mail-preferences.ts';

const PREFERENCE_KEYS = ['com_my_post_mail', 'reply_my_com_mail', 'mention_mail', 'digest_mail', 'message_email_frequency', 'space_prefs', 'updated_at'] as const;

const fromItem = (item: Record<string, unknown> | undefined): MailPreferences =>
  Object.fromEntries(PREFERENCE_KEYS.filter((k) => item?.[k] !== undefined).map((k) => [k, item?.[k]])) as MailPreferences;

/** The preferences a stored item holds ({} when absent), for a caller that reads it in a BatchGet of its own (the digest's). */
export const mailPreferencesOf = fromItem;

export async function getMailPreferences(userId: number): Promise<MailPreferences> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.mailPreferences(userId), ConsistentRead: true }));
  return fromItem(out.Item);
}

export async function getMailPreferencesMany(userIds: number[]): Promise<Map<number, MailPreferences>> {
  const ids = [...new Set(userIds)];
  const found = await batchGet(ids.map((id) => keys.mailPreferences(id)));
  return new Map(ids.map((id) => [id, fromItem(found.get(itemKeyOf(keys.mailPreferences(id))))]));
}

export async function saveMailPreferences(userId: number, prefs: MailPreferences): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName, Item: { ...keys.mailPreferences(userId), entity: 'mail_preferences', user_id: userId, ...prefs, updated_at: new Date().toISOString() } }));
}
