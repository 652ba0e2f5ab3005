/**
 * What a profile page lists beside the profile (the original's GET /profile/{username}/spaces,
 * /memberships, /courses, /comments) and the original's member status change (PATCH /members/{id}):
 * who may look, what each viewer is shown, and who may change whom.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { addMember, adminUserId, createSpace, join } from '../../support/spaces.ts';
import { ok, publishedCourse } from '../../support/courses.ts';

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);

describe("a member's spaces and memberships", () => {
  it('lists the active memberships the viewer may see, courses and pending memberships left out', async () => {
    const [m, viewer] = [await createMember(), await createMember()];
    const open = await createSpace({ privacy: 'public' });
    const closed = await createSpace({ privacy: 'private' });
    const pendingOnly = await createSpace({ privacy: 'private' });
    const { course } = await publishedCourse(adminAuth, 1, { privacy: 'public' });
    await join(open.slug, m.auth);
    await addMember(closed.slug, m.userId);
    await addMember(pendingOnly.slug, m.userId, { status: 'pending' });
    await ok('POST', `/courses/${course.id}/enroll`, m.auth);

    const seen = async (auth: typeof m.auth) => {
      const spaces = await api<any>('GET', `/profile/${m.username}/spaces`, { auth });
      expect(spaces.status, JSON.stringify(spaces.body)).toBe(200);
      const memberships = await api<any>('GET', `/profile/${m.username}/memberships`, { auth });
      expect(memberships.status).toBe(200);
      expect([...memberships.body.memberships].sort((a: number, b: number) => a - b)).toEqual(ids(spaces.body.spaces));
      return ids(spaces.body.spaces);
    };
    expect(await seen(viewer.auth)).toEqual(ids([open, closed]));
    expect(await seen(undefined)).toEqual(ids([open, closed]));
    expect(await seen(m.auth)).toEqual(ids([open, closed]));
    // Each row carries the viewer's own standing in the space.
    const rows = (await api<any>('GET', `/profile/${m.username}/spaces`, { auth: viewer.auth })).body.spaces;
    expect(rows.find((r: any) => r.id === open.id)).toMatchObject({ is_member: false, slug: open.slug });
    expect((await api<any>('GET', `/profile/${m.username}/spaces`, { auth: m.auth })).body.spaces.every((r: any) => r.is_member)).toBe(true);
  }, 120_000);

  it('answers 404 for an unknown member, on both base paths', async () => {
    const viewer = await createMember();
    expect((await api<any>('GET', '/profile/nobody-here-at-all/spaces', { auth: viewer.auth })).status).toBe(404);
    expect((await api<any>('GET', '/profile/nobody-here-at-all/memberships', { auth: viewer.auth, compat: true })).status).toBe(404);
  });
});

describe("a member's courses", () => {
  it('lists the published courses they are enrolled in, isEnrolled being theirs', async () => {
    const [m, viewer] = [await createMember(), await createMember()];
    const { course } = await publishedCourse(adminAuth, 1, { privacy: 'public' });
    const { course: notTheirs } = await publishedCourse(adminAuth, 1, { privacy: 'public' });
    await ok('POST', `/courses/${course.id}/enroll`, m.auth);
    const res = await api<any>('GET', `/profile/${m.username}/courses`, { auth: viewer.auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.courses.map((c: any) => c.id)).toEqual([course.id]);
    expect(res.body.courses[0]).toMatchObject({ id: course.id, isEnrolled: true });
    expect(res.body.courses.some((c: any) => c.id === notTheirs.id)).toBe(false);
  }, 120_000);
});

describe("a member's comments", () => {
  it('shows their published comments, newest first, each with its post; a comment on a post the viewer cannot read is left out', async () => {
    const [m, outsider] = [await createMember(), await createMember()];
    const open = await createSpace({ privacy: 'public' });
    const closed = await createSpace({ privacy: 'private' });
    await join(open.slug, m.auth);
    await addMember(closed.slug, m.userId);
    const post = async (slug: string) => (await ok('POST', '/feeds', m.auth, { message: `Post in ${slug}`, space: slug })).feed;
    const [p1, p2] = [await post(open.slug), await post(closed.slug)];
    const comment = async (feedId: number, text: string) => (await ok('POST', `/feeds/${feedId}/comments`, m.auth, { comment: text })).comment;
    const c1 = await comment(p1.id, 'first, in the open');
    const c2 = await comment(p2.id, 'second, behind closed doors');
    const c3 = await comment(p1.id, 'third, in the open');

    const as = async (auth: typeof m.auth, query = '') => {
      const res = await api<any>('GET', `/profile/${m.username}/comments${query}`, { auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const own = await as(m.auth);
    expect(own.comments.data.map((c: any) => c.id)).toEqual([c3.id, c2.id, c1.id]);
    expect(own.comments.data[0].post).toMatchObject({ id: p1.id, slug: p1.slug, space: { id: open.id, slug: open.slug } });
    expect(own.xprofile).toMatchObject({ user_id: m.userId, username: m.username });
    expect(own.comments.total).toBe(3);

    const other = await as(outsider.auth);
    expect(other.comments.data.map((c: any) => c.id)).toEqual([c3.id, c1.id]);
    expect((await as(undefined)).comments.data.map((c: any) => c.id)).toEqual([c3.id, c1.id]);

    const paged = await as(m.auth, '?per_page=1&page=2');
    expect(paged.comments.data.map((c: any) => c.id)).toEqual([c2.id]);
    expect(paged.comments).toMatchObject({ current_page: 2, per_page: 1, last_page: 3 });
    // A page past the reachable depth is empty rather than a read of everything before it.
    expect((await as(m.auth, '?per_page=100&page=11')).comments.data).toEqual([]);
  }, 120_000);

  it("reads the post's space for a comment written without it (a migrated one), and still leaves out what the viewer may not read", async () => {
    const [m, outsider] = [await createMember(), await createMember()];
    const open = await createSpace({ privacy: 'public' });
    const closed = await createSpace({ privacy: 'private' });
    await join(open.slug, m.auth);
    await addMember(closed.slug, m.userId);
    const post = async (slug: string) => (await ok('POST', '/feeds', m.auth, { message: `Post in ${slug}`, space: slug })).feed;
    const [p1, p2] = [await post(open.slug), await post(closed.slug)];
    const c1 = (await ok('POST', `/feeds/${p1.id}/comments`, m.auth, { comment: 'legacy, in the open' })).comment;
    const c2 = (await ok('POST', `/feeds/${p2.id}/comments`, m.auth, { comment: 'legacy, behind closed doors' })).comment;
    // What a migration writes: no space_id on the comment.
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, tableName } = await import('#platform/data/client.ts');
    const { commentKey } = await import('#features/feeds/comment-store.ts');
    for (const c of [c1, c2]) await ddb.send(new UpdateCommand({ TableName: tableName, Key: commentKey(c.post_id, c.id), UpdateExpression: 'REMOVE space_id' }));
    const seen = async (auth: typeof m.auth) => (await api<any>('GET', `/profile/${m.username}/comments`, { auth })).body.comments.data.map((c: any) => [c.id, c.post.space?.id]);
    expect(await seen(outsider.auth)).toEqual([[c1.id, open.id]]);
    expect(await seen(m.auth)).toEqual([[c2.id, closed.id], [c1.id, open.id]]);
  }, 120_000);

  it('answers 404 natively and 422 under the compat base path for an unknown member', async () => {
    expect((await api<any>('GET', '/profile/nobody-here-at-all/comments', { auth: adminAuth })).status).toBe(404);
    const compat = await api<any>('GET', '/profile/nobody-here-at-all/comments', { auth: adminAuth, compat: true });
    expect(compat.status).toBe(422);
    expect(compat.body.code).toBe('member_not_found');
  });
});

describe('PATCH /members/{user_id} (the original status change)', () => {
  const patch = (userId: number, status: string, auth: typeof adminAuth, compat = false) => api<any>('PATCH', `/members/${userId}`, { auth, body: { status }, compat });

  it('lets a moderator block and reactivate a member; the account is refused while blocked', async () => {
    const [moderator, m] = [await createMember({ role: 'moderator' }), await createMember()];
    const blocked = await patch(m.userId, 'blocked', moderator.auth);
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body).toMatchObject({ message: 'Member status has been updated', member: { user_id: m.userId, status: 'suspended' } });
    expect(blocked.body.data).toEqual(blocked.body.member);
    expect((await api<any>('GET', '/profile', { auth: m.auth })).status).not.toBe(200);
    const ignored = await patch(m.userId, 'deactivated', moderator.auth);
    expect(ignored.body.member.status).toBe('suspended');
    expect((await patch(m.userId, 'active', moderator.auth)).body.member.status).toBe('active');
    expect((await api<any>('GET', '/profile', { auth: m.auth })).status).toBe(200);
  });

  it('refuses members, an equal or higher rank (422 under the compat base path) and oneself', async () => {
    const [moderator, other, m] = [await createMember({ role: 'moderator' }), await createMember({ role: 'moderator' }), await createMember()];
    expect((await patch(m.userId, 'blocked', m.auth)).status).toBe(403);
    const admin = await adminUserId();
    const onAdmin = await patch(admin, 'blocked', moderator.auth);
    expect([onAdmin.status, onAdmin.body.code]).toEqual([403, 'cannot_change_member']);
    const compat = await patch(other.userId, 'blocked', moderator.auth, true);
    expect([compat.status, compat.body.code]).toEqual([422, 'cannot_change_member']);
    expect((await patch(moderator.userId, 'pending', moderator.auth)).body.code).toBe('cannot_modify_self');
    expect((await patch(m.userId, 'blocked', adminAuth)).status).toBe(200);
  });
});

describe('GET /members mention mode', () => {
  it('finds up to 10 active members by the term, leaves the caller out, within a space named by slug or id', async () => {
    const stem = `mnt${Date.now().toString(36)}`;
    const [a, b] = [await createMember({ username: `${stem}_a` }), await createMember({ username: `${stem}_b` })];
    const space = await createSpace({ privacy: 'public' });
    await join(space.slug, a.auth);
    const found = await api<any>('GET', `/members?mention=${stem}`, { auth: a.auth });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(Object.keys(found.body.members)).toEqual(['data']);
    expect(found.body.members.data.map((r: any) => r.user_id)).toEqual([b.userId]);
    const inSpace = await api<any>('GET', `/members?mention=${stem}&space_id=${space.slug}`, { auth: b.auth });
    expect(inSpace.body.members.data.map((r: any) => r.user_id)).toEqual([a.userId]);
    const bySlug = await api<any>('GET', `/members?mention=${stem}&space=${space.slug}`, { auth: b.auth, compat: true });
    expect(bySlug.body.members.data.map((r: any) => r.user_id)).toEqual([a.userId]);
    const byId = await api<any>('GET', `/members?mention=${stem}&space_id=${space.id}`, { auth: b.auth });
    expect(byId.body.members.data.map((r: any) => r.user_id)).toEqual([a.userId]);
  });
});
