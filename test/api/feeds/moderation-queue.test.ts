/**
 * The moderation queue (docs/feeds.md, Moderation queue): GET /feeds?status=pending lists pending
 * posts to who moderates them (every one to community moderators and administrators, a space's
 * to its managers when the space is named) and their own to everyone else; a post leaves it when
 * approved, sent back to draft or deleted; pages and cursors are exact. The community-wide queue is
 * shared with other test files, so its assertions look only at this file's posts.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed, expectForbidden, feedIdsOf, listFeeds } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';

type Query = Record<string, string | number>;

/** The queue's page as `auth`. */
const queuePage = async (auth: Auth, query: Query = {}) => (await listFeeds(auth, { status: 'pending', per_page: 100, ...query })).feeds;
/** The ids among `mine` in the queue as `auth`, in the queue's order. */
const queued = async (auth: Auth, mine: number[], query: Query = {}) => feedIdsOf((await queuePage(auth, query)).data, mine);
const setStatus = (id: number, status: string, auth: Auth) => api<any>('PUT', `/feeds/${id}`, { auth, body: { status } });

async function approvalSpace(privacy: 'public' | 'private' = 'public') {
  const space = await createSpace({ privacy, settings: { require_approval: true } });
  const [author, other, member, spaceModerator, communityModerator, outsider] = await Promise.all([
    createMember(), createMember(), createMember(), createMember(), createMember({ role: 'moderator' }), createMember(),
  ]);
  for (const m of [author, other, member]) await addMember(space.slug, m.userId);
  await addMember(space.slug, spaceModerator.userId, { role: 'moderator' });
  return { space, author, other, member, spaceModerator, communityModerator, outsider };
}

