/**
 * What both upload paths and the finalize step share (docs/media.md "Limits"): the limits read from
 * the settings registry, the object keys an upload lives under, a new pending record with the
 * bytes it reserves on the quota, and settling that reservation when the upload ends.
 */
import { randomBytes } from 'node:crypto';
import { config } from '#platform/config.ts';
import { getMediaUsage, mediaUsageItem, newMediaItem, replaceMediaItem, reserveUsageItem } from '#features/media/media-store.ts';
import { readSiteAndGroups, readStoredSettings } from '#features/settings/settings-store.ts';
import { cancelledByCondition, transact } from '#platform/data/transactions.ts';
import { overQuotaError } from '#features/media/media-errors.ts';
import type { MediaRecord, ObjectSource } from '#features/media/media.ts';
import { effectiveGroup } from '#features/settings/groups/group.ts';
import { openedGroup } from '#features/settings/groups/secrets.ts';
import { storage, storageTarget, type StorageTarget } from '#features/settings/groups/storage.ts';
import { effectiveValue, type StoredSettings } from '#features/settings/settings.ts';

const MB = 1_048_576;

/**
 * The largest file POST /feeds/media-upload takes: Lambda accepts at most 6 MB of request payload
 * and API Gateway base64-encodes a binary body (4/3 larger), so 4 MB plus the form's parts stays
 * under it. Larger files go through POST /media/uploads (straight to S3).
 */
export const MULTIPART_MAX_BYTES = 4 * MB;

/** The rate limit's window: the original's "more than 10 uploads a minute". */
export const UPLOAD_WINDOW_SECONDS = 60;

export interface MediaLimits {
  /** Bytes one file may have. */
  maxFileBytes: number;
  /** Uploads a non-administrator may start per UPLOAD_WINDOW_SECONDS. */
  uploadsPerMinute: number;
  /** Bytes a member's ready media may total; 0: no quota. */
  quotaBytes: number;
}

const limitsOf = (stored: StoredSettings): MediaLimits => ({
  maxFileBytes: Number(effectiveValue('media_max_file_size_mb', stored)) * MB,
  uploadsPerMinute: Number(effectiveValue('media_uploads_per_minute', stored)),
  quotaBytes: Number(effectiveValue('media_member_quota_mb', stored)) * MB,
});

export async function mediaLimits(): Promise<MediaLimits> {
  return limitsOf(await readStoredSettings());
}

/**
 * The finalize step's settings in one read (a BatchGet of the site's item and the storage group's):
 * the limits, and where an accepted file goes (null: the stack's bucket; docs/media.md "Storage settings").
 */
export async function finalizeSettings(): Promise<{ limits: MediaLimits; target: StorageTarget | null }> {
  const { site, groups } = await readSiteAndGroups(['storage']);
  // The stack's bucket needs no credentials: the secret key is decrypted only for an external one.
  const external = effectiveGroup(storage, groups.storage).driver !== 's3';
  return { limits: limitsOf(site), target: external ? storageTarget(await openedGroup(storage, groups.storage)) : null };
}

/** pending/<id>-<token>: the only key a presigned upload may write, chosen by the server. */
export const pendingKey = (id: number, token: string): string => `pending/${id}-${token}`;

/** The id and token of a pending key, or null for any other key. */
export function parsePendingKey(key: string): { id: number; token: string } | null {
  const m = /^pending\/(\d{1,15})-([0-9a-f]{8,64})$/.exec(key);
  return m ? { id: Number(m[1]), token: m[2]! } : null;
}

/** Accepted objects never change under their key: clients and CloudFront may keep them. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The folder of an accepted upload: its original and thumbnails ([<prefix>]media/<id>-<token>/...; the prefix is an external bucket's sub folder). */
export const mediaFolder = (pending: string, prefix = ''): string => `${prefix}media/${pending.slice('pending/'.length)}/`;

/** A file name safe as an object key's last segment (the record keeps the name as given). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-{2,}/g, '-');
  const ext = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned)?.[0] ?? '';
  const stem = cleaned.slice(0, cleaned.length - ext.length).replace(/^[.-]+/, '');
  // A name of only non-Latin letters keeps its extension: 'фото.jpg' is stored as 'file.jpg'.
  return `${/[A-Za-z0-9]/.test(stem) ? stem : 'file'}${ext}`.slice(-100);
}

export interface UploadRequest {
  file_name: string;
  file_type: string;
  file_size: number;
  object_source?: ObjectSource | undefined;
  object_id?: number | undefined;
}

/** A fresh pending record of `request` under a new key; it expires MEDIA_PENDING_SECONDS from now. */
export function pendingRecord(id: number, userId: number, request: UploadRequest, now: Date): MediaRecord {
  const at = now.toISOString();
  return {
    id,
    user_id: userId,
    media_key: randomBytes(16).toString('hex'),
    file_name: request.file_name,
    status: 'pending',
    declared_type: request.file_type,
    declared_size: request.file_size,
    file_type: null,
    file_size: null,
    width: null,
    height: null,
    object_key: pendingKey(id, randomBytes(12).toString('hex')),
    thumbnails: [],
    store: null,
    object_source: request.object_source ?? null,
    object_id: request.object_id ?? null,
    claim: null,
    reason: null,
    reserved: request.file_size,
    processing_until: null,
    attempts: 0,
    expires: new Date(now.getTime() + config.MEDIA_PENDING_SECONDS * 1000).toISOString(),
    created_at: at,
    updated_at: at,
  };
}

/**
 * Writes a new pending record and reserves its declared size on the uploader's usage in one
 * transaction (docs/media.md "Limits"): with a quota, parallel admissions never pass it together,
 * and pending uploads count. Throws file_too_large (quota) when the bytes do not fit.
 */
export async function admitPending(record: MediaRecord, quotaBytes: number): Promise<void> {
  const size = record.reserved ?? 0;
  if (quotaBytes > 0 && size > quotaBytes) throw overQuotaError(quotaBytes, 0, size);
  try {
    await transact([newMediaItem(record), reserveUsageItem(record.user_id, size, quotaBytes)]);
  } catch (error) {
    // The record's id is fresh: a failed condition is the quota's.
    if (cancelledByCondition(error)) throw overQuotaError(quotaBytes, await getMediaUsage(record.user_id), size);
    throw error;
  }
}

/**
 * Moves an upload from `from` to its end, `next` (ready or rejected), and settles what it held in
 * the same transaction: a ready medium counts its stored size instead of the reservation, a
 * refused one gives the reservation back. False when the record changed meanwhile (nothing done).
 */
export async function settleUpload(from: MediaRecord, next: MediaRecord): Promise<boolean> {
  const delta = (next.status === 'ready' ? next.file_size ?? 0 : 0) - (from.reserved ?? 0);
  try {
    await transact([replaceMediaItem({ ...next, reserved: 0 }, from), ...(delta !== 0 ? [mediaUsageItem(from.user_id, delta)] : [])]);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}
