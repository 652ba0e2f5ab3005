/**
 * Seeds every seeded member's leaderboard items straight into the table, as the awarding side would
 * have left them after a year of activity (docs/points.md, "How points are kept";
 * test/support/points.ts writes the same layout): USER#<id>/PTS#<bucket> for W7, W30, this year and
 * all time, with `points` and `rank1` under rankpk POINTS#<bucket>. Points spread over a range with
 * many ties; a member with none in a window has no item there (a third of them in W7, a fifth in
 * W30), as awarding writes none. No PTSDAY day items: the read does not use them (the windows'
 * expiry does, and is not measured here). Awarding a year of events through the router would
 * measure the seeding, not the leaderboard.
 */
import type { BenchContext } from '../types.ts';
import { putAll, putWhenFull, seededUserIds } from './members.ts';

let seededUpTo = 0;

/** The leaderboard's items of the members seeded since the last call. */
export async function seedLeaderboard(ctx: BenchContext): Promise<void> {
  if (!ctx.dynamo) throw new Error('the leaderboard scenarios seed DynamoDB directly: run them against the local stack (no BENCH_BASE_URL)');
  const { rankOrder, periodBucket, localDay } = await import('#features/points/points.ts');
  const { bucketItem } = await import('#features/points/award-store.ts');
  const year = periodBucket('year', localDay(new Date(), 'UTC'));
  const item = (userId: number, bucket: string, points: number) => bucketItem(userId, bucket, points, rankOrder(userId));
  const items: Record<string, unknown>[] = [];
  for (const userId of seededUserIds.slice(seededUpTo)) {
    const all = ((userId * 7919) % 5000) + 1;
    const inYear = Math.ceil(all * 0.6);
    const in30 = userId % 5 === 0 ? 0 : (userId * 31) % 300;
    const in7 = userId % 3 === 0 ? 0 : Math.min(in30, (userId * 13) % 80);
    items.push(item(userId, 'ALL', all), item(userId, year, inYear));
    if (in30 > 0) items.push(item(userId, 'W30', in30));
    if (in7 > 0) items.push(item(userId, 'W7', in7));
    await putWhenFull(items);
  }
  seededUpTo = seededUserIds.length;
  await putAll(items);
}
