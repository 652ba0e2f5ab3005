/**
 * The form of the optional compat base path (config COMPAT_BASE_PATH, ApiStack compatBasePath):
 * a root segment, then a namespace (`/wp-json/fluent-community/v2`), outside the primary prefix.
 * Checked by the runtime configuration and by the CDK app alike.
 */
export const COMPAT_BASE_PATH_PATTERN = /^\/[a-z0-9_-]+(?:\/[a-z0-9_.-]+)+$/;

/** Why `path` cannot be the compat base path beside `/<restPrefix>/community/v2`, or undefined. */
export function compatBasePathProblem(path: string, restPrefix: string): string | undefined {
  if (!COMPAT_BASE_PATH_PATTERN.test(path)) return `must be /<root>/<namespace>, e.g. /wp-json/fluent-community/v2, got '${path}'`;
  if (compatParts(path).root === `/${restPrefix}`) return `must lie outside /${restPrefix}, got '${path}'`;
  return undefined;
}

/** `/wp-json/fluent-community/v2` -> root `/wp-json` (where WordPress's REST index lives), namespace `fluent-community/v2`. */
export function compatParts(path: string): { root: string; namespace: string } {
  const [, root = '', ...namespace] = path.split('/');
  return { root: `/${root}`, namespace: namespace.join('/') };
}
