/** Helpers of the webhook tests (docs/webhooks.md): webhooks made through the admin API, and the dead-letter queue. */
import { expect, inject } from 'vitest';
import { adminAuth } from './factories.ts';
import { api } from './http.ts';
import { messagesOf } from './queues.ts';
import type { ReceivedCall, Receiver } from './webhook-receiver.ts';

/** POST /admin/webhooks as the administrator, expecting 200; returns the webhook with its secret. */
export async function createWebhook(body: Record<string, unknown>): Promise<any> {
  const res = await api<any>('POST', '/admin/webhooks', { auth: adminAuth, body: { name: 'Test hook', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.webhook;
}

export const deleteWebhook = (id: number) => api<any>('DELETE', `/admin/webhooks/${id}`, { auth: adminAuth });

export const header = (call: ReceivedCall, name: string): string => String(call.headers[name.toLowerCase()] ?? '');
export const eventOf = (call: ReceivedCall): any => JSON.parse(call.body);
export const callsFor = (calls: readonly ReceivedCall[], eventId: string): ReceivedCall[] => calls.filter((c) => header(c, 'x-service-event-id') === eventId);

/** The dead letters (docs/webhooks.md) of one webhook found in the dead-letter queue within `timeoutMs`. */
export const deadLettersOf = (webhookId: number, timeoutMs = 20_000): Promise<any[]> =>
  messagesOf(inject('queues').deadLetterQueueUrl, (letter) => letter.webhook_id === webhookId, timeoutMs);

/** The first call `rx` received that `match` accepts, waiting for it. */
export async function firstCall(rx: Receiver, match: (call: ReceivedCall) => boolean, timeoutMs = 20_000): Promise<ReceivedCall> {
  return (await rx.waitUntil((calls) => calls.some(match), timeoutMs)).find(match)!;
}
