/**
 * The media bucket's ObjectCreated notification target (docs/media.md): checks an upload's bytes,
 * sizes and thumbnails it, and moves its record to ready or rejected (features/media/media-finalize.ts).
 */
import type { S3Event } from 'aws-lambda';
import { finalize } from '#features/media/media-finalize.ts';
import { log, errorField } from '#platform/core/log.ts';

/** S3 sends keys as form values: '+' for a space, the rest percent-encoded. */
export const objectKeyOf = (encoded: string): string => decodeURIComponent(encoded.replace(/\+/g, ' '));

export async function handler(event: S3Event): Promise<void> {
  const failed: string[] = [];
  // One record's failure never blocks the next; the batch fails afterwards so Lambda retries it
  // (finalize is idempotent: records already done are left as they are).
  for (const record of event.Records) {
    const key = objectKeyOf(record.s3.object.key);
    try {
      const outcome = await finalize(key);
      log.info('media finalize', { key, outcome });
    } catch (error) {
      failed.push(key);
      log.error('media finalize failed', { key, error: errorField(error) });
    }
  }
  if (failed.length > 0) throw new Error(`media finalize failed for ${failed.length} of ${event.Records.length} objects`);
}
