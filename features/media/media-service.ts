/**
 * Media use cases of the media function (docs/media.md): asking for a presigned upload, reading a
 * medium as the caller may, and the multipart upload of small files. Never imports sharp: the
 * checks of the bytes run in the finalize function (media-finalize.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { getMedia, getMediaUsage, takeUploadSlot } from '#features/media/media-store.ts';
import { nextId } from '#platform/data/transactions.ts';
import { isMediaType, isPrivateMedium, MEDIA_TYPES, type MediaRecord, type ObjectSource } from '#features/media/media.ts';
import { FileTooLargeError, InvalidFileTypeError, MediaNotFoundError, megabytes, overQuotaError, rejection, rejectionError, UploadFailedError } from '#features/media/media-errors.ts';
import { admitPending, MULTIPART_MAX_BYTES, mediaLimits, pendingRecord, settleUpload, UPLOAD_WINDOW_SECONDS, type MediaLimits, type UploadRequest } from '#features/media/media-uploads.ts';
import { mediaOwners, ownerOf } from '#features/media/media-owners.ts';
import { mediaView } from '#features/media/media-view.ts';
import { fileTypeOf, SNIFF_BYTES } from '#platform/storage/file-type.ts';
import { presignUpload, putObject } from '#features/media/media-bucket.ts';

/** How long POST /feeds/media-upload waits for the finalize step before answering upload_failed. */
const SETTLE_TIMEOUT_MS = 15_000;
const SETTLE_POLL_MS = 150;

/**
 * The checks every upload passes before anything is stored, cheapest first so a refused request
 * takes no slot of the rate limit: the type, the size, the member's quota (read), then the rate.
 * The quota is then held for real when the record is written (admitPending: a conditional
 * reservation), which alone decides between parallel requests.
 */
async function admit(caller: Caller, type: string, size: number, maxBytes: number, limits: MediaLimits, largeMessage?: string): Promise<void> {
  if (!isMediaType(type)) throw new InvalidFileTypeError();
  if (size > maxBytes) throw new FileTooLargeError(maxBytes, size, largeMessage);
  if (limits.quotaBytes > 0) {
    const used = await getMediaUsage(caller.userId);
    if (used + size > limits.quotaBytes) throw overQuotaError(limits.quotaBytes, used, size);
  }
  if (!isAdmin(caller)) await takeUploadSlot(caller.userId, new Date(), limits.uploadsPerMinute, UPLOAD_WINDOW_SECONDS);
}

/** POST /media/uploads: a pending record and the presigned PUT that uploads its bytes to S3. */
export async function requestUpload(caller: Caller, request: UploadRequest) {
  const limits = await mediaLimits();
  await admit(caller, request.file_type, request.file_size, limits.maxFileBytes, limits);
  const record = pendingRecord(await nextId('media'), caller.userId, request, new Date());
  const upload = await presignUpload(record.object_key, record.declared_type, record.declared_size);
  await admitPending(record, limits.quotaBytes);
  return { message: 'Upload the file with the request in `upload`, then read the medium until its status is active.', data: mediaView(record), upload };
}

/**
 * GET /media/{id}: the uploader and administrators see a medium in any state; anyone else sees a
 * ready medium where it is attached and they may see that: a post (or a comment's post) they may
 * read, a profile (public), a space they can see, a chat message of a thread they are a member of
 * (a private medium: administrators too). Everything else is 404 media_not_found.
 */
export async function getMediaFor(id: number, caller: Caller | null) {
  // Consistent: the uploader reads it right after asking for the upload, and while it settles.
  const record = await getMedia(id, { consistent: true });
  if (!record) throw new MediaNotFoundError();
  // The spec's detail adds the uploader.
  const [visible, uploader] = await Promise.all([maySee(record, caller), mediaOwners().uploaderOf(record.user_id)]);
  if (!visible) throw new MediaNotFoundError();
  return { data: { ...mediaView(record), uploader } };
}

async function maySee(m: MediaRecord, caller: Caller | null): Promise<boolean> {
  // A private medium (a chat message's) gives administrators no pass: only its owner's readers see it.
  if (caller && (caller.userId === m.user_id || (isAdmin(caller) && !isPrivateMedium(m)))) return true;
  if (m.status !== 'ready' || m.claim === null) return false;
  // Where it is attached decides (media-owners.ts): a post's or comment's readers, anyone for a profile, a space's card.
  return (await ownerOf(m.claim)?.shows(m.claim, caller)) ?? false;
}

export interface MultipartFile {
  file_name: string;
  /** The part's Content-Type, as the client labelled it. */
  type: string;
  bytes: Buffer;
  /** The parser stopped reading at its limit: the file is larger than `bytes`. */
  truncated: boolean;
}

/**
 * POST /feeds/media-upload: the type is decided from the bytes before anything is stored; the
 * file goes to pending/ like a presigned upload, so the same finalize step checks, sizes and
 * thumbnails it; the answer waits for that step (up to SETTLE_TIMEOUT_MS).
 */
export async function uploadMultipart(caller: Caller, file: MultipartFile, target: { object_source?: ObjectSource | undefined; object_id?: number | undefined }) {
  const limits = await mediaLimits();
  const maxBytes = Math.min(limits.maxFileBytes, MULTIPART_MAX_BYTES);
  const tooLarge = maxBytes < limits.maxFileBytes ? `Files over ${megabytes(maxBytes)} are uploaded with POST /media/uploads (straight to storage).` : undefined;
  if (file.truncated) throw new FileTooLargeError(maxBytes, file.bytes.length, tooLarge);
  const sniffed = fileTypeOf(file.bytes.subarray(0, SNIFF_BYTES));
  // A label of one of the eight types must be the truth; a generic one (application/octet-stream) is no claim.
  if (sniffed === null || ((MEDIA_TYPES as readonly string[]).includes(file.type) && file.type !== sniffed)) throw new InvalidFileTypeError();
  await admit(caller, sniffed, file.bytes.length, maxBytes, limits, tooLarge);

  const request: UploadRequest = { file_name: file.file_name, file_type: sniffed, file_size: file.bytes.length, ...target };
  const record = pendingRecord(await nextId('media'), caller.userId, request, new Date());
  await admitPending(record, limits.quotaBytes);
  try {
    await putObject(record.object_key, file.bytes, sniffed);
  } catch (error) {
    await settleUpload(record, { ...record, status: 'rejected', reason: rejection('upload_failed', 'The file could not be stored.'), updated_at: new Date().toISOString() }).catch(() => undefined);
    throw new UploadFailedError('The file could not be stored.', {}, error);
  }
  const settled = await settle(record.id);
  if (settled?.status === 'rejected') throw rejectionError(record.id, settled.reason, { maxSize: maxBytes, fileSize: file.bytes.length });
  if (settled?.status !== 'ready') throw new UploadFailedError(`The file is still being processed; read GET /media/${record.id} for its outcome.`, { media_id: record.id });
  const view = mediaView(settled);
  return {
    message: 'Media has been uploaded successfully',
    data: view,
    // The original's answer (fc-shapes-2.md 2.2).
    media: { url: view.file_url, media_key: settled.media_key, type: settled.file_type, width: settled.width, height: settled.height },
  };
}

/** Reads the record (consistently) until it leaves pending or the wait runs out. */
async function settle(id: number): Promise<MediaRecord | null> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const record = await getMedia(id, { consistent: true });
    if (record?.status !== 'pending' || Date.now() >= deadline) return record;
    await sleep(SETTLE_POLL_MS);
  }
}
