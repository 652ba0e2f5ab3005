/**
 * What the settings routes answer (docs/openapi.md): each success body's schema, strict.
 *
 * The values a setting or a settings group answers are the output of the zod schema that
 * validated them when saved (or their default), so their schemas are derived from those
 * definitions (outputSchema) rather than written twice: the registry's keys
 * (features/settings/settings.ts SETTINGS) and each group's keys (features/settings/groups/).
 * What a group's `answer` hook adds is declared here beside it.
 */
import * as z from 'zod';
import { MessageOnly, sqlDateTime } from '#platform/shapes/common.ts';
import { ROLES } from '#platform/core/roles.ts';
import { LICENSE_STATUSES } from '#features/settings/license.ts';
import { LINK_PRIVACIES, LINK_TARGETS, LINK_VISIBILITIES } from '#features/settings/sidebar-links.ts';
import { FEATURE_KEYS, SETTING_GROUPS, SETTING_KEYS, SETTINGS, type SettingKey } from '#features/settings/settings.ts';
import { GROUPS, GROUP_NAMES, type GroupName } from '#features/settings/groups/catalog.ts';
import { colorSchemas } from '#features/settings/groups/colors.ts';
import { SECRET_MASK, type SettingsGroupDefinition } from '#features/settings/groups/group.ts';
import { displayKeys } from '#features/settings/setting-roles.ts';
import { MenuItem, ProfileLinkProvider, yesNoFlag } from '#features/settings/menu-responses.ts';
import { PROFILE_LINK_PROVIDERS } from '#features/settings/groups/profile-link-providers.ts';
import { SOCIAL_PROVIDERS } from '#features/settings/groups/social-providers.ts';
import { topicConfigSchema } from '#features/settings/topic-config.ts';
import { outputSchema } from '#platform/shapes/output-schema.ts';


/** Unique component ids from group names: `welcome_banner` -> `WelcomeBanner`. */
const pascal = (name: string) => name.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
const keyEnum = (keys: readonly string[]) => z.enum(keys as [string, ...string[]]);

// ---------------------------------------------------------------------------------------------
// The site settings registry

const features = z.strictObject(Object.fromEntries(FEATURE_KEYS.map((k) => [k, z.boolean()]))).meta({ id: 'Features', description: 'Feature switches, one boolean per feature.' });

/** The original's add-ons (add-ons.ts), by slug: none installed. */
const addOns = z
  .record(
    z.string(),
    z.strictObject({ is_repo: z.boolean(), title: z.string(), logo: z.string(), is_installed: z.boolean(), learn_more_url: z.string(), settings_url: z.string(), action_text: z.string(), description: z.string() }),
  )
  .meta({ id: 'AddOns', description: "The original's companion plugins, by slug: none is installed or installable here." });

export const featuresResponse = z.strictObject({ features, addOns });
/** POST /settings/install_plugin: declared as the original answers it; this API always refuses (422 plugin_not_installable). */
export const installPluginResponse = z.strictObject({ message: z.string(), is_installed: z.boolean() });
export const featuresUpdatedResponse = z.strictObject({ message: z.string(), features });

/** A registry key's effective value: its schema's output (features: every switch, defaults merged). */
const settingValue = (key: SettingKey): z.ZodType => (key === 'features' ? features : outputSchema(SETTINGS[key].schema));

