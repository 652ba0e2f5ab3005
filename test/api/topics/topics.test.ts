import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';

const createTopic = async (body: Record<string, unknown> = {}) => {
  const res = await api<any>('POST', '/admin/topics', { auth: adminAuth, body: { title: `Topic ${token()}`, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.topic;
};

describe('topics', () => {
  it('creates a topic with defaults and a slug from its title', async () => {
    const title = `Rust Tips ${token()}`;
    const t = await createTopic({ title, color: '#ff8800' });
    expect(t).toMatchObject({ title, slug: title.toLowerCase().replace(/ /g, '-'), description: '', color: '#ff8800', icon: '', parent_id: null, posts_count: 0, status: 'active' });
    expect(t.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('fails with duplicate_slug for a chosen slug that is taken, and suffixes a generated one', async () => {
    const slug = `taken-${token()}`;
    await createTopic({ slug });
    const again = await api<any>('POST', '/admin/topics', { auth: adminAuth, body: { title: 'X', slug } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('duplicate_slug');
    const title = `Same ${token()}`;
    const [a, b] = [await createTopic({ title }), await createTopic({ title })];
    expect(b.slug).not.toBe(a.slug);
  });

  it('lists with status, parent_id and search filters, paged with pagination', async () => {
    const tag = token('tp');
    const parent = await createTopic({ title: `${tag} parent` });
    const child = await createTopic({ title: `${tag} child`, parent_id: parent.id });
    const off = await createTopic({ title: `${tag} off`, status: 'inactive' });
    const list = async (query: Record<string, string | number>) => (await api<any>('GET', '/admin/topics', { auth: adminAuth, query: { search: tag, ...query } })).body;
    expect((await list({})).topics.map((t: any) => t.id).sort()).toEqual([parent.id, child.id, off.id].sort());
    expect((await list({ status: 'inactive' })).topics.map((t: any) => t.id)).toEqual([off.id]);
    expect((await list({ parent_id: parent.id })).topics.map((t: any) => t.id)).toEqual([child.id]);
    const paged = await list({ per_page: 2, page: 2 });
    expect(paged.topics).toHaveLength(1);
    expect(paged.pagination).toEqual({ total: 3, per_page: 2, current_page: 2, total_pages: 2 });
  });

  it('updates fields and answers the topic; fails with not_found for an unknown id', async () => {
    const t = await createTopic();
    const res = await api<any>('PUT', `/admin/topics/${t.id}`, { auth: adminAuth, body: { description: 'about it', status: 'inactive' } });
    expect(res.body.topic).toMatchObject({ id: t.id, description: 'about it', status: 'inactive', title: t.title });
    const missing = await api<any>('PUT', '/admin/topics/999999999', { auth: adminAuth, body: { description: 'x' } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });

  it('deletes a topic, frees its slug, and fails with not_found the second time', async () => {
    const slug = `gone-${token()}`;
    const t = await createTopic({ slug });
    expect((await api<any>('DELETE', `/admin/topics/${t.id}`, { auth: adminAuth })).status).toBe(200);
    expect((await api<any>('DELETE', `/admin/topics/${t.id}`, { auth: adminAuth })).body.code).toBe('not_found');
    await createTopic({ slug });
  });

  it('reads and saves the configuration, merging the given fields', async () => {
    const before = (await api<any>('GET', '/admin/topics/config', { auth: adminAuth })).body.config;
    try {
      const saved = await api<any>('POST', '/admin/topics/config', { auth: adminAuth, body: { max_topics_per_post: 2, display_style: 'tag' } });
      expect(saved.status).toBe(200);
      expect(saved.body.config).toMatchObject({ max_topics_per_post: 2, display_style: 'tag', enabled: true });
      expect((await api<any>('GET', '/admin/topics/config', { auth: adminAuth })).body.config).toEqual(saved.body.config);
      const bad = await api<any>('POST', '/admin/topics/config', { auth: adminAuth, body: { display_style: 'sparkles' } });
      expect(bad.body.code).toBe('rest_invalid_param');
    } finally {
      // A site-wide setting: put back for the files after this one (members-see reads the defaults).
      await api<any>('POST', '/admin/topics/config', { auth: adminAuth, body: before });
    }
  });

  it('is for administrators only', async () => {
    const m = await createMember();
    expect((await api<any>('GET', '/admin/topics', { auth: m.auth })).status).toBe(403);
    expect((await api<any>('POST', '/admin/topics', { body: { title: 'x' } })).status).toBe(401);
    expect((await api<any>('GET', '/admin/topics/config', { auth: m.auth })).status).toBe(403);
  });

  it('fails with rest_invalid_param for a missing title, a bad color or an unknown parent', async () => {
    for (const body of [{}, { title: 'x', color: 'orange' }, { title: 'x', parent_id: 999999999 }]) {
      const res = await api<any>('POST', '/admin/topics', { auth: adminAuth, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
  });
});
