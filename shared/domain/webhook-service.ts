/**
 * Webhooks [PRO], administrators only (docs/webhooks.md, "Managing webhooks"): create, read,
 * update, delete, a synchronous test call, and the delivery log with redelivery.
 */
import { randomBytes } from 'node:crypto';
import { nextId } from '#shared/data/transactions.ts';
import { deleteWebhookItem, getWebhook, listWebhooks, putNewWebhook, updateWebhookFields } from '#shared/data/webhook-store.ts';
import { DEFAULT_RETRY_COUNT, type WebhookRecord, type WebhookStatus } from '#shared/domain/webhooks.ts';
import type { EventName } from '#shared/events/names.ts';
import { toSqlDateTime } from '#shared/http/datetime.ts';
import { ApiError, NotFoundError } from '#shared/http/errors.ts';

/** A chosen secret's minimum length; a generated one is 32 random bytes (64 hex digits). */
export const MIN_SECRET_LENGTH = 16;
const GENERATED_SECRET_BYTES = 32;

export const generateSecret = (): string => randomBytes(GENERATED_SECRET_BYTES).toString('hex');

/**
 * The secret is shown in full only when it is set (create, or an update that sets or rotates it).
 * Elsewhere it is masked to its last four characters; the mask is shorter than any valid secret,
 * so a client that sends a listed webhook back cannot save the mask as the secret.
 */
export const maskSecret = (secret: string): string => `********${secret.slice(-4)}`;

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
 * Headers a webhook may not set: hop-by-hop ones, those that describe the body or the connection
 * (the sender owns them), and the service's own (`X-Service-*`: signature, event id, ...).
 */
const FORBIDDEN_HEADERS: ReadonlySet<string> = new Set([
  'host', 'content-length', 'content-type', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive',
  'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade', 'expect',
]);
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

export function toWebhookView(w: WebhookRecord, options: { revealSecret?: boolean } = {}) {
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    events: w.events,
    status: w.status,
    secret: options.revealSecret ? w.secret : maskSecret(w.secret),
    headers: w.headers,
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

/** Whether `url` may be a webhook target: an HTTPS URL whose host is a public address. */
export async function checkWebhookUrl(url: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidUrlError('The webhook URL is not a valid URL.', 'malformed');
  }
  if (parsed.protocol !== 'https:') throw new InvalidUrlError('The webhook URL must use HTTPS.', 'not_https');
  if (parsed.username || parsed.password) {
    throw new InvalidUrlError('The webhook URL must not contain credentials; send them in a custom header instead.', 'credentials');
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
  const webhook: WebhookRecord = {
    id: await nextId('webhook'),
    name: input.name,
    url: input.url,
    events: input.events,
    status: input.status,
    secret: input.secret ?? generateSecret(),
    headers: input.headers,
    retry_count: input.retry_count ?? DEFAULT_RETRY_COUNT,
    last_triggered_at: null,
    last_error: null,
    created_at: at,
    updated_at: at,
  };
  await putNewWebhook(webhook);
  return toWebhookView(webhook, { revealSecret: true });
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
 * of the changed fields. Nothing differing, nothing is written (updated_at stays).
 */
export async function updateWebhook(id: number, patch: WebhookPatch): Promise<{ webhook: WebhookView; changed: string[] }> {
  const before = await mustGet(id);
  const { rotate_secret: rotate, ...rest } = patch;
  const wanted: Partial<WebhookRecord> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (rotate) wanted.secret = generateSecret();
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([k, v]) => !sameValue(v, before[k as keyof WebhookRecord])),
  ) as Partial<WebhookRecord>;
  const changed = Object.keys(changes);
  if (changed.length === 0) return { webhook: toWebhookView(before), changed };
  if (changes.url !== undefined) await checkWebhookUrl(changes.url);
  const after = await updateWebhookFields(id, { ...changes, updated_at: new Date().toISOString() });
  if (!after) throw new WebhookNotFoundError();
  return { webhook: toWebhookView(after, { revealSecret: changes.secret !== undefined }), changed };
}

export async function deleteWebhook(id: number): Promise<void> {
  if (!(await deleteWebhookItem(id))) throw new WebhookNotFoundError();
}
