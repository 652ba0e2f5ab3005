/**
 * Sidebar links [PRO] through HTTP: create and update in the spec's and the original's body
 * shapes, deletion, refusals naming the field, and the links as GET /settings/public shows them to
 * each caller (by serial, one DynamoDB call). Parallel-safe: it reads only its own links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, serverTiming } from '../../support/http.ts';

describe('sidebar links', () => {
  let member: TestMember;
  const created: number[] = [];
  const save = async (body: unknown) => {
    const res = await api('POST', '/admin/links', { auth: adminAuth, body });
    if (res.status === 200 && !created.includes(res.body.link.id)) created.push(res.body.link.id);
    return res;
  };
  beforeAll(async () => {
    member = await createMember();
  });
  afterAll(async () => {
    for (const linkId of created) await api('DELETE', `/admin/links/${linkId}`, { auth: adminAuth });
  });

  it('creates a link from the spec body and answers it with the spec fields and the original ones', async () => {
    const res = await save({ title: 'Docs', url: 'https://example.test/docs', icon: '📘', target: '_blank', serial: 3, visibility: 'members' });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.link).toMatchObject({
      id: expect.any(Number), title: 'Docs', url: 'https://example.test/docs', icon: '📘', target: '_blank', serial: 3, visibility: 'members',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), updated_at: expect.any(String),
      privacy: 'logged_in', settings: { permalink: 'https://example.test/docs', new_tab: 'yes' },
    });
  });

  it('creates and updates a link from the original body, keeping what the update leaves out', async () => {
    const first = await save({ link: { title: 'Shop', parent_id: null, privacy: 'logged_out_only', settings: { permalink: 'https://example.test/shop', emoji: '🛒', new_tab: 'no' } } });
    expect(first.status).toBe(200);
    expect(first.body.link).toMatchObject({ title: 'Shop', url: 'https://example.test/shop', visibility: 'guests', target: '_self', settings: { emoji: '🛒' } });
    const linkId = first.body.link.id;
    const updated = await save({ link: { id: linkId, title: 'Store', settings: { permalink: 'https://example.test/store' } } });
    expect(updated.status).toBe(200);
    expect(updated.body.link).toMatchObject({ id: linkId, title: 'Store', url: 'https://example.test/store', privacy: 'logged_out_only', settings: { emoji: '🛒' } });
    const flat = await save({ id: linkId, title: 'Store', url: 'https://example.test/store', visibility: 'all', serial: 1 });
    expect(flat.body.link).toMatchObject({ id: linkId, visibility: 'all', serial: 1, created_at: first.body.link.created_at });
  });

  it('refuses bad bodies naming the field, and unknown ids with 404', async () => {
    const noUrl = await api('POST', '/admin/links', { auth: adminAuth, body: { title: 'x' } });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.data.params).toHaveProperty('url');
    const script = await api('POST', '/admin/links', { auth: adminAuth, body: { title: 'x', url: 'javascript:alert(1)' } });
    expect(script.body.data.params).toHaveProperty('url');
    const visibility = await api('POST', '/admin/links', { auth: adminAuth, body: { title: 'x', url: 'https://example.test', visibility: 'everyone' } });
    expect(visibility.body.data.params).toHaveProperty('visibility');
    const original = await api('POST', '/admin/links', { auth: adminAuth, body: { link: { title: 'x', privacy: 'members_only', settings: { permalink: 'https://example.test' } } } });
    expect(original.status).toBe(400);
    expect(original.body.data.params).toHaveProperty(['link.settings.membership_ids']);
    const unknown = await api('POST', '/admin/links', { auth: adminAuth, body: { id: 999_999_999, title: 'x', url: 'https://example.test' } });
    expect(unknown.status).toBe(404);
    expect((await api('DELETE', '/admin/links/999999999', { auth: adminAuth })).status).toBe(404);
  });

  it('refuses members (403) and anonymous callers (401)', async () => {
    const body = { title: 'x', url: 'https://example.test' };
    expect((await api('POST', '/admin/links', { auth: member.auth, body })).status).toBe(403);
    expect((await api('POST', '/admin/links', { body })).status).toBe(401);
    expect((await api('DELETE', '/admin/links/1', { auth: member.auth })).status).toBe(403);
    expect((await api('DELETE', '/admin/links/1')).status).toBe(401);
  });

  it('deletes a link, audited', async () => {
    const res = await save({ title: 'Gone', url: 'https://example.test/gone' });
    const linkId = res.body.link.id;
    const deleted = await api('DELETE', `/admin/links/${linkId}`, { auth: adminAuth });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toEqual(expect.any(String));
    expect((await api('DELETE', `/admin/links/${linkId}`, { auth: adminAuth })).status).toBe(404);
    const audit = await api('GET', '/admin/settings/audit', { auth: adminAuth, query: { per_page: 50 } });
    expect(audit.body.audit).toContainEqual(expect.objectContaining({ target: 'links', keys: [String(linkId)] }));
  });

  it('shows each caller the links of its visibility in the public settings, by serial, in one DynamoDB call', async () => {
    const make = async (title: string, visibility: string, serial: number) =>
      (await save({ title, url: `https://example.test/${serial}`, visibility, serial })).body.link.id as number;
    const all = await make('For all', 'all', 30);
    const guests = await make('For guests', 'guests', 10);
    const members = await make('For members', 'members', 20);
    const restricted = (await save({ link: { title: 'Space members', serial: 40, privacy: 'members_only', settings: { permalink: 'https://example.test/m', membership_ids: [1] } } })).body.link.id;
    const mine = [all, guests, members, restricted];
    const seen = async (auth?: typeof adminAuth) => {
      const res = await api('GET', '/settings/public', { auth });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('private');
      return { ids: (res.body.data.sidebar_links as Array<{ id: number }>).map((l) => l.id).filter((i) => mine.includes(i)), calls: serverTiming(res.headers).calls };
    };
    const anonymous = await seen();
    expect(anonymous.ids).toEqual([guests, all]);
    expect(anonymous.calls).toBe(1);
    await seen(member.auth); // the caller's credentials are verified once per container
    const asMember = await seen(member.auth);
    expect(asMember.ids).toEqual([members, all]);
    expect(asMember.calls).toBeLessThanOrEqual(2); // the caller's login record, then the settings
    const asAdmin = await seen(adminAuth);
    expect(asAdmin.ids).toEqual([guests, members, all, restricted]);
  });
});
