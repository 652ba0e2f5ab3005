/**
 * Random service keys created once and kept in the table (the token signing key, the mail link
 * signing key) when the operator configures none. Access pattern: GetItem CONFIG/<name>
 * (consistent); the first container to need it creates it with a conditional Put, a loser reads the winner's.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';

async function loadOrCreate(name: string): Promise<Uint8Array> {
  const key = keys.serviceConfig(name);
  const existing = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  if (typeof existing.Item?.['secret'] === 'string') return Buffer.from(existing.Item['secret'], 'base64');
  const secret = randomBytes(32).toString('base64');
  try {
    await ddb.send(new PutCommand({ TableName: tableName, Item: { ...key, entity: 'config', secret, created_at: new Date().toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' }));
    return Buffer.from(secret, 'base64');
  } catch (e) {
    // Another container created it first: use theirs.
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
    const winner = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Buffer.from(String(winner.Item?.['secret']), 'base64');
  }
}

/** A key getter: the configured secret, else the stored one; kept per container, a failed load is not. */
export function storedSecret(name: string, configured: string | undefined): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | undefined;
  return () =>
    (key ??= configured
      ? Promise.resolve(new TextEncoder().encode(configured))
      : loadOrCreate(name).catch((e: unknown) => {
          key = undefined;
          throw e;
        }));
}
