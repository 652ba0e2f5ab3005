import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: package.json, package-lock.json and functions/ live here. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
