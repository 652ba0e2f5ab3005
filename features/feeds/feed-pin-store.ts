/**
 * Pinned posts (the original's `priority`, set by PATCH /feeds/{id}): one pin item per pinned post
 * in the post's own partition (deleted with the post's tree). Access pattern (docs/data-model.md):
 * - a space's pinned posts (or the profile posts'): gsi1 PINS#<space> by <priority>#<id>,
 *   descending: highest priority first, then newest.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';

/** The pin's write for a post whose priority changes (none when it does not). */
export function pinChangeItems(post: { id: number; space_id: number | null }, before: number, after: number): TransactItem[] {
  if (before === after) return [];
  if (after <= 0) return [{ Delete: { TableName: tableName, Key: keys.feedPin(post.id) } }];
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.feedPin(post.id),
          entity: 'feed_pin',
          feed_id: post.id,
          space_id: post.space_id,
          priority: after,
          gsi1pk: keys.pinsPartition(post.space_id),
          gsi1sk: `${padId(after)}#${padId(post.id)}`,
        },
      },
    },
  ];
}

/** The ids of a space's pinned posts, highest priority then newest first: one Query of at most `limit`. */
export async function pinnedPostIds(spaceId: number | null, limit: number): Promise<number[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.pinsPartition(spaceId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => Number(i['feed_id']));
}
