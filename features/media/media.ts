/**
 * Media rules (docs/media.md): the types a member may upload, the states of an upload, and what a
 * media record holds. Pure: the service (media-service.ts) and the finalize step apply them.
 */

/** The spec's eight MIME types; the real type is decided from a file's bytes (platform/storage/file-type.ts). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'application/pdf', 'application/zip'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const IMAGE_TYPES: readonly MediaType[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

/** What an upload is for (the spec's object_source; `chat`: a chat message, docs/chat.md). */
export const OBJECT_SOURCES = ['feed', 'comment', 'profile', 'space', 'chat'] as const;
export type ObjectSource = (typeof OBJECT_SOURCES)[number];

/**
 * Sources whose media only their owner's readers may know of (a chat thread's members): no
 * listing shows them, administrators and moderators get no pass on them, and a medium keeps the
 * source once claimed, so it stays private through its grace after a release (docs/media.md "Private media").
 */
const PRIVATE_SOURCES: readonly ObjectSource[] = ['chat'];
export const isPrivateSource = (source: ObjectSource | null | undefined): boolean => source != null && PRIVATE_SOURCES.includes(source);
/** Whether a medium is private: claimed by a private source, or unclaimed and uploaded for (or released by) one. */
export const isPrivateMedium = (m: Pick<MediaRecord, 'claim' | 'object_source'>): boolean => isPrivateSource(m.claim ? m.claim.source : m.object_source);

/**
 * pending: a presigned upload was handed out (or a multipart upload stored), not yet checked;
 * ready: checked, sized and thumbnailed, usable; rejected: its bytes were refused (the object is gone).
 * The spec's `status` shows ready as `active`.
 */
export type MediaStatus = 'pending' | 'ready' | 'rejected';

export interface MediaThumbnail {
  /** `thumbnail` (at most THUMBNAIL_EDGE pixels on its longer side) or `medium`. */
  name: string;
  key: string;
  width: number;
  height: number;
}

/** Where a ready medium is attached (claimed): at most one owner at a time. */
export interface MediaClaim {
  source: ObjectSource;
  id: number;
  /** The post a comment belongs to (source comment), whose visibility the medium takes. */
  feed_id?: number;
  /** The thread a chat message belongs to (source chat), whose members alone may see the medium. */
  thread_id?: number;
}

/**
 * Another bucket a ready medium's objects were written to (the storage settings' external driver
 * when it became ready); null: the stack's media bucket. No credentials: those stay in the
 * storage settings (setting-groups/storage.ts).
 */
export interface MediaStore {
  driver: string;
  bucket: string;
  /** The service's S3 endpoint (origin). */
  endpoint: string;
  /** Where clients read its objects: `<base_url>/<object key>`. */
  base_url: string;
}

export interface MediaRecord {
  id: number;
  /** The uploader. */
  user_id: number;
  /** The public handle carried by the medium's URLs (`?media_key=`), as the original's media_key. */
  media_key: string;
  file_name: string;
  status: MediaStatus;
  /** What the client declared when it asked to upload; the finalize step checks the bytes against it. */
  declared_type: string;
  declared_size: number;
  /** The type decided from the bytes, and the stored size, once ready. */
  file_type: MediaType | null;
  file_size: number | null;
  width: number | null;
  height: number | null;
  /** The object's S3 key: under pending/ (of the stack's bucket) until ready, then under [<sub folder>/]media/. */
  object_key: string;
  thumbnails: MediaThumbnail[];
  /** The bucket of its objects once ready, when not the stack's (null; records older than the storage settings have none). */
  store: MediaStore | null;
  /** What the upload was declared for (object_source/object_id of the request). */
  object_source: ObjectSource | null;
  object_id: number | null;
  /** Where it is attached now, if anywhere. */
  claim: MediaClaim | null;
  /** Why it was rejected (rejected only). */
  reason: string | null;
  /**
   * Bytes this upload holds on the uploader's usage (MEDIAUSAGE) from its admission until it is
   * settled: replaced by the stored size when it becomes ready, given back when it is refused or
   * removed. 0 once settled; null on records older than reservations (nothing held).
   */
  reserved: number | null;
  /**
   * While a pending upload is being finalized: the run that took it holds it until then (a lease
   * longer than the finalize function's timeout); other runs for the same upload stop at once.
   */
  processing_until: string | null;
  /** Finalize runs that took the upload (one, unless a run failed and another took it over). */
  attempts: number;
  /** When it stops being kept: a pending upload's deadline, or a released medium's end of grace. */
  expires: string | null;
  created_at: string;
  updated_at: string;
}
