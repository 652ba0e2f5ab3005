/**
 * Every 429 the service answers carries Retry-After (docs/operations.md "Throttling"): the one
 * class that answers 429 sets it, no other code builds a 429, and the compat path's status
 * remapping turns no other error into one. API Gateway's own throttle answers are not ours and
 * carry none (documented).
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '#platform/core/errors.ts';
import { ORIGINAL_ERROR_STATUSES } from '#platform/http/compat-answers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNTIME_DIRS = ['platform', 'features', 'functions'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

describe('429 answers', () => {
  it('carry Retry-After and retry_after with the seconds to wait', () => {
    const error = new TooManyRequestsError(42);
    expect(error.statusCode).toBe(429);
    expect(error.headers['retry-after']).toBe('42');
    expect(error.data).toMatchObject({ retry_after: 42 });
  });

  it('are built only by TooManyRequestsError', () => {
    const builders = RUNTIME_DIRS.flatMap((d) => sources(path.join(ROOT, d)))
      .filter((file) => /(?:ApiError|super)\(\s*429\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(builders).toEqual(['platform/core/errors.ts']);
  });

  it('are not made of other errors by the compat status remapping', () => {
    const globally = Object.entries(ORIGINAL_ERROR_STATUSES).filter(([code, status]) => status === 429 && code !== 'too_many_requests');
    expect(globally).toEqual([]);
    // A route's own remapping: `compat: { errors: { code: status } }` in a feature's routes.
    const perRoute = RUNTIME_DIRS.flatMap((d) => sources(path.join(ROOT, d)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/compat:\s*{[^}]*errors:\s*{([^}]*)}/g)].map((m) => m[1] ?? ''))
      .filter((errors) => /:\s*429\b/.test(errors) && !/^\s*too_many_requests:\s*429\s*$/.test(errors));
    expect(perRoute).toEqual([]);
  });
});
