/**
 * The analytics charts (docs/analytics.md): each reads one Query of day buckets or of a ranked
 * list, plus at most one BatchGet to name what a top list ranks. Never the events.
 */
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { getProfiles } from '#features/members/member-store.ts';
import { searchWords, toXprofile } from '#features/members/members.ts';
import { searchSpaceIds, toSpace } from '#features/spaces/space-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { keys } from '#platform/data/keys.ts';
import { InvalidParamError } from '#platform/core/errors.ts';
import { dayCountsOf, dayRange, dayString, periodBucket, previousRange, series, totals, weekHours, type DayRange, type GroupBy, type Metric, type MemberRanking, type TopPeriod } from '#features/analytics/analytics.ts';
import { readDays, readTop, type Scope } from '#features/analytics/analytics-store.ts';
import { zonedDate } from '#platform/core/zoned-time.ts';

export interface RangeQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
  group_by?: GroupBy | undefined;
  space_id?: number | undefined;
}

export interface TopQuery {
  period: TopPeriod;
  date?: string | undefined;
  limit: number;
}

const today = async (): Promise<string> => dayString(zonedDate(new Date(), (await siteRules()).timeZone));

async function rangeOf(q: RangeQuery): Promise<DayRange> {
  const range = dayRange(q, await today());
  if (!range) throw new InvalidParamError([{ path: 'end_date', message: 'must be on or after start_date and at most 366 days from it' }]);
  return range;
}

const scopeOf = (q: RangeQuery): Scope => (q.space_id === undefined ? { kind: 'site' } : { kind: 'space', spaceId: q.space_id });

const OVERVIEW: readonly Metric[] = ['posts', 'comments', 'reactions', 'new_members', 'active_members'];
const MEMBERS: readonly Metric[] = ['new_members', 'active_members'];
const SPACE: readonly Metric[] = ['posts', 'comments', 'reactions', 'new_members'];

/** A chart over time: the metrics by day, week or month of the range. */
async function activity(q: RangeQuery, metrics: readonly Metric[]) {
  const range = await rangeOf(q);
  const by = q.group_by ?? 'day';
  const days = (await readDays(scopeOf(q), range)).map(dayCountsOf);
  return { start_date: range.from, end_date: range.to, group_by: by, data: series(range, days, metrics, by), totals: totals(range, days, metrics) };
}

/** A widget: each metric's total over the range and over the same number of days before it (one Query over both). */
async function widget(q: RangeQuery, metrics: readonly Metric[]) {
  const range = await rangeOf(q);
  const previous = previousRange(range);
  const days = (await readDays(scopeOf(q), { from: previous.from, to: range.to })).map(dayCountsOf);
  const now = totals(range, days, metrics);
  const before = totals(previous, days, metrics);
  return {
    start_date: range.from,
    end_date: range.to,
    widget: Object.fromEntries(metrics.map((m) => [m, { value: now[m] ?? 0, previous: before[m] ?? 0 }])),
  };
}

export const overviewActivity = (q: RangeQuery) => activity({ ...q, space_id: undefined }, OVERVIEW);
export const overviewWidget = (q: RangeQuery) => widget({ ...q, space_id: undefined }, OVERVIEW);
export const memberActivity = (q: RangeQuery) => activity({ ...q, space_id: undefined }, MEMBERS);
export const memberWidget = (q: RangeQuery) => widget({ ...q, space_id: undefined }, MEMBERS);
export const spaceActivity = (q: RangeQuery) => activity(q, SPACE);
export const spaceWidget = (q: RangeQuery) => widget(q, SPACE);

/** Contributions (posts, comments, reactions) by weekday and hour over the range, with the busiest slot. */
export async function popularDayTime(q: RangeQuery) {
  const range = await rangeOf(q);
  const grid = weekHours((await readDays({ kind: 'site' }, range)).map(dayCountsOf));
  let best: { weekday: number; hour: number; count: number } | null = null;
  grid.forEach((row, weekday) => row.forEach((count, hour) => {
    if (count > 0 && (!best || count > best.count)) best = { weekday, hour, count };
  }));
  return { start_date: range.from, end_date: range.to, data: grid.map((hours, weekday) => ({ weekday, hours, total: hours.reduce((s, n) => s + n, 0) })), busiest: best };
}

async function bucketOf(q: TopQuery): Promise<{ bucket: string; period: TopPeriod; date: string }> {
  const date = q.date ?? (await today());
  return { bucket: periodBucket(q.period, date), period: q.period, date };
}

/** A top list of members for a period: ranked counters, joined to profiles in one BatchGet. */
export async function topMembers(ranking: MemberRanking, q: TopQuery) {
  const { bucket, period, date } = await bucketOf(q);
  const top = await readTop(ranking, bucket, q.limit);
  const { profiles } = top.length > 0 ? await getProfiles(top.map((t) => t.id)) : { profiles: [] };
  const byId = new Map(profiles.map((p) => [p.user_id, p]));
  return {
    period,
    date,
    data: top.map((t) => {
      const p = byId.get(t.id);
      return { user_id: t.id, count: t.count, xprofile: p ? toXprofile(p) : null };
    }),
  };
}

type SpaceCard = { id: number; title: string; slug: string; privacy: string; type: string | null };
const spaceCard = (item: Record<string, unknown>): SpaceCard => {
  const s = toSpace(item);
  return { id: s.id, title: s.title, slug: s.slug, privacy: s.privacy, type: s.type ?? null };
};

async function spaceCards(ids: number[]): Promise<Map<number, SpaceCard>> {
  if (ids.length === 0) return new Map();
  const found = await batchGet(ids.map((id) => keys.space(id)));
  return new Map(ids.flatMap((id) => {
    const item = found.get(itemKeyOf(keys.space(id)));
    return item ? [[id, spaceCard(item)] as const] : [];
  }));
}

/** Spaces by contributions in a period. */
export async function popularSpaces(q: TopQuery) {
  const { bucket, period, date } = await bucketOf(q);
  const top = await readTop('spaces', bucket, q.limit);
  const cards = await spaceCards(top.map((t) => t.id));
  return { period, date, data: top.map((t) => ({ space_id: t.id, count: t.count, space: cards.get(t.id) ?? null })) };
}

/** Spaces to pick a space chart from: by a word of the title (the spaces' search index), else the all-time popular ones. */
export async function searchSpaces(q: { search?: string | undefined; limit: number }) {
  if ((q.search ?? '').trim() === '') {
    const popular = await popularSpaces({ period: 'all_time', limit: q.limit });
    return { spaces: popular.data.flatMap((s) => (s.space ? [s.space] : [])) };
  }
  // The words as GET /spaces?search= reads them.
  const words = searchWords(q.search ?? '');
  const ids = (await searchSpaceIds(words.indexWord, { otherWords: words.otherWords })).slice(0, q.limit);
  const cards = await spaceCards(ids);
  return { spaces: ids.flatMap((id) => { const c = cards.get(id); return c ? [c] : []; }) };
}
