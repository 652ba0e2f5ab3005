/**
 * The media janitor (docs/media.md), run hourly by a schedule (lib/media-stack.ts): removes expired pending
 * uploads and released media past their grace, and logs what it removed.
 */
import { runMediaJanitor, type JanitorResult } from '#features/media/media-janitor.ts';
import { log } from '#platform/core/log.ts';

export async function handler(): Promise<JanitorResult> {
  const result = await runMediaJanitor();
  if (result.removed.length + result.failed.length > 0) {
    log.info('media janitor', { removed: result.removed.length, failed: result.failed.length });
  }
  return result;
}
