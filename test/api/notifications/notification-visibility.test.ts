/**
 * Notifications never carry what their recipient may not read (docs/notifications.md, "Who may
 * be told"): none is created for a recipient who may not read its object, and one shown later is
 * stripped when its recipient may no longer read it (left the space, space made private or draft).
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api, serverTiming, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { actionsOf, notificationsOf, waitFor } from '../../support/notifications.ts';
import { addMember, createSpace, join } from '../../support/spaces.ts';

const comment = async (postId: number, auth: Auth, message: string): Promise<any> => {
  const res = await api<any>('POST', `/feeds/${postId}/comments`, { auth, body: { comment: `${message} ${token('cm')}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.comment;
};

const updateSpace = async (slug: string, body: Record<string, unknown>) => {
  const res = await api<any>('PUT', `/spaces/${slug}/by-slug`, { auth: adminAuth, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** What a notification must not show once its recipient may not read its object. */
function expectStripped(n: any, secrets: string[]) {
  const shown = JSON.stringify(n);
  for (const secret of secrets) expect(shown).not.toContain(secret);
  expect(n).toMatchObject({ title: '', route: null, src_user_id: null, xprofile: null });
}

/** The member's notifications as GET /notifications and GET /notifications/unread show them. */
async function bothLists(m: TestMember): Promise<any[]> {
  const unread = await api<any>('GET', '/notifications/unread', { auth: m.auth });
  expect(unread.status).toBe(200);
  return [...(await notificationsOf(m.auth)).notifications.data, ...unread.body.notifications];
}

