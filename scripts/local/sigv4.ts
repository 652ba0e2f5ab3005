/**
 * AWS Signature Version 4 checked the way S3 checks it, written from the canonical request with
 * node:crypto (not the SDK's signer, so it also proves what the SDK generated): header auth and
 * presigned URLs (query auth), the clock (15 minutes of skew, a presigned URL's expiry), the
 * payload hash, and any `x-amz-checksum-*` the request carries against its body. Used by the local
 * S3 emulator's write guard (scripts/local/emulator.ts) and the unit tests of the presigned URLs
 * (test/unit/media-presign.test.ts, migration-presign.test.ts). docs/emulator-differences.md.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

export interface SignedRequest {
  method: string;
  /** The request target as sent: path (percent-encoded) and query string. */
  target: string;
  /** Lower-case names; repeated headers joined with commas. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The body, when it is known: its hash and checksums are then checked too. */
  body?: Uint8Array;
}

export type Verdict = { ok: true; accessKeyId: string; service: string } | { ok: false; code: string; reason: string };

export interface VerifyOptions {
  /** The secret of an access key id, or undefined when the key is unknown. */
  secretFor: (accessKeyId: string) => string | undefined;
  now?: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED = 'UNSIGNED-PAYLOAD';
/** S3 refuses a request signed more than 15 minutes away from its clock (RequestTimeTooSkewed). */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** A presigned URL lives at most 7 days. */
const MAX_EXPIRES_SECONDS = 604_800;

const refuse = (code: string, reason: string): Verdict => ({ ok: false, code, reason });

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, upper-case hex. */
export const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** Query pairs decoded as S3 reads them (`+` is not a space; `?delete` is `delete=`). */
function queryPairs(search: string): Array<[string, string]> {
  if (search === '') return [];
  return search.split('&').filter((p) => p !== '').map((part) => {
    const at = part.indexOf('=');
    const [k, v] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    return [decodeURIComponent(k), decodeURIComponent(v)];
  });
}

/** 20240102T030405Z -> Date, or null. */
function amzDate(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

/** The checksum S3 computes for `x-amz-checksum-<algorithm>`, base64; undefined for an algorithm not done here. */
function checksum(algorithm: string, body: Uint8Array): string | undefined {
  switch (algorithm) {
    case 'crc32': {
      const out = Buffer.alloc(4);
      out.writeUInt32BE(crc32(body));
      return out.toString('base64');
    }
    case 'sha1':
    case 'sha256':
      return createHash(algorithm).update(body).digest('base64');
    default:
      return undefined;
  }
}

interface Parts {
  accessKeyId: string;
  scope: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  date: Date;
  amzDate: string;
  payloadHash: string;
  /** Query pairs that enter the canonical request (the signature itself left out). */
  query: Array<[string, string]>;
}

function presignedParts(query: Array<[string, string]>, now: Date): Parts | Verdict {
  const q = new Map(query);
  if (q.get('X-Amz-Algorithm') !== ALGORITHM) return refuse('AuthorizationQueryParametersError', 'X-Amz-Algorithm must be AWS4-HMAC-SHA256');
  const credential = q.get('X-Amz-Credential') ?? '';
  const stamp = q.get('X-Amz-Date');
  const date = amzDate(stamp);
  const expires = Number(q.get('X-Amz-Expires'));
  const signature = q.get('X-Amz-Signature') ?? '';
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter((h) => h !== '');
  if (!date || !stamp || !Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS || !signature || signedHeaders.length === 0) {
    return refuse('AuthorizationQueryParametersError', 'a presigned URL needs X-Amz-Credential, X-Amz-Date, X-Amz-Expires (1..604800), X-Amz-SignedHeaders and X-Amz-Signature');
  }
  if (date.getTime() - now.getTime() > MAX_SKEW_MS) return refuse('RequestTimeTooSkewed', 'the URL is signed in the future');
  if (now.getTime() > date.getTime() + expires * 1000) return refuse('AccessDenied', 'Request has expired');
  const scoped = credentialScope(credential, stamp);
  if ('ok' in scoped) return scoped;
  return {
    ...scoped,
    signedHeaders,
    signature,
    date,
    amzDate: stamp,
    payloadHash: q.get('X-Amz-Content-Sha256') ?? UNSIGNED,
    query: query.filter(([k]) => k !== 'X-Amz-Signature'),
  };
}

function headerParts(authorization: string, req: SignedRequest, query: Array<[string, string]>, now: Date): Parts | Verdict {
  const m = /^AWS4-HMAC-SHA256 +Credential=([^,\s]+), *SignedHeaders=([^,\s]+), *Signature=([0-9a-f]{64})$/.exec(authorization.trim());
  if (!m) return refuse('AuthorizationHeaderMalformed', 'the Authorization header is not AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=...');
  const stamp = req.headers['x-amz-date'];
  const date = amzDate(stamp);
  if (!date || !stamp) return refuse('AccessDenied', 'x-amz-date is missing or malformed');
  if (Math.abs(date.getTime() - now.getTime()) > MAX_SKEW_MS) return refuse('RequestTimeTooSkewed', 'the request time is too far from the server time');
  const scoped = credentialScope(m[1]!, stamp);
  if ('ok' in scoped) return scoped;
  const declared = req.headers['x-amz-content-sha256'];
  const payloadHash = declared ?? (scoped.service === 's3' ? undefined : sha256Hex(req.body ?? new Uint8Array()));
  if (payloadHash === undefined) return refuse('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  return { ...scoped, signedHeaders: m[2]!.split(';'), signature: m[3]!, date, amzDate: stamp, payloadHash, query };
}

function credentialScope(credential: string, stamp: string): Pick<Parts, 'accessKeyId' | 'scope' | 'service'> | Verdict {
  const [accessKeyId, day, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !region || !service || terminator !== 'aws4_request' || rest.length > 0) return refuse('AuthorizationHeaderMalformed', 'the credential is not <key>/<date>/<region>/<service>/aws4_request');
  if (day !== stamp.slice(0, 8)) return refuse('AuthorizationHeaderMalformed', "the credential's date is not the request's");
  return { accessKeyId, scope: `${day}/${region}/${service}/aws4_request`, service };
}

/** The canonical URI: each segment decoded and encoded once (S3 does not encode twice). */
const canonicalPath = (path: string): string => path.split('/').map((s) => uriEncode(decodeURIComponent(s))).join('/');

export function verifySigV4(req: SignedRequest, options: VerifyOptions): Verdict {
  const now = options.now ?? new Date();
  const q = req.target.indexOf('?');
  const path = q < 0 ? req.target : req.target.slice(0, q);
  let query: Array<[string, string]>;
  try {
    query = queryPairs(q < 0 ? '' : req.target.slice(q + 1));
  } catch {
    return refuse('InvalidArgument', 'the query string is not percent-encoded correctly');
  }
  const authorization = req.headers['authorization'];
  const presigned = query.some(([k]) => k === 'X-Amz-Signature' || k === 'X-Amz-Credential');
  if (presigned && authorization) return refuse('InvalidArgument', 'only one authentication mechanism is allowed');
  if (!presigned && !authorization) return refuse('AccessDenied', 'the request is not signed');
  const parts = presigned ? presignedParts(query, now) : headerParts(authorization ?? '', req, query, now);
  if ('ok' in parts) return parts;

  const secret = options.secretFor(parts.accessKeyId);
  if (secret === undefined) return refuse('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (!parts.signedHeaders.includes('host')) return refuse('AccessDenied', 'host must be a signed header');
  // S3 refuses x-amz-* headers that the signature does not cover (HeadersNotSigned).
  const unsigned = Object.keys(req.headers).filter((h) => h.startsWith('x-amz-') && !parts.signedHeaders.includes(h) && !(presigned && h === 'x-amz-content-sha256'));
  if (unsigned.length > 0) return refuse('AccessDenied', `There were headers present in the request which were not signed: ${unsigned.join(', ')}`);

  const lines: string[] = [];
  for (const name of parts.signedHeaders) {
    const value = req.headers[name];
    if (value === undefined) return refuse('SignatureDoesNotMatch', `the signed header ${name} is missing`);
    lines.push(`${name}:${value.trim().replace(/\s+/g, ' ')}\n`);
  }
  const canonicalQuery = parts.query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [req.method.toUpperCase(), canonicalPath(path), canonicalQuery, lines.join(''), parts.signedHeaders.join(';'), parts.payloadHash].join('\n');
  const stringToSign = [ALGORITHM, parts.amzDate, parts.scope, sha256Hex(canonicalRequest)].join('\n');
  const [day, region, service] = parts.scope.split('/') as [string, string, string];
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(parts.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refuse('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  if (req.body) {
    if (/^[0-9a-f]{64}$/.test(parts.payloadHash) && parts.payloadHash !== sha256Hex(req.body)) {
      return refuse('XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
    }
    const declaredLength = req.headers['content-length'];
    if (declaredLength !== undefined && Number(declaredLength) !== req.body.length) return refuse('IncompleteBody', 'the body is not Content-Length bytes');
    // A checksum in the headers or (presigned) in the query must be the body's.
    const checksums = [...Object.entries(req.headers), ...parts.query.map(([k, v]) => [k.toLowerCase(), v] as const)].filter(([k]) => k.startsWith('x-amz-checksum-') && k !== 'x-amz-checksum-type');
    for (const [name, value] of checksums) {
      const algorithm = name.slice('x-amz-checksum-'.length);
      const actual = checksum(algorithm, req.body);
      if (actual === undefined) return refuse('InvalidRequest', `checksum ${algorithm} is not checked here`);
      if (actual !== value) return refuse('BadDigest', `The ${algorithm.toUpperCase()} you specified did not match the calculated checksum.`);
    }
  }
  return { ok: true, accessKeyId: parts.accessKeyId, service: parts.service };
}
