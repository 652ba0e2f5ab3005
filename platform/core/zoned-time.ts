/**
 * Wall-clock times in an IANA time zone (scheduled posts: `scheduled_at` is given as
 * `YYYY-MM-DD HH:MM:SS` in the post's `timezone`; the leaderboard's periods and the activity
 * date filters, in the site's), with the platform's Intl data only.
 */

/** A wall-clock date and time, as its fields. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** An IANA time zone name Intl knows (EventBridge Scheduler takes IANA names; offsets such as +01:00 are refused). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+)*$/.test(timeZone)) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function wallTimeOf(value: string): WallTime | undefined {
  const m = LOCAL_TIME.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

/** A `YYYY-MM-DD HH:MM:SS` that names a real calendar date and time of day. */
export function isLocalDateTime(value: string): boolean {
  const w = wallTimeOf(value);
  if (!w) return false;
  const t = new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
  return t.getUTCFullYear() === w.year && t.getUTCMonth() === w.month - 1 && t.getUTCDate() === w.day && w.hour < 24 && w.minute < 60 && w.second < 60;
}

/** The wall-clock fields of `instant` (ms) in `timeZone`, as if they were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts['year']), Number(parts['month']) - 1, Number(parts['day']), Number(parts['hour']), Number(parts['minute']), Number(parts['second']));
}

/** The calendar date `instant` falls on in `timeZone`, as a Date at 00:00 UTC of that date (read it with getUTC*). */
export function zonedDate(instant: Date, timeZone: string): Date {
  const wall = new Date(wallClock(instant.getTime(), timeZone));
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** The zone's offset from UTC (ms) at `instant`. */
const offsetAt = (instant: number, timeZone: string): number => wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;

/**
 * The UTC instant (ms) of a wall-clock time in `timeZone`, across daylight-saving changes: a time
 * that happens twice (clocks turned back) is its first occurrence; a time that never happens
 * (clocks turned forward) moves forward by the gap (02:30 in a 02:00 to 03:00 gap is 03:30 new
 * time), as java.time and most schedulers do. The one conversion both the domain and the local
 * Scheduler stand-in use, so they agree on when a schedule is due. Assumes at most one offset
 * change within a day of the time, true of every zone.
 */
export function wallTimeToUtc(local: WallTime, timeZone: string): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  const DAY = 86_400_000;
  const before = wall - offsetAt(wall - DAY, timeZone);
  const after = wall - offsetAt(wall + DAY, timeZone);
  const matches = [before, after].filter((t) => wallClock(t, timeZone) === wall);
  if (matches.length > 0) return Math.min(...matches);
  return before; // in the gap: the old offset read forward lands past it
}

/** The UTC instant of a `YYYY-MM-DD HH:MM:SS` wall-clock time in a zone (wallTimeToUtc). */
export function zonedToUtc(local: string, timeZone: string): Date {
  const w = wallTimeOf(local);
  if (!w) throw new Error(`not a YYYY-MM-DD HH:MM:SS time: ${local}`);
  return new Date(wallTimeToUtc(w, timeZone));
}

/** `YYYY-MM-DDTHH:MM:SS`, the form of EventBridge Scheduler's at() expression. */
export const schedulerLocal = (local: string): string => local.replace(' ', 'T');
