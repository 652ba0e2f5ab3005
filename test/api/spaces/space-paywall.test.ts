/**
 * Paid and membership spaces (docs/spaces.md, Lockscreens): an enabled lockscreen of type payment
 * or membership refuses self-service access (join, a join request) with 403 `space_locked` and the
 * lockscreen, writing nothing; access comes from a manager or an integration adding the member.
 * A custom lockscreen keeps its join button. Whoever is not an active member reads nothing behind
 * the lock, whatever their membership says.
 */
import { describe, expect, inject, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, listFeeds } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { addMember, collectSpaceMembers, counts, createSpace, expectError, join, memberEvents } from '../../support/spaces.ts';

const LOCK = {
  enabled: true,
  conditions: { required_courses: [], required_membership: 'gold', required_role: '' },
  message: 'Gold members only',
  button_text: 'Buy access',
  button_url: 'https://example.test/buy',
};

async function lockedSpace(type: 'membership' | 'payment' | 'custom', body: Record<string, unknown> = {}): Promise<any> {
  const s = await createSpace(body);
  const res = await api<any>('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: { ...LOCK, type } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return s;
}

/** The join is refused with the lockscreen, and nothing about the caller's membership changed. */
async function expectRefusedJoin(s: any, m: TestMember, type: string, send: (auth: Auth) => Promise<{ status: number; body: any }>) {
  const before = await counts(s.id);
  const res = await send(m.auth);
  expectError(res, 403, 'space_locked');
  expect(res.body.message).toBe(LOCK.message);
  expect(res.body.data.lockscreen).toMatchObject({ enabled: true, type, message: LOCK.message, button_text: LOCK.button_text, button_url: LOCK.button_url });
  expect(await counts(s.id)).toEqual(before);
  for (const status of ['active', 'pending', 'banned']) {
    expect((await collectSpaceMembers(s.slug, adminAuth, { status })).map((r) => r.user_id)).not.toContain(m.userId);
  }
  expect(await memberEvents('space.member_joined', s.id, m.userId)).toEqual([]);
  const detail = await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: m.auth });
  expect(detail.body.data).toMatchObject({ is_member: false, role: null, lockscreen: { type } });
}

describe('paid and membership spaces', () => {
  it.each(['payment', 'membership'] as const)('refuses a self-join of a public space locked by a %s lockscreen, writing nothing', async (type) => {
    const s = await lockedSpace(type);
    const m = await createMember();
    await expectRefusedJoin(s, m, type, (auth) => api<any>('POST', `/spaces/${s.slug}/join`, { auth }));
    // A repeat is refused the same way (no half-written membership makes it already_member).
    expectError(await api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth }), 403, 'space_locked');
  });

  it.each(['payment', 'membership'] as const)('refuses a join request to a private space locked by a %s lockscreen', async (type) => {
    const s = await lockedSpace(type, { privacy: 'private' });
    const m = await createMember();
    await expectRefusedJoin(s, m, type, (auth) => api<any>('POST', `/spaces/${s.slug}/join`, { auth }));
  });

  it('refuses the join under the compat base path too (one route, one rule)', async () => {
    const s = await lockedSpace('payment');
    const m = await createMember();
    const compat = inject('stack').compatBaseUrl;
    expect(compat).toMatch(/\/wp-json\/fluent-community\/v2$/);
    await expectRefusedJoin(s, m, 'payment', async (auth) => {
      const basic = auth && 'basic' in auth ? auth.basic : ['', ''];
      const res = await fetch(`${compat}/spaces/${s.slug}/join`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(basic.join(':')).toString('base64')}` } });
      return { status: res.status, body: await res.json() };
    });
  });

  it('lets a custom lockscreen keep its join button', async () => {
    const s = await lockedSpace('custom');
    const m = await createMember();
    const before = await counts(s.id);
    expect(await join(s.slug, m.auth)).toMatchObject({ user_id: m.userId, status: 'active' });
    expect((await counts(s.id)).members).toBe(before.members + 1);
    expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: m.auth })).body.data).toMatchObject({ is_member: true, creator: expect.any(Object) });
  });

  it('lets a disabled lockscreen of type payment leave the space open', async () => {
    const s = await createSpace();
    expect((await api<any>('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: { ...LOCK, type: 'payment', enabled: false } })).status).toBe(200);
    expect(await join(s.slug, (await createMember()).auth)).toMatchObject({ status: 'active' });
  });

  it('lets a manager (or an integration acting as one) add the member, who then reads behind the lock', async () => {
    const s = await lockedSpace('payment');
    const post = await createFeed(adminAuth, { space: s.slug });
    const m = await createMember();
    expect((await listFeeds(m.auth, { space: s.slug })).feeds.data).toEqual([]);
    const before = await counts(s.id);
    await addMember(s.slug, m.userId);
    expect((await counts(s.id)).members).toBe(before.members + 1);
    expect((await listFeeds(m.auth, { space: s.slug })).feeds.data.map((f: any) => f.id)).toEqual([post.id]);
    expect((await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: m.auth })).status).toBe(200);
  });

  it('shows nothing behind the lock to members who are not active (pending, banned) nor to outsiders', async () => {
    const s = await lockedSpace('membership');
    const post = await createFeed(adminAuth, { space: s.slug });
    const [pending, banned, outsider] = await Promise.all([createMember(), createMember(), createMember()]);
    await addMember(s.slug, pending.userId, { status: 'pending' });
    await addMember(s.slug, banned.userId);
    expect((await api<any>('POST', `/spaces/${s.slug}/members/${banned.userId}/ban`, { auth: adminAuth })).status).toBe(200);
    for (const who of [pending, banned, outsider]) {
      const space = await listFeeds(who.auth, { space: s.slug });
      expect(space.feeds.data).toEqual([]);
      expect(space.sticky).toBeNull();
      const home = await listFeeds(who.auth, { per_page: 100 });
      expect(home.feeds.data.map((f: any) => f.id)).not.toContain(post.id);
      expect([403, 404]).toContain((await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: who.auth })).status);
      expect([403, 404]).toContain((await api<any>('GET', `/feeds/${post.id}/comments`, { auth: who.auth })).status);
      expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: who.auth })).body.data).not.toHaveProperty('creator');
    }
  });
});
