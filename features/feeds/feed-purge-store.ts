/**
 * A deleted post's background purge, the feeds' part of a purge job (space-content.ts
 * advancePurgeJob, steps passed by the stream router): what is left in its partition (comments,
 * likes), then, after its notifications (notification-store.ts deleteFeedNotifications), its
 * bookmarks. A comment leaves its author's comment counters and a like of someone else's post its
 * author's reactions received, each in the transaction that deletes it, so a step run twice never
 * uncounts twice.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { transact, type TransactItem } from '#platform/data/transactions.ts';
import { contributionUpdates } from '#features/members/contribution-store.ts';
import { bookmarksOfPost, likedAuthors, unbookmarkItems } from '#features/feeds/reaction-store.ts';
import { takeBackPoints } from '#features/points/award-service.ts';
import { likeObject, sources as pointSources } from '#features/points/point-sources.ts';
import { BATCH, deleteKeys, releaseItemMedia } from '#features/spaces/space-content-store.ts';

/** One step over what is left in the post's partition; answers how many items it deleted. */
export async function purgePostItems(postId: number, authorId: number | undefined): Promise<number> {
  const out = await ddb.send(
    new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.feed(postId).pk }, Limit: BATCH }),
  );
  const rest = out.Items ?? [];
  if (rest.length === 0) return 0;
  const uncount = (i: Record<string, unknown>): TransactItem[] => {
    const at = new Date(String(i['created_at']));
    // In the zone it was counted in (absent: UTC), so it leaves the periods it was counted in.
    const zone = typeof i['period_tz'] === 'string' ? i['period_tz'] : undefined;
    // A comment's media are released with it (docs/media.md): the janitor removes them after the grace.
    if (i['entity'] === 'comment') return contributionUpdates(Number(i['user_id']), 'comments', -1, at, zone);
    const liked = i['entity'] === 'like' && i['object_type'] === 'feed' && authorId !== undefined && Number(i['user_id']) !== authorId;
    return liked && authorId !== undefined ? contributionUpdates(authorId, 'reactions', -1, at, zone) : [];
  };
  await takeBackPoints(await pointsOf(rest, authorId));
  const counted = rest.filter((i) => uncount(i).length > 0);
  for (let i = 0; i < counted.length; i += 25) {
    await Promise.all(
      counted.slice(i, i + 25).map(async (item) => {
        // Released first: a step interrupted in between releases nothing twice and loses nothing.
        if (item['entity'] === 'comment') await releaseItemMedia({ ...item, source: 'comment' });
        await transact([{ Delete: { TableName: tableName, Key: { pk: item['pk'], sk: item['sk'] }, ConditionExpression: 'attribute_exists(pk)' } }, ...uncount(item)]).catch(ignoreGone);
      }),
    );
  }
  await deleteKeys(rest.filter((i) => uncount(i).length === 0).map((i) => ({ pk: String(i['pk']), sk: String(i['sk']) })));
  return rest.length;
}

/**
 * What the post's comments and likes earned (docs/points.md), taken back before they go: a step
 * interrupted after it finds nothing left to take back. A comment's likes come before it in the
 * partition, so its author is still there to be read.
 */
async function pointsOf(items: Array<Record<string, unknown>>, postAuthor: number | undefined): Promise<Array<{ userId: number; source: string }>> {
  const commentLikes = items.filter((i) => likeObject(i)?.type === 'comment');
  const commentAuthors = await likedAuthors(commentLikes);
  const receivers = new Map(commentLikes.map((l, n) => [l, commentAuthors[n] ?? undefined]));
  return items.flatMap((item) => {
    if (item['entity'] === 'comment') return [{ userId: Number(item['user_id']), source: pointSources.comment(Number(item['id'])) }];
    const like = likeObject(item);
    if (!like) return [];
    const receiver = like.type === 'feed' ? postAuthor : receivers.get(item);
    return receiver === undefined || receiver === like.reactor ? [] : [{ userId: receiver, source: pointSources.reaction(like.type, like.objectId, like.reactor) }];
  });
}

/** One step over the post's bookmarks: each leaves its member's list with its count. */
export async function purgePostBookmarks(postId: number): Promise<number> {
  const bookmarks = await bookmarksOfPost(postId, 100);
  await Promise.all(bookmarks.map((b) => transact(unbookmarkItems(b.user_id, postId)).catch(ignoreGone)));
  return bookmarks.length;
}

/** A bookmark removed meanwhile by its member is already gone: nothing to do. */
const ignoreGone = (error: unknown) => {
  if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
};