describe('notifications of content the recipient may not read', () => {
  it('are not created for a non-member mentioned in a private space\'s post or comment', async () => {
    const space = await createSpace({ privacy: 'private' });
    const [author, member, outsider] = [await createMember(), await createMember(), await createMember()];
    for (const m of [author, member]) await addMember(space.slug, m.userId);
    const secret = `Secret plan ${token('sc')}`;
    // The outsider is mentioned first, so their notification (if any) is written before the member's.
    const post = await createFeed(author.auth, { space: space.slug, title: secret, message: `Hi @${outsider.username} and @${member.username}` });
    await waitFor(member, 'feed/mentioned', post.id);
    await comment(post.id, author.auth, `Also @${outsider.username} and @${member.username}`);
    await waitFor(member, 'mention_added', post.id);
    expect(await actionsOf(outsider)).toEqual([]);
    expect((await notificationsOf(outsider.auth)).unread_count).toBe(0);
  });

  it('are not created for a commenter who left the private space (replies to and likes of their comment)', async () => {
    const space = await createSpace({ privacy: 'private' });
    const [author, leaver, c, d] = [await createMember(), await createMember(), await createMember(), await createMember()];
    for (const m of [author, leaver, c, d]) await addMember(space.slug, m.userId);
    const post = await createFeed(author.auth, { space: space.slug, title: `Thread ${token('th')}` });
    // Told of the new post while a member: the router's fan-out must have run before they leave.
    await waitFor(leaver, 'space_feed/created', post.id);
    const theirs = await comment(post.id, leaver.auth, 'before leaving');
    expect((await api<any>('POST', `/spaces/${space.slug}/leave`, { auth: leaver.auth })).status).toBe(200);
    const first = await api<any>('POST', `/feeds/${post.id}/comments`, { auth: d.auth, body: { comment: `reply ${token('cm')}`, parent_id: theirs.id } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api<any>('POST', `/feeds/${post.id}/comments`, { auth: c.auth, body: { comment: `reply ${token('cm')}`, parent_id: theirs.id } });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // The leaver is the thread's first participant: d, told after them, shows the reply was handled.
    await waitFor(d, 'child_comment_added', post.id);
    for (const liked of [theirs.id, first.body.comment.id]) {
      const res = await api<any>('POST', `/feeds/${post.id}/comments/${liked}/reactions`, { auth: c.auth, body: { state: true } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await waitFor(d, 'comment/react_added', post.id);
    // Only the new post they were told of as a member (now withheld).
    expect(await actionsOf(leaver)).toEqual([`space_feed/created:${post.id}`]);
  });

  it('are not created for the plain members of a draft space (its managers are told)', async () => {
    const space = await createSpace({ status: 'draft' });
    const [member, moderator] = [await createMember(), await createMember()];
    await addMember(space.slug, member.userId);
    await addMember(space.slug, moderator.userId, { role: 'moderator' });
    const post = await createFeed(adminAuth, { space: space.slug, title: `Draft news ${token('dr')}` });
    await waitFor(moderator, 'space_feed/created', post.id);
    expect(await actionsOf(member)).toEqual([]);
  });

  it('are stripped when shown after the recipient left the private space', async () => {
    const space = await createSpace({ privacy: 'private' });
    const [author, reader] = [await createMember(), await createMember()];
    for (const m of [author, reader]) await addMember(space.slug, m.userId);
    const secret = `Members only ${token('sc')}`;
    const post = await createFeed(author.auth, { space: space.slug, title: secret });
    const before = await waitFor(reader, 'space_feed/created', post.id);
    expect(before.title).toBe(secret);
    expect((await api<any>('POST', `/spaces/${space.slug}/leave`, { auth: reader.auth })).status).toBe(200);
    const rows = await bothLists(reader);
    expect(rows).toHaveLength(2);
    for (const n of rows) expectStripped(n, [secret, post.slug, space.slug, space.title]);
    expect((await notificationsOf(reader.auth)).unread_count).toBe(1);
  });

  it('are stripped when shown after a public space became private (a mention) or draft (a new post)', async () => {
    const space = await createSpace();
    const [author, member, outsider] = [await createMember(), await createMember(), await createMember()];
    for (const m of [author, member]) await join(space.slug, m.auth);
    const secret = `Soon private ${token('sc')}`;
    const post = await createFeed(author.auth, { space: space.slug, title: secret, message: `Hello @${outsider.username}` });
    expect((await waitFor(outsider, 'feed/mentioned', post.id)).title).toBe(secret);
    expect((await waitFor(member, 'space_feed/created', post.id)).title).toBe(secret);
    await updateSpace(space.slug, { privacy: 'private' });
    for (const n of await bothLists(outsider)) expectStripped(n, [secret, post.slug, space.slug]);
    expect((await waitFor(member, 'space_feed/created', post.id)).title).toBe(secret); // a member still reads it
    await updateSpace(space.slug, { status: 'draft' });
    for (const n of await bothLists(member)) expectStripped(n, [secret, post.slug, space.slug]);
  });

  it('are re-checked too when kept before space_id: through their post, with one more BatchGet for the page', async () => {
    const space = await createSpace({ privacy: 'private' });
    const [author, reader] = [await createMember(), await createMember()];
    for (const m of [author, reader]) await addMember(space.slug, m.userId);
    const secret = `Old notice ${token('sc')}`;
    const post = await createFeed(author.auth, { space: space.slug, title: secret });
    await waitFor(reader, 'space_feed/created', post.id);
    const { ddb, tableName } = await import('#platform/data/client.ts');
    const { keys } = await import('#platform/data/keys.ts');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const key = keys.notification(reader.userId, keys.notificationSubject('FEED', post.id, 'space_feed/created'));
    await ddb.send(new UpdateCommand({ TableName: tableName, Key: key, UpdateExpression: 'REMOVE space_id' }));
    const shown = await api<any>('GET', '/notifications', { auth: reader.auth });
    expect(shown.body.notifications.data[0].title).toBe(secret);
    // Authentication, the Query, the BatchGet, and the one more BatchGet for the legacy notification's space.
    expect(serverTiming(shown.headers).calls).toBeLessThanOrEqual(4);
    expect((await api<any>('POST', `/spaces/${space.slug}/leave`, { auth: reader.auth })).status).toBe(200);
    const after = await api<any>('GET', '/notifications', { auth: reader.auth });
    expectStripped(after.body.notifications.data[0], [secret, post.slug, space.slug]);
    expect(serverTiming(after.headers).calls).toBeLessThanOrEqual(4);
  });

  it('are stripped for a space whose role change was told once the space became draft', async () => {
    const space = await createSpace();
    const m = await createMember();
    await join(space.slug, m.auth);
    const res = await api<any>('PUT', `/spaces/${space.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'moderator' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await waitFor(m, 'space/member/role_updated', null);
    const back = await api<any>('PUT', `/spaces/${space.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'member' } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await updateSpace(space.slug, { status: 'draft' });
    const [n] = (await notificationsOf(m.auth)).notifications.data;
    expectStripped(n, [space.slug, space.title]);
  });
});
