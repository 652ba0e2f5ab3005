/**
 * Points in the stream router (docs/points.md): each outbox event's awards and take-backs (side
 * effect `points`), and the backfill's steps (side effect `points_backfill`). Nothing is awarded
 * while `features.leaderboard` is off (take-backs still happen); turning it on starts the backfill.
 */
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { setAward, takeBackAward, type PointsChange } from '#features/points/award-service.ts';
import { pointsMovesOf, pointsMovesOfItem, type PointsMove } from '#features/points/point-sources.ts';
import { pointValues } from '#features/points/point-values.ts';
import { advanceBackfill, scanPage, toBackfillJob } from '#features/points/backfill-job-store.ts';
import { DEFAULT_POINT_VALUES, type PointValues } from '#features/points/points.ts';

type Item = Record<string, unknown>;

async function applyMoves(moves: PointsMove[], values: PointValues, timeZone: string): Promise<PointsChange[]> {
  const changes: PointsChange[] = [];
  for (const m of moves) {
    const change = m.kind === 'award' ? await setAward(m, values[m.action], timeZone) : await takeBackAward(m.userId, m.source, timeZone);
    if (change) changes.push(change);
  }
  return changes;
}

/** An outbox event's points (the stream router's `points` side effect): the members whose points changed. */
export async function pointsFromEvent(event: Item): Promise<PointsChange[]> {
  const rules = await siteRules();
  // Content removed while points are off still gives back what it earned: no backfill would find it.
  const moves = pointsMovesOf(event).filter((m) => rules.features.leaderboard || m.kind === 'take_back');
  if (moves.length === 0) return [];
  return applyMoves(moves, moves.some((m) => m.kind === 'award') ? await pointValues() : DEFAULT_POINT_VALUES, rules.timeZone);
}

/** Takes back what removed content earned (a deleted post's comments and likes, a deleted comment's replies). */
export async function takeBackPoints(targets: Array<{ userId: number; source: string }>): Promise<PointsChange[]> {
  if (targets.length === 0) return [];
  const { timeZone } = await siteRules();
  return applyMoves(targets.map((t) => ({ kind: 'take_back' as const, ...t })), DEFAULT_POINT_VALUES, timeZone);
}

/** Who receives the points of stored likes (feeds answers: a like names its object, not its author). */
export type LikeReceivers = (likes: Item[]) => Promise<Array<number | null>>;

/** Items a backfill step reads; each costs an award's reads at most. */
export const BACKFILL_PAGE = 500;
/** Awards of a step written side by side. */
const PARALLEL = 8;

/**
 * One step of the backfill (docs/points.md, "Backfill"): the next page of the table brought to the
 * values in force, then the job moved past it, which starts the next step. While the switch is off
 * the job waits: turning it on starts it over.
 */
export async function advancePointsBackfill(item: Item, likeReceivers: LikeReceivers): Promise<PointsChange[]> {
  const job = toBackfillJob(item);
  if (!job || job.status !== 'running') return [];
  const rules = await siteRules();
  if (!rules.features.leaderboard) return [];
  const { items, next } = await scanPage(job, BACKFILL_PAGE);
  const likes = items.filter((i) => i['entity'] === 'like');
  const receivers = new Map<Item, number | null>();
  (await likeReceivers(likes)).forEach((r, i) => receivers.set(likes[i]!, r));
  const moves = items.flatMap((i) => pointsMovesOfItem(i, (like) => receivers.get(like) ?? null));
  const values = await pointValues();
  const changes: PointsChange[] = [];
  for (let i = 0; i < moves.length; i += PARALLEL) {
    const chunk = await Promise.all(moves.slice(i, i + PARALLEL).map((m) => applyMoves([m], values, rules.timeZone)));
    changes.push(...chunk.flat());
  }
  await advanceBackfill(job, next, items.length, changes.length, new Date().toISOString());
  return changes;
}
