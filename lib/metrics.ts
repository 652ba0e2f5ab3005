/**
 * The custom metrics the dashboard and alarms read (lib/operations.ts): named in
 * platform/core/metric-names.ts, which the functions emit them from (platform/core/metrics.ts), each
 * the rates a Count of 1 per outcome with the one dimension `service`, the others (METRIC) under
 * `service` and `outcome` (and `kind` or `run`).
 */
export { MAIL_FAILED, MAIL_SENT, METRIC, METRICS_NAMESPACE, METRICS_SERVICE, WEBHOOK_DELIVERED, WEBHOOK_FAILED } from '#platform/core/metric-names.ts';
