/**
 * Secret spaces (docs/spaces.md, Secret spaces): known to their active members and managers only,
 * never in the lists everyone reads, listed to moderators with privacy=secret, and every write
 * keeping their list keys and counters (spaces#<status>#secret) right. The API makes no secret
 * space, so they are made here as a migration does: through the space service.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '#platform/auth/authenticate.ts';
import { insertSpace } from '#features/spaces/space-service.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { addMember, adminUserId, collectSpaces, expectError, mineOf } from '../../support/spaces.ts';

async function secretSpace(title: string): Promise<{ id: number; slug: string }> {
  const admin: Caller = { userId: await adminUserId(), username: 'admin', role: 'admin', status: 'active', credentialId: 'password', scheme: 'basic', lastSeenAt: null, appPassword: null };
  const { record } = await insertSpace({ title, description: '', logo: '', cover_photo: '', type: 'community', privacy: 'secret', status: 'published' }, admin);
  return { id: record.id, slug: record.slug };
}

/** The total GET /spaces answers (a counter when unfiltered). */
async function total(auth: Auth, query: Record<string, string>): Promise<number> {
  const res = await api<any>('GET', '/spaces', { auth, query: { per_page: 1, ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.spaces.total;
}

/** The ids of the sidebar's spaces (every group's and the orphaned ones) as `auth` sees them. */
async function sidebarIds(auth: Auth | undefined): Promise<number[]> {
  const res = await api<any>('GET', '/spaces/space_groups', { ...(auth ? { auth } : {}), query: { include_empty: 'true' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return [...res.body.groups.flatMap((g: any) => g.spaces), ...res.body.orphaned_spaces].map((s: any) => s.id);
}

const update = (slug: string, body: Record<string, unknown>) => api<any>('PUT', `/spaces/${slug}/by-slug`, { auth: adminAuth, body });

describe('secret spaces', () => {
  let tag: string;
  let outsider: TestMember;
  let insider: TestMember;
  let moderator: TestMember;
  let secret: { id: number; slug: string };

  beforeAll(async () => {
    tag = token('secret');
    [outsider, insider, moderator] = await Promise.all([createMember(), createMember(), createMember({ role: 'moderator' })]);
    secret = await secretSpace(`${tag} hidden group`);
    await addMember(secret.slug, insider.userId);
  });

  it('is known by slug and id to its active members and managers, and is 404 to everyone else', async () => {
    for (const auth of [insider.auth, moderator.auth, adminAuth]) {
      const res = await api<any>('GET', `/spaces/${secret.slug}/by-slug`, { auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ id: secret.id, privacy: 'secret' });
    }
    for (const auth of [undefined, outsider.auth]) {
      expectError(await api('GET', `/spaces/${secret.id}/by-id`, auth ? { auth } : {}), 404, 'space_not_found');
    }
    expectError(await api('POST', `/spaces/${secret.slug}/join`, { auth: outsider.auth }), 404, 'space_not_found');
  });

  it('is in no list, search or discover anyone reads; moderators list it with privacy=secret, others are refused', async () => {
    for (const auth of [outsider.auth, insider.auth, adminAuth]) {
      expect(mineOf(await collectSpaces(auth, { search: tag }), [secret.id])).toEqual([]);
      expect(mineOf(await collectSpaces(auth, { search: tag }, '/spaces/discover'), [secret.id])).toEqual([]);
    }
    expect(mineOf(await collectSpaces(adminAuth, { orderby: 'created_at', order: 'desc' }, '/spaces', 1), [secret.id])).toEqual([]);
    for (const auth of [moderator.auth, adminAuth]) {
      expect(mineOf(await collectSpaces(auth, { privacy: 'secret', search: tag }), [secret.id])).toEqual([secret.id]);
      expect(mineOf(await collectSpaces(auth, { privacy: 'secret', orderby: 'created_at', order: 'desc' }, '/spaces', 1), [secret.id])).toEqual([secret.id]);
    }
    expect(await collectSpaces(adminAuth, { privacy: 'secret', type: 'course' })).toEqual([]);
    for (const auth of [outsider.auth, insider.auth]) expectError(await api('GET', '/spaces', { auth, query: { privacy: 'secret' } }), 403, 'rest_forbidden');
  });

  it('shows in the sidebar only to its active members and moderators', async () => {
    expect(await sidebarIds(undefined)).not.toContain(secret.id);
    expect(await sidebarIds(outsider.auth)).not.toContain(secret.id);
    expect(await sidebarIds(insider.auth)).toContain(secret.id);
    expect(await sidebarIds(moderator.auth)).toContain(secret.id);
  });

  it('keeps its list keys and counters through status changes, a privacy change and a delete', async () => {
    const [kept, deleted] = [await secretSpace(`${tag} kept`), await secretSpace(`${tag} deleted`)];
    const archivedSecret = { privacy: 'secret', status: 'archived' };
    // Nothing but this test archives secret spaces: the counter's changes are exactly its own.
    const before = await total(adminAuth, archivedSecret);
    for (const s of [kept, deleted]) expect((await update(s.slug, { status: 'archived' })).status).toBe(200);
    expect(await total(adminAuth, archivedSecret)).toBe(before + 2);
    expect(mineOf(await collectSpaces(adminAuth, { ...archivedSecret, search: tag }), [kept.id, deleted.id]).sort()).toEqual([kept.id, deleted.id].sort());
    expect(mineOf(await collectSpaces(adminAuth, { status: 'archived', search: tag }), [kept.id, deleted.id])).toEqual([]);

    expect((await api('DELETE', `/spaces/${deleted.id}/by-id`, { auth: adminAuth })).status).toBe(200);
    expect(await total(adminAuth, archivedSecret)).toBe(before + 1);

    // Opened up: it moves to the lists everyone reads (and the moderators' secret list loses it).
    const opened = await update(kept.slug, { privacy: 'public', status: 'published' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(await total(adminAuth, archivedSecret)).toBe(before);
    expect(mineOf(await collectSpaces(outsider.auth, { search: tag }), [kept.id])).toEqual([kept.id]);
    expect(mineOf(await collectSpaces(outsider.auth, { search: tag }, '/spaces/discover'), [kept.id])).toEqual([kept.id]);
    expect(mineOf(await collectSpaces(adminAuth, { privacy: 'secret', search: tag }), [kept.id])).toEqual([]);
    // The API cannot make it secret again (the spec's privacy is public or private).
    expectError(await update(kept.slug, { privacy: 'secret' }), 400, 'rest_invalid_param');
  });
});
