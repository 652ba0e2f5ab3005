/**
 * Webhooks [PRO], administrators only (docs/webhooks.md, "Managing webhooks"): create, read,
 * update, delete, a synchronous test call, and the delivery log with redelivery.
 */
import { randomBytes } from 'node:crypto';
import type { Caller } from '#platform/auth/authenticate.ts';
import { getProfile } from '#features/members/member-store.ts';
import { nextId } from '#platform/data/transactions.ts';
import { getDelivery, listDeliveries, markPending, type DeliveryRecord } from '#features/webhooks/webhook-delivery-store.ts';
import { deleteWebhookItem, getWebhook, listWebhooks, putNewWebhook, updateWebhookFields } from '#features/webhooks/webhook-store.ts';
import { toXprofile } from '#features/members/members.ts';
import { DEFAULT_RETRY_COUNT, receives, type StoredCredential, type WebhookRecord, type WebhookStatus } from '#features/webhooks/webhooks.ts';
import { deliveryTarget, holdsClearCredential, openedSecret, sealCredentials, secretTail, SENSITIVE_HEADER_NAME } from '#features/webhooks/webhook-credentials.ts';
import type { EventName } from '#platform/events/names.ts';
import { newEventId } from '#platform/events/outbox.ts';
import { enqueueDeliveries } from '#features/webhooks/webhook-queue.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';
import { RESERVED_HEADERS } from '#features/webhooks/delivery/headers.ts';
import { payloadBody } from '#features/webhooks/delivery/payload.ts';
import { sendWebhook } from '#features/webhooks/delivery/send.ts';
import { checkTarget, TargetRejected } from '#features/webhooks/delivery/target-guard.ts';

/** A chosen secret's minimum length; a generated one is 32 random bytes (64 hex digits). */
export const MIN_SECRET_LENGTH = 16;
const GENERATED_SECRET_BYTES = 32;

export const generateSecret = (): string => randomBytes(GENERATED_SECRET_BYTES).toString('hex');

/**
 * The secret is shown in full only when it is set (create, or an update that sets or rotates it).
 * Elsewhere it is masked to its last four characters (kept in clear beside the sealed secret, so
 * masking needs no KMS call); the mask is shorter than any valid secret, so a client that sends a
 * listed webhook back cannot save the mask as the secret.
 */
export const maskSecret = (tail: string): string => `********${tail}`;

/** The stored secret's last four characters: kept beside it, or read from the old clear form. */
const storedTail = (w: Pick<WebhookRecord, 'secret' | 'secret_tail'>): string => (typeof w.secret === 'string' ? secretTail(w.secret) : (w.secret_tail ?? ''));

// ---------------------------------------------------------------------------------------------
// Custom headers

export const MAX_CUSTOM_HEADERS = 20;
const MAX_HEADER_NAME = 100;
const MAX_HEADER_VALUE = 1024;
/** RFC 9110 token characters. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Visible ASCII, space and tab: no CR, LF or NUL (no header injection), nothing fetch refuses. */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;
/**
 * Headers a webhook may not set: those the sender sets (signature, event id and name, attempt,
 * body and connection headers, User-Agent), hop-by-hop ones, and any other `X-Service-*` name
 * (kept for the service's own headers).
 */
const FORBIDDEN_HEADERS: ReadonlySet<string> = new Set([...RESERVED_HEADERS, 'content-encoding', 'proxy-authenticate']);
const RESERVED_PREFIX = 'x-service-';

/** What is wrong with a webhook's custom headers, or null when they may be sent. */
export function checkCustomHeaders(headers: Record<string, string>): string | null {
  const names = Object.keys(headers);
  if (names.length > MAX_CUSTOM_HEADERS) return `at most ${MAX_CUSTOM_HEADERS} headers`;
  const seen = new Set<string>();
  for (const name of names) {
    const lower = name.toLowerCase();
    if (!HEADER_NAME.test(name) || name.length > MAX_HEADER_NAME) return `${JSON.stringify(name)} is not a valid header name`;
    if (FORBIDDEN_HEADERS.has(lower) || lower.startsWith(RESERVED_PREFIX)) return `${name} is set by the service and cannot be overridden`;
    if (seen.has(lower)) return `${name} is given more than once`;
    seen.add(lower);
    const value = headers[name] ?? '';
    if (!HEADER_VALUE.test(value) || value.length > MAX_HEADER_VALUE) {
      return `the value of ${name} must be printable ASCII of at most ${MAX_HEADER_VALUE} characters`;
    }
  }
  return null;
}

