/**
 * Attaching media (docs/media.md, Attaching): a post, comment, profile or space shows media its
 * writer uploaded. A medium is claimed by one owner at a time, only the caller's own and only when
 * ready; the claim is written in the owner's own transaction (media-store claimMediaItem), and a
 * medium the owner stops showing is released: it waits out MEDIA_RELEASE_GRACE_SECONDS on the
 * expiry index, then the janitor removes it. Requests that carry no media cost no extra call.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { ApiError } from '#platform/core/errors.ts';
import { claimMediaItem, getMediaMany, releaseMedia, releaseMediaItem } from '#features/media/media-store.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import { IMAGE_TYPES, isPrivateSource, type MediaClaim, type MediaRecord, type MediaType } from '#features/media/media.ts';
import { mediaKeyOf, mediaUrl, objectUrl } from '#features/media/media-urls.ts';

/** A medium named by a request: by id (`media_ids`) or by a URL carrying its media_key; `field` names it in errors. */
export interface MediaRef {
  id: number;
  key?: string | undefined;
  field: string;
}

/**
 * The medium a URL the API handed out names: its media_key (`?media_key=`) and the id in its
 * object key (`media/<id>-<token>/...`), or null when the URL carries no media_key. An id is read
 * from the path so the record is one GetItem away; the key must then match it.
 */
export function mediaRefOfUrl(url: string, field: string): MediaRef | null {
  const key = mediaKeyOf(url);
  if (key === undefined) return null;
  // Digits and the separators are never percent-encoded by objectUrl, so the raw path is enough.
  const id = /(?:^|\/)media\/(\d{1,15})-[^/]+\//.exec(new URL(url).pathname)?.[1];
  return { id: id === undefined ? 0 : Number(id), key, field };
}

/** What a request asks an owner to show: uploaded media, and links kept as given (oEmbed entries). */
export interface MediaInput {
  refs: MediaRef[];
  links: Array<{ type: string; url: string }>;
}

export class InvalidMediaError extends ApiError {
  constructor(field: string, message: string, mediaId?: number) {
    super(400, 'invalid_media', message, { data: { field, ...(mediaId ? { media_id: mediaId } : {}) } });
  }
}

/** A medium as its owner shows it (a post's or comment's `media` entry). */
export interface AttachedMedia {
  media_id: number;
  type: 'image' | 'video' | 'file';
  url: string;
  thumbnail_url: string | null;
  width: number | null;
  height: number | null;
  file_type: MediaType | null;
}

const kindOf = (t: MediaType | null): AttachedMedia['type'] => (t && IMAGE_TYPES.includes(t) ? 'image' : t?.startsWith('video/') ? 'video' : 'file');

export function attachedView(m: MediaRecord): AttachedMedia {
  const thumbnail = m.thumbnails.find((t) => t.name === 'thumbnail');
  return {
    media_id: m.id,
    type: kindOf(m.file_type),
    url: mediaUrl(m.object_key, m.media_key, m.store?.base_url),
    thumbnail_url: thumbnail ? objectUrl(thumbnail.key, m.store?.base_url) : null,
    width: m.width,
    height: m.height,
    file_type: m.file_type,
  };
}

/**
 * The records of `refs` (one consistent BatchGet), checked for `owner`: each exists (with the
 * media_key its URL carried), is ready, is the caller's own, and is unclaimed or already this
 * owner's. Duplicates count once; more than `max` is refused. No refs: no call.
 */
export async function resolveMedia(refs: readonly MediaRef[], owner: Pick<MediaClaim, 'source' | 'id'> | null, caller: Caller, max: number): Promise<MediaRecord[]> {
  const unique = [...new Map(refs.map((r) => [r.id, r])).values()];
  if (unique.length === 0) return [];
  if (unique.length > max) throw new ApiError(400, 'too_many_media', `At most ${max} media may be attached.`, { data: { field: unique[max]?.field, max } });
  const records = new Map((await getMediaMany(unique.filter((r) => r.id > 0).map((r) => r.id), { consistent: true })).map((m) => [m.id, m]));
  return unique.map((ref) => {
    const m = records.get(ref.id);
    if (!m || (ref.key !== undefined && m.media_key !== ref.key)) throw new InvalidMediaError(ref.field, 'No such medium.', ref.id || undefined);
    const held = owner !== null && m.claim?.source === owner.source && m.claim.id === owner.id;
    if (m.user_id !== caller.userId && !held) throw new InvalidMediaError(ref.field, 'Only your own uploads can be attached.', m.id);
    if (m.status !== 'ready') throw new InvalidMediaError(ref.field, m.status === 'pending' ? 'The medium is still being processed; attach it once it is ready.' : 'The medium was rejected.', m.id);
    if (m.claim && !held) throw new InvalidMediaError(ref.field, 'The medium is already attached elsewhere.', m.id);
    return m;
  });
}

