import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import {
  addMember,
  CARD_KEYS,
  collectSpaces,
  createSpace,
  DEFAULT_SETTINGS,
  DETAIL_KEYS,
  expectError,
  mineOf,
  sortedKeys,
} from '../../support/spaces.ts';

/** GET the space by slug and by id as `auth`; both answers must agree. */
async function read(space: any, auth: Auth): Promise<{ status: number; body: any }> {
  const bySlug = await api<any>('GET', `/spaces/${space.slug}/by-slug`, { auth });
  const byId = await api<any>('GET', `/spaces/${space.id}/by-id`, { auth });
  expect(byId.status).toBe(bySlug.status);
  expect(byId.body).toEqual(bySlug.body);
  return bySlug;
}

describe('space visibility', () => {
  /** Not a member of any space of this file. */
  let outsider: TestMember;
  /** An active member (role member) of every space of this file. */
  let insider: TestMember;
  /** A pending member of the private space. */
  let pendingMember: TestMember;
  /** Space moderator of every space of this file. */
  let spaceModerator: TestMember;
  let communityModerator: TestMember;
  let publicSpace: any;
  let privateSpace: any;
  let draftSpace: any;
  let archivedSpace: any;

  beforeAll(async () => {
    [outsider, insider, pendingMember, spaceModerator, communityModerator] = await Promise.all([
      createMember(), createMember(), createMember(), createMember(), createMember({ role: 'moderator' }),
    ]);
    const tag = token('vis');
    publicSpace = await createSpace({ title: `${tag} public`, description: 'public space' });
    privateSpace = await createSpace({ title: `${tag} private`, privacy: 'private', description: 'private space' });
    draftSpace = await createSpace({ title: `${tag} draft`, status: 'draft' });
    archivedSpace = await createSpace({ title: `${tag} archived` });
    for (const s of [publicSpace, privateSpace, draftSpace, archivedSpace]) {
      await addMember(s.slug, insider.userId);
      await addMember(s.slug, spaceModerator.userId, { role: 'moderator' });
    }
    await addMember(privateSpace.slug, pendingMember.userId, { status: 'pending' });
    expect((await api('PUT', `/spaces/${archivedSpace.slug}/by-slug`, { auth: adminAuth, body: { status: 'archived' } })).status).toBe(200);
  });

  describe('published public space', () => {
    it('shows anyone, also anonymously, the detail without pending_count', async () => {
      for (const auth of [undefined, outsider.auth]) {
        const res = await read(publicSpace, auth);
        expect(res.status).toBe(200);
        expect(sortedKeys(res.body.data)).toEqual([...DETAIL_KEYS].sort());
        expect(res.body.data).toMatchObject({ id: publicSpace.id, is_member: false, role: null, members_count: 3, settings: DEFAULT_SETTINGS, lockscreen: null });
        expect(res.body.data.creator).toMatchObject({ username: 'admin' });
      }
    });

    it('shows a member is_member true and their role', async () => {
      expect((await read(publicSpace, insider.auth)).body.data).toMatchObject({ is_member: true, role: 'member' });
      expect((await read(publicSpace, spaceModerator.auth)).body.data).toMatchObject({ is_member: true, role: 'moderator', pending_count: 0 });
    });

    it('lists its members to anyone', async () => {
      for (const auth of [undefined, outsider.auth]) {
        const res = await api<any>('GET', `/spaces/${publicSpace.slug}/members`, { auth });
        expect(res.status).toBe(200);
        expect(res.body.meta.total).toBe(3);
      }
    });

    it('hides the members of a public space with members_page_status members_only from non-members', async () => {
      const s = await createSpace({ settings: { members_page_status: 'members_only' } });
      await addMember(s.slug, insider.userId);
      expect((await api<any>('GET', `/spaces/${s.slug}/members`, { auth: outsider.auth })).status).toBe(403);
      expect((await api<any>('GET', `/spaces/${s.slug}/members`, { auth: outsider.auth })).body.code).toBe('rest_forbidden');
      expect([401, 403]).toContain((await api<any>('GET', `/spaces/${s.slug}/members`)).status);
      const asMember = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: insider.auth });
      expect(asMember.status).toBe(200);
      expect(asMember.body.meta.total).toBe(2);
      expect((await api<any>('GET', `/spaces/${s.slug}/members`, { auth: communityModerator.auth })).status).toBe(200);
    });
  });

  describe('published private space', () => {
    it('shows anonymous callers, non-members and pending members only the card', async () => {
      for (const auth of [undefined, outsider.auth, pendingMember.auth]) {
        const res = await read(privateSpace, auth);
        expect(res.status).toBe(200);
        expect(sortedKeys(res.body.data)).toEqual([...CARD_KEYS].sort());
        expect(res.body.data).toMatchObject({
          id: privateSpace.id,
          title: privateSpace.title,
          slug: privateSpace.slug,
          description: 'private space',
          privacy: 'private',
          status: 'published',
          type: 'discussion',
          members_count: 3,
          is_member: false,
        });
      }
    });

    it('shows active members the detail, managers with pending_count', async () => {
      const asInsider = await read(privateSpace, insider.auth);
      expect(sortedKeys(asInsider.body.data)).toEqual([...DETAIL_KEYS].sort());
      expect(asInsider.body.data).toMatchObject({ is_member: true, role: 'member' });
      for (const auth of [spaceModerator.auth, communityModerator.auth, adminAuth]) {
        const res = await read(privateSpace, auth);
        expect(res.status).toBe(200);
        expect(sortedKeys(res.body.data)).toEqual([...DETAIL_KEYS, 'pending_count'].sort());
        expect(res.body.data).toMatchObject({ pending_count: 1, members_count: 3, settings: DEFAULT_SETTINGS });
      }
    });

    it('lists its members to active members and managers only: 403 rest_forbidden otherwise', async () => {
      for (const auth of [outsider.auth, pendingMember.auth]) {
        expectError(await api<any>('GET', `/spaces/${privateSpace.slug}/members`, { auth }), 403, 'rest_forbidden');
      }
      const anonymous = await api<any>('GET', `/spaces/${privateSpace.slug}/members`);
      expect([401, 403]).toContain(anonymous.status);
      expect(anonymous.body.code).toBe('rest_forbidden');
      for (const auth of [insider.auth, spaceModerator.auth, communityModerator.auth, adminAuth]) {
        const res = await api<any>('GET', `/spaces/${privateSpace.slug}/members`, { auth });
        expect(res.status).toBe(200);
        expect(res.body.meta.total).toBe(3);
      }
    });

    it('appears in GET /spaces as a list item for anyone', async () => {
      const rows = await collectSpaces(undefined, { search: privateSpace.title.split(' ')[0]! });
      expect(mineOf(rows, [publicSpace.id, privateSpace.id, draftSpace.id, archivedSpace.id]).sort()).toEqual([publicSpace.id, privateSpace.id].sort());
    });
  });

  describe.each([
    ['draft', () => draftSpace],
    ['archived', () => archivedSpace],
  ])('%s space', (status, space) => {
    it('is 404 space_not_found for anonymous callers, non-members and plain space members', async () => {
      for (const auth of [undefined, outsider.auth, insider.auth]) {
        expectError(await api<any>('GET', `/spaces/${space().slug}/by-slug`, { auth }), 404, 'space_not_found');
        expectError(await api<any>('GET', `/spaces/${space().id}/by-id`, { auth }), 404, 'space_not_found');
        expectError(await api<any>('GET', `/spaces/${space().slug}/members`, { auth }), 404, 'space_not_found');
      }
    });

    it('shows managers (space moderator, community moderator and administrator) the detail', async () => {
      for (const auth of [spaceModerator.auth, communityModerator.auth, adminAuth]) {
        const res = await read(space(), auth);
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ id: space().id, status, pending_count: 0 });
        expect((await api<any>('GET', `/spaces/${space().slug}/members`, { auth })).status).toBe(200);
      }
    });

    it('cannot be joined by a non-manager: 404 space_not_found', async () => {
      expectError(await api<any>('POST', `/spaces/${space().slug}/join`, { auth: outsider.auth }), 404, 'space_not_found');
    });

    it('is left out of GET /spaces and discover', async () => {
      const word = space().title.split(' ')[0]!;
      for (const path of ['/spaces', '/spaces/discover']) {
        const rows = await collectSpaces(adminAuth, { search: word }, path);
        expect(mineOf(rows, [space().id])).toEqual([]);
      }
      expect(mineOf(await collectSpaces(adminAuth, { search: word, status }), [space().id])).toEqual([space().id]);
    });
  });
});

