/**
 * The events router's webhook step: one queued message per (event, subscribed active webhook),
 * each carrying the exact payload body (docs/webhooks.md). A webhook created after the event
 * happened does not receive it. The body is built once per event and shared by all its messages.
 */
import { getProfile } from '#features/members/member-store.ts';
import { badgeCatalogue } from '#features/members/badge-catalogue.ts';
import { loadLevels } from '#features/points/level-catalogue.ts';
import { toXprofile } from '#features/members/members.ts';
import { receives, type WebhookRecord } from '#features/webhooks/webhooks.ts';
import type { OutboxEvent } from '#platform/events/outbox.ts';
import { enqueueDeliveries } from '#features/webhooks/webhook-queue.ts';
import { payloadBody } from '#features/webhooks/delivery/payload.ts';

export async function queueWebhookDeliveries(event: OutboxEvent, webhooks: () => Promise<WebhookRecord[]>): Promise<number> {
  const subscribers = (await webhooks()).filter((w) => receives(w, event.event) && w.created_at <= event.occurred_at);
  if (subscribers.length === 0) return 0;
  // The catalogue and the levels (kept per container) before the actor's shape shows their badge and level.
  const [actor] = await Promise.all([event.actor_id !== null ? getProfile(event.actor_id) : null, badgeCatalogue(), loadLevels()]);
  const body = payloadBody({ event: event.event, timestamp: event.occurred_at, data: event.data, xprofile: actor ? toXprofile(actor) : null });
  await enqueueDeliveries(subscribers.map((w) => ({ webhook_id: w.id, event_id: event.event_id, event: event.event, body, attempt: 1 })));
  return subscribers.length;
}
