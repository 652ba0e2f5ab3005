/**
 * The contract tests replay a call in the original's shape for every route of the original's
 * inventory (scripts/compat/original-routes.json, docs/wordpress-compat.md), and name only routes
 * that exist there; the inventory recomputed from the route table and docs/openapi-compat.json
 * finds none missing and none lacking keys.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeInventory } from '../../scripts/compat/inventory.ts';
import { ALL_ORIGINAL_CALLS } from '../support/original-calls/index.ts';

const inventory = JSON.parse(readFileSync(new URL('../../scripts/compat/original-routes.json', import.meta.url), 'utf8')) as { routes: Array<{ method: string; path: string }> };
const keys = new Set(inventory.routes.map((r) => `${r.method} ${r.path}`));

describe('the recorded calls of the original clients', () => {
  it('name routes of the inventory', () => {
    const unknown = ALL_ORIGINAL_CALLS.filter((c) => c.route !== undefined && !keys.has(c.route)).map((c) => `${c.name}: ${c.route}`);
    expect(unknown).toEqual([]);
  });

  it('exercise every route of the inventory', () => {
    const covered = new Set(ALL_ORIGINAL_CALLS.map((c) => c.route));
    expect([...keys].filter((k) => !covered.has(k))).toEqual([]);
  });
});

describe('the inventory (npm run compat:inventory)', () => {
  it('finds every registered route of the original served with its keys, apart from the absent integrations', async () => {
    const rows = await computeInventory();
    const open = rows.filter((r) => r.verdict === 'MISSING' || r.verdict === 'DIFF').map((r) => `${r.verdict} ${r.route.method} ${r.route.path} ${r.lacks.join(',')}`);
    expect(open).toEqual([]);
    expect(rows.filter((r) => r.verdict === 'INTEGRATION').every((r) => r.route.loaded_with === 'fluentcart')).toBe(true);
  }, 60_000);
});
