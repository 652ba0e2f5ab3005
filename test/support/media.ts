/**
 * Media helpers for the API tests: sample files made with sharp (and by hand for PDF and zip),
 * uploads through both paths as a client makes them, and a look at the media bucket.
 * Uploads settle by reading GET /media/{id} until it leaves pending: the stack (and its finalize
 * driver) runs in the global setup, not in the test worker.
 */
import { deflateRawSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { inject } from 'vitest';
import { api, baseUrl, type ApiResponse, type Auth } from './http.ts';

// -- sample files --------------------------------------------------------------------------

const solid = (width: number, height: number, background = '#3a7bd5') => sharp({ create: { width, height, channels: 3, background } });

/** A busy picture (noise), so its encoded size grows with its pixels as a photo's does. */
const noisy = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919 + (i >> 5) * 104_729) % 251)), { raw: { width, height, channels: 3 } });

export const jpeg = (width = 1600, height = 1200, options: { orientation?: number; noise?: boolean } = {}) =>
  (options.noise ? noisy(width, height) : solid(width, height)).jpeg({ quality: 90 }).withMetadata(options.orientation ? { orientation: options.orientation } : {}).toBuffer();
export const png = (width = 640, height = 480) => solid(width, height, '#2e8b57').png().toBuffer();
export const webp = (width = 800, height = 600) => solid(width, height, '#8b2e5a').webp().toBuffer();

/**
 * A PNG padded to exactly `size` bytes with a text chunk before IEND (a valid image): two different
 * pictures of one length, as a client could PUT twice to one presigned URL (its length is signed).
 */
export function pngOfSize(bytes: Buffer, size: number): Buffer {
  const room = size - bytes.length - 12;
  if (room < 6) throw new Error(`pngOfSize: ${bytes.length} bytes do not fit in ${size}`);
  const data = Buffer.concat([Buffer.from('Note\0'), Buffer.alloc(room - 5, 0x20)]);
  const type = Buffer.from('tEXt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = bytes.length - 12;
  return Buffer.concat([bytes.subarray(0, iend), length, type, data, crc, bytes.subarray(iend)]);
}

/** A JPEG, PNG or WebP carrying what a phone camera writes: GPS position, author, camera, and an orientation. */
export const withCameraExif = (format: 'jpeg' | 'png' | 'webp', width: number, height: number, orientation = 6) =>
  solid(width, height, '#c0392b')
    .toFormat(format)
    .withExif({
      IFD0: { Artist: 'Jane Doe', Copyright: 'Jane Doe 2024', Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    })
    .withMetadata({ orientation })
    .toBuffer();

/** A GIF (or WebP) of `frames` frames of width x height each: an animation when frames > 1. */
export async function animated(format: 'gif' | 'webp', width = 400, height = 300, frames = 3): Promise<Buffer> {
  const colours = ['#ff0000', '#00aa00', '#0000ff', '#aaaa00'];
  const images = await Promise.all(Array.from({ length: frames }, (_, i) => solid(width, height, colours[i % colours.length]).png().toBuffer()));
  const joined = frames > 1 ? sharp(images, { join: { animated: true } }) : sharp(images[0]);
  return format === 'gif' ? joined.gif().toBuffer() : joined.webp().toBuffer();
}
export const gif = (width = 400, height = 300) => animated('gif', width, height, 1);

/** A minimal valid one-page PDF. */
export function pdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A zip archive holding one deflated text file. */
export function zip(name = 'hello.txt', text = 'hello from a zip\n'): Buffer {
  const data = Buffer.from(text);
  const packed = deflateRawSync(data);
  const file = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14); local.writeUInt32LE(packed.length, 18); local.writeUInt32LE(data.length, 22); local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16); central.writeUInt32LE(packed.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(file.length, 28);
  const centralAt = local.length + file.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12); end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, file, packed, central, file, end]);
}

/** The first `fraction` of a file: an image cut short in transfer. */
export const truncated = (bytes: Buffer, fraction = 0.6): Buffer => bytes.subarray(0, Math.floor(bytes.length * fraction));

// -- uploads -------------------------------------------------------------------------------

export interface UploadFile {
  name: string;
  /** The type declared (presign) or labelled on the part (multipart). */
  type: string;
  bytes: Buffer;
  object_source?: string;
  object_id?: number;
}

export interface PresignedUpload {
  /** POST /media/uploads. */
  request: ApiResponse;
  /** The PUT to the presigned URL (undefined when the request was refused). */
  put?: Response;
  /** GET /media/{id} once the record left pending (as the uploader). */
  settled?: ApiResponse;
}

/**
 * A client's presigned upload: ask, PUT the bytes with the signed headers, read the record until it
 * settles. A body whose length is not the declared size is refused by S3 and the local emulator
 * alike (the length is signed); `writtenBy: 'stack'` then writes it under the pending key with the
 * stack's own credentials instead, to show that finalize still checks what it finds.
 */
