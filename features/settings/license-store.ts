/**
 * The site's license (docs/license.md). Access patterns:
 * - read it: GetItem SETTINGS/LICENSE (the PRO guard's read is eventually consistent)
 * - store it, replacing any, with its audit entry: one TransactWrite (Put and the audit's Put)
 * - remove it with its audit entry: one TransactWrite (Delete if present and the audit's Put)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { auditPut, type SettingsAuditEntry } from '#features/settings/settings-store.ts';
import { cancelledByCondition, transact } from '#platform/data/transactions.ts';
import type { StoredLicense } from '#features/settings/license.ts';

export async function readLicense(options: { consistent?: boolean } = {}): Promise<StoredLicense | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.license(), ConsistentRead: options.consistent ?? false }));
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, entity: _entity, ...license } = out.Item;
  return license as StoredLicense;
}

export async function writeLicense(license: StoredLicense, audit: SettingsAuditEntry): Promise<void> {
  await transact([{ Put: { TableName: tableName, Item: { ...keys.license(), entity: 'license', ...license } } }, auditPut(audit)]);
}

/** Removes the license; false (and no audit entry) when there was none. */
export async function deleteLicense(audit: SettingsAuditEntry): Promise<boolean> {
  try {
    await transact([{ Delete: { TableName: tableName, Key: keys.license(), ConditionExpression: 'attribute_exists(pk)' } }, auditPut(audit)]);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}
