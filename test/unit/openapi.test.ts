/**
 * The OpenAPI description (scripts/openapi/document.ts, docs/openapi.md): it describes every
 * route of the route table, the committed docs/openapi.json is what the code describes, and the
 * routes of every domain listed as done declare their responses.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, ROUTES, routeKey, type Domain } from '#shared/http/route-table.ts';
import type { AnyRoute } from '#shared/http/route.ts';
import { buildDocument, loadRouteDefinitions, operationId, type OpenApiDocument } from '../../scripts/openapi/document.ts';
import { DOCUMENT_PATH, serialize } from '../../scripts/openapi/write.ts';

/** Domains whose routes do not all declare their responses yet (issue 19 is being built domain by domain). */
const NOT_YET_DECLARED: readonly Domain[] = DOMAINS.filter((d) => !['auth', 'members', 'profiles', 'notifications', 'activities'].includes(d));

let definitions: Map<string, AnyRoute>;
let document: OpenApiDocument;

beforeAll(async () => {
  definitions = await loadRouteDefinitions();
  document = buildDocument(definitions);
}, 60_000);

describe('the OpenAPI description', () => {
  it('has one operation per route of the route table, each with a unique operationId', () => {
    const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops));
    expect(operations).toHaveLength(ROUTES.length);
    const ids = operations.map((o) => o['operationId']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationId({ method: 'GET', path: '/spaces/{space}/by-slug' })).toBe('getSpacesSpaceBySlug');
  });

  it('is committed as the code describes it (run `npm run openapi` after changing a route)', () => {
    expect(readFileSync(DOCUMENT_PATH, 'utf8')).toBe(serialize(document));
  });

  it('declares the error envelope on every operation', () => {
    for (const [path, ops] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const statuses = Object.keys(op['responses'] as object).map(Number);
        expect(statuses.some((s) => s >= 400), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('has the declared responses of every route of the domains done', () => {
    const undeclared = ROUTES.filter((r) => !definitions.get(routeKey(r))?.responses).map((r) => ({ key: routeKey(r), domain: r.domain }));
    expect(undeclared.filter((r) => !NOT_YET_DECLARED.includes(r.domain)).map((r) => r.key)).toEqual([]);
    // A domain leaves the list once all its routes declare their responses.
    for (const domain of NOT_YET_DECLARED) expect(undeclared.some((r) => r.domain === domain), `${domain} is done: remove it from NOT_YET_DECLARED`).toBe(true);
  });
});
