/**
 * The custom metrics the dashboard and alarms read (lib/operations.ts): named in
 * platform/core/metric-names.ts, which the functions emit them from (platform/core/metrics.ts), each
 * a Count of 1 per outcome with the one dimension `service`.
 */
export { MAIL_FAILED, MAIL_SENT, METRICS_NAMESPACE, METRICS_SERVICE, WEBHOOK_DELIVERED, WEBHOOK_FAILED } from '#platform/core/metric-names.ts';
