/**
 * Settings use cases: the registry's rules applied to the stored overrides.
 * Handlers call these; storage is behind features/settings/settings-store.ts.
 */
import { config } from '#platform/config.ts';
import { auditPut, listSettingsAudit, readSiteAndGroups, readStoredSettings, removeSettings, siteSettingsUpdate, writeSettings } from '#features/settings/settings-store.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import { forgetSiteRules } from '#features/settings/groups/site-rules.ts';
import { getFeatures } from '#features/settings/feature-switches.ts';
import { isAdmin } from '#platform/auth/access.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { GROUPS } from '#features/settings/groups/catalog.ts';
import { withThemeRule } from '#features/settings/groups/customization.ts';
import { effectiveGroup, withSiteValues, type SettingsGroupDefinition } from '#features/settings/groups/group.ts';
import { displayKeys } from '#features/settings/setting-roles.ts';
import { visibleLinks } from '#features/settings/sidebar-links.ts';
import { visibleMenus } from '#features/settings/groups/menu.ts';
import { providersView, type ProfileLinkProvider } from '#features/settings/groups/profile-link-providers.ts';
import { servedSnippets } from '#features/settings/groups/snippets.ts';
import { effectiveTopicConfig } from '#features/settings/topic-config.ts';
import {
  SETTING_KEYS,
  SETTINGS,
  SettingNotFoundError,
  effectiveValue,
  FEATURE_KEYS,
  isSettingKey,
  publicSettings,
  requireSettingKey,
  settingView,
  settingsByGroup,
  validateFeatures,
  validateSettingsUpdate,
  type FeatureKey,
  type Features,
  type SettingGroup,
} from '#features/settings/settings.ts';
import { ForbiddenError, NotAuthenticatedError } from '#platform/core/errors.ts';

export async function listSettings(group?: SettingGroup) {
  return settingsByGroup(await readStoredSettings({ consistent: true }), group);
}

/** Public keys are readable by anyone; the others need an administrator. */
export async function getSetting(key: string, caller: { isAdmin: boolean; authenticated: boolean }) {
  if (!isSettingKey(key)) throw new SettingNotFoundError(key);
  if (!SETTINGS[key].public && !caller.isAdmin) {
    throw caller.authenticated ? new ForbiddenError() : new NotAuthenticatedError();
  }
  if (key === 'custom_css' && !caller.isAdmin) {
    // A snippet (the snippets group's): served only while snippets are enabled, as in the public settings.
    const { site, groups } = await readSiteAndGroups(['snippets']);
    const on = servedSnippets(effectiveGroup(GROUPS.snippets, groups.snippets)) !== null;
    return settingView(key, on ? site : { ...site, custom_css: SETTINGS.custom_css.default });
  }
  return settingView(key, await readStoredSettings({ consistent: caller.isAdmin }));
}

/**
 * The groups GET /settings/public shows: customization and colors whole, general's display hints
 * (displayKeys: its branding and sign-in pages), the menus and the profile link providers as the
 * caller may use them, the snippets while enabled. test/unit/settings-class.test.ts holds every
 * `display` key of a group to being here.
 */
export const PUBLIC_GROUPS = ['customization', 'colors', 'general', 'menu', 'snippets', 'profile_link_providers'] as const;

/**
 * What anyone may read, in one BatchGet: the public keys, the portal slug, the customization

 * and colors groups, general's display hints, and what the caller sees of the menus and the
 * sidebar links (by serial); the enabled profile link providers, the topic configuration and,
 * while enabled, the snippets (docs/settings.md "Public settings").
 */
export async function getPublicSettings(caller: Pick<Caller, 'role' | 'status'> | null): Promise<Record<string, unknown>> {
  const { site, groups, links, configs } = await readSiteAndGroups(PUBLIC_GROUPS, { links: true, configs: ['topics'] });
  const effectiveGroupOf = (name: (typeof PUBLIC_GROUPS)[number]) => {
    const group = GROUPS[name] as SettingsGroupDefinition;
    return effectiveGroup(group, withSiteValues(group, groups[name], site));
  };
  const colors = effectiveGroupOf('colors');
  const snippets = servedSnippets(effectiveGroupOf('snippets') as Parameters<typeof servedSnippets>[0]);
  const audience = !caller || caller.status !== 'active' ? 'guest' : isAdmin(caller) ? 'admin' : 'member';
  return {
    ...publicSettings(site),
    // custom_css is a snippet (the snippets group's): served only while snippets are enabled.
    custom_css: snippets?.custom_css ?? '',
    customization: withThemeRule(effectiveGroupOf('customization')),
    colors: { light_schema: colors['light_schema'], dark_schema: colors['dark_schema'], light_config: colors['light_config'], dark_config: colors['dark_config'] },
    general: pick(effectiveGroupOf('general'), displayKeys(GROUPS.general as SettingsGroupDefinition)),
    sidebar_links: visibleLinks(links, audience),
    menus: visibleMenus(effectiveGroupOf('menu'), site, audience),
    profile_link_providers: providersView(effectiveGroupOf('profile_link_providers')['configs'] as ProfileLinkProvider[], { enabledOnly: true }),
    topics: effectiveTopicConfig(configs['topics'], (effectiveValue('features', site) as Features).topics),
    snippets,
    // Where clients open live updates (docs/live-updates.md); null where the WebSocket API is not deployed.
    live_url: config.LIVE_URL ?? null,
  };
}

const pick = (values: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, values[k]]));

/** Who changes settings: the audit's `user_id`. */
export interface SettingsEditor {
  userId: number;
}

/** All keys are validated before one atomic write: an update with any bad key changes nothing. */
export async function updateSettings(input: Record<string, unknown>, editor: SettingsEditor) {
  const values = validateSettingsUpdate(input);
  const keys = Object.keys(values);
  await writeSettings(values, { at: new Date().toISOString(), user_id: editor.userId, target: 'site', keys: auditKeys(values) });
  // The feature switches and the time zone govern this container's next request at once (site-rules.ts).
  forgetSiteRules();
  return { updated_count: keys.length, updated_keys: keys };
}

/** Resets the given keys (all when omitted) to their defaults; counts the overrides removed. */
export async function resetSettings(keys: string[] | undefined, editor: SettingsEditor) {
  const targets = keys ? [...new Set(keys.map(requireSettingKey))] : SETTING_KEYS;
  const removed = await removeSettings(targets, FEATURE_KEYS, { at: new Date().toISOString(), user_id: editor.userId, target: 'site' });
  forgetSiteRules();
  return { reset_count: removed.length, reset_keys: removed };
}

/** The audit names feature switches one by one (`features.topics`), as they are changed. */
const auditKeys = (values: Record<string, unknown>): string[] =>
  Object.entries(values).flatMap(([key, value]) => (key === 'features' ? Object.keys(value as object).map((f) => `features.${f}`) : [key]));

/** A page of the settings audit (every group, the site's keys, links, the license), newest first. */
export async function settingsAudit(query: { per_page: number; cursor?: string | undefined }) {
  const page = await listSettingsAudit({ limit: query.per_page, ...(query.cursor ? { cursor: query.cursor } : {}) });
  return { audit: page.items, next_cursor: page.nextCursor };
}


export async function updateFeatures(input: Record<string, unknown>, editor: SettingsEditor) {
  const values = { features: validateFeatures(input) };
  await writeSettings(values, { at: new Date().toISOString(), user_id: editor.userId, target: 'site', keys: auditKeys(values) });
  forgetSiteRules();
  return getFeatures();
}

