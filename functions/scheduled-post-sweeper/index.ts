/**
 * The safety net of scheduled posts (docs/scheduled-posts.md), run every few minutes: publishes
 * posts still scheduled whose time passed more than SCHEDULE_SWEEP_GRACE_SECONDS ago (a lost or
 * failed schedule), found on the due-time index, and logs what it caught.
 */
import { sweepScheduledPosts } from '#features/scheduled-posts/scheduled-post-service.ts';

export interface SweepResult {
  caught: number;
}

export async function handler(): Promise<SweepResult> {
  const { caught } = await sweepScheduledPosts();
  return { caught };
}
