/**
 * The digest run's schedule (docs/digests.md), shared by the CDK app (lib/scheduling-stack.ts)
 * and the local stack (scripts/local/stack.ts). No CDK import: the local stack loads it.
 */

/** How often the run looks for a due digest: a digest goes out at most this long after daily_digest_time. */
export const DIGEST_RUN_INTERVAL_MINUTES = 15;

/** In AWS: at minutes 0, 15, 30 and 45 of every hour (UTC; the run itself works in the site's zone). */
export const DIGEST_RUN_EXPRESSION = `cron(0/${DIGEST_RUN_INTERVAL_MINUTES} * * * ? *)`;

/** The run's input: the scheduled time (a context attribute Scheduler fills in), so a retried invocation runs for the same instant. */
export const DIGEST_RUN_INPUT = JSON.stringify({ at: '<aws.scheduler.scheduled-time>' });
