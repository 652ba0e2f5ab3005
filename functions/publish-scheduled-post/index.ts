/**
 * Publishes a scheduled post when its EventBridge Scheduler one-time schedule fires (issue 14,
 * docs/scheduled-posts.md). Invoked early in the minute it waits (up to 65 s: the function's
 * timeout must allow it); a stale version, a cancelled, published or deleted post does nothing.
 * Each outcome counts in ScheduledPublications (features/scheduled-posts/scheduled-post-service.ts).
 */
import { publishScheduled } from '#features/scheduled-posts/scheduled-post-service.ts';
import { log } from '#platform/core/log.ts';

/** The schedule's Target.Input: the post and the version of the schedule that fired. */
export interface PublishScheduledPostEvent {
  post_id: number;
  version: number;
}

export async function handler(event: PublishScheduledPostEvent): Promise<void> {
  if (!Number.isSafeInteger(event?.post_id) || !Number.isSafeInteger(event?.version)) {
    log.error('publish-scheduled-post: malformed input', { event });
    return;
  }
  await publishScheduled(event.post_id, event.version);
}
