/**
 * The settings groups' use cases: read a group with its defaults, save a partial update with its
 * audit entry. Handlers call these; storage is behind features/settings/settings-store.ts.
 */
import { readSiteAndGroups, writeGroup } from '#features/settings/settings-store.ts';
import type { SettingsEditor } from '#features/settings/settings-service.ts';
import { portalUrl } from '#features/settings/portal.ts';
import type { StoredSettings } from '#features/settings/settings.ts';
import { GROUPS, type GroupName } from './catalog.ts';
import { effectiveGroup, groupView, splitBySite, validateGroupPatch, withSiteValues, type SettingsGroupDefinition, type StoredGroup } from './group.ts';

const definition = (name: GroupName) => GROUPS[name] as SettingsGroupDefinition;

/** The groups' stored values, their site keys filled from the site's item, and the site's overrides: one BatchGet. */
async function readStored<G extends GroupName>(names: readonly G[], consistent: boolean): Promise<{ site: StoredSettings; groups: Record<G, StoredGroup> }> {
  const read = await readSiteAndGroups(names, { consistent });
  const groups = {} as Record<G, StoredGroup>;
  for (const n of names) groups[n] = withSiteValues(definition(n), read.groups[n], read.site);
  return { site: read.site, groups };
}
import { forgetSiteRules } from './site-rules.ts';
import { openedGroup, sealGroupSecrets } from './secrets.ts';

/** A group as its GET answers it (secrets masked). Consistent: an administrator reads what they just saved. */
export async function readGroupView(name: GroupName): Promise<Record<string, unknown>> {
  const { groups } = await readStored([name], true);
  return groupView(definition(name), groups[name]);
}

/** A group's GET answer: `{[wrapper]: view}`, or what its `shapeAnswer` makes of it (with the groups it names, in the same read). */
export async function readGroupAnswer(name: GroupName): Promise<Record<string, unknown>> {
  const group = definition(name);
  const others = (group.with ?? []) as GroupName[];
  const { site, groups } = await readStored([name, ...others], true);
  const view = groupView(group, groups[name]);
  if (!group.shapeAnswer) return { [group.wrapper]: view };
  return group.shapeAnswer(view, { site, groups: Object.fromEntries(others.map((o) => [o, groupView(definition(o), groups[o])])) });
}

/** The effective values of groups, for the rules they govern (secrets included: never answer these). */
export async function groupSettings<G extends GroupName>(names: readonly G[]): Promise<GroupValues<G>> {
  const { groups } = await readStored(names, false);
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await openedGroup(definition(n), groups[n])]))) as GroupValues<G>;
}

/** Each named group's keys with their effective values. */
export type GroupValues<G extends GroupName> = { [N in G]: Record<keyof (typeof GROUPS)[N]['keys'], unknown> };

/**
 * Saves the known keys of a partial update (all validated first: one bad key changes nothing),
 * those kept in the site's item there in the same transaction (once the group's check passed), and answers the group as it now
 * is (`settings`: the view; `answer`: its GET answer) with the keys saved. An empty update saves nothing.
 */
export async function saveGroup(name: GroupName, input: Record<string, unknown>, editor: SettingsEditor) {
  const group = definition(name);
  const values = validateGroupPatch(group, group.parse ? group.parse(input) : input);
  const keys = Object.keys(values);
  // Only a group with a check, a change answer or secrets reads before it writes: the check sees the stored keys
  // (secrets opened) with the update; a secret still stored in clear is sealed by this save (secrets.ts).
  const hasSecrets = Object.values(group.keys).some((d) => d.secret);
  const before = (group.check || group.changeAnswer || hasSecrets) && keys.length > 0 ? (await readStored([name], true)).groups[name] : undefined;
  if (group.check && before) await group.check({ ...(await openedGroup(group, before)), ...values });
  if (keys.length > 0) {
    const split = splitBySite(group, values);
    const written = hasSecrets ? await sealGroupSecrets(group, split.group, before) : split.group;
    await writeGroup(name, written, { at: new Date().toISOString(), user_id: editor.userId, target: name, keys }, split.site);
    // The rules this container keeps apply the change at once here (elsewhere within SETTINGS_CACHE_SECONDS).
    forgetSiteRules();
  }
  const answer = await readGroupAnswer(name);
  const change = group.changeAnswer ? group.changeAnswer(effectiveGroup(group, before ?? {}), effectiveGroup(group, { ...before, ...values })) : {};
  return { settings: answer[group.wrapper] as Record<string, unknown>, answer: { ...answer, ...change }, updated_keys: keys };
}

/**
 * `POST /admin/on-boardings/change-slug`: the portal slug (checked by the route's schema: format
 * and reserved words) saved as `/admin/general`'s `slug`, with its audit entry. Permalinks follow
 * at once: post reads take it from the site's item (feeds.ts portalSlug).
 */
export async function changePortalSlug(slug: string, editor: SettingsEditor) {
  await saveGroup('general', { slug }, editor);
  return { message: 'The portal slug has been updated', slug, redirect_url: `${portalUrl(slug)}/admin/settings/general` };
}
