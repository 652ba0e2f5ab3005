/**
 * The points run (docs/points.md): EventBridge Scheduler invokes it every few minutes
 * (lib/scheduling-stack.ts). It takes every day that left the 7-day or 30-day window out of the
 * members' leaderboard items, then advances the backfill until its time is nearly up (the next run
 * resumes it from its cursors). Always for the present: a run repeated or late does the same work.
 * Locally, the Scheduler stand-in's `POST /_local/points-run` calls it, for an instant a test chooses.
 */
import { expireWindows, type WindowRunResult } from '#features/points/window-expiry-service.ts';
import { runBackfill, type BackfillRunResult } from '#features/points/backfill-service.ts';
import { likedAuthors } from '#features/feeds/reaction-store.ts';
import { scanSegmentPage } from './table-scan.ts';
import { badgesFromChanges } from '#features/members/points-badges.ts';
import { log } from '#platform/core/log.ts';
import { countRun } from '#platform/core/metrics.ts';

export interface PointsRunEvent {
  /** Local tests only: the instant the windows are taken for (ISO 8601); the schedule's runs are for now. */
  at?: string;
  /** Local tests only: the windows alone, the backfill left for a later run. */
  windows_only?: boolean;
}

export interface PointsRunResult {
  windows: WindowRunResult;
  backfill: Omit<BackfillRunResult, 'changes'> & { changed: number };
}

interface LambdaContext {
  getRemainingTimeInMillis(): number;
}

/** What is kept back from the function's timeout to record the last page. */
const MARGIN_MS = 30_000;

/** Counts the run by its backfill's status, with the window days and members and the backfill's steps and changes (ScheduledRuns, RunItems), or `failed`. */
export const handler = (event: PointsRunEvent | null | undefined, context?: LambdaContext): Promise<PointsRunResult> =>
  countRun('points', () => run(event, context), (r) => ({
    outcome: r.backfill.status,
    items: { window_days: r.windows.days, window_members: r.windows.members, backfill_steps: r.backfill.steps, backfill_changed: r.backfill.changed },
  }));

async function run(event: PointsRunEvent | null | undefined, context?: LambdaContext): Promise<PointsRunResult> {
  const at = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at) : new Date();
  const windows = await expireWindows(at);
  const { changes, ...backfill } =
    event?.windows_only === true ? { status: 'idle' as const, steps: 0, changes: [] } : await runBackfill({ page: scanSegmentPage, likeReceivers: likedAuthors }, context ? Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS : undefined);
  // The badges of the levels the backfill's points reach (docs/badges.md, Rules).
  await badgesFromChanges(changes);
  const result = { windows, backfill: { ...backfill, changed: changes.length } };
  log.info('points run', { at: at.toISOString(), ...result });
  return result;
}
