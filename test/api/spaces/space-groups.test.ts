import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { DATETIME, token } from '../../support/identity.ts';
import { createSpace, expectShortError, sortedKeys } from '../../support/spaces.ts';

const GROUP_KEYS = ['id', 'title', 'slug', 'description', 'serial', 'settings', 'spaces_count', 'created_at', 'updated_at'];
const GROUP_SPACE_KEYS = ['id', 'title', 'slug', 'serial'];

async function createGroup(body: Record<string, unknown> = {}): Promise<any> {
  const payload = { title: `Group ${token('gr')}`, ...body };
  const res = await api<any>('POST', '/spaces/space_groups', { auth: adminAuth, body: payload });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.space_group;
}

/** `auth` undefined is an anonymous caller (no default: undefined must not become the administrator). */
async function listing(auth: Auth, query: Record<string, string | number | boolean> = {}): Promise<{ groups: any[]; orphaned_spaces: any[] }> {
  const res = await api<any>('GET', '/spaces/space_groups', { auth, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function groupOf(id: number, auth: Auth, query: Record<string, string | number | boolean> = { include_empty: true }): Promise<any> {
  return (await listing(auth, query)).groups.find((g) => g.id === id);
}

async function move(spaceId: number, groupId: number, serial?: number): Promise<any> {
  const res = await api<any>('PATCH', '/spaces/space_groups/move-space', { auth: adminAuth, body: { space_id: spaceId, group_id: groupId, ...(serial === undefined ? {} : { serial }) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('space groups', () => {
  let member: TestMember;
  let communityModerator: TestMember;

  beforeAll(async () => {
    member = await createMember();
    communityModerator = await createMember({ role: 'moderator' });
  });

  describe('POST /spaces/space_groups', () => {
    it('creates a group and answers {message, space_group} with the generated slug and spaces_count 0', async () => {
      const tag = token('gt');
      const res = await api<any>('POST', '/spaces/space_groups', {
        auth: adminAuth,
        body: { title: `Learning ${tag}`, description: 'Courses', settings: { is_collapsible: true, default_collapsed: false } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['group', 'message', 'space_group']);
      expect(res.body.group).toEqual(res.body.space_group);
      const g = res.body.space_group;
      expect(sortedKeys(g)).toEqual([...GROUP_KEYS].sort());
      expect(g).toMatchObject({ title: `Learning ${tag}`, slug: `learning-${tag}`, description: 'Courses', settings: { is_collapsible: true, default_collapsed: false }, spaces_count: 0 });
      expect(g.id).toEqual(expect.any(Number));
      expect(g.serial).toEqual(expect.any(Number));
      expect(g.created_at).toMatch(DATETIME);
      expect(g.updated_at).toMatch(DATETIME);
    });

    it('honours a given slug and keeps slugs unique for the same title', async () => {
      const slug = token('grp-');
      expect((await createGroup({ slug })).slug).toBe(slug);
      const title = `Twin ${token()}`;
      const a = await createGroup({ title });
      const b = await createGroup({ title });
      expect(a.slug).not.toBe(b.slug);
      expect(b.slug).toMatch(/^[a-z0-9-]+$/);
    });

    it('fails with 400 invalid_data (short form, no data) without a title', async () => {
      expectShortError(await api<any>('POST', '/spaces/space_groups', { auth: adminAuth, body: { description: 'no title' } }), 400, 'invalid_data');
      expectShortError(await api<any>('POST', '/spaces/space_groups', { auth: adminAuth, body: { title: '' } }), 400, 'invalid_data');
    });

    it('fails with 403 permission_denied (short form) for a member or a community moderator', async () => {
      for (const auth of [member.auth, communityModerator.auth]) {
        expectShortError(await api<any>('POST', '/spaces/space_groups', { auth, body: { title: `Denied ${token()}` } }), 403, 'permission_denied');
      }
      const anonymous = await api<any>('POST', '/spaces/space_groups', { body: { title: `Denied ${token()}` } });
      expect([401, 403]).toContain(anonymous.status);
      expect(sortedKeys(anonymous.body)).toEqual(['code', 'message']);
    });
  });

  describe('PUT and DELETE /spaces/space_groups/{id}', () => {
    it('updates title, description and settings and answers {message, space_group}', async () => {
      const g = await createGroup();
      const title = `Renamed ${token()}`;
      const res = await api<any>('PUT', `/spaces/space_groups/${g.id}`, { auth: adminAuth, body: { title, description: 'new', settings: { is_collapsible: true, default_collapsed: true } } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['group', 'message', 'space_group']);
      expect(res.body.group).toEqual(res.body.space_group);
      expect(res.body.space_group).toMatchObject({ id: g.id, title, description: 'new', settings: { is_collapsible: true, default_collapsed: true }, serial: g.serial });
      expect(await groupOf(g.id, adminAuth)).toMatchObject({ title, description: 'new', settings: { is_collapsible: true, default_collapsed: true } });
    });

    it('fails with 404 not_found (short form) for an unknown group, and 403 permission_denied for a member', async () => {
      expectShortError(await api<any>('PUT', '/spaces/space_groups/987654321', { auth: adminAuth, body: { title: 'x' } }), 404, 'not_found');
      expectShortError(await api<any>('DELETE', '/spaces/space_groups/987654321', { auth: adminAuth }), 404, 'not_found');
      const g = await createGroup();
      expectShortError(await api<any>('PUT', `/spaces/space_groups/${g.id}`, { auth: member.auth, body: { title: 'x' } }), 403, 'permission_denied');
      expectShortError(await api<any>('DELETE', `/spaces/space_groups/${g.id}`, { auth: member.auth }), 403, 'permission_denied');
      expect((await groupOf(g.id, adminAuth)).title).toBe(g.title);
    });

    it('fails with 400 (short form) to blank the title', async () => {
      const g = await createGroup();
      const res = await api<any>('PUT', `/spaces/space_groups/${g.id}`, { auth: adminAuth, body: { title: '' } });
      expect(res.status).toBe(400);
      expect(sortedKeys(res.body)).toEqual(['code', 'message']);
      expect((await groupOf(g.id, adminAuth)).title).toBe(g.title);
    });

    it('deletes a group: {message}; its spaces become uncategorized (orphaned_spaces)', async () => {
      const g = await createGroup();
      const s = await createSpace({ group_id: g.id });
      expect((await groupOf(g.id, adminAuth)).spaces.map((x: any) => x.id)).toEqual([s.id]);
      const res = await api<any>('DELETE', `/spaces/space_groups/${g.id}`, { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      const after = await listing(adminAuth, { include_empty: true });
      expect(after.groups.map((x) => x.id)).not.toContain(g.id);
      expect(after.orphaned_spaces.map((x) => x.id)).toContain(s.id);
      expect((await api<any>('GET', `/spaces/${s.id}/by-id`, { auth: adminAuth })).body.data.group_id ?? 0).toBe(0);
      expectShortError(await api<any>('PUT', `/spaces/space_groups/${g.id}`, { auth: adminAuth, body: { title: 'gone' } }), 404, 'not_found');
    });
  });

  describe('GET /spaces/space_groups', () => {
    let full: any;
    let empty: any;
    let a: any;
    let b: any;
    let draft: any;
    let secret: any;
    let loose: any;

    beforeAll(async () => {
      full = await createGroup();
      empty = await createGroup();
      a = await createSpace({ group_id: full.id });
      b = await createSpace({ group_id: full.id });
      draft = await createSpace({ group_id: full.id, status: 'draft' });
      secret = await createSpace({ group_id: full.id, privacy: 'private' });
      loose = await createSpace();
    });

    it('answers {groups, orphaned_spaces} for anyone, groups by serial, each with spaces {id, title, slug, serial}', async () => {
      const body = await listing(undefined);
      expect(sortedKeys(body)).toEqual(['groups', 'orphaned_spaces']);
      const serials = body.groups.map((g) => g.serial);
      expect(serials).toEqual([...serials].sort((x, y) => x - y));
      const g = body.groups.find((x) => x.id === full.id);
      expect(sortedKeys(g)).toEqual([...GROUP_KEYS, 'spaces'].sort());
      expect(g).toMatchObject({ title: full.title, slug: full.slug });
      for (const sp of g.spaces) expect(sortedKeys(sp)).toEqual([...GROUP_SPACE_KEYS].sort());
      expect(g.spaces[0]).toMatchObject({ id: a.id, title: a.title, slug: a.slug });
      const spaceSerials = g.spaces.map((x: any) => Number(x.serial));
      expect(spaceSerials).toEqual([...spaceSerials].sort((x, y) => x - y));
      const orphan = body.orphaned_spaces.find((x) => x.id === loose.id);
      expect(orphan).toBeDefined();
      expect(sortedKeys(orphan)).toEqual([...GROUP_SPACE_KEYS].sort());
      for (const grp of body.groups) expect(grp.spaces.map((x: any) => x.id)).not.toContain(loose.id);
    });

    it('leaves out the spaces the caller may not see: drafts for anyone but managers', async () => {
      for (const [who, auth] of [['anonymous', undefined], ['member', member.auth]] as const) {
        const ids = (await groupOf(full.id, auth)).spaces.map((x: any) => x.id);
        expect(ids, who).toContain(a.id);
        expect(ids, who).toContain(b.id);
        expect(ids, who).toContain(secret.id);
        expect(ids, `${who}: draft ${draft.id}`).not.toContain(draft.id);
      }
      expect((await groupOf(full.id, adminAuth)).spaces.map((x: any) => x.id).sort()).toEqual([a.id, b.id, draft.id, secret.id].sort());
      expect((await groupOf(full.id, communityModerator.auth)).spaces.map((x: any) => x.id)).toContain(draft.id);
    });

    it('leaves out empty groups unless include_empty', async () => {
      expect((await listing(adminAuth)).groups.map((g) => g.id)).not.toContain(empty.id);
      const withEmpty = await listing(adminAuth, { include_empty: true });
      const e = withEmpty.groups.find((g) => g.id === empty.id);
      expect(e).toMatchObject({ spaces_count: 0, spaces: [] });
      expect(withEmpty.groups.map((g) => g.id)).toContain(full.id);
    });

    it('returns no spaces with with_spaces false', async () => {
      const body = await listing(adminAuth, { with_spaces: false });
      const g = body.groups.find((x) => x.id === full.id);
      expect(g).toBeDefined();
      expect(g.spaces ?? []).toEqual([]);
      expect(g.spaces_count).toBe(4);
    });

    it('fails with 400 for invalid booleans', async () => {
      const res = await api<any>('GET', '/spaces/space_groups', { query: { with_spaces: 'maybe' } });
      expect(res.status).toBe(400);
    });
  });

  describe('ordering and moving', () => {
    it('re-indexes groups in the given order: {message}', async () => {
      const mine = [await createGroup(), await createGroup(), await createGroup()];
      const all = (await listing(adminAuth, { include_empty: true })).groups.map((g) => g.id as number);
      const others = all.filter((id) => !mine.some((g) => g.id === id));
      const desired = [mine[2]!.id, ...others, mine[0]!.id, mine[1]!.id];
      const res = await api<any>('PATCH', '/spaces/space_groups/re-index', { auth: adminAuth, body: { group_ids: desired } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      const after = (await listing(adminAuth, { include_empty: true })).groups;
      const order = after.map((g) => g.id).filter((id) => mine.some((g) => g.id === id));
      expect(order).toEqual([mine[2]!.id, mine[0]!.id, mine[1]!.id]);
      const serialOf = (id: number) => after.find((g) => g.id === id).serial;
      expect(serialOf(mine[2]!.id)).toBeLessThan(serialOf(mine[0]!.id));
      expect(serialOf(mine[0]!.id)).toBeLessThan(serialOf(mine[1]!.id));
    });

    it('fails to re-index with 403 permission_denied for a member and 404 not_found for an unknown group', async () => {
      const g = await createGroup();
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/re-index', { auth: member.auth, body: { group_ids: [g.id] } }), 403, 'permission_denied');
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/re-index', { auth: adminAuth, body: { group_ids: [g.id, 987654321] } }), 404, 'not_found');
    });

    it('re-indexes the spaces of a group in the given order', async () => {
      const g = await createGroup();
      const s1 = await createSpace({ group_id: g.id });
      const s2 = await createSpace({ group_id: g.id });
      const s3 = await createSpace({ group_id: g.id });
      expect((await groupOf(g.id, adminAuth)).spaces.map((x: any) => x.id)).toEqual([s1.id, s2.id, s3.id]);
      const res = await api<any>('PATCH', '/spaces/space_groups/re-index-spaces', { auth: adminAuth, body: { space_ids: [s3.id, s1.id, s2.id] } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      const spaces = (await groupOf(g.id, adminAuth)).spaces;
      expect(spaces.map((x: any) => x.id)).toEqual([s3.id, s1.id, s2.id]);
      const serials = spaces.map((x: any) => Number(x.serial));
      expect(serials).toEqual([...serials].sort((x, y) => x - y));
      expect(new Set(serials).size).toBe(3);
    });

    it('re-indexes spaces into the given group_id, moving them and keeping spaces_count', async () => {
      const from = await createGroup();
      const to = await createGroup();
      const s1 = await createSpace({ group_id: from.id });
      const s2 = await createSpace({ group_id: from.id });
      const s3 = await createSpace();
      const res = await api<any>('PATCH', '/spaces/space_groups/re-index-spaces', { auth: adminAuth, body: { space_ids: [s3.id, s2.id, s1.id], group_id: to.id } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const target = await groupOf(to.id, adminAuth);
      expect(target.spaces.map((x: any) => x.id)).toEqual([s3.id, s2.id, s1.id]);
      expect(target.spaces_count).toBe(3);
      expect(await groupOf(from.id, adminAuth)).toMatchObject({ spaces_count: 0, spaces: [] });
      expect((await listing(adminAuth)).orphaned_spaces.map((x) => x.id)).not.toContain(s3.id);
    });

    it('fails to re-index spaces with 403 permission_denied for a member and 404 not_found for an unknown space or group', async () => {
      const g = await createGroup();
      const s = await createSpace({ group_id: g.id });
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/re-index-spaces', { auth: member.auth, body: { space_ids: [s.id] } }), 403, 'permission_denied');
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/re-index-spaces', { auth: adminAuth, body: { space_ids: [s.id, 987654321] } }), 404, 'not_found');
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/re-index-spaces', { auth: adminAuth, body: { space_ids: [s.id], group_id: 987654321 } }), 404, 'not_found');
    });

    it('moves a space into a group last by default: {message, space: {id, title, group_id, serial}}, spaces_count kept', async () => {
      const from = await createGroup();
      const to = await createGroup();
      const x = await createSpace({ group_id: to.id });
      const s = await createSpace({ group_id: from.id });
      expect((await groupOf(from.id, adminAuth)).spaces_count).toBe(1);
      const body = await move(s.id, to.id);
      expect(sortedKeys(body)).toEqual(['message', 'space']);
      expect(sortedKeys(body.space)).toEqual(['group_id', 'id', 'serial', 'title']);
      expect(body.space).toMatchObject({ id: s.id, title: s.title, group_id: to.id });
      const target = await groupOf(to.id, adminAuth);
      expect(target.spaces.map((y: any) => y.id)).toEqual([x.id, s.id]);
      expect(target.spaces_count).toBe(2);
      expect((await groupOf(from.id, adminAuth)).spaces_count).toBe(0);
      expect((await api<any>('GET', `/spaces/${s.id}/by-id`, { auth: adminAuth })).body.data.group_id).toBe(to.id);
    });

    it('moves a space to a given serial position', async () => {
      const g = await createGroup();
      const s1 = await createSpace({ group_id: g.id });
      const s2 = await createSpace({ group_id: g.id });
      const s = await createSpace();
      const body = await move(s.id, g.id, 1);
      expect(body.space).toMatchObject({ id: s.id, group_id: g.id, serial: 1 });
      const after = await groupOf(g.id, adminAuth);
      const ids = after.spaces.map((y: any) => y.id);
      expect(ids.sort()).toEqual([s.id, s1.id, s2.id].sort());
      const ordered = after.spaces.map((y: any) => y.id);
      // Position 1 is before the group's second space however positions are counted.
      expect(ordered.indexOf(s.id)).toBeLessThan(ordered.indexOf(s2.id));
      expect(after.spaces_count).toBe(3);
    });

    it('moves a space out of its group with group_id 0: it becomes an orphan', async () => {
      const g = await createGroup();
      const s = await createSpace({ group_id: g.id });
      const keep = await createSpace({ group_id: g.id });
      const body = await move(s.id, 0);
      expect(body.space.id).toBe(s.id);
      expect(body.space.group_id ?? 0).toBe(0);
      const after = await listing(adminAuth, { include_empty: true });
      expect(after.orphaned_spaces.map((x) => x.id)).toContain(s.id);
      const grp = after.groups.find((x) => x.id === g.id);
      expect(grp.spaces.map((x: any) => x.id)).toEqual([keep.id]);
      expect(grp.spaces_count).toBe(1);
    });

    it('fails to move with 404 not_found for an unknown space or group, 403 permission_denied for a member', async () => {
      const g = await createGroup();
      const s = await createSpace();
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/move-space', { auth: adminAuth, body: { space_id: 987654321, group_id: g.id } }), 404, 'not_found');
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/move-space', { auth: adminAuth, body: { space_id: s.id, group_id: 987654321 } }), 404, 'not_found');
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/move-space', { auth: member.auth, body: { space_id: s.id, group_id: g.id } }), 403, 'permission_denied');
      expectShortError(await api<any>('PATCH', '/spaces/space_groups/move-space', { auth: communityModerator.auth, body: { space_id: s.id, group_id: g.id } }), 403, 'permission_denied');
      expect((await listing(adminAuth)).orphaned_spaces.map((x) => x.id)).toContain(s.id);
    });

    it('keeps spaces_count exact and never answers 500 when the same space is moved at once several times', async () => {
      const from = await createGroup();
      const to = await createGroup();
      const s = await createSpace({ group_id: from.id });
      const results = await Promise.all(
        Array.from({ length: 4 }, () => api<any>('PATCH', '/spaces/space_groups/move-space', { auth: adminAuth, body: { space_id: s.id, group_id: to.id } })),
      );
      expect(results.map((r) => r.status).filter((status) => status >= 500), JSON.stringify(results.map((r) => r.body))).toEqual([]);
      expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
      const target = await groupOf(to.id, adminAuth);
      expect(target.spaces.map((x: any) => x.id)).toEqual([s.id]);
      expect(target.spaces_count).toBe(1);
      expect((await groupOf(from.id, adminAuth)).spaces_count).toBe(0);
    });

    it('keeps spaces_count when a space of the group is deleted', async () => {
      const g = await createGroup();
      const s1 = await createSpace({ group_id: g.id });
      await createSpace({ group_id: g.id });
      expect((await groupOf(g.id, adminAuth)).spaces_count).toBe(2);
      expect((await api('DELETE', `/spaces/${s1.slug}`, { auth: adminAuth })).status).toBe(200);
      const after = await groupOf(g.id, adminAuth);
      expect(after.spaces_count).toBe(1);
      expect(after.spaces.map((x: any) => x.id)).not.toContain(s1.id);
    });
  });
});
