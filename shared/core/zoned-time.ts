/**
 * Wall-clock times in an IANA time zone (scheduled posts: `scheduled_at` is given as
 * `YYYY-MM-DD HH:MM:SS` in the post's `timezone`), with the platform's Intl data only.
 */

export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A `YYYY-MM-DD HH:MM:SS` that names a real calendar date and time of day. */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL_TIME.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time in a zone. Across a daylight-saving change the offset is
 * the one in force at that instant; a time skipped by the spring change (02:30 in Berlin on the
 * last Sunday of March) moves forward by the gap, as EventBridge Scheduler does.
 */
export function zonedToUtc(local: string, timeZone: string): Date {
  const m = LOCAL_TIME.exec(local);
  if (!m) throw new Error(`not a YYYY-MM-DD HH:MM:SS time: ${local}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  // Two guesses disagree only around a change; the later offset wins for a skipped time.
  return new Date(offsetAt(second, timeZone) === wall - second ? second : Math.max(first, second));
}

/** `YYYY-MM-DDTHH:MM:SS`, the form of EventBridge Scheduler's at() expression. */
export const schedulerLocal = (local: string): string => local.replace(' ', 'T');
