/**
 * The files the reference function serves: the OpenAPI description (docs/openapi.json, written by
 * `npm run openapi`) and Redoc's standalone renderer (redoc/bundles/redoc.standalone.js). In AWS
 * they sit beside the bundle (lib/constructs/domain-function.ts `files`, REFERENCE_FILES); on the
 * local stack and in tests they are read where the repository keeps them. Read once per container.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Each served file: its name beside the Lambda bundle and where the repository has it. */
export const REFERENCE_FILES = {
  document: { name: 'openapi.json', source: () => fileURLToPath(new URL('../../docs/openapi.json', import.meta.url)) },
  renderer: { name: 'redoc.standalone.js', source: () => createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js') },
} as const;

export type ReferenceFile = keyof typeof REFERENCE_FILES;

const cache = new Map<ReferenceFile, string>();

/** Where `file` is read from: beside the bundle when deployed, else the repository's copy. */
export function referenceFilePath(file: ReferenceFile): string {
  const beside = fileURLToPath(new URL(`./${REFERENCE_FILES[file].name}`, import.meta.url));
  return existsSync(beside) ? beside : REFERENCE_FILES[file].source();
}

export function readReferenceFile(file: ReferenceFile): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(referenceFilePath(file), 'utf8');
    cache.set(file, text);
  }
  return text;
}
