/**
 * The finalize step of an upload (docs/media.md "Finalize"), run for every object created under
 * pending/ (S3's ObjectCreated notification; locally scripts/local/s3.ts): it decides whether the
 * bytes are what the member may store and moves the record to ready or rejected.
 * - One run per upload: a presigned URL may be PUT to again, and S3 runs this step for every PUT
 *   (and may deliver an event twice). The first run takes the record (a conditional write, before
 *   it reads a byte); the others stop there. A run that fails gives the upload back for Lambda's
 *   retry; one that dies holds it until its lease ends.
 * - What is served is what was checked: every read is of the version whose size was checked (S3's
 *   If-Match on its ETag), an image is stored from the very buffer that was decoded, and a file too
 *   big to pass through here is copied only while it is still that version (CopySourceIfMatch).
 * - Once the upload is taken, later PUTs to its URL are never served: the taker deletes the
 *   pending object when it is done, and a run for a key no pending record owns deletes it.
 * - Refused bytes are deleted and the record says why; accepted ones are written under media/
 *   (with their thumbnails) and deleted from pending/; the record's end and the member's usage
 *   change together (settleUpload: the reservation made at admission becomes the stored size, or
 *   goes back when refused). An
 *   image is served re-encoded (features/media/images.ts): no metadata, upright, pixels capped.
 * - Uploads always arrive in the stack's bucket (its notification runs this step, and nothing is
 *   readable before it is checked); when the storage settings name another bucket, the accepted
 *   file and thumbnails are written there instead, and the record keeps where (`store`).
 */
import { getMedia, getMediaUsage, replaceMedia, takeForFinalize } from '#features/media/media-store.ts';
import { IMAGE_TYPES, isMediaType, type MediaRecord, type MediaThumbnail, type MediaType } from '#features/media/media.ts';
import { megabytes, rejection, type RejectionCode } from '#features/media/media-errors.ts';
import { storeOf } from '#features/media/media-storage.ts';
import { finalizeSettings, IMMUTABLE_CACHE, mediaFolder, parsePendingKey, safeFileName, settleUpload } from '#features/media/media-uploads.ts';
import { fileTypeOf, SNIFF_BYTES } from '#platform/storage/file-type.ts';
import { ImageRefused, processImage, type ImageFormat } from '#features/media/images.ts';
import { changedSince, copyObject, deleteObjects, headObject, putObject, readObject } from '#features/media/media-bucket.ts';

export type FinalizeOutcome = 'ready' | 'rejected' | 'ignored';

/** How long a run holds an upload: longer than the finalize function's timeout (60 s, lib/media-stack.ts), so no live run loses it. */
export const FINALIZE_HOLD_MS = 90_000;

const CHANGED = 'The file was uploaded again while it was being checked; ask for a new upload.';

export async function finalize(objectKey: string): Promise<FinalizeOutcome> {
  const parsed = parsePendingKey(objectKey);
  const record = parsed ? await getMedia(parsed.id, { consistent: true }) : null;
  if (!record || record.object_key !== objectKey || record.status !== 'pending') {
    // No pending upload owns these bytes (a stray object, a repeated event, a PUT to a URL whose
    // upload was finished or refused): they are never served, so they go.
    await deleteObjects([objectKey]);
    return 'ignored';
  }
  const now = new Date();
  const taken = await takeForFinalize(record.id, objectKey, now, new Date(now.getTime() + FINALIZE_HOLD_MS));
  // Another run has it: that run reads, checks and writes; this one has nothing to do.
  if (!taken) return 'ignored';
  try {
    return await check(taken);
  } catch (error) {
    // Give it back, so Lambda's retry takes it at once rather than after the lease.
    await release(taken).catch(() => undefined);
    throw error;
  }
}

const release = (taken: MediaRecord) => replaceMedia({ ...taken, processing_until: null, updated_at: new Date().toISOString() }, taken);

