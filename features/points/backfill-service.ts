/**
 * The points backfill (docs/points.md, "Backfill"): every stored post, comment, like, completed
 * lesson and course and passed quiz brought to the values in force, a page at a time per segment of
 * a parallel Scan, each segment resuming from its cursor. Run by the points run (functions/points-run),
 * never by a request; awards are exact, so a page done twice changes nothing.
 */
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { pointsMovesOfItem } from '#features/points/point-sources.ts';
import { pointValues } from '#features/points/point-values.ts';
import { advanceBackfill, BACKFILL_SEGMENTS, readSegments, type BackfillJob } from '#features/points/backfill-job-store.ts';
import { applyMoves, type PointsChange } from '#features/points/award-service.ts';

type Item = Record<string, unknown>;

/**
 * What the backfill reads, given by the points run: a page of one segment of the table (its Scan,
 * which no feature module makes: functions/points-run/table-scan.ts) and who receives the points of
 * stored likes (feeds answers: a like names its object, not its author).
 */
export interface BackfillReads {
  page: (segment: number, totalSegments: number, cursor: string | null, limit: number) => Promise<{ items: Item[]; next: string | null }>;
  likeReceivers: (likes: Item[]) => Promise<Array<number | null>>;
}

/** Items a step reads; each costs an award's reads at most. */
export const BACKFILL_PAGE = 1000;
/** Members whose awards a step writes side by side. */
const PARALLEL = 16;

export interface BackfillRunResult {
  status: 'off' | 'idle' | 'running' | 'done';
  steps: number;
  changes: PointsChange[];
}

/** One page of a segment, then the segment moved past it; false when another run moved it first. */
async function step(job: BackfillJob, reads: BackfillReads, changes: PointsChange[]): Promise<boolean> {
  const { timeZone } = await siteRules();
  const { items, next } = await reads.page(job.segment, BACKFILL_SEGMENTS, job.cursor, BACKFILL_PAGE);
  const likes = items.filter((i) => i['entity'] === 'like');
  const receivers = new Map<Item, number | null>();
  (await reads.likeReceivers(likes)).forEach((r, i) => receivers.set(likes[i]!, r));
  const moves = items.flatMap((i) => pointsMovesOfItem(i, (like) => receivers.get(like) ?? null));
  const values = await pointValues();
  // A member's moves one after another (each conditions on their total), members side by side.
  const byMember = new Map<number, typeof moves>();
  for (const m of moves) byMember.set(m.userId, (byMember.get(m.userId) ?? []).concat(m));
  const lanes = [...byMember.values()];
  const before = changes.length;
  for (let i = 0; i < lanes.length; i += PARALLEL) {
    changes.push(...(await Promise.all(lanes.slice(i, i + PARALLEL).map((lane) => applyMoves(lane, values, timeZone)))).flat());
  }
  return advanceBackfill(job, next, items.length, changes.length - before, new Date().toISOString());
}

/**
 * Advances the running segments one after another until all are done or `deadline` (ms since the
 * epoch) comes; while `features.leaderboard` is off it waits (switching it on starts it over).
 * Segments run in turn, not side by side: a member's content is in every segment, and their awards
 * condition on their total, so side by side they would mostly race one another.
 */
export async function runBackfill(reads: BackfillReads, deadline = Number.POSITIVE_INFINITY): Promise<BackfillRunResult> {
  if (!(await siteRules()).features.leaderboard) return { status: 'off', steps: 0, changes: [] };
  const changes: PointsChange[] = [];
  let steps = 0;
  const segments = await readSegments();
  if (!segments.some((s) => s.status === 'running')) return { status: segments.length > 0 ? 'done' : 'idle', steps, changes };
  for (const first of segments) {
    let job: BackfillJob | null = first;
    while (job && job.status === 'running') {
      if (Date.now() >= deadline) return { status: 'running', steps, changes };
      if (!(await step(job, reads, changes))) break;
      steps += 1;
      job = (await readSegments()).find((s) => s.segment === first.segment) ?? null;
    }
  }
  const after = await readSegments();
  return { status: after.some((s) => s.status === 'running') ? 'running' : 'done', steps, changes };
}
