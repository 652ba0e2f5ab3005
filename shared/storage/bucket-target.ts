/**
 * A bucket other than the stack's media bucket (docs/media.md "Storage settings"): any
 * S3-compatible service (Amazon S3, Cloudflare R2, Bunny Storage) reached with its own endpoint and
 * credentials, never the function's role. Also the connection check run before such a bucket is
 * saved: one signed HEAD of the bucket (HeadBucket) with fetch, no S3 client, so the settings
 * function that runs it stays small (the signer is the one the DynamoDB client already carries).
 */
import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

export interface BucketTarget {
  bucket: string;
  /** The service's S3 endpoint (origin only); requests are path-style (`<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long the connection check waits for the service. */
export const CHECK_TIMEOUT_MS = 4000;

/** SHA-256 of an empty body: S3 wants the payload's hash as a header of every signed request. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

type Data = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (d: Data): string | Uint8Array =>
  typeof d === 'string' ? d : ArrayBuffer.isView(d) ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength) : new Uint8Array(d);

/** node:crypto in the shape the signer expects (Hash or Hmac with a secret). */
class Sha256 {
  private readonly hash;
  constructor(secret?: Data) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: Data): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

/**
 * HEADs the bucket with the target's credentials: null when it answers 200, otherwise why not, in
 * words an administrator can act on. Never throws; never includes the credentials.
 */
export async function checkBucket(target: BucketTarget, timeoutMs = CHECK_TIMEOUT_MS): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(`${target.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(target.bucket)}`);
  } catch {
    return `the endpoint ${target.endpoint} is not a URL`;
  }
  const signer = new SignatureV4({
    service: 's3',
    region: target.region,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    sha256: Sha256,
    uriEscapePath: false,
  });
  const signed = await signer.sign({
    method: 'HEAD',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: {},
    headers: { host: url.host, 'x-amz-content-sha256': EMPTY_SHA256 },
  });
  // fetch sets Host itself (the same value that was signed).
  const { host: _host, ...headers } = signed.headers;
  let res: Response;
  try {
    res = await fetch(url, { method: 'HEAD', headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if ((error as Error).name === 'TimeoutError') return `no answer from ${url.origin} within ${timeoutMs / 1000} s`;
    return `could not reach ${url.origin} (${cause?.code ?? cause?.message ?? (error as Error).message})`;
  }
  switch (res.status) {
    case 200:
      return null;
    case 301:
    case 307: {
      const region = res.headers.get('x-amz-bucket-region');
      return `the bucket ${target.bucket} is in ${region ? `region ${region}` : 'another region'}; use that region's endpoint`;
    }
    case 400:
      return `the service refused the request (HTTP 400): check the endpoint and the region`;
    case 401:
    case 403:
      return `access to the bucket ${target.bucket} was denied (HTTP ${res.status}): check access_key and secret_key`;
    case 404:
      return `the bucket ${target.bucket} does not exist at ${url.origin}`;
    default:
      return `the service answered HTTP ${res.status}`;
  }
}
