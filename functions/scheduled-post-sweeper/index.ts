/**
 * The safety net of scheduled posts: publishes posts whose time passed long ago and that are still
 * scheduled (a lost or failed schedule). Seam only: the scheduled-posts work replaces this body.
 */

export interface SweepResult {
  caught: number;
}

export async function handler(): Promise<SweepResult> {
  throw new Error('scheduled-post-sweeper is not built yet');
}
