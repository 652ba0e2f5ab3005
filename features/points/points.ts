/**
 * Points (docs/points.md): what earns them, how much by default, the leaderboard's windows and the
 * order of its index. Pure rules; awarding is in award-service.ts, storage in the *-store.ts files.
 */
import { integer } from '#platform/core/fields.ts';
import { zonedDate } from '#platform/core/zoned-time.ts';

/** The actions that earn points, each awarded to one member for one piece of content. */
export const POINT_ACTIONS = ['post_published', 'comment_added', 'reaction_received', 'lesson_completed', 'course_completed', 'quiz_passed'] as const;
export type PointAction = (typeof POINT_ACTIONS)[number];
export type PointValues = Record<PointAction, number>;

/** The values before an administrator sets any (docs/points.md, "Actions"). */
export const DEFAULT_POINT_VALUES: PointValues = {
  post_published: 5,
  comment_added: 2,
  reaction_received: 1,
  lesson_completed: 2,
  course_completed: 10,
  quiz_passed: 5,
};

/** A value an administrator may give an action: 0 turns it off; bounded so totals stay exact numbers. */
export const MAX_ACTION_POINTS = 1000;
export const pointValue = integer({ min: 0, max: MAX_ACTION_POINTS });

/** The leaderboard's periods: rolling windows of the site's calendar days, its calendar year, and all time. */
export const LEADERBOARD_PERIODS = ['7_days', '30_days', 'year', 'all_time'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** The rolling windows, in days (today in the site's time zone and the days before it). */
export const ROLLING_WINDOWS = { '7_days': 7, '30_days': 30 } as const;
export type RollingWindow = keyof typeof ROLLING_WINDOWS;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the calendar day `at` falls on in `timeZone`. */
export const localDay = (at: Date, timeZone: string): string => zonedDate(at, timeZone).toISOString().slice(0, 10);

/** The day `n` days after (negative: before) `day`. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whether points earned on `day` count in the rolling window when the site's day is `today`. */
export const inWindow = (window: RollingWindow, day: string, today: string): boolean => day <= today && day > addDays(today, -ROLLING_WINDOWS[window]);

/** The last day a rolling window no longer holds when the site's day is `today`. */
export const leftWindowOn = (window: RollingWindow, today: string): string => addDays(today, -ROLLING_WINDOWS[window]);

/**
 * The ranking item of each period that points earned on `day` move, by the sort key suffix of the
 * member's item (USER#<id>/PTS#<bucket>) and of its rank partition (POINTS#<bucket>). The year is
 * the calendar year of the day; the rolling windows have one item each, kept current by taking
 * each day out when it leaves them (window-expiry-service.ts).
 */
export function periodBucket(period: LeaderboardPeriod, today: string): string {
  if (period === 'year') return `Y#${today.slice(0, 4)}`;
  if (period === 'all_time') return 'ALL';
  return period === '7_days' ? 'W7' : 'W30';
}

/**
 * The leaderboard's order in one number, so a single ADD moves both: points first, then the older
 * member (the lower id) first among equal points, which keeps ties in the same order on every page.
 * Ids at or above RANK_SCALE share the last place among their equals. Below 2^53 while a member's
 * points in one period stay under 90 million (MAX_ACTION_POINTS keeps that far off).
 */
export const RANK_SCALE = 100_000_000;
export const rankBase = (userId: number): number => RANK_SCALE - 1 - Math.min(userId, RANK_SCALE - 1);
/** What the stores need to move a member's rank: its value at 0 points and what a point adds. */
export interface RankOrder {
  base: number;
  scale: number;
}
export const rankOrder = (userId: number): RankOrder => ({ base: rankBase(userId), scale: RANK_SCALE });
/** The smallest rank of a member with at least one point: the leaderboard lists only those. */
export const MIN_LISTED_RANK = RANK_SCALE;

/** What an award stores (docs/points.md): its value, the day it counts on, the rolling windows it went into. */
export interface StoredAward {
  points: number;
  day: string;
  w7: boolean;
  w30: boolean;
}

/** What an award's transaction is decided from: the award as read and its day's flags. */
export interface AwardState {
  award: StoredAward | null;
  /** The day already left the 7-day (30-day) window (the expiry took its part out). */
  out7: boolean;
  out30: boolean;
}

/** One award's change: how its item is written and what every counter moves by. */
export interface AwardPlan {
  write: 'put' | 'update' | 'delete';
  award: StoredAward;
  /** What the counters move by: the new value less what the award gave before. */
  delta: number;
  /** Whether the rolling windows move (the award counts in them and its day has not left them). */
  w7: boolean;
  w30: boolean;
}

/**
 * How an award becomes `points` (0: taken back), or null when it already is. A new award counts on
 * `day` and goes into each rolling window still holding that day; a changed one keeps its day and
 * moves only the windows it went into that have not let its day go.
 */
export function awardPlan(state: AwardState, points: number, day: string, today: string): AwardPlan | null {
  const before = state.award;
  if (!before) {
    if (points <= 0) return null;
    const w7 = inWindow('7_days', day, today) && !state.out7;
    const w30 = inWindow('30_days', day, today) && !state.out30;
    return { write: 'put', award: { points, day, w7, w30 }, delta: points, w7, w30 };
  }
  if (before.points === points) return null;
  return {
    write: points <= 0 ? 'delete' : 'update',
    award: { ...before, points: Math.max(points, 0) },
    delta: Math.max(points, 0) - before.points,
    w7: before.w7 && !state.out7,
    w30: before.w30 && !state.out30,
  };
}
