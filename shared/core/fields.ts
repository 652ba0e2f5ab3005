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
  return z
    .union([z.number(), z.string().regex(CANONICAL_INTEGER, 'must be a decimal integer').transform(Number)], {
      error: 'must be a decimal integer',
    })
    .pipe(z.number().int('must be a decimal integer').min(min).max(max));
}

/** A positive id (the spec's integer ids come from counters starting at 1). */
export const id = () => integer({ min: 1 });

/** An absolute http(s) URL: never `javascript:`, `data:` or another scheme a browser would run. */
export const httpUrl = (message = 'must be an http(s) URL') => z.url({ protocol: /^https?$/, error: message }).max(2048);

/** An http(s) URL, or '' to clear the field. */
export const httpUrlOrEmpty = (message?: string) => z.union([z.literal(''), httpUrl(message)]);

/** A NUL, or half of a surrogate pair without its other half: text no client means to send. */
const INVALID_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds a NUL or a lone surrogate (invalid UTF-16, unencodable as UTF-8). */
export const hasInvalidText = (value: string): boolean => INVALID_TEXT.test(value);
