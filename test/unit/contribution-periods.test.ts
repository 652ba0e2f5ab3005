/**
 * The leaderboard's calendar periods in the site's time zone (features/members/contribution-store.ts):
 * the same instant is in another week, month and year where the zone's calendar says so.
 */
import { describe, expect, it } from 'vitest';
import { mergedContributionUpdates, periodKeys } from '#features/members/contribution-store.ts';

describe('periodKeys', () => {
  const newYearsEveUtc = new Date('2026-12-31T20:00:00Z');
  it('are UTC by default (records counted before the zone governed)', () => {
    expect(periodKeys(newYearsEveUtc)).toEqual({ week: 'W#2026-W53', month: 'M#2026-12', year: 'Y#2026', all: 'ALL' });
  });
  it("follow the zone's calendar date", () => {
    // 2027-01-01 10:00 in Kiritimati (UTC+14): ISO week 2026-W53 still (Friday), a new month and year.
    expect(periodKeys(newYearsEveUtc, 'Pacific/Kiritimati')).toEqual({ week: 'W#2026-W53', month: 'M#2027-01', year: 'Y#2027', all: 'ALL' });
    // Monday 00:30 in Berlin is Sunday 23:30 UTC: another ISO week.
    expect(periodKeys(new Date('2026-11-22T23:30:00Z'), 'Europe/Berlin').week).toBe('W#2026-W48');
    expect(periodKeys(new Date('2026-11-22T23:30:00Z')).week).toBe('W#2026-W47');
  });
});

describe('mergedContributionUpdates', () => {
  it('changes each member and period once, deltas summed, each count in its own zone', () => {
    const updates = mergedContributionUpdates('comments', [
      { userId: 1, delta: -1, at: new Date('2026-12-31T20:00:00Z') },
      { userId: 1, delta: -1, at: new Date('2026-12-31T21:00:00Z') },
      { userId: 1, delta: -1, at: new Date('2026-12-31T20:00:00Z'), timeZone: 'Pacific/Kiritimati' },
    ]);
    const byKey = Object.fromEntries(updates.map((u) => [String(u.Update?.Key?.['sk']), u.Update?.ExpressionAttributeValues?.[':d']]));
    expect(Object.values(byKey).reduce((a: number, b) => a + Number(b), 0)).toBe(-12);
    expect(updates).toHaveLength(6); // W53, ALL (both zones), M#2026-12, Y#2026, M#2027-01, Y#2027
    expect(Object.keys(byKey).filter((k) => k.includes('ALL'))).toHaveLength(1);
  });
});
