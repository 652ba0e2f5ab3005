/**
 * A presigned upload read the way S3 reads it (scripts/local/sigv4.ts, written from the canonical
 * request, not with the SDK's signer): for the unit tests of the URLs the storage modules hand out.
 */
import { verifySigV4, type Verdict } from '../../scripts/local/sigv4.ts';

export interface Presigned {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** Query names that would make S3 check a checksum the URL fixed before there was a body. */
export const CHECKSUM_PARAM = /^x-amz-(checksum-|sdk-checksum-algorithm)/i;

/** The headers the URL signs, sorted as SigV4 lists them. */
export const signedHeaders = (upload: Presigned): string[] => (new URL(upload.url).searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');

/**
 * What S3 answers a client that sends `body` to the URL with exactly the headers it was told to
 * send (plus Host, which every client sends), at `now`; `headers` and `target` alter the request first.
 */
export function s3Verdict(
  upload: Presigned,
  body: Uint8Array,
  credentials: { accessKeyId: string; secretAccessKey: string },
  options: { now?: Date; headers?: Record<string, string>; target?: (target: string) => string } = {},
): Verdict {
  const url = new URL(upload.url);
  const target = `${url.pathname}${url.search}`;
  return verifySigV4(
    { method: upload.method, target: options.target ? options.target(target) : target, headers: { host: url.host, ...upload.headers, ...options.headers }, body },
    { secretFor: (key) => (key === credentials.accessKeyId ? credentials.secretAccessKey : undefined), ...(options.now ? { now: options.now } : {}) },
  );
}
