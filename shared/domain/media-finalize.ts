/**
 * The finalize step of an upload (docs/media.md "Finalize"), run for every object created under
 * pending/ (S3's ObjectCreated notification; locally scripts/local/s3.ts): it decides whether the
 * bytes are what the member may store and moves the record to ready or rejected.
 * - Idempotent: S3 may deliver an event twice; a record no longer pending is left as it is, and
 *   the state change is conditional (replaceMedia), so two runs change it once.
 * - Refused bytes are deleted and the record says why; accepted ones are copied to media/ (with
 *   their thumbnails) and deleted from pending/, then counted in the member's usage.
 * - Uploads always arrive in the stack's bucket (its notification runs this step, and nothing is
 *   readable before it is checked); when the storage settings name another bucket, the accepted
 *   file and thumbnails are written there instead, and the record keeps where (`store`).
 */
import { addMediaUsage, getMedia, getMediaUsage, replaceMedia } from '#shared/data/media-store.ts';
import { IMAGE_TYPES, isMediaType, type MediaRecord, type MediaThumbnail, type MediaType } from '#shared/domain/media.ts';
import { megabytes, rejection, type RejectionCode } from '#shared/domain/media-errors.ts';
import { storeOf } from '#shared/domain/media-storage.ts';
import { finalizeSettings, IMMUTABLE_CACHE, mediaFolder, parsePendingKey, safeFileName } from '#shared/domain/media-uploads.ts';
import { fileTypeOf, SNIFF_BYTES } from '#shared/storage/file-type.ts';
import { analyseImage } from '#shared/storage/images.ts';
import { copyObject, deleteObjects, headObject, putObject, readObject } from '#shared/storage/media-bucket.ts';

export type FinalizeOutcome = 'ready' | 'rejected' | 'ignored';

export async function finalize(objectKey: string): Promise<FinalizeOutcome> {
  const parsed = parsePendingKey(objectKey);
  const record = parsed ? await getMedia(parsed.id, { consistent: true }) : null;
  if (!record || record.object_key !== objectKey || record.status !== 'pending') {
    // No pending record owns this key (a stray object, or a repeat delivery after the record
    // moved on): the object has no use.
    if (!record || record.object_key !== objectKey) await deleteObjects([objectKey]);
    return 'ignored';
  }
  const head = await headObject(objectKey);
  if (!head) return 'ignored';

  const { limits, target } = await finalizeSettings();
  if (head.size > limits.maxFileBytes) return reject(record, 'file_too_large', `The file is larger than the limit of ${megabytes(limits.maxFileBytes)}.`);
  if (head.size !== record.declared_size) {
    return head.size > record.declared_size
      ? reject(record, 'file_too_large', `The file has ${head.size} bytes, more than the ${record.declared_size} declared.`)
      : reject(record, 'upload_failed', `The file has ${head.size} bytes, not the ${record.declared_size} declared.`);
  }
  if (limits.quotaBytes > 0 && (await getMediaUsage(record.user_id)) + head.size > limits.quotaBytes) {
    return reject(record, 'file_too_large', `The file would take your media over your quota of ${megabytes(limits.quotaBytes)}.`);
  }

  const type = fileTypeOf(await readObject(objectKey, SNIFF_BYTES));
  if (type === null || !isMediaType(type)) return reject(record, 'invalid_file_type', 'The file is none of the allowed types.');
  if (type !== record.declared_type) return reject(record, 'invalid_file_type', `The file is ${type}, not ${record.declared_type} as declared.`);

  const folder = mediaFolder(objectKey, target?.prefix);
  // Another bucket is written with its own credentials: no copy across them, the bytes go through here.
  const whole = IMAGE_TYPES.includes(type) || target ? await readObject(objectKey) : undefined;
  let sized: Pick<MediaRecord, 'width' | 'height' | 'thumbnails'> = { width: null, height: null, thumbnails: [] };
  if (IMAGE_TYPES.includes(type) && whole) {
    let image;
    try {
      image = await analyseImage(whole);
    } catch {
      return reject(record, 'invalid_file_type', `The file is not a whole ${type} image (truncated or corrupt).`);
    }
    const thumbnails: MediaThumbnail[] = [];
    for (const t of image.thumbnails) {
      const key = `${folder}${t.name}.webp`;
      await putObject(key, t.body, 'image/webp', IMMUTABLE_CACHE, target?.bucket);
      thumbnails.push({ name: t.name, key, width: t.width, height: t.height });
    }
    sized = { width: image.width, height: image.height, thumbnails };
  }
  const finalKey = `${folder}${safeFileName(record.file_name)}`;
  if (target && whole) await putObject(finalKey, whole, type, IMMUTABLE_CACHE, target.bucket);
  else await copyObject(objectKey, finalKey, type, IMMUTABLE_CACHE);
  const ready: MediaRecord = { ...record, ...sized, store: target ? storeOf(target) : null, status: 'ready', file_type: type as MediaType, file_size: head.size, object_key: finalKey, expires: null, updated_at: new Date().toISOString() };
  // Another run may have finished first: it wrote the same keys, so there is nothing to undo.
  if (!(await replaceMedia(ready, record))) return 'ignored';
  await deleteObjects([objectKey]);
  await addMediaUsage(record.user_id, head.size);
  return 'ready';
}

/** Deletes the object first (nothing refused is kept), then records why. */
async function reject(record: MediaRecord, code: RejectionCode, message: string): Promise<FinalizeOutcome> {
  await deleteObjects([record.object_key]);
  // The record keeps its deadline, so the janitor removes it in time as any other pending leftover.
  await replaceMedia({ ...record, status: 'rejected', reason: rejection(code, message), updated_at: new Date().toISOString() }, record);
  return 'rejected';
}
