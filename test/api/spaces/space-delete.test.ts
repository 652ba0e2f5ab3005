import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import {
  adminUserId,
  collectSpaces,
  countSpaceItems,
  createSpace,
  expectError,
  join,
  mineOf,
  seedOwnedItems,
  spaceById,
  spaceEvents,
  spacePartitionCount,
  waitForZero,
} from '../../support/spaces.ts';

describe('DELETE /spaces/{slug} and /spaces/{id}/by-id', () => {
  let adminId: number;
  let member: TestMember;
  let communityModerator: TestMember;

  beforeAll(async () => {
    adminId = await adminUserId();
    member = await createMember();
    communityModerator = await createMember({ role: 'moderator' });
  });

  it('deletes by slug: {message}, then 404 space_not_found everywhere and gone from the lists', async () => {
    const tag = token('del');
    const s = await createSpace({ title: `${tag} doomed` });
    await join(s.slug, member.auth);
    const res = await api<any>('DELETE', `/spaces/${s.slug}`, { auth: adminAuth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body)).toEqual(['message']);
    expect(res.body.message).toEqual(expect.any(String));
    for (const auth of [undefined, member.auth, adminAuth]) {
      expectError(await api<any>('GET', `/spaces/${s.slug}/by-slug`, { auth }), 404, 'space_not_found');
      expectError(await api<any>('GET', `/spaces/${s.id}/by-id`, { auth }), 404, 'space_not_found');
    }
    expectError(await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth }), 404, 'space_not_found');
    expectError(await api<any>('POST', `/spaces/${s.slug}/join`, { auth: communityModerator.auth }), 404, 'space_not_found');
    expectError(await api<any>('POST', `/spaces/${s.slug}/leave`, { auth: member.auth }), 404, 'space_not_found');
    expectError(await api<any>('PUT', `/spaces/${s.slug}/by-slug`, { auth: adminAuth, body: { title: 'back' } }), 404, 'space_not_found');
    expectError(await api<any>('DELETE', `/spaces/${s.slug}`, { auth: adminAuth }), 404, 'space_not_found');
    expect(mineOf(await collectSpaces(adminAuth, { search: tag }), [s.id])).toEqual([]);
    expect(mineOf(await collectSpaces(adminAuth, { search: tag }, '/spaces/discover'), [s.id])).toEqual([]);
  });

  it('deletes by id', async () => {
    const s = await createSpace();
    const res = await api<any>('DELETE', `/spaces/${s.id}/by-id`, { auth: adminAuth });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expectError(await api<any>('GET', `/spaces/${s.slug}/by-slug`), 404, 'space_not_found');
    expectError(await api<any>('DELETE', `/spaces/${s.id}/by-id`, { auth: adminAuth }), 404, 'space_not_found');
  });

  it('frees the slug at once for a new space', async () => {
    const s = await createSpace();
    expect((await api('DELETE', `/spaces/${s.slug}`, { auth: adminAuth })).status).toBe(200);
    const again = await createSpace({ slug: s.slug });
    expect(again.id).not.toBe(s.id);
    expect(again).toMatchObject({ slug: s.slug, members_count: 1 });
    expect((await api<any>('GET', `/spaces/${s.slug}/by-slug`)).body.data.id).toBe(again.id);
  });

  it('fails with 403 rest_forbidden for a member, a community moderator and the space\'s own admin; 401 anonymously', async () => {
    const s = await createSpace();
    const spaceAdmin = await createMember();
    expect((await api('POST', `/spaces/${s.slug}/members`, { auth: adminAuth, body: { user_id: spaceAdmin.userId, role: 'admin' } })).status).toBe(200);
    for (const auth of [member.auth, communityModerator.auth, spaceAdmin.auth]) {
      expectError(await api<any>('DELETE', `/spaces/${s.slug}`, { auth }), 403, 'rest_forbidden');
      expectError(await api<any>('DELETE', `/spaces/${s.id}/by-id`, { auth }), 403, 'rest_forbidden');
    }
    expectError(await api<any>('DELETE', `/spaces/${s.slug}`), 401, 'rest_forbidden');
    expect((await spaceById(s.id)).id).toBe(s.id);
    expect(await spaceEvents('space.deleted', s.id)).toHaveLength(0);
  });

  it('fails with 404 space_not_found for an unknown space', async () => {
    expectError(await api<any>('DELETE', `/spaces/${token('nope-')}`, { auth: adminAuth }), 404, 'space_not_found');
    expectError(await api<any>('DELETE', '/spaces/987654321/by-id', { auth: adminAuth }), 404, 'space_not_found');
  });

  it('emits space.deleted once', async () => {
    const s = await createSpace();
    expect((await api('DELETE', `/spaces/${s.slug}`, { auth: adminAuth })).status).toBe(200);
    const events = await spaceEvents('space.deleted', s.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.actor_id).toBe(adminId);
  });

  it('lets exactly one of several concurrent deletions succeed', async () => {
    const s = await createSpace();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => api<any>('DELETE', i % 2 ? `/spaces/${s.slug}` : `/spaces/${s.id}/by-id`, { auth: adminAuth })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 404, 'space_not_found');
    expect(await spaceEvents('space.deleted', s.id)).toHaveLength(1);
  });

  it('deletes every membership of the space in the background', async () => {
    const s = await createSpace({ privacy: 'private' });
    const crew = await Promise.all(Array.from({ length: 12 }, () => createMember()));
    for (const [i, m] of crew.entries()) {
      if (i < 4) await join(s.slug, m.auth); // pending
      else expect((await api('POST', `/spaces/${s.slug}/members`, { auth: adminAuth, body: { user_id: m.userId } })).status).toBe(200);
    }
    expect((await api('POST', `/spaces/${s.slug}/members/${crew[11]!.userId}/ban`, { auth: adminAuth })).status).toBe(200);
    expect(await spacePartitionCount(s.id)).toBeGreaterThanOrEqual(13);
    expect((await api('DELETE', `/spaces/${s.id}/by-id`, { auth: adminAuth })).status).toBe(200);
    expect(await waitForZero(() => spacePartitionCount(s.id))).toBe(0);
    expect(await waitForZero(() => countSpaceItems(s.id))).toBe(0);
    // The former members may join a new space with the old slug without trace of the old memberships.
    const again = await createSpace({ slug: s.slug });
    expect((await api<any>('POST', `/spaces/${again.slug}/join`, { auth: crew[11]!.auth })).status).toBe(200);
  }, 90_000);

  it('deletes every item owned by the space (posts, comments, media) in the background, in several purge steps (50 items a step in the test stack)', async () => {
    const s = await createSpace();
    const crew = await Promise.all(Array.from({ length: 5 }, () => createMember()));
    for (const m of crew) await join(s.slug, m.auth);
    await seedOwnedItems(s.id, 120);
    expect(await countSpaceItems(s.id, { children: false })).toBeGreaterThanOrEqual(120);
    const other = await createSpace();
    await seedOwnedItems(other.id, 50);
    const otherCount = await countSpaceItems(other.id);
    expect(otherCount).toBeGreaterThanOrEqual(50);

    const started = Date.now();
    const res = await api<any>('DELETE', `/spaces/${s.slug}`, { auth: adminAuth });
    expect(res.status).toBe(200);
    // The request answers at once; the content goes in the background.
    expect(Date.now() - started).toBeLessThan(10_000);
    expectError(await api<any>('GET', `/spaces/${s.slug}/by-slug`), 404, 'space_not_found');
    // Polled without the posts' own children (a Query each); zero owned posts means none is left to count.
    // Up to 2 minutes: the purge shares the machine with other test files.
    expect(await waitForZero(() => countSpaceItems(s.id, { children: false }), 120_000)).toBe(0);
    expect(await spacePartitionCount(s.id)).toBe(0);
    // Another space's content is untouched: nothing of it went (the router may still add to it, such as its activity counter).
    expect(await countSpaceItems(other.id)).toBeGreaterThanOrEqual(otherCount);
    expect((await spaceById(other.id)).id).toBe(other.id);
  }, 210_000);
});
