/**
 * Login records: the writes to the partition per username that authentication reads
 * (login-store.ts: Query LOGIN#<username>). Access patterns:
 * - create a login: Put LOGIN#<username>/ACCOUNT if absent (it doubles as the username marker)
 * - application passwords: Put / Delete LOGIN#<username>/APPPW#<uuid>
 * - mark an application password used: UpdateItem LOGIN#<username>/APPPW#<uuid>, only if its
 *   last_used_at is older than the given cutoff
 * (Failed passwords are counted elsewhere: window-counter-store.ts.)
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { isConditionFailure, type TransactItem } from '#platform/data/transactions.ts';
import type { AccountStatus, Role } from '#platform/core/roles.ts';
import type { AppPasswordRecord, LoginAccount } from '#platform/data/login-store.ts';

/** The login record of a new account; fails the transaction when the username is taken. */
export function newLoginPut(login: LoginAccount): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.loginAccount(login.username), entity: 'login', version: 1, ...login },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Role and status as authentication sees them, changed with the profile. */
export function loginRoleStatusUpdate(username: string, changes: { role: Role; status: AccountStatus }): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.loginAccount(username),
      UpdateExpression: 'SET #role = :role, #status = :status',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
      ExpressionAttributeValues: { ':role': changes.role, ':status': changes.status },
    },
  };
}

export function appPasswordPut(username: string, record: AppPasswordRecord): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.appPassword(username, record.uuid), entity: 'app_password', version: 1, ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Stores an application password for an account that exists. */
export async function putAppPassword(username: string, record: AppPasswordRecord): Promise<void> {
  const put = appPasswordPut(username, record).Put;
  if (!put) throw new Error('appPasswordPut built no Put');
  await ddb.send(new PutCommand(put));
}

/** Deletes an application password; tokens issued from it stop working with it. */
export async function deleteAppPassword(username: string, uuid: string): Promise<boolean> {
  const out = await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.appPassword(username, uuid), ReturnValues: 'ALL_OLD' }));
  return out.Attributes !== undefined;
}

/** Reads a login record by username (consistent; used when seeding and after writes). */
export async function getLoginAccount(username: string): Promise<LoginAccount | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.loginAccount(username), ConsistentRead: true }));
  return (out.Item as LoginAccount | undefined) ?? null;
}

/** Replaces the account's own password digest. */
export async function setPasswordHash(username: string, passwordHash: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.loginAccount(username),
      UpdateExpression: 'SET password_hash = :h',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':h': passwordHash },
    }),
  );
}

/**
 * Sets an application password's last_used_at to `at` unless it is already `cutoff` or later
 * (another container marked it) or the password was revoked meanwhile; neither is an error.
 */
export async function markAppPasswordUsed(username: string, uuid: string, at: string, cutoff: string): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.appPassword(username, uuid),
        UpdateExpression: 'SET last_used_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(last_used_at) OR last_used_at = :never OR last_used_at < :cutoff)',
        ExpressionAttributeValues: { ':at': at, ':never': null, ':cutoff': cutoff },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * A new password (a reset or a change): the digest, and credentials_version bumped so every Bearer
 * token issued before stops working (platform/auth/authenticate.ts). A reset link also proves the
 * address (`verifiesEmail`). Application passwords stay (docs/identity.md "Account mail").
 */
export function newPasswordUpdate(username: string, passwordHash: string, at: string, options: { verifiesEmail: boolean }): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.loginAccount(username),
      UpdateExpression: `SET password_hash = :h, credentials_changed_at = :at ADD credentials_version :one${options.verifiesEmail ? ' REMOVE email_unverified' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':h': passwordHash, ':at': at, ':one': 1 },
    },
  };
}

/** The account's email is verified (a verification or email-change link was followed). */
export function emailVerifiedUpdate(username: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.loginAccount(username),
      UpdateExpression: 'REMOVE email_unverified',
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}
