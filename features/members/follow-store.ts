/**
 * Follows. One item per follow in the follower's partition: USER#<follower>/FOLLOWING#<followed>,
 * on gsi1 as FOLLOWERS#<followed> / <created_at>#<follower>. Access patterns:
 * - follow / unfollow: one transaction, conditional on the follow's absence / presence, with both
 *   members' counters (followers#<id>, followings#<id>) and the event
 * - whom a member follows: Query USER#<id>, begins_with FOLLOWING#
 * - a member's followers, newest first: Query gsi1 FOLLOWERS#<id>
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';
import { counterUpdate, type TransactItem } from '#platform/data/transactions.ts';

const followKey = (follower: number, followed: number) => ({ pk: keys.user(follower).pk, sk: `FOLLOWING#${padId(followed)}` });
export const followerCounter = (userId: number) => `followers#${userId}`;
export const followingCounter = (userId: number) => `followings#${userId}`;

/** A follow that counts once: the put (index 0) fails when it exists. */
export function followItems(follower: number, followed: number, at: string): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...followKey(follower, followed),
          entity: 'follow',
          follower_id: follower,
          followed_id: followed,
          created_at: at,
          gsi1pk: keys.followersPartition(followed),
          gsi1sk: `${at}#${padId(follower)}`,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    counterUpdate(followerCounter(followed), 1),
    counterUpdate(followingCounter(follower), 1),
  ];
}

/** An unfollow that uncounts once: the delete (index 0) fails when there is no follow. */
export function unfollowItems(follower: number, followed: number): TransactItem[] {
  return [
    { Delete: { TableName: tableName, Key: followKey(follower, followed), ConditionExpression: 'attribute_exists(pk)' } },
    counterUpdate(followerCounter(followed), -1),
    counterUpdate(followingCounter(follower), -1),
  ];
}

/** One page of ids: the members `userId` follows, or its followers (newest first). */
export async function listFollows(userId: number, direction: 'followers' | 'followings', offset: number, limit: number): Promise<number[]> {
  const out = await ddb.send(
    new QueryCommand(
      direction === 'followings'
        ? {
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': 'FOLLOWING#' },
            Limit: offset + limit,
          }
        : {
            TableName: tableName,
            IndexName: GSI.gsi1.name,
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': keys.followersPartition(userId) },
            ScanIndexForward: false,
            Limit: offset + limit,
          },
    ),
  );
  return (out.Items ?? []).slice(offset).map((i) => Number(direction === 'followings' ? i['followed_id'] : i['follower_id']));
}
