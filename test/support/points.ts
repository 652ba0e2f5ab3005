/**
 * Points items for the API tests, written exactly as docs/points.md lays them out, one function per
 * item kind. Until the stream router's `points` side effect awards points (issue 31's awarding),
 * the tests of levels and the leaderboard seed them here; the awarding writes the same items.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';

/** The member's all-time total on their profile (USER#<id>/PROFILE `total_points`), as an award leaves it. */
export async function setTotalPoints(userId: number, total: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET total_points = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': total },
    }),
  );
}
