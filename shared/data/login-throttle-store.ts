/**
 * Failed-password counters (shared/auth/login-throttle.ts decides what they mean). One item per
 * scope and fixed window, expiring with the window (TTL). Access patterns:
 * - read the counters of a password attempt's scopes: BatchGet LOGINTHROTTLE#<hash>/W#<window>
 * - count a failure: UpdateItem ADD failures (atomic; the first failure creates the item)
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#shared/data/client.ts';
import { keys } from '#shared/data/keys.ts';
import { batchGet, keyOf } from '#shared/data/queries.ts';
import { TTL_ATTRIBUTE } from '#shared/data/table.ts';

export interface ThrottleCounter {
  scopeHash: string;
  window: number;
}

/** The failures counted so far for each counter, in the order asked (0 where none). */
export async function readFailureCounts(counters: ThrottleCounter[]): Promise<number[]> {
  const itemKeys = counters.map((c) => keys.loginThrottle(c.scopeHash, c.window));
  // Consistent: an eventually consistent read could let a burst of guesses past the limit.
  const found = await batchGet(itemKeys, { consistent: true });
  return itemKeys.map((k) => Number(found.get(keyOf(k))?.['failures'] ?? 0));
}

/** Adds one failure; the item expires when its window ends (`expiresAt`, epoch seconds). */
export async function addFailure(counter: ThrottleCounter, expiresAt: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.loginThrottle(counter.scopeHash, counter.window),
      UpdateExpression: 'ADD failures :one SET entity = :entity, #ttl = if_not_exists(#ttl, :expires)',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'login_throttle', ':expires': expiresAt },
    }),
  );
}
