/**
 * The points run's schedule (docs/points.md), shared by the CDK app (lib/scheduling-stack.ts) and
 * the local stack (scripts/local/stack.ts). No CDK import: the local stack loads it.
 */

/** How often the run comes: the rolling windows lag by at most this, and a backfill resumes this soon. */
export const POINTS_RUN_INTERVAL_MINUTES = 5;

/** In AWS: every 5 minutes (UTC; the run itself works in the site's zone). */
export const POINTS_RUN_EXPRESSION = `cron(0/${POINTS_RUN_INTERVAL_MINUTES} * * * ? *)`;

/** The run's timeout: the backfill stops after the page in progress 30 s before it (functions/points-run). */
export const POINTS_RUN_TIMEOUT_SECONDS = 240;
