/**
 * The one definition of the field types every schema shares (functions/*\/schemas.ts and the
 * domain schemas): integers written only one way, and links that can only be http(s).
 * Imports nothing of the project, so any layer may use it.
 *
 * @example
 * export const idParams = z.object({ space: id() });
 * const logo = httpUrlOrEmpty();
 */
import * as z from 'zod';
import { isLocalDateTime, isTimeZone } from './zoned-time.ts';

/**
 * One schema per distinct argument, built when first asked for. A zod schema never changes (every
 * modifier returns a copy), so routes share them; building each anew cost about a quarter of a
 * function's import time (docs/architecture.md, "Cold start").
 */
function shared<A extends string | undefined, S>(build: (arg?: A) => S): (arg?: A) => S {
  const built = new Map<A | undefined, S>();
  return (arg) => {
    let schema = built.get(arg);
    if (schema === undefined) built.set(arg, (schema = build(arg)));
    return schema;
  };
}

/** Canonical decimal: no sign but `-`, no leading zeros, spaces, exponents, fractions or hex. */
const CANONICAL_INTEGER = /^(?:0|-?[1-9]\d{0,15})$/;

interface IntegerBounds {
  min?: number;
  max?: number;
}

/**
 * An integer sent as a JSON number or as canonical decimal text (path, query and form values are
 * text). `z.coerce.number()` would take '0x2', '2e0', ' 2', '+2', '2.0' and '02' for 2; this takes
 * only '2'. Bounds default to the safe-integer range, so the value is exact wherever it goes.
 */
export function integer({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER }: IntegerBounds = {}) {
  return integerIn(`${min}:${max}`);
}

/** A JSON number, or canonical decimal text as its number: every integer field's input, whatever its bounds. */
const integerInput = shared(() =>
  z.union([z.number(), z.string().regex(CANONICAL_INTEGER, 'must be a decimal integer').transform(Number)], {
    error: 'must be a decimal integer',
  }),
);

const integerIn = shared((bounds?: string) => {
  const [min, max] = (bounds ?? '').split(':').map(Number) as [number, number];
  return integerInput().pipe(z.number().int('must be a decimal integer').min(min).max(max));
});

/**
 * A non-negative amount with at most two decimals (a price), as a JSON number or canonical decimal
 * text ('12.5', not '1e1' or ' 12'). Bounded, so it is exact wherever it goes.
 */
export function decimal({ min = 0, max = 1_000_000 }: { min?: number; max?: number } = {}) {
  return z
    .union([z.number(), z.string().regex(/^-?(0|[1-9]\d*)(\.\d{1,2})?$/, 'must be a decimal number').transform(Number)], { error: 'must be a decimal number' })
    .pipe(z.number().min(min).max(max).refine((v) => Math.round(v * 100) === v * 100, 'must have at most two decimals'));
}

/** A positive id (the spec's integer ids come from counters starting at 1). */
export const id = () => integer({ min: 1 });

/** An absolute http(s) URL: never `javascript:`, `data:` or another scheme a browser would run. */
export const httpUrl = (message = 'must be an http(s) URL') => httpUrlSaying(message);
const httpUrlSaying = shared((message?: string) => z.url({ protocol: /^https?$/, error: message }).max(2048));

/** An http(s) URL, or '' to clear the field. */
export const httpUrlOrEmpty = shared((message?: string) => z.union([z.literal(''), httpUrl(message)]));

/** An email address, or '' for none. */
export const emailOrEmpty = shared(() => z.union([z.literal(''), z.email('must be an email address').max(254)]));

/** A NUL, or half of a surrogate pair without its other half: text no client means to send. */
const INVALID_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds a NUL or a lone surrogate (invalid UTF-16, unencodable as UTF-8). */
export const hasInvalidText = (value: string): boolean => INVALID_TEXT.test(value);

/** The spellings of a boolean WordPress clients send (rest_is_boolean, plus yes/no), by meaning. */
const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { '1': true, true: true, yes: true, '0': false, false: false, no: false };
const BOOLEAN_MESSAGE = 'must be a boolean (true/false, 1/0, "yes"/"no")';

