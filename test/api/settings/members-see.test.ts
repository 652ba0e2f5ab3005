/**
 * What members see of the settings (issue 28, item 9; docs/settings.md): the welcome banner's
 * viewer route, the menus evaluated per caller, the enabled profile link providers (what profiles
 * accept and show), the topic configuration and the snippets while enabled, all delivered to
 * clients. Site-wide (api-serial): it changes groups every file reads; afterAll puts them back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, serverTiming, type Auth } from '../../support/http.ts';
import { createSpace, memberOf } from '../../support/spaces.ts';

const publicSettings = async (auth?: Auth) => {
  const res = await api<any>('GET', '/settings/public', auth ? { auth } : {});
  expect(res.status).toBe(200);
  return res;
};
const save = async (path: string, body: Record<string, unknown>) => {
  const res = await api<any>('POST', path, { auth: adminAuth, body });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const banner = async (auth?: Auth) => {
  const res = await api<any>('GET', '/feeds/welcome-banner', auth ? { auth } : {});
  expect(res.status).toBe(200);
  return res;
};

describe('what members see', () => {
  let member: TestMember;
  let spaceMember: TestMember;
  let space: { id: number; slug: string };
  const initial: Record<string, any> = {};

  beforeAll(async () => {
    space = await createSpace();
    [member, spaceMember] = await Promise.all([createMember(), memberOf(space)]);
    const read = async (path: string) => (await api<any>('GET', path, { auth: adminAuth })).body;
    initial['banner'] = (await read('/admin/welcome-banner')).settings;
    initial['menu'] = (await read('/settings/menu-settings')).menuSettings;
    initial['providers'] = (await read('/admin/profile-link-providers')).providers;
    initial['snippets'] = (await read('/settings/snippets-settings')).settings;
    initial['topics'] = (await read('/admin/topics/config')).config;
  });

  afterAll(async () => {
    await save('/admin/welcome-banner', { settings: initial['banner'] });
    await save('/settings/menu-settings', { menuSettings: initial['menu'] });
    await save('/admin/profile-link-providers', { providers: initial['providers'] });
    await save('/settings/snippets-settings', { settings: initial['snippets'] });
    await save('/admin/topics/config', initial['topics']);
  });

  describe('GET /feeds/welcome-banner', () => {
    it('answers the login view to members and the logout view to guests, each only while enabled, its description rendered', async () => {
      // Both views off (the default): null for everyone.
      await save('/admin/welcome-banner', { settings: { login: { enabled: 'no' }, logout: { enabled: 'no' } } });
      expect((await banner()).body).toEqual({ welcome_banner: null });
      expect((await banner(member.auth)).body).toEqual({ welcome_banner: null });

      const login = {
        enabled: 'yes',
        title: 'Welcome back',
        description: '**Hello** <script>alert(1)</script>',
        allowClose: 'yes',
        ctaButtons: [{ label: 'Start', link: 'https://example.test/start' }],
      };
      await save('/admin/welcome-banner', { settings: { login, logout: { enabled: 'no', title: 'Guests' } } });
      const forMember = (await banner(member.auth)).body.welcome_banner;
      expect(forMember).toMatchObject({ enabled: 'yes', title: 'Welcome back', allowClose: 'yes', ctaButtons: [{ label: 'Start', type: 'primary', newTab: 'no' }] });
      expect(forMember).not.toHaveProperty('description');
      expect(forMember.description_rendered).toContain('<strong>Hello</strong>');
      expect(forMember.description_rendered).not.toContain('<script>');
      const guest = await banner();
      expect(guest.body).toEqual({ welcome_banner: null });
      expect(serverTiming(guest.headers).calls).toBe(1);

      await save('/admin/welcome-banner', { settings: { login: { ...login, enabled: 'no' }, logout: { enabled: 'yes', title: 'Join us', useCustomUrl: 'yes' } } });
      expect((await banner()).body.welcome_banner).toMatchObject({ enabled: 'yes', title: 'Join us', useCustomUrl: 'yes', description_rendered: '' });
      expect((await banner(member.auth)).body).toEqual({ welcome_banner: null });
    });
  });

  describe('menus in GET /settings/public', () => {
    it('gives each caller the enabled items their privacy shows them (members_only: administrators only), in one DynamoDB call', async () => {
      const item = (title: string, extra: Record<string, unknown> = {}) => ({ title, slug: title, permalink: `https://example.test/${title}`, ...extra });
      await save('/settings/menu-settings', {
        menuSettings: {
          mainMenuItems: [
            { slug: 'leaderboard', title: 'Leaderboard', enabled: 'no' },
            item('everyone'),
            item('members', { privacy: 'logged_in' }),
            item('guests', { privacy: 'logged_out_only' }),
            item('space_members', { privacy: 'members_only', membership_ids: [space.id] }),
            item('switched_off', { enabled: 'no' }),
          ],
          beforeCommunityMenuItems: [item('sign_up', { privacy: 'logged_out_only' })],
          afterCommunityLinkGroups: [{ title: 'Members links', slug: 'members_links', items: [item('member_link', { privacy: 'logged_in' })] }],
        },
      });
      const system = ['all_feeds', 'spaces', 'all_courses', 'all_members'];
      const seen = async (auth?: Auth) => {
        const res = await publicSettings(auth);
        const menus = res.body.data.menus;
        return { main: menus.mainMenuItems.map((i: any) => i.slug), before: menus.beforeCommunityMenuItems.map((i: any) => i.slug), groups: menus.afterCommunityLinkGroups.map((g: any) => g.slug), res };
      };

      const guest = await seen();
      expect(guest.main).toEqual(['everyone', 'guests', ...system]);
      expect(guest.before).toEqual(['sign_up']);
      expect(guest.groups).toEqual([]);
      expect(serverTiming(guest.res.headers).calls).toBe(1);
      expect(guest.res.headers.get('cache-control')).toContain('private');
      expect(guest.res.body.data.menus.profileDropdownItems.map((i: any) => i.slug)).toEqual(['my_spaces', 'bookmarks', 'logout']);

      const asMember = await seen(member.auth);
      expect(asMember.main).toEqual(['everyone', 'members', ...system]);
      expect(asMember.before).toEqual([]);
      expect(asMember.groups).toEqual(['members_links']);
      // A member of the named space is not shown the members_only item either: checking their spaces would cost a second read.
      expect((await seen(spaceMember.auth)).main).toEqual(['everyone', 'members', ...system]);
      expect((await seen(adminAuth)).main).toEqual(['everyone', 'members', 'guests', 'space_members', ...system]);
    });
  });

  describe('profile link providers', () => {
    it('refuses links of disabled providers, hides those disabled since, shows them again once re-enabled', async () => {
      await save('/admin/profile-link-providers', { configs: ['github', 'twitter'] });
      const providers = (await publicSettings()).body.data.profile_link_providers;
      expect(Object.keys(providers).sort()).toEqual(['github', 'twitter']);
      expect(providers.github).toMatchObject({ title: 'GitHub', domain: 'https://github.com/', enabled: 'yes' });

      const put = (social_links: Record<string, string>) => api<any>('PUT', `/profile/${member.username}`, { auth: member.auth, body: { social_links } });
      const saved = await put({ github: 'https://github.com/ann', twitter: 'ann' });
      expect(saved.status).toBe(200);
      expect(saved.body.profile.social_links).toEqual({ github: 'https://github.com/ann', twitter: 'ann' });

      // Refused by the field as sent, changing nothing.
      const refused = await api<any>('POST', `/profile/${member.username}`, { auth: member.auth, body: { data: { social_links: { tiktok: 'ann' }, short_description: 'x' } } });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('rest_invalid_param');
      expect(Object.keys(refused.body.data.params)).toEqual(['data.social_links.tiktok']);

      await save('/admin/profile-link-providers', { configs: ['github'] });
      const hidden = await api<any>('GET', `/profile/${member.username}`, { auth: member.auth });
      expect(hidden.body.profile.social_links).toEqual({ github: 'https://github.com/ann' });
      expect(hidden.body.profile.meta.social_links).toEqual({ github: 'https://github.com/ann' });
      expect(hidden.body.profile.short_description).toBe('');
      expect((await put({ twitter: 'bob' })).status).toBe(400);

      await save('/admin/profile-link-providers', { configs: ['github', 'twitter', 'youtube'] });
      const again = await api<any>('GET', `/profile/${member.username}`);
      expect(again.body.profile.social_links).toEqual({ github: 'https://github.com/ann', twitter: 'ann', youtube: '' });
    });
  });

  describe('snippets in GET /settings/public', () => {
    it('serves the snippets (custom_css with them) only while they are enabled', async () => {
      await save('/settings/snippets-settings', { settings: { is_enabled: 'no', custom_css: 'body{color:red}', footer_html: '<p>Footer</p>' } });
      const off = (await publicSettings(member.auth)).body.data;
      expect(off.snippets).toBeNull();
      expect(off.custom_css).toBe('');
      expect((await api<any>('GET', '/settings/custom_css')).body.data.value).toBe('');
      // The administrator still reads the stored value.
      expect((await api<any>('GET', '/settings/custom_css', { auth: adminAuth })).body.data.value).toBe('body{color:red}');

      await save('/settings/snippets-settings', { settings: { is_enabled: 'yes', custom_js: 'console.log(1)' } });
      const on = (await publicSettings()).body.data;
      expect(on.snippets).toEqual({ custom_css: 'body{color:red}', custom_js: 'console.log(1)', header_html: '', footer_html: '<p>Footer</p>' });
      expect(on.custom_css).toBe('body{color:red}');
      expect((await api<any>('GET', '/settings/custom_css')).body.data.value).toBe('body{color:red}');
    });
  });

  describe('topic configuration in GET /settings/public', () => {
    it('answers the topic display settings (and the rest of the configuration) with their defaults', async () => {
      expect((await publicSettings()).body.data.topics).toMatchObject({ display_on_feed: true, display_style: 'badge' });
      await save('/admin/topics/config', { display_on_feed: false, display_style: 'tag' });
      const topics = (await publicSettings(member.auth)).body.data.topics;
      expect(topics).toEqual({ ...initial['topics'], display_on_feed: false, display_style: 'tag' });
    });
  });
});
