/**
 * The digest's rules (features/digests/digests.ts): which period is due at an instant in the site's
 * time zone, its key and window, the member's window and the ranking.
 */
import { describe, expect, it } from 'vitest';
import { CATCH_UP_MS, excerpt, isoWeek, latestPeriod, mayBegin, topPosts, windowStart, type DigestSettings } from '#features/digests/digests.ts';

const base: DigestSettings = { frequency: 'daily', status: 'yes', day: 'tue', time: '09:00', timeZone: 'UTC' };
const at = (iso: string) => new Date(iso);

describe('digest periods', () => {
  it('are off unless digest_email_status is yes and digest_frequency names a period', () => {
    expect(latestPeriod({ ...base, status: 'no' }, at('2026-11-28T10:00:00Z'))).toBeNull();
    expect(latestPeriod({ ...base, frequency: 'never' }, at('2026-11-28T10:00:00Z'))).toBeNull();
  });

  it('daily: the latest daily_digest_time in the site zone, keyed by its local date', () => {
    // Asia/Kolkata is UTC+05:30: 09:00 there is 03:30 UTC.
    const s = { ...base, timeZone: 'Asia/Kolkata' };
    const p = latestPeriod(s, at('2026-11-28T03:30:00Z'));
    expect(p?.key).toBe('daily:2026-11-28');
    expect(p?.start.toISOString()).toBe('2026-11-28T03:30:00.000Z');
    expect(p?.from.toISOString()).toBe('2026-11-27T03:30:00.000Z');
    // A minute before: still yesterday's period, long past its catch-up time.
    const before = latestPeriod(s, at('2026-11-28T03:29:00Z'));
    expect(before?.key).toBe('daily:2026-11-27');
    expect(before && mayBegin(before, at('2026-11-28T03:29:00Z'))).toBe(false);
    // Local midnight has passed in Kolkata (18:30 UTC) but not 09:00: still the 28th's period.
    expect(latestPeriod(s, at('2026-11-28T20:00:00Z'))?.key).toBe('daily:2026-11-28');
  });

  it('may begin only within the catch-up time after its start', () => {
    const p = latestPeriod(base, at('2026-11-28T09:00:00Z'));
    if (!p) throw new Error('no period');
    expect(mayBegin(p, at('2026-11-28T09:00:00Z'))).toBe(true);
    expect(mayBegin(p, new Date(p.start.getTime() + CATCH_UP_MS - 1))).toBe(true);
    expect(mayBegin(p, new Date(p.start.getTime() + CATCH_UP_MS))).toBe(false);
  });

  it('weekly: digest_mail_day at the time, keyed by the ISO week', () => {
    const s = { ...base, frequency: 'weekly', day: 'sat', timeZone: 'America/New_York' };
    // Saturday 2026-11-28 09:00 in New York (EST, UTC-5) is 14:00 UTC.
    const p = latestPeriod(s, at('2026-11-28T14:00:00Z'));
    expect(p?.key).toBe('weekly:2026-W48');
    expect(p?.start.toISOString()).toBe('2026-11-28T14:00:00.000Z');
    expect(p?.from.toISOString()).toBe('2026-11-21T14:00:00.000Z');
    // The Friday before: last Saturday's period.
    expect(latestPeriod(s, at('2026-11-27T14:00:00Z'))?.start.toISOString()).toBe('2026-11-21T14:00:00.000Z');
    // Sunday: still Saturday's.
    expect(latestPeriod(s, at('2026-11-29T20:00:00Z'))?.key).toBe('weekly:2026-W48');
  });

  it('weekly across a daylight-saving change keeps the local time', () => {
    const s = { ...base, frequency: 'weekly', day: 'sun', timeZone: 'Europe/Berlin' };
    // Sunday 2026-11-01 09:00 CET (UTC+1) is 08:00 UTC; the week before, 2026-10-25 was the change day (09:00 CET = 08:00 UTC).
    const p = latestPeriod(s, at('2026-11-01T08:00:00Z'));
    expect(p?.start.toISOString()).toBe('2026-11-01T08:00:00.000Z');
    expect(p?.from.toISOString()).toBe('2026-10-25T08:00:00.000Z');
    // 2026-10-18 was still summer time (UTC+2): 09:00 there is 07:00 UTC.
    expect(latestPeriod(s, at('2026-10-24T12:00:00Z'))?.start.toISOString()).toBe('2026-10-18T07:00:00.000Z');
  });

  it('monthly: the 1st at the time, keyed by the month', () => {
    const s = { ...base, frequency: 'monthly' };
    expect(latestPeriod(s, at('2026-11-28T10:00:00Z'))?.key).toBe('monthly:2026-11');
    const jan = latestPeriod(s, at('2027-01-01T08:00:00Z'));
    expect(jan?.key).toBe('monthly:2026-12');
    expect(jan?.from.toISOString()).toBe('2026-11-01T09:00:00.000Z');
  });

  it('ISO weeks', () => {
    expect(isoWeek(new Date(Date.UTC(2026, 10, 28)))).toBe('2026-W48');
    expect(isoWeek(new Date(Date.UTC(2027, 0, 1)))).toBe('2026-W53');
    expect(isoWeek(new Date(Date.UTC(2025, 11, 29)))).toBe('2026-W01');
  });
});

describe("a member's window", () => {
  const period = { key: 'daily:2026-11-28', from: '2026-11-27T09:00:00.000Z' };
  it('starts at the period before, after the last digest, or where the same period started (a retried send)', () => {
    expect(windowStart(period, null)).toBe(period.from);
    expect(windowStart(period, { period: 'daily:2026-11-20', since: '2026-11-19T09:00:00.000Z', until: '2026-11-20T09:00:00.000Z' })).toBe(period.from);
    expect(windowStart(period, { period: 'weekly:2026-W48', since: '2026-11-21T09:00:00.000Z', until: '2026-11-27T18:00:00.000Z' })).toBe('2026-11-27T18:00:00.000Z');
    expect(windowStart(period, { period: 'daily:2026-11-28', since: '2026-11-27T09:00:00.000Z', until: '2026-11-28T09:00:00.000Z' })).toBe('2026-11-27T09:00:00.000Z');
  });
});

describe('ranking', () => {
  it('by reactions and comments (a comment counts twice), newer first on ties, at most five, each once', () => {
    const p = (id: number, reactions: number, comments: number, created = `2026-11-28T0${id % 10}:00:00Z`) => ({ id, reactions_count: reactions, comments_count: comments, created_at: created });
    const posts = [p(1, 0, 0), p(2, 5, 0), p(3, 1, 2), p(4, 0, 3), p(5, 3, 0), p(6, 3, 0), p(7, 0, 0), p(2, 5, 0)];
    expect(topPosts(posts).map((x) => x.id)).toEqual([4, 3, 2, 6, 5]);
  });

  it('excerpts are plain text, short', () => {
    expect(excerpt('# Title\n**Hello** [there](https://x.example) ![img](a.png)\n\n> quoted')).toBe('Title Hello there quoted');
    // Raw HTML is text in a post (markdown with HTML off): kept as written, escaped where shown.
    expect(excerpt('Only for <script>members</script> & 2 > 1')).toBe('Only for <script>members</script> & 2 > 1');
    expect(excerpt('a'.repeat(300)).length).toBe(200);
  });
});
