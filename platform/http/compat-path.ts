/**
 * Whether a request came under the compat base path (COMPAT_BASE_PATH, the original's clients:
 * docs/wordpress-compat.md), for the few answers that differ there on purpose. Read from the
 * request's URL, whose path is the raw path as sent; the answer only ever concerns the caller's own
 * request, which could as well have been sent under the other path.
 */
import { config } from '#platform/config.ts';
import type { RequestInfo } from '#platform/http/route.ts';

export function viaCompatBasePath(request: Pick<RequestInfo, 'url'>, compat: string | null = config.COMPAT_BASE_PATH ?? null): boolean {
  if (compat === null) return false;
  const path = request.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return path === compat || path.startsWith(`${compat}/`);
}
