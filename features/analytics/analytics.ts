/**
 * Community analytics' rules (docs/analytics.md): which outbox event moves which counters, the
 * buckets they fall in (the site's time zone), and the date ranges and periods a chart reads. Pure:
 * the recorder (analytics-recorder.ts) writes the counters from the stream, the service reads them.
 */
import { zonedDate } from '#platform/core/zoned-time.ts';

/** What a day bucket counts. */
export const METRICS = ['posts', 'comments', 'reactions', 'new_members', 'active_members'] as const;
export type Metric = (typeof METRICS)[number];

/** The ranked counters per member (top lists): posts started, comments, and every contribution. */
export const MEMBER_RANKINGS = ['posts', 'comments', 'total'] as const;
export type MemberRanking = (typeof MEMBER_RANKINGS)[number];

/** The periods a top list ranks: a calendar month, a calendar year (site's time zone), all time. */
export const TOP_PERIODS = ['month', 'year', 'all_time'] as const;
export type TopPeriod = (typeof TOP_PERIODS)[number];

/** The longest date range a chart reads (a year of day buckets, a leap day included). */
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

type Item = Record<string, unknown>;

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** What one outbox event counts: the metric, who did it, in which space, when. Null for events analytics ignores. */
export interface Counted {
  eventId: string;
  metric: Exclude<Metric, 'active_members'>;
  userId: number;
  spaceId: number | null;
  at: Date;
}

/**
 * The counters an event moves. Posts, comments and reactions (likes of a post) count for their
 * author (and make them active that day); a registration counts a new member, and a space join a
 * new member of that space only. Removals take nothing back (docs/analytics.md, "What counts").
 */
export function countedOf(event: Item): Counted | null {
  if (event['entity'] !== 'event') return null;
  const data = (event['data'] ?? {}) as Item;
  const at = new Date(String(event['occurred_at']));
  if (Number.isNaN(at.getTime())) return null;
  const actor = num(event['actor_id']);
  const spaceId = num(event['space_id']);
  const base = { eventId: String(event['event_id']), at };
  switch (event['event']) {
    case 'feed.created':
      return actor === null ? null : { ...base, metric: 'posts', userId: actor, spaceId };
    case 'comment.created':
      return actor === null ? null : { ...base, metric: 'comments', userId: actor, spaceId };
    case 'reaction.added':
      if (actor === null || (data['object_type'] ?? 'feed') !== 'feed') return null;
      return { ...base, metric: 'reactions', userId: actor, spaceId };
    case 'user.registered': {
      const user = num(data['user_id']) ?? num(data['id']) ?? actor;
      return user === null ? null : { ...base, metric: 'new_members', userId: user, spaceId: null };
    }
    case 'space.member_joined': {
      const user = num(data['user_id']) ?? actor;
      const space = spaceId ?? num(data['space_id']);
      return user === null || space === null ? null : { ...base, metric: 'new_members', userId: user, spaceId: space };
    }
    default:
      return null;
  }
}

/** Whether the event is a contribution (ranked per member, counted per hour, makes its author active). */
export const isContribution = (c: Counted): boolean => c.metric !== 'new_members';

/** `YYYY-MM-DD` of a Date at 00:00 UTC standing for a calendar date. */
export const dayString = (d: Date): string => d.toISOString().slice(0, 10);

/** The calendar day, weekday (0 Sunday) and hour an instant falls on in the time zone. */
export function localTime(at: Date, timeZone: string): { day: string; weekday: number; hour: number } {
  const date = zonedDate(at, timeZone);
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric' }).format(at)) % 24;
  return { day: dayString(date), weekday: date.getUTCDay(), hour };
}

/** The period buckets a contribution on `day` is ranked in. */
export const periodBuckets = (day: string): string[] => [`M${day.slice(0, 7)}`, `Y${day.slice(0, 4)}`, 'ALL'];

