/**
 * `npm run compat:inventory`: the inventory of the original free plugin's routes against ours,
 * recomputed from the route table and the compat OpenAPI document (docs/openapi-compat.json)
 * against the original's route list (scripts/compat/original-routes.json). A route of the original
 * is
 * - SERVED: the original's method and path (a sample value in each of its parameters) reach a
 *   route of ours whose path parameters accept them, answering 200 with every top-level key the original sends (its conditional keys
 *   included) under the compat base path;
 * - DIFF: such a route answering another status or lacking keys;
 * - MISSING: no such route;
 * - INTEGRATION: missing on purpose, because it belongs to an integration we do not have and the
 *   original without it has no such route either (docs/wordpress-compat.md, "Integrations");
 * - UNREGISTERED: declared in the original's code but never registered by it (counted apart).
 * With `--check` it exits 1 unless nothing is MISSING or DIFF (test/unit/original-route-coverage.test.ts).
 */
import { readFileSync } from 'node:fs';
import type { AnyRoute } from '#platform/http/route.ts';
import { matchRoute } from '#platform/http/router.ts';
import { loadRouteDefinitions } from '../openapi/document.ts';

export interface OriginalRoute {
  method: string;
  path: string;
  handler: string;
  section: string;
  keys: string[];
  conditional_keys: string[];
  errors: string;
  loaded_with?: string;
  registered?: boolean;
}

export type Verdict = 'SERVED' | 'DIFF' | 'MISSING' | 'INTEGRATION' | 'UNREGISTERED';

export interface InventoryRow {
  route: OriginalRoute;
  verdict: Verdict;
  /** Our route key (`GET /spaces/{space}/by-slug`). */
  ours?: string;
  /** Our success status under the compat base path. */
  status?: number;
  lacks: string[];
}

/** Integrations we do not have, whose routes the original registers only with them (docs/wordpress-compat.md). */
export const ABSENT_INTEGRATIONS: Readonly<Record<string, string>> = {
  fluentcart: 'FluentCart paywalls: the original registers /cart/* only while FluentCart is active; without it they answer 404 rest_no_route, as here. Paid spaces are lockscreens (PUT /spaces/{space}/lockscreens).',
};

type Json = Record<string, unknown>;

export function loadOriginalRoutes(): OriginalRoute[] {
  return (JSON.parse(readFileSync(new URL('./original-routes.json', import.meta.url), 'utf8')) as { routes: OriginalRoute[] }).routes;
}

export function loadCompatDocument(): Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } } {
  return JSON.parse(readFileSync(new URL('../../docs/openapi-compat.json', import.meta.url), 'utf8'));
}

/** A value each of the original's parameter patterns takes (`{feed_id:int}`, `{spaceSlug:slug}`, `{media_id:any}`). */
export const samplePath = (path: string): string => path.replace(/\{\w+(?::(\w+))?\}/g, (_, kind?: string) => (kind === 'int' ? '7' : kind === 'slug' ? 'a-slug' : 'x7'));

/** Our route a request on the original's method and path reaches, when its path parameters accept them (as the router decides). */
export function ourRoute(method: string, path: string, definitions: Map<string, AnyRoute>): string | undefined {
  const match = matchRoute(method, samplePath(path));
  if (!match) return undefined;
  const params = definitions.get(match.key)?.params;
  return params && !params.safeParse(match.pathParameters).success ? undefined : match.key;
}

/** The top-level property names a schema can have (the union over allOf/anyOf/oneOf, references followed). */
export function topLevelKeys(schema: unknown, components: Record<string, Json>, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (schema === null || typeof schema !== 'object') return keys;
  const s = schema as Json;
  const ref = s['$ref'];
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return keys;
    seen.add(name);
    return topLevelKeys(components[name], components, seen);
  }
  for (const key of Object.keys((s['properties'] ?? {}) as Json)) keys.add(key);
  for (const combinator of ['allOf', 'anyOf', 'oneOf']) {
    for (const part of (s[combinator] ?? []) as unknown[]) for (const key of topLevelKeys(part, components, seen)) keys.add(key);
  }
  return keys;
}

export async function computeInventory(original = loadOriginalRoutes(), document = loadCompatDocument()): Promise<InventoryRow[]> {
  const definitions = await loadRouteDefinitions();
  return original.map((route): InventoryRow => {
    if (route.registered === false) return { route, verdict: 'UNREGISTERED', lacks: [] };
    const ours = ourRoute(route.method, route.path, definitions);
    if (!ours) return { route, verdict: route.loaded_with && ABSENT_INTEGRATIONS[route.loaded_with] ? 'INTEGRATION' : 'MISSING', lacks: [] };
    const [method = '', path = ''] = ours.split(' ');
    const operation = document.paths[path]?.[method.toLowerCase()] as { responses?: Record<string, Json> } | undefined;
    const [status, response] = Object.entries(operation?.responses ?? {}).find(([s]) => s.startsWith('2')) ?? [];
    const schema = (response?.['content'] as Record<string, Json> | undefined)?.['application/json']?.['schema'];
    const keys = topLevelKeys(schema, document.components.schemas);
    const lacks = [...route.keys, ...route.conditional_keys].filter((k) => !keys.has(k));
    const verdict = lacks.length === 0 && status === '200' ? 'SERVED' : 'DIFF';
    return { route, verdict, ours, status: Number(status), lacks };
  });
}

export function summary(rows: readonly InventoryRow[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { SERVED: 0, DIFF: 0, MISSING: 0, INTEGRATION: 0, UNREGISTERED: 0 };
  for (const row of rows) counts[row.verdict]++;
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await computeInventory();
  for (const row of rows.filter((r) => r.verdict !== 'SERVED')) {
    const detail = row.verdict === 'DIFF' ? ` (${row.ours} answers ${row.status}${row.lacks.length ? `, lacks ${row.lacks.join(', ')}` : ''})` : '';
    console.log(`${row.verdict.padEnd(12)} ${row.route.method} ${row.route.path}${detail}`);
  }
  const counts = summary(rows);
  console.log(`\n${rows.length} routes of the original (${rows.length - counts.UNREGISTERED} registered): ${Object.entries(counts).map(([v, n]) => `${v} ${n}`).join(', ')}`);
  if (process.argv.includes('--check') && counts.MISSING + counts.DIFF > 0) process.exit(1);
}
