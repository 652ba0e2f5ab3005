/**
 * Fixed-window counters, the rate limits' and throttles' one pattern (failed passwords,
 * platform/auth/login-throttle.ts; link previews, features/media/link-preview-limits.ts): one item per
 * scope and window, changed only by atomic ADDs (concurrent requests never lose a count), expiring
 * with its window (the table's TTL). Access patterns:
 * - read the counters of a scope list: BatchGet (consistent) of their items;
 * - count one: UpdateItem ADD (the first one creates the item), answering the new count.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { TooManyRequestsError } from '#platform/core/errors.ts';

export interface WindowCounter {
  /** The item of this scope in this window (its sort key names the window). */
  key: { pk: string; sk: string };
  /** The item's `entity`. */
  entity: string;
  /** The attribute counted. */
  attribute: string;
}

/** The fixed window of `seconds` that holds `now`: its number, its end (epoch seconds) and the seconds left in it (at least 1). */
export function fixedWindow(now: Date, seconds: number): { window: number; endsAt: number; secondsLeft: number } {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const window = Math.floor(nowSeconds / seconds);
  const endsAt = (window + 1) * seconds;
  return { window, endsAt, secondsLeft: Math.max(1, endsAt - nowSeconds) };
}

/** The counts so far of each counter, in the order asked (0 where none). */
export async function readCounts(counters: WindowCounter[]): Promise<number[]> {
  // Consistent: an eventually consistent read could let a burst past the limit.
  const found = await batchGet(counters.map((c) => c.key), { consistent: true });
  return counters.map((c) => Number(found.get(itemKeyOf(c.key))?.[c.attribute] ?? 0));
}

/** Counts one; the item expires when its window ends (`expiresAt`, epoch seconds). Answers the new count. */
export async function countOne(counter: WindowCounter, expiresAt: number): Promise<number> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: counter.key,
      UpdateExpression: 'ADD #count :one SET entity = :entity, #ttl = if_not_exists(#ttl, :expires)',
      ExpressionAttributeNames: { '#count': counter.attribute, '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':entity': counter.entity, ':expires': expiresAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.[counter.attribute] ?? 1);
}

/** A rate limit: `max` counted in each fixed window of `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one in the window that holds `now` (the counter of that window, `counterOf`), first and
 * with no read: a burst cannot slip between a read and a write. Answers the seconds left in the
 * window when the count went past the limit (refused ones count too), else null.
 */
export async function countWithin(counterOf: (window: number) => WindowCounter, limit: WindowLimit, now = new Date()): Promise<number | null> {
  const { window, endsAt, secondsLeft } = fixedWindow(now, limit.windowSeconds);
  return (await countOne(counterOf(window), endsAt)) > limit.max ? secondsLeft : null;
}

/** countWithin, refusing past the limit with 429 too_many_requests (Retry-After: the window's rest). */
export async function takeSlot(counterOf: (window: number) => WindowCounter, limit: WindowLimit, now = new Date()): Promise<void> {
  const wait = await countWithin(counterOf, limit, now);
  if (wait !== null) throw new TooManyRequestsError(wait);
}
