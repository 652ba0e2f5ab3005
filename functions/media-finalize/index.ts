/**
 * The media bucket's ObjectCreated notification target (docs/media.md): checks an upload's bytes,
 * sizes and thumbnails it, and moves its record to ready or rejected.
 */
import type { S3Event } from 'aws-lambda';

export async function handler(event: S3Event): Promise<void> {
  throw new Error(`media finalize is not built yet (${event.Records.length} records)`);
}
