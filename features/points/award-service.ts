/**
 * Awarding and taking back points (docs/points.md, "How points are kept"): an award is decided from
 * what is stored and written on the condition that it is still so, and decided again when another
 * award, take-back or the windows' expiry came in between.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { awardPlan, DEFAULT_POINT_VALUES, localDay, rankOrder, type PointAction, type PointValues } from '#features/points/points.ts';
import type { PointsMove } from '#features/points/point-sources.ts';
import { awardItems, readAwardState, writeAward } from '#features/points/award-store.ts';

export interface AwardTarget {
  userId: number;
  /** The content the points are for (docs/points.md): one award per source and member. */
  source: string;
  action: PointAction;
  /** When it happened: the site day it counts on. */
  at: Date;
}

/** A change of a member's points by `delta` (never 0): their total before and after it. */
export interface PointsChange {
  userId: number;
  delta: number;
  before: number;
  after: number;
}

/** Races lost in a row before the award gives up (the stream router retries the side effect). */
const ATTEMPTS = 10;

/**
 * Makes the member's award for the source worth `points` (0 takes it back) in the site's time
 * zone; null when it already was (a replayed or retried record) or the member is gone.
 */
export async function setAward(target: AwardTarget, points: number, timeZone: string, now = new Date()): Promise<PointsChange | null> {
  const today = localDay(now, timeZone);
  const day = localDay(target.at, timeZone);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const state = await readAwardState(target.userId, target.source, day);
    // A member gone (deleted) earns and loses nothing more.
    if (state.total === null) return null;
    const plan = awardPlan(state, points, day, today);
    if (!plan) return null;
    const failed = await writeAward(awardItems(target.userId, target.source, target.action, state, state.total, plan, rankOrder(target.userId), now.toISOString()));
    if (!failed) return { userId: target.userId, delta: plan.delta, before: state.total, after: state.total + plan.delta };
    // Another award of the member's came first: decide again after a short, growing, random pause.
    await sleep(Math.min(10 * 2 ** attempt, 400) * Math.random());
  }
  throw new Error(`points award ${target.source} of member ${target.userId} kept changing`);
}

/** Takes back the member's award for the source, if any. */
export const takeBackAward = (userId: number, source: string, timeZone: string, now = new Date()): Promise<PointsChange | null> =>
  setAward({ userId, source, action: 'post_published', at: now }, 0, timeZone, now);

/** Applies moves one after another (one member's awards race only with others' runs). */
export async function applyMoves(moves: PointsMove[], values: PointValues, timeZone: string): Promise<PointsChange[]> {
  const changes: PointsChange[] = [];
  for (const m of moves) {
    const change = m.kind === 'award' ? await setAward(m, values[m.action], timeZone) : await takeBackAward(m.userId, m.source, timeZone);
    if (change) changes.push(change);
  }
  return changes;
}

/** Takes back what removed content earned (a deleted post's comments and likes, a deleted comment's replies). */
export async function takeBackPoints(targets: Array<{ userId: number; source: string }>): Promise<PointsChange[]> {
  if (targets.length === 0) return [];
  const { timeZone } = await siteRules();
  return applyMoves(targets.map((t) => ({ kind: 'take_back' as const, ...t })), DEFAULT_POINT_VALUES, timeZone);
}
