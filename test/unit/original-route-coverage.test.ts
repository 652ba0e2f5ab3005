/**
 * The contract tests replay a call in the original's shape for every route of the original's
 * inventory (scripts/compat/original-routes.json, docs/wordpress-compat.md), and name only routes
 * that exist there.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ORIGINAL_CALLS } from '../support/original-calls/index.ts';

const inventory = JSON.parse(readFileSync(new URL('../../scripts/compat/original-routes.json', import.meta.url), 'utf8')) as { routes: Array<{ method: string; path: string }> };
const keys = new Set(inventory.routes.map((r) => `${r.method} ${r.path}`));

describe('the recorded calls of the original clients', () => {
  it('name routes of the inventory', () => {
    const unknown = ALL_ORIGINAL_CALLS.filter((c) => c.route !== undefined && !keys.has(c.route)).map((c) => `${c.name}: ${c.route}`);
    expect(unknown).toEqual([]);
  });
});
