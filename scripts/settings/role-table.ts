/**
 * Prints docs/settings.md's table "What each key does" from the declarations (settings.ts
 * `role`, each group key's `role`): `npx tsx scripts/settings/role-table.ts`. The unit test
 * test/unit/settings-class.test.ts checks every key appears in the doc.
 */
import { GROUPS, GROUP_NAMES } from '#features/settings/groups/catalog.ts';
import type { GroupKeyDefinition, SettingsGroupDefinition } from '#features/settings/groups/group.ts';
import { SETTINGS, SETTING_KEYS, type SettingRole } from '#features/settings/settings.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|');

function row(key: string, role: SettingRole, shared?: string): string {
  if (shared) return `| \`${key}\` | the registry's \`${shared}\` (one value) | see \`${shared}\` |`;
  if ('behaviour' in role) return `| \`${key}\` | ${cell(role.behaviour)} | ${cell(role.where)}; proved by ${role.test} |`;
  if ('display' in role) return `| \`${key}\` | display hint: ${cell(role.display)} | clients (public${role.via ? `: ${role.via}` : ''}) |`;
  if ('planned' in role) return `| \`${key}\` | ${cell(role.planned)} | stored for a later release: issue ${role.issue} |`;
  if ('admin' in role) return `| \`${key}\` | ${cell(role.admin)} | the administration (admin API only) |`;
  return `| \`${key}\` | ${cell(role.what)} | being built (issue 28, another part) |`;
}

const lines = ['| key | what it does | where it is enforced |', '|---|---|---|'];
for (const key of SETTING_KEYS) lines.push(row(key, SETTINGS[key].role));
for (const name of GROUP_NAMES) {
  for (const [key, def] of Object.entries((GROUPS[name] as SettingsGroupDefinition).keys) as Array<[string, GroupKeyDefinition]>) {
    lines.push(row(`${name}.${key}`, def.role, def.site ?? (def.feature ? `features.${def.feature}` : undefined)));
  }
}
console.log(lines.join('\n'));
