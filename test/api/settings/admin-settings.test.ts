/**
 * The administration's other settings groups through HTTP (email, welcome banner, onboarding,
 * profile link providers, the PRO crm tagging, snippets and messaging groups), `/admin/general`'s
 * keys shared with the site registry, the portal slug in permalinks, and the auth screens.
 * Site-wide (api-serial): the site name, the portal slug and registration govern every other file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, listFeeds, readFeed, siteUrl } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';

/** Each group this file covers: its path, wrapper key, a default, a valid partial update, a bad value. */
const GROUPS = [
  { path: '/admin/email-settings', wrapper: 'email_settings', defaults: { mention_mail: 'yes', digest_mail_day: 'tue', daily_digest_time: '09:00', digest_email_status: 'no' }, patch: { digest_mail_day: 'fri', daily_digest_time: '18:30', reply_to_email: 'team@example.com' }, bad: { daily_digest_time: '25:00' } },
  { path: '/admin/welcome-banner', wrapper: 'settings', defaults: { login: { enabled: 'no', mediaType: 'image', allowClose: 'no', ctaButtons: [] }, logout: { enabled: 'no', useCustomUrl: 'no' } }, patch: { logout: { enabled: true, title: 'Hello guests' } }, bad: { login: { mediaType: 'gif' } } },
  { path: '/admin/on-boardings', wrapper: 'settings', defaults: { template: '', install_fluentcrm: 'yes', share_data: 'no', has_fluentcrm: 'no', slug: 'portal' }, patch: { template: 'course', share_data: 'yes' }, bad: { user_email_address: 'not-an-email' } },
  { path: '/settings/crm-tagging-config', wrapper: 'config', defaults: { is_enabled: 'no', signup_tags: [], remove_tags_on_leave: 'no' }, patch: { is_enabled: 1, signup_tags: 'new, member' }, bad: { signup_tags: [''] } },
  { path: '/settings/snippets-settings', wrapper: 'settings', defaults: { is_enabled: 'no', custom_js: '', footer_html: '' }, patch: { is_enabled: 'yes', footer_html: '<p>Footer</p>' }, bad: { custom_js: 'x'.repeat(20_001) } },
  { path: '/admin/messaging-setting', wrapper: 'settings', defaults: { is_enabled: 'no', who_can_start: 'members', max_message_length: 2000 }, patch: { who_can_start: 'moderators', max_message_length: '500' }, bad: { who_can_start: 'anyone' } },
] as const;

const PROVIDERS = ['instagram', 'twitter', 'youtube', 'linkedin', 'fb', 'blue_sky', 'tiktok', 'pinterest', 'telegram', 'snapchat', 'reddit', 'twitch', 'vk', 'github', 'mastodon'];
const PATHS = [...GROUPS.map((g) => g.path), '/admin/profile-link-providers', '/admin/general'];
/** Site keys this file changes; reset in afterAll. */
const SITE_KEYS = ['site_name', 'logo_url', 'portal_slug', 'from_name', 'custom_css', 'allow_registration', 'approval_required', 'require_email_verification'];

