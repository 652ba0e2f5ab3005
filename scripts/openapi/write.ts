/**
 * `npm run openapi`: writes the OpenAPI description (scripts/openapi/document.ts) to
 * docs/openapi.json, or to the path given (`npm run openapi -- out.json`), and the client's
 * TypeScript types generated from it (scripts/openapi/client-types.ts) to
 * docs/client/community-api.d.ts, and the answers under the compat base path to docs/openapi-compat.json. test/unit/openapi.test.ts and openapi-client.test.ts fail while
 * the committed files differ from what the code describes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { CLIENT_TYPES_PATH, clientTypes } from './client-types.ts';
import { buildDocument, loadRouteDefinitions } from './document.ts';
import { readExamples } from './examples.ts';
import { ROUTES } from '#platform/http/route-table.ts';

export const DOCUMENT_PATH = new URL('../../docs/openapi.json', import.meta.url);
/** The answers under the compat base path (docs/wordpress-compat.md). */
export const COMPAT_DOCUMENT_PATH = new URL('../../docs/openapi-compat.json', import.meta.url);

/** The document as it is written: stable key order, two-space indent, a final newline. */
export const serialize = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2] ?? DOCUMENT_PATH;
  const definitions = await loadRouteDefinitions();
  const document = buildDocument(definitions, ROUTES, readExamples());
  writeFileSync(target, serialize(document));
  if (process.argv[2] === undefined) {
    writeFileSync(COMPAT_DOCUMENT_PATH, serialize(buildDocument(definitions, ROUTES, {}, true)));
    mkdirSync(new URL('.', CLIENT_TYPES_PATH), { recursive: true });
    writeFileSync(CLIENT_TYPES_PATH, await clientTypes(JSON.parse(serialize(document)) as object));
  }
  const bytes = Buffer.byteLength(serialize(document));
  const operations = Object.values(document.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  console.log(`OpenAPI ${document['openapi']}: ${operations} operations, ${Object.keys(document.paths).length} paths, ${Object.keys(document.components.schemas).length} schemas, ${bytes} bytes (${JSON.stringify(document).length} minified) -> ${String(target)}`);
  if (process.argv[2] === undefined) console.log(`Client types -> ${CLIENT_TYPES_PATH.pathname}`);
}