/**
 * Custom header values often carry the receiver's credentials (Authorization, API keys), so reads
 * never show them: the names are shown, each value masked. A value keeps its last four characters
 * only when its name does not look like a credential (SENSITIVE_HEADER_NAME: those are sealed at
 * rest, webhook-credentials.ts) and those four are at most a quarter of it.
 * The mask is written with `*` (header values are ASCII) so a client can send a read webhook back.
 */
const HEADER_MASK = '********';
const MIN_PARTLY_SHOWN_LENGTH = 16;

export function maskHeaderValue(name: string, value: StoredCredential): string {
  if (typeof value !== 'string' || SENSITIVE_HEADER_NAME.test(name) || value.length < MIN_PARTLY_SHOWN_LENGTH) return HEADER_MASK;
  return `${HEADER_MASK}${value.slice(-4)}`;
}

export const maskHeaders = (headers: Record<string, StoredCredential>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, maskHeaderValue(name, value)]));

/**
 * The headers of an update, with every value that is the mask of the stored value of the same
 * header (names compared case-insensitively) replaced by the stored value: sending a read webhook
 * back keeps its headers.
 */
export function restoreMaskedHeaders(sent: Record<string, string>, stored: Record<string, StoredCredential>): Record<string, StoredCredential> {
  const storedByName = new Map(Object.entries(stored).map(([name, value]) => [name.toLowerCase(), value]));
  return Object.fromEntries(
    Object.entries(sent).map(([name, value]) => {
      const kept = storedByName.get(name.toLowerCase());
      return [name, kept !== undefined && value === maskHeaderValue(name, kept) ? kept : value];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Errors and views

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super('not_found', 'Webhook not found.');
  }
}

/** The spec's 400 invalid_url: not HTTPS, or a target the service refuses to call. */
export class InvalidUrlError extends ApiError {
  constructor(message: string, reason: string) {
    super(400, 'invalid_url', message, { data: { params: { url: message }, reason } });
  }
}

/** `revealSecret`: the secret in clear, shown where it was just set (create, rotation, a chosen one). */
export function toWebhookView(w: WebhookRecord, options: { revealSecret?: string } = {}) {
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    events: w.events,
    status: w.status,
    secret: options.revealSecret ?? maskSecret(storedTail(w)),
    headers: maskHeaders(w.headers),
    retry_count: w.retry_count,
    last_triggered_at: w.last_triggered_at ? toSqlDateTime(w.last_triggered_at) : null,
    last_error: w.last_error,
    created_at: toSqlDateTime(w.created_at),
    updated_at: toSqlDateTime(w.updated_at),
  };
}

export type WebhookView = ReturnType<typeof toWebhookView>;

// ---------------------------------------------------------------------------------------------
// Targets

/**
 * Whether `url` may be a webhook target (the lead's guard: HTTPS, no credentials, a host that
 * resolves to public addresses only unless WEBHOOK_ALLOW_PRIVATE_TARGETS); 400 invalid_url if not.
 */
export async function checkWebhookUrl(url: string): Promise<void> {
  try {
    await checkTarget(url);
  } catch (error) {
    if (error instanceof TargetRejected) throw new InvalidUrlError(error.message, error.reason);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// CRUD

export interface WebhookInput {
  name: string;
  url: string;
  events: EventName[];
  status: WebhookStatus;
  secret?: string | undefined;
  headers: Record<string, string>;
  retry_count?: number | undefined;
}

export type WebhookPatch = Partial<Omit<WebhookInput, 'secret'>> & { secret?: string | undefined; rotate_secret?: boolean | undefined };

async function mustGet(id: number): Promise<WebhookRecord> {
  const w = await getWebhook(id, { consistent: true });
  if (!w) throw new WebhookNotFoundError();
  return w;
}

export async function listWebhooksView(): Promise<WebhookView[]> {
  return (await listWebhooks({ consistent: true })).sort((a, b) => a.id - b.id).map((w) => toWebhookView(w));
}

export const getWebhookView = async (id: number): Promise<WebhookView> => toWebhookView(await mustGet(id));

export async function createWebhook(input: WebhookInput): Promise<WebhookView> {
  await checkWebhookUrl(input.url);
  const at = new Date().toISOString();
  const id = await nextId('webhook');
  const secret = input.secret ?? generateSecret();
  const webhook: WebhookRecord = {
    id,
    name: input.name,
    url: input.url,
    events: input.events,
    status: input.status,
    secret,
    secret_tail: secretTail(secret),
    headers: input.headers,
    retry_count: input.retry_count ?? DEFAULT_RETRY_COUNT,
    last_triggered_at: null,
    last_error: null,
    created_at: at,
    updated_at: at,
  };
  await putNewWebhook({ ...webhook, ...(await sealCredentials(id, webhook)) });
  return toWebhookView(webhook, { revealSecret: secret });
}

const sameValue = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const [ka, kb] = [Object.keys(a), Object.keys(b)];
    return ka.length === kb.length && ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
  }
  return a === b;
};

/**
 * Applies the fields that differ from the stored webhook and answers the webhook with the names
 * of the changed fields. Nothing differing, nothing is written (updated_at stays). A secret sent is
 * compared with the stored one opened. A write seals every credential still in clear (the old
 * form) with the changed ones.
 */
export async function updateWebhook(id: number, patch: WebhookPatch): Promise<{ webhook: WebhookView; changed: string[] }> {
  const before = await mustGet(id);
  const { rotate_secret: rotate, headers, ...rest } = patch;
  const wanted: Partial<WebhookRecord> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (headers) wanted.headers = restoreMaskedHeaders(headers, before.headers);
  if (rotate) wanted.secret = generateSecret();
  // A chosen secret is compared with the stored one (a rotated one is new by construction).
  const current: WebhookRecord = rest.secret !== undefined ? { ...before, secret: await openedSecret(before) } : before;
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([k, v]) => !sameValue(v, current[k as keyof WebhookRecord])),
  ) as Partial<WebhookRecord>;
  const changed = Object.keys(changes);
  if (changed.length === 0) return { webhook: toWebhookView(before), changed };
  if (changes.url !== undefined) await checkWebhookUrl(changes.url);
  const newSecret = typeof changes.secret === 'string' ? changes.secret : undefined;
  const credentials = { secret: changes.secret ?? before.secret, headers: changes.headers ?? before.headers };
  const sealing = changes.secret !== undefined || changes.headers !== undefined || holdsClearCredential(before);
  const after = await updateWebhookFields(id, { ...changes, ...(sealing ? await sealCredentials(id, credentials) : {}), updated_at: new Date().toISOString() });
  if (!after) throw new WebhookNotFoundError();
  return { webhook: toWebhookView(after, newSecret !== undefined ? { revealSecret: newSecret } : {}), changed };
}