async function check(taken: MediaRecord): Promise<FinalizeOutcome> {
  const objectKey = taken.object_key;
  const head = await headObject(objectKey);
  if (!head?.etag) {
    await release(taken);
    return 'ignored';
  }
  const { limits, target } = await finalizeSettings();
  if (head.size > limits.maxFileBytes) return reject(taken, 'file_too_large', `The file is larger than the limit of ${megabytes(limits.maxFileBytes)}.`);
  if (head.size !== taken.declared_size) {
    return head.size > taken.declared_size
      ? reject(taken, 'file_too_large', `The file has ${head.size} bytes, more than the ${taken.declared_size} declared.`)
      : reject(taken, 'upload_failed', `The file has ${head.size} bytes, not the ${taken.declared_size} declared.`);
  }
  // The bytes were reserved on the quota when the upload was admitted; a record from before
  // reservations (reserved null) is checked here as it used to be.
  if (taken.reserved === null && limits.quotaBytes > 0 && (await getMediaUsage(taken.user_id)) + head.size > limits.quotaBytes) {
    return reject(taken, 'file_too_large', `The file would take your media over your quota of ${megabytes(limits.quotaBytes)}.`);
  }

  // An image is decoded whole, and another bucket is written with its own credentials (no copy
  // across them): both read the whole version checked above. Other files: its first bytes.
  const whole = IMAGE_TYPES.includes(taken.declared_type as MediaType) || target !== null;
  let body: Buffer;
  try {
    body = await readObject(objectKey, { ifMatch: head.etag, bytes: whole ? undefined : SNIFF_BYTES });
  } catch (error) {
    if (changedSince(error)) return reject(taken, 'upload_failed', CHANGED);
    throw error;
  }
  const type = fileTypeOf(body.subarray(0, SNIFF_BYTES));
  if (type === null || !isMediaType(type)) return reject(taken, 'invalid_file_type', 'The file is none of the allowed types.');
  if (type !== taken.declared_type) return reject(taken, 'invalid_file_type', `The file is ${type}, not ${taken.declared_type} as declared.`);

  const folder = mediaFolder(objectKey, target?.prefix);
  const written: string[] = [];
  const write = async (key: string, bytes: Buffer, contentType: string) => {
    written.push(key);
    await putObject(key, bytes, contentType, IMMUTABLE_CACHE, target?.bucket);
  };
  let sized: Pick<MediaRecord, 'width' | 'height' | 'thumbnails'> = { width: null, height: null, thumbnails: [] };
  let stored = body;
  if (IMAGE_TYPES.includes(type)) {
    // What is served is the re-encoded original: no metadata, turned upright, pixels capped.
    let image;
    try {
      image = await processImage(body, type.slice('image/'.length) as ImageFormat);
    } catch (error) {
      if (error instanceof ImageRefused) return reject(taken, error.code, error.message);
      throw error;
    }
    const thumbnails: MediaThumbnail[] = [];
    for (const t of image.thumbnails) {
      const key = `${folder}${t.name}.webp`;
      await write(key, t.body, 'image/webp');
      thumbnails.push({ name: t.name, key, width: t.width, height: t.height });
    }
    sized = { width: image.width, height: image.height, thumbnails };
    stored = image.body;
  }
  const finalKey = `${folder}${safeFileName(taken.file_name)}`;
  if (whole) await write(finalKey, stored, type);
  else {
    try {
      written.push(finalKey);
      await copyObject(objectKey, finalKey, type, head.etag, IMMUTABLE_CACHE);
    } catch (error) {
      if (changedSince(error)) return reject(taken, 'upload_failed', CHANGED);
      throw error;
    }
  }
  // The size stored (and counted) is what is served: a re-encoded image's, else the upload's.
  const fileSize = whole ? stored.length : head.size;
  const ready: MediaRecord = { ...taken, ...sized, store: target ? storeOf(target) : null, status: 'ready', file_type: type, file_size: fileSize, object_key: finalKey, processing_until: null, expires: null, updated_at: new Date().toISOString() };
  // Ready, and its stored size counted instead of the reservation, in one write.
  if (!(await settleUpload(taken, ready))) {
    // The record went meanwhile (deleted by its uploader, or expired): nothing may name these objects.
    await deleteObjects(written, target?.bucket);
    return 'ignored';
  }
  await deleteObjects([objectKey]);
  return 'ready';
}

/** Deletes the object first (nothing refused is kept), then records why. */
async function reject(taken: MediaRecord, code: RejectionCode, message: string): Promise<FinalizeOutcome> {
  await deleteObjects([taken.object_key]);
  // The record keeps its deadline, so the janitor removes it in time as any other pending leftover.
  // Its reservation goes back to the member's quota in the same write.
  await settleUpload(taken, { ...taken, status: 'rejected', reason: rejection(code, message), processing_until: null, updated_at: new Date().toISOString() });
  return 'rejected';
}
