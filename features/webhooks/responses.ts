/** What the webhook routes answer (docs/openapi.md, docs/webhooks.md): the webhook and delivery views of features/webhooks/webhook-service.ts. */
import * as z from 'zod';
import { DELIVERY_STATUSES } from '#features/webhooks/webhook-delivery-store.ts';
import { WEBHOOK_STATUSES } from '#features/webhooks/webhooks.ts';
import { EVENT_NAMES } from '#platform/events/names.ts';
import { MessageOnly, sqlDateTime } from '#platform/shapes/common.ts';

/** toWebhookView: the secret masked (`********` and its last 4), except in the answer that creates or changes it. */
const Webhook = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    events: z.array(z.enum(EVENT_NAMES)),
    status: z.enum(WEBHOOK_STATUSES),
    secret: z.string().meta({ description: 'Masked (********abcd), except in the answer that creates or changes it.' }),
    headers: z.record(z.string(), z.string()).meta({ description: 'Custom headers; values of secret-looking headers masked.' }),
    retry_count: z.number().int(),
    last_triggered_at: sqlDateTime.nullable(),
    last_error: z.string().nullable(),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'Webhook' });

const DeliveryAttempt = z.strictObject({
  attempt: z.number().int(),
  at: sqlDateTime,
  status_code: z.number().int().nullable(),
  response_time: z.number().int().meta({ description: 'Milliseconds.' }),
  error: z.string().nullable(),
});

const deliveryFields = {
  id: z.string().meta({ description: 'The event id, the same on every attempt and redelivery.' }),
  webhook_id: z.number().int(),
  event: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.array(DeliveryAttempt),
  last_status_code: z.number().int().nullable(),
  last_response_time: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: sqlDateTime,
  updated_at: sqlDateTime,
};

/** toDeliveryView: a delivery of the log, without the body sent. */
const Delivery = z.strictObject(deliveryFields).meta({ id: 'WebhookDelivery' });
/** One delivery with the exact body sent. */
const DeliveryWithBody = z.strictObject({ ...deliveryFields, body: z.string() }).meta({ id: 'WebhookDeliveryWithBody' });

export const webhooksResponse = z.strictObject({ webhooks: z.array(Webhook) });
export const webhookResponse = z.strictObject({ webhook: Webhook });
export const webhookCreatedResponse = z.strictObject({ webhook: Webhook, message: z.string() });
export const webhookUpdatedResponse = z.strictObject({ webhook: Webhook, changed: z.array(z.string()), message: z.string() });
export const webhookDeletedResponse = MessageOnly;
export const webhookTestResponse = z.strictObject({
  success: z.boolean(),
  status_code: z.number().int().nullable(),
  response_time: z.number().int(),
  message: z.string(),
});
export const deliveriesResponse = z.strictObject({ deliveries: z.array(Delivery), next_cursor: z.string().nullable() });
export const deliveryResponse = z.strictObject({ delivery: DeliveryWithBody });
export const redeliveredResponse = z.strictObject({ delivery: Delivery, message: z.string() });
