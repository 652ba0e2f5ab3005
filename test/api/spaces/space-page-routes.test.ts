/**
 * The routes the original has beside the spec's (docs/spaces.md, "The space's page"): a space's
 * sidebar links, its lockscreen as visitors meet it, its add-on meta settings, every space the
 * caller may know (all-spaces); and the original's answers under the compat base path: the
 * caller's own spaces (GET /spaces), the members paginator with pending_count, redirect_url.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { addMember, createSpace, expectError, join } from '../../support/spaces.ts';

const links = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Link ${i}`, url: `https://example.com/${i}` }));

describe('POST /spaces/{space}/links', () => {
  it('space administrators replace the links, which the space shows; moderators and members may not', async () => {
    const s = await createSpace();
    const [spaceAdmin, moderator, member] = await Promise.all([createMember(), createMember(), createMember()]);
    await addMember(s.slug, spaceAdmin.userId, { role: 'admin' });
    await addMember(s.slug, moderator.userId, { role: 'moderator' });
    await addMember(s.slug, member.userId);

    const saved = await api<any>('POST', `/spaces/${s.slug}/links`, { auth: spaceAdmin.auth, body: { links: links(2) } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.links).toEqual(links(2));
    const read = await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: member.auth });
    expect(read.body.data.settings.links).toEqual(links(2));

    for (const who of [moderator, member]) expectError(await api('POST', `/spaces/${s.slug}/links`, { auth: who.auth, body: { links: [] } }), 403, 'rest_forbidden');
    expect((await api<any>('POST', `/spaces/${s.slug}/links`, { body: { links: [] } })).status).toBe(401);

    const cleared = await api<any>('POST', `/spaces/${s.slug}/links`, { auth: adminAuth, body: { links: [] } });
    expect(cleared.body.links).toEqual([]);
    expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: adminAuth })).body.data.settings.links).toEqual([]);
  });

  it('bounds the links: at most 20, titles of 1 to 100 characters, http(s) addresses', async () => {
    const s = await createSpace();
    for (const body of [
      { links: links(21) },
      { links: [{ title: 'x'.repeat(101), url: 'https://example.com/' }] },
      { links: [{ title: '', url: 'https://example.com/' }] },
      { links: [{ title: 'Script', url: 'javascript:alert(1)' }] },
      { links: [{ title: 'No address' }] },
    ]) {
      expectError(await api('POST', `/spaces/${s.slug}/links`, { auth: adminAuth, body }), 400, 'rest_invalid_param');
    }
    expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: adminAuth })).body.data.settings.links).toEqual([]);
    expectError(await api('POST', '/spaces/no-such-space-here/links', { auth: adminAuth, body: { links: [] } }), 404, 'space_not_found');
  });
});

describe('GET /spaces/{space}/lockscreens and /meta-settings', () => {
  it('shows an enabled lockscreen to everyone who may know the space, a disabled one to its managers only', async () => {
    const s = await createSpace({ privacy: 'private' });
    const lock = { enabled: false, type: 'custom', message: 'Draft lock', button_text: '', button_url: '' };
    expect((await api('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: lock })).status).toBe(200);
    const visitor = await createMember();
    expect((await api<any>('GET', `/spaces/${s.slug}/lockscreens`, { auth: visitor.auth })).body).toEqual({ lockscreen: null });
    expect((await api<any>('GET', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth })).body.lockscreen).toMatchObject({ enabled: false, message: 'Draft lock' });

    expect((await api('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: { ...lock, enabled: true } })).status).toBe(200);
    const open = await api<any>('GET', `/spaces/${s.slug}/lockscreens`);
    expect(open.status).toBe(200);
    expect(open.body.lockscreen).toMatchObject({ enabled: true, type: 'custom', message: 'Draft lock' });
  });

  it('keeps a space nobody may know hidden (404), and meta settings to the space\'s managers', async () => {
    const draft = await createSpace({ status: 'draft' });
    const member = await createMember();
    expectError(await api('GET', `/spaces/${draft.slug}/lockscreens`, { auth: member.auth }), 404, 'space_not_found');

    const s = await createSpace();
    const moderator = await createMember();
    await addMember(s.slug, moderator.userId, { role: 'moderator' });
    await join(s.slug, member.auth);
    expect((await api<any>('GET', `/spaces/${s.slug}/meta-settings`, { auth: moderator.auth })).body).toEqual({ meta_settings: null });
    expectError(await api('GET', `/spaces/${s.slug}/meta-settings`, { auth: member.auth }), 403, 'rest_forbidden');
    expectError(await api('GET', `/spaces/${draft.slug}/meta-settings`, { auth: member.auth }), 404, 'space_not_found');
  });
});

describe('GET /spaces/all-spaces', () => {
  it('pages the published public and private spaces, never a draft to a member, 15 a page by default', async () => {
    const [pub, priv, draft] = await Promise.all([createSpace(), createSpace({ privacy: 'private' }), createSpace({ status: 'draft' })]);
    const member = await createMember();
    const seen: number[] = [];
    for (let page = 1; page <= 50; page++) {
      const res = await api<any>('GET', '/spaces/all-spaces', { auth: member.auth, query: { page } });
      expect(res.status).toBe(200);
      expect(res.body.spaces.per_page).toBe(15);
      seen.push(...res.body.spaces.data.map((r: any) => r.id));
      if (res.body.spaces.next_page_url === null) break;
    }
    expect(seen).toEqual(expect.arrayContaining([pub.id, priv.id]));
    expect(seen).not.toContain(draft.id);
  });
});

describe('the original\'s answers under the compat base path', () => {
  it('GET /spaces: the caller\'s spaces by title, a join request included, a draft they do not manage not', async () => {
    const member = await createMember();
    const tag = member.username;
    const b = await createSpace({ title: `B ${tag}` });
    const a = await createSpace({ title: `A ${tag}`, privacy: 'private' });
    const draft = await createSpace({ title: `C ${tag}`, status: 'draft' });
    await createSpace({ title: `D ${tag}` });
    await join(b.slug, member.auth);
    await join(a.slug, member.auth); // pending: a private space
    await addMember(draft.slug, member.userId);
    const res = await api<any>('GET', '/spaces', { auth: member.auth, compat: true, query: { per_page: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.spaces.map((r: any) => r.slug)).toEqual([a.slug, b.slug]);
    // The native path keeps the spec's paginated list of every space.
    expect((await api<any>('GET', '/spaces', { auth: member.auth })).body.spaces.data).toBeDefined();
  });

  it('the members paginator, with the join requests counted to managers only', async () => {
    const s = await createSpace({ privacy: 'private' });
    const [member, asking] = await Promise.all([createMember(), createMember()]);
    await addMember(s.slug, member.userId);
    await join(s.slug, asking.auth);
    const asAdmin = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth, compat: true });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.pending_count).toBe(1);
    expect(asAdmin.body.members.total).toBe(2);
    // The original's default order by join date is the oldest first: the creator, then the member.
    expect(asAdmin.body.members.data.map((r: any) => r.user_id).at(-1)).toBe(member.userId);
    const asMember = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: member.auth, compat: true, query: { sort_dir: 'DESC' } });
    expect(asMember.body.pending_count).toBe(0);
    expect(asMember.body.members.data[0].user_id).toBe(member.userId);
    const native = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth });
    expect(native.body.pending_count).toBe(1);
    expect(native.body.meta.total).toBe(2);
  });

  it('redirect_url is the space\'s new address after a slug change, \'\' otherwise', async () => {
    const s = await createSpace();
    const same = await api<any>('PUT', `/spaces/${s.slug}/by-slug`, { auth: adminAuth, body: { description: 'Same slug' } });
    expect(same.body.redirect_url).toBe('');
    const slug = `${s.slug}-moved`;
    const moved = await api<any>('PUT', `/spaces/${s.id}/by-id`, { auth: adminAuth, body: { slug } });
    expect(moved.status).toBe(200);
    expect(moved.body.redirect_url).toMatch(new RegExp(`^https?://.+/space/${slug}/home$`));
  });

  it('drops the settings keys the original does not know, and names them; the native path refuses them', async () => {
    const s = await createSpace();
    const body = { data: { settings: { emoji: '🎉', paywall_ids: [1], hide_members_count: 'yes' } } };
    const res = await api<any>('PUT', `/spaces/${s.slug}/by-slug`, { auth: adminAuth, compat: true, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ignored_keys).toEqual(['settings.paywall_ids']);
    expect(res.body.data.settings).toMatchObject({ emoji: '🎉', hide_members_count: true });
    expect((await api('PUT', `/spaces/${s.slug}/by-slug`, { auth: adminAuth, body: body.data })).status).toBe(400);
  });

  it('discover: type=joined lists the caller\'s spaces; sort_by=latest the newest first', async () => {
    const member = await createMember();
    const [older, newer] = [await createSpace(), await createSpace()];
    await join(older.slug, member.auth);
    const joined = await api<any>('GET', '/spaces/discover', { auth: member.auth, compat: true, query: { type: 'joined' } });
    expect(joined.body.spaces.data.map((r: any) => r.id)).toEqual([older.id]);
    const latest = await api<any>('GET', '/spaces/discover', { auth: member.auth, compat: true, query: { sort_by: 'latest', per_page: 50 } });
    const ids = latest.body.spaces.data.map((r: any) => r.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('a slug where a route takes space_id, on both base paths', async () => {
    const s = await createSpace();
    const other = await createMember();
    const native = await api<any>('GET', '/spaces/users/search', { auth: adminAuth, query: { q: other.username, space_id: s.slug } });
    expect(native.status, JSON.stringify(native.body)).toBe(200);
    expect(native.body.data.map((u: any) => u.id)).toContain(other.userId);
    expectError(await api('GET', '/spaces/users/search', { auth: adminAuth, query: { q: other.username, space_id: 'no-such-space-here' } }), 404, 'space_not_found');
    const original = await api<any>('GET', '/spaces/users/search', { auth: adminAuth, compat: true, query: { search: other.username, space_id: s.id } });
    expect(original.body.users.data.map((u: any) => u.ID)).toContain(other.userId);
  });
});
