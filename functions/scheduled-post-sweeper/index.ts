/**
 * The safety net of scheduled posts (docs/scheduled-posts.md), run every few minutes: publishes
 * posts still scheduled whose time passed more than SCHEDULE_SWEEP_GRACE_SECONDS ago (a lost or
 * failed schedule), found on the due-time index, and logs and counts what it caught
 * (ScheduledRuns, RunItems; each publication counts in ScheduledPublications too).
 */
import { sweepScheduledPosts } from '#features/scheduled-posts/scheduled-post-service.ts';
import { countRun } from '#platform/core/metrics.ts';

export interface SweepResult {
  caught: number;
  failed: number;
}

export async function handler(): Promise<SweepResult> {
  const { caught, failed } = await countRun('sweeper', () => sweepScheduledPosts(), (r) => ({ outcome: r.failed > 0 ? 'some_failed' : 'done', items: { published: r.caught, failed: r.failed } }));
  return { caught, failed };
}
