/**
 * A bucket other than the stack's media bucket (docs/media.md "Storage settings"): any
 * S3-compatible service (Amazon S3, Cloudflare R2, Bunny Storage) reached with its own endpoint and
 * credentials, never the function's role. Also the connection check run before such a bucket is
 * saved: one signed HEAD of the bucket (HeadBucket) by hand, no S3 client, so the settings
 * function that runs it stays small (the signer is the one the DynamoDB client already carries).
 * Every connection to such a bucket, the check's and the media clients', goes through the
 * outbound address rule (platform/net/address-guard.ts): the endpoint is a URL an administrator
 * typed, and must not become a way into the service's own network.
 */
import { createHash, createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '#platform/config.ts';
import type { AddressPolicy } from '#platform/net/address-guard.ts';
import { guardedAgents } from '#platform/net/guarded-agents.ts';

/** Private addresses are refused unless listed in STORAGE_ALLOWED_ADDRESSES (local testing only). */
const POLICY: AddressPolicy = { label: 'storage endpoint', allows: (address) => config.STORAGE_ALLOWED_ADDRESSES.includes(address) };

/** The agents every request to an external bucket goes through (the check's, and the S3 clients' request handler). */
export const bucketAgents = guardedAgents(POLICY);

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
 * HEADs the bucket with the target's credentials, through `bucketAgents`: null when it answers
 * 200, otherwise why not (for the server's log: it names the endpoint and what the network said,
 * which an administrator's answer must not, so it cannot map the ports of a host). Never throws;
 * never includes the credentials.
 */
export async function checkBucket(target: BucketTarget, timeoutMs = CHECK_TIMEOUT_MS): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(`${target.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(target.bucket)}`);
  } catch {
    return `the endpoint ${target.endpoint} is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `the endpoint ${target.endpoint} is not http(s)`;
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
  let answer: { status: number; region: string | undefined };
  try {
    answer = await head(url, signed.headers, timeoutMs);
  } catch (error) {
    return `could not reach ${url.origin}: ${(error as Error).message}`;
  }
  switch (answer.status) {
    case 200:
      return null;
    case 301:
    case 307:
      return `the bucket ${target.bucket} is in ${answer.region ? `region ${answer.region}` : 'another region'}`;
    case 401:
    case 403:
      return `access to the bucket ${target.bucket} was denied (HTTP ${answer.status})`;
    case 404:
      return `the bucket ${target.bucket} does not exist at ${url.origin}`;
    default:
      return `${url.origin} answered HTTP ${answer.status}`;
  }
}

/** One HEAD through the guarded agents (no redirect is followed); rejects on a refused address, a network error or the deadline. */
function head(url: URL, headers: Record<string, string>, timeoutMs: number): Promise<{ status: number; region: string | undefined }> {
  const https = url.protocol === 'https:';
  const request = https ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'HEAD', headers, agent: https ? bucketAgents.httpsAgent : bucketAgents.httpAgent }, (res) => {
      clearTimeout(timer);
      res.resume();
      const region = res.headers['x-amz-bucket-region'];
      resolve({ status: res.statusCode ?? 0, region: typeof region === 'string' ? region : undefined });
    });
    // One deadline for the whole check, connection included.
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end();
  });
}
