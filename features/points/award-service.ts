/**
 * Awarding and taking back points (docs/points.md, "How points are kept"): an award is decided from
 * what is stored and written on the condition that it is still so, and decided again when another
 * award, take-back or the windows' expiry came in between.
 */
import { awardPlan, localDay, rankOrder, type PointAction } from '#features/points/points.ts';
import { awardItems, PROFILE_INDEX, readAwardState, writeAward } from '#features/points/award-store.ts';

export interface AwardTarget {
  userId: number;
  /** The content the points are for (docs/points.md): one award per source and member. */
  source: string;
  action: PointAction;
  /** When it happened: the site day it counts on. */
  at: Date;
}

/** A change of a member's points by `delta` (never 0). */
export interface PointsChange {
  userId: number;
  delta: number;
}

/** Races lost in a row before the award gives up (the stream router retries the record). */
const ATTEMPTS = 6;

/**
 * Makes the member's award for the source worth `points` (0 takes it back) in the site's time
 * zone; null when it already was (a replayed or retried record) or the member is gone.
 */
export async function setAward(target: AwardTarget, points: number, timeZone: string, now = new Date()): Promise<PointsChange | null> {
  const today = localDay(now, timeZone);
  const day = localDay(target.at, timeZone);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const state = await readAwardState(target.userId, target.source, day);
    const plan = awardPlan(state, points, day, today);
    if (!plan) return null;
    const failed = await writeAward(awardItems(target.userId, target.source, target.action, state, plan, rankOrder(target.userId), now.toISOString()));
    if (!failed) return { userId: target.userId, delta: plan.delta };
    if (failed.includes(PROFILE_INDEX)) return null;
  }
  throw new Error(`points award ${target.source} of member ${target.userId} kept changing`);
}

/** Takes back the member's award for the source, if any. */
export const takeBackAward = (userId: number, source: string, timeZone: string, now = new Date()): Promise<PointsChange | null> =>
  setAward({ userId, source, action: 'post_published', at: now }, 0, timeZone, now);
