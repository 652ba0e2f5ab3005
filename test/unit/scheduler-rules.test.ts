/**
 * The local Scheduler stand-in's pure rules (scripts/local/scheduler.ts): which expressions, names
 * and time zones AWS accepts, and the UTC instant of an at() time in its zone across daylight saving.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fireTime, isValidTimeZone, NAME_PATTERN, parseScheduleExpression, zonedToUtc, type LocalDateTime } from '../../scripts/local/scheduler.ts';

const local = (s: string): LocalDateTime => {
  const parsed = parseScheduleExpression(`at(${s})`);
  if (parsed?.kind !== 'at') throw new Error(`not an at() time: ${s}`);
  return parsed.local;
};
const utc = (s: string, zone: string): string => new Date(zonedToUtc(local(s), zone)).toISOString();

describe('schedule expressions', () => {
  it('accept at() with a real date and time', () => {
    expect(parseScheduleExpression('at(2026-03-29T02:30:00)')).toEqual({ kind: 'at', local: { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 } });
    expect(parseScheduleExpression('at(2028-02-29T23:59:59)')?.kind).toBe('at');
  });

  it.each([
    'at(2026-02-29T10:00:00)',
    'at(2026-13-01T10:00:00)',
    'at(2026-04-31T10:00:00)',
    'at(2026-01-01T24:00:00)',
    'at(2026-01-01T10:60:00)',
    'at(2026-01-01T10:00:60)',
    'at(2026-01-01 10:00:00)',
    'at(2026-01-01T10:00)',
    'at(2026-01-01T10:00:00Z)',
    'at(2026-01-01T10:00:00.000)',
    'at(2026-1-01T10:00:00)',
    'rate(0 minutes)',
    'rate(5 weeks)',
    'rate(5minutes)',
    'cron(0 12 * * ?)',
    'every 5 minutes',
    '',
  ])('refuse %s', (expression) => {
    expect(parseScheduleExpression(expression)).toBeUndefined();
  });

  it('accept rate() and cron() by shape', () => {
    expect(parseScheduleExpression('rate(1 minute)')).toEqual({ kind: 'rate', everyMs: 60_000 });
    expect(parseScheduleExpression('rate(15 minutes)')).toEqual({ kind: 'rate', everyMs: 900_000 });
    expect(parseScheduleExpression('rate(1 hour)')).toEqual({ kind: 'rate', everyMs: 3_600_000 });
    expect(parseScheduleExpression('rate(2 days)')).toEqual({ kind: 'rate', everyMs: 172_800_000 });
    expect(parseScheduleExpression('cron(0 12 * * ? *)')).toEqual({ kind: 'cron' });
  });
});

describe('names and time zones', () => {
  it('names: [0-9a-zA-Z-_.], 1 to 64 characters', () => {
    expect(NAME_PATTERN.test('post-123')).toBe(true);
    expect(NAME_PATTERN.test('a.b_c-D9')).toBe(true);
    expect(NAME_PATTERN.test('x'.repeat(64))).toBe(true);
    expect(NAME_PATTERN.test('x'.repeat(65))).toBe(false);
    expect(NAME_PATTERN.test('')).toBe(false);
    expect(NAME_PATTERN.test('post 1')).toBe(false);
    expect(NAME_PATTERN.test('post/1')).toBe(false);
  });

  it('time zones: IANA names only', () => {
    for (const z of ['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Etc/GMT+5']) expect(isValidTimeZone(z), z).toBe(true);
    for (const z of ['Mars/Olympus', 'Europe/Berlinn', '+01:00', '', 'CEST+1 ', 'Europe//Berlin']) expect(isValidTimeZone(z), z).toBe(false);
  });
});

describe('local time to UTC', () => {
  it('uses the offset in force on that day', () => {
    expect(utc('2026-01-15T12:00:00', 'Europe/Berlin')).toBe('2026-01-15T11:00:00.000Z');
    expect(utc('2026-07-15T12:00:00', 'Europe/Berlin')).toBe('2026-07-15T10:00:00.000Z');
    expect(utc('2026-07-15T12:00:00', 'UTC')).toBe('2026-07-15T12:00:00.000Z');
    expect(utc('2026-07-15T12:00:00', 'America/New_York')).toBe('2026-07-15T16:00:00.000Z');
    expect(utc('2026-07-15T12:00:00', 'Asia/Kolkata')).toBe('2026-07-15T06:30:00.000Z');
    expect(utc('2026-12-31T23:59:59', 'Pacific/Auckland')).toBe('2026-12-31T10:59:59.000Z');
  });

  it('Europe/Berlin, spring forward (2026-03-29, 02:00 becomes 03:00)', () => {
    expect(utc('2026-03-29T01:59:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:59.000Z');
    expect(utc('2026-03-29T03:00:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 never happens that night: moved forward by the gap, to 03:30 summer time.
    expect(utc('2026-03-29T02:30:00', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    // The same wall time on either side of the change is 23 hours apart, not 24.
    expect(zonedToUtc(local('2026-03-29T12:00:00'), 'Europe/Berlin') - zonedToUtc(local('2026-03-28T12:00:00'), 'Europe/Berlin')).toBe(23 * 3_600_000);
  });

  it('Europe/Berlin, fall back (2026-10-25, 03:00 becomes 02:00): a repeated time is its first occurrence', () => {
    expect(utc('2026-10-25T01:59:59', 'Europe/Berlin')).toBe('2026-10-24T23:59:59.000Z');
    expect(utc('2026-10-25T02:30:00', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(utc('2026-10-25T03:00:00', 'Europe/Berlin')).toBe('2026-10-25T02:00:00.000Z');
    expect(zonedToUtc(local('2026-10-25T12:00:00'), 'Europe/Berlin') - zonedToUtc(local('2026-10-24T12:00:00'), 'Europe/Berlin')).toBe(25 * 3_600_000);
  });

  it('America/New_York and Australia/Sydney change on other days and directions', () => {
    expect(utc('2026-03-08T02:30:00', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z'); // gap: 03:30 EDT
    expect(utc('2026-11-01T01:30:00', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z'); // first 01:30 (EDT)
    expect(utc('2026-04-05T02:30:00', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z'); // first 02:30 (AEDT)
    expect(utc('2026-10-04T02:30:00', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z'); // gap: 03:30 AEDT
  });

  it('round-trips times all through 2026 in Berlin back to the same wall clock', () => {
    const fmt = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'medium' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3_600_000 + 61_000) {
      const wall = fmt.format(t).replace(' ', 'T');
      const back = zonedToUtc(local(wall), 'Europe/Berlin');
      // A repeated hour maps to its first occurrence: the same wall clock, possibly an hour earlier.
      expect(fmt.format(back).replace(' ', 'T')).toBe(wall);
      expect([0, 3_600_000]).toContain(t - back);
    }
  });
});

describe('when a schedule fires', () => {
  it('at the due instant by default; with fireWithinMinute anywhere in its minute, never after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }).map((s) => s * 1000), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (dueAt, r) => {
        expect(fireTime(dueAt, false, r)).toBe(dueAt);
        const at = fireTime(dueAt, true, r);
        const minuteStart = dueAt - (dueAt % 60_000);
        expect(at).toBeGreaterThanOrEqual(minuteStart);
        expect(at).toBeLessThan(minuteStart + 60_000);
      }),
    );
    expect(fireTime(Date.UTC(2026, 0, 1, 10, 0, 45), true, 0)).toBe(Date.UTC(2026, 0, 1, 10, 0, 0));
    expect(fireTime(Date.UTC(2026, 0, 1, 10, 0, 45), true, 0.9999999)).toBe(Date.UTC(2026, 0, 1, 10, 0, 59, 999));
  });
});
