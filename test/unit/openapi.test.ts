/**
 * The OpenAPI description (scripts/openapi/document.ts, docs/openapi.md): it describes every
 * route of the route table, the committed docs/openapi.json is what the code describes, and every
 * route declares its responses.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routeKey } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { buildDocument, loadRouteDefinitions, operationId, type OpenApiDocument } from '../../scripts/openapi/document.ts';
import { readExamples } from '../../scripts/openapi/examples.ts';
import { COMPAT_DOCUMENT_PATH, DOCUMENT_PATH, serialize } from '../../scripts/openapi/write.ts';

let definitions: Map<string, AnyRoute>;
let document: OpenApiDocument;

beforeAll(async () => {
  definitions = await loadRouteDefinitions();
  document = buildDocument(definitions, ROUTES, readExamples());
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

  it('has its compat base path twin committed as the code describes it (docs/openapi-compat.json)', () => {
    expect(readFileSync(COMPAT_DOCUMENT_PATH, 'utf8')).toBe(serialize(buildDocument(definitions, ROUTES, {}, true)));
  });

  it('declares the error envelope on every operation', () => {
    for (const [path, ops] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const statuses = Object.keys(op['responses'] as object).map(Number);
        expect(statuses.some((s) => s >= 400), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('has the declared success responses of every route', () => {
    expect(ROUTES.filter((r) => Object.keys(definitions.get(routeKey(r))?.responses ?? {}).length === 0).map(routeKey)).toEqual([]);
    for (const ops of Object.values(document.paths)) {
      for (const op of Object.values(ops)) expect(Object.keys(op['responses'] as object).some((s) => s.startsWith('2')), String(op['operationId'])).toBe(true);
    }
  });

  it('has examples from the API tests that its routes still answer (`npm run openapi:examples`)', () => {
    const examples = Object.entries(readExamples());
    expect(examples.length).toBeGreaterThan(ROUTES.length / 2);
    for (const [key, byStatus] of examples) {
      for (const [status, value] of Object.entries(byStatus)) {
        const schema = definitions.get(key)?.responses?.[Number(status) as 200];
        expect(schema?.safeParse(value).success, `${key} ${status}`).toBe(true);
      }
    }
  });
});
