/**
 * The digest's rules (docs/digests.md): when a digest period is due in the site's time
 * zone, which window of posts it covers for a member, and which posts it shows. Pure functions: the
 * run (digest-run-service.ts) and the renderer (digest-mail.ts) apply them.
 */
import { wallTimeToUtc, zonedDate } from '#platform/core/zoned-time.ts';

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** What the settings say of digests: the registry's digest_frequency and the email group's digest keys, the site's zone. */
export interface DigestSettings {
  /** The registry's `digest_frequency`: never, daily, weekly or monthly. */
  frequency: string;
  /** The email group's `digest_email_status`: the site's switch (and every member's default, mail-preferences.ts). */
  status: string;
  /** The email group's `digest_mail_day` (sun..sat): the weekly digest's day. */
  day: string;
  /** The email group's `daily_digest_time` (HH:MM): when every digest goes out on its day. */
  time: string;
  /** The registry's `timezone`. */
  timeZone: string;
}

/** One digest: what it is called (the run's and the jobs' key), when it goes out and the window it covers. */
export interface DigestPeriod {
  /** `daily:2026-11-28`, `weekly:2026-W48` (the ISO week of its day), `monthly:2026-11`: one digest per member each. */
  key: string;
  frequency: DigestFrequency;
  /** When it goes out: the period's day at daily_digest_time in the site's zone. The window ends here. */
  start: Date;
  /** The previous period's start: where the window of a member who never had a digest begins. */
  from: Date;
}

/**
 * After its start, a period not yet begun is begun only this long: the first run after
 * daily_digest_time (every 15 minutes, lib/digest-schedule.ts) starts it, and later ones still
 * catch up if it was missed. An instant further on is "another hour", when no digest goes out; a
 * run begun in time is always finished, whenever the next run comes (digest-run-service.ts).
 */
export const CATCH_UP_MS = 3 * 3_600_000;

/** Digests go out only while digest_frequency names a period and digest_email_status is yes. */
export function digestFrequency(s: Pick<DigestSettings, 'frequency' | 'status'>): DigestFrequency | null {
  if (s.status !== 'yes') return null;
  return (DIGEST_FREQUENCIES as readonly string[]).includes(s.frequency) ? (s.frequency as DigestFrequency) : null;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** ISO 8601 week of a calendar date (a Date at 00:00 UTC of it): `2026-W48`. */
export function isoWeek(date: Date): string {
  const d = new Date(date.getTime());
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of its week names the year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return `${d.getUTCFullYear()}-W${pad(Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7))}`;
}

/** The instant of `time` (HH:MM) on a calendar date (a Date at 00:00 UTC of it) in the zone. */
function sendInstant(date: Date, time: string, timeZone: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute, second: 0 }, timeZone));
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const addMonths = (date: Date, months: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/** The first calendar date (00:00 UTC) of the period holding `date`, and of the one before. */
function periodDates(frequency: DigestFrequency, date: Date, day: string): Date {
  if (frequency === 'daily') return date;
  if (frequency === 'monthly') return addMonths(date, 0);
  const wanted = Math.max(0, WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]));
  return addDays(date, -((date.getUTCDay() - wanted + 7) % 7));
}

const previousDate = (frequency: DigestFrequency, date: Date): Date =>
  frequency === 'daily' ? addDays(date, -1) : frequency === 'weekly' ? addDays(date, -7) : addMonths(date, -1);

function periodKey(frequency: DigestFrequency, date: Date): string {
  if (frequency === 'daily') return `daily:${isoDate(date)}`;
  if (frequency === 'weekly') return `weekly:${isoWeek(date)}`;
  return `monthly:${isoDate(date).slice(0, 7)}`;
}

/**
 * The latest period whose start is at or before `at` (its day at daily_digest_time, in the site's
 * zone: the weekly one on digest_mail_day, the monthly one on the 1st), or null when digests are off.
 */
export function latestPeriod(s: DigestSettings, at: Date): DigestPeriod | null {
  const frequency = digestFrequency(s);
  if (!frequency) return null;
  let date = periodDates(frequency, zonedDate(at, s.timeZone), s.day);
  let start = sendInstant(date, s.time, s.timeZone);
  if (start.getTime() > at.getTime()) {
    date = previousDate(frequency, date);
    start = sendInstant(date, s.time, s.timeZone);
  }
  return { key: periodKey(frequency, date), frequency, start, from: sendInstant(previousDate(frequency, date), s.time, s.timeZone) };
}

/** Whether a period not yet begun may begin at `at` (CATCH_UP_MS). */
export const mayBegin = (period: DigestPeriod, at: Date): boolean => at.getTime() - period.start.getTime() < CATCH_UP_MS;

/** A member's last digest: the period it was for and the window it covered. */
export interface LastDigest {
  period: string;
  since: string;
  until: string;
}

/**
 * Where a member's window starts: after their last digest, but never before the previous period
 * (a member back after months gets the last period's best, not a backlog). The same period
 * rendered again (a send retried) covers the same window again.
 */
export function windowStart(period: { key: string; from: string }, last: LastDigest | null): string {
  if (last && last.period === period.key) return last.since;
  if (last && last.until > period.from) return last.until;
  return period.from;
}

/** Posts a digest shows at most. */
export const DIGEST_POSTS = 5;

export interface DigestCandidate {
  id: number;
  created_at: string;
  reactions_count: number;
  comments_count: number;
}

/** Reactions and comments, a comment counting twice (a conversation says more than a like); newer first on ties. */
export const digestScore = (p: DigestCandidate): number => p.reactions_count + 2 * p.comments_count;

export function topPosts<P extends DigestCandidate>(posts: readonly P[], limit = DIGEST_POSTS): P[] {
  const unique = [...new Map(posts.map((p) => [p.id, p])).values()];
  return unique
    .sort((a, b) => digestScore(b) - digestScore(a) || (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
    .slice(0, limit);
}

/** Job ids of a period's digests: one per member and period, so the mail function never sends two. */
export const digestJobId = (periodKey: string, userId: number): string => `digest:${periodKey}:${userId}`;

/** A short plain-text excerpt of a post's markdown for the mail (escaped where it is shown). */
export function excerpt(message: string, max = 200): string {
  const plain = message
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*(?:>[ \t]*)+|^[ \t]*#{1,6}[ \t]+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}