export async function deleteWebhook(id: number): Promise<void> {
  if (!(await deleteWebhookItem(id))) throw new WebhookNotFoundError();
}

// ---------------------------------------------------------------------------------------------
// Test call

/** The event name of a test call; not a subscribable event (receivers may answer it with 2xx and ignore it). */
export const TEST_EVENT = 'webhook.test';

export interface TestResult {
  success: boolean;
  status_code: number | null;
  response_time: number;
  message: string;
}

/**
 * Sends one signed test call now and answers its outcome (docs/webhooks.md, "Test call"): sent
 * like a real delivery, also to an inactive webhook, not retried, not logged, and leaving
 * last_triggered_at and last_error alone.
 */
export async function testWebhook(id: number, caller: Caller): Promise<TestResult> {
  const [webhook, actor] = await Promise.all([mustGet(id), getProfile(caller.userId)]);
  const eventId = newEventId();
  const body = payloadBody({
    event: TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { webhook_id: webhook.id, name: webhook.name, message: 'This is a test call from the community API. No action is needed.' },
    xprofile: actor ? toXprofile(actor) : null,
  });
  const outcome = await sendWebhook(await deliveryTarget(webhook), { eventId, event: TEST_EVENT, body, attempt: 1 });
  const message = outcome.ok
    ? `The test payload was delivered: the receiver answered HTTP ${outcome.status_code}.`
    : outcome.status_code !== null
      ? `The receiver answered HTTP ${outcome.status_code}; only a 2xx answer counts as delivered.`
      : `The test payload could not be delivered: ${outcome.error ?? 'no answer'}.`;
  return { success: outcome.ok, status_code: outcome.status_code, response_time: outcome.response_time, message };
}

