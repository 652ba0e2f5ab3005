/**
 * Likes and bookmarks. Likes live in the post's partition (gone with it):
 * FEED#<post>/LIKE#<user> and FEED#<post>/CLIKE#<comment>#<user>; bookmarks in the member's
 * partition, USER#<user>/BOOKMARK#<post> (gsi1 FEEDBOOKMARKS#<post>, owner SPACE#<space>).
 * Access patterns:
 * - like / unlike: one transaction, conditional on the like's absence / presence, with the
 *   post's or comment's reactions_count (conditional on the value read before, so the count after
 *   is known without a read)
 * - a post's (or comment's) likers: Query FEED#<post>, begins_with LIKE# (CLIKE#<comment>#); all of
 *   them (a deleted comment's points taken back): the same Query, every page
 * - a member's bookmarks, newest post first: Query USER#<user>, begins_with BOOKMARK#, descending
 * - the caller's like / bookmark of the posts (comments) of a page: their keys in the page's BatchGet
 * - the authors of stored likes' objects (the points backfill): one BatchGet of the posts and comments
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { commentKey } from '#features/feeds/comment-store.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf, queryAll } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';

export type LikeTarget = { postId: number; commentId?: number | undefined };

const likeKey = (t: LikeTarget, userId: number) => ({
  pk: keys.feed(t.postId).pk,
  sk: t.commentId === undefined ? `LIKE#${padId(userId)}` : `CLIKE#${padId(t.commentId)}#${padId(userId)}`,
});
const targetKey = (t: LikeTarget) => (t.commentId === undefined ? keys.feed(t.postId) : commentKey(t.postId, t.commentId));

/**
 * The target's count moved by `delta`; with `expected` (the value read before the write), on
 * condition that it still holds it, so the writer knows the count after it without reading it again.
 */
const countUpdate = (t: LikeTarget, delta: number, expected: number | undefined): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: targetKey(t),
    // A post's likes also move its likes and popularity ranks (rank2, rank3).
    UpdateExpression: t.commentId === undefined ? 'ADD reactions_count :d, rank2 :d, rank3 :d' : 'ADD reactions_count :d',
    ConditionExpression:
      expected === undefined ? 'attribute_exists(pk)' : expected === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(reactions_count) OR reactions_count = :n)' : 'reactions_count = :n',
    ExpressionAttributeValues: { ':d': delta, ...(expected === undefined ? {} : { ':n': expected }) },
  },
});

/**
 * A like that counts once: the put fails (index 0) when the member already likes the target, the
 * count's update (index 1) when the target is gone or its count is no longer `count` (if given).
 */
export function likeItems(t: LikeTarget, userId: number, count: number | undefined, at: string, periodTz?: string): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName,
        // period_tz: the zone the author's reactions received were counted in (the purge uncounts there).
        Item: { ...likeKey(t, userId), entity: 'like', user_id: userId, object_id: t.commentId ?? t.postId, object_type: t.commentId === undefined ? 'feed' : 'comment', created_at: at, ...(periodTz && periodTz !== 'UTC' ? { period_tz: periodTz } : {}) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    countUpdate(t, 1, count),
  ];
}

/** An unlike that uncounts once: the delete fails (index 0) when there is no like; index 1 as a like's. */
export function unlikeItems(t: LikeTarget, userId: number, count: number | undefined): TransactItem[] {
  return [{ Delete: { TableName: tableName, Key: likeKey(t, userId), ConditionExpression: 'attribute_exists(pk)' } }, countUpdate(t, -1, count)];
}

/** Likers of a post or comment (at most 100). */
export async function listLikes(t: LikeTarget): Promise<Array<{ user_id: number; object_id: number; object_type: string; created_at: string }>> {
  const prefix = t.commentId === undefined ? 'LIKE#' : `CLIKE#${padId(t.commentId)}#`;
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.feed(t.postId).pk, ':prefix': prefix },
      Limit: 100,
    }),
  );
  return (out.Items ?? []) as Array<{ user_id: number; object_id: number; object_type: string; created_at: string }>;
}

/** Every liker of a post or comment (a comment's deletion takes back the points its likes earned). */
export async function allLikers(t: LikeTarget): Promise<number[]> {
  const prefix = t.commentId === undefined ? 'LIKE#' : `CLIKE#${padId(t.commentId)}#`;
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.feed(t.postId).pk, ':prefix': prefix },
    ProjectionExpression: 'user_id',
  });
  return items.map((i) => Number(i['user_id']));
}

