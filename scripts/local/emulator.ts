/**
 * The S3 and SQS emulator of the local stack: fauxqs's app (the same one `startFauxqs` builds),
 * listening on loopback only (startFauxqs binds every interface), with what fauxqs leaves out of
 * S3's checks put back in front of it (docs/emulator-differences.md):
 * - a write (PUT, POST, DELETE, copy) to a bucket the stack created must carry a valid SigV4
 *   signature of the stack's credentials (header or presigned URL, not expired), checked as S3 does
 *   (scripts/local/sigv4.ts), body hash, length and any x-amz-checksum-* included, so a presigned
 *   URL works locally only if it would work on S3; reads stay open, as CloudFront serves media;
 * - conditional writes: If-None-Match: * and If-Match on PUT and copy, and
 *   x-amz-copy-source-if-match / -if-none-match on copy, answer 412 as S3 does (fauxqs ignores them).
 * Buckets created through the API (tests' stand-ins for an external S3-compatible service whose
 * keys the emulator does not know) get the conditional checks but no signature check.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, type MessageSpyReader } from 'fauxqs';
import { verifySigV4 } from './sigv4.ts';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Emulator {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  spy: MessageSpyReader;
  /** A bucket of the stack: its writes must be signed with the stack's credentials. */
  createBucket(name: string): void;
  createQueue(name: string, attributes?: Record<string, string>): { queueUrl: string };
  stop(): Promise<void>;
}

interface StoredObject {
  etag: string;
}
interface S3StoreLike {
  spy?: unknown;
  createBucket(name: string): void;
  buckets: Map<string, Map<string, StoredObject>>;
}
interface SqsStoreLike {
  spy?: unknown;
  region: string;
  buildQueueUrl(name: string, port: string, requestHost: string, region: string): string;
  createQueue(name: string, url: string, arn: string, attributes?: Record<string, string>): void;
}

/** The emulator's own module (node_modules may be a link), so the stores are the classes its app uses. */
export async function fauxqsModule<T>(relative: string): Promise<T> {
  const dir = createRequire(import.meta.url).resolve.paths('fauxqs')?.map((p) => path.join(p, 'fauxqs')).find((p) => existsSync(p));
  const where = pathToFileURL(realpathSync(path.join(dir ?? 'node_modules/fauxqs', 'dist', relative)));
  return (await import(where.href)) as T;
}

const REGION = 'us-east-1';
const ACCOUNT = '000000000000';
const WRITES = new Set(['PUT', 'POST', 'DELETE']);

const s3ErrorXml = (code: string, message: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, (c) => `&#${c.charCodeAt(0)};`)}</Message></Error>`;

/** An S3 request's bucket and key (path-style, as the stack addresses the emulator), or undefined for SQS/SNS (`POST /`). */
function s3Target(url: string): { bucket: string; key: string } | undefined {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/' || pathname.startsWith('/_fauxqs') || pathname === '/health') return undefined;
  const [, bucket = '', ...rest] = pathname.split('/');
  return { bucket: decodeURIComponent(bucket), key: decodeURIComponent(rest.join('/')) };
}

const etagMatches = (condition: string, etag: string | undefined): boolean =>
  etag !== undefined && condition.split(',').map((t) => t.trim()).some((t) => t === '*' || t === etag || `"${t}"` === etag);

export async function startEmulator(credentials: Credentials): Promise<Emulator> {
  const [{ SqsStore }, { SnsStore }, { S3Store }, { MessageSpy }] = await Promise.all([
    fauxqsModule<{ SqsStore: new () => SqsStoreLike }>('sqs/sqsStore.js'),
    fauxqsModule<{ SnsStore: new () => { spy?: unknown } }>('sns/snsStore.js'),
    fauxqsModule<{ S3Store: new () => S3StoreLike }>('s3/s3Store.js'),
    fauxqsModule<{ MessageSpy: new (params: { bufferSize: number }) => MessageSpyReader }>('spy.js'),
  ]);
  const sqsStore = new SqsStore();
  const snsStore = new SnsStore();
  const s3Store = new S3Store();
  // The spy reports S3 object events (the local stand-in of bucket notifications); SQS traffic shares its buffer.
  const spy = new MessageSpy({ bufferSize: 2000 });
  sqsStore.spy = spy;
  snsStore.spy = spy;
  s3Store.spy = spy;
  // Without a `host` option queues are named by the emulator's own address (http://127.0.0.1:<port>/...).
  const app = buildApp({ logger: false, stores: { sqsStore, snsStore, s3Store } as never });
  const guarded = new Set<string>();
  const stored = (bucket: string, key: string): StoredObject | undefined => s3Store.buckets.get(bucket)?.get(key);

  app.addHook('preHandler', async (request, reply) => {
    const method = request.method.toUpperCase();
    const target = s3Target(request.originalUrl);
    if (!target || !WRITES.has(method)) return;
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
    const fail = (status: number, code: string, message: string) => reply.code(status).header('content-type', 'application/xml').send(s3ErrorXml(code, message));

    if (guarded.has(target.bucket)) {
      const body = Buffer.isBuffer(request.body) ? request.body : request.body === undefined || request.body === null ? Buffer.alloc(0) : undefined;
      const verdict = verifySigV4(
        { method, target: request.originalUrl, headers, ...(body ? { body } : {}) },
        { secretFor: (key) => (key === credentials.accessKeyId ? credentials.secretAccessKey : undefined) },
      );
      if (!verdict.ok) return fail(verdict.code === 'InvalidArgument' || verdict.code === 'InvalidRequest' ? 400 : 403, verdict.code, verdict.reason);
    }

    // Conditional writes, as S3 checks them (fauxqs does not).
    if (method !== 'PUT' || target.key === '') return;
    const current = stored(target.bucket, target.key)?.etag;
    const ifNoneMatch = headers['if-none-match'];
    const ifMatch = headers['if-match'];
    if (ifNoneMatch !== undefined && current !== undefined && etagMatches(ifNoneMatch, current)) return fail(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    if (ifMatch !== undefined && current === undefined) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
    if (ifMatch !== undefined && !etagMatches(ifMatch, current)) return fail(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    const copySource = headers['x-amz-copy-source'];
    if (copySource !== undefined) {
      const source = decodeURIComponent(copySource.split('?')[0] ?? '').replace(/^\//, '');
      const at = source.indexOf('/');
      const etag = at < 0 ? undefined : stored(source.slice(0, at), source.slice(at + 1))?.etag;
      const copyIfMatch = headers['x-amz-copy-source-if-match'];
      const copyIfNoneMatch = headers['x-amz-copy-source-if-none-match'];
      if (copyIfMatch !== undefined && !etagMatches(copyIfMatch, etag)) return fail(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      if (copyIfNoneMatch !== undefined && etagMatches(copyIfNoneMatch, etag)) return fail(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    }
    return undefined;
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    spy,
    createBucket: (name) => {
      s3Store.createBucket(name);
      guarded.add(name);
    },
    createQueue: (name, attributes) => {
      const queueUrl = sqsStore.buildQueueUrl(name, String(port), `127.0.0.1:${port}`, REGION);
      sqsStore.createQueue(name, queueUrl, `arn:aws:sqs:${REGION}:${ACCOUNT}:${name}`, attributes);
      return { queueUrl };
    },
    stop: () => app.close(),
  };
}