/** One setting as GET /settings and GET /settings/{key} show it (settings.ts settingView), by key. */
const SettingView = z
  .discriminatedUnion(
    'key',
    SETTING_KEYS.map((key) => {
      const d = SETTINGS[key];
      return z.strictObject({ key: z.literal(key), value: settingValue(key), type: z.literal(d.type), label: z.string(), description: z.string(), group: z.literal(d.group) });
    }) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .meta({ id: 'SettingView', description: 'A site setting: its effective value, type, label, description and group.' });

/** GET /settings: every group's settings by key (only the asked group with `?group=`). */
export const settingsListResponse = z.strictObject({
  data: z.strictObject(
    Object.fromEntries(SETTING_GROUPS.map((g) => [g, z.strictObject(Object.fromEntries(SETTING_KEYS.filter((k) => SETTINGS[k].group === g).map((k) => [k, SettingView]))).optional()])),
  ),
});
export const settingResponse = z.strictObject({ data: SettingView });
export const settingsUpdatedResponse = z.strictObject({
  message: z.string(),
  data: z.strictObject({ updated_count: z.number().int(), updated_keys: z.array(keyEnum(SETTING_KEYS)) }),
});
export const settingsResetResponse = z.strictObject({
  message: z.string(),
  data: z.strictObject({ reset_count: z.number().int(), reset_keys: z.array(keyEnum(SETTING_KEYS)) }),
});

// ---------------------------------------------------------------------------------------------
// The settings groups

/** A group as clients see it (group.ts groupView): each key's output, secrets as the mask or ''. */
function groupViewSchema(group: SettingsGroupDefinition) {
  return z.strictObject(
    Object.fromEntries(Object.entries(group.keys).map(([key, def]) => [key, def.secret ? z.enum([SECRET_MASK, '']) : outputSchema(def.schema)])),
  );
}
const VIEWS = Object.fromEntries(
  GROUP_NAMES.map((name) => [name, groupViewSchema(GROUPS[name] as SettingsGroupDefinition).meta({ id: `${pascal(name)}Settings`, description: `The ${name.replace(/_/g, ' ')} settings group's values.` })]),
) as Record<GroupName, z.ZodObject>;

/** Colors: the skins to choose from (colors.ts colorSchemas), `custom` with the stored colors. */
const skins = (selectors: z.ZodType) => z.strictObject(Object.fromEntries(Object.keys(colorSchemas({}).lightSkins).map((id) => [id, z.strictObject({ title: z.string(), selectors })])));
const colorSelectors = (VIEWS.colors.shape['light_config'] as z.ZodType).meta({ id: 'ColorSelectors', description: 'A color scheme\'s colors by selector (hex colors; a missing one falls back to the client\'s default).' });
/** The four menus (menu.ts menuView; the public settings' `menus`, visibleMenus, are the same lists filtered). */
const Menus = z.strictObject({
  mainMenuItems: z.array(MenuItem),
  profileDropdownItems: z.array(MenuItem),
  beforeCommunityMenuItems: z.array(MenuItem),
  afterCommunityLinkGroups: z.array(z.strictObject({ title: z.string(), slug: z.string(), items: z.array(MenuItem) })),
});

/** Each group's GET answer: `{[wrapper]: view}`, or what its `shapeAnswer` hook makes of it. */
const GROUP_ANSWERS: Record<GroupName, z.ZodObject> = {
  general: z.strictObject({
    settings: VIEWS.general,
    user_roles: z.strictObject(Object.fromEntries(ROLES.filter((r) => r !== 'admin').map((r) => [r, z.string()]))),
    users_can_register: z.boolean(),
    user_registration_enable_url: z.string(),
    is_slug_defined: z.boolean(),
  }),
  // Without a logo of its own, the site's is shown as global_logo.
  email: z.strictObject({ email_settings: VIEWS.email.extend({ global_logo: z.string().optional() }) }),
  privacy: z.strictObject({ settings: VIEWS.privacy }),
  storage: z.strictObject({ config: VIEWS.storage }),
  welcome_banner: z.strictObject({ settings: VIEWS.welcome_banner }),
  // The general settings with the wizard's answers and the companions (never installed).
  onboarding: z.strictObject({
    settings: VIEWS.general.extend({ has_fluentcrm: z.literal('no'), has_fluentsmtp: z.literal('no'), has_fluentcart: z.literal('no') }).extend(VIEWS.onboarding.shape),
  }),
  profile_link_providers: z.strictObject({
    providers: z.strictObject(
      Object.fromEntries(
        Object.keys(PROFILE_LINK_PROVIDERS).map((p) => [p, ProfileLinkProvider]),
      ),
    ),
  }),
  followers: z.strictObject({ config: VIEWS.followers }),
  crm_tagging: z.strictObject({
    config: VIEWS.crm_tagging,
    settings: VIEWS.crm_tagging.describe("The original's name for `config`."),
    spaceGroups: z.array(z.never()).describe("The original's spaces to map tags to: none, as no CRM is connected."),
    crm_tags: z.array(z.never()).describe("The connected CRM's tags: none."),
    has_fluentcrm: z.literal(false),
  }),
  snippets: z.strictObject({ settings: VIEWS.snippets }),
  messaging: z.strictObject({ settings: VIEWS.messaging }),
  moderation: z.strictObject({ config: VIEWS.moderation }),
  customization: z.strictObject({ settings: VIEWS.customization }),
  colors: z.strictObject({ config: VIEWS.colors, schemas: z.strictObject({ lightSkins: skins(colorSelectors), darkSkins: skins(colorSelectors) }) }),
  menu: z.strictObject({ menuSettings: Menus }),
  fluent_player: z.strictObject({ settings: VIEWS.fluent_player }),
};

/** GET of a settings group. */
export const groupResponse = (name: GroupName) => GROUP_ANSWERS[name];
/** What a group's save answers besides its GET answer (its changeAnswer). */
const SAVE_EXTRAS: Partial<Record<GroupName, z.ZodRawShape>> = {
  general: { redirect_url: z.string().describe("The portal's settings page at its new address when the update changed the slug; '' otherwise.") },
};
/** POST of a settings group: its GET answer as saved, with the keys the update changed. */
export const groupUpdatedResponse = (name: GroupName) =>
  GROUP_ANSWERS[name].extend({ message: z.string(), updated_keys: z.array(keyEnum(Object.keys(GROUPS[name].keys))), ...SAVE_EXTRAS[name] });

/** An update under the compat base path: the keys it dropped, as the original drops them (routes.ts). */
export const withIgnoredKeys = (schema: z.ZodObject) => schema.extend({ ignored_keys: z.array(z.string()).describe('The keys the update dropped: the original ignores keys it does not know.') });

/** POST /admin/on-boardings/change-slug. */
export const changeSlugResponse = z.strictObject({ message: z.string(), slug: z.string(), redirect_url: z.string() });

// ---------------------------------------------------------------------------------------------
// Auth settings, the audit, the license, sidebar links, public settings

const authField = z.strictObject({
  type: z.string(),
  label: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  sanitize_callback: z.string(),
  inline_label: z.string().optional(),
});
const authBanner = z.strictObject({
  hidden: z.boolean(),
  type: z.literal('banner'),
  position: z.string(),
  logo: z.string(),
  title: z.string(),
  description: z.string(),
  title_color: z.string(),
  text_color: z.string(),
  background_image: z.string(),
  background_color: z.string(),
});
const authForm = {
  type: z.literal('form'),
  position: z.string(),
  title: z.string(),
  description: z.string(),
  title_color: z.string(),
  text_color: z.string(),
  button_label: z.string(),
  button_color: z.string(),
  button_label_color: z.string(),
  background_image: z.string(),
  background_color: z.string(),
};
/** GET /admin/auth-settings (auth-settings.ts authSettingsView). */
export const authSettingsResponse = z.strictObject({
  settings: z.strictObject({
    login: z.strictObject({ banner: authBanner, form: z.strictObject({ ...authForm, fields: z.strictObject({ username: authField, password: authField }) }) }),
    signup: z.strictObject({
      banner: authBanner,
      form: z.strictObject({
        ...authForm,
        terms_label: z.string(),
        fields: z.strictObject({ full_name: authField, email: authField, username: authField, password: authField, terms: authField }),
      }),
    }),
  }),
  registration: z.strictObject({ allowed: z.boolean(), approval_required: z.boolean(), email_verification: z.boolean() }),
});

/** GET /admin/settings/audit: newest first; `target` is a group's name, `site`, `links` or `license`. */
export const settingsAuditResponse = z.strictObject({
  audit: z.array(z.strictObject({ at: z.string(), user_id: z.number().int(), target: z.string(), keys: z.array(z.string()) })),
  next_cursor: z.string().nullable(),
});

/** The license's state (license.ts licenseView). */
const License = z
  .strictObject({
    key: z.string().nullable(),
    status: z.enum(LICENSE_STATUSES),
    expires_at: sqlDateTime.nullable(),
    plan: z.string().nullable(),
    sites_allowed: z.number().int(),
    sites_used: z.number().int(),
    features: z.array(z.string()),
    licensee: z.string().nullable(),
    license_id: z.string().nullable(),
    licensed_site: z.string().nullable(),
    issued_at: sqlDateTime.nullable(),
  })
  .meta({ id: 'License', description: 'The stored license (its key masked) and its state for this site now.' });
const licenseSite = z.strictObject({ url: z.string(), activated_at: sqlDateTime.nullable() });

export const licenseResponse = z.strictObject({ license: License, site: licenseSite });
export const licenseActivatedResponse = z.strictObject({ message: z.string(), license: License, license_data: License, site: licenseSite });
export const licenseDeactivatedResponse = z.strictObject({ message: z.string(), license_data: z.null() });

/** A sidebar link in both vocabularies (sidebar-links.ts linkView). */
const SidebarLink = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    icon: z.string(),
    target: z.enum(LINK_TARGETS),
    serial: z.number().int(),
    visibility: z.enum(LINK_VISIBILITIES),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
    parent_id: z.number().int().nullable(),
    privacy: z.enum(LINK_PRIVACIES),
    settings: z.strictObject({ permalink: z.string(), membership_ids: z.array(z.number().int()), emoji: z.string(), shape_svg: z.string(), new_tab: yesNoFlag }),
  })
  .meta({ id: 'SidebarLink', description: 'A sidebar link: the spec\'s fields and the original\'s (parent_id, privacy, settings).' });

