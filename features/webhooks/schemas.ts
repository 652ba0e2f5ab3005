import * as z from 'zod';
import { boolean, id, integer, list } from '#platform/core/fields.ts';
import { EVENT_NAMES, type EventName } from '#platform/events/names.ts';
import { MAX_RETRY_COUNT, WEBHOOK_STATUSES } from '#features/webhooks/webhooks.ts';
import { checkCustomHeaders, MIN_SECRET_LENGTH } from '#features/webhooks/webhook-service.ts';
import { perPageQuery } from '#platform/http/pagination.ts';

export const webhookParams = z.object({ webhook_id: id() });
export const deliveryParams = webhookParams.extend({ delivery_id: z.string().min(1).max(100) });
export const deliveriesQuery = z.object({
  per_page: perPageQuery(20),
  cursor: z.string().min(1).max(2048).optional(),
});

const KNOWN_EVENTS: ReadonlySet<string> = new Set(EVENT_NAMES);

/** Subscribed events: at least one, each a name of the spec's table; kept once each, in the table's order. */
const events = list(z.unknown(), { error: 'must be an array of event names' })
  .refine((names) => names.length > 0, 'must name at least one event')
  .superRefine((names, ctx) => {
    const unknown = [...new Set(names.filter((n) => typeof n !== 'string' || !KNOWN_EVENTS.has(n)).map(String))];
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `unknown event${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}` });
  })
  .transform((names) => EVENT_NAMES.filter((n): n is EventName => names.includes(n)));

/** Every problem is reported under `headers` itself (not `headers.<name>`), so the field is named once. */
const headers = z
  .record(z.string(), z.unknown(), { error: 'must be an object of header names to string values' })
  .superRefine((h, ctx) => {
    const nonString = Object.keys(h).find((k) => typeof h[k] !== 'string');
    const problem = nonString !== undefined ? `the value of ${nonString} must be a string` : checkCustomHeaders(h as Record<string, string>);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((h) => h as Record<string, string>);

const fields = {
  name: z.string().trim().min(1).max(200),
  /** Checked for HTTPS and its address by the service (400 invalid_url), after the other fields. */
  url: z.string().trim().min(1).max(2048),
  events,
  status: z.enum(WEBHOOK_STATUSES),
  secret: z
    .string()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
    .max(256)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
  headers,
  retry_count: integer({ min: 0, max: MAX_RETRY_COUNT }),
};

export const createWebhookBody = z.object({
  name: fields.name,
  url: fields.url,
  events: fields.events,
  status: fields.status.default('active'),
  secret: fields.secret.optional(),
  headers: fields.headers.default({}),
  retry_count: fields.retry_count.optional(),
});

export const updateWebhookBody = z
  .object({
    name: fields.name.optional(),
    url: fields.url.optional(),
    events: fields.events.optional(),
    status: fields.status.optional(),
    secret: fields.secret.optional(),
    /** Replaces the secret with a new generated one, returned once in the answer. */
    rotate_secret: boolean().optional(),
    headers: fields.headers.optional(),
    retry_count: fields.retry_count.optional(),
  })
  .refine((b) => !(b.rotate_secret === true && b.secret !== undefined), { message: 'send either secret or rotate_secret, not both', path: ['rotate_secret'] });