/**
 * The transaction items that move an owner's media from the ids it held (`before`) to `after`:
 * a claim for each new one, a release for each dropped one, nothing for those kept.
 */
export function claimChanges(before: readonly number[], after: readonly MediaRecord[], owner: MediaClaim, now: Date): TransactItem[] {
  const at = now.toISOString();
  const kept = new Set(after.map((m) => m.id));
  // A private owner's media keep its source once claimed (media.ts isPrivateMedium).
  const declared = isPrivateSource(owner.source) ? { source: owner.source, id: owner.thread_id ?? owner.id } : undefined;
  return [
    ...after.filter((m) => !before.includes(m.id)).map((m) => claimMediaItem(m.id, m.user_id, owner, at, declared)),
    ...releaseItems(before.filter((id) => !kept.has(id)), owner, now),
  ];
}

/** Releases of media an owner stops showing (deleted, or replaced). */
export const releaseItems = (ids: readonly number[], owner: Pick<MediaClaim, 'source' | 'id'>, now: Date): TransactItem[] =>
  [...new Set(ids)].map((id) => releaseMediaItem(id, owner, now));

/**
 * Image fields of a profile or space (avatar, cover photo, logo): a value carrying a media_key, or
 * a media id, names an upload of the caller's, which must be a ready image, and is stored as its
 * URL; any other URL is kept as given (external pictures work as before); '' clears.
 */
export async function resolveImageFields<K extends string>(fields: Partial<Record<K, string | number | undefined>>, owner: Pick<MediaClaim, 'source' | 'id'>, caller: Caller) {
  const refs: MediaRef[] = [];
  const values: Partial<Record<K, string>> = {};
  for (const [field, value] of Object.entries(fields) as Array<[K, string | number | undefined]>) {
    if (typeof value === 'number') refs.push({ id: value, field });
    else if (value !== undefined) {
      const ref = value === '' ? null : mediaRefOfUrl(value, field);
      if (ref) refs.push(ref);
      else values[field] = value;
    }
  }
  const media = await resolveMedia(refs, owner, caller, Number.MAX_SAFE_INTEGER);
  for (const ref of refs) {
    const m = media.find((x) => x.id === ref.id);
    if (!m?.file_type || !IMAGE_TYPES.includes(m.file_type)) throw new InvalidMediaError(ref.field, 'Only an image can be used here.', ref.id);
    values[ref.field as K] = mediaUrl(m.object_key, m.media_key, m.store?.base_url);
  }
  return { values, media };
}

/** The uploads (by id) that stored image URLs name. */
export const imageMediaIds = (urls: ReadonlyArray<string | undefined>): number[] =>
  urls.flatMap((u) => {
    const id = u ? mediaRefOfUrl(u, '')?.id : undefined;
    return id ? [id] : [];
  });

/**
 * An owner's image fields changed from `before` to `after` (stored URLs): claims of the new
 * uploads (for its transaction), and the ids it no longer shows, released after the write with
 * releaseUnused (one already gone or held elsewhere is no error: a stored URL is not a claim's proof).
 */
export function imageChanges(before: ReadonlyArray<string | undefined>, after: ReadonlyArray<string | undefined>, media: readonly MediaRecord[], owner: MediaClaim, now: Date) {
  const [held, kept] = [imageMediaIds(before), imageMediaIds(after)];
  const claims = media.filter((m) => kept.includes(m.id) && !held.includes(m.id)).map((m) => claimMediaItem(m.id, m.user_id, owner, now.toISOString()));
  return { claims, released: held.filter((id) => !kept.includes(id)) };
}

/** Releases, one by one, media an owner stopped showing. */
export async function releaseUnused(ids: readonly number[], owner: Pick<MediaClaim, 'source' | 'id'>, now: Date): Promise<void> {
  for (const id of new Set(ids)) await releaseMedia(id, owner, now);
}

/** A claim or release in a transaction failed: another request changed the medium in between. */
export class MediaChangedError extends ApiError {
  constructor() {
    super(409, 'conflict', 'A medium was changed at the same time; try again.');
  }
}

/** The onCancel of a transaction whose items from `first` on are claims and releases. */
export const mediaConflictFrom = (first: number) => (failed: number[]) => {
  if (failed.some((i) => i >= first)) throw new MediaChangedError();
};
