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
  it('post, comment, like, join and edit each make at most 2 round trips on a warm function', async () => {
    // Three members, each below spam protection's posting limit (5 in 5 minutes).
    const [m, author, third] = await Promise.all([createMember(), createMember(), createMember()]);
    const space = await createSpace({ privacy: 'public' });
    await Promise.all([m, author, third].map((x) => addMember(space.slug, x.userId)));
    expect(await tripsOf('POST', '/feeds', m.auth, () => ({ message: uniqueMessage() }))).toBeLessThanOrEqual(2);
    expect(await tripsOf('POST', '/feeds', author.auth, () => ({ message: uniqueMessage(), space_id: space.id }))).toBeLessThanOrEqual(2);
    // By the space's slug: the container remembers the slug's space after the first post.
    expect(await tripsOf('POST', '/feeds', third.auth, () => ({ message: uniqueMessage(), space: space.slug }))).toBeLessThanOrEqual(2);
    const post = (await api<any>('POST', '/feeds', { auth: author.auth, body: { message: uniqueMessage(), space_id: space.id } })).body.feed;
    expect(await tripsOf('POST', `/feeds/${post.id}/comments`, m.auth, () => ({ comment: uniqueMessage('A comment') }))).toBeLessThanOrEqual(2);
    // Like, unlike, like: each a real change answering the count after it, known from the read before it.
    let likes = 0;
    expect(await tripsOf('POST', `/feeds/${post.id}/react`, m.auth, () => ({ react_type: 'like', remove: likes++ % 2 === 1 }))).toBeLessThanOrEqual(2);
    const liked = (await api<any>('POST', `/feeds/${post.id}/comments`, { auth: author.auth, body: { comment: uniqueMessage('Liked') } })).body.comment;
    let commentLikes = 0;
    expect(await tripsOf('POST', `/feeds/${post.id}/comments/${liked.id}/reactions`, m.auth, () => ({ state: commentLikes++ % 2 === 0 }))).toBeLessThanOrEqual(2);
    expect(await tripsOf('PUT', `/feeds/${post.id}`, author.auth, () => ({ message: uniqueMessage('Edited') }))).toBeLessThanOrEqual(2);
    // Joining by slug (remembered since the posts above): the space and membership, then the transaction.
    const joiners = await Promise.all([0, 1, 2].map(() => createMember()));
    const joins = [];
    for (const j of joiners) {
      // A first request remembers the new member's credential (a join is not a member's first call).
      await api<any>('GET', `/spaces/${space.slug}`, { auth: j.auth });
      joins.push(await api<any>('POST', `/spaces/${space.slug}/join`, { auth: j.auth }));
    }
    for (const res of joins) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Math.min(...joins.map((res) => serverTiming(res.headers).trips))).toBeLessThanOrEqual(2);
    // Deleting a comment marks it first (a racing reply fails), then lists its replies and likers and takes back their points.
    const comments = [];
    for (let i = 0; i < 3; i++) comments.push((await api<any>('POST', `/feeds/${post.id}/comments`, { auth: m.auth, body: { comment: uniqueMessage('Goes') } })).body.comment);
    const deletes = [];
    for (const c of comments) deletes.push(await api<any>('DELETE', `/feeds/${post.id}/comments/${c.id}`, { auth: m.auth }));
    for (const res of deletes) expect(res.status).toBe(200);
    expect(Math.min(...deletes.slice(1).map((res) => serverTiming(res.headers).trips))).toBeLessThanOrEqual(5);
  });

  it('concurrent posts, comments and likes get unique ids and exact counters, beside another container taking post ids', async () => {
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
    // Likes at once: each conditional on the count it read, so all but one race; every like counts
    // once, and the last to land answers the total.
    const likes = await Promise.all(members.map((m) => api<any>('POST', `/feeds/${target}/react`, { auth: m.auth, body: { react_type: 'like' } })));
    for (const res of likes) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Math.max(...likes.map((r) => r.body.new_count))).toBe(members.length);
    expect((await readFeed(target)).reactions_count).toBe(members.length);
  });
});
