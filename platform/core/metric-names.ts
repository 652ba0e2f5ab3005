/**
 * The custom metrics' namespace, service and names: the code emits them (platform/core/metrics.ts)
 * and the dashboard and alarms read them (lib/operations.ts), so both name them from here. No
 * import: the CDK app loads it. docs/operations.md ("Custom metrics") says what each counts.
 */
export const METRICS_NAMESPACE = 'CommunityApi';
/** The `service` dimension every custom metric carries (Powertools' default dimension). */
export const METRICS_SERVICE = 'community-api';

/** One webhook delivery attempt answered 2xx by the receiver. */
export const WEBHOOK_DELIVERED = 'WebhookDelivered';
/** One webhook delivery attempt that failed (non-2xx, timeout, refused address); it may be retried. */
export const WEBHOOK_FAILED = 'WebhookFailed';
/** One mail SES accepted (the mail function). */
export const MAIL_SENT = 'MailSent';
/** One mail send that failed (SES refused or was unreachable); it may be retried. */
export const MAIL_FAILED = 'MailFailed';

/**
 * The other metric names the code emits. The request figures carry the `service` and `function`
 * dimensions; the others `service` and `outcome` (and `kind` or `run` where said), each a value
 * from a fixed list, so one metric name is one worker's and the dashboard and alarms read it
 * without naming a function.
 */
export const METRIC = {
  requests: 'Requests',
  clientErrors: 'Requests4xx',
  serverErrors: 'Requests5xx',
  latency: 'RequestLatency',
  dynamoCalls: 'DynamoCalls',
  readUnits: 'DynamoReadUnits',
  writeUnits: 'DynamoWriteUnits',
  sideEffectFailures: 'SideEffectFailures',
  /** By outcome: succeeded, retrying, failed. */
  webhookAttempts: 'WebhookAttempts',
  /** ms of the receiver's answer, by outcome. */
  webhookLatency: 'WebhookLatency',
  /** One mail job handled, by outcome: sent, retrying, failed, skipped, suppressed, duplicate. */
  mailAttempts: 'MailAttempts',
  /** ms from the job's first queueing to SES's answer (sent, retrying, failed). */
  mailLatency: 'MailLatency',
  /** ms of the SES call alone (sent, retrying, failed). */
  mailSendLatency: 'MailSendLatency',
  /** One scheduled post's publication (by its schedule or the sweeper), by outcome: published, skipped, early, failed. */
  scheduledPublications: 'ScheduledPublications',
  /** One run of a scheduled job, by `run` (sweeper, digest, points) and outcome (its status, or failed). */
  scheduledRuns: 'ScheduledRuns',
  /** What a scheduled run handled, by `run` and `outcome` (what was counted, e.g. queued, published). */
  runItems: 'RunItems',
  /** Migrated rows of one chunk, by `kind` (members, groups, memberships, activities, comments) and outcome: migrated, skipped, failed. */
  migrationRows: 'MigrationRows',
  /** One chunk Task, by `kind` and outcome: done, repeated (recorded before), failed. */
  migrationChunks: 'MigrationChunks',
  /** One migration run ended, by outcome: completed, failed. */
  migrationRuns: 'MigrationRuns',
} as const;