/** The bucket of a top list's period that holds `day`. */
export function periodBucket(period: TopPeriod, day: string): string {
  if (period === 'month') return `M${day.slice(0, 7)}`;
  if (period === 'year') return `Y${day.slice(0, 4)}`;
  return 'ALL';
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number): string => dayString(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The range a chart reads: `start_date`..`end_date` (inclusive, the site's calendar), defaulting
 * to the 30 days up to today; at most MAX_RANGE_DAYS. Null when the dates are reversed or too far apart.
 */
export function dayRange(q: { start_date?: string | undefined; end_date?: string | undefined }, today: string): DayRange | null {
  const to = q.end_date ?? (q.start_date ? addDays(q.start_date, DEFAULT_RANGE_DAYS - 1) : today);
  const from = q.start_date ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const days = daysBetween(from, to);
  return days < 1 || days > MAX_RANGE_DAYS ? null : { from, to };
}

/** The same number of days just before `range` (a widget's comparison). */
export function previousRange(range: DayRange): DayRange {
  const days = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** Every day of the range, in order. */
export const daysOf = (range: DayRange): string[] => Array.from({ length: daysBetween(range.from, range.to) }, (_, i) => addDays(range.from, i));

export type GroupBy = 'day' | 'week' | 'month';

/** The label a day is summed under: the day, the Monday starting its week, or its month's first day. */
export function groupLabel(day: string, by: GroupBy): string {
  if (by === 'day') return day;
  if (by === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A day bucket as read: each metric and the 24 hourly contribution counts (0 where absent). */
export interface DayCounts {
  day: string;
  counts: Record<Metric, number>;
  hours: number[];
}

const HOURS = Array.from({ length: 24 }, (_, h) => `h${String(h).padStart(2, '0')}`);
/** The day bucket's attribute counting the contributions of an hour (`h00`..`h23`). */
export const hourAttribute = (hour: number): string => HOURS[hour] ?? 'h00';

/** A stored day bucket as its counts (0 where an attribute is absent). */
export function dayCountsOf(item: Record<string, unknown>): DayCounts {
  return {
    day: String(item['day']),
    counts: Object.fromEntries(METRICS.map((m) => [m, Number(item[m] ?? 0)])) as DayCounts['counts'],
    hours: HOURS.map((h) => Number(item[h] ?? 0)),
  };
}

/** Sums day buckets into a series over every day (or week, or month) of the range, zeros included. */
export function series(range: DayRange, buckets: DayCounts[], metrics: readonly Metric[], by: GroupBy): Array<{ date: string } & Partial<Record<Metric, number>>> {
  const byDay = new Map(buckets.map((b) => [b.day, b]));
  const out = new Map<string, { date: string } & Partial<Record<Metric, number>>>();
  for (const day of daysOf(range)) {
    const label = groupLabel(day, by);
    const row = out.get(label) ?? { date: label, ...Object.fromEntries(metrics.map((m) => [m, 0])) };
    const b = byDay.get(day);
    for (const m of metrics) row[m] = (row[m] ?? 0) + (b?.counts[m] ?? 0);
    out.set(label, row);
  }
  return [...out.values()];
}

/** Totals of each metric over the buckets within `range`. */
export function totals(range: DayRange, buckets: DayCounts[], metrics: readonly Metric[]): Record<string, number> {
  const inRange = buckets.filter((b) => b.day >= range.from && b.day <= range.to);
  return Object.fromEntries(metrics.map((m) => [m, inRange.reduce((s, b) => s + b.counts[m], 0)]));
}

/** Contributions per weekday (0 Sunday) and hour, summed over the buckets: 7 rows of 24. */
export function weekHours(buckets: DayCounts[]): number[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const b of buckets) {
    const row = grid[new Date(`${b.day}T00:00:00Z`).getUTCDay()]!;
    b.hours.forEach((n, h) => (row[h] = (row[h] ?? 0) + n));
  }
  return grid;
}
