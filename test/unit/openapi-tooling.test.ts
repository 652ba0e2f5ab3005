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
 *   as in API Gateway (platform/http/router.ts), so each request has one route.
 */
const ALLOWED_WARNINGS = new Set(['no-ambiguous-paths']);

const documentText = readFileSync(DOCUMENT_PATH, 'utf8');
const document = JSON.parse(documentText) as Record<string, unknown>;
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
});

describe('the typed client', () => {
  it('is committed as openapi-typescript generates it from the document (run `npm run openapi`)', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await clientTypes(document));
  }, 60_000);
});
