/**
 * Delivering one queued message (docs/webhooks.md): the webhook is read again first, so a webhook
 * paused, unsubscribed or deleted after the event was queued gets nothing. A failed attempt is
 * logged and queued again after base * 2^(attempt-1) seconds (WEBHOOK_RETRY_BASE_SECONDS; SQS caps
 * a delay at 15 minutes) until retry_count retries are spent; then the message goes to the
 * dead-letter queue with last_error set.
 */
import { log } from '#platform/core/log.ts';
import { countOutcome, countRate, METRIC, MetricUnit } from '#platform/core/metrics.ts';
import { WEBHOOK_DELIVERED, WEBHOOK_FAILED } from '#platform/core/metric-names.ts';
import { config } from '#platform/config.ts';
import { backoffSeconds } from '#platform/events/sqs-client.ts';
import { getWebhook } from '#features/webhooks/webhook-store.ts';
import { recordAttempt, recordWebhookOutcome } from '#features/webhooks/webhook-delivery-store.ts';
import { receives } from '#features/webhooks/webhooks.ts';
import { deadLetter, enqueueDeliveries, type DeliveryMessage } from '#features/webhooks/webhook-queue.ts';
import { sendWebhook } from '#features/webhooks/delivery/send.ts';
import { inSpan } from '#platform/core/trace-hooks.ts';

export const retryDelaySeconds = (attempt: number, base = config.WEBHOOK_RETRY_BASE_SECONDS): number => backoffSeconds(attempt, base);

export type DispatchResult = 'skipped' | 'succeeded' | 'retrying' | 'failed';

export async function dispatchDelivery(message: DeliveryMessage): Promise<DispatchResult> {
  const webhook = await getWebhook(message.webhook_id, { consistent: true });
  if (!webhook || !receives(webhook, message.event)) return 'skipped';
  const at = new Date().toISOString();
  // The receiver's host only: a URL's path or query can hold a token (chat services' hook URLs do).
  const outcome = await inSpan('webhook receiver', { annotations: { event: message.event, attempt: message.attempt }, metadata: { host: safeHost(webhook.url) } }, async (record) => {
    const out = await sendWebhook(webhook, { eventId: message.event_id, event: message.event, body: message.body, attempt: message.attempt });
    record({ annotations: { ok: out.ok, ...(out.status_code === null ? {} : { status_code: out.status_code }) }, metadata: { response_ms: out.response_time } });
    return out;
  });
  const retriesLeft = message.attempt <= webhook.retry_count;
  const status: DispatchResult = outcome.ok ? 'succeeded' : retriesLeft ? 'retrying' : 'failed';
  await Promise.all([
    recordAttempt({
      webhookId: webhook.id,
      eventId: message.event_id,
      event: message.event,
      body: message.body,
      status,
      attempt: { attempt: message.attempt, at, status_code: outcome.status_code, response_time: outcome.response_time, error: outcome.error },
    }),
    recordWebhookOutcome(webhook.id, outcome, at),
  ]);
  // Ids, the outcome and its figures: never the payload (member content) or the secret.
  countOutcome(METRIC.webhookAttempts, status);
  countRate(outcome.ok ? WEBHOOK_DELIVERED : WEBHOOK_FAILED);
  countOutcome(METRIC.webhookLatency, status, outcome.response_time, MetricUnit.Milliseconds);
  log.info('webhook attempt', { webhook_id: webhook.id, event: message.event, event_id: message.event_id, attempt: message.attempt, status, status_code: outcome.status_code, response_ms: outcome.response_time });
  if (status === 'retrying') await enqueueDeliveries([{ ...message, attempt: message.attempt + 1 }], retryDelaySeconds(message.attempt));
  if (status === 'failed') await deadLetter(message, outcome.error);
  return status;
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
