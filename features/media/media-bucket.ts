/**
 * The media bucket (docs/media.md): the only module that talks to S3. Objects are private; clients
 * upload with presigned PUTs under pending/ and read through MEDIA_BASE_URL (CloudFront with origin
 * access control in AWS, the emulator's bucket locally). One client per container.
 * Writes and deletes may name another bucket (`target`, the storage settings' external driver):
 * it is reached with its own endpoint and credentials, one client per target and container, and
 * only at public addresses (bucket-target.ts `bucketAgents`).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { config } from '#platform/config.ts';
import { bucketAgents, type BucketTarget } from '#platform/storage/bucket-target.ts';
import { s3Client, s3Presigner, s3Sdk, type S3Sdk } from '#platform/storage/s3-client.ts';

/** Uploads land here; the finalize step moves accepted files out, a lifecycle rule expires the rest. */
export const PENDING_PREFIX = 'pending/';
/** Accepted files and their thumbnails. */
export const MEDIA_PREFIX = 'media/';

const mediaS3 = s3Client({
  region: config.AWS_REGION,
  ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
});
const Bucket = config.MEDIA_BUCKET;

const clients = new Map<string, () => Promise<S3Client>>();

/** The client and bucket name of `target`, or the stack's media bucket, and the SDK's commands. */
async function place(target?: BucketTarget): Promise<{ s3: S3Client; Bucket: string; sdk: S3Sdk }> {
  const sdk = await s3Sdk();
  if (!target) return { s3: await mediaS3(), Bucket, sdk };
  const id = JSON.stringify([target.endpoint, target.region, target.accessKeyId, target.secretAccessKey]);
  let client = clients.get(id);
  if (!client) {
    client = s3Client({
      region: target.region,
      endpoint: target.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
      // The outbound address rule on every connection: the endpoint is an administrator's URL.
      requestHandler: bucketAgents,
    });
    clients.set(id, client);
  }
  return { s3: await client(), Bucket: target.bucket, sdk };
}

export interface PresignedUpload {
  url: string;
  method: 'PUT';
  /** Headers the client must send exactly: they are part of the signature. */
  headers: Record<string, string>;
  expires_at: string;
}

/**
 * A presigned PUT of exactly `size` bytes of `contentType` to `key`: Content-Length and
 * Content-Type are signed headers, so S3 refuses a request whose body or type differs.
 */
export async function presignUpload(key: string, contentType: string, size: number): Promise<PresignedUpload> {
  const expiresIn = config.MEDIA_UPLOAD_URL_SECONDS;
  const [{ s3, sdk }, { getSignedUrl }] = await Promise.all([place(), s3Presigner()]);
  const command = new sdk.PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size });
  const url = await getSignedUrl(s3, command, { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) });
  return {
    url,
    method: 'PUT',
    headers: { 'content-type': contentType, 'content-length': String(size) },
    expires_at: new Date(Date.now() + expiresIn * 1000).toISOString(),
  };
}

/** Writes an object to the media bucket, or to `target`. */
export async function putObject(key: string, body: Uint8Array, contentType: string, cacheControl?: string, target?: BucketTarget): Promise<void> {
  const { s3, Bucket, sdk } = await place(target);
  await s3.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ...(cacheControl ? { CacheControl: cacheControl } : {}) }));
}

/** The object's size, stored type and ETag (its version), or null when there is none. */
export async function headObject(key: string): Promise<{ size: number; contentType: string | undefined; etag: string | undefined } | null> {
  const { s3, sdk } = await place();
  try {
    const out = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
    return { size: out.ContentLength ?? 0, contentType: out.ContentType, etag: out.ETag };
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/**
 * The object's bytes, or its first `bytes` bytes (a ranged GET). With `ifMatch` (an ETag), only
 * that version is read: another one answers S3's 412, which `changedSince` recognises.
 */
export async function readObject(key: string, options: { bytes?: number | undefined; ifMatch?: string | undefined } = {}): Promise<Buffer> {
  const { bytes, ifMatch } = options;
  const { s3, sdk } = await place();
  const out = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key, ...(bytes !== undefined ? { Range: `bytes=0-${bytes - 1}` } : {}), ...(ifMatch ? { IfMatch: ifMatch } : {}) }));
  const body = await out.Body?.transformToByteArray();
  const all = Buffer.from(body ?? new Uint8Array());
  // An emulator may ignore Range; the caller asked for at most `bytes`.
  return bytes !== undefined ? all.subarray(0, bytes) : all;
}

/**
 * Copies `from` to `to` only while `from` is the version `ifMatch` names (CopySourceIfMatch), and
 * checks the copy's ETag too: an emulator that ignores the condition (docs/media.md) still cannot
 * pass another version off as the one checked. Throws what `changedSince` recognises otherwise,
 * with the copy removed.
 */
export async function copyObject(from: string, to: string, contentType: string, ifMatch: string, cacheControl?: string): Promise<void> {
  const { s3, sdk } = await place();
  const out = await s3.send(
    new sdk.CopyObjectCommand({
      Bucket,
      Key: to,
      CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      CopySourceIfMatch: ifMatch,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
      ...(cacheControl ? { CacheControl: cacheControl } : {}),
    }),
  );
  if (out.CopyObjectResult?.ETag !== ifMatch) {
    await deleteObjects([to]);
    throw Object.assign(new Error(`${from} changed while it was copied`), { name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
  }
}

/** Whether S3 refused a read or copy because the object is no longer the version named (412). */
export const changedSince = (error: unknown): boolean =>
  (error as { name?: string }).name === 'PreconditionFailed' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412;

/** Deletes the objects of the media bucket, or of `target` (missing ones are no error), 1,000 keys per call as S3 allows. */
export async function deleteObjects(objectKeys: readonly string[], target?: BucketTarget): Promise<void> {
  const { s3, Bucket, sdk } = await place(target);
  for (let i = 0; i < objectKeys.length; i += 1000) {
    const chunk = objectKeys.slice(i, i + 1000);
    await s3.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }));
  }
}
