/**
 * The ranking GET /leaderboard reads (features/members/leaderboard-service.ts leaderboardBucket):
 * the year is the site's calendar year, so at a year boundary the zone decides it. Through HTTP the
 * clock cannot be set; test/api/members/leaderboard.test.ts proves the zone is read.
 */
import { describe, expect, it } from 'vitest';
import { leaderboardBucket } from '#features/members/leaderboard-service.ts';

describe('leaderboardBucket', () => {
  const newYearsEveNoonUtc = new Date('2026-12-31T12:00:00Z');
  const newYearsDayMorningUtc = new Date('2027-01-01T06:00:00Z');

  it('the year follows the site zone at the boundary', () => {
    expect(leaderboardBucket('year', newYearsEveNoonUtc, 'UTC')).toBe('Y#2026');
    // UTC+14: already 2027-01-01 02:00.
    expect(leaderboardBucket('year', newYearsEveNoonUtc, 'Pacific/Kiritimati')).toBe('Y#2027');
    expect(leaderboardBucket('year', newYearsDayMorningUtc, 'UTC')).toBe('Y#2027');
    // UTC-11: still 2026-12-31 19:00.
    expect(leaderboardBucket('year', newYearsDayMorningUtc, 'Pacific/Pago_Pago')).toBe('Y#2026');
  });

  it('the rolling windows and all time have one ranking each', () => {
    expect(leaderboardBucket('7_days', newYearsEveNoonUtc, 'UTC')).toBe('W7');
    expect(leaderboardBucket('30_days', newYearsEveNoonUtc, 'UTC')).toBe('W30');
    expect(leaderboardBucket('all_time', newYearsEveNoonUtc, 'Pacific/Kiritimati')).toBe('ALL');
  });
});
