/**
 * The custom metrics the dashboard and alarms read (lib/operations.ts), by namespace and name: the
 * functions emit them in CloudWatch's embedded metric format (Powertools Metrics), each a Count of
 * 1 per outcome, with the one dimension `service` (Powertools' default, POWERTOOLS_SERVICE_NAME).
 * Until a function emits one, its widget is empty and its alarm stays OK (missing data).
 */
export const METRICS_NAMESPACE = 'CommunityApi';
/** The `service` dimension every custom metric carries. */
export const METRICS_SERVICE = 'community-api';

/** One webhook delivery attempt answered 2xx by the receiver (the webhook dispatcher, a test delivery). */
export const WEBHOOK_DELIVERED = 'WebhookDelivered';
/** One webhook delivery attempt that failed (non-2xx, timeout, refused address); it may be retried. */
export const WEBHOOK_FAILED = 'WebhookFailed';
/** One mail SES accepted (the mail function). */
export const MAIL_SENT = 'MailSent';
/** One mail send that failed (SES refused or was unreachable); it may be retried. */
export const MAIL_FAILED = 'MailFailed';
