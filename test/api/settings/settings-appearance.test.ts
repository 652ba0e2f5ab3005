/**
 * The appearance groups through HTTP: customization settings (its max_media_per_post is the site
 * registry's), color config ({config, schemas}, hex colors, known schemes) and menu settings
 * (system items fixed, custom items slugged). Site-wide (api-serial): put back in afterAll.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';

const DEFAULT_COLORS = {
  light_schema: 'default', dark_schema: 'default',
  light_config: { body: {}, fcom_top_menu: {}, spaces: {} }, dark_config: { body: {}, fcom_top_menu: {}, spaces: {} },
};

describe('appearance settings groups', () => {
  let member: TestMember;
  let menuBefore: unknown;
  beforeAll(async () => {
    member = await createMember();
    menuBefore = (await api('GET', '/settings/menu-settings', { auth: adminAuth })).body.menuSettings;
  });
  afterAll(async () => {
    await api('POST', '/settings/customization-settings', { auth: adminAuth, body: { settings: { dark_mode: 'yes', default_theme_mode: 'light', fixed_sidebar: 'no' } } });
    await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['max_media_per_post'] } });
    await api('POST', '/settings/color-config', { auth: adminAuth, body: DEFAULT_COLORS });
    await api('POST', '/settings/menu-settings', { auth: adminAuth, body: { menuSettings: menuBefore } });
  });

  describe('customization settings', () => {
    it('answers the original keys with their defaults', async () => {
      const res = await api('GET', '/settings/customization-settings', { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(res.body.settings).toMatchObject({
        dark_mode: 'yes', default_theme_mode: 'light', fixed_page_header: 'yes', fixed_sidebar: 'no', affiliate_id: '',
        rich_post_layout: 'classic', default_feed_layout: 'timeline', post_title_pref: 'optional', max_media_per_post: 4, default_feed_sort_by: '',
      });
    });

    it('saves a partial update; max_media_per_post is the site setting of that name, both ways', async () => {
      const res = await api('POST', '/settings/customization-settings', { auth: adminAuth, body: { settings: { fixed_sidebar: true, max_media_per_post: '6' } } });
      expect(res.status).toBe(200);
      expect(res.body.settings).toMatchObject({ fixed_sidebar: 'yes', max_media_per_post: 6, dark_mode: 'yes' });
      expect(res.body.updated_keys).toEqual(['fixed_sidebar', 'max_media_per_post']);
      expect((await api('GET', '/settings/max_media_per_post')).body.data.value).toBe(6);
      expect((await api('PUT', '/settings', { auth: adminAuth, body: { max_media_per_post: 5 } })).status).toBe(200);
      expect((await api('GET', '/settings/customization-settings', { auth: adminAuth })).body.settings.max_media_per_post).toBe(5);
      const tooMany = await api('POST', '/settings/customization-settings', { auth: adminAuth, body: { settings: { max_media_per_post: 11 } } });
      expect(tooMany.body).toMatchObject({ code: 'invalid_value', data: { key: 'max_media_per_post' } });
    });

    it('shows the light theme while dark mode is off, in the group and the public settings', async () => {
      await api('POST', '/settings/customization-settings', { auth: adminAuth, body: { settings: { default_theme_mode: 'dark', dark_mode: 'no' } } });
      expect((await api('GET', '/settings/customization-settings', { auth: adminAuth })).body.settings.default_theme_mode).toBe('light');
      expect((await api('GET', '/settings/public')).body.data.customization).toMatchObject({ dark_mode: 'no', default_theme_mode: 'light' });
      await api('POST', '/settings/customization-settings', { auth: adminAuth, body: { settings: { dark_mode: 'yes' } } });
      expect((await api('GET', '/settings/public')).body.data.customization.default_theme_mode).toBe('dark');
    });

    it('refuses a bad key or value by name, and non-administrators', async () => {
      const unknown = await api('POST', '/settings/customization-settings', { auth: adminAuth, body: { settings: { nope: 'yes' } } });
      expect(unknown.body).toMatchObject({ code: 'invalid_setting_key', data: { key: 'nope' } });
      const bad = await api('POST', '/settings/customization-settings', { auth: adminAuth, body: { settings: { default_theme_mode: 'purple' } } });
      expect(bad.body).toMatchObject({ code: 'invalid_value', data: { key: 'default_theme_mode' } });
      expect((await api('GET', '/settings/customization-settings', { auth: member.auth })).status).toBe(403);
      expect((await api('POST', '/settings/customization-settings', { body: { settings: {} } })).status).toBe(401);
    });
  });

  describe('color config', () => {
    it('answers {config, schemas} with the original skins', async () => {
      const res = await api('GET', '/settings/color-config', { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(res.body.config).toEqual(DEFAULT_COLORS);
      expect(Object.keys(res.body.schemas.lightSkins)).toEqual(['default', 'sunset_sands', 'ocean_blue', 'sky_blue', 'emerald_essence', 'custom']);
      expect(res.body.schemas.lightSkins.ocean_blue.selectors.body.primary_button).toBe('#1877F2');
      expect(res.body.schemas.darkSkins.default.title).toBe('Default (Dark)');
    });

    it('saves the original body; custom colors become the custom skin', async () => {
      const body = { ...DEFAULT_COLORS, light_schema: 'custom', dark_schema: 'sky_blue', light_config: { body: { primary_bg: '#fafafa' }, fcom_top_menu: {}, spaces: {} } };
      const res = await api('POST', '/settings/color-config', { auth: adminAuth, body });
      expect(res.status).toBe(200);
      expect(res.body.config).toMatchObject({ light_schema: 'custom', dark_schema: 'sky_blue' });
      expect(res.body.schemas.lightSkins.custom.selectors.body).toEqual({ primary_bg: '#fafafa' });
      expect((await api('GET', '/settings/public')).body.data.colors).toMatchObject({ light_schema: 'custom', light_config: { body: { primary_bg: '#fafafa' } } });
    });

    it('refuses a color that is not hex and an unknown scheme, by key; and non-administrators', async () => {
      const color = await api('POST', '/settings/color-config', { auth: adminAuth, body: { light_config: { body: { primary_bg: 'red; background:url(x)' } } } });
      expect(color.status).toBe(400);
      expect(color.body).toMatchObject({ code: 'invalid_value', data: { key: 'light_config' } });
      expect(color.body.data.error).toContain('primary_bg');
      const scheme = await api('POST', '/settings/color-config', { auth: adminAuth, body: { dark_schema: 'neon' } });
      expect(scheme.body).toMatchObject({ code: 'invalid_value', data: { key: 'dark_schema' } });
      expect((await api('POST', '/settings/color-config', { auth: member.auth, body: {} })).status).toBe(403);
      expect((await api('GET', '/settings/color-config')).status).toBe(401);
    });
  });

  describe('menu settings', () => {
    it('answers the four lists with the system items and their permalinks', async () => {
      const res = await api('GET', '/settings/menu-settings', { auth: adminAuth });
      expect(res.status).toBe(200);
      const menu = res.body.menuSettings;
      expect(menu.mainMenuItems.map((i: any) => i.slug)).toEqual(['all_feeds', 'spaces', 'all_courses', 'all_members', 'leaderboard']);
      expect(menu.mainMenuItems[1]).toMatchObject({ is_system: 'yes', is_locked: 'yes', enabled: 'yes', permalink: expect.stringMatching(/\/portal\/discover\/spaces$/) });
      expect(menu.profileDropdownItems.map((i: any) => i.slug)).toEqual(['my_spaces', 'bookmarks', 'logout']);
      expect(menu.beforeCommunityMenuItems).toEqual([]);
      expect(menu.afterCommunityLinkGroups).toEqual([{ title: 'Links', slug: 'custom_footer_links', items: [] }]);
    });

    it('keeps system permalinks fixed, slugs new custom items, and saves one list without touching the others', async () => {
      const main = (await api('GET', '/settings/menu-settings', { auth: adminAuth })).body.menuSettings.mainMenuItems;
      const edited = [
        { ...main[1], title: 'Rooms', permalink: 'https://evil.example/' },
        ...main.filter((_: unknown, i: number) => i !== 1),
        { title: 'Help Center', permalink: 'https://example.test/help', new_tab: true },
      ];
      const res = await api('POST', '/settings/menu-settings', { auth: adminAuth, body: { menuSettings: { mainMenuItems: edited } } });
      expect(res.status).toBe(200);
      expect(res.body.updated_keys).toEqual(['mainMenuItems']);
      const items = res.body.menuSettings.mainMenuItems;
      expect(items[0]).toMatchObject({ slug: 'spaces', title: 'Rooms', permalink: expect.stringMatching(/\/portal\/discover\/spaces$/) });
      expect(items.at(-1)).toMatchObject({ title: 'Help Center', is_custom: 'yes', new_tab: 'yes', slug: expect.stringMatching(/^custom_help-center\d+$/) });
      expect(res.body.menuSettings.profileDropdownItems).toHaveLength(3);
      // Saved back as answered, the custom item keeps its slug.
      const again = await api('POST', '/settings/menu-settings', { auth: adminAuth, body: { menuSettings: { mainMenuItems: items } } });
      expect(again.body.menuSettings.mainMenuItems.at(-1).slug).toBe(items.at(-1).slug);
    });

    it('refuses a custom item without a permalink or with a script URL, naming the list and the item', async () => {
      const noLink = await api('POST', '/settings/menu-settings', { auth: adminAuth, body: { menuSettings: { beforeCommunityMenuItems: [{ title: 'x' }] } } });
      expect(noLink.status).toBe(400);
      expect(noLink.body).toMatchObject({ code: 'invalid_value', data: { key: 'beforeCommunityMenuItems' } });
      expect(noLink.body.data.error).toContain('permalink');
      const script = await api('POST', '/settings/menu-settings', { auth: adminAuth, body: { menuSettings: { afterCommunityLinkGroups: [{ title: 'G', items: [{ title: 'x', permalink: 'javascript:alert(1)' }] }] } } });
      expect(script.body).toMatchObject({ code: 'invalid_value', data: { key: 'afterCommunityLinkGroups' } });
      const unknown = await api('POST', '/settings/menu-settings', { auth: adminAuth, body: { menuSettings: { sideItems: [] } } });
      expect(unknown.body).toMatchObject({ code: 'invalid_setting_key', data: { key: 'sideItems' } });
      expect((await api('GET', '/settings/menu-settings', { auth: member.auth })).status).toBe(403);
    });
  });
});
