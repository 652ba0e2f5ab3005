/**
 * Feed statuses (docs/feeds.md, Statuses): who reads a published, unlisted, draft and pending
 * post by id, by slug and in lists; posts held for approval in a space that requires it; approval
 * by a moderator publishing the post and emitting feed.created once; unlisted posts readable by
 * link only. Home feeds of private spaces are filled by the stream router: the list checks wait
 * for a published marker post written last before asserting what else is (not) listed.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, expectForbidden, feedById, feedBySlug, feedEvents, feedIdsOf, listFeeds, postFeed, postsCount, readFeed, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { waitFor } from '../../support/notifications.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';

const STATUSES = ['published', 'unlisted', 'draft', 'pending'] as const;
type Status = (typeof STATUSES)[number];
type Viewer = 'author' | 'member' | 'nonMember' | 'anonymous' | 'spaceModerator' | 'communityModerator' | 'administrator';

/** Who reads each status by id or slug (true) in a public and in a private space. */
const READS: Record<'public' | 'private', Record<Status, Viewer[]>> = {
  public: {
    published: ['author', 'member', 'nonMember', 'anonymous', 'spaceModerator', 'communityModerator', 'administrator'],
    unlisted: ['author', 'member', 'nonMember', 'anonymous', 'spaceModerator', 'communityModerator', 'administrator'],
    draft: ['author', 'administrator'],
    pending: ['author', 'spaceModerator', 'communityModerator', 'administrator'],
  },
  private: {
    published: ['author', 'member', 'spaceModerator', 'communityModerator', 'administrator'],
    unlisted: ['author', 'member', 'spaceModerator', 'communityModerator', 'administrator'],
    draft: ['author', 'administrator'],
    pending: ['author', 'spaceModerator', 'communityModerator', 'administrator'],
  },
};

const setStatus = (id: number, status: string, auth: Auth, verb: 'PUT' | 'PATCH' | 'POST' = 'PUT') => api<any>(verb, `/feeds/${id}`, { auth, body: { status } });

async function cast(privacy: 'public' | 'private') {
  const space = await createSpace({ privacy });
  const [author, member, nonMember, spaceModerator, communityModerator] = await Promise.all([
    createMember(), createMember(), createMember(), createMember(), createMember({ role: 'moderator' }),
  ]);
  await addMember(space.slug, author.userId);
  await addMember(space.slug, member.userId);
  await addMember(space.slug, spaceModerator.userId, { role: 'moderator' });
  const auths: Record<Viewer, Auth> = {
    author: author.auth, member: member.auth, nonMember: nonMember.auth, anonymous: undefined,
    spaceModerator: spaceModerator.auth, communityModerator: communityModerator.auth, administrator: adminAuth,
  };
  return { space, author, member, auths };
}

/** The ids among `mine` of a list as `auth`, once the marker post is in it (or at once when it never will be). */
async function listedIds(auth: Auth, query: Record<string, string | number>, mine: number[], marker: number, expectMarker: boolean): Promise<number[]> {
  const read = async () => feedIdsOf((await listFeeds(auth, { per_page: 100, ...query })).feeds.data, mine);
  return expectMarker ? pollUntil(read, (ids) => ids.includes(marker)) : read();
}

