/**
 * Prints docs/settings.md's table "What each key does" from the declarations (settings.ts
 * `role`, each group key's `role`): `npx tsx scripts/settings/role-table.ts`. The unit test
 * test/unit/settings-class.test.ts checks the doc holds this table as printed, so it cannot drift.
 */
import { GROUPS, GROUP_NAMES } from '#features/settings/groups/catalog.ts';
import type { GroupKeyDefinition, SettingsGroupDefinition } from '#features/settings/groups/group.ts';
import { SETTING_KEYS } from '#features/settings/settings.ts';
import { SETTING_ROLES, roleOf, type SettingRole } from '#features/settings/setting-roles.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|');

function row(key: string, role: SettingRole, shared?: string): string {
  if (shared) return `| \`${key}\` | the registry's \`${shared}\` (one value) | see \`${shared}\` |`;
  if ('behaviour' in role) return `| \`${key}\` | ${cell(role.behaviour)} | ${cell(role.where)}; proved by ${role.test} |`;
  if ('display' in role) return `| \`${key}\` | display hint: ${cell(role.display)} | clients (public${role.via ? `: ${role.via}` : ''}) |`;
  if ('planned' in role) return `| \`${key}\` | ${cell(role.planned)} | stored for a later release: issue ${role.issue} |`;
  return `| \`${key}\` | ${cell(role.admin)} | the administration (admin API only) |`;
}

/** The table, one row per key, in the registry's and the groups' order. */
export function roleTable(): string {
  const lines = ['| key | what it does | where it is enforced |', '|---|---|---|'];
  for (const key of SETTING_KEYS) lines.push(row(key, SETTING_ROLES[key]));
  for (const name of GROUP_NAMES) {
    for (const [key, def] of Object.entries((GROUPS[name] as SettingsGroupDefinition).keys) as Array<[string, GroupKeyDefinition]>) {
      lines.push(row(`${name}.${key}`, roleOf(GROUPS[name] as SettingsGroupDefinition, key) as SettingRole, def.site ?? (def.feature ? `features.${def.feature}` : undefined)));
    }
  }
  return lines.join('\n');
}

// Run as a script: print it.
if (import.meta.url === `file://${process.argv[1]}`) console.log(roleTable());
