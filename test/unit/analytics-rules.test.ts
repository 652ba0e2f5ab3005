/** Community analytics' pure rules (features/analytics/analytics.ts): ranges, grouping, time zones, what counts. */
import { describe, expect, it } from 'vitest';
import { countedOf, dayRange, groupLabel, localTime, periodBucket, previousRange, series, weekHours } from '#features/analytics/analytics.ts';

describe('analytics rules', () => {
  it('reads a date range: the last 30 days by default, at most 366 days, never reversed', () => {
    expect(dayRange({}, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(dayRange({ start_date: '2026-01-01' }, '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(dayRange({ start_date: '2024-01-01', end_date: '2024-12-31' }, 'x')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(dayRange({ start_date: '2024-01-01', end_date: '2025-01-01' }, 'x')).toBeNull();
    expect(dayRange({ start_date: '2024-01-02', end_date: '2024-01-01' }, 'x')).toBeNull();
    expect(previousRange({ from: '2026-03-01', to: '2026-03-07' })).toEqual({ from: '2026-02-22', to: '2026-02-28' });
  });

  it('groups days into Monday weeks and months, every day of the range included', () => {
    expect(groupLabel('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday: the week of Monday the 23rd
    expect(groupLabel('2026-11-23', 'week')).toBe('2026-11-23');
    expect(groupLabel('2026-11-29', 'month')).toBe('2026-11-01');
    const day = (d: string, posts: number) => ({ day: d, counts: { posts, comments: 0, reactions: 0, new_members: 0, active_members: 0 }, hours: [] });
    expect(series({ from: '2026-11-28', to: '2026-12-02' }, [day('2026-11-29', 2), day('2026-12-01', 3)], ['posts'], 'month')).toEqual([
      { date: '2026-11-01', posts: 2 },
      { date: '2026-12-01', posts: 3 },
    ]);
    expect(series({ from: '2026-11-28', to: '2026-11-30' }, [], ['posts'], 'day')).toHaveLength(3);
  });

  it('buckets by the local calendar day, weekday and hour of the site time zone', () => {
    expect(localTime(new Date('2026-11-28T20:30:00Z'), 'UTC')).toEqual({ day: '2026-11-28', weekday: 6, hour: 20 });
    expect(localTime(new Date('2026-11-28T20:30:00Z'), 'Asia/Tokyo')).toEqual({ day: '2026-11-29', weekday: 0, hour: 5 });
    expect(localTime(new Date('2026-11-28T02:00:00Z'), 'America/New_York')).toEqual({ day: '2026-11-27', weekday: 5, hour: 21 });
    expect(periodBucket('month', '2026-11-29')).toBe('M2026-11');
    expect(periodBucket('year', '2026-11-29')).toBe('Y2026');
    expect(periodBucket('all_time', '2026-11-29')).toBe('ALL');
    const hours = Array.from({ length: 24 }, (_, h) => (h === 5 ? 2 : 0));
    expect(weekHours([{ day: '2026-11-29', counts: { posts: 0, comments: 0, reactions: 0, new_members: 0, active_members: 0 }, hours }])[0]![5]).toBe(2);
  });

  it('counts posts, comments, likes of posts, registrations and space joins; nothing else', () => {
    const event = (name: string, data: Record<string, unknown> = {}) => ({ entity: 'event', event: name, event_id: 'e1', actor_id: 7, space_id: 3, occurred_at: '2026-11-28T10:00:00Z', data });
    expect(countedOf(event('feed.created'))).toMatchObject({ metric: 'posts', userId: 7, spaceId: 3 });
    expect(countedOf(event('comment.created'))).toMatchObject({ metric: 'comments' });
    expect(countedOf(event('reaction.added', { object_type: 'feed' }))).toMatchObject({ metric: 'reactions' });
    expect(countedOf(event('reaction.added', { object_type: 'comment' }))).toBeNull();
    expect(countedOf({ ...event('user.registered', { user_id: 9 }), space_id: null })).toMatchObject({ metric: 'new_members', userId: 9, spaceId: null });
    expect(countedOf(event('space.member_joined', { user_id: 9 }))).toMatchObject({ metric: 'new_members', userId: 9, spaceId: 3 });
    expect(countedOf(event('feed.deleted'))).toBeNull();
    expect(countedOf({ ...event('feed.created'), occurred_at: 'not a date' })).toBeNull();
  });
});
