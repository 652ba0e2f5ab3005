/**
 * What one member, and one container, may make the link preview fetcher do (docs/media.md "Link
 * previews", Limits). A member: LINK_PREVIEWS_PER_MINUTE previews per fixed minute, each counted
 * before anything else is done (a cache hit, a refused address, a failed fetch alike: a refusal
 * still costs a name lookup), then 429 too_many_requests with Retry-After until the minute ends.
 * A container: LINK_PREVIEW_CONCURRENCY fetches at once; the others wait their turn up to the
 * fetch's time limit, then 429 too (Retry-After 1).
 */
import { config } from '#platform/config.ts';
import { TooManyRequestsError } from '#platform/core/errors.ts';
import { Semaphore, SemaphoreTimeout } from '#platform/core/semaphore.ts';
import { keys } from '#platform/data/keys.ts';
import { takeSlot } from '#platform/data/window-counter-store.ts';

export const PREVIEW_WINDOW_SECONDS = 60;

/** Counts one preview of the member's; 429 when it is past the minute's limit (the refused ones count too). */
export async function takePreviewSlot(userId: number, now = new Date()): Promise<void> {
  await takeSlot((window) => ({ key: keys.linkPreviewRate(userId, window), entity: 'link_preview_rate', attribute: 'previews' }), { max: config.LINK_PREVIEWS_PER_MINUTE, windowSeconds: PREVIEW_WINDOW_SECONDS }, now);
}

const fetches = new Semaphore(config.LINK_PREVIEW_CONCURRENCY);

/** Runs a preview's fetches in one of the container's slots, waiting at most `waitMs` for it. */
export async function withFetchSlot<T>(fetch: () => Promise<T>, waitMs: number): Promise<T> {
  try {
    return await fetches.run(fetch, waitMs);
  } catch (error) {
    if (error instanceof SemaphoreTimeout) throw new TooManyRequestsError(1);
    throw error;
  }
}
