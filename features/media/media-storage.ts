/**
 * Where a medium's objects are (docs/media.md "Storage settings"): the stack's media bucket, or
 * the external bucket the storage settings named when the medium became ready (its record's
 * `store`, which carries no credentials). Deleting objects elsewhere takes the credentials the
 * storage settings still hold for that bucket.
 */
import { readGroups } from '#features/settings/settings-store.ts';
import type { MediaRecord, MediaStore } from '#features/media/media.ts';
import { openedGroup } from '#features/settings/groups/secrets.ts';
import { storage, storageTarget, type StorageTarget, type StorageValues } from '#features/settings/groups/storage.ts';
import type { BucketTarget } from '#platform/storage/bucket-target.ts';
import { deleteObjects } from '#features/media/media-bucket.ts';
import { log } from '#platform/core/log.ts';

/** Every object of a medium: the original (or pending upload) and its thumbnails. */
export const objectKeysOf = (m: MediaRecord): string[] => [m.object_key, ...m.thumbnails.map((t) => t.key)];

/** What a ready medium's record keeps of the bucket it was written to. */
export const storeOf = (t: StorageTarget): MediaStore => ({ driver: t.driver, bucket: t.bucket.bucket, endpoint: t.bucket.endpoint, base_url: t.baseUrl });

/**
 * The credentials for `store` in the storage settings: those of the same bucket at the same
 * endpoint, whatever the driver is now (switching back to `s3` keeps the external keys stored).
 * Null when the settings name another bucket since.
 */
export function bucketFor(store: MediaStore, values: StorageValues): BucketTarget | null {
  const target = storageTarget({ ...values, driver: store.driver });
  return target && target.bucket.bucket === store.bucket && target.bucket.endpoint === store.endpoint ? target.bucket : null;
}

/**
 * Deletes media's objects where they are. The storage settings are read once per remover, and
 * only when a medium is stored elsewhere. Objects in a bucket the settings no longer hold
 * credentials for are left there and logged (their keys, never a credential).
 */
export function objectRemover(): (m: MediaRecord) => Promise<void> {
  let values: Promise<StorageValues> | undefined;
  return async (m) => {
    if (m.store === null || m.store === undefined) return deleteObjects(objectKeysOf(m));
    values ??= readGroups(['storage']).then((g) => openedGroup(storage, g.storage));
    const target = bucketFor(m.store, await values);
    if (target) return deleteObjects(objectKeysOf(m), target);
    log.warn('media objects left in a bucket the storage settings no longer name', { media_id: m.id, driver: m.store.driver, bucket: m.store.bucket, endpoint: m.store.endpoint, keys: objectKeysOf(m) });
  };
}
