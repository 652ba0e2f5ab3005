/**
 * WordPress's REST index (`GET /wp-json/`), which clients of the original probe when they start:
 * the site, the namespaces, and every route written as WordPress writes it. Served only with the
 * compat base path on (config COMPAT_BASE_PATH); the settings function answers it, as API
 * Gateway's `$default` route goes there.
 */
import { config } from '#platform/config.ts';
import { compatParts } from '#platform/core/base-paths.ts';
import { ROUTES } from '#platform/http/route-table.ts';

export interface RestIndexSite {
  name: string;
  description: string;
  /** The site's origin, e.g. https://community.example. */
  url: string;
}

interface RestRoute {
  namespace: string;
  methods: string[];
  endpoints: { methods: string[] }[];
}

/** `/feeds/{feed}/by-id` -> `/feeds/(?P<feed>[^/]+)/by-id` */
export const wordpressPath = (path: string): string => path.replace(/\{(\w+)\}/g, '(?P<$1>[^/]+)');

/** The compat namespace: `fluent-community/v2` for /wp-json/fluent-community/v2. */
export function restNamespace(compat: string | undefined = config.COMPAT_BASE_PATH): string | undefined {
  return compat === undefined ? undefined : compatParts(compat).namespace;
}

export function restIndex(site: RestIndexSite, namespace: string) {
  const routes: Record<string, RestRoute> = {};
  for (const r of ROUTES) {
    const key = `/${namespace}${wordpressPath(r.path)}`;
    const entry = (routes[key] ??= { namespace, methods: [], endpoints: [] });
    entry.methods.push(r.method);
    entry.endpoints.push({ methods: [r.method] });
  }
  return {
    name: site.name,
    description: site.description,
    url: site.url,
    home: site.url,
    namespaces: [namespace],
    authentication: {},
    routes,
  };
}