export const linkSavedResponse = z.strictObject({ message: z.string(), link: SidebarLink });
export const linkDeletedResponse = MessageOnly;

/** GET /settings/public (settings-service.ts getPublicSettings): the public keys, the look, the links the caller sees. */
export const publicSettingsResponse = z.strictObject({
  data: z
    .strictObject({
      ...Object.fromEntries(SETTING_KEYS.filter((k) => SETTINGS[k].public).map((k) => [k, settingValue(k)])),
      customization: VIEWS.customization,
      colors: VIEWS.colors,
      general: VIEWS.general.pick(Object.fromEntries(displayKeys(GROUPS.general as SettingsGroupDefinition).map((k) => [k, true])) as Record<string, true>).meta({ id: 'PublicGeneralSettings', description: "General's display hints: the branding and sign-in pages clients render." }),
      sidebar_links: z.array(SidebarLink),
      menus: Menus.describe('The menus as the caller may use them: enabled items their privacy shows the caller (members_only: administrators only).'),
      profile_link_providers: z.partialRecord(z.enum(SOCIAL_PROVIDERS), ProfileLinkProvider).describe('The enabled providers: the social links profiles accept and show.'),
      topics: outputSchema(topicConfigSchema).describe('The topic configuration (topics.ts; display_on_feed and display_style are display hints).'),
      snippets: z
        .strictObject({ custom_css: z.string(), custom_js: z.string(), header_html: z.string(), footer_html: z.string() })
        .nullable()
        .describe('The administrator\'s snippets while enabled; null while not.'),
      live_url: z.string().nullable().describe('The WebSocket API of live updates (docs/live-updates.md): connect with an Authorization header, or `?token=` from POST /live/token; null where it is not deployed.'),
    })
    .meta({
      id: 'PublicSettings',
      description:
        "What anyone may read: the public settings, the customization and colors, general's display hints, the menus and sidebar links the caller sees, the profile link providers, the topic configuration and the enabled snippets.",
    }),
});
