/**
 * Accounts and credentials. Access patterns:
 * - authenticate a request: Query LOGIN#<username> (the ACCOUNT item and every application
 *   password of the account come back in one call)
 * - create an account: TransactWrite [LOGIN#<username>/ACCOUNT (doubles as the username marker),
 *   UNIQUE#email#<email>, USER#<id>/PROFILE, outbox user.registered]
 * - add an application password: TransactWrite [ConditionCheck ACCOUNT exists, Put APPPW#<uuid>]
 */
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#shared/data/client.ts';
import { keys } from '#shared/data/keys.ts';
import { claimUnique, nextId, transact } from '#shared/data/transactions.ts';
import {
  EmailTakenError,
  UsernameTakenError,
  type AccountStatus,
  type AppPasswordRecord,
  type LoginAccount,
  type Role,
} from '#shared/domain/accounts.ts';
import { outboxPut } from '#shared/events/outbox.ts';
import { NotFoundError } from '#shared/http/errors.ts';

export interface LoginRecords {
  account: LoginAccount | null;
  appPasswords: AppPasswordRecord[];
}

/** Everything needed to authenticate `username`, in one Query. */
export async function readLogin(username: string): Promise<LoginRecords> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.login(username).pk },
    }),
  );
  let account: LoginAccount | null = null;
  const appPasswords: AppPasswordRecord[] = [];
  for (const item of out.Items ?? []) {
    if (item['sk'] === 'ACCOUNT') account = item as unknown as LoginAccount;
    else if (String(item['sk']).startsWith(keys.APP_PASSWORD_PREFIX)) appPasswords.push(item as unknown as AppPasswordRecord);
  }
  return { account, appPasswords };
}

export interface NewAccount {
  username: string;
  email: string;
  display_name: string;
  role: Role;
  status: AccountStatus;
  password_hash?: string;
}

/** Creates the account and its profile; usernames and emails are unique case-insensitively. */
export async function createAccount(input: NewAccount, actorId: number | null, now = new Date()): Promise<number> {
  const userId = await nextId('user');
  const createdAt = now.toISOString();
  const login: LoginAccount & Record<string, unknown> = {
    ...keys.loginAccount(input.username),
    entity: 'login',
    version: 1,
    user_id: userId,
    username: input.username,
    role: input.role,
    status: input.status,
    ...(input.password_hash ? { password_hash: input.password_hash } : {}),
  };
  const profile = {
    ...keys.user(userId),
    entity: 'user',
    version: 1,
    user_id: userId,
    username: input.username,
    email: input.email,
    display_name: input.display_name,
    role: input.role,
    status: input.status,
    avatar: '',
    short_description: '',
    total_points: 0,
    is_verified: 0,
    meta: {},
    created_at: createdAt,
    updated_at: createdAt,
    last_activity: null,
  };
  await transact(
    [
      { Put: { TableName: tableName, Item: login, ConditionExpression: 'attribute_not_exists(pk)' } },
      claimUnique('email', input.email, { user_id: userId }),
      { Put: { TableName: tableName, Item: profile, ConditionExpression: 'attribute_not_exists(pk)' } },
      outboxPut(
        {
          name: 'user.registered',
          actorId: actorId ?? userId,
          data: { user_id: userId, username: input.username, display_name: input.display_name, role: input.role, status: input.status, created_at: createdAt },
        },
        now,
      ),
    ],
    (failed) => {
      if (failed.includes(0)) throw new UsernameTakenError(input.username);
      if (failed.includes(1)) throw new EmailTakenError();
    },
  );
  return userId;
}

/** Stores a new application password for an existing account. */
export async function addAppPassword(username: string, record: AppPasswordRecord): Promise<void> {
  await transact(
    [
      {
        ConditionCheck: {
          TableName: tableName,
          Key: keys.loginAccount(username),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.appPassword(username, record.uuid), entity: 'app_password', version: 1, ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    (failed) => {
      if (failed.includes(0)) throw new NotFoundError('member_not_found', `No account named ${username}.`);
    },
  );
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

/** Deletes an application password; tokens issued from it stop working with it. */
export async function deleteAppPassword(username: string, uuid: string): Promise<boolean> {
  const out = await ddb.send(
    new DeleteCommand({ TableName: tableName, Key: keys.appPassword(username, uuid), ReturnValues: 'ALL_OLD' }),
  );
  return out.Attributes !== undefined;
}

/** Changes an account's role or status on its login record (authentication reads it there). */
export async function updateLoginAccount(username: string, changes: { role?: Role; status?: AccountStatus }): Promise<void> {
  const sets = Object.keys(changes).map((k) => `#${k} = :${k}`);
  if (sets.length === 0) return;
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.loginAccount(username),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(Object.keys(changes).map((k) => [`#${k}`, k])),
      ExpressionAttributeValues: Object.fromEntries(Object.entries(changes).map(([k, v]) => [`:${k}`, v])),
    }),
  );
}
