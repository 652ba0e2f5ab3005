/**
 * Seeds a year of analytics counters straight into the table, as the events router would have left
 * them (features/analytics/analytics-store.ts seedItems): the site's and a few spaces' day buckets
 * for the 366 days up to today, the spaces' ranked counters, and for every seeded member the ranked
 * counters the scenario reads (this month's contributions, this year's comments, all-time posts). Counting a year of events through
 * the router would measure the seeding, not the charts.
 */
import type { BenchContext } from '../types.ts';
import { putAll, putWhenFull, seededUserIds } from './members.ts';

const DAY_MS = 86_400_000;
let rankedMembers = 0;
let daysSeeded = false;

/** Seeds the day buckets once and the ranked counters of members seeded since the last call; returns the spaces seeded. */
export async function seedAnalytics(ctx: BenchContext, spaceIds: readonly number[]): Promise<void> {
  if (!ctx.dynamo) throw new Error('the analytics scenarios seed DynamoDB directly: run them against the local stack (no BENCH_BASE_URL)');
  const { seedItems } = await import('#features/analytics/analytics-store.ts');
  const { periodBuckets, dayString } = await import('#features/analytics/analytics.ts');
  const today = dayString(new Date());
  const buckets = periodBuckets(today);
  const [month, year] = buckets as [string, string];
  const items: Record<string, unknown>[] = [];
  if (!daysSeeded) {
    for (let i = 0; i < 366; i++) {
      const day = dayString(new Date(Date.now() - i * DAY_MS));
      const hours = Object.fromEntries(Array.from({ length: 24 }, (_, h) => [`h${String(h).padStart(2, '0')}`, (i + h) % 7]));
      items.push(seedItems.day({ kind: 'site' }, day, { posts: 40 + (i % 9), comments: 120 + (i % 13), reactions: 300 + (i % 17), new_members: 5 + (i % 4), active_members: 200 + (i % 50), ...hours }));
      for (const spaceId of spaceIds) items.push(seedItems.day({ kind: 'space', spaceId }, day, { posts: 4, comments: 12, reactions: 30, new_members: 1 }));
    }
    for (const [n, spaceId] of spaceIds.entries()) for (const bucket of buckets) items.push(seedItems.rank({ spaceId }, 'spaces', bucket, 1000 + n));
    daysSeeded = true;
  }
  for (const userId of seededUserIds.slice(rankedMembers)) {
    // The lists the scenario reads (this month's top members, this year's commenters, all-time post
    // starters), each with every member: 3 items a member rather than 9 keeps 100,000 members' seeding short.
    const base = userId % 97;
    items.push(seedItems.rank({ userId }, 'total', month, base * 3 + 1), seedItems.rank({ userId }, 'comments', year, base * 2 + 100), seedItems.rank({ userId }, 'posts', 'ALL', base + 500));
    await putWhenFull(items);
  }
  rankedMembers = seededUserIds.length;
  await putAll(items);
}
