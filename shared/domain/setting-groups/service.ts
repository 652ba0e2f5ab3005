/**
 * The settings groups' use cases: read a group with its defaults, save a partial update with its
 * audit entry. Handlers call these; storage is behind shared/data/settings-store.ts.
 */
import { readGroups, writeGroup } from '#shared/data/settings-store.ts';
import type { SettingsEditor } from '#shared/domain/settings-service.ts';
import { GROUPS, type GroupName } from './catalog.ts';
import { effectiveGroup, groupView, validateGroupPatch, type SettingsGroupDefinition } from './group.ts';

/** A group as its GET answers it (secrets masked). Consistent: an administrator reads what they just saved. */
export async function readGroupView(name: GroupName): Promise<Record<string, unknown>> {
  const stored = await readGroups([name], { consistent: true });
  return groupView(GROUPS[name], stored[name]);
}

/** The effective values of groups, for the rules they govern (secrets included: never answer these). */
export async function groupSettings<G extends GroupName>(names: readonly G[]): Promise<GroupValues<G>> {
  const stored = await readGroups(names);
  return Object.fromEntries(names.map((n) => [n, effectiveGroup(GROUPS[n] as SettingsGroupDefinition, stored[n])])) as GroupValues<G>;
}

/** Each named group's keys with their effective values. */
export type GroupValues<G extends GroupName> = { [N in G]: Record<keyof (typeof GROUPS)[N]['keys'], unknown> };

/**
 * Saves the known keys of a partial update (all validated first: one bad key changes nothing)
 * (and the group's check passed) and answers the group as it now is, with the keys saved. An
 * empty update saves nothing.
 */
export async function saveGroup(name: GroupName, input: Record<string, unknown>, editor: SettingsEditor) {
  const group: SettingsGroupDefinition = GROUPS[name];
  const values = validateGroupPatch(group, input);
  const keys = Object.keys(values);
  // Only a group with a check reads before it writes: the check sees the stored keys with the update.
  if (group.check && keys.length > 0) await group.check(effectiveGroup(group, { ...(await readGroups([name], { consistent: true }))[name], ...values }));
  if (keys.length > 0) await writeGroup(name, values, { at: new Date().toISOString(), user_id: editor.userId, target: name, keys });
  return { settings: await readGroupView(name), updated_keys: keys };
}