const bookmarkKey = (userId: number, postId: number) => ({ pk: keys.user(userId).pk, sk: `BOOKMARK#${padId(postId)}` });

/**
 * The caller's like and bookmark of each post (or like of each comment): keys a page adds to the
 * BatchGet it makes anyway, so the caller-specific flags cost no call of their own.
 */
export const viewerKeys = (userId: number, targets: LikeTarget[]) =>
  targets.flatMap((t) => (t.commentId === undefined ? [likeKey(t, userId), bookmarkKey(userId, t.postId)] : [likeKey(t, userId)]));

/** Whether the caller likes (and, for a post, bookmarked) the target, from what viewerKeys read. */
export function viewerFlags(found: ReadonlyMap<string, unknown>, userId: number | null, t: LikeTarget) {
  const has = (k: { pk: string; sk: string }) => found.has(itemKeyOf(k));
  return { liked: userId !== null && has(likeKey(t, userId)), bookmarked: userId !== null && t.commentId === undefined && has(bookmarkKey(userId, t.postId)) };
}

/** A bookmark (fails at index 0 when it exists). */
export function bookmarkItems(userId: number, post: { id: number; space_id: number | null; user_id: number }, at: string): TransactItem[] {
  const postId = post.id;
  const spaceId = post.space_id;
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...bookmarkKey(userId, postId),
          entity: 'bookmark',
          user_id: userId,
          post_id: postId,
          // Copied (they never change) so a bookmarks page joins everything in one BatchGet.
          space_id: spaceId,
          post_user_id: post.user_id,
          created_at: at,
          gsi1pk: `FEEDBOOKMARKS#${padId(postId)}`,
          gsi1sk: keys.user(userId).pk,
          ...(spaceId !== null ? { ownerpk: keys.spacePartition(spaceId), ownersk: `BOOKMARK#${padId(userId)}#${padId(postId)}` } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export function unbookmarkItems(userId: number, postId: number): TransactItem[] {
  return [{ Delete: { TableName: tableName, Key: bookmarkKey(userId, postId), ConditionExpression: 'attribute_exists(pk)' } }];
}

export interface BookmarkEntry {
  post_id: number;
  space_id: number | null;
  post_user_id: number;
}

/** A member's bookmarks, newest post first (at most 500: the list is the member's own). */
export async function listBookmarks(userId: number): Promise<BookmarkEntry[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': 'BOOKMARK#' },
      ProjectionExpression: 'post_id, space_id, post_user_id',
      ScanIndexForward: false,
      Limit: 500,
    }),
  );
  return (out.Items ?? []).map((i) => ({ post_id: Number(i['post_id']), space_id: i['space_id'] == null ? null : Number(i['space_id']), post_user_id: Number(i['post_user_id']) }));
}


/** The bookmarks of a post, for deleting them with it (at most `limit`). */
export async function bookmarksOfPost(postId: number, limit: number): Promise<Array<{ pk: string; sk: string; user_id: number }>> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `FEEDBOOKMARKS#${padId(postId)}` },
      ProjectionExpression: 'pk, sk, user_id',
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as Array<{ pk: string; sk: string; user_id: number }>;
}

/**
 * The authors of stored likes' objects (the points backfill: a like names its post or comment, not
 * its author): one BatchGet of the posts and comments, null where one is gone.
 */
export async function likedAuthors(likes: Array<Record<string, unknown>>): Promise<Array<number | null>> {
  const targetOf = (like: Record<string, unknown>): { pk: string; sk: string } | null => {
    const postId = Number(String(like['pk'] ?? '').replace(/^FEED#/, ''));
    const objectId = Number(like['object_id']);
    if (!Number.isInteger(postId) || !Number.isInteger(objectId)) return null;
    return targetKey(like['object_type'] === 'comment' ? { postId, commentId: objectId } : { postId });
  };
  const targets = likes.map(targetOf);
  const found = await batchGet(targets.filter((t): t is { pk: string; sk: string } => t !== null));
  return targets.map((t) => {
    const author = t ? found.get(itemKeyOf(t))?.['user_id'] : undefined;
    return author === undefined ? null : Number(author);
  });
}
