/**
 * Publishes a scheduled post when its EventBridge Scheduler one-time schedule fires (issue 14).
 * Seam only: the scheduled-posts work replaces this body.
 */

/** The schedule's Target.Input: the post and the version of the schedule that fired. */
export interface PublishScheduledPostEvent {
  post_id: number;
  version: number;
}

export async function handler(event: PublishScheduledPostEvent): Promise<void> {
  throw new Error(`publish-scheduled-post is not built yet (post ${event.post_id})`);
}