describe('moderation queue (GET /feeds?status=pending)', () => {
  for (const privacy of ['public', 'private'] as const) {
    it(`shows a pending post of a ${privacy} space to its moderators and its author, to nobody else`, async () => {
      const { space, author, member, spaceModerator, communityModerator, outsider } = await approvalSpace(privacy);
      const post = await createFeed(author.auth, { space: space.slug });
      expect(post.status).toBe('pending');
      const mine = [post.id];
      const bySpace = { space: space.slug };
      // Community moderators and administrators: the whole queue, or the space's.
      for (const auth of [communityModerator.auth, adminAuth]) {
        expect(await queued(auth, mine)).toEqual(mine);
        expect(await queued(auth, mine, bySpace)).toEqual(mine);
        expect(await queued(auth, mine, { user_id: author.userId })).toEqual(mine);
      }
      // The space's moderator names the space (by slug or id); without it, their own posts only.
      expect(await queued(spaceModerator.auth, mine, bySpace)).toEqual(mine);
      expect(await queued(spaceModerator.auth, mine, { space_id: space.id })).toEqual(mine);
      expect(await queued(spaceModerator.auth, mine)).toEqual([]);
      // The author: their own, with or without the space; asking for another author gives nothing.
      expect(await queued(author.auth, mine)).toEqual(mine);
      expect(await queued(author.auth, mine, bySpace)).toEqual(mine);
      expect(await queued(author.auth, mine, { user_id: member.userId })).toEqual([]);
      // Another member, a non-member, anonymous: nothing, and a total that says nothing either.
      for (const auth of [member.auth, outsider.auth, undefined]) {
        expect(await queued(auth, mine)).toEqual([]);
        const page = await queuePage(auth, bySpace);
        expect(feedIdsOf(page.data, mine)).toEqual([]);
        expect(page.total).toBe(0);
        expect(await queued(auth, mine, { user_id: author.userId })).toEqual([]);
      }
      // The normal lists do not hold it, for its moderators either; other statuses filter nothing.
      expect(feedIdsOf((await listFeeds(communityModerator.auth, bySpace)).feeds.data, mine)).toEqual([]);
      expect(feedIdsOf((await listFeeds(author.auth, { ...bySpace, status: 'draft' })).feeds.data, mine)).toEqual([]);
    });
  }

  it('answers a space the caller may not see as its feed does: an empty page', async () => {
    const space = await createSpace({ status: 'draft' });
    const member = await createMember();
    const queries: Query[] = [{ status: 'pending', space: space.slug }, { space: space.slug }];
    for (const query of queries) {
      const page = (await listFeeds(member.auth, query)).feeds;
      expect(page).toMatchObject({ data: [], total: 0, next_cursor: null });
    }
  });

  it('loses a post when it is approved (it enters the lists), sent back to draft or deleted', async () => {
    const { space, author, member, spaceModerator, communityModerator } = await approvalSpace();
    const [a, b, c] = [await createFeed(author.auth, { space: space.slug }), await createFeed(author.auth, { space: space.slug }), await createFeed(author.auth, { space: space.slug })];
    const mine = [a.id, b.id, c.id];
    const bySpace = { space: space.slug };
    expect(await queued(spaceModerator.auth, mine, bySpace)).toEqual([c.id, b.id, a.id]);
    // A moderator may send the status alone, not edit the content.
    expectForbidden(await api('PUT', `/feeds/${a.id}`, { auth: spaceModerator.auth, body: { status: 'published', title: 'Mine now' } }));
    expect((await setStatus(a.id, 'published', spaceModerator.auth)).body.feed.status).toBe('published');
    expect(await queued(spaceModerator.auth, mine, bySpace)).toEqual([c.id, b.id]);
    expect(await queued(author.auth, mine)).toEqual([c.id, b.id]);
    expect(feedIdsOf((await listFeeds(member.auth, bySpace)).feeds.data, mine)).toEqual([a.id]);
    expect((await setStatus(b.id, 'draft', spaceModerator.auth)).body.feed.status).toBe('draft');
    expect(await queued(communityModerator.auth, mine)).toEqual([c.id]);
    expect(await queued(author.auth, mine, bySpace)).toEqual([c.id]);
    expect((await api('DELETE', `/feeds/${c.id}`, { auth: spaceModerator.auth })).status).toBe(200);
    for (const auth of [spaceModerator.auth, communityModerator.auth, author.auth]) expect(await queued(auth, mine, bySpace)).toEqual([]);
    expect(await queued(adminAuth, mine)).toEqual([]);
    // The draft is back in the queue when its author asks for publication again.
    expect((await setStatus(b.id, 'published', author.auth)).body.feed.status).toBe('pending');
    expect(await queued(spaceModerator.auth, mine, bySpace)).toEqual([b.id]);
  });

  it('pages exactly: per_page=2 with next_cursor, page numbers and oldest first', async () => {
    const { space, author, other, spaceModerator } = await approvalSpace();
    // Two authors: a member may post 5 times in 5 minutes.
    const posts: number[] = [];
    for (const auth of [author.auth, other.auth, author.auth, other.auth, author.auth]) posts.push((await createFeed(auth, { space: space.slug })).id);
    const newest = [...posts].reverse();
    const query = { space: space.slug, per_page: 2 };
    const seen: number[][] = [];
    let cursor: string | null = null;
    do {
      const page: any = await queuePage(spaceModerator.auth, { ...query, ...(cursor ? { cursor } : {}) });
      seen.push(page.data.map((f: any) => f.id));
      cursor = page.next_cursor;
    } while (cursor && seen.length < 5);
    expect(seen).toEqual([newest.slice(0, 2), newest.slice(2, 4), newest.slice(4)]);
    const second = await queuePage(spaceModerator.auth, { ...query, page: 2 });
    expect(second.data.map((f: any) => f.id)).toEqual(newest.slice(2, 4));
    expect(second).toMatchObject({ current_page: 2, from: 3, to: 4, has_more: true });
    const last = await queuePage(spaceModerator.auth, { ...query, page: 3 });
    expect(last).toMatchObject({ has_more: false, total: 5, next_cursor: null });
    expect((await queuePage(spaceModerator.auth, { ...query, order_by_type: 'oldest' })).data.map((f: any) => f.id)).toEqual(posts.slice(0, 2));
    // The author's own queue pages by cursor too.
    const own = await queuePage(author.auth, { per_page: 2 });
    expect(feedIdsOf(own.data, posts)).toEqual([posts[4], posts[2]]);
    const rest = await queuePage(author.auth, { per_page: 2, cursor: own.next_cursor });
    expect(feedIdsOf(rest.data, posts)).toEqual([posts[0]]);
    // A cursor of another list is refused.
    expectError(await api('GET', '/feeds', { auth: adminAuth, query: { status: 'pending', cursor: own.next_cursor } }), 400, 'rest_invalid_param');
  });
});
