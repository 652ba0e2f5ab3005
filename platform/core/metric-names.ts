/**
 * The custom metrics' namespace, service and names: the code emits them (platform/core/metrics.ts)
 * and the dashboard and alarms read them (lib/operations.ts), so both name them from here. No
 * import: the CDK app loads it.
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
