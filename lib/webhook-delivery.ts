/**
 * Timing of webhook delivery, shared by the stacks that deliver (EventsStack: the dispatcher) and
 * those that send a test delivery inside a request (ApiStack: DOMAIN_SENDS_TO_WEBHOOK_QUEUE), so
 * that function timeouts, the queue's visibility timeout and the runtime's own limits agree.
 * The runtime reads the same figures from its environment (platform/config.ts).
 */
import { Duration } from 'aws-cdk-lib';

/** One POST to a receiver, connection included (WEBHOOK_TIMEOUT_MS). */
export const WEBHOOK_ATTEMPT_TIMEOUT = Duration.seconds(10);

/** First retry delay of a failed delivery; each next one doubles (WEBHOOK_RETRY_BASE_SECONDS). */
export const DEFAULT_WEBHOOK_RETRY_BASE = Duration.seconds(60);

/** SQS delays a message by at most 15 minutes (DelaySeconds), so no retry waits longer. */
export const MAX_WEBHOOK_RETRY_BASE = Duration.minutes(15);

/**
 * Messages one dispatcher invocation takes; it delivers them side by side, so the invocation lasts
 * about one attempt, not ten. 10 is the most a standard queue gives without a batching window.
 */
export const WEBHOOK_BATCH_SIZE = 10;

/**
 * The dispatcher's timeout: one round of concurrent attempts (10 s), plus reading the webhooks,
 * writing the delivery log and re-enqueueing, with room for throttled retries of those.
 */
export const WEBHOOK_DISPATCH_TIMEOUT = Duration.seconds(30);

/**
 * The API function of a domain that makes a test delivery inside the request: one attempt plus
 * the request's own work, under HTTP API's 30-second integration limit.
 */
export const WEBHOOK_SENDER_API_TIMEOUT = Duration.seconds(20);

/** The variables a function needs to make attempts itself (dispatcher, test sends). */
export function attemptEnvironment(): Record<string, string> {
  return { WEBHOOK_TIMEOUT_MS: String(WEBHOOK_ATTEMPT_TIMEOUT.toMilliseconds()) };
}