describe('lockscreens', () => {
  let outsider: TestMember;
  let spaceAdmin: TestMember;
  let spaceModerator: TestMember;
  let plain: TestMember;
  let communityModerator: TestMember;

  const LOCK = {
    enabled: true,
    type: 'membership',
    conditions: { required_courses: [], required_membership: 'gold', required_role: 'member' },
    message: 'Members only',
    button_text: 'Join now',
    button_url: 'https://example.test/join',
  };

  beforeAll(async () => {
    [outsider, spaceAdmin, spaceModerator, plain, communityModerator] = await Promise.all([
      createMember(), createMember(), createMember(), createMember(), createMember({ role: 'moderator' }),
    ]);
  });

  async function lockedSpace(body: Record<string, unknown> = {}): Promise<any> {
    const s = await createSpace(body);
    await addMember(s.slug, spaceAdmin.userId, { role: 'admin' });
    await addMember(s.slug, spaceModerator.userId, { role: 'moderator' });
    await addMember(s.slug, plain.userId);
    return s;
  }

  it('sets a lockscreen as the administrator and answers {message, lockscreen}', async () => {
    const s = await lockedSpace();
    const res = await api<any>('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: LOCK });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sortedKeys(res.body)).toEqual(['lockscreen', 'message']);
    expect(res.body.lockscreen).toMatchObject({
      type: 'membership',
      message: 'Members only',
      button_text: 'Join now',
      button_url: 'https://example.test/join',
      conditions: LOCK.conditions,
    });
  });

  it('lets the space admin set it; 403 rest_forbidden for a space moderator, a plain member, a community moderator, an outsider; 401 anonymously', async () => {
    const s = await lockedSpace();
    const ok = await api<any>('PUT', `/spaces/${s.slug}/lockscreens`, { auth: spaceAdmin.auth, body: { ...LOCK, message: 'by space admin' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.lockscreen.message).toBe('by space admin');
    for (const auth of [spaceModerator.auth, plain.auth, communityModerator.auth, outsider.auth]) {
      expectError(await api<any>('PUT', `/spaces/${s.slug}/lockscreens`, { auth, body: { ...LOCK, message: 'denied' } }), 403, 'rest_forbidden');
    }
    expectError(await api<any>('PUT', `/spaces/${s.slug}/lockscreens`, { body: LOCK }), 401, 'rest_forbidden');
    expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: adminAuth })).body.data.lockscreen.message).toBe('by space admin');
  });

  it.each([
    ['enabled', { enabled: undefined }],
    ['enabled', { enabled: 'sometimes' }],
    ['type', { type: 'riddle' }],
    ['button_url', { button_url: 'http://example.test/join' }],
    ['button_url', { button_url: 'not a url' }],
    ['conditions', { conditions: { required_courses: 'all' } }],
  ])('fails with 400 rest_invalid_param naming %s for %j', async (field, override) => {
    const s = await lockedSpace();
    const res = await api<any>('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: { ...LOCK, ...override } });
    expectError(res, 400, 'rest_invalid_param');
    expect(JSON.stringify(res.body.data.params)).toContain(field);
    expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: adminAuth })).body.data.lockscreen).toBeNull();
  });

  it('fails with 404 space_not_found for an unknown space', async () => {
    expectError(await api<any>('PUT', `/spaces/${token('nope-')}/lockscreens`, { auth: adminAuth, body: LOCK }), 404, 'space_not_found');
  });

  it('shows non-members of a locked public space the card with the lockscreen and hides its members', async () => {
    const s = await lockedSpace({ description: 'locked' });
    expect((await api('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: LOCK })).status).toBe(200);
    for (const auth of [undefined, outsider.auth]) {
      const res = await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth });
      expect(res.status).toBe(200);
      expect(sortedKeys(res.body.data)).toEqual([...CARD_KEYS, 'lockscreen'].sort());
      expect(res.body.data).toMatchObject({ id: s.id, description: 'locked', is_member: false, members_count: 4 });
      expect(res.body.data.lockscreen).toMatchObject({ type: 'membership', message: 'Members only', button_text: 'Join now', button_url: 'https://example.test/join', conditions: LOCK.conditions });
      const members = await api<any>('GET', `/spaces/${s.slug}/members`, { auth });
      expect([401, 403]).toContain(members.status);
    }
    expectError(await api<any>('GET', `/spaces/${s.slug}/members`, { auth: outsider.auth }), 403, 'rest_forbidden');
  });

  it('shows members and managers of a locked space the detail with the lockscreen and its members', async () => {
    const s = await lockedSpace();
    expect((await api('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: LOCK })).status).toBe(200);
    for (const auth of [plain.auth, spaceModerator.auth, communityModerator.auth]) {
      const res = await api<any>('GET', `/spaces/${s.id}/by-id`, { auth });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveProperty('creator');
      expect(res.body.data).toHaveProperty('settings');
      expect(res.body.data.lockscreen).toMatchObject({ type: 'membership', message: 'Members only' });
      expect((await api<any>('GET', `/spaces/${s.slug}/members`, { auth })).status).toBe(200);
    }
  });

  it('shows the card of a locked private space with the lockscreen, and without it once disabled', async () => {
    const s = await lockedSpace({ privacy: 'private' });
    expect((await api('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: { ...LOCK, type: 'custom' } })).status).toBe(200);
    const locked = await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: outsider.auth });
    expect(sortedKeys(locked.body.data)).toEqual([...CARD_KEYS, 'lockscreen'].sort());
    expect(locked.body.data.lockscreen.type).toBe('custom');
    const off = await api<any>('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: { enabled: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const unlocked = await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: outsider.auth });
    expect(sortedKeys(unlocked.body.data)).toEqual([...CARD_KEYS].sort());
  });

  it('shows the detail again to non-members of a public space once the lockscreen is disabled', async () => {
    const s = await lockedSpace();
    expect((await api('PUT', `/spaces/${s.slug}/lockscreens`, { auth: adminAuth, body: LOCK })).status).toBe(200);
    expect(sortedKeys((await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: outsider.auth })).body.data)).toEqual([...CARD_KEYS, 'lockscreen'].sort());
    expect((await api('PUT', `/spaces/${s.slug}/lockscreens`, { auth: spaceAdmin.auth, body: { enabled: false } })).status).toBe(200);
    const res = await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth: outsider.auth });
    expect(sortedKeys(res.body.data)).toEqual([...DETAIL_KEYS].sort());
    expect((await api<any>('GET', `/spaces/${s.slug}/members`, { auth: outsider.auth })).status).toBe(200);
  });
});
