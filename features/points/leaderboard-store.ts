/**
 * The leaderboard's read (docs/points.md, "Leaderboard"): the members' items USER#<id>/PTS#<bucket>
 * ranked on index rank1 under rankpk POINTS#<bucket> (rank1 = points × 10^8 + the id's tie-break,
 * points.ts rankOrder), written by the awarding side. Access patterns:
 * - a page: one Query of index rank1, rankpk = POINTS#<bucket> AND rank1 >= the smallest listed rank
 *   (points.ts MIN_LISTED_RANK, passed in),
 *   descending, Limit skip + n + 1 (the extra row only tells whether a next page exists), from the
 *   cursor's key when paging on. Its cost follows the page's depth (bounded), never the community's size.
 * - a member's standing in a bucket: the item USER#<id>/PTS#<bucket> by key (the caller of the page
 *   reads it in the BatchGet of the page's profiles: no call of its own).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';
import { InvalidParamError } from '#platform/core/errors.ts';
import { decodeCursor, encodeCursor, type DynamoKey } from '#platform/core/paging.ts';

export interface RankedMember {
  user_id: number;
  points: number;
  /** The position in the ranking, 1 for the first. */
  rank: number;
}

/** Where a page starts: rows to skip (page numbers, bounded), after a cursor's row when paging on. */
export interface LeaderboardStart {
  skip: number;
  /** The last row of the previous page: its key and its position (rows ranked before and with it). */
  after?: { key: DynamoKey; position: number } | undefined;
}

/** A page's rows and the cursor of the next page (null at the end). */
export interface LeaderboardRead {
  rows: RankedMember[];
  nextCursor: string | null;
}

const scope = (bucket: string) => ({ index: GSI.rank1, partition: keys.pointsPartition(bucket) });

/** Points of a ranking item (0 without one). */
const pointsOf = (item: Record<string, unknown> | undefined): number => Number(item?.['points'] ?? 0);

/** `limit` ranked members of the bucket with a rank of at least `minRank` from `start`, best first: one Query. */
export async function readLeaderboard(bucket: string, minRank: number, start: LeaderboardStart, limit: number): Promise<LeaderboardRead> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.rank1.name,
      KeyConditionExpression: 'rankpk = :pk AND rank1 >= :min',
      ExpressionAttributeValues: { ':pk': keys.pointsPartition(bucket), ':min': minRank },
      ScanIndexForward: false,
      Limit: start.skip + limit + 1,
      ...(start.after ? { ExclusiveStartKey: start.after.key } : {}),
    }),
  );
  const items = out.Items ?? [];
  const page = items.slice(start.skip, start.skip + limit);
  const rankBefore = start.skip + (start.after?.position ?? 0);
  const rows = page.map((item, i) => ({ user_id: Number(item['user_id']), points: pointsOf(item), rank: rankBefore + i + 1 }));
  const last = page[page.length - 1];
  const more = items.length > start.skip + limit && last !== undefined;
  return { rows, nextCursor: more ? encodeLeaderboardCursor(keyOf(last), rankBefore + page.length) : null };
}

/** A member's points in the bucket (the item read by key, `standingKey`); 0 without one. */
export const standingKey = (userId: number, bucket: string) => keys.pointsBucket(userId, bucket);
export const standingPoints = pointsOf;

const keyOf = (item: Record<string, unknown>): DynamoKey => ({
  pk: String(item['pk']),
  sk: String(item['sk']),
  rankpk: String(item['rankpk']),
  rank1: Number(item['rank1']),
});

/**
 * A cursor: the last row's key (checked against the bucket's partition, paging.ts decodeCursor) and
 * how many rows came before it, so ranks go on counting on the next page.
 */
function encodeLeaderboardCursor(key: DynamoKey, position: number): string {
  return Buffer.from(JSON.stringify({ k: encodeCursor(key), n: position })).toString('base64url');
}

/** Positions a cursor may carry: far beyond any community, within exact integers. */
const MAX_POSITION = 1_000_000_000;

/** The start of the page a cursor names in this bucket's ranking; a 400 for anything else. */
export function decodeLeaderboardCursor(cursor: string, bucket: string): LeaderboardStart {
  let value: { k?: unknown; n?: unknown } | undefined;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { k?: unknown; n?: unknown };
  } catch {
    value = undefined;
  }
  if (!value || typeof value !== 'object' || typeof value.k !== 'string' || !Number.isSafeInteger(value.n) || (value.n as number) < 1 || (value.n as number) > MAX_POSITION) {
    throw new InvalidParamError([{ path: 'cursor', message: 'is not a cursor returned by this list' }]);
  }
  return { skip: 0, after: { key: decodeCursor(value.k, scope(bucket)), position: value.n as number } };
}