describe('administration settings groups', () => {
  let member: TestMember;
  const initial = new Map<string, Record<string, unknown>>();
  beforeAll(async () => {
    member = await createMember();
    for (const g of GROUPS) initial.set(g.path, (await api('GET', g.path, { auth: adminAuth })).body[g.wrapper]);
  });
  afterAll(async () => {
    for (const g of GROUPS) await api('POST', g.path, { auth: adminAuth, body: { [g.wrapper]: initial.get(g.path) } });
    await api('POST', '/admin/profile-link-providers', { auth: adminAuth, body: { configs: ['instagram', 'twitter', 'youtube', 'linkedin', 'fb'] } });
    await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: SITE_KEYS } });
  });

  it.each(GROUPS)('$path answers its defaults under $wrapper, saves a partial update and refuses a bad key or value by name', async (g) => {
    const read = await api('GET', g.path, { auth: adminAuth });
    expect(read.status).toBe(200);
    expect(read.body[g.wrapper]).toMatchObject(g.defaults);

    const saved = await api('POST', g.path, { auth: adminAuth, body: { [g.wrapper]: g.patch } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.updated_keys).toEqual(Object.keys(g.patch));
    const after = (await api('GET', g.path, { auth: adminAuth })).body[g.wrapper];
    expect(after).toEqual(saved.body[g.wrapper]);

    const unknown = await api('POST', g.path, { auth: adminAuth, body: { [g.wrapper]: { nope: 'x' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_setting_key', data: { key: 'nope' } });
    const [badKey] = Object.keys(g.bad);
    const bad = await api('POST', g.path, { auth: adminAuth, body: { [g.wrapper]: g.bad } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_value', data: { key: badKey } });
    expect((await api('GET', g.path, { auth: adminAuth })).body[g.wrapper]).toEqual(after);
  });

  it('saves the values of a partial update as validated (yes/no, numbers and lists normalised)', async () => {
    const crm = (await api('GET', '/settings/crm-tagging-config', { auth: adminAuth })).body.config;
    expect(crm).toMatchObject({ is_enabled: 'yes', signup_tags: ['new', 'member'] });
    const messaging = (await api('GET', '/admin/messaging-setting', { auth: adminAuth })).body.settings;
    expect(messaging.max_message_length).toBe(500);
    const banner = (await api('GET', '/admin/welcome-banner', { auth: adminAuth })).body.settings;
    // A view is saved whole, its missing fields defaulted.
    expect(banner.logout).toMatchObject({ enabled: 'yes', title: 'Hello guests', mediaType: 'image', useCustomUrl: 'no', ctaButtons: [] });
  });

  it('refuses members and anonymous callers on every group', async () => {
    for (const path of [...PATHS, '/admin/auth-settings']) {
      expect((await api('GET', path, { auth: member.auth })).status, path).toBe(403);
      expect((await api('GET', path)).status, path).toBe(401);
    }
    for (const path of [...PATHS, '/admin/on-boardings/change-slug']) {
      expect((await api('POST', path, { auth: member.auth, body: { slug: 'hub' } })).status, path).toBe(403);
      expect((await api('POST', path, { body: { slug: 'hub' } })).status, path).toBe(401);
    }
  });

  describe('email settings', () => {
    it('shares the sender with the registry and shows the site logo as global_logo while it has none', async () => {
      await api('PUT', '/settings', { auth: adminAuth, body: { logo_url: 'https://cdn.example.com/site-logo.png' } });
      const saved = await api('POST', '/admin/email-settings', { auth: adminAuth, body: { email_settings: { send_from_name: 'The Team' } } });
      expect(saved.body.email_settings).toMatchObject({ send_from_name: 'The Team', logo: '', global_logo: 'https://cdn.example.com/site-logo.png' });
      expect((await api('GET', '/settings/from_name', { auth: adminAuth })).body.data.value).toBe('The Team');
      // The answer sent back as it came is accepted (global_logo is shown, not kept).
      const back = await api('POST', '/admin/email-settings', { auth: adminAuth, body: { email_settings: saved.body.email_settings } });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      const bad = await api('POST', '/admin/email-settings', { auth: adminAuth, body: { digest_mail_day: 'someday' } });
      expect(bad.body).toMatchObject({ code: 'invalid_value', data: { key: 'digest_mail_day' } });
      const badEmail = await api('POST', '/admin/email-settings', { auth: adminAuth, body: { send_from_email: 'nobody' } });
      expect(badEmail.body).toMatchObject({ code: 'invalid_value', data: { key: 'send_from_email' } });
    });
  });

  describe('welcome banner', () => {
    it('validates call-to-action buttons: http(s) and mailto links only', async () => {
      const buttons = [
        { label: 'Join', link: 'https://example.com/join', type: 'primary', newTab: 'yes' },
        { label: 'Write us', link: 'mailto:team@example.com' },
      ];
      const ok = await api('POST', '/admin/welcome-banner', { auth: adminAuth, body: { settings: { login: { enabled: 'yes', ctaButtons: buttons } } } });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.settings.login.ctaButtons).toEqual([buttons[0], { ...buttons[1], type: 'primary', newTab: 'no' }]);
      const script = await api('POST', '/admin/welcome-banner', { auth: adminAuth, body: { settings: { login: { ctaButtons: [{ label: 'x', link: 'javascript:alert(1)' }] } } } });
      expect(script.status).toBe(400);
      expect(script.body).toMatchObject({ code: 'invalid_value', data: { key: 'login' } });
      expect(script.body.data.error).toContain('ctaButtons.0.link');
    });
  });

  describe('profile link providers', () => {
    it('answers every provider with its enabled flag, and keeps the enabled set POST sends as configs', async () => {
      const read = await api('GET', '/admin/profile-link-providers', { auth: adminAuth });
      expect(read.status).toBe(200);
      expect(Object.keys(read.body.providers).sort()).toEqual([...PROVIDERS].sort());
      expect(read.body.providers.linkedin).toMatchObject({ title: 'LinkedIn', domain: 'https://linkedin.com/in/', enabled: 'yes' });
      expect(read.body.providers.github.enabled).toBe('no');

      const saved = await api('POST', '/admin/profile-link-providers', { auth: adminAuth, body: { configs: ['github', 'mastodon', 'github'] } });
      expect(saved.status).toBe(200);
      expect(saved.body.updated_keys).toEqual(['configs']);
      const enabled = (providers: Record<string, { enabled: string }>) => Object.keys(providers).filter((k) => providers[k]!.enabled === 'yes').sort();
      expect(enabled((await api('GET', '/admin/profile-link-providers', { auth: adminAuth })).body.providers)).toEqual(['github', 'mastodon']);

      // The GET answer sent back is read as the set it shows enabled.
      const back = await api('POST', '/admin/profile-link-providers', { auth: adminAuth, body: { providers: { ...saved.body.providers, fb: { enabled: 'yes' } } } });
      expect(enabled(back.body.providers)).toEqual(['fb', 'github', 'mastodon']);

      const bad = await api('POST', '/admin/profile-link-providers', { auth: adminAuth, body: { configs: ['github', 'myspace'] } });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'invalid_value', data: { key: 'configs' } });
    });
  });

  describe('general and onboarding', () => {
    it('adds the original extras to GET /admin/general', async () => {
      await api('PUT', '/settings', { auth: adminAuth, body: { allow_registration: true } });
      const res = await api('GET', '/admin/general', { auth: adminAuth });
      expect(res.body).toMatchObject({ users_can_register: true, is_slug_defined: false, user_roles: { moderator: 'Moderator', member: 'Member' } });
      expect(res.body.user_roles).not.toHaveProperty('admin');
    });

    it('keeps site_title, logo and slug as the registry site_name, logo_url and portal_slug: one value', async () => {
      const saved = await api('POST', '/admin/general', { auth: adminAuth, body: { settings: { site_title: 'Makers Hub', logo: 'https://cdn.example.com/m.png' } } });
      expect(saved.status).toBe(200);
      const pub = (await api('GET', '/settings/public')).body.data;
      expect(pub).toMatchObject({ site_name: 'Makers Hub', logo_url: 'https://cdn.example.com/m.png', portal_slug: 'portal' });
      await api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'Makers Guild' } });
      expect((await api('GET', '/admin/general', { auth: adminAuth })).body.settings.site_title).toBe('Makers Guild');
      const blank = await api('POST', '/admin/general', { auth: adminAuth, body: { settings: { site_title: '' } } });
      expect(blank.body).toMatchObject({ code: 'invalid_value', data: { key: 'site_title' } });
    });

    it('onboarding shows the general settings, saves the site title through them, and takes its GET answer back', async () => {
      const read = await api('GET', '/admin/on-boardings', { auth: adminAuth });
      expect(read.body.settings).toMatchObject({ site_title: 'Makers Guild', disable_global_posts: 'no', has_fluentsmtp: 'no', subscribe_to_newsletter: 'yes' });
      const saved = await api('POST', '/admin/on-boardings', { auth: adminAuth, body: { settings: { ...read.body.settings, site_title: 'Onboarded' } } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.updated_keys).toContain('site_title');
      expect(saved.body.updated_keys).not.toContain('disable_global_posts');
      expect((await api('GET', '/settings/public')).body.data.site_name).toBe('Onboarded');
      const audit = await api('GET', '/admin/settings/audit', { auth: adminAuth, query: { per_page: 1 } });
      expect(audit.body.audit[0]).toMatchObject({ target: 'onboarding' });
    });
  });

  describe('portal slug', () => {
    it('changes with slug or new_slug, and permalinks follow at once', async () => {
      const post = await createFeed(adminAuth, {});
      expect(post.permalink).toBe(`${siteUrl()}/portal/post/${post.slug}`);

      const changed = await api('POST', '/admin/on-boardings/change-slug', { auth: adminAuth, body: { slug: 'hub' } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toEqual({ message: expect.any(String), slug: 'hub', redirect_url: `${siteUrl()}/hub/admin/settings/general` });
      expect((await readFeed(post.id)).permalink).toBe(`${siteUrl()}/hub/post/${post.slug}`);
      const listed = (await listFeeds(adminAuth, { per_page: 5 })).feeds.data.find((f: { id: number }) => f.id === post.id);
      expect(listed.permalink).toBe(`${siteUrl()}/hub/post/${post.slug}`);
      expect((await createFeed(adminAuth, {})).permalink).toMatch(`${siteUrl()}/hub/post/`);
      expect((await api('GET', '/admin/general', { auth: adminAuth })).body.settings.slug).toBe('hub');

      const back = await api('POST', '/admin/on-boardings/change-slug', { auth: adminAuth, body: { new_slug: 'portal' } });
      expect(back.body.slug).toBe('portal');
      expect((await readFeed(post.id)).permalink).toBe(`${siteUrl()}/portal/post/${post.slug}`);
    });

    it('refuses a bad format or a reserved word, naming the field', async () => {
      for (const [body, field] of [
        [{ slug: 'wp-admin' }, 'slug'],
        [{ new_slug: 'api' }, 'new_slug'],
        [{ slug: 'Has Spaces' }, 'slug'],
        [{ slug: '-dash' }, 'slug'],
        [{ slug: '' }, 'slug'],
        [{}, 'slug'],
      ] as const) {
        const res = await api('POST', '/admin/on-boardings/change-slug', { auth: adminAuth, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.body.data.params), JSON.stringify(body)).toEqual([field]);
      }
      const viaGeneral = await api('POST', '/admin/general', { auth: adminAuth, body: { settings: { slug: 'wp-json' } } });
      expect(viaGeneral.body).toMatchObject({ code: 'invalid_value', data: { key: 'slug' } });
      expect((await api('GET', '/settings/public')).body.data.portal_slug).toBe('portal');
    });
  });

  describe('auth settings', () => {
    it('shows the login and signup screens from the site name and the registration settings', async () => {
      await api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'Guild', allow_registration: true, approval_required: true, require_email_verification: false } });
      const res = await api('GET', '/admin/auth-settings', { auth: adminAuth });
      expect(res.status).toBe(200);
      const { login, signup } = res.body.settings;
      expect(login.banner).toMatchObject({ hidden: false, type: 'banner', position: 'left', title: 'Welcome to Guild' });
      expect(Object.keys(login.form.fields)).toEqual(['username', 'password']);
      expect(Object.keys(signup.form.fields)).toEqual(['full_name', 'email', 'username', 'password', 'terms']);
      expect(signup.form).toMatchObject({ type: 'form', position: 'right', terms_label: expect.any(String) });
      expect(signup.form.description).toContain('administrator reviews');
      expect(res.body.registration).toEqual({ allowed: true, approval_required: true, email_verification: false });

      await api('PUT', '/settings', { auth: adminAuth, body: { allow_registration: false } });
      const closed = await api('GET', '/admin/auth-settings', { auth: adminAuth });
      expect(closed.body.registration.allowed).toBe(false);
      expect(closed.body.settings.signup.form.description).toBe('Registration is closed.');
    });
  });
});
