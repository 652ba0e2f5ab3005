/**
 * The rank rule (docs/spaces.md, docs/access.md): nobody acts on a member whose rank is equal to
 * or above their own; community administrator > community moderator > space admin > space
 * moderator > member.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { adminUserId, addMember, createSpace, expectError } from '../../support/spaces.ts';

describe('member rank', () => {
  let adminId: number;
  let communityModerator: TestMember;

  beforeAll(async () => {
    adminId = await adminUserId();
    communityModerator = await createMember({ role: 'moderator' });
  });

  /** A space (created by the administrator, its admin member) with a moderator, a second admin and a member. */
  async function crew() {
    const s = await createSpace();
    const [moderator, spaceAdmin, member] = await Promise.all([createMember(), createMember(), createMember()]);
    await addMember(s.slug, moderator.userId, { role: 'moderator' });
    await addMember(s.slug, spaceAdmin.userId, { role: 'admin' });
    await addMember(s.slug, member.userId);
    return { s, moderator, spaceAdmin, member };
  }

  it('a space moderator cannot demote, ban or remove a space admin or the community administrator', async () => {
    const { s, moderator, spaceAdmin } = await crew();
    for (const target of [spaceAdmin.userId, adminId]) {
      expectError(await api<any>('PUT', `/spaces/${s.slug}/members/${target}`, { auth: moderator.auth, body: { role: 'member' } }), 403, 'rest_forbidden');
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/${target}/ban`, { auth: moderator.auth }), 403, 'rest_forbidden');
      expectError(await api<any>('DELETE', `/spaces/${s.slug}/members/${target}`, { auth: moderator.auth }), 403, 'rest_forbidden');
      expectError(await api<any>('POST', `/spaces/${s.slug}/members/remove`, { auth: moderator.auth, body: { user_id: target } }), 403, 'rest_forbidden');
    }
    const left = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth, query: { role: 'admin' } });
    expect(left.body.data.map((r: any) => r.user_id).sort()).toEqual([adminId, spaceAdmin.userId].sort());
  });

  it('a space moderator cannot act on another space moderator (equal rank)', async () => {
    const { s, moderator } = await crew();
    const other = await createMember();
    await addMember(s.slug, other.userId, { role: 'moderator' });
    expectError(await api<any>('POST', `/spaces/${s.slug}/members/${other.userId}/ban`, { auth: moderator.auth }), 403, 'rest_forbidden');
  });

  it('a space admin cannot remove the community administrator, nor a community moderator', async () => {
    const { s, spaceAdmin } = await crew();
    await addMember(s.slug, communityModerator.userId);
    expectError(await api<any>('DELETE', `/spaces/${s.slug}/members/${adminId}`, { auth: spaceAdmin.auth }), 403, 'rest_forbidden');
    expectError(await api<any>('POST', `/spaces/${s.slug}/members/${communityModerator.userId}/ban`, { auth: spaceAdmin.auth }), 403, 'rest_forbidden');
  });

  it('still lets a manager act on those below: a moderator bans a member, a space admin demotes a moderator', async () => {
    const { s, moderator, spaceAdmin, member } = await crew();
    expect((await api<any>('POST', `/spaces/${s.slug}/members/${member.userId}/ban`, { auth: moderator.auth })).status).toBe(200);
    expect((await api<any>('PUT', `/spaces/${s.slug}/members/${moderator.userId}`, { auth: spaceAdmin.auth, body: { role: 'member' } })).status).toBe(200);
    expect((await api<any>('DELETE', `/spaces/${s.slug}/members/${spaceAdmin.userId}`, { auth: communityModerator.auth })).status).toBe(200);
  });

  it('PUT /members/{user_id}: an administrator cannot demote or suspend another administrator', async () => {
    const other = await createMember({ role: 'admin' });
    expectError(await api<any>('PUT', `/members/${other.userId}`, { auth: adminAuth, body: { role: 'member' } }), 403, 'rest_forbidden');
    expectError(await api<any>('PUT', `/members/${other.userId}`, { auth: adminAuth, body: { status: 'suspended' } }), 403, 'rest_forbidden');
    const moderator = await createMember({ role: 'moderator' });
    expect((await api<any>('PUT', `/members/${moderator.userId}`, { auth: adminAuth, body: { role: 'member' } })).status).toBe(200);
  });
});
