/**
 * Avatars and covers from the export's uploads/ folder (docs/migration.md, "Avatar and cover
 * files"): copied into the media bucket as a ready media record of their owner, as an accepted
 * upload is (media-finalize.ts), and claimed in the owner's own write, as a profile edit or a
 * space update claims a picture (media-attachments.ts).
 * - The type is decided from the bytes (file-type.ts); a file that is not one of the image types,
 *   is larger than an upload may be (media_max_file_size_mb) or is missing answers null: the
 *   writer leaves the picture empty and goes on.
 * - Until its claim is written the medium waits on the expiry index as a released one does, so a
 *   row that is never written (a retried chunk, a row another attempt migrated) leaves nothing
 *   behind: the media janitor removes it after MEDIA_RELEASE_GRACE_SECONDS.
 * - What is served is the re-encoded picture, as an upload's original (features/media/images.ts):
 *   no metadata (a legacy avatar's EXIF may hold a GPS position and a name), upright, pixels
 *   capped; a picture that does not decode, or decodes to too many pixels, answers null too.
 * - No thumbnails: a profile's or space's picture is shown by its URL.
 */
import { config } from '#platform/config.ts';
import { claimMediaItem, mediaUsageItem, newMediaItem } from '#features/media/media-store.ts';
import { nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { IMAGE_TYPES, type MediaClaim, type MediaRecord, type MediaType } from '#features/media/media.ts';
import { IMMUTABLE_CACHE, mediaFolder, mediaLimits, pendingRecord, safeFileName } from '#features/media/media-uploads.ts';
import { fileTypeOf, SNIFF_BYTES } from '#platform/storage/file-type.ts';
import { cleanOriginal, ImageRefused, type ImageFormat } from '#features/media/images.ts';
import { putObject } from '#features/media/media-bucket.ts';
import { mediaUrl } from '#features/media/media-urls.ts';
import * as migrations from '#features/migration/migration-bucket.ts';

/** Whose picture it is: the member (source profile, id = user id) or the space; `userId` is the uploader the record names. */
export interface ImageOwner {
  source: Extract<MediaClaim['source'], 'profile' | 'space'>;
  id: number;
  userId: number;
}

export interface ImportedImage {
  /** What the owner stores (avatar, meta.cover_photo, logo, cover_photo): the medium's URL, as an upload's. */
  url: string;
  media: MediaRecord;
  /** The claim to write in the owner's own transaction (claimMediaItem; it has a condition, so HotCounters.take keeps it). */
  claim: TransactItem;
}

/** The upload size limit, read once per container per minute (a chunk imports hundreds of pictures). */
let sizeLimit: { bytes: Promise<number>; at: number } | undefined;
function maxFileBytes(): Promise<number> {
  if (!sizeLimit || Date.now() - sizeLimit.at > 60_000) sizeLimit = { bytes: mediaLimits().then((l) => l.maxFileBytes), at: Date.now() };
  return sizeLimit.bytes;
}

/**
 * Copies the migrations bucket's object `key` (a key pickImageFiles chose) into the media bucket as
 * a ready medium of `owner`, or answers null when it is not an image one could upload.
 *
 * @example
 * const avatar = row.avatar_key ? await importImage(row.avatar_key, { source: 'profile', id: userId, userId }, ctx.now) : null;
 * // profile.avatar = avatar?.url ?? ''; items.push(...(avatar ? [avatar.claim] : []));
 */
export async function importImage(key: string, owner: ImageOwner, now: string): Promise<ImportedImage | null> {
  const head = await migrations.headObject(key);
  if (!head || head.size === 0 || head.size > (await maxFileBytes())) return null;
  const read = await migrations.readObject(key);
  const type = fileTypeOf(read.subarray(0, SNIFF_BYTES));
  if (type === null || !IMAGE_TYPES.includes(type as MediaType)) return null;
  let image;
  try {
    image = await cleanOriginal(read, type.slice('image/'.length) as ImageFormat);
  } catch (error) {
    if (error instanceof ImageRefused) return null;
    throw error;
  }
  const bytes = image.body;

  const fileName = key.slice(key.lastIndexOf('/') + 1);
  const at = new Date(now);
  const declared = pendingRecord(await nextId('media'), owner.userId, { file_name: fileName, file_type: type, file_size: bytes.length, object_source: owner.source, object_id: owner.id }, at);
  const media: MediaRecord = {
    ...declared,
    status: 'ready',
    file_type: type as MediaType,
    file_size: bytes.length,
    width: image.width,
    height: image.height,
    object_key: `${mediaFolder(declared.object_key)}${safeFileName(fileName)}`,
    // Born ready: nothing reserved, its size counted with the record below.
    reserved: 0,
    expires: new Date(at.getTime() + config.MEDIA_RELEASE_GRACE_SECONDS * 1000).toISOString(),
  };
  // The object first: a record never names bytes that are not there.
  await putObject(media.object_key, bytes, type, IMMUTABLE_CACHE);
  // The record and the owner's usage together. A legacy picture is the owner's already: counted, never refused for the quota.
  await transact([newMediaItem(media), mediaUsageItem(media.user_id, bytes.length)]);
  return { url: mediaUrl(media.object_key, media.media_key), media, claim: claimMediaItem(media.id, media.user_id, { source: owner.source, id: owner.id }, now) };
}
