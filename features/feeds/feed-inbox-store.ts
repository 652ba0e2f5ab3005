/**
 * Fan-out on write for the lists no shared index can answer: a member's inbox (published posts of
 * the non-public spaces they belong to) and following feed (published posts of the members they
 * follow). The stream router writes the links in the background, so posting stays one
 * transaction, and a page of either list stays one Query whatever the community's size.
 *
 * Access patterns (docs/feeds.md, docs/data-model.md):
 * - a member's links: USER#<member>, sk INBOX#<created_at>#<post> / FOLLOWFEED#<created_at>#<post>
 * - a post's links (to remove them all): gsi3 FEEDLINKS#<post>
 * - a member's link counts: USER#<member>/FEEDCOUNTS (inbox, following), moved in the same
 *   transaction as each link, so a retried stream record never counts twice
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { FOLLOWING_PREFIX, INBOX_PREFIX } from '#features/feeds/feed-list-store.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { queryAll } from '#platform/data/queries.ts';
import { activeMemberIds } from '#features/spaces/space-member-store.ts';
import { GSI } from '#platform/data/table.ts';
import { addUpdate, cancelledByCondition, type TransactItem } from '#platform/data/transactions.ts';

export type LinkList = 'inbox' | 'following';
const PREFIX: Record<LinkList, string> = { inbox: INBOX_PREFIX, following: FOLLOWING_PREFIX };

/** The post a link points to, with what a feed page needs before reading the post. */
export interface LinkedPost {
  id: number;
  user_id: number;
  space_id: number | null;
  created_at: string;
}

export function feedCounts(item: Record<string, unknown> | undefined): Record<LinkList, number> {
  return { inbox: Number(item?.['inbox'] ?? 0), following: Number(item?.['following'] ?? 0) };
}

const linkKey = (list: LinkList, memberId: number, post: LinkedPost) => ({ pk: keys.user(memberId).pk, sk: `${PREFIX[list]}${post.created_at}#${padId(post.id)}` });

const countUpdate = (list: LinkList, memberId: number, delta: number): TransactItem => addUpdate(keys.feedCounts(memberId), { [list]: delta }, 'feed_counts');

function linkWrite(list: LinkList, memberId: number, post: LinkedPost, add: boolean): TransactItem {
  const key = linkKey(list, memberId, post);
  return add
    ? {
        Put: {
          TableName: tableName,
          Item: {
            ...key,
            entity: 'feed_link',
            list,
            feed_id: post.id,
            user_id: post.user_id,
            space_id: post.space_id,
            created_at: post.created_at,
            gsi3pk: keys.feedLinksPartition(post.id),
            gsi3sk: `${padId(memberId)}#${list}`,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }
    : { Delete: { TableName: tableName, Key: key, ConditionExpression: 'attribute_exists(pk)' } };
}

type LinkChange = { list: LinkList; memberId: number; post: LinkedPost };

/** The links and, once per member and list (a transaction may touch an item once), their count. */
function linkTransaction(changes: LinkChange[], add: boolean): TransactItem[] {
  const counts = new Map<string, { list: LinkList; memberId: number; n: number }>();
  for (const c of changes) {
    const k = `${c.list}#${c.memberId}`;
    counts.set(k, { list: c.list, memberId: c.memberId, n: (counts.get(k)?.n ?? 0) + 1 });
  }
  return [...changes.map((c) => linkWrite(c.list, c.memberId, c.post, add)), ...[...counts.values()].map((c) => countUpdate(c.list, c.memberId, add ? c.n : -c.n))];
}

/**
 * Adds or removes links with their counts, 50 links per transaction. A link already in the
 * wanted state (a retried record) cancels its chunk, which is then written link by link,
 * skipping what is already done.
 */
async function writeLinks(changes: LinkChange[], add: boolean): Promise<void> {
  const send = (items: TransactItem[]) => ddb.send(new TransactWriteCommand({ TransactItems: items }));
  for (let i = 0; i < changes.length; i += 50) {
    const chunk = changes.slice(i, i + 50);
    try {
      await send(linkTransaction(chunk, add));
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      for (const c of chunk) {
        // A link already written (or removed) fails its condition: that change is done.
        await send(linkTransaction([c], add)).catch((e: unknown) => {
          if (!cancelledByCondition(e)) throw e;
        });
      }
    }
  }
}

/** Links each post into each member's list. */
export const addLinks = (list: LinkList, memberIds: Iterable<number>, posts: LinkedPost[]) =>
  writeLinks([...new Set(memberIds)].flatMap((memberId) => posts.map((post) => ({ list, memberId, post }))), true);

/** The post a link (`feed_id`) or a post item (`id`) describes. */
export const linkedPost = (item: Record<string, unknown>, idAttribute: 'feed_id' | 'id' = 'feed_id'): LinkedPost => ({
  id: Number(item[idAttribute]),
  user_id: Number(item['user_id']),
  space_id: item['space_id'] === null || item['space_id'] === undefined ? null : Number(item['space_id']),
  created_at: String(item['created_at']),
});

/** Removes every link of a post from one list (deleted, unpublished, or moved out of the list). */
export async function removePostLinks(list: LinkList, postId: number): Promise<void> {
  const links = await queryAll({
    TableName: tableName,
    IndexName: GSI.gsi3.name,
    KeyConditionExpression: 'gsi3pk = :pk',
    FilterExpression: '#list = :list',
    ExpressionAttributeNames: { '#list': 'list' },
    ExpressionAttributeValues: { ':pk': keys.feedLinksPartition(postId), ':list': list },
  });
  await writeLinks(links.map((l) => ({ list, memberId: Number(String(l['pk']).slice(5)), post: linkedPost(l) })), false);
}

/** Removes a member's links that match (the posts of a space they left, of a member they unfollowed). */
export async function removeMemberLinks(list: LinkList, memberId: number, match: { spaceId: number } | { authorId: number }): Promise<void> {
  const links = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'spaceId' in match ? 'space_id = :v' : 'user_id = :v',
    ExpressionAttributeValues: { ':pk': keys.user(memberId).pk, ':prefix': PREFIX[list], ':v': 'spaceId' in match ? match.spaceId : match.authorId },
  });
  await writeLinks(links.map((l) => ({ list, memberId, post: linkedPost(l) })), false);
}

async function ids(input: QueryCommandInput, attribute: string): Promise<number[]> {
  return (await queryAll({ ...input, ProjectionExpression: attribute })).map((i) => Number(i[attribute]));
}

/**
 * Who gets a non-public space's posts: its active members. The community's administrators and
 * moderators read all such posts from the restricted timeline instead (there may be thousands of
 * them; a fan-out to each would multiply every private post).
 */
export const spaceAudience = (spaceId: number): Promise<number[]> => activeMemberIds(spaceId);

/** Who followed the member before `at` (a post reaches those who followed its author before it was written). */
export const followersOf = (userId: number, at: string): Promise<number[]> =>
  ids(
    {
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :at',
      ExpressionAttributeValues: { ':pk': keys.followersPartition(userId), ':at': `${at}#~` },
    },
    'follower_id',
  );

/** The newest posts of a space, for a member who just joined it (their inbox starts with these). */
export async function recentSpacePosts(spaceId: number, limit: number): Promise<LinkedPost[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.spaceFeedPartition(spaceId) },
      ProjectionExpression: 'id, user_id, space_id, created_at',
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => ({ id: Number(i['id']), user_id: Number(i['user_id']), space_id: Number(i['space_id']), created_at: String(i['created_at']) }));
}
