/**
 * The settings groups' use cases: read a group with its defaults, save a partial update with its
 * audit entry. Handlers call these; storage is behind shared/data/settings-store.ts.
 */
import { readSiteAndGroups, writeGroup } from '#shared/data/settings-store.ts';
import type { SettingsEditor } from '#shared/domain/settings-service.ts';
import type { StoredSettings } from '#shared/domain/settings.ts';
import { GROUPS, type GroupName } from './catalog.ts';
import { effectiveGroup, groupAnswer, groupView, validateGroupPatch, type SettingsGroupDefinition, type StoredGroup } from './group.ts';

/**
 * A group as its GET answers it: `{[wrapper]: values}` (secrets masked) or its view's shape, with
 * the groups it reads, in one BatchGet. Consistent: an administrator reads what they just saved.
 */
export async function readGroupAnswer(name: GroupName): Promise<Record<string, unknown>> {
  const def: SettingsGroupDefinition = GROUPS[name];
  const reads = (def.reads ?? []).filter((n): n is GroupName => n !== name && Object.hasOwn(GROUPS, n));
  const { site, groups } = await readSiteAndGroups([name, ...reads], { consistent: true });
  const context = { groups: Object.fromEntries(reads.map((n) => [n, effectiveGroup(GROUPS[n] as SettingsGroupDefinition, groups[n], site)])) };
  return groupAnswer(def, groupView(def, groups[name], site), context);
}

/** The effective values of groups, for the rules they govern (secrets included: never answer these). */
export async function groupSettings<G extends GroupName>(names: readonly G[]): Promise<GroupValues<G>> {
  const { site, groups } = await readSiteAndGroups(names);
  return Object.fromEntries(names.map((n) => [n, effectiveGroup(GROUPS[n] as SettingsGroupDefinition, groups[n], site)])) as GroupValues<G>;
}

/** Each named group's keys with their effective values. */
export type GroupValues<G extends GroupName> = { [N in G]: Record<keyof (typeof GROUPS)[N]['keys'], unknown> };

/**
 * Saves the known keys of a partial update (all validated first: one bad key changes nothing)
 * and answers the group as it now is, with the keys saved. An empty update saves nothing. A site
 * key (siteKey()) is written to the site's item, in the same transaction.
 */
export async function saveGroup(name: GroupName, input: Record<string, unknown>, editor: SettingsEditor) {
  const def: SettingsGroupDefinition = GROUPS[name];
  const values = validateGroupPatch(def, input);
  const keys = Object.keys(values);
  const own: StoredGroup = {};
  const site: StoredSettings = {};
  for (const key of keys) {
    const siteKey = def.keys[key]?.site;
    if (siteKey) site[siteKey] = values[key];
    else own[key] = values[key];
  }
  if (keys.length > 0) await writeGroup(name, own, { at: new Date().toISOString(), user_id: editor.userId, target: name, keys }, site);
  return { answer: await readGroupAnswer(name), updated_keys: keys };
}
