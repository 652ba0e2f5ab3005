/**
 * `npm run openapi`: writes the OpenAPI description (scripts/openapi/document.ts) to
 * docs/openapi.json, or to the path given (`npm run openapi -- out.json`). test/unit/openapi.test.ts
 * fails while the committed file differs from what the code describes.
 */
import { writeFileSync } from 'node:fs';
import { buildDocument, loadRouteDefinitions } from './document.ts';

export const DOCUMENT_PATH = new URL('../../docs/openapi.json', import.meta.url);

/** The document as it is written: stable key order, two-space indent, a final newline. */
export const serialize = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2] ?? DOCUMENT_PATH;
  const document = buildDocument(await loadRouteDefinitions());
  writeFileSync(target, serialize(document));
  console.log(`OpenAPI ${document['openapi']}: ${Object.keys(document.paths).length} paths, ${Object.keys(document.components.schemas).length} schemas -> ${String(target)}`);
}
