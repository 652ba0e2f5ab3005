/**
 * Reads a request body as exactly the type it is labelled, within a size limit:
 * - JSON for `application/json`, any `application/*+json`, or no content type at all;
 * - form fields only for `application/x-www-form-urlencoded` (as WordPress reads them: nested keys
 *   such as `settings[allow_comments]=1` become nested objects, `tags[]=a` an array);
 * - anything else is 415. A text/plain or form post is what a cross-site HTML form can send, so
 *   neither is ever read as a JSON command.
 */
import { InvalidParamError } from '#platform/core/errors.ts';
import { InvalidJsonError, PayloadTooLargeError, UnsupportedMediaTypeError } from '#platform/http/errors.ts';

/** API Gateway (HTTP API) refuses larger payloads; the local adapter does the same. */
export const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;
/** The pipeline's own limit: far above any JSON command the API takes (the longest text is 15,000 characters). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const ACCEPTED_BODY_TYPES = ['application/json', 'application/*+json', 'application/x-www-form-urlencoded'] as const;

/** Form keys nest at most this deep (`a[b][c]` is 3), as PHP bounds max_input_nesting_level. */
const MAX_FORM_DEPTH = 8;

export interface RawBody {
  body?: string | undefined;
  isBase64Encoded?: boolean | undefined;
  contentType?: string | undefined;
}

/** The body's value, or undefined when there is none. */
export function parseBody({ body, isBase64Encoded, contentType }: RawBody): unknown {
  if (body === undefined || body === '') return undefined;
  const bytes = isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  if (bytes.length > MAX_BODY_BYTES) throw new PayloadTooLargeError(MAX_BODY_BYTES);
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = bytes.toString('utf8');
  if (mediaType === '' || mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType)) return parseJson(text);
  if (mediaType === 'application/x-www-form-urlencoded') return parseForm(text);
  throw new UnsupportedMediaTypeError(mediaType, ACCEPTED_BODY_TYPES);
}

export const isMultipart = (contentType: string): boolean => /^multipart\/form-data\s*;/i.test(contentType.trim());

/** A multipart body's bytes, bounded by API Gateway's payload limit (the route parses the parts). */
export function readMultipart({ body, isBase64Encoded }: Omit<RawBody, 'contentType'>): Buffer {
  const bytes = body === undefined ? Buffer.alloc(0) : isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'binary');
  if (bytes.length > API_GATEWAY_MAX_BODY_BYTES) throw new PayloadTooLargeError(API_GATEWAY_MAX_BODY_BYTES);
  return bytes;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InvalidJsonError(error);
  }
}

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export interface FormOptions {
  /**
   * What a repeated plain key (`a=1&a=2`) gives: the later value (PHP, for form bodies), or the
   * values joined with commas ('1,2'), as API Gateway passes a query string, so list parameters
   * read it as a list.
   */
  repeated?: 'last' | 'join';
}

/** `a=1&b[c]=2&d[]=3&d[]=4` -> `{a: '1', b: {c: '2'}, d: ['3', '4']}`; a later value replaces an earlier one. */
export function parseForm(text: string | Iterable<[string, string]>, { repeated = 'last' }: FormOptions = {}): FormObject {
  const root: FormObject = {};
  for (const [name, value] of typeof text === 'string' ? new URLSearchParams(text) : text) {
    const path = formPath(name);
    if (path.length > MAX_FORM_DEPTH) throw new InvalidParamError([{ path: path[0] ?? name, message: `nests deeper than ${MAX_FORM_DEPTH} levels` }]);
    const earlier = path.length === 1 && repeated === 'join' ? own(root, name) : undefined;
    assign(root, path, typeof earlier === 'string' ? `${earlier},${value}` : value);
  }
  return root;
}

/** `a[b][]` -> ['a', 'b', '']; a name that is not of that form is a key of its own. */
function formPath(name: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!m?.[1]) return [name];
  return [m[1], ...[...(m[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((s) => s[1] ?? '')];
}

function assign(container: FormObject | FormValue[], path: string[], value: string): void {
  const [head = '', ...rest] = path;
  const isArray = Array.isArray(container);
  const current = isArray ? undefined : own(container, head);
  const next: FormValue =
    rest.length === 0
      ? value
      : (() => {
          const wantsArray = rest[0] === '';
          const child = current !== undefined && typeof current === 'object' && Array.isArray(current) === wantsArray ? current : wantsArray ? [] : {};
          assign(child, rest, value);
          return child;
        })();
  // Only `[]` leads into an array, so every value met there is appended.
  if (isArray) {
    container.push(next);
    return;
  }
  // defineProperty: a key such as __proto__ stays an own data property, never the prototype.
  Object.defineProperty(container, head, { value: next, enumerable: true, writable: true, configurable: true });
}

const own = (object: FormObject, key: string): FormValue | undefined => (Object.hasOwn(object, key) ? object[key] : undefined);
