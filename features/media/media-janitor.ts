/**
 * The media janitor (docs/media.md, Deleting and the janitor), run on a schedule: removes what has
 * expired on gsi3 MEDIAEXPIRY (one Query up to now, never a Scan): pending uploads past their
 * deadline (the object under pending/, if any, and the record; the bytes it reserved back to the
 * uploader's usage) and released media past their grace (the objects and the record; the bytes
 * off the uploader's usage). Each record is removed
 * on its own: one failure is logged and the others go on; a run repeated removes nothing twice.
 */
import { expiredMedia, removalItems } from '#features/media/media-store.ts';
import { cancelledByCondition, transact } from '#platform/data/transactions.ts';
import { objectKeysOf, objectRemover } from '#features/media/media-storage.ts';
import type { MediaRecord } from '#features/media/media.ts';
import { log, errorField } from '#platform/core/log.ts';

/** Records handled per run; the next run takes the rest. */
const BATCH = 500;

export interface JanitorResult {
  removed: number[];
  failed: number[];
}

/**
 * One run as of `now`. `since` narrows it to what expired from then on: a run with a clock set
 * ahead (tests) then leaves alone what expired earlier, such as others' pending uploads.
 */
export async function runMediaJanitor(now: Date = new Date(), options: { since?: Date; limit?: number } = {}): Promise<JanitorResult> {
  const result: JanitorResult = { removed: [], failed: [] };
  // One remover per run: the storage settings are read once, if a medium is stored elsewhere.
  const removeObjects = objectRemover();
  for (const m of await expiredMedia(now, options.limit ?? BATCH, options.since)) {
    try {
      if (await removeExpired(m, now, removeObjects)) result.removed.push(m.id);
    } catch (error) {
      result.failed.push(m.id);
      log.error('media janitor: not removed', { media_id: m.id, error: errorField(error) });
    }
  }
  return result;
}

/**
 * The record goes first, on the condition that it is still the state read (not claimed again,
 * not finalized meanwhile): a medium attached at the last moment keeps its objects. Then its
 * objects; should that fail, they are logged (orphans cost storage, never a broken post).
 */
async function removeExpired(m: MediaRecord, now: Date, removeObjects: (m: MediaRecord) => Promise<void>): Promise<boolean> {
  // Attached, or being finalized right now (the next run finds it again if that run fails).
  if (m.claim !== null || (m.processing_until !== null && m.processing_until > now.toISOString())) return false;
  // With the bytes it held: a ready medium's size, a pending upload's reservation.
  const removed = await transact(removalItems(m)).then(() => true, (error: unknown) => (cancelledByCondition(error) ? false : Promise.reject(error)));
  if (!removed) return false;
  try {
    await removeObjects(m);
  } catch (error) {
    log.error('media janitor: objects left', { media_id: m.id, keys: objectKeysOf(m), error: errorField(error) });
  }
  return true;
}

