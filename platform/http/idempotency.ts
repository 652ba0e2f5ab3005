/**
 * Idempotent writes (docs/idempotency.md): a route declared `idempotent` and called with an
 * `Idempotency-Key` header answers a repeated request with its first answer, status, headers and
 * body, for 24 hours (platform/data/idempotency-store.ts keeps them). Keys are the caller's own:
 * the record's key is the caller's id with the key, so one member's key never finds another's.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { Caller } from '#platform/auth/authenticate.ts';
import { ApiError } from '#platform/core/errors.ts';
import { RawReply, Reply, type RouteErrors } from '#platform/http/route.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is a replay of the first one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Visible ASCII, 1 to 255 characters: room for a UUID or any client's scheme, nothing unbounded. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The codes the pipeline adds to an idempotent route (scripts/openapi/document.ts routeErrors). */
export const IDEMPOTENCY_ERRORS = {
  400: ['invalid_idempotency_key'],
  409: ['idempotency_in_flight'],
  422: ['idempotency_key_mismatch'],
} as const satisfies RouteErrors;

/** The key the request sends, undefined without one; a malformed one is refused (400). */
export function idempotencyKeyOf(headers: Readonly<Record<string, string | undefined>>): string | undefined {
  const key = headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'invalid_idempotency_key', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  }
  return key;
}

/** What the request asked, compared when its key comes again: the route, the base path and the input as sent. */
export interface RequestSignature {
  routeKey: string;
  viaCompat: boolean;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  /** A multipart body's bytes and type (uploads). */
  multipart?: { bytes: Buffer; contentType: string };
}

/**
 * The stored request: JSON input as it is (the library hashes it with its keys sorted, so key order
 * does not matter); a multipart body as a hash of its bytes without its boundary, which a client
 * draws anew for each attempt.
 */
function signature({ multipart, ...rest }: RequestSignature): unknown {
  if (!multipart) return rest;
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(multipart.contentType);
  const text = multipart.bytes.toString('latin1');
  const stripped = boundary ? text.split(boundary[1] ?? boundary[2] ?? '').join('') : text;
  return { ...rest, multipart: createHash('sha256').update(stripped, 'latin1').digest('base64') };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body as sent: JSON text, or the raw text of a RawReply; null without one. */
  body: string | null;
  raw: boolean;
}

/** What the record keeps: the answer sealed (AES-256-GCM: IV, tag, ciphertext, base64). */
interface StoredAnswer extends Record<string, unknown> {
  sealed: string;
}

/**
 * The answer's key, from the caller and the Idempotency-Key, which the record does not keep (its
 * key is another hash of them): the answer (a new account's application password, a member's post)
 * is readable only by whoever sends the key again, never from the table or its stream.
 */
const sealingKey = (callerId: number, key: string): Buffer => createHash('sha256').update(`idempotent-answer\0${callerId}\0${key}`).digest();

function seal(result: unknown, secret: Buffer): StoredAnswer {
  const reply = result instanceof Reply ? result : new Reply(200, result);
  const raw = reply instanceof RawReply;
  const body = reply.body === undefined ? null : raw ? (reply.body as string) : JSON.stringify(reply.body);
  const plain: Answer = { status: reply.status, headers: reply.headers, body, raw };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64') };
}

function unseal({ sealed }: StoredAnswer, secret: Buffer, replayed: boolean): Reply {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const { status, headers, body, raw } = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as Answer;
  const withFlag = replayed ? { ...headers, [REPLAYED_HEADER]: 'true' } : headers;
  if (raw) return new RawReply(status, body ?? undefined, withFlag);
  return new Reply(status, body === null ? undefined : JSON.parse(body), withFlag);
}

/**
 * Runs `work` once per `key` (platform/data/idempotency-store.ts runOnce, given by the function
 * through HttpHandlerOptions: the pipeline does not reach into the table): its stored result, or
 * why the key refuses the request (another request under it, or the first still running).
 */
export type RunOnce = <T extends Record<string, unknown>>(
  request: { key: { caller: number; key: string }; request: unknown },
  context: Pick<Context, 'getRemainingTimeInMillis'>,
  work: () => Promise<T>,
) => Promise<{ result: T; replayed: boolean } | { refused: 'mismatch' | 'in_flight' }>;

/**
 * Serves the request once for its caller and key: the first answer, or a replay of it; another
 * request under the same key is 422, the first still running 409. An error answer is not kept
 * (the key may be sent again), so only successes replay.
 */
export async function serveOnce(
  runOnce: RunOnce,
  caller: Caller,
  key: string,
  request: RequestSignature,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
  serve: () => Promise<unknown>,
): Promise<Reply> {
  const secret = sealingKey(caller.userId, key);
  const outcome = await runOnce({ key: { caller: caller.userId, key }, request: signature(request) }, context, async () => seal(await serve(), secret));
  if ('result' in outcome) return unseal(outcome.result, secret, outcome.replayed);
  if (outcome.refused === 'mismatch') {
    throw new ApiError(422, 'idempotency_key_mismatch', 'This Idempotency-Key was used for another request: send a new key for a new request.');
  }
  throw new ApiError(409, 'idempotency_in_flight', 'A request with this Idempotency-Key is still being processed: retry after it completes.', { headers: { 'retry-after': '1' } });
}
