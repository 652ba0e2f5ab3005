import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { DATETIME, parseDatetime, token } from '../../support/identity.ts';
import {
  adminUserId,
  collectSpaceMembers,
  collectSpaces,
  counts,
  createSpace,
  expectError,
  join,
  memberEvents,
  MEMBERSHIP_ROW_KEYS,
  sortedKeys,
} from '../../support/spaces.ts';

const members = (n: number): Promise<TestMember[]> => Promise.all(Array.from({ length: n }, () => createMember()));

const add = async (slug: string, userId: number, body: Record<string, unknown> = {}) => {
  const res = await api<any>('POST', `/spaces/${slug}/members`, { auth: adminAuth, body: { user_id: userId, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const ban = async (slug: string, userId: number) => {
  const res = await api<any>('POST', `/spaces/${slug}/members/${userId}/ban`, { auth: adminAuth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const statusOf = async (slug: string, userId: number, status: string): Promise<any> =>
  (await collectSpaceMembers(slug, adminAuth, { status })).find((r) => r.user_id === userId);

function expectInvalidTransition(res: { status: number; body: any }, from: string, to: string): void {
  expectError(res, 400, 'invalid_transition');
  expect(res.body.data).toMatchObject({ from, to });
}

describe('space membership', () => {
  let adminId: number;
  let communityModerator: TestMember;

  beforeAll(async () => {
    adminId = await adminUserId();
    communityModerator = await createMember({ role: 'moderator' });
  });

  describe('POST /spaces/{slug}/join', () => {
    it('makes a member of a public space active at once and answers the membership', async () => {
      const s = await createSpace();
      const m = await createMember();
      const res = await api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['data', 'membership', 'message']);
      expect(sortedKeys(res.body.data)).toEqual(['joined_at', 'role', 'space_id', 'status', 'user_id']);
      expect(res.body.membership).toMatchObject({ ...res.body.data, id: m.userId, updated_at: res.body.data.joined_at });
      expect(res.body.data).toMatchObject({ space_id: s.id, user_id: m.userId, role: 'member', status: 'active' });
      expect(res.body.data.joined_at).toMatch(DATETIME);
      expect(Math.abs(parseDatetime(res.body.data.joined_at) - Date.now())).toBeLessThan(5 * 60_000);
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
      expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: m.auth })).body.data).toMatchObject({ is_member: true, role: 'member' });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(1);
    });

    it('makes a member of a private space pending, without a member_joined event', async () => {
      const s = await createSpace({ privacy: 'private' });
      const m = await createMember();
      const res = await api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ space_id: s.id, user_id: m.userId, role: 'member', status: 'pending' });
      expect(await counts(s.id)).toEqual({ members: 1, pending: 1 });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(0);
      expect((await statusOf(s.slug, m.userId, 'pending'))?.status).toBe('pending');
    });

    it('fails with 403 rest_forbidden to request joining a private space whose can_request_join is false', async () => {
      const s = await createSpace({ privacy: 'private', settings: { can_request_join: false } });
      const m = await createMember();
      expectError(await api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth }), 403, 'rest_forbidden');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
    });

    it('fails with 400 already_member when active or pending, counts unchanged', async () => {
      const pub = await createSpace();
      const priv = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await join(pub.slug, m.auth);
      await join(priv.slug, m.auth);
      expectError(await api<any>('POST', `/spaces/${pub.slug}/join`, { auth: m.auth }), 400, 'already_member');
      expectError(await api<any>('POST', `/spaces/${priv.slug}/join`, { auth: m.auth }), 400, 'already_member');
      expectError(await api<any>('POST', `/spaces/${pub.slug}/join`, { auth: adminAuth }), 400, 'already_member');
      expect(await counts(pub.id)).toEqual({ members: 2, pending: 0 });
      expect(await counts(priv.id)).toEqual({ members: 1, pending: 1 });
      expect(await memberEvents('space.member_joined', pub.id, m.userId)).toHaveLength(1);
    });

    it('fails with 403 rest_forbidden for a banned user', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      await ban(s.slug, m.userId);
      expectError(await api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth }), 403, 'rest_forbidden');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect((await statusOf(s.slug, m.userId, 'banned'))?.status).toBe('banned');
    });

    it('fails with 401 rest_forbidden anonymously and 404 space_not_found for an unknown space', async () => {
      const s = await createSpace();
      expectError(await api<any>('POST', `/spaces/${s.slug}/join`), 401, 'rest_forbidden');
      const m = await createMember();
      expectError(await api<any>('POST', `/spaces/${token('nope-')}/join`, { auth: m.auth }), 404, 'space_not_found');
    });

    it('counts exactly when 15 members join at once and then 15 leave at once', async () => {
      const s = await createSpace();
      const crew = await members(15);
      const joins = await Promise.all(crew.map((m) => api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth })));
      for (const r of joins) expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 16, pending: 0 });
      const card = (await collectSpaces(undefined, { search: s.title.split(' ')[1]! })).find((r) => r.id === s.id);
      expect(card.members_count).toBe(16);
      const listed = await collectSpaceMembers(s.slug, adminAuth);
      expect(listed).toHaveLength(16);
      const page = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth });
      expect(page.body.meta.total).toBe(16);
      const leaves = await Promise.all(crew.map((m) => api<any>('POST', `/spaces/${s.slug}/leave`, { auth: m.auth })));
      for (const r of leaves) expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect(await collectSpaceMembers(s.slug, adminAuth)).toHaveLength(1);
    });

    it('counts exactly when 15 members request to join a private space at once', async () => {
      const s = await createSpace({ privacy: 'private' });
      const crew = await members(15);
      const joins = await Promise.all(crew.map((m) => api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth })));
      for (const r of joins) expect(r.body.data?.status).toBe('pending');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 15 });
      const approvals = await Promise.all(
        crew.slice(0, 10).map((m) => api<any>('PUT', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'member', status: 'active' } })),
      );
      for (const r of approvals) expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 11, pending: 5 });
      const leaves = await Promise.all(crew.map((m) => api<any>('POST', `/spaces/${s.slug}/leave`, { auth: m.auth })));
      for (const r of leaves) expect(r.status).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
    });

    it('lets exactly one of 5 concurrent joins of the same member succeed', async () => {
      const s = await createSpace();
      const m = await createMember();
      const results = await Promise.all(Array.from({ length: 5 }, () => api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expectError(r, 400, 'already_member');
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(1);
    });

    it('counts an approval once when the same pending member is approved 5 times at once', async () => {
      const s = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await join(s.slug, m.auth);
      await Promise.all(
        Array.from({ length: 5 }, () => api<any>('PUT', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'member', status: 'active' } })),
      );
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(1);
    });

    it('counts a leave once when the same member leaves 5 times at once', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      const results = await Promise.all(Array.from({ length: 5 }, () => api<any>('POST', `/spaces/${s.slug}/leave`, { auth: m.auth })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expectError(r, 404, 'member_not_found');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect(await memberEvents('space.member_left', s.id, m.userId)).toHaveLength(1);
    });
  });

  describe('POST /spaces/{slug}/leave', () => {
    it('ends an active membership: {message}, members_count down, member_left emitted, can join again', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      const res = await api<any>('POST', `/spaces/${s.slug}/leave`, { auth: m.auth });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect(await memberEvents('space.member_left', s.id, m.userId)).toHaveLength(1);
      expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: m.auth })).body.data).toMatchObject({ is_member: false, role: null });
      await join(s.slug, m.auth);
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(2);
    });

    it('withdraws a pending request: pending_count down, no member_left event', async () => {
      const s = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await join(s.slug, m.auth);
      expect((await api<any>('POST', `/spaces/${s.slug}/leave`, { auth: m.auth })).status).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect(await memberEvents('space.member_left', s.id, m.userId)).toHaveLength(0);
      expect(await statusOf(s.slug, m.userId, 'pending')).toBeUndefined();
    });

    it('fails with 404 member_not_found without a membership', async () => {
      const s = await createSpace();
      const m = await createMember();
      expectError(await api<any>('POST', `/spaces/${s.slug}/leave`, { auth: m.auth }), 404, 'member_not_found');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
    });

    it('fails with 403 for a banned member: the ban stays', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      await ban(s.slug, m.userId);
      const res = await api<any>('POST', `/spaces/${s.slug}/leave`, { auth: m.auth });
      expectError(res, 403, 'rest_forbidden');
      expect((await statusOf(s.slug, m.userId, 'banned'))?.status).toBe('banned');
      expectError(await api<any>('POST', `/spaces/${s.slug}/join`, { auth: m.auth }), 403, 'rest_forbidden');
    });

    it('fails with 401 anonymously and 404 space_not_found for an unknown space', async () => {
      const s = await createSpace();
      expectError(await api<any>('POST', `/spaces/${s.slug}/leave`), 401, 'rest_forbidden');
      const m = await createMember();
      expectError(await api<any>('POST', `/spaces/${token('nope-')}/leave`, { auth: m.auth }), 404, 'space_not_found');
    });
  });

  describe('POST /spaces/{slug}/members', () => {
    it('adds an active member by default and answers {message, data: membership}', async () => {
      const s = await createSpace();
      const m = await createMember();
      const res = await api<any>('POST', `/spaces/${s.slug}/members`, { auth: adminAuth, body: { user_id: m.userId } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['data', 'message']);
      expect(res.body.data).toMatchObject({ space_id: s.id, user_id: m.userId, role: 'member', status: 'active' });
      expect(res.body.data.id).toEqual(expect.any(Number));
      expect(res.body.data.joined_at).toMatch(DATETIME);
      expect(res.body.data.updated_at).toMatch(DATETIME);
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(1);
    });

    it('adds with the given role, or as pending without a member_joined event', async () => {
      const s = await createSpace();
      const [mod, pend] = await members(2);
      expect((await add(s.slug, mod!.userId, { role: 'moderator' })).role).toBe('moderator');
      expect((await add(s.slug, pend!.userId, { status: 'pending' })).status).toBe('pending');
      expect(await counts(s.id)).toEqual({ members: 2, pending: 1 });
      expect(await memberEvents('space.member_joined', s.id, pend!.userId)).toHaveLength(0);
      expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: mod!.auth })).body.data).toMatchObject({ is_member: true, role: 'moderator' });
    });

    it('fails with 400 already_member for an active, pending or banned member', async () => {
      const s = await createSpace();
      const [a, p, b] = await members(3);
      await add(s.slug, a!.userId);
      await add(s.slug, p!.userId, { status: 'pending' });
      await add(s.slug, b!.userId);
      await ban(s.slug, b!.userId);
      for (const m of [a!, p!, b!]) {
        expectError(await api<any>('POST', `/spaces/${s.slug}/members`, { auth: adminAuth, body: { user_id: m.userId } }), 400, 'already_member');
      }
      expect(await counts(s.id)).toEqual({ members: 2, pending: 1 });
    });

    it('fails with 404 member_not_found for an unknown user', async () => {
      const s = await createSpace();
      expectError(await api<any>('POST', `/spaces/${s.slug}/members`, { auth: adminAuth, body: { user_id: 987_654_321 } }), 404, 'member_not_found');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
    });

    it('fails with 400 rest_invalid_param without user_id or with an invalid role or status', async () => {
      const s = await createSpace();
      const m = await createMember();
      for (const body of [{}, { user_id: 'abc' }, { user_id: m.userId, role: 'owner' }, { user_id: m.userId, status: 'banned' }]) {
        expectError(await api<any>('POST', `/spaces/${s.slug}/members`, { auth: adminAuth, body }), 400, 'rest_invalid_param');
      }
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
    });

    it('lets a space moderator and a community moderator add members; 403 for a plain member or an outsider', async () => {
      const s = await createSpace();
      const [spaceMod, plain, outsider, x, y, z] = await members(6);
      await add(s.slug, spaceMod!.userId, { role: 'moderator' });
      await add(s.slug, plain!.userId);
      expect((await api<any>('POST', `/spaces/${s.slug}/members`, { auth: spaceMod!.auth, body: { user_id: x!.userId } })).status).toBe(200);
      expect((await api<any>('POST', `/spaces/${s.slug}/members`, { auth: communityModerator.auth, body: { user_id: y!.userId, role: 'moderator' } })).status).toBe(200);
      for (const auth of [plain!.auth, outsider!.auth]) {
        expectError(await api<any>('POST', `/spaces/${s.slug}/members`, { auth, body: { user_id: z!.userId } }), 403, 'rest_forbidden');
      }
      expectError(await api<any>('POST', `/spaces/${s.slug}/members`, { body: { user_id: z!.userId } }), 401, 'rest_forbidden');
      expect(await counts(s.id)).toEqual({ members: 5, pending: 0 });
    });

    it('fails with 403 when a space moderator adds an admin; the space admin may', async () => {
      const s = await createSpace();
      const [spaceMod, spaceAdmin, x] = await members(3);
      await add(s.slug, spaceMod!.userId, { role: 'moderator' });
      await add(s.slug, spaceAdmin!.userId, { role: 'admin' });
      expectError(await api<any>('POST', `/spaces/${s.slug}/members`, { auth: spaceMod!.auth, body: { user_id: x!.userId, role: 'admin' } }), 403, 'rest_forbidden');
      const ok = await api<any>('POST', `/spaces/${s.slug}/members`, { auth: spaceAdmin!.auth, body: { user_id: x!.userId, role: 'admin' } });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data.role).toBe('admin');
    });

    it('fails with 404 space_not_found for an unknown space', async () => {
      const m = await createMember();
      expectError(await api<any>('POST', `/spaces/${token('nope-')}/members`, { auth: adminAuth, body: { user_id: m.userId } }), 404, 'space_not_found');
    });
  });

  describe('PUT /spaces/{slug}/members/{user_id}', () => {
    it('approves a pending member with status active: {message, data: {user_id, role, status, updated_at}}', async () => {
      const s = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await join(s.slug, m.auth);
      const res = await api<any>('PUT', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'member', status: 'active' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['data', 'message']);
      expect(sortedKeys(res.body.data)).toEqual(['role', 'status', 'updated_at', 'user_id']);
      expect(res.body.data).toMatchObject({ user_id: m.userId, role: 'member', status: 'active' });
      expect(res.body.data.updated_at).toMatch(DATETIME);
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(1);
      const detail = await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: m.auth });
      expect(detail.body.data).toMatchObject({ is_member: true, role: 'member' });
      expect(detail.body.data).toHaveProperty('settings');
    });

    it('approves with another role at once', async () => {
      const s = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await join(s.slug, m.auth);
      const res = await api<any>('PUT', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'moderator', status: 'active' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ role: 'moderator', status: 'active' });
    });

    it('changes the role of an active member, counts unchanged and no event', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      for (const role of ['moderator', 'admin', 'member']) {
        const res = await api<any>('PUT', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth, body: { role } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data).toMatchObject({ user_id: m.userId, role, status: 'active' });
        expect((await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth, query: { role } })).body.data.map((r: any) => r.user_id)).toContain(m.userId);
      }
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(1);
      expect(await memberEvents('space.member_left', s.id, m.userId)).toHaveLength(0);
    });

    it('gives a promoted space moderator the rights to manage members at once', async () => {
      const s = await createSpace();
      const [m, x] = await members(2);
      await join(s.slug, m!.auth);
      expect((await api<any>('POST', `/spaces/${s.slug}/members`, { auth: m!.auth, body: { user_id: x!.userId } })).status).toBe(403);
      expect((await api<any>('PUT', `/spaces/${s.slug}/members/${m!.userId}`, { auth: adminAuth, body: { role: 'moderator' } })).status).toBe(200);
      expect((await api<any>('POST', `/spaces/${s.slug}/members`, { auth: m!.auth, body: { user_id: x!.userId } })).status).toBe(200);
    });

    it('lets a space moderator change roles up to moderator but not give admin (403); the space admin may', async () => {
      const s = await createSpace();
      const [spaceMod, spaceAdmin, m] = await members(3);
      await add(s.slug, spaceMod!.userId, { role: 'moderator' });
      await add(s.slug, spaceAdmin!.userId, { role: 'admin' });
      await add(s.slug, m!.userId);
      const toMod = await api<any>('PUT', `/spaces/${s.slug}/members/${m!.userId}`, { auth: spaceMod!.auth, body: { role: 'moderator' } });
      expect(toMod.status, JSON.stringify(toMod.body)).toBe(200);
      expectError(await api<any>('PUT', `/spaces/${s.slug}/members/${m!.userId}`, { auth: spaceMod!.auth, body: { role: 'admin' } }), 403, 'rest_forbidden');
      const toAdmin = await api<any>('PUT', `/spaces/${s.slug}/members/${m!.userId}`, { auth: spaceAdmin!.auth, body: { role: 'admin' } });
      expect(toAdmin.status).toBe(200);
      expect(toAdmin.body.data.role).toBe('admin');
      const byCommunityModerator = await api<any>('PUT', `/spaces/${s.slug}/members/${m!.userId}`, { auth: communityModerator.auth, body: { role: 'member' } });
      expect(byCommunityModerator.status).toBe(200);
    });

    it('fails with 403 for a plain member and 401 anonymously', async () => {
      const s = await createSpace();
      const [plain, m] = await members(2);
      await add(s.slug, plain!.userId);
      await add(s.slug, m!.userId);
      expectError(await api<any>('PUT', `/spaces/${s.slug}/members/${m!.userId}`, { auth: plain!.auth, body: { role: 'moderator' } }), 403, 'rest_forbidden');
      expectError(await api<any>('PUT', `/spaces/${s.slug}/members/${m!.userId}`, { body: { role: 'moderator' } }), 401, 'rest_forbidden');
    });

    it('fails with 400 rest_invalid_param without a role or with an unknown role', async () => {
      const s = await createSpace();
      const m = await createMember();
      await add(s.slug, m.userId);
      for (const body of [{}, { role: 'owner' }, { role: 'member', status: 'sleeping' }]) {
        expectError(await api<any>('PUT', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth, body }), 400, 'rest_invalid_param');
      }
    });

    it('fails with 404 member_not_found without a membership', async () => {
      const s = await createSpace();
      const m = await createMember();
      expectError(await api<any>('PUT', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'moderator' } }), 404, 'member_not_found');
    });

    it('fails with 400 invalid_transition (data.from, data.to) to set a banned member active', async () => {
      const s = await createSpace();
      const m = await createMember();
      await add(s.slug, m.userId);
      await ban(s.slug, m.userId);
      expectInvalidTransition(await api<any>('PUT', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'member', status: 'active' } }), 'banned', 'active');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect((await statusOf(s.slug, m.userId, 'banned'))?.status).toBe('banned');
    });

    it('fails with 400 invalid_transition to change the role of a pending or banned member', async () => {
      const s = await createSpace();
      const [p, b] = await members(2);
      await add(s.slug, p!.userId, { status: 'pending' });
      await add(s.slug, b!.userId);
      await ban(s.slug, b!.userId);
      expectError(await api<any>('PUT', `/spaces/${s.slug}/members/${p!.userId}`, { auth: adminAuth, body: { role: 'moderator' } }), 400, 'invalid_transition');
      expectError(await api<any>('PUT', `/spaces/${s.slug}/members/${b!.userId}`, { auth: adminAuth, body: { role: 'moderator' } }), 400, 'invalid_transition');
      expect((await statusOf(s.slug, p!.userId, 'pending'))?.role).toBe('member');
      expect((await statusOf(s.slug, b!.userId, 'banned'))?.role).toBe('member');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 1 });
    });
  });

  describe('removing members', () => {
    it.each([
      ['POST /members/remove', (slug: string, userId: number) => api<any>('POST', `/spaces/${slug}/members/remove`, { auth: adminAuth, body: { user_id: userId } })],
      ['DELETE /members/{user_id}', (slug: string, userId: number) => api<any>('DELETE', `/spaces/${slug}/members/${userId}`, { auth: adminAuth })],
    ])('%s removes active (member_left), pending and banned memberships with exact counts', async (_name, remove) => {
      const s = await createSpace();
      const [a, p, b] = await members(3);
      await add(s.slug, a!.userId);
      await add(s.slug, p!.userId, { status: 'pending' });
      await add(s.slug, b!.userId);
      await ban(s.slug, b!.userId);
      expect(await counts(s.id)).toEqual({ members: 2, pending: 1 });

      const ra = await remove(s.slug, a!.userId);
      expect(ra.status, JSON.stringify(ra.body)).toBe(200);
      expect(ra.body.message).toEqual(expect.any(String));
      expect(await counts(s.id)).toEqual({ members: 1, pending: 1 });
      expect(await memberEvents('space.member_left', s.id, a!.userId)).toHaveLength(1);

      expect((await remove(s.slug, p!.userId)).status).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect(await memberEvents('space.member_left', s.id, p!.userId)).toHaveLength(0);

      expect((await remove(s.slug, b!.userId)).status).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      // The ban (member_left already emitted) is gone: the user may join again.
      expect(await memberEvents('space.member_left', s.id, b!.userId)).toHaveLength(1);
      await join(s.slug, b!.auth);
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });

      expectError(await remove(s.slug, a!.userId), 404, 'member_not_found');
      expect(await collectSpaceMembers(s.slug, adminAuth)).toHaveLength(2);
    });

    it('fails with 400 cannot_remove_self for a manager removing themself, by POST and by DELETE', async () => {
      const s = await createSpace();
      const spaceMod = await createMember();
      await add(s.slug, spaceMod.userId, { role: 'moderator' });
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/remove`, { auth: spaceMod.auth, body: { user_id: spaceMod.userId } }), 400, 'cannot_remove_self');
      expectError(await api<any>('DELETE', `/spaces/${s.slug}/members/${spaceMod.userId}`, { auth: spaceMod.auth }), 400, 'cannot_remove_self');
      expectError(await api<any>('DELETE', `/spaces/${s.slug}/members/${adminId}`, { auth: adminAuth }), 400, 'cannot_remove_self');
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
    });

    it('fails with 404 member_not_found for a user without a membership, by POST and by DELETE', async () => {
      const s = await createSpace();
      const m = await createMember();
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/remove`, { auth: adminAuth, body: { user_id: m.userId } }), 404, 'member_not_found');
      expectError(await api<any>('DELETE', `/spaces/${s.slug}/members/${m.userId}`, { auth: adminAuth }), 404, 'member_not_found');
    });

    it('fails with 403 for a plain member, 401 anonymously, 400 rest_invalid_param without user_id', async () => {
      const s = await createSpace();
      const [plain, m] = await members(2);
      await add(s.slug, plain!.userId);
      await add(s.slug, m!.userId);
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/remove`, { auth: plain!.auth, body: { user_id: m!.userId } }), 403, 'rest_forbidden');
      expectError(await api<any>('DELETE', `/spaces/${s.slug}/members/${m!.userId}`, { auth: plain!.auth }), 403, 'rest_forbidden');
      expectError(await api<any>('DELETE', `/spaces/${s.slug}/members/${m!.userId}`), 401, 'rest_forbidden');
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/remove`, { auth: adminAuth, body: {} }), 400, 'rest_invalid_param');
      expect(await counts(s.id)).toEqual({ members: 3, pending: 0 });
    });

    it('lets a space moderator remove a member', async () => {
      const s = await createSpace();
      const [spaceMod, m] = await members(2);
      await add(s.slug, spaceMod!.userId, { role: 'moderator' });
      await add(s.slug, m!.userId);
      expect((await api<any>('DELETE', `/spaces/${s.slug}/members/${m!.userId}`, { auth: spaceMod!.auth })).status).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
    });
  });

  describe('ban and unban', () => {
    it('bans an active member: {message, data: {user_id, status: "banned"}}, member_left, members_count down', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      const res = await api<any>('POST', `/spaces/${s.slug}/members/${m.userId}/ban`, { auth: adminAuth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['data', 'message']);
      expect(res.body.data).toEqual({ user_id: m.userId, status: 'banned' });
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect(await memberEvents('space.member_left', s.id, m.userId)).toHaveLength(1);
      expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: m.auth })).body.data.is_member).toBe(false);
      const active = await collectSpaceMembers(s.slug, adminAuth);
      expect(active.map((r) => r.user_id)).not.toContain(m.userId);
    });

    it('unbans: {message, data: {user_id, status: "active"}}, member_joined, members_count up, may leave again', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      await ban(s.slug, m.userId);
      const res = await api<any>('POST', `/spaces/${s.slug}/members/${m.userId}/unban`, { auth: adminAuth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ user_id: m.userId, status: 'active' });
      expect(await counts(s.id)).toEqual({ members: 2, pending: 0 });
      expect(await memberEvents('space.member_joined', s.id, m.userId)).toHaveLength(2);
      expect((await statusOf(s.slug, m.userId, 'active'))?.status).toBe('active');
      expect((await api<any>('POST', `/spaces/${s.slug}/leave`, { auth: m.auth })).status).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
    });

    it('fails with 400 invalid_transition to ban a pending or banned member', async () => {
      const s = await createSpace();
      const [p, b] = await members(2);
      await add(s.slug, p!.userId, { status: 'pending' });
      await add(s.slug, b!.userId);
      await ban(s.slug, b!.userId);
      expectInvalidTransition(await api<any>('POST', `/spaces/${s.slug}/members/${p!.userId}/ban`, { auth: adminAuth }), 'pending', 'banned');
      expectInvalidTransition(await api<any>('POST', `/spaces/${s.slug}/members/${b!.userId}/ban`, { auth: adminAuth }), 'banned', 'banned');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 1 });
      expect((await statusOf(s.slug, p!.userId, 'pending'))?.status).toBe('pending');
      expect(await memberEvents('space.member_left', s.id, b!.userId)).toHaveLength(1);
    });

    it('fails with 400 invalid_transition to unban an active or pending member', async () => {
      const s = await createSpace();
      const [a, p] = await members(2);
      await add(s.slug, a!.userId);
      await add(s.slug, p!.userId, { status: 'pending' });
      expectInvalidTransition(await api<any>('POST', `/spaces/${s.slug}/members/${a!.userId}/unban`, { auth: adminAuth }), 'active', 'active');
      expectInvalidTransition(await api<any>('POST', `/spaces/${s.slug}/members/${p!.userId}/unban`, { auth: adminAuth }), 'pending', 'active');
      expect(await counts(s.id)).toEqual({ members: 2, pending: 1 });
      expect(await memberEvents('space.member_joined', s.id, a!.userId)).toHaveLength(1);
    });

    it('fails with 404 member_not_found to ban or unban a user without a membership', async () => {
      const s = await createSpace();
      const m = await createMember();
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/${m.userId}/ban`, { auth: adminAuth }), 404, 'member_not_found');
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/${m.userId}/unban`, { auth: adminAuth }), 404, 'member_not_found');
    });

    it('fails with 403 for a plain member and 401 anonymously; a space moderator may ban and unban', async () => {
      const s = await createSpace();
      const [plain, spaceMod, m] = await members(3);
      await add(s.slug, plain!.userId);
      await add(s.slug, spaceMod!.userId, { role: 'moderator' });
      await add(s.slug, m!.userId);
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/${m!.userId}/ban`, { auth: plain!.auth }), 403, 'rest_forbidden');
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/${m!.userId}/ban`), 401, 'rest_forbidden');
      expect((await api<any>('POST', `/spaces/${s.slug}/members/${m!.userId}/ban`, { auth: spaceMod!.auth })).status).toBe(200);
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/${m!.userId}/unban`, { auth: plain!.auth }), 403, 'rest_forbidden');
      expect((await api<any>('POST', `/spaces/${s.slug}/members/${m!.userId}/unban`, { auth: spaceMod!.auth })).status).toBe(200);
      expect(await counts(s.id)).toEqual({ members: 4, pending: 0 });
    });

    it('counts a ban once when the same member is banned 5 times at once', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      const results = await Promise.all(Array.from({ length: 5 }, () => api<any>('POST', `/spaces/${s.slug}/members/${m.userId}/ban`, { auth: adminAuth })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expectInvalidTransition(r, 'banned', 'banned');
      expect(await counts(s.id)).toEqual({ members: 1, pending: 0 });
      expect(await memberEvents('space.member_left', s.id, m.userId)).toHaveLength(1);
    });
  });

  describe('GET /spaces/{slug}/members', () => {
    const tag = token('sm');
    let s: any;
    /** Joined in this order (most recent last). */
    let crew: TestMember[];
    let pending: TestMember;
    let banned: TestMember;
    let viewer: TestMember;

    beforeAll(async () => {
      s = await createSpace();
      crew = [];
      for (const name of ['ann', 'bob', 'cyd', 'dan']) {
        const m = await createMember({ username: `${tag}_${name}` });
        await join(s.slug, m.auth);
        crew.push(m);
      }
      expect((await api('PUT', `/spaces/${s.slug}/members/${crew[1]!.userId}`, { auth: adminAuth, body: { role: 'moderator' } })).status).toBe(200);
      pending = await createMember({ username: `${tag}_pen` });
      await add(s.slug, pending.userId, { status: 'pending' });
      banned = await createMember({ username: `${tag}_ban` });
      await add(s.slug, banned.userId);
      await ban(s.slug, banned.userId);
      viewer = await createMember();
    });

    it('answers {data: membership rows with xprofile, meta} of active members, latest joined first by default', async () => {
      const res = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth });
      expect(res.status).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['data', 'meta', 'pending_count']);
      expect(res.body.pending_count).toBe(0);
      expect(res.body.meta).toMatchObject({ total: 5, per_page: 20, current_page: 1, total_pages: 1, next_cursor: null });
      expect(res.body.data.map((r: any) => r.user_id)).toEqual([...crew.map((m) => m.userId).reverse(), adminId]);
      const row = res.body.data[0];
      expect(sortedKeys(row)).toEqual([...MEMBERSHIP_ROW_KEYS].sort());
      expect(row).toMatchObject({ space_id: s.id, user_id: crew[3]!.userId, role: 'member', status: 'active' });
      expect(row.id).toEqual(expect.any(Number));
      expect(row.joined_at).toMatch(DATETIME);
      expect(row.updated_at).toMatch(DATETIME);
      expect(row.xprofile).toMatchObject({ user_id: crew[3]!.userId, username: crew[3]!.username, display_name: crew[3]!.username });
      expect(row.xprofile).not.toHaveProperty('email');
    });

    it('orders by joined_at ascending with order asc', async () => {
      const res = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { orderby: 'joined_at', order: 'asc' } });
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: any) => r.user_id)).toEqual([adminId, ...crew.map((m) => m.userId)]);
    });

    it('filters by role', async () => {
      const mods = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { role: 'moderator' } });
      expect(mods.status).toBe(200);
      expect(mods.body.data.map((r: any) => r.user_id)).toEqual([crew[1]!.userId]);
      expect(mods.body.meta.total).toBe(1);
      const admins = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { role: 'admin' } });
      expect(admins.body.data.map((r: any) => r.user_id)).toEqual([adminId]);
      const plain = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { role: 'member' } });
      expect(plain.body.data.map((r: any) => r.user_id).sort()).toEqual([crew[0]!, crew[2]!, crew[3]!].map((m) => m.userId).sort());
      expect(plain.body.meta.total).toBe(3);
    });

    it('lists pending and banned members for managers; 403 rest_forbidden for others', async () => {
      const spaceMod = crew[1]!;
      for (const auth of [adminAuth, spaceMod.auth, communityModerator.auth]) {
        const p = await api<any>('GET', `/spaces/${s.slug}/members`, { auth, query: { status: 'pending' } });
        expect(p.status).toBe(200);
        expect(p.body.data.map((r: any) => r.user_id)).toEqual([pending.userId]);
        expect(p.body.data[0].status).toBe('pending');
        expect(p.body.meta.total).toBe(1);
        const b = await api<any>('GET', `/spaces/${s.slug}/members`, { auth, query: { status: 'banned' } });
        expect(b.body.data.map((r: any) => r.user_id)).toEqual([banned.userId]);
        expect(b.body.meta.total).toBe(1);
      }
      for (const auth of [viewer.auth, crew[0]!.auth]) {
        expectError(await api<any>('GET', `/spaces/${s.slug}/members`, { auth, query: { status: 'pending' } }), 403, 'rest_forbidden');
        expectError(await api<any>('GET', `/spaces/${s.slug}/members`, { auth, query: { status: 'banned' } }), 403, 'rest_forbidden');
      }
      expect([401, 403]).toContain((await api<any>('GET', `/spaces/${s.slug}/members`, { query: { status: 'pending' } })).status);
    });

    it('searches members by name prefix', async () => {
      const res = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { search: tag } });
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: any) => r.user_id).sort()).toEqual(crew.map((m) => m.userId).sort());
      expect(res.body.meta.total).toBe(4);
      const one = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { search: crew[2]!.username } });
      expect(one.body.data.map((r: any) => r.user_id)).toEqual([crew[2]!.userId]);
      const pendingSearch = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth, query: { search: tag, status: 'pending' } });
      expect(pendingSearch.body.data.map((r: any) => r.user_id)).toEqual([pending.userId]);
      const none = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { search: token('none') } });
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
    });

    it('fails with 400 for a search shorter than 2 characters', async () => {
      const res = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { search: 'a' } });
      expect(res.status).toBe(400);
      expect(['rest_invalid_param', 'invalid_search']).toContain(res.body.code);
    });

    it('pages with page numbers and with cursors', async () => {
      const p1 = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { per_page: 2 } });
      expect(p1.body.meta).toMatchObject({ total: 5, per_page: 2, current_page: 1, total_pages: 3 });
      expect(p1.body.meta.next_cursor).toEqual(expect.any(String));
      const p3 = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { per_page: 2, page: 3 } });
      expect(p3.body.meta).toMatchObject({ current_page: 3, total_pages: 3 });
      expect(p3.body.data.map((r: any) => r.user_id)).toEqual([adminId]);
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 5; i++) {
        const res: any = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: viewer.auth, query: { per_page: 2, ...(cursor ? { cursor } : {}) } });
        expect(res.status).toBe(200);
        seen.push(...res.body.data.map((r: any) => r.user_id));
        cursor = res.body.meta.next_cursor;
        if (!cursor) break;
      }
      expect(cursor).toBeNull();
      expect(seen).toEqual([...crew.map((m) => m.userId).reverse(), adminId]);
    });

    it.each([
      { per_page: 101 }, { per_page: 0 }, { page: 0 }, { orderby: 'username' }, { order: 'sideways' }, { status: 'gone' },
    ] as Record<string, string | number>[])('fails with 400 for %j', async (query) => {
      const res = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth, query });
      expect(res.status).toBe(400);
      expect(['rest_invalid_param', 'invalid_filter']).toContain(res.body.code);
    });

    it('fails with 400 invalid_filter or rest_invalid_param for an unknown role', async () => {
      const res = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth, query: { role: 'owner' } });
      expect(res.status).toBe(400);
      expect(['rest_invalid_param', 'invalid_filter']).toContain(res.body.code);
    });

    it('fails with 404 space_not_found for an unknown space', async () => {
      expectError(await api<any>('GET', `/spaces/${token('nope-')}/members`), 404, 'space_not_found');
    });
  });

  describe('GET /spaces/users/search', () => {
    const tag = token('us');
    let crew: TestMember[];
    let caller: TestMember;

    beforeAll(async () => {
      crew = await Promise.all(Array.from({ length: 12 }, (_, i) => createMember({ username: `${tag}_${String(i).padStart(2, '0')}` })));
      caller = await createMember();
    });

    it('answers {data: [{id, username, display_name, avatar}]} without email for a member, 10 per page by default', async () => {
      const res = await api<any>('GET', '/spaces/users/search', { auth: caller.auth, query: { q: tag } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['data']);
      expect(res.body.data).toHaveLength(10);
      for (const row of res.body.data) {
        expect(sortedKeys(row)).toEqual(['avatar', 'display_name', 'id', 'username']);
        expect(crew.map((m) => m.userId)).toContain(row.id);
      }
      const all = await api<any>('GET', '/spaces/users/search', { auth: caller.auth, query: { q: tag, per_page: 100 } });
      expect(all.body.data.map((r: any) => r.id).sort()).toEqual(crew.map((m) => m.userId).sort());
    });

    it('includes the email for an administrator', async () => {
      const res = await api<any>('GET', '/spaces/users/search', { auth: adminAuth, query: { q: crew[0]!.username } });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(sortedKeys(res.body.data[0])).toEqual(['avatar', 'display_name', 'email', 'id', 'username']);
      expect(res.body.data[0]).toMatchObject({ id: crew[0]!.userId, username: crew[0]!.username, display_name: crew[0]!.username, email: crew[0]!.email });
    });

    it('excludes members of the space_id of any status', async () => {
      const s = await createSpace();
      await add(s.slug, crew[0]!.userId);
      await add(s.slug, crew[1]!.userId, { status: 'pending' });
      await add(s.slug, crew[2]!.userId);
      await ban(s.slug, crew[2]!.userId);
      const res = await api<any>('GET', '/spaces/users/search', { auth: adminAuth, query: { q: tag, space_id: s.id, per_page: 100 } });
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: any) => r.id).sort()).toEqual(crew.slice(3).map((m) => m.userId).sort());
    });

    it('fails with 400 rest_invalid_param without q, with a 1-character q or per_page over 100', async () => {
      for (const query of [{}, { q: 'a' }, { q: tag, per_page: 101 }, { q: tag, space_id: 'x'.repeat(121) }] as Record<string, string | number>[]) {
        expectError(await api<any>('GET', '/spaces/users/search', { auth: caller.auth, query }), 400, 'rest_invalid_param');
      }
    });

    it('fails with 401 rest_forbidden anonymously', async () => {
      expectError(await api<any>('GET', '/spaces/users/search', { query: { q: tag } }), 401, 'rest_forbidden');
    });
  });
});
