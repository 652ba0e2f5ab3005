/**
 * The original's settings, admin, options, migration and FluentPlayer routes as its web app and
 * clients call them (docs/wordpress-compat.md, "Routes: settings, admin, options, migration,
 * FluentPlayer"): JSON or form bodies under the settings' wrapper keys, unknown keys among them
 * (dropped and named in `ignored_keys`), customization and privacy saved whole (omitted keys fall
 * back to their defaults). test/api/settings/original-settings-contract.test.ts replays them and
 * puts back what they change.
 */
import type { RecordedCall } from '../original-client.ts';

export const SETTINGS_CALLS: readonly RecordedCall[] = [
  // Settings (SettingController)
  { name: 'features', route: 'GET /settings/features', as: 'admin', method: 'GET', path: '/settings/features', status: 200, keys: ['features', 'addOns', 'addOns.fluent-player.is_installed'], values: { 'addOns.fluent-crm.is_installed': false } },
  { name: 'features: unknown switches dropped', route: 'POST /settings/features', as: 'admin', method: 'POST', path: '/settings/features', json: { features: { leader_board_module: 'yes', pwa_module: 'no' } }, status: 200, keys: ['message'], values: { ignored_keys: ['leader_board_module', 'pwa_module'] } },
  { name: 'features: a bad value', route: 'POST /settings/features', as: 'admin', method: 'POST', path: '/settings/features', json: { features: { course_module: 'maybe' } }, status: 422, keys: ['message'] },
  { name: 'menu settings', route: 'GET /settings/menu-settings', as: 'admin', method: 'GET', path: '/settings/menu-settings', status: 200, keys: ['menuSettings.mainMenuItems'] },
  { name: 'menu settings: an unknown group dropped', route: 'POST /settings/menu-settings', as: 'admin', method: 'POST', path: '/settings/menu-settings', json: { menuSettings: { sideMenuItems: [] } }, status: 200, keys: ['message'], values: { ignored_keys: ['sideMenuItems'] } },
  { name: 'install a plugin: nothing is installed', route: 'POST /settings/install_plugin', as: 'admin', method: 'POST', path: '/settings/install_plugin', form: [['plugin', 'fluent-crm']], status: 422, keys: ['message'] },
  { name: 'customization', route: 'GET /settings/customization-settings', as: 'admin', method: 'GET', path: '/settings/customization-settings', status: 200, keys: ['settings.dark_mode', 'settings.default_feed_layout'] },
  { name: 'customization: set a key (setup)', native: true, as: 'admin', method: 'POST', path: '/settings/customization-settings', json: { settings: { icon_on_header_menu: 'yes' } }, status: 200 },
  {
    name: 'customization: saved whole, unknown keys dropped',
    route: 'POST /settings/customization-settings',
    as: 'admin',
    method: 'POST',
    path: '/settings/customization-settings',
    json: { settings: { fixed_sidebar: 'yes', show_powered_by: 'no', legacy_layout: 'x' } },
    status: 200,
    keys: ['message'],
    values: { ignored_keys: ['legacy_layout'], 'settings.fixed_sidebar': 'yes', 'settings.show_powered_by': 'no', 'settings.icon_on_header_menu': 'no' },
  },
  { name: 'privacy', route: 'GET /settings/privacy-settings', as: 'admin', method: 'GET', path: '/settings/privacy-settings', status: 200, keys: ['settings.members_page_status', 'settings.can_change_email'] },
  {
    name: 'privacy: saved whole from a form, a non-scalar blanked, unknown keys dropped',
    route: 'POST /settings/privacy-settings',
    as: 'admin',
    method: 'POST',
    path: '/settings/privacy-settings',
    form: [['settings[show_last_activity]', 'no'], ['settings[can_change_password][]', 'yes'], ['settings[members_page_status]', 'logged_in'], ['settings[old_key]', '1']],
    status: 200,
    keys: ['message'],
    values: { ignored_keys: ['old_key'], 'settings.show_last_activity': 'no', 'settings.can_change_password': 'yes', 'settings.members_page_status': 'logged_in', 'settings.profile_page_visibility': 'everybody' },
  },
  { name: 'color config', route: 'GET /settings/color-config', as: 'admin', method: 'GET', path: '/settings/color-config', status: 200, keys: ['config', 'schemas.lightSkins'] },
  { name: 'crm tagging config', route: 'GET /settings/crm-tagging-config', as: 'admin', method: 'GET', path: '/settings/crm-tagging-config', status: 200, keys: ['settings.is_enabled', 'spaceGroups', 'crm_tags'], values: { has_fluentcrm: false } },
  { name: 'FluentPlayer settings', route: 'GET /settings/fluent-player-settings', as: 'admin', method: 'GET', path: '/settings/fluent-player-settings', status: 200, keys: ['settings.enable_fluent_player', 'settings.controls.play', 'settings.behaviors.load_strategy'] },
  {
    name: 'FluentPlayer settings: merged, unknown keys dropped',
    route: 'POST /settings/fluent-player-settings',
    as: 'admin',
    method: 'POST',
    path: '/settings/fluent-player-settings',
    json: { settings: { skin: 'minimal-{run}', controls: { pip: false }, behaviors: { load_strategy: 'idle' }, hls: 'yes' } },
    status: 200,
    keys: ['message'],
    values: { ignored_keys: ['hls'], 'settings.skin': 'minimal-{run}', 'settings.controls.pip': false, 'settings.controls.play': true, 'settings.behaviors.load_strategy': 'idle' },
  },
  { name: 'FluentPlayer settings: merged over the previous', route: 'POST /settings/fluent-player-settings', as: 'admin', method: 'POST', path: '/settings/fluent-player-settings', form: [['settings[enable_audio]', 'yes']], status: 200, values: { 'settings.skin': 'minimal-{run}', 'settings.enable_audio': 'yes' } },

  // Admin (AdminController)
  { name: 'general settings', route: 'GET /admin/general', as: 'admin', method: 'GET', path: '/admin/general', status: 200, keys: ['settings.slug', 'user_roles', 'users_can_register', 'user_registration_enable_url'] },
  { name: 'general settings: no slug change', route: 'POST /admin/general', as: 'admin', method: 'POST', path: '/admin/general', json: { settings: { site_tagline: 'x' } }, status: 200, keys: ['message'], values: { redirect_url: '', ignored_keys: ['site_tagline'] } },
  { name: 'email settings', route: 'GET /admin/email-settings', as: 'admin', method: 'GET', path: '/admin/email-settings', status: 200, keys: ['email_settings'] },
  { name: 'email settings: unknown keys dropped', route: 'POST /admin/email-settings', as: 'admin', method: 'POST', path: '/admin/email-settings', json: { email_settings: { smtp_host: 'x' } }, status: 200, keys: ['email_settings', 'message'], values: { ignored_keys: ['smtp_host'] } },
  { name: 'storage settings', route: 'GET /admin/storage-settings', as: 'admin', method: 'GET', path: '/admin/storage-settings', status: 200, keys: ['config.driver'] },
  { name: 'storage settings: unknown keys dropped', route: 'POST /admin/storage-settings', as: 'admin', method: 'POST', path: '/admin/storage-settings', json: { config: { region_hint: 'x' } }, status: 200, keys: ['message'], values: { ignored_keys: ['region_hint'] } },
  { name: 'welcome banner', route: 'GET /admin/welcome-banner', as: 'admin', method: 'GET', path: '/admin/welcome-banner', status: 200, keys: ['settings.login', 'settings.logout'] },
  { name: 'welcome banner: unknown keys dropped', route: 'POST /admin/welcome-banner', as: 'admin', method: 'POST', path: '/admin/welcome-banner', json: { settings: { guest: {} } }, status: 200, keys: ['message', 'settings'], values: { ignored_keys: ['guest'] } },
  { name: 'auth settings', route: 'GET /admin/auth-settings', as: 'admin', method: 'GET', path: '/admin/auth-settings', status: 200, keys: ['settings.login', 'settings.signup'] },
  { name: 'onboarding', route: 'GET /admin/on-boardings', as: 'admin', method: 'GET', path: '/admin/on-boardings', status: 200, keys: ['settings.slug'] },
  { name: 'onboarding: unknown keys dropped', route: 'POST /admin/on-boardings', as: 'admin', method: 'POST', path: '/admin/on-boardings', form: [['settings[wizard_step]', '3']], status: 200, keys: ['message'], values: { ignored_keys: ['wizard_step'] } },
  { name: 'change the portal slug (to the one it has)', route: 'POST /admin/on-boardings/change-slug', as: 'admin', method: 'POST', path: '/admin/on-boardings/change-slug', form: [['new_slug', 'portal']], status: 200, keys: ['message'] },
  { name: 'profile link providers', route: 'GET /admin/profile-link-providers', as: 'admin', method: 'GET', path: '/admin/profile-link-providers', status: 200, keys: ['providers.instagram.enabled'] },
  {
    name: 'profile link providers: saved from a form',
    route: 'POST /admin/profile-link-providers',
    as: 'admin',
    method: 'POST',
    path: '/admin/profile-link-providers',
    form: [['configs[]', 'instagram'], ['configs[]', 'twitter'], ['configs[]', 'youtube'], ['configs[]', 'linkedin'], ['configs[]', 'fb']],
    status: 200,
    keys: ['message'],
  },
  { name: 'every space and course', route: 'GET /admin/all_space_courses', as: 'admin', method: 'GET', path: '/admin/all_space_courses', status: 200, keys: ['all_spaces'] },
  { name: 'every space and course: administrators only', route: 'GET /admin/all_space_courses', as: 'member', method: 'GET', path: '/admin/all_space_courses', status: 403 },

  // Options (OptionController), for any portal user
  { name: 'app vars', route: 'GET /options/app-vars', as: 'member', method: 'GET', path: '/options/app-vars', status: 200, keys: ['appVars.portal_url', 'appVars.user_id', 'menu_links_groups.primaryItems', 'menu_links_groups.spaceGroups'] },
  { name: 'sidebar HTML', route: 'GET /options/sidebar-menu-html', as: 'member', method: 'GET', path: '/options/sidebar-menu-html', status: 200, keys: ['sidebar_html', 'auth_spaces'] },
  {
    name: 'menu items',
    route: 'GET /options/menu-items',
    as: 'member',
    method: 'GET',
    path: '/options/menu-items',
    status: 200,
    keys: ['primaryItems', 'spaceGroups', 'settingsItems', 'topInlineLinks', 'bottomLinkGroups', 'is_admin', 'has_color_scheme', 'context'],
    values: { is_admin: false, context: 'sidebar' },
  },
  { name: 'menu items: a guest', route: 'GET /options/menu-items', as: 'anonymous', method: 'GET', path: '/options/menu-items', status: 200, values: { is_admin: false } },

  // Migrations (BuddyPress): a draft upload of our own, so nothing is migrated
  { name: 'a draft upload (setup)', native: true, as: 'admin', method: 'POST', path: '/migrations/legacy-platform/uploads', json: { files: [{ path: 'users.tsv', size: 64 }] }, status: 200, save: { upload_id: 'upload_id' } },
  { name: 'migrations', route: 'GET /migrations', as: 'admin', method: 'GET', path: '/migrations', status: 200, keys: ['migrations.*.key', 'migrations.*.title'] },
  { name: 'BuddyPress config', route: 'GET /migrations/buddypress/config', as: 'admin', method: 'GET', path: '/migrations/buddypress/config?upload_id={upload_id}', status: 200, keys: ['groupItems', 'featureConfig.has_groups', 'stats.groups', 'current_status.current_stage', 'has_previous'] },
  { name: 'BuddyPress start: deleting without the confirmation', route: 'POST /migrations/buddypress/start', as: 'admin', method: 'POST', path: '/migrations/buddypress/start', form: [['delete_current_data', 'yes'], ['config[1]', '1']], status: 422, keys: ['message'], values: { code: 'delete_confirmation_required' } },
  { name: 'BuddyPress status before a start', route: 'GET /migrations/buddypress/status', as: 'admin', method: 'GET', path: '/migrations/buddypress/status?migration_id={upload_id}', status: 422, keys: ['message'], values: { code: 'invalid_stage' } },

  // FluentPlayer: no FluentPlayer here, as the original without it
  { name: 'FluentPlayer upload', route: 'POST /fluent-player/video-upload', as: 'member', method: 'POST', path: '/fluent-player/video-upload', form: [['media_kind', 'video']], status: 422, keys: ['message'], values: { code: 'fluent_player_inactive' } },
  { name: 'FluentPlayer content', route: 'GET /fluent-player/video-content/{media_id:any}', as: 'member', method: 'GET', path: '/fluent-player/video-content/yt-abc123?player_instance_key=k1', status: 200, values: { html: '' } },
  { name: 'FluentPlayer audio edit', route: 'POST /fluent-player/audio-media/{media_id:any}', as: 'member', method: 'POST', path: '/fluent-player/audio-media/7', form: [['title', 'Episode 1']], status: 422, keys: ['message'] },
];
