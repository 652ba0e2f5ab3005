/**
 * The migrations bucket (docs/migration.md, "Upload"): an operator's legacy export and its image
 * folders under migrations/<id>/export/ and /uploads/, uploaded with presigned PUTs; the run's
 * chunk objects under migrations/<id>/chunks/. Objects only, no records. One client per container.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { S3Client } from '@aws-sdk/client-s3';
import { config } from '#platform/config.ts';
import { s3Client, s3Presigner, s3Sdk, type S3Sdk } from '#platform/storage/s3-client.ts';

const migrationS3 = s3Client({
  region: config.AWS_REGION,
  ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
});
const Bucket = config.MIGRATION_BUCKET;

/** The bucket's client and the SDK's commands (both loaded on first use). */
const bucket = async (): Promise<{ s3: S3Client; sdk: S3Sdk }> => {
  const [s3, sdk] = await Promise.all([migrationS3(), s3Sdk()]);
  return { s3, sdk };
};

/** Presigned upload lifetime: an export of several GB takes a while. */
export const UPLOAD_URL_SECONDS = 3600;

/** A presigned PUT of exactly `size` bytes to `key` (Content-Length is signed). */
export async function presignPut(key: string, size: number): Promise<{ url: string; method: 'PUT'; headers: Record<string, string>; expires_at: string }> {
  const [{ s3, sdk }, { getSignedUrl }] = await Promise.all([bucket(), s3Presigner()]);
  const command = new sdk.PutObjectCommand({ Bucket, Key: key, ContentLength: size });
  const url = await getSignedUrl(s3, command, { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-length']) });
  return { url, method: 'PUT', headers: { 'content-length': String(size) }, expires_at: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString() };
}

export async function headObject(key: string): Promise<{ size: number; etag: string } | null> {
  const { s3, sdk } = await bucket();
  try {
    const out = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
    return { size: out.ContentLength ?? 0, etag: out.ETag ?? '' };
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/** Every key under a prefix (1,000 per call). */
export async function listKeys(prefix: string): Promise<Array<{ key: string; size: number; lastModified?: Date }>> {
  const out: Array<{ key: string; size: number; lastModified?: Date }> = [];
  let token: string | undefined;
  const { s3, sdk } = await bucket();
  do {
    const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
    for (const o of page.Contents ?? []) if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0, ...(o.LastModified ? { lastModified: o.LastModified } : {}) });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out;
}

/** The object's bytes, or its first `bytes` bytes (a ranged GET; an emulator may ignore Range). */
export async function readObject(key: string, bytes?: number): Promise<Buffer> {
  const { s3, sdk } = await bucket();
  const out = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key, ...(bytes !== undefined ? { Range: `bytes=0-${bytes - 1}` } : {}) }));
  const all = Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array());
  return bytes !== undefined ? all.subarray(0, bytes) : all;
}

/**
 * The object's lines, streamed (an export file may be GBs). Only LF ends a line: node's readline
 * also splits on a lone CR, which `mysql --batch` writes as it is inside a value. `from` starts at
 * that byte (a ranged GET: a count that stopped at a line's end goes on from there).
 */
export async function* readLines(key: string, options: { from?: number } = {}): AsyncGenerator<string> {
  const from = options.from ?? 0;
  const { s3, sdk } = await bucket();
  const out = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key, ...(from > 0 ? { Range: `bytes=${from}-` } : {}) }));
  const body = out.Body as Readable | undefined;
  if (!body) return;
  // An emulator that ignores Range sends the whole object: its first `from` bytes are skipped here.
  let skip = from > 0 && !out.ContentRange ? from : 0;
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of body as AsyncIterable<Buffer>) {
    let bytes = chunk;
    if (skip > 0) {
      const dropped = Math.min(skip, bytes.length);
      skip -= dropped;
      bytes = bytes.subarray(dropped);
    }
    const lines = (rest + decoder.write(bytes)).split('\n');
    rest = lines.pop() ?? '';
    yield* lines;
  }
  rest += decoder.end();
  if (rest.length > 0) yield rest;
}

export async function putText(key: string, text: string, contentType = 'application/x-ndjson'): Promise<void> {
  const { s3, sdk } = await bucket();
  await s3.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: text, ContentType: contentType }));
}