/** A known spelling as its boolean; anything else unchanged, for z.boolean() to refuse. */
function toBoolean(value: unknown): unknown {
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') return BOOLEAN_TEXT[value.toLowerCase()] ?? value;
  return value;
}

/**
 * A boolean as WordPress clients send it: true/false, 1/0, or the text '1'/'0', 'true'/'false',
 * 'yes'/'no' in any case (form and query values are text). '', 'maybe', 2 and null are refused.
 * Stored records hold real booleans, which parse unchanged.
 */
export const boolean = shared(() => z.preprocess(toBoolean, z.boolean({ error: BOOLEAN_MESSAGE })));

/** A boolean as the original spells a switch, `"yes"`/`"no"`; any other value unchanged. */
export function asYesNo(value: boolean): 'yes' | 'no';
export function asYesNo(value: unknown): unknown;
export function asYesNo(value: unknown): unknown {
  return typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
}

/** A switch as the original's settings keep it, `"yes"`/`"no"`, from any spelling boolean() takes. */
export const yesNo = shared(() => boolean().transform((on) => asYesNo(on)));

/**
 * An optional query flag: absent or empty (`?following=`) is undefined, so a client that writes
 * every filter it has, empty ones too, filters on nothing.
 */
export const queryFlag = shared(() => z.preprocess((v) => (v === '' ? undefined : v), boolean().optional()));

interface ListOptions {
  min?: number;
  max?: number;
  /** Said when the value is neither a list nor text. */
  error?: string;
}

/** A comma-separated string as its items, trimmed, empty ones dropped; any other value unchanged. */
const splitCommas = (value: unknown): unknown =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter((s) => s !== '') : value;

/**
 * A list of scalars: an array (JSON, or `ids[]=1&ids[]=2` in a form or query) or a comma-separated
 * string (`ids=1,2`), each item validated by `item` (`list(id())`, `list(z.enum([...]))`). A bad
 * item is reported under the list's own name, as WordPress does ("item 2 must be ..."), so
 * data.params names the field the client sent.
 */
export function list<T extends z.ZodType>(item: T, { min = 0, max = 100, error = 'must be a list (an array or comma-separated text)' }: ListOptions = {}) {
  return z.preprocess(
    (value, ctx) => {
      const items = splitCommas(value);
      if (!Array.isArray(items)) return items;
      // The first bad item only: data.params holds one message per field.
      const bad = items.findIndex((v) => !item.safeParse(v).success);
      if (bad >= 0) {
        const issue = item.safeParse(items[bad]).error?.issues[0];
        ctx.addIssue({ code: 'custom', input: items[bad], message: `item ${bad + 1} ${issue?.message ?? 'is invalid'}` });
      }
      return items;
    },
    z
      .array(item, { error })
      .min(min, `must hold at least ${min} item${min === 1 ? '' : 's'}`)
      .max(max, `must hold at most ${max} items`),
  );
}

/**
 * The patch form of an object schema: every field optional and without its default, unknown keys
 * treated as the object treats them. zod's `.partial()` keeps defaults, and zod 4 fills an absent
 * defaulted key, so the patch `{allow_comments: false}` would reset every other setting.
 */
export function patchOf<T extends z.ZodObject>(schema: T) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : v).optional()]),
  );
  return schema.extend(shape) as unknown as z.ZodType<Partial<z.output<T>>, Partial<z.input<T>>>;
}

/** A wall-clock time `YYYY-MM-DD HH:MM:SS` that exists on the calendar (scheduled_at; its zone is given apart). */
export const localDateTime = shared(() => z.string().trim().refine(isLocalDateTime, 'must be a date and time YYYY-MM-DD HH:MM:SS'));

/** A calendar day `YYYY-MM-DD`. */
export const calendarDate = shared(() => z.string().trim().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isLocalDateTime(`${v} 00:00:00`), 'must be a date YYYY-MM-DD'));

/** An IANA time-zone name the platform knows (Europe/Berlin, UTC). */
export const timeZone = shared(() => z.string().trim().min(1).max(64).refine(isTimeZone, 'must be an IANA time-zone name such as Europe/Berlin'));
