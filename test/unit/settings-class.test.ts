/**
 * "The class" (issue 28, docs/settings.md "What each key does"): every key of the registry and of
 * every settings group declares what it does (settings.ts SettingRole), and the declaration holds:
 * a `behaviour` key names a test file that exists and mentions it; a `display` key reaches
 * clients (public in the registry, or in a group GET /settings/public shows); the exceptions are
 * few and named; and the docs' table lists every key.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROUPS, GROUP_NAMES } from '#features/settings/groups/catalog.ts';
import type { GroupKeyDefinition, SettingsGroupDefinition } from '#features/settings/groups/group.ts';
import { PUBLIC_GROUPS } from '#features/settings/settings-service.ts';
import { FEATURE_KEYS, SETTINGS, SETTING_KEYS } from '#features/settings/settings.ts';
import { SETTING_ROLES, roleOf, type SettingRole } from '#features/settings/setting-roles.ts';
import { DOMAINS, ROUTES } from '#platform/http/route-table.ts';
import { routesOf } from '#functions/routes-of.ts';
import { roleTable } from '../../scripts/settings/role-table.ts';

interface Declared {
  /** `key` for the registry, `group.key` for a group's. */
  name: string;
  /** The word a `behaviour` key's test mentions: the key, or for a shared key the registry key it is. */
  key: string;
  role: SettingRole | undefined;
  /** Whether clients read it without being administrators. */
  isPublic: boolean;
  /** A group key kept as a registry key (siteKey(), featureSwitch()): the registry key's declaration rules. */
  shared: boolean;
}

const publicGroups: ReadonlySet<string> = new Set(PUBLIC_GROUPS);

const declared: Declared[] = [
  ...SETTING_KEYS.map((key) => ({ name: key, key, role: SETTING_ROLES[key] as SettingRole | undefined, isPublic: SETTINGS[key].public, shared: false })),
  ...GROUP_NAMES.flatMap((group) =>
    (Object.entries((GROUPS[group] as SettingsGroupDefinition).keys) as Array<[string, GroupKeyDefinition]>).map(([key, def]) => ({
      name: `${group}.${key}`,
      key: def.site ?? (def.feature ? 'features' : key),
      role: roleOf(GROUPS[group] as SettingsGroupDefinition, key),
      isPublic: def.site ? SETTINGS[def.site].public : def.feature ? SETTINGS.features.public : publicGroups.has(group),
      shared: Boolean(def.site || def.feature),
    })),
  ),
];


/** The open issues a `planned` key may wait for: the original's routes (30), points and analytics (31), live updates (34), messaging (35). */
const PLANNING_ISSUES = new Set([30, 31, 34, 35]);

const kindOf = (role: SettingRole): string => ['behaviour', 'display', 'planned', 'admin'].find((k) => k in role) ?? 'none';
const mentions = (file: string, key: string) => new RegExp(`\\b${key}\\b`).test(readFileSync(file, 'utf8'));

describe('every setting declares what it does', () => {
  it.each(declared.map((d) => [d.name, d] as const))('%s', (_name, d) => {
    expect(d.role, `${d.name} declares no role`).toBeDefined();
    const role = d.role as SettingRole;
    switch (kindOf(role)) {
      case 'behaviour': {
        const { test, where } = role as { test: string; where: string };
        expect(where.length, `${d.name}: where is it enforced?`).toBeGreaterThan(0);
        expect(existsSync(test), `${d.name}: ${test} does not exist`).toBe(true);
        expect(mentions(test, d.key), `${d.name}: ${test} does not mention ${d.key}`).toBe(true);
        break;
      }
      case 'display': {
        const via = (role as { via?: string }).via;
        if (via) expect(ROUTES.some((r) => `${r.method} ${r.path}` === via), `${d.name}: no route ${via}`).toBe(true);
        else expect(d.isPublic, `${d.name} is a display hint that no client can read`).toBe(true);
        break;
      }
      case 'planned':
        expect(PLANNING_ISSUES.has((role as { issue: number }).issue), `${d.name}: plans for an issue that does not build it`).toBe(true);
        break;
      case 'admin':
        expect((role as { admin: string }).admin.length, `${d.name}: an admin key says who reads it`).toBeGreaterThan(20);
        break;
      default:
        throw new Error(`${d.name}: unknown role ${JSON.stringify(role)}`);
    }
  });

  it('lists every key in docs/settings.md\'s table, as the declarations say (scripts/settings/role-table.ts prints it)', () => {
    const doc = readFileSync('docs/settings.md', 'utf8');
    const missing = declared.filter((d) => !doc.includes(`| \`${d.name}\` |`)).map((d) => d.name);
    expect(missing).toEqual([]);
    expect(doc.includes(roleTable()), 'docs/settings.md: regenerate the table with npx tsx scripts/settings/role-table.ts').toBe(true);
  });
});

describe('the feature switches routes declare', () => {
  it('name a feature of the registry (a typo would fail every request of the route)', async () => {
    const features: ReadonlySet<string> = new Set(FEATURE_KEYS);
    const wrong: string[] = [];
    for (const domain of DOMAINS) {
      for (const [key, route] of Object.entries(await routesOf(domain))) {
        if (typeof route.feature === 'string' && !features.has(route.feature)) wrong.push(`${key}: ${route.feature}`);
      }
    }
    expect(wrong).toEqual([]);
    // Loading every function's routes takes seconds on a busy machine (route-table.test.ts does the same).
  }, 30_000);
});