describe('feed statuses', () => {
  for (const privacy of ['public', 'private'] as const) {
    it(`reads each status by id and by slug as the ${privacy} space's author, members, outsiders and moderators, and lists published posts only`, async () => {
      const { space, author, auths } = await cast(privacy);
      const posts = {} as Record<Status, any>;
      for (const status of STATUSES) {
        const res = await postFeed(author.auth, { space: space.slug, status, message: uniqueMessage(`${status} post`) });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.feed.status).toBe(status);
        expect(res.body.message).toBe(status === 'published' ? 'Your post has been published' : `Your post has been marked as ${status}`);
        posts[status] = res.body.feed;
      }
      const marker = await createFeed(author.auth, { space: space.slug, message: uniqueMessage('marker') });
      for (const status of STATUSES) {
        for (const [viewer, auth] of Object.entries(auths) as Array<[Viewer, Auth]>) {
          const expected = READS[privacy][status].includes(viewer) ? 200 : 404;
          const byId = await feedById(posts[status].id, auth);
          const bySlug = await feedBySlug(posts[status].slug, auth);
          expect(byId.status, `${status} by id as ${viewer}`).toBe(expected);
          expect(bySlug.status, `${status} by slug as ${viewer}`).toBe(expected);
          if (expected === 200) expect(byId.body.feed.status).toBe(status);
        }
      }
      const mine = [...STATUSES.map((s) => posts[s].id as number), marker.id];
      const listedOnly = [marker.id, posts.published.id];
      for (const [viewer, auth] of Object.entries(auths) as Array<[Viewer, Auth]>) {
        const readsSpace = READS[privacy].published.includes(viewer);
        const expected = readsSpace ? listedOnly : [];
        expect(await listedIds(auth, { space: space.slug }, mine, marker.id, readsSpace), `space feed as ${viewer}`).toEqual(expected);
        expect(await listedIds(auth, {}, mine, marker.id, readsSpace), `home feed as ${viewer}`).toEqual(expected);
        // The author's own list holds every post they wrote; others see the published ones they may read.
        const own = viewer === 'author';
        const userList = await listedIds(auth, { user_id: author.userId }, mine, marker.id, readsSpace);
        expect(userList, `user feed as ${viewer}`).toEqual(own ? [marker.id, ...[...STATUSES].reverse().map((s) => posts[s].id)] : expected);
      }
      // Only the published posts are counted.
      expect(await postsCount(space.slug)).toBe(2);
    });
  }

  describe('a space that requires approval', () => {
    async function approvalSpace() {
      const space = await createSpace({ settings: { require_approval: true } });
      const [author, member, spaceModerator] = await Promise.all([createMember(), createMember(), createMember()]);
      await addMember(space.slug, author.userId);
      await addMember(space.slug, member.userId);
      await addMember(space.slug, spaceModerator.userId, { role: 'moderator' });
      return { space, author, member, spaceModerator };
    }

    it('holds a member\'s post as pending whatever open status was asked for, keeps drafts, and publishes a moderator\'s post at once', async () => {
      const { space, author, spaceModerator } = await approvalSpace();
      for (const status of [undefined, 'published', 'unlisted']) {
        const res = await postFeed(author.auth, { space: space.slug, message: uniqueMessage(), ...(status ? { status } : {}) });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ feed: { status: 'pending', published_at: null }, message: 'Your post has been marked as pending' });
        expect(await feedEvents('feed.created', res.body.feed.id)).toHaveLength(0);
      }
      expect((await createFeed(author.auth, { space: space.slug, status: 'draft' })).status).toBe('draft');
      const own = await createFeed(spaceModerator.auth, { space: space.slug });
      expect(own.status).toBe('published');
      expect(await postsCount(space.slug)).toBe(1);
      // A draft published by its non-moderator author waits too.
      const draft = await createFeed(author.auth, { space: space.slug, status: 'draft' });
      expect((await setStatus(draft.id, 'published', author.auth)).body.feed.status).toBe('pending');
    });

    it('lets the author edit but not approve their pending post; refuses comments and likes on it; says nothing to consumers', async () => {
      const { space, author, spaceModerator } = await approvalSpace();
      const post = await createFeed(author.auth, { space: space.slug });
      const self = await setStatus(post.id, 'published', author.auth);
      expect(self.status, JSON.stringify(self.body)).toBe(200);
      expect(self.body.feed.status).toBe('pending');
      expectForbidden(await api('PATCH', `/feeds/${post.id}`, { auth: author.auth, body: { status: 'published' } }));
      const edited = await api<any>('PUT', `/feeds/${post.id}`, { auth: author.auth, body: { message: uniqueMessage('edited'), status: 'published' } });
      expect(edited.body.feed.status).toBe('pending');
      expectError(await api('POST', `/feeds/${post.id}/comments`, { auth: spaceModerator.auth, body: { comment: 'too early' } }), 404, 'feed_not_found');
      expectError(await api('POST', `/feeds/${post.id}/react`, { auth: spaceModerator.auth, body: { react_type: 'like' } }), 404, 'feed_not_found');
      for (const name of ['feed.created', 'feed.updated'] as const) expect(await feedEvents(name, post.id)).toHaveLength(0);
      expect(await postsCount(space.slug)).toBe(0);
    });

    it('publishes the post when two moderators approve it at once: one feed.created by the author, members told, listed and counted', async () => {
      const { space, author, member, spaceModerator } = await approvalSpace();
      const post = await createFeed(author.auth, { space: space.slug });
      const [a, b] = await Promise.all([setStatus(post.id, 'published', spaceModerator.auth, 'PATCH'), setStatus(post.id, 'published', adminAuth, 'POST')]);
      for (const res of [a, b]) {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.feed.status).toBe('published');
      }
      const events = await feedEvents('feed.created', post.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.actor_id).toBe(author.userId);
      const read = await readFeed(post.id, member.auth);
      expect(read.published_at).toEqual(expect.any(String));
      expect(feedIdsOf((await listFeeds(member.auth, { space: space.slug })).feeds.data, [post.id])).toEqual([post.id]);
      expect(await postsCount(space.slug)).toBe(1);
      await waitFor(member, 'space_feed/created', post.id);
      // Approving again changes nothing and says nothing.
      expect((await setStatus(post.id, 'published', spaceModerator.auth)).status).toBe(200);
      expect(await feedEvents('feed.created', post.id)).toHaveLength(1);
    });

    it('rejects: a moderator sends the post back to draft (its author keeps it) or deletes it', async () => {
      const { space, author, spaceModerator } = await approvalSpace();
      const a = await createFeed(author.auth, { space: space.slug });
      const b = await createFeed(author.auth, { space: space.slug });
      expect((await setStatus(a.id, 'draft', spaceModerator.auth)).body.feed.status).toBe('draft');
      expect((await readFeed(a.id, author.auth)).status).toBe('draft');
      expect((await feedById(a.id, spaceModerator.auth)).status).toBe(404);
      expect((await api('DELETE', `/feeds/${b.id}`, { auth: spaceModerator.auth })).status).toBe(200);
      expect((await feedById(b.id, author.auth)).status).toBe(404);
      for (const id of [a.id, b.id]) for (const name of ['feed.created', 'feed.deleted'] as const) expect(await feedEvents(name, id)).toHaveLength(0);
    });

    it('refuses a status change by a member who neither wrote nor moderates the post', async () => {
      const { space, author, member } = await approvalSpace();
      const post = await createFeed(author.auth, { space: space.slug });
      expectError(await setStatus(post.id, 'published', member.auth), 404, 'feed_not_found');
      const published = await createFeed(adminAuth, { space: space.slug });
      expectForbidden(await setStatus(published.id, 'draft', member.auth));
    });
  });

  describe('unlisted posts', () => {
    it('leave every list but stay readable by link, open to comments and likes; back to published they are listed again', async () => {
      const space = await createSpace();
      const author = await createMember();
      await addMember(space.slug, author.userId);
      const reader: TestMember = await createMember();
      await addMember(space.slug, reader.userId);
      const word = `unl${Date.now().toString(36)}`;
      const post = await createFeed(author.auth, { space: space.slug, message: uniqueMessage(`${word} text`) });
      expect(await postsCount(space.slug)).toBe(1);
      const res = await setStatus(post.id, 'unlisted', author.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.feed.status).toBe('unlisted');
      expect(await postsCount(space.slug)).toBe(0);
      expect(await feedEvents('feed.updated', post.id)).toHaveLength(1);
      for (const query of [{ space: space.slug }, {}, { user_id: author.userId }, { search: word }] as Array<Record<string, string | number>>) {
        expect(feedIdsOf((await listFeeds(reader.auth, { per_page: 100, ...query })).feeds.data, [post.id]), JSON.stringify(query)).toEqual([]);
      }
      expect((await feedBySlug(post.slug)).status).toBe(200);
      expect((await feedById(post.id, reader.auth)).body.feed.status).toBe('unlisted');
      expect((await api('POST', `/feeds/${post.id}/comments`, { auth: reader.auth, body: { comment: 'found it by link' } })).status).toBe(200);
      expect((await api('POST', `/feeds/${post.id}/react`, { auth: reader.auth, body: { react_type: 'like' } })).status).toBe(200);
      const back = await setStatus(post.id, 'published', author.auth);
      expect(back.body.feed.status).toBe('published');
      expect(feedIdsOf((await listFeeds(reader.auth, { space: space.slug })).feeds.data, [post.id])).toEqual([post.id]);
      expect(await postsCount(space.slug)).toBe(1);
      // Entering the lists again is announced as a creation (docs/feeds.md, Statuses).
      expect(await feedEvents('feed.created', post.id)).toHaveLength(2);
    });

    it('leave the activity history: the post\'s activities go when it is unlisted, comments on it are not recorded', async () => {
      const space = await createSpace();
      const [author, reader] = await Promise.all([createMember(), createMember()]);
      await addMember(space.slug, author.userId);
      await addMember(space.slug, reader.userId);
      const about = async (post: any): Promise<number> => {
        const res = await api<any>('GET', '/activities', { auth: adminAuth, query: { 'context[type]': 'space', 'context[space_id]': space.id, per_page: 100 } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.activities.data.filter((a: any) => JSON.stringify(a.route ?? {}).includes(post.slug)).length;
      };
      const post = await createFeed(author.auth, { space: space.slug });
      await pollUntil(() => about(post), (n) => n === 1);
      expect((await setStatus(post.id, 'unlisted', author.auth)).status).toBe(200);
      await pollUntil(() => about(post), (n) => n === 0);
      expect((await api('POST', `/feeds/${post.id}/comments`, { auth: reader.auth, body: { comment: 'by link' } })).status).toBe(200);
      // A later post's activity is recorded; none about the unlisted post came with the comment.
      const marker = await createFeed(author.auth, { space: space.slug });
      await pollUntil(() => about(marker), (n) => n === 1);
      expect(await about(post)).toBe(0);
    });

    it('are not readable by a non-member of a private space', async () => {
      const space = await createSpace({ privacy: 'private' });
      const author = await createMember();
      await addMember(space.slug, author.userId);
      const post = await createFeed(author.auth, { space: space.slug, status: 'unlisted' });
      const outsider = await createMember();
      expectError(await feedBySlug(post.slug, outsider.auth), 404, 'feed_not_found');
      expectError(await feedById(post.id), 404, 'feed_not_found');
      expect(await feedEvents('feed.created', post.id)).toHaveLength(0);
    });
  });

  it('accepts scheduled only with its scheduled_at (test/api/scheduled-posts/scheduled-posts.test.ts)', async () => {
    const res = await postFeed(adminAuth, { message: uniqueMessage(), status: 'scheduled' });
    expectError(res, 400, 'rest_invalid_param');
    expect(JSON.stringify(res.body)).toContain('scheduled_at');
  });
});
