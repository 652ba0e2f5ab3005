/**
 * Media for tests that need uploads without going through the upload endpoints: a record written
 * through the store as the upload path leaves it (pending, then ready) and real bytes in the
 * local bucket (images made with sharp, with a thumbnail).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { addMediaUsage, putNewMedia, replaceMedia } from '#features/media/media-store.ts';
import { nextId } from '#platform/data/transactions.ts';
import { IMAGE_TYPES, type MediaRecord, type MediaType, type ObjectSource } from '#features/media/media.ts';
import { putObject } from '#features/media/media-bucket.ts';

export interface SeedOptions {
  type?: MediaType;
  width?: number;
  height?: number;
  /** pending: the upload never completed; its bytes sit under pending/ until `expires`. */
  status?: 'ready' | 'pending';
  object_source?: ObjectSource;
  /** A pending upload's deadline (default an hour from now). */
  expires?: string;
  /**
   * A pending upload's bytes under pending/ (default true). The local bucket hands such an object
   * to the finalize step, which may then finish the upload: false keeps it pending for sure.
   */
  upload?: boolean;
}

const EXTENSION: Record<MediaType, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp',
  'video/mp4': 'mp4', 'video/webm': 'webm', 'application/pdf': 'pdf', 'application/zip': 'zip',
};

async function bytesOf(type: MediaType, width: number, height: number): Promise<Buffer> {
  if (!IMAGE_TYPES.includes(type)) return Buffer.from(type === 'application/pdf' ? '%PDF-1.4\n%test\n' : 'PK\u0003\u0004test');
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  const format = ({ 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' } as const)[type as 'image/jpeg'];
  return image.toFormat(format).toBuffer();
}

export async function seedReadyMedia(userId: number, options: SeedOptions = {}): Promise<MediaRecord> {
  const type = options.type ?? 'image/jpeg';
  const [width, height] = [options.width ?? 640, options.height ?? 480];
  const id = await nextId('media');
  const token = randomBytes(8).toString('hex');
  const bytes = await bytesOf(type, width, height);
  const fileName = `seed-${id}.${EXTENSION[type]}`;
  const at = new Date().toISOString();
  const pending: MediaRecord = {
    id, user_id: userId, media_key: randomBytes(16).toString('hex'), file_name: fileName, status: 'pending',
    declared_type: type, declared_size: bytes.length, file_type: null, file_size: null, width: null, height: null,
    object_key: `pending/${id}-${token}`, thumbnails: [], store: null, object_source: options.object_source ?? null, object_id: null, claim: null,
    reason: null, reserved: null, processing_until: null, attempts: 0, expires: options.expires ?? new Date(Date.now() + 3_600_000).toISOString(), created_at: at, updated_at: at,
  };
  await putNewMedia(pending);
  if (options.status === 'pending') {
    if (options.upload !== false) await putObject(pending.object_key, bytes, type);
    return pending;
  }
  const base = `media/${id}-${token}`;
  const image = IMAGE_TYPES.includes(type);
  const thumbnails = [];
  await putObject(`${base}/${fileName}`, bytes, type);
  if (image) {
    const thumb = await sharp(bytes).resize(300, 300, { fit: 'inside' }).webp().toBuffer({ resolveWithObject: true });
    await putObject(`${base}/thumbnail.webp`, thumb.data, 'image/webp');
    thumbnails.push({ name: 'thumbnail', key: `${base}/thumbnail.webp`, width: thumb.info.width, height: thumb.info.height });
  }
  const ready: MediaRecord = {
    ...pending, status: 'ready', file_type: type, file_size: bytes.length, width: image ? width : null, height: image ? height : null,
    object_key: `${base}/${fileName}`, thumbnails, expires: null, updated_at: new Date(Date.parse(at) + 1).toISOString(),
  };
  if (!(await replaceMedia(ready, pending))) throw new Error('seed: the pending record changed');
  await addMediaUsage(userId, bytes.length);
  return ready;
}
