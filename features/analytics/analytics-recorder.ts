/**
 * Aggregates the outbox into analytics counters (docs/analytics.md), in the stream router and never
 * in the request path: each counted event moves its day buckets (the site's and its space's, in the
 * site's time zone) and its ranked counters once however often its record comes, and makes its
 * author active that day (once per member and day).
 */
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { countedOf, hourAttribute, isContribution, localTime, periodBuckets, type Counted } from '#features/analytics/analytics.ts';
import { countEvent, markActive, rankAdd, type DayDelta } from '#features/analytics/analytics-store.ts';
import type { TransactItem } from '#platform/data/transactions.ts';

type Item = Record<string, unknown>;

/** The counter changes of one counted event on its local day and hour. */
export function changesOf(c: Counted, day: string, hour: number): { days: DayDelta[]; ranks: TransactItem[] } {
  const contribution = isContribution(c);
  const siteDeltas: Record<string, number> = { [c.metric]: 1, ...(contribution ? { [hourAttribute(hour)]: 1 } : {}) };
  const days: DayDelta[] = [];
  // A space join is a new member of the space only; a registration is the site's.
  if (contribution || c.spaceId === null) days.push({ scope: { kind: 'site' }, day, deltas: siteDeltas });
  if (c.spaceId !== null) days.push({ scope: { kind: 'space', spaceId: c.spaceId }, day, deltas: { [c.metric]: 1 } });
  const ranks: TransactItem[] = [];
  if (contribution) {
    for (const bucket of periodBuckets(day)) {
      ranks.push(rankAdd({ userId: c.userId }, 'total', bucket, 1));
      if (c.metric === 'posts' || c.metric === 'comments') ranks.push(rankAdd({ userId: c.userId }, c.metric, bucket, 1));
      if (c.spaceId !== null) ranks.push(rankAdd({ spaceId: c.spaceId }, 'spaces', bucket, 1));
    }
  }
  return { days, ranks };
}

/** An outbox event's effect on analytics (the stream router's `analytics` side effect). */
export async function analyticsFromEvent(event: Item): Promise<void> {
  const counted = countedOf(event);
  if (!counted) return;
  const { day, hour } = localTime(counted.at, (await siteRules()).timeZone);
  const { days, ranks } = changesOf(counted, day, hour);
  await countEvent(counted.eventId, days, ranks);
  // Its own marker keeps it once per member and day, so it may run again after a retry.
  if (isContribution(counted)) await markActive(counted.userId, day);
}
