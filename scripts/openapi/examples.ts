/**
 * `npm run openapi:examples`: the document's response examples, taken from the API tests. Run
 * the tests with RECORD_OPENAPI_EXAMPLES=test-results/openapi-examples (test/support/response-check.ts
 * keeps the first answer of each route and status), then this collects them into
 * docs/openapi-examples.json: lists shortened to two items, credentials replaced, each example kept only if it still
 * parses with its route's response schema and is small (not the document itself, nor the
 * reference page's script). `npm run openapi` puts them in the document.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod';
import { loadRouteDefinitions } from './document.ts';

export const EXAMPLES_PATH = new URL('../../docs/openapi-examples.json', import.meta.url);

/** An example shows a shape; a larger answer (the document, a script) is no example. */
const MAX_EXAMPLE_BYTES = 16_384;

/** Examples by route key, then by status. */
export type Examples = Record<string, Record<string, unknown>>;

export function readExamples(): Examples {
  try {
    return JSON.parse(readFileSync(EXAMPLES_PATH, 'utf8')) as Examples;
  } catch {
    return {};
  }
}

/** Credentials a test answer carried (an application password shown once, a token): never in the docs. */
const SECRET_KEY = /password|token|secret/i;

/** At most two items per list, at every depth (an example shows the shape, not a whole page), credentials replaced. */
function shorten(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(shorten);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) && typeof v === 'string' && v !== '' ? 'redacted-in-example' : shorten(v)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2] ?? 'test-results/openapi-examples';
  const definitions = await loadRouteDefinitions();
  const examples: Examples = readExamples();
  let kept = 0;
  for (const name of readdirSync(folder).sort()) {
    const { key, status, body } = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { key: string; status: number; body: unknown };
    const schema = definitions.get(key)?.responses?.[status as 200] as z.ZodType | undefined;
    const example = shorten(body);
    if (JSON.stringify(example).length > MAX_EXAMPLE_BYTES || !schema?.safeParse(example).success) continue;
    (examples[key] ??= {})[String(status)] = example;
    kept += 1;
  }
  const sorted = Object.fromEntries(Object.keys(examples).sort().map((k) => [k, examples[k]]));
  writeFileSync(EXAMPLES_PATH, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${kept} examples from ${folder}; ${Object.keys(sorted).length} routes with examples -> ${EXAMPLES_PATH.pathname}`);
}
