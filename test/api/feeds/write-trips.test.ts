/**
 * Writes in one read round and one transaction (docs/data-model.md, "Writes in one round and one
 * transaction"): on a warm function with an application password (authentication costs no call),
 * a common member write makes at most 2 sequential DynamoDB round trips; concurrent posts get
 * unique ids (taken from per-container blocks) and exact counters.
 */
import { describe, expect, it } from 'vitest';
import { createMember } from '../../support/factories.ts';
import { api, serverTiming, type Auth } from '../../support/http.ts';
import { readFeed, uniqueMessage } from '../../support/feeds.ts';
import { addMember, createSpace, spaceById } from '../../support/spaces.ts';

/**
 * The write's round trips on a warm function: the fewest of the sends after the first (which warms
 * the function and its caches). The test stack keeps a verified credential 2 s only
 * (local-stack-setup.ts), so on a slow machine one send may read the login again.
 */
async function tripsOf(method: string, path: string, auth: Auth, body: () => unknown = () => undefined): Promise<number> {
  const trips: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await api<any>(method, path, { auth, body: body() });
    expect(res.status, `${method} ${path} -> ${JSON.stringify(res.body)}`).toBe(200);
    if (i > 0) trips.push(serverTiming(res.headers).trips);
  }
  return Math.min(...trips);
}

describe('writes: one read round and one transaction', () => {
  it('post, comment, like and edit each make at most 2 round trips on a warm function', async () => {
    // Two members, each below spam protection's posting limit (5 in 5 minutes).
    const [m, author] = await Promise.all([createMember(), createMember()]);
    const space = await createSpace({ privacy: 'public' });
    await Promise.all([addMember(space.slug, m.userId), addMember(space.slug, author.userId)]);
    expect(await tripsOf('POST', '/feeds', m.auth, () => ({ message: uniqueMessage() }))).toBeLessThanOrEqual(2);
    expect(await tripsOf('POST', '/feeds', author.auth, () => ({ message: uniqueMessage(), space_id: space.id }))).toBeLessThanOrEqual(2);
    const post = (await api<any>('POST', '/feeds', { auth: author.auth, body: { message: uniqueMessage(), space_id: space.id } })).body.feed;
    expect(await tripsOf('POST', `/feeds/${post.id}/comments`, m.auth, () => ({ comment: uniqueMessage('A comment') }))).toBeLessThanOrEqual(2);
    // A like answers the count after it (new_count), which a transaction cannot return: one read after the write.
    expect(await tripsOf('POST', `/feeds/${post.id}/react`, m.auth, () => ({ react_type: 'like' }))).toBeLessThanOrEqual(3);
    expect(await tripsOf('PUT', `/feeds/${post.id}`, author.auth, () => ({ message: uniqueMessage('Edited') }))).toBeLessThanOrEqual(2);
    // Deleting a comment marks it first (a racing reply fails), then lists its replies and likers and takes back their points.
    const comments = [];
    for (let i = 0; i < 3; i++) comments.push((await api<any>('POST', `/feeds/${post.id}/comments`, { auth: m.auth, body: { comment: uniqueMessage('Goes') } })).body.comment);
    const deletes = [];
    for (const c of comments) deletes.push(await api<any>('DELETE', `/feeds/${post.id}/comments/${c.id}`, { auth: m.auth }));
    for (const res of deletes) expect(res.status).toBe(200);
    expect(Math.min(...deletes.slice(1).map((res) => serverTiming(res.headers).trips))).toBeLessThanOrEqual(5);
  });

  it('concurrent posts and comments get unique ids and exact counters, beside another container taking post ids', async () => {
    // This test process is another container: its block of post ids never overlaps the stack's.
    const { nextId } = await import('#platform/data/transactions.ts');
    const space = await createSpace({ privacy: 'public' });
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember()));
    await Promise.all(members.map((m) => addMember(space.slug, m.userId)));
    const [posts, taken] = await Promise.all([
      Promise.all(members.flatMap((m) => [0, 1].map(() => api<any>('POST', '/feeds', { auth: m.auth, body: { message: uniqueMessage(), space_id: space.id } })))),
      Promise.all(Array.from({ length: 5 }, () => nextId('feed'))),
    ]);
    for (const res of posts) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = posts.map((r) => r.body.feed.id);
    expect(new Set([...ids, ...taken]).size).toBe(ids.length + taken.length);
    for (const id of ids) expect((await readFeed(id)).id).toBe(id);
    expect((await spaceById(space.id)).posts_count).toBe(ids.length);
    const target = ids[0]!;
    const comments = await Promise.all(members.flatMap((m) => [0, 1].map(() => api<any>('POST', `/feeds/${target}/comments`, { auth: m.auth, body: { comment: uniqueMessage('At once') } }))));
    for (const res of comments) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(new Set(comments.map((r) => r.body.comment.id)).size).toBe(comments.length);
    expect((await readFeed(target)).comments_count).toBe(comments.length);
  });
});
