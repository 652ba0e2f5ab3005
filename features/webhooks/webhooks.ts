/**
 * The webhook record (spec: Webhook [PRO]) and the rules every part of the webhook pipeline
 * shares: the API validates with them, the router picks subscribers with them, the dispatcher
 * re-checks them before each attempt (a webhook may be paused or changed after an event is queued).
 */
import type { EventName } from '#platform/events/names.ts';

export const WEBHOOK_STATUSES = ['active', 'inactive'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export interface WebhookRecord {
  id: number;
  name: string;
  url: string;
  events: EventName[];
  status: WebhookStatus;
  secret: string;
  headers: Record<string, string>;
  retry_count: number;
  last_triggered_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** The spec's default; the upper bound keeps the last retry within a day at any base delay. */
export const DEFAULT_RETRY_COUNT = 3;
export const MAX_RETRY_COUNT = 10;

/** Whether `webhook` receives an event of this name now. */
export const receives = (webhook: Pick<WebhookRecord, 'status' | 'events'>, event: string): boolean =>
  webhook.status === 'active' && (webhook.events as string[]).includes(event);
