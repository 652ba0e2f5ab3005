/**
 * Survey votes (features/feeds/surveys.ts), in the post's partition (gone with it):
 * FEED#<post>/SVOTER#<user> holds a member's choice (`slugs`, `version`) and
 * FEED#<post>/SVOTE#<slug>#<user> lists each option's voters; the counts are the post item's
 * `sv_<slug>` attributes, changed only by ADD. Access patterns:
 * - a member's choice on a post: GetItem FEED#<post>/SVOTER#<user> (consistent), or its key in a
 *   post read's BatchGet (the reader's `voted` flags)
 * - cast or change a vote: one TransactWrite: the choice (conditional on the version read, so a
 *   member's concurrent votes apply one after the other), the post's counts ADD, and the option
 *   items added or removed
 * - an option's voters (at most 100): Query FEED#<post>, begins_with SVOTE#<slug>#
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { cancelledByCondition, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { SurveyConfig } from '#features/feeds/surveys.ts';

/** The post item's count attribute of each option: `sv_<slug>`. */
const VOTE_COUNT_PREFIX = 'sv_';

/** A post's survey with the counts kept on its item (read with the post: feed-store.ts toFeed). */
export function withVoteCounts(config: SurveyConfig, item: Record<string, unknown>): SurveyConfig {
  return { ...config, options: config.options.map((o) => ({ ...o, vote_counts: Math.max(0, Number(item[VOTE_COUNT_PREFIX + o.slug] ?? 0)) })) };
}

const voterKey = (postId: number, userId: number) => ({ pk: keys.feed(postId).pk, sk: `SVOTER#${padId(userId)}` });
/** The member's choice item, for a read that fetches it with others (a post read: its `voted` flags). */
export const memberVoteKey = voterKey;
/** The slugs a member's choice item holds (none when absent). */
export const votedSlugs = (item: Record<string, unknown> | undefined): string[] => (item?.['slugs'] as string[] | undefined) ?? [];
const voteKey = (postId: number, slug: string, userId: number) => ({ pk: keys.feed(postId).pk, sk: `SVOTE#${slug}#${padId(userId)}` });

export interface MemberVote {
  slugs: string[];
  /** 0 before the first vote. */
  version: number;
}

export async function readMemberVote(postId: number, userId: number): Promise<MemberVote> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: voterKey(postId, userId), ConsistentRead: true }));
  return { slugs: votedSlugs(out.Item), version: Number(out.Item?.['version'] ?? 0) };
}

/**
 * Replaces the member's choice `before` with `slugs`: `stale` when another vote of theirs came
 * first (the version moved), to be read again; `gone` when the post was deleted meanwhile.
 */
export async function writeMemberVote(postId: number, userId: number, before: MemberVote, slugs: string[], at: string): Promise<'written' | 'stale' | 'gone'> {
  const added = slugs.filter((s) => !before.slugs.includes(s));
  const removed = before.slugs.filter((s) => !slugs.includes(s));
  if (added.length === 0 && removed.length === 0) return 'written';
  const counts = [...added.map((s) => [s, 1] as const), ...removed.map((s) => [s, -1] as const)];
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: { ...voterKey(postId, userId), entity: 'survey_voter', user_id: userId, slugs, version: before.version + 1, updated_at: at },
        ConditionExpression: before.version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(before.version === 0 ? {} : { ExpressionAttributeValues: { ':v': before.version } }),
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: keys.feed(postId),
        UpdateExpression: `ADD ${counts.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(counts.map(([s], i) => [`#c${i}`, VOTE_COUNT_PREFIX + s])),
        ExpressionAttributeValues: Object.fromEntries(counts.map(([, d], i) => [`:d${i}`, d])),
      },
    },
    ...added.map((s): TransactItem => ({ Put: { TableName: tableName, Item: { ...voteKey(postId, s, userId), entity: 'survey_vote', user_id: userId, object_id: postId, option: s, created_at: at } } })),
    ...removed.map((s): TransactItem => ({ Delete: { TableName: tableName, Key: voteKey(postId, s, userId) } })),
  ];
  try {
    await transact(items);
    return 'written';
  } catch (error) {
    if (!cancelledByCondition(error)) throw error;
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    return reasons[1]?.Code === 'ConditionalCheckFailed' ? 'gone' : 'stale';
  }
}

/** An option's voters, the first 100 (by member id). */
export async function listOptionVoters(postId: number, slug: string): Promise<Array<{ user_id: number; created_at: string }>> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.feed(postId).pk, ':prefix': `SVOTE#${slug}#` },
      Limit: 100,
    }),
  );
  return (out.Items ?? []).map((i) => ({ user_id: Number(i['user_id']), created_at: String(i['created_at']) }));
}
