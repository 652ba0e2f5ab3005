/**
 * Whether a request came under the compat base path (COMPAT_BASE_PATH, the original's clients:
 * docs/wordpress-compat.md): the pipeline then applies the route's compat answer
 * (platform/http/compat-answers.ts). Read from the raw path as sent, with the router's own
 * base-path match; it only ever concerns the caller's own request, which could as well have been
 * sent under the other path.
 */
import { config } from '#platform/config.ts';
import { relativePath } from '#platform/http/router.ts';

/** Whether a raw request path lies under the compat base path. */
export function underCompatBasePath(rawPath: string, compat: string | null = config.COMPAT_BASE_PATH ?? null): boolean {
  return compat !== null && relativePath(rawPath, [compat]) !== null;
}