// ---------------------------------------------------------------------------------------------
// Delivery log and redelivery

export class DeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('not_found', 'Delivery not found.');
  }
}

/** A redelivery the dispatcher would drop (it sends only what an active webhook subscribes to). */
export class RedeliveryRefusedError extends ApiError {
  constructor(code: 'webhook_inactive' | 'event_not_subscribed', message: string) {
    super(400, code, message);
  }
}

export function toDeliveryView(d: DeliveryRecord, options: { withBody?: boolean } = {}) {
  return {
    id: d.id,
    webhook_id: d.webhook_id,
    event: d.event,
    status: d.status,
    attempts: d.attempts.map((a) => ({ ...a, at: toSqlDateTime(a.at) })),
    last_status_code: d.last_status_code,
    last_response_time: d.last_response_time,
    last_error: d.last_error,
    created_at: toSqlDateTime(d.created_at),
    updated_at: toSqlDateTime(d.updated_at),
    ...(options.withBody ? { body: d.body } : {}),
  };
}

export async function listDeliveriesView(webhookId: number, q: { per_page: number; cursor?: string | undefined }) {
  await mustGet(webhookId);
  const page = await listDeliveries(webhookId, { limit: q.per_page, ...(q.cursor ? { cursor: q.cursor } : {}) });
  return { deliveries: page.items.map((d) => toDeliveryView(d)), next_cursor: page.nextCursor };
}

async function mustGetDelivery(webhookId: number, deliveryId: string): Promise<DeliveryRecord> {
  const [, delivery] = await Promise.all([mustGet(webhookId), getDelivery(webhookId, deliveryId, { consistent: true })]);
  if (!delivery) throw new DeliveryNotFoundError();
  return delivery;
}

export const getDeliveryView = async (webhookId: number, deliveryId: string) =>
  toDeliveryView(await mustGetDelivery(webhookId, deliveryId), { withBody: true });

/**
 * Queues the delivery's exact body again under the same event id. It becomes pending; the new
 * round starts at attempt 1 with the webhook's retry budget, its attempts appended to the log.
 */
export async function redeliver(webhookId: number, deliveryId: string) {
  const [webhook, delivery] = await Promise.all([mustGet(webhookId), getDelivery(webhookId, deliveryId, { consistent: true })]);
  if (!delivery) throw new DeliveryNotFoundError();
  if (webhook.status !== 'active') throw new RedeliveryRefusedError('webhook_inactive', 'The webhook is inactive: activate it before redelivering.');
  if (!receives(webhook, delivery.event)) {
    throw new RedeliveryRefusedError('event_not_subscribed', `The webhook no longer subscribes to ${delivery.event}: add it to its events before redelivering.`);
  }
  const now = new Date();
  // Pending first: a dispatcher fast enough to finish before this write must not be overwritten.
  if (!(await markPending(webhookId, deliveryId, now))) throw new DeliveryNotFoundError();
  await enqueueDeliveries([{ webhook_id: webhookId, event_id: delivery.id, event: delivery.event, body: delivery.body, attempt: 1 }]);
  return toDeliveryView({ ...delivery, status: 'pending', updated_at: now.toISOString() });
}
