/**
 * How long the stream router insists before it gives up on something and moves on (docs/events.md,
 * "Failures"): every handler is idempotent, so a retry is safe, but a record that keeps failing
 * must never hold back the records after it.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** Attempts of one side effect of one record (the first included) before it is dead-lettered. */
export const SIDE_EFFECT_ATTEMPTS = 3;

/** First wait between attempts of a side effect; each next one doubles (throttling passes). */
const SIDE_EFFECT_RETRY_BASE_MS = 200;

/**
 * Retries of a batch whose invocation failed or reported a record failed (the router could not even
 * dead-letter it): the event source mapping's retryAttempts, and the local stream driver's.
 */
export const STREAM_RETRY_ATTEMPTS = 10;

/** Runs `task` up to `attempts` times with doubling waits; throws the last error. */
export async function withRetries<T>(task: () => Promise<T>, attempts = SIDE_EFFECT_ATTEMPTS, baseDelayMs = SIDE_EFFECT_RETRY_BASE_MS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
