import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTING_KEYS, SETTINGS } from '#features/settings/settings.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, serverTiming } from '../../support/http.ts';

const NOT_REGISTRATION = SETTING_KEYS.filter((k) => SETTINGS[k].group !== 'registration');

const PUBLIC_KEYS = ['site_name', 'site_description', 'allow_registration', 'logo_url', 'primary_color', 'features'];

describe('settings API', () => {
  let member: TestMember;

  beforeEach(async () => {
    member ??= await createMember();
    // Prepare: every test starts from the defaults. The registration group is left alone: the
    // registration tests, running in parallel, own those keys.
    const reset = await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: NOT_REGISTRATION } });
    expect(reset.status).toBe(200);
  });

  // The feature switches govern every other file's routes: none may stay off (courses, set off below).
  afterAll(async () => {
    expect((await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: NOT_REGISTRATION } })).status).toBe(200);
  });

  describe('GET /settings/public', () => {
    it('answers anonymous callers with the public keys and features, in one DynamoDB call', async () => {
      const res = await api('GET', '/settings/public');
      expect(res.status).toBe(200);
      for (const key of PUBLIC_KEYS) expect(res.body.data).toHaveProperty(key);
      expect(res.body.data.site_name).toBe('Community');
      expect(res.body.data.features).toMatchObject({ spaces: true, courses: true });
      expect(serverTiming(res.headers).calls).toBeLessThanOrEqual(1);
    });

    it('adds the portal slug, customization, colors and the sidebar links in that same one call', async () => {
      const res = await api('GET', '/settings/public');
      expect(res.body.data.portal_slug).toEqual(expect.any(String));
      expect(res.body.data.customization).toMatchObject({ dark_mode: expect.any(String), max_media_per_post: res.body.data.max_media_per_post });
      expect(res.body.data.colors).toMatchObject({ light_schema: expect.any(String), dark_schema: expect.any(String), light_config: expect.any(Object), dark_config: expect.any(Object) });
      expect(res.body.data.sidebar_links).toEqual(expect.any(Array));
      expect(serverTiming(res.headers).calls).toBe(1);
    });

    it('never exposes private keys', async () => {
      const res = await api('GET', '/settings/public');
      for (const key of ['admin_email', 'from_email', 'default_role', 'gif_search_api_key']) expect(res.body.data).not.toHaveProperty(key);
    });
  });

  describe('GET /settings', () => {
    it('returns every group keyed by group, each setting with key, value, type, label, description', async () => {
      const res = await api('GET', '/settings', { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data)).toEqual(['general', 'registration', 'content', 'notifications', 'email', 'appearance', 'integrations']);
      expect(res.body.data.general.site_name).toEqual({
        key: 'site_name', value: 'Community', type: 'string', label: 'Site name', description: expect.any(String), group: 'general',
      });
    });

    it('narrows to one group with ?group', async () => {
      const res = await api('GET', '/settings', { auth: adminAuth, query: { group: 'appearance' } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data)).toEqual(['appearance']);
      expect(res.body.data.appearance.primary_color.value).toBe('#1a73e8');
    });

    it('fails with rest_invalid_param naming the field for an unknown group', async () => {
      const res = await api('GET', '/settings', { auth: adminAuth, query: { group: 'nope' } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toHaveProperty('group');
    });

    it('fails with 403 rest_forbidden for a member and 401 rest_forbidden without credentials', async () => {
      const asMember = await api('GET', '/settings', { auth: member.auth });
      expect(asMember.status).toBe(403);
      expect(asMember.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
      const anonymous = await api('GET', '/settings');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    });
  });

  describe('GET /settings/{key}', () => {
    it('returns a public key to anyone', async () => {
      const res = await api('GET', '/settings/site_name');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ key: 'site_name', value: 'Community', type: 'string' });
    });

    it('returns a private key only to administrators', async () => {
      expect((await api('GET', '/settings/admin_email')).status).toBe(401);
      expect((await api('GET', '/settings/admin_email', { auth: member.auth })).status).toBe(403);
      const res = await api('GET', '/settings/admin_email', { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ key: 'admin_email', value: '', type: 'string' });
    });

    it('fails with 404 setting_not_found and data.key for an unknown key', async () => {
      const res = await api('GET', '/settings/no_such_key', { auth: adminAuth });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'setting_not_found', message: expect.any(String), data: { status: 404, key: 'no_such_key' } });
    });
  });

  describe('PUT /settings', () => {
    it('updates several keys and reports them', async () => {
      const res = await api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'Makers', primary_color: '#ff0000', allow_comments: false } });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.data).toEqual({ updated_count: 3, updated_keys: ['site_name', 'primary_color', 'allow_comments'] });
      const pub = await api('GET', '/settings/public');
      expect(pub.body.data).toMatchObject({ site_name: 'Makers', primary_color: '#ff0000', allow_comments: false });
    });

    it('fails with invalid_setting_key (data.key) and changes nothing when one key is unknown', async () => {
      const res = await api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'Changed', bogus_key: 1 } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_setting_key', data: { status: 400, key: 'bogus_key' } });
      expect((await api('GET', '/settings/site_name')).body.data.value).toBe('Community');
    });

    it.each([
      ['primary_color', 'red'],
      ['allow_registration', 'maybe'],
      ['moderate_posts', 2],
      ['admin_email', 'not-an-email'],
      ['timezone', 'Mars/Olympus'],
      ['default_role', 'admin'],
      ['site_name', ''],
      ['features', { spaces: 'on' }],
      ['features', { teleport: true }],
    ])('fails with invalid_value (data.key, data.error) for %s = %j and changes nothing', async (key, value) => {
      const res = await api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'Changed', [key]: value } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_value');
      expect(res.body.data).toMatchObject({ status: 400, key, error: expect.any(String) });
      expect((await api('GET', '/settings/site_name')).body.data.value).toBe('Community');
    });

    // Scalar coercion (docs/api-conventions.md): boolean settings take every WordPress spelling.
    it.each<[string, Record<string, unknown>, string | undefined]>([
      ['JSON text', { allow_comments: 'no', moderate_posts: 'yes', spam_protection: '0', enable_push_notifications: 'TRUE' }, undefined],
      ['JSON numbers', { allow_comments: 0, moderate_posts: 1, spam_protection: 0, enable_push_notifications: 1 }, undefined],
      ['a form', {}, 'allow_comments=false&moderate_posts=1&spam_protection=no&enable_push_notifications=true'],
    ])('stores boolean settings sent as %s as booleans', async (_name, body, form) => {
      const res = form
        ? await api('PUT', '/settings', { auth: adminAuth, rawBody: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        : await api('PUT', '/settings', { auth: adminAuth, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const read = await api<any>('GET', '/settings', { auth: adminAuth, query: { group: 'content' } });
      expect(read.body.data.content).toMatchObject({ allow_comments: { value: false }, moderate_posts: { value: true }, spam_protection: { value: false } });
      expect((await api<any>('GET', '/settings/enable_push_notifications', { auth: adminAuth })).body.data.value).toBe(true);
    });

    it('reads feature switches from a form as booleans', async () => {
      const res = await api<any>('POST', '/settings/features', { auth: adminAuth, rawBody: 'features[topics]=yes&features[courses]=0', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.features).toMatchObject({ topics: true, courses: false });
    });

    it('fails with rest_invalid_json for a malformed body', async () => {
      const res = await api('PUT', '/settings', { auth: adminAuth, rawBody: '{"site_name": ' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
    });

    it('fails with rest_invalid_param for a body that is not an object', async () => {
      const res = await api('PUT', '/settings', { auth: adminAuth, body: ['site_name'] });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    });

    it('fails with 403 rest_forbidden for a member and changes nothing', async () => {
      const res = await api('PUT', '/settings', { auth: member.auth, body: { site_name: 'Hijacked' } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_forbidden');
      expect((await api('GET', '/settings/site_name')).body.data.value).toBe('Community');
    });

    it('keeps both of two concurrent updates of different keys', async () => {
      const results = await Promise.all([
        api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'Concurrent' } }),
        api('PUT', '/settings', { auth: adminAuth, body: { site_description: 'Both stick' } }),
        api('POST', '/settings/features', { auth: adminAuth, body: { features: { topics: true } } }),
        api('POST', '/settings/features', { auth: adminAuth, body: { features: { followers: true } } }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const pub = (await api('GET', '/settings/public')).body.data;
      expect(pub).toMatchObject({ site_name: 'Concurrent', site_description: 'Both stick' });
      expect(pub.features).toMatchObject({ topics: true, followers: true });
    });
  });

  describe('POST /settings/reset', () => {
    it('resets the listed keys and counts the overrides removed', async () => {
      await api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'A', site_description: 'B' } });
      const res = await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['site_name', 'logo_url'] } });
      expect(res.status).toBe(200);
      expect(res.body.data.reset_count).toBe(1);
      const pub = (await api('GET', '/settings/public')).body.data;
      expect(pub).toMatchObject({ site_name: 'Community', site_description: 'B' });
    });

    it('resets everything when keys is omitted', async () => {
      await api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'A', site_description: 'B', features: { analytics: true } } });
      const res = await api('POST', '/settings/reset', { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(res.body.data.reset_count).toBeGreaterThanOrEqual(3); // registration tests may hold overrides too
      const pub = (await api('GET', '/settings/public')).body.data;
      expect(pub).toMatchObject({ site_name: 'Community', site_description: '' });
      expect(pub.features.analytics).toBe(false);
    });

    it('fails with invalid_setting_key for an unknown key and resets nothing', async () => {
      await api('PUT', '/settings', { auth: adminAuth, body: { site_name: 'Kept' } });
      const res = await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['site_name', 'nope'] } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_setting_key', data: { key: 'nope' } });
      expect((await api('GET', '/settings/site_name')).body.data.value).toBe('Kept');
    });

    it('fails with rest_invalid_param when keys is neither a list nor comma-separated text, and 403 for a member', async () => {
      for (const keys of [5, { site_name: true }, ',']) {
        expect((await api('POST', '/settings/reset', { auth: adminAuth, body: { keys } })).body.code).toBe('rest_invalid_param');
      }
      expect((await api('POST', '/settings/reset', { auth: member.auth, body: {} })).status).toBe(403);
    });
  });

  describe('GET and POST /settings/features', () => {
    it('merges the given switches into the current features', async () => {
      const res = await api('POST', '/settings/features', { auth: adminAuth, body: { features: { topics: true, courses: false } } });
      expect(res.status).toBe(200);
      expect(res.body.features).toMatchObject({ topics: true, courses: false, spaces: true });
      const get = await api('GET', '/settings/features', { auth: adminAuth });
      expect(get.body.features).toEqual(res.body.features);
      expect((await api('GET', '/settings/public')).body.data.features).toEqual(res.body.features);
    });

    it('fails with invalid_value for an unknown feature or a non-boolean, changing nothing', async () => {
      for (const features of [{ analytics: true, teleport: true }, { analytics: 'maybe' }]) {
        const res = await api('POST', '/settings/features', { auth: adminAuth, body: { features } });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'invalid_value', data: { key: 'features' } });
      }
      expect((await api('GET', '/settings/features', { auth: adminAuth })).body.features.analytics).toBe(false);
    });

    it('fails with rest_invalid_param when features is missing', async () => {
      const res = await api('POST', '/settings/features', { auth: adminAuth, body: {} });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toHaveProperty('features');
    });

    it('is for administrators only', async () => {
      expect((await api('GET', '/settings/features', { auth: member.auth })).status).toBe(403);
      expect((await api('POST', '/settings/features', { body: { features: { topics: true } } })).status).toBe(401);
    });
  });
});
