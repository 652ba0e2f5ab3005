/**
 * What tooling makes of the OpenAPI description (docs/openapi.md, "Linting" and "The typed
 * client"): it passes Redocly's `recommended` rules, and the committed client types
 * (docs/client/community-api.d.ts) are what openapi-typescript generates from it.
 */
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, clientTypes } from '../../scripts/openapi/client-types.ts';
import { DOCUMENT_PATH } from '../../scripts/openapi/write.ts';

/**
 * Warnings of the recommended rules the document may give, each for a reason:
 * - no-ambiguous-paths: the original's paths (`/spaces/{space}/by-slug` beside
 *   `/spaces/space_groups/{id}`) are the API's contract; a literal segment wins over a parameter,
 *   as in API Gateway (shared/http/router.ts), so each request has one route.
 * - operation-2xx-response: only for operations whose route does not declare its responses yet
 *   (test/unit/openapi.test.ts NOT_YET_DECLARED); checked below operation by operation.
 */
const ALLOWED_WARNINGS = new Set(['no-ambiguous-paths', 'operation-2xx-response']);

const documentText = readFileSync(DOCUMENT_PATH, 'utf8');
const document = JSON.parse(documentText) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
let problems: NormalizedProblem[];

beforeAll(async () => {
  const config = await createConfig({ extends: ['recommended'] });
  problems = await lintFromString({ source: documentText, absoluteRef: 'docs/openapi.json', config });
}, 60_000);

const where = (p: NormalizedProblem) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;

describe('the OpenAPI description under Redocly’s recommended rules', () => {
  it('has no errors', () => {
    expect(problems.filter((p) => p.severity === 'error').map(where)).toEqual([]);
  });

  it('warns only where a rule is turned off for a reason', () => {
    expect(problems.filter((p) => p.severity === 'warn' && !ALLOWED_WARNINGS.has(p.ruleId)).map(where)).toEqual([]);
  });

  it('misses a 2xx response only on operations with no declared success answer', () => {
    for (const p of problems.filter((x) => x.ruleId === 'operation-2xx-response')) {
      const [, path, method] = /^#\/paths\/([^/]+)\/([a-z]+)\/responses$/.exec(p.location[0]?.pointer ?? '') ?? [];
      const op = document.paths[decodeURIComponent(path ?? '').replace(/~1/g, '/').replace(/~0/g, '~')]?.[method ?? ''];
      expect(op, where(p)).toBeDefined();
      expect(Object.keys(op?.responses ?? {}).some((s) => s.startsWith('2')), where(p)).toBe(false);
    }
  });
});

describe('the typed client', () => {
  it('is committed as openapi-typescript generates it from the document (run `npm run openapi`)', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await clientTypes(document));
  }, 60_000);
});
