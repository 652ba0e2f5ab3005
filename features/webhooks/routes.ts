import { requireCaller } from '#platform/auth/access.ts';
import * as webhooks from '#features/webhooks/webhook-service.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
const { deliveriesResponse, deliveryResponse, redeliveredResponse, webhookCreatedResponse, webhookDeletedResponse, webhookResponse, webhooksResponse, webhookTestResponse, webhookUpdatedResponse } = lazyResponses(() => import('./responses.ts'));
import { createWebhookBody, deliveriesQuery, deliveryParams, updateWebhookBody, webhookParams } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

export const routes: Record<DomainRouteKey<'webhooks'>, AnyRoute> = {
  'GET /admin/webhooks': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    responses: { 200: webhooksResponse },
    handle: async () => ({ webhooks: await webhooks.listWebhooksView() }),
  }),
  'POST /admin/webhooks': route({
    idempotent: true,
    pro: true,
    access: 'admin',
    inherits: 'none',
    body: createWebhookBody,
    responses: { 200: webhookCreatedResponse },
    errors: { 400: ['invalid_url'] },
    handle: async ({ body }) => ({
      webhook: await webhooks.createWebhook(body),
      message: 'Webhook has been created successfully. Copy its secret now: it will not be shown again.',
    }),
  }),
  'GET /admin/webhooks/{webhook_id}': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: webhookParams,
    responses: { 200: webhookResponse },
    errors: { 404: ['not_found'] },
    handle: async ({ params }) => ({ webhook: await webhooks.getWebhookView(params.webhook_id) }),
  }),
  'PUT /admin/webhooks/{webhook_id}': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: webhookParams,
    body: updateWebhookBody,
    responses: { 200: webhookUpdatedResponse },
    errors: { 400: ['invalid_url'], 404: ['not_found'] },
    handle: async ({ params, body }) => {
      const { webhook, changed } = await webhooks.updateWebhook(params.webhook_id, body);
      return { webhook, changed, message: changed.length > 0 ? 'Webhook has been updated successfully' : 'Nothing to update: the webhook already has these values' };
    },
  }),
  'DELETE /admin/webhooks/{webhook_id}': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: webhookParams,
    responses: { 200: webhookDeletedResponse },
    errors: { 404: ['not_found'] },
    handle: async ({ params }) => {
      await webhooks.deleteWebhook(params.webhook_id);
      return { message: 'Webhook has been deleted successfully' };
    },
  }),
  'POST /admin/webhooks/{webhook_id}/test': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: webhookParams,
    responses: { 200: webhookTestResponse },
    errors: { 404: ['not_found'] },
    handle: ({ params, caller }) => webhooks.testWebhook(params.webhook_id, requireCaller(caller)),
  }),
  'GET /admin/webhooks/{webhook_id}/deliveries': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: webhookParams,
    query: deliveriesQuery,
    responses: { 200: deliveriesResponse },
    errors: { 404: ['not_found'] },
    handle: ({ params, query }) => webhooks.listDeliveriesView(params.webhook_id, query),
  }),
  'GET /admin/webhooks/{webhook_id}/deliveries/{delivery_id}': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: deliveryParams,
    responses: { 200: deliveryResponse },
    errors: { 404: ['not_found'] },
    handle: async ({ params }) => ({ delivery: await webhooks.getDeliveryView(params.webhook_id, params.delivery_id) }),
  }),
  'POST /admin/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: deliveryParams,
    responses: { 200: redeliveredResponse },
    errors: { 400: ['webhook_inactive', 'event_not_subscribed'], 404: ['not_found'] },
    handle: async ({ params }) => ({
      delivery: await webhooks.redeliver(params.webhook_id, params.delivery_id),
      message: 'The delivery has been queued again.',
    }),
  }),
};
