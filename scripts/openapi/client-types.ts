/**
 * TypeScript types for the API's clients, generated from the OpenAPI description by
 * openapi-typescript (docs/typed-client.md). `npm run openapi` writes them to
 * docs/client/community-api.d.ts beside the document; test/unit/openapi-client.test.ts keeps the
 * committed file equal to what the document gives.
 */
import { register } from 'node:module';

export const CLIENT_TYPES_PATH = new URL('../../docs/client/community-api.d.ts', import.meta.url);

const HEADER = `/**
 * The Community API's paths, operations and schemas as TypeScript types, generated from
 * docs/openapi.json by openapi-typescript: do not edit; \`npm run openapi\` rewrites this file.
 * docs/typed-client.md shows how to call the API with them.
 */

`;

let loaded: Promise<typeof import('openapi-typescript')> | undefined;

/** openapi-typescript, its TypeScript import answered with TypeScript 5 (typescript5-hook.mjs). */
function generator(): Promise<typeof import('openapi-typescript')> {
  if (!loaded) {
    register('./typescript5-hook.mjs', import.meta.url);
    loaded = import('openapi-typescript');
  }
  return loaded;
}

/** The types file for `document` (the description as `npm run openapi` writes it). */
export async function clientTypes(document: object): Promise<string> {
  const { default: openapiTS, astToString } = await generator();
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}
