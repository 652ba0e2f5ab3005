/**
 * The administration's settings groups through HTTP: defaults, partial updates, refusals naming the
 * bad key, write-only secrets, and the audit of every change. Site-wide (api-serial): a group's
 * values govern what every other file sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '#features/settings/groups/group.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';

describe('settings groups', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember();
  });
  afterAll(async () => {
    // Back to the defaults for the files that follow.
    await api('POST', '/settings/privacy-settings', { auth: adminAuth, body: { settings: { show_last_activity: 'yes' } } });
    await api('POST', '/admin/storage-settings', { auth: adminAuth, body: { config: { driver: 's3', secret_key: '' } } });
  });

  it('answers a group with its defaults under its wrapper key', async () => {
    const res = await api('GET', '/settings/privacy-settings', { auth: adminAuth });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ members_page_status: 'everybody', can_change_password: 'yes', can_deactive_account: 'no' });
  });

  it('saves a partial update, wrapped or flat, and answers the group as saved', async () => {
    const wrapped = await api('POST', '/settings/privacy-settings', { auth: adminAuth, body: { settings: { show_last_activity: false } } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.settings).toMatchObject({ show_last_activity: 'no', can_change_password: 'yes' });
    expect(wrapped.body.updated_keys).toEqual(['show_last_activity']);
    const flat = await api('POST', '/settings/privacy-settings', { auth: adminAuth, body: { show_last_activity: 'yes' } });
    expect(flat.body.settings.show_last_activity).toBe('yes');
  });

  it('refuses an unknown key or a bad value by name, and then saves nothing', async () => {
    const unknown = await api('POST', '/settings/privacy-settings', { auth: adminAuth, body: { settings: { show_last_activity: 'no', nope: 1 } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_setting_key', data: { key: 'nope' } });
    const bad = await api('POST', '/settings/privacy-settings', { auth: adminAuth, body: { settings: { show_last_activity: 'no', members_page_status: 'nobody' } } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_value', data: { key: 'members_page_status' } });
    const after = await api('GET', '/settings/privacy-settings', { auth: adminAuth });
    expect(after.body.settings.show_last_activity).toBe('yes');
  });

  it('refuses members and anonymous callers', async () => {
    expect((await api('GET', '/admin/general', { auth: member.auth })).status).toBe(403);
    expect((await api('POST', '/admin/general', { auth: member.auth, body: { settings: { site_title: 'x' } } })).status).toBe(403);
    expect((await api('GET', '/admin/general')).status).toBe(401);
  });

  it('never answers a secret, and keeps it when the mask is sent back', async () => {
    const saved = await api('POST', '/admin/storage-settings', { auth: adminAuth, body: { config: { access_key: 'AKIA-TEST', secret_key: 'very-secret-value' } } });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('very-secret-value');
    expect(saved.body.config.secret_key).toBe(SECRET_MASK);
    const again = await api('POST', '/admin/storage-settings', { auth: adminAuth, body: { config: { ...saved.body.config } } });
    expect(again.status).toBe(200);
    expect(again.body.config.secret_key).toBe(SECRET_MASK);
    const read = await api('GET', '/admin/storage-settings', { auth: adminAuth });
    expect(JSON.stringify(read.body)).not.toContain('very-secret-value');
  });

  it('records who changed which keys, never their values, for administrators only', async () => {
    await api('POST', '/admin/storage-settings', { auth: adminAuth, body: { config: { secret_key: 'another-secret' } } });
    const res = await api('GET', '/admin/settings/audit', { auth: adminAuth, query: { per_page: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.audit[0]).toMatchObject({ target: 'storage', keys: ['secret_key'] });
    expect(res.body.audit[0].user_id).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain('another-secret');
    expect((await api('GET', '/admin/settings/audit', { auth: member.auth })).status).toBe(403);
  });
});
