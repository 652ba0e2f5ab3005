/**
 * The queue of held comments (docs/moderation.md, "Holding content for review"). Access patterns
 * (the keys are written by features/feeds/comment-store.ts while a comment is pending):
 * - every pending comment: Query gsi3 PENDINGCOMMENTS, by `<created_at>#<id>`
 * - a space's pending comments: Query gsi1 PENDINGCOMMENT#<space>, same order
 */
import { tableName } from '#platform/data/client.ts';
import { queryPage } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import { PENDING_COMMENTS, pendingCommentSpacePartition, toComment } from '#features/feeds/comment-store.ts';
import type { CursorScope, DynamoKey } from '#platform/core/paging.ts';

const sourceOf = (spaceId: number | null) =>
  spaceId === null ? { index: GSI.gsi3, partition: PENDING_COMMENTS } : { index: GSI.gsi1, partition: pendingCommentSpacePartition(spaceId) };

/** Where a cursor of this queue may point. */
export const queueScope = (spaceId: number | null): CursorScope => sourceOf(spaceId);

/** One page of pending comments (one Query), newest first unless `ascending`, with the space each is listed under. */
export async function pendingComments(spaceId: number | null, options: { limit: number; ascending: boolean; startKey?: DynamoKey | undefined }) {
  const { index, partition } = sourceOf(spaceId);
  const page = await queryPage(
    {
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.partition },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: options.ascending,
      ...(options.startKey ? { ExclusiveStartKey: options.startKey } : {}),
    },
    options.limit,
    ['pk', 'sk', index.partition, index.sort],
  );
  return {
    comments: page.items.map((item) => ({ comment: toComment(item), spaceId: typeof item['space_id'] === 'number' ? item['space_id'] : null })),
    lastKey: page.lastKey as DynamoKey | undefined,
  };
}
