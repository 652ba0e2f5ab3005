/**
 * The webhook record (spec: Webhook [PRO]) and the rules every part of the webhook pipeline
 * shares: the API validates with them, the router picks subscribers with them, the dispatcher
 * re-checks them before each attempt (a webhook may be paused or changed after an event is queued).
 */
import type { EventName } from '#platform/events/names.ts';

export const WEBHOOK_STATUSES = ['active', 'inactive'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/**
 * A credential as stored (features/webhooks/webhook-credentials.ts): KMS ciphertext, or a string in
 * clear (a header that is no credential, or a webhook saved before credentials were sealed).
 */
export type StoredCredential = string | Uint8Array;

export interface WebhookRecord {
  id: number;
  name: string;
  url: string;
  events: EventName[];
  status: WebhookStatus;
  /** The signing secret: sealed, or in clear until the webhook's next save (the old form). */
  secret: StoredCredential;
  /** The secret's last four characters, in clear, for the mask (null: the old form, whose secret is clear). */
  secret_tail: string | null;
  /** Custom headers; the values of credential-looking names (SENSITIVE_HEADER_NAME) sealed. */
  headers: Record<string, StoredCredential>;
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
