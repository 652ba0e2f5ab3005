/**
 * Idempotent writes (docs/idempotency.md): an Idempotency-Key replays the first answer and creates
 * nothing again; another request under the same key is 422; concurrent duplicates create once; keys
 * are the caller's own; malformed keys are 400; without the header nothing changes.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed, postsCount, uniqueMessage } from '../../support/feeds.ts';
import { api, type ApiResponse, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace, expectError, memberOf } from '../../support/spaces.ts';
import { publishedCourse } from '../../support/courses.ts';

const withKey = (key: string) => ({ 'idempotency-key': key });

const send = (method: string, path: string, auth: Auth, body: unknown, key?: string): Promise<ApiResponse<any>> =>
  api<any>(method, path, { auth, body, ...(key === undefined ? {} : { headers: withKey(key) }) });

/** The second answer is the first, marked as a replay. */
function expectReplay(first: ApiResponse<any>, second: ApiResponse<any>): void {
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(first.headers.get('idempotent-replayed')).toBeNull();
  expect(second.status).toBe(first.status);
  expect(second.body).toEqual(first.body);
  expect(second.headers.get('idempotent-replayed')).toBe('true');
}

const comments = async (postId: number, auth: Auth): Promise<number> => {
  const res = await api<any>('GET', `/feeds/${postId}/comments`, { auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.comments.length;
};

const webhooks = async (): Promise<number> => (await api<any>('GET', '/admin/webhooks', { auth: adminAuth })).body.webhooks.length;

describe('Idempotency-Key', () => {
  it('posts: a replay answers the first post and creates none; another body is 422; without the header each request creates', async () => {
    const space = await createSpace();
    const author = await memberOf(space);
    const key = randomUUID();
    const body = { message: uniqueMessage(), space: space.slug };
    const first = await send('POST', '/feeds', author.auth, body, key);
    const second = await send('POST', '/feeds', author.auth, body, key);
    expectReplay(first, second);
    expect(await postsCount(space.slug)).toBe(1);
    // Same key, another message: refused, nothing created.
    expectError(await send('POST', '/feeds', author.auth, { ...body, message: uniqueMessage() }, key), 422, 'idempotency_key_mismatch');
    expect(await postsCount(space.slug)).toBe(1);
    // The same body without a key is a new post, twice.
    const plain = { message: uniqueMessage(), space: space.slug };
    expect((await send('POST', '/feeds', author.auth, plain)).status).toBe(200);
    expect((await send('POST', '/feeds', author.auth, { ...plain, message: uniqueMessage() })).status).toBe(200);
    expect(await postsCount(space.slug)).toBe(3);
  });

  it('keys are per caller: another member sending the same key and body gets their own post', async () => {
    const space = await createSpace();
    const [a, b] = [await memberOf(space), await memberOf(space)];
    const key = `shared-${token()}`;
    const body = { message: uniqueMessage(), space: space.slug };
    const first = await send('POST', '/feeds', a.auth, body, key);
    const other = await send('POST', '/feeds', b.auth, body, key);
    expect(first.status).toBe(200);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.feed.id).not.toBe(first.body.feed.id);
    expect(other.body.feed.user_id).toBe(b.userId);
    expect(await postsCount(space.slug)).toBe(2);
  });

  it('concurrent duplicates create once: the others replay or answer 409 idempotency_in_flight', async () => {
    const space = await createSpace();
    const author = await memberOf(space);
    const key = randomUUID();
    const body = { message: uniqueMessage(), space: space.slug };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send('POST', '/feeds', author.auth, body, key)));
    const created = answers.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
    expect(created).toHaveLength(1);
    for (const r of answers) {
      if (r.status === 200) expect(r.body.feed.id).toBe(created[0]!.body.feed.id);
      else {
        expectError(r, 409, 'idempotency_in_flight');
        expect(r.headers.get('retry-after')).toBe('1');
      }
    }
    expect(await postsCount(space.slug)).toBe(1);
    // Once done, the key replays.
    expectReplay(created[0]!, await send('POST', '/feeds', author.auth, body, key));
  });

  it('bad keys are 400 invalid_idempotency_key and create nothing', async () => {
    const space = await createSpace();
    const author = await memberOf(space);
    const body = { message: uniqueMessage(), space: space.slug };
    for (const bad of ['x'.repeat(256), 'has space', 'naïve']) {
      const res = await api<any>('POST', '/feeds', { auth: author.auth, body, headers: { 'idempotency-key': bad } });
      expectError(res, 400, 'invalid_idempotency_key');
    }
    expect(await postsCount(space.slug)).toBe(0);
  });

  it('comments and reactions: replays create no second comment and do not toggle the reaction back', async () => {
    const space = await createSpace();
    const author = await memberOf(space);
    const post = await createFeed(author.auth, { space: space.slug });
    const commentKey = randomUUID();
    const comment = { comment: `A comment ${token()}` };
    expectReplay(await send('POST', `/feeds/${post.id}/comments`, author.auth, comment, commentKey), await send('POST', `/feeds/${post.id}/comments`, author.auth, comment, commentKey));
    expect(await comments(post.id, author.auth)).toBe(1);
    expectError(await send('POST', `/feeds/${post.id}/comments`, author.auth, { comment: 'Another' }, commentKey), 422, 'idempotency_key_mismatch');
    expect(await comments(post.id, author.auth)).toBe(1);

    const reactKey = randomUUID();
    const first = await send('POST', `/feeds/${post.id}/react`, author.auth, {}, reactKey);
    expect(first.body.new_count).toBe(1);
    // A second react without the key would take the reaction back; the replay does not.
    expectReplay(first, await send('POST', `/feeds/${post.id}/react`, author.auth, {}, reactKey));
    const read = await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: author.auth });
    expect(read.body.feed.reactions_count).toBe(1);
  });

  it('members: a replayed POST /members answers the same account (and its application password) and creates one', async () => {
    const username = `idem_${token()}`.toLowerCase();
    const key = randomUUID();
    const body = { username, email: `${username}@example.test` };
    const first = await send('POST', '/members', adminAuth, body, key);
    const second = await send('POST', '/members', adminAuth, body, key);
    expectReplay(first, second);
    // Without the key the same username is taken: the replay did not run the creation again.
    expect((await send('POST', '/members', adminAuth, body)).status).not.toBe(200);
  });

  it('enrolments: a replayed enrol answers the first enrolment, where a plain repeat is 400 already_enrolled', async () => {
    const { course } = await publishedCourse(adminAuth);
    const student = await createMember();
    const key = randomUUID();
    const first = await send('POST', `/courses/${course.id}/enroll`, student.auth, undefined, key);
    expectReplay(first, await send('POST', `/courses/${course.id}/enroll`, student.auth, undefined, key));
    expectError(await send('POST', `/courses/${course.id}/enroll`, student.auth, undefined), 400, 'already_enrolled');
  });

  it('webhooks: a replay creates no second webhook', async () => {
    const key = randomUUID();
    const body = { name: `Hook ${token()}`, url: 'https://198.51.99.10/hooks/idem', events: ['report.created'] };
    const before = await webhooks();
    const first = await send('POST', '/admin/webhooks', adminAuth, body, key);
    expectReplay(first, await send('POST', '/admin/webhooks', adminAuth, body, key));
    expect(await webhooks()).toBe(before + 1);
    await api('DELETE', `/admin/webhooks/${first.body.webhook.id}`, { auth: adminAuth });
  });

  it('migration uploads: a replay answers the same upload, where a plain repeat starts another', async () => {
    const key = randomUUID();
    const body = { files: [{ path: 'users.tsv', size: 10 }] };
    const first = await send('POST', '/migrations/legacy-platform/uploads', adminAuth, body, key);
    const second = await send('POST', '/migrations/legacy-platform/uploads', adminAuth, body, key);
    expectReplay(first, second);
    const plain = await send('POST', '/migrations/legacy-platform/uploads', adminAuth, body);
    expect(plain.status).toBe(200);
    expect(plain.body.upload_id).not.toBe(first.body.upload_id);
  });

  it('under the compat base path: the replay is the compat answer; the same key on the other base path is 422', async () => {
    const space = await createSpace();
    const author = await memberOf(space);
    const key = randomUUID();
    const body = { message: uniqueMessage(), space: space.slug };
    const first = await api<any>('POST', '/feeds', { auth: author.auth, body, headers: withKey(key), compat: true });
    expectReplay(first, await api<any>('POST', '/feeds', { auth: author.auth, body, headers: withKey(key), compat: true }));
    expectError(await send('POST', '/feeds', author.auth, body, key), 422, 'idempotency_key_mismatch');
    expect(await postsCount(space.slug)).toBe(1);
  });

  it('a route that is not idempotent ignores the header', async () => {
    const key = randomUUID();
    const a = await api<any>('GET', '/settings/public', { headers: withKey(key) });
    const b = await api<any>('GET', '/settings/public', { headers: withKey('bad key') });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });
});
