/**
 * The login partition as authentication reads it (platform/auth/authenticate.ts): one Query of
 * LOGIN#<username> returns the ACCOUNT item and every application password. Its records are the
 * platform's; the accounts' writes to the partition are in account-store.ts. Access pattern:
 * - authenticate a request: Query LOGIN#<username> (the ACCOUNT item and every application password)
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import type { AccountStatus, Role } from '#platform/core/roles.ts';

/** What authentication needs about an account; kept on the login record. */
export interface LoginAccount {
  user_id: number;
  username: string;
  role: Role;
  status: AccountStatus;
  /** scrypt digest of a user-chosen password, when the account has one. */
  password_hash?: string;
  /** Last authenticated request, refreshed at most once a minute. */
  last_seen_at?: string | null;
  /**
   * Bumped by every password reset or change: a Bearer token carries the value it was issued at
   * and stops working once it differs (absent: 0). `credentials_changed_at` says when.
   */
  credentials_version?: number;
  credentials_changed_at?: string;
  /** Present (true) while a self-registered account's email awaits verification (docs/identity.md "Account mail"). */
  email_unverified?: boolean;
}

export interface AppPasswordRecord {
  uuid: string;
  name: string;
  digest: string;
  created_at: string;
  last_used_at?: string | null;
}

export interface LoginRecords {
  account: LoginAccount | null;
  appPasswords: AppPasswordRecord[];
}

/** Everything needed to authenticate `username`, in one Query. */
export async function readLogin(username: string, options: { consistent?: boolean } = {}): Promise<LoginRecords> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.login(username).pk },
      ConsistentRead: options.consistent ?? false,
    }),
  );
  const records: LoginRecords = { account: null, appPasswords: [] };
  for (const item of out.Items ?? []) {
    const sk = String(item['sk']);
    if (sk === 'ACCOUNT') records.account = item as unknown as LoginAccount;
    else if (sk.startsWith(keys.APP_PASSWORD_PREFIX)) records.appPasswords.push(item as unknown as AppPasswordRecord);
  }
  return records;
}