export async function uploadViaPresign(auth: Auth, file: UploadFile, options: { declaredSize?: number; writtenBy?: 'client' | 'stack' } = {}): Promise<PresignedUpload> {
  const request = await api('POST', '/media/uploads', {
    auth,
    body: { file_name: file.name, file_type: file.type, file_size: options.declaredSize ?? file.bytes.length, ...targetOf(file) },
  });
  if (request.status !== 200) return { request };
  const { url, method, headers } = request.body.upload as { url: string; method: string; headers: Record<string, string> };
  // fetch sets Content-Length from the body itself; the signed value equals it unless a test declared another size.
  const { 'content-length': _length, ...rest } = headers;
  const put = await fetch(url, { method, headers: rest, body: file.bytes });
  if (options.writtenBy === 'stack') {
    const { bucket } = inject('media');
    const key = decodeURIComponent(new URL(url).pathname.slice(`/${bucket}/`.length));
    await bucketClient().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: file.bytes, ContentType: file.type }));
  }
  const settled = await settle(auth, request.body.data.id as number);
  return { request, put, settled };
}

/** POST /feeds/media-upload with a multipart/form-data body, as a browser's FormData sends it. */
export async function uploadViaMultipart(auth: Auth, file: UploadFile, extraFields: Record<string, string> = {}): Promise<ApiResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...targetOf(file), ...extraFields })) form.append(k, String(v));
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const headers: Record<string, string> = {};
  if (auth && 'basic' in auth) headers['authorization'] = `Basic ${Buffer.from(auth.basic.join(':')).toString('base64')}`;
  else if (auth && 'bearer' in auth) headers['authorization'] = `Bearer ${auth.bearer}`;
  const res = await fetch(`${baseUrl()}/feeds/media-upload`, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

const targetOf = (f: UploadFile) => ({ ...(f.object_source ? { object_source: f.object_source } : {}), ...(f.object_id ? { object_id: f.object_id } : {}) });

/** Reads GET /media/{id} until the medium is no longer pending (the finalize step ran). */
export async function settle(auth: Auth, id: number, timeoutMs = 20_000): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api('GET', `/media/${id}`, { auth });
    if (res.status !== 200 || res.body.data.status !== 'pending' || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A ready medium of `auth` (a small PNG by default), through the presigned path. */
export async function readyMedium(auth: Auth, file?: UploadFile): Promise<any> {
  const up = await uploadViaPresign(auth, file ?? { name: 'pixel.png', type: 'image/png', bytes: await png(40, 30) });
  if (up.settled?.body?.data?.status !== 'active') throw new Error(`upload did not become ready: ${JSON.stringify(up.request.body)} ${JSON.stringify(up.settled?.body)}`);
  return up.settled.body.data;
}

/**
 * Attaches a medium directly in the table (a stand-in for attaching it to a post, comment, profile
 * or space through their endpoints), for tests of who may read it.
 */
export async function claimMedium(id: number, claim: { source: 'feed' | 'comment' | 'profile' | 'space'; id: number; feed_id?: number } | null): Promise<void> {
  const { getMedia, replaceMedia } = await import('#features/media/media-store.ts');
  const record = await getMedia(id, { consistent: true });
  if (!record) throw new Error(`no medium ${id}`);
  if (!(await replaceMedia({ ...record, claim, updated_at: new Date().toISOString() }, record))) throw new Error(`medium ${id} changed meanwhile`);
}

/** Lets a member upload again at once (the rate limit's window is a minute). */
export async function clearUploadRate(userId: number): Promise<void> {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { keys } = await import('#platform/data/keys.ts');
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.uploadRate(userId) }));
}

// -- the bucket ----------------------------------------------------------------------------

let s3: S3Client | undefined;
/** The media bucket with the stack's credentials (the emulator refuses other writers to it). */
const bucketClient = (): S3Client =>
  (s3 ??= new S3Client({ region: 'us-east-1', endpoint: inject('media').endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));

/** Every key in the media bucket under `prefix`. */
export async function objectKeys(prefix: string): Promise<string[]> {
  const { bucket } = inject('media');
  const s3 = bucketClient();
  const found: string[] = [];
  let token: string | undefined;
  do {
    const out = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
    found.push(...(out.Contents ?? []).map((o) => o.Key ?? ''));
    token = out.IsTruncated ? out.NextContinuationToken : undefined;
  } while (token);
  return found;
}

/** The pixel size and format of an image at `url` (a thumbnail, read as a client would). */
export async function imageAt(url: string): Promise<{ width: number; height: number; format: string; bytes: number }> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format ?? '', bytes: bytes.length };
}
