/**
 * Topics on posts (docs/feeds.md "Topics on posts", "Topics [PRO]", "Storage"): topics given on
 * create and update, the configuration enforced, posts_count, the topic filters of GET /feeds and
 * the background removal of a deleted topic from its posts.
 *
 * The topic configuration is global: every test here that depends on it sets the fields it needs
 * first (test/api/topics/topics.test.ts may change max_topics_per_post and display_style meanwhile; valid
 * posts here carry at most 2 topics, so its values never refuse them), keeps a restrictive setting
 * (enabled off, required_for_posts) on only around the requests that check it, and the original
 * configuration is restored at the end. The tests of this file run one after the other.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, listFeeds, postFeed, readFeed, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace, expectError, join } from '../../support/spaces.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';

type Config = Record<string, unknown>;

/** Every field this file relies on, at values that accept the valid posts of these tests. */
const BASE: Config = { enabled: true, required_for_posts: false, allow_multiple: true, max_topics_per_post: 3, user_can_create: false };

async function setConfig(patch: Config = {}): Promise<Config> {
  const res = await api<any>('POST', '/admin/topics/config', { auth: adminAuth, body: { ...BASE, ...patch } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.config;
}

/** Runs `fn` with the configuration patched, then puts BASE back at once (whatever happened). */
async function withConfig<T>(patch: Config, fn: () => Promise<T>): Promise<T> {
  await setConfig(patch);
  try {
    return await fn();
  } finally {
    await setConfig();
  }
}

async function createTopic(body: Record<string, unknown> = {}): Promise<any> {
  const res = await api<any>('POST', '/admin/topics', { auth: adminAuth, body: { title: `Topic ${token('tp')}`, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.topic;
}

/** The topics whose title or slug contain `search` (GET /admin/topics). */
async function topicsMatching(search: string): Promise<any[]> {
  const res = await api<any>('GET', '/admin/topics', { auth: adminAuth, query: { search, per_page: 100 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.topics;
}

/** posts_count of a topic, read from GET /admin/topics. */
async function postsCountOf(topic: { id: number; slug: string }): Promise<number> {
  const found = (await topicsMatching(topic.slug)).find((t) => t.id === topic.id);
  expect(found, `topic ${topic.id} listed`).toBeDefined();
  return found.posts_count;
}

/** Every post of a member (as themselves: drafts too). */
const ownPosts = async (m: TestMember): Promise<number[]> => ids(await listFeeds(m.auth, { user_id: m.userId, per_page: 100 }));

const ids = (page: any): number[] => page.feeds.data.map((f: any) => Number(f.id));

/** Topic ids in ascending order (the contract does not fix the order of a post's `topics`). */
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

const update = (id: number, body: Record<string, unknown>, auth: Auth = adminAuth) => api<any>('PUT', `/feeds/${id}`, { auth, body });

/** Items of gsi1 partition TOPICFEED#<12-digit id> (the topic's links), counted. */
async function topicLinkCount(topicId: number): Promise<number> {
  const { tableName } = await import('#platform/data/client.ts');
  const { countAll } = await import('#platform/data/queries.ts');
  return countAll({
    TableName: tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `TOPICFEED#${String(topicId).padStart(12, '0')}` },
  });
}

/** The stored post item (FEED#<id>/META). */
async function storedPost(postId: number): Promise<Record<string, unknown> | undefined> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: { pk: `FEED#${String(postId).padStart(12, '0')}`, sk: 'META' }, ConsistentRead: true }));
  return out.Item;
}

const storedTopics = (item: Record<string, unknown> | undefined): number[] =>
  item?.['topics'] instanceof Set ? [...(item['topics'] as Set<unknown>)].map(Number).sort((a, b) => a - b) : [];

describe.sequential('topics on posts', () => {
  let original: Config;
  let space: any;

  beforeAll(async () => {
    const res = await api<any>('GET', '/admin/topics/config', { auth: adminAuth });
    expect(res.status).toBe(200);
    original = res.body.config;
    space = await createSpace();
  });

  afterAll(async () => {
    await api<any>('POST', '/admin/topics/config', { auth: adminAuth, body: { ...original, required_for_posts: false, enabled: original['enabled'] ?? true } });
  });

  describe('create and update', () => {
    it('takes `topics` and `topic_ids`; the post shows its topic ids; posts_count counts published posts only (draft no, publishing yes, deletion uncounts); an update moves the counts', async () => {
      await setConfig();
      const [t1, t2] = [await createTopic(), await createTopic()];
      const p1 = await createFeed(adminAuth, { space: space.slug, topics: [t1.id] });
      expect(p1.topics).toEqual([t1.id]);
      const p2 = await createFeed(adminAuth, { space: space.slug, topic_ids: [t2.id, t1.id] });
      expect(sorted(p2.topics)).toEqual(sorted([t1.id, t2.id]));
      expect(sorted((await readFeed(p2.id)).topics)).toEqual(sorted([t1.id, t2.id]));
      // Ids given as numeric strings and slugs name existing topics too.
      const p3 = await createFeed(adminAuth, { space: space.slug, topics: [t2.slug] });
      expect(p3.topics).toEqual([t2.id]);
      expect(await postsCountOf(t1)).toBe(2);
      expect(await postsCountOf(t2)).toBe(2);

      const draft = await createFeed(adminAuth, { space: space.slug, status: 'draft', topics: [t1.id] });
      expect(draft.topics).toEqual([t1.id]);
      expect(await postsCountOf(t1)).toBe(2);
      const published = await update(draft.id, { status: 'published' });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      expect(await postsCountOf(t1)).toBe(3);

      expect((await api<any>('DELETE', `/feeds/${p2.id}`, { auth: adminAuth })).status).toBe(200);
      expect(await postsCountOf(t1)).toBe(2);
      expect(await postsCountOf(t2)).toBe(1);

      // p1 moves from t1 to t2.
      const moved = await update(p1.id, { topics: [t2.id] });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.feed.topics).toEqual([t2.id]);
      expect(await postsCountOf(t1)).toBe(1);
      expect(await postsCountOf(t2)).toBe(2);
      // An update that leaves topics alone keeps them.
      const titled = await update(p1.id, { title: `New title ${token()}` });
      expect(titled.body.feed.topics).toEqual([t2.id]);
      // Back to draft uncounts; an empty list removes every topic.
      expect((await update(p3.id, { status: 'draft' })).status).toBe(200);
      expect(await postsCountOf(t2)).toBe(1);
      const cleared = await update(p1.id, { topic_ids: [] });
      expect(cleared.body.feed.topics).toEqual([]);
      expect(await postsCountOf(t2)).toBe(0);
      expect((await readFeed(p1.id)).topics).toEqual([]);
    });
  });

  describe('the configuration enforced', () => {
    /** A fresh member of the test space for each test, so "nothing created" is their empty list. */
    let m: TestMember;
    beforeEach(async () => {
      m = await createMember();
      await join(space.slug, m.auth);
    });

    it('refuses topics with 403 feature_disabled when topics are off (enabled is features.topics), on create and update, and creates nothing', async () => {
      await setConfig();
      const t = await createTopic();
      const existing = await createFeed(adminAuth, { space: space.slug });
      const [created, updated] = await withConfig({ enabled: false }, () =>
        Promise.all([postFeed(m.auth, { space: space.slug, message: uniqueMessage(), topics: [t.id] }), update(existing.id, { topics: [t.id] })]),
      );
      expectError(created, 403, 'feature_disabled');
      expectError(updated, 403, 'feature_disabled');
      expect(await ownPosts(m)).toEqual([]);
      expect(await postsCountOf(t)).toBe(0);
      expect((await readFeed(existing.id)).topics).toEqual([]);
    });

    it('refuses an inactive, unknown or deleted topic id with 400 invalid_topic, and creates nothing', async () => {
      await setConfig();
      const inactive = await createTopic({ status: 'inactive' });
      const deleted = await createTopic();
      expect((await api<any>('DELETE', `/admin/topics/${deleted.id}`, { auth: adminAuth })).status).toBe(200);
      const good = await createTopic();
      for (const topics of [[inactive.id], [999_999_999], [deleted.id], [good.id, inactive.id], [inactive.slug]]) {
        expectError(await postFeed(m.auth, { space: space.slug, message: uniqueMessage(), topics }), 400, 'invalid_topic');
      }
      expect(await ownPosts(m)).toEqual([]);
      expect(await postsCountOf(good)).toBe(0);
      expect(await postsCountOf(inactive)).toBe(0);
      const existing = await createFeed(adminAuth, { space: space.slug, topics: [good.id] });
      expectError(await update(existing.id, { topics: [inactive.id] }), 400, 'invalid_topic');
      expect((await readFeed(existing.id)).topics).toEqual([good.id]);
      expect(await postsCountOf(good)).toBe(1);
    });

    it('refuses 2 topics with allow_multiple off, and more than max_topics_per_post, with 400 too_many_topics', async () => {
      await setConfig();
      const [a, b, c] = [await createTopic(), await createTopic(), await createTopic()];
      const existing = await createFeed(adminAuth, { space: space.slug, topics: [a.id] });
      const [two, twoOnUpdate] = await withConfig({ allow_multiple: false }, () =>
        Promise.all([postFeed(m.auth, { space: space.slug, message: uniqueMessage(), topics: [a.id, b.id] }), update(existing.id, { topics: [a.id, b.id] })]),
      );
      expectError(two, 400, 'too_many_topics');
      expectError(twoOnUpdate, 400, 'too_many_topics');
      const three = await withConfig({ allow_multiple: true, max_topics_per_post: 2 }, () => postFeed(m.auth, { space: space.slug, message: uniqueMessage(), topic_ids: [a.id, b.id, c.id] }));
      expectError(three, 400, 'too_many_topics');
      expect(await ownPosts(m)).toEqual([]);
      expect([await postsCountOf(a), await postsCountOf(b), await postsCountOf(c)]).toEqual([1, 0, 0]);
      expect((await readFeed(existing.id)).topics).toEqual([a.id]);
      // Within the limits it is fine.
      const ok = await createFeed(m.auth, { space: space.slug, topics: [a.id, b.id] });
      expect(sorted(ok.topics)).toEqual(sorted([a.id, b.id]));
    });

    it('refuses a post without topics with 400 topic_required when required_for_posts is on; an update that leaves topics alone is not re-checked', async () => {
      await setConfig();
      const t = await createTopic();
      const m2 = await createMember();
      await join(space.slug, m2.auth);
      const existing = await createFeed(adminAuth, { space: space.slug });
      const title = `Retitled ${token()}`;
      // Other files post without topics: the setting stays on only for these requests.
      const [refused, withTopic, untouched] = await withConfig({ required_for_posts: true }, () =>
        Promise.all([
          postFeed(m2.auth, { space: space.slug, message: uniqueMessage() }),
          postFeed(m2.auth, { space: space.slug, message: uniqueMessage(), topics: [t.id] }),
          update(existing.id, { title }),
        ]),
      );
      expectError(refused, 400, 'topic_required');
      expect(withTopic.status, JSON.stringify(withTopic.body)).toBe(200);
      expect(untouched.status, JSON.stringify(untouched.body)).toBe(200);
      expect(untouched.body.feed).toMatchObject({ title, topics: [] });
      expect(await ownPosts(m2)).toEqual([withTopic.body.feed.id]);
    });

    it('creates a topic from an unknown slug only when user_can_create is on (title = the text) or for an administrator; else 400 invalid_topic', async () => {
      await setConfig();
      const refusedName = `newtopic-${token()}`;
      expectError(await postFeed(m.auth, { space: space.slug, message: uniqueMessage(), topics: [refusedName] }), 400, 'invalid_topic');
      expect(await topicsMatching(refusedName)).toEqual([]);
      expect(await ownPosts(m)).toEqual([]);

      const memberName = `membertopic-${token()}`;
      const byMember = await withConfig({ user_can_create: true }, () => postFeed(m.auth, { space: space.slug, message: uniqueMessage(), topics: [memberName] }));
      expect(byMember.status, JSON.stringify(byMember.body)).toBe(200);
      const [created] = await topicsMatching(memberName);
      expect(created).toMatchObject({ title: memberName, slug: memberName, status: 'active', posts_count: 1 });
      expect(byMember.body.feed.topics).toEqual([created.id]);

      const adminName = `admintopic-${token()}`;
      const byAdmin = await postFeed(adminAuth, { space: space.slug, message: uniqueMessage(), topics: [adminName] });
      expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
      const [adminTopic] = await topicsMatching(adminName);
      expect(adminTopic).toMatchObject({ title: adminName, slug: adminName, posts_count: 1 });
      expect(byAdmin.body.feed.topics).toEqual([adminTopic.id]);

      // A known slug names its topic instead of creating one.
      const again = await createFeed(m.auth, { space: space.slug, topics: [memberName] });
      expect(again.topics).toEqual([created.id]);
      expect(await topicsMatching(memberName)).toHaveLength(1);
    });
  });

  describe('GET /feeds topic filters', () => {
    it('lists by topics (one or several ids) and topic_slug, alone or with space; unknown slug: empty; private posts only for those who may read them', async () => {
      await setConfig();
      const [tA, tB] = [await createTopic(), await createTopic()];
      const [s1, s2] = [await createSpace(), await createSpace()];
      const priv = await createSpace({ privacy: 'private' });
      const a1 = await createFeed(adminAuth, { space: s1.slug, topics: [tA.id] });
      const a2 = await createFeed(adminAuth, { space: s2.slug, topics: [tA.id] });
      const b1 = await createFeed(adminAuth, { space: s1.slug, topics: [tB.id] });
      await createFeed(adminAuth, { space: s1.slug });
      await createFeed(adminAuth, { space: s1.slug, status: 'draft', topics: [tA.id] });
      const pA = await createFeed(adminAuth, { space: priv.slug, topics: [tA.id] });
      const outsider = await createMember();
      const insider = await createMember();
      const added = await api<any>('POST', `/spaces/${priv.slug}/members`, { auth: adminAuth, body: { user_id: insider.userId } });
      expect(added.status).toBe(200);
      expect(await postsCountOf(tA)).toBe(3);

      // One id: the topic's published posts the caller may read; total counts only those (never the
      // private space's post for those who may not read it: the topic's public count, or the page).
      for (const auth of [undefined, outsider.auth]) {
        const res = await listFeeds(auth, { topics: tA.id });
        expect(ids(res)).toEqual([a2.id, a1.id]);
        expect(res.feeds.total).toBe(2);
        const first = await listFeeds(auth, { topics: tA.id, per_page: 1 });
        expect(first.feeds.total).toBe(2);
      }
      for (const auth of [insider.auth, adminAuth]) {
        const res = await listFeeds(auth, { topics: tA.id });
        expect(ids(res)).toEqual([pA.id, a2.id, a1.id]);
        expect(res.feeds.total).toBe(3);
      }

      // Several ids: posts with any of them; total = the sum of their posts_count.
      const both = await listFeeds(adminAuth, { topics: `${tA.id},${tB.id}` });
      expect(ids(both)).toEqual([pA.id, b1.id, a2.id, a1.id]);
      expect(both.feeds.total).toBe(4);

      // By slug.
      expect(ids(await listFeeds(undefined, { topic_slug: tB.slug }))).toEqual([b1.id]);
      expect(ids(await listFeeds(outsider.auth, { topic_slug: tA.slug }))).toEqual([a2.id, a1.id]);

      // With space or user_id: only those.
      const inS1 = await listFeeds(undefined, { topics: tA.id, space: s1.slug });
      expect(ids(inS1)).toEqual([a1.id]);
      expect(inS1.feeds.total).toBe(1);
      expect(ids(await listFeeds(undefined, { topic_slug: tA.slug, space: s2.slug }))).toEqual([a2.id]);
      expect(ids(await listFeeds(undefined, { topics: `${tA.id},${tB.id}`, space: s1.slug }))).toEqual([b1.id, a1.id]);
      expect(ids(await listFeeds(outsider.auth, { topics: tA.id, space: priv.slug }))).toEqual([]);
      expect(ids(await listFeeds(insider.auth, { topics: tA.id, space: priv.slug }))).toEqual([pA.id]);

      // An unknown slug matches nothing.
      for (const query of [{ topic_slug: `no-such-topic-${token()}` }, { topic_slug: `no-such-topic-${token()}`, space: s1.slug }] as Array<Record<string, string>>) {
        const none = await listFeeds(undefined, query);
        expect(none.feeds.data).toEqual([]);
        expect(none.feeds.total).toBe(0);
      }
    });

    it('gives each post of a topic list its author\'s xprofile, as other lists do', async () => {
      await setConfig();
      const t = await createTopic();
      const s = await createSpace();
      const author = await createMember();
      await join(s.slug, author.auth);
      const post = await createFeed(author.auth, { space: s.slug, topics: [t.id] });
      const inSpace = (await listFeeds(undefined, { space: s.slug })).feeds.data[0];
      expect(inSpace.xprofile).toMatchObject({ user_id: author.userId });
      const res = await listFeeds(undefined, { topics: t.id });
      expect(ids(res)).toEqual([post.id]);
      expect(res.feeds.data[0].xprofile, JSON.stringify(res.feeds.data[0])).toEqual(inSpace.xprofile);
    });

    it('with user_id lists only that member\'s posts with the topic', async () => {
      await setConfig();
      const t = await createTopic();
      const s = await createSpace();
      const author = await createMember();
      await join(s.slug, author.auth);
      const mine = await createFeed(author.auth, { space: s.slug, topics: [t.id] });
      const profilePost = await createFeed(author.auth, { topics: [t.id] });
      await createFeed(author.auth, { space: s.slug });
      const byAdmin = await createFeed(adminAuth, { space: s.slug, topics: [t.id] });

      expect(ids(await listFeeds(undefined, { topics: t.id }))).toEqual([byAdmin.id, profilePost.id, mine.id]);
      const byAuthor = await listFeeds(undefined, { topics: t.id, user_id: author.userId });
      expect(ids(byAuthor)).toEqual([profilePost.id, mine.id]);
      expect(ids(await listFeeds(undefined, { topic_slug: t.slug, user_id: author.userId, space: s.slug }))).toEqual([mine.id]);
    });

    it('leaves out, page by page, posts the caller may not read: per_page 1 for a non-member never shows a newer private-space post, and the cursor reaches the public one', async () => {
      await setConfig();
      const t = await createTopic();
      const pub = await createSpace();
      const priv = await createSpace({ privacy: 'private' });
      const shown = await createFeed(adminAuth, { space: pub.slug, topics: [t.id] });
      const hidden = await createFeed(adminAuth, { space: priv.slug, topics: [t.id] });
      const outsider = await createMember();
      expect(ids(await listFeeds(outsider.auth, { topics: t.id }))).toEqual([shown.id]);
      expect(ids(await listFeeds(adminAuth, { topics: t.id, per_page: 1 }))).toEqual([hidden.id]);
      // As docs/feeds.md says, a list read through links checks each post after reading the page:
      // the first page is short (the private post left out) and the cursor continues.
      const seen: number[] = [];
      let page = await listFeeds(outsider.auth, { topics: t.id, per_page: 1 });
      for (let i = 0; i < 5; i++) {
        seen.push(...ids(page));
        if (!page.feeds.next_cursor) break;
        page = await listFeeds(outsider.auth, { topics: t.id, per_page: 1, cursor: page.feeds.next_cursor });
      }
      expect(seen).toEqual([shown.id]);
    });

    it('lists a post with two of the asked topics once, and turns the sticky slot off', async () => {
      await setConfig();
      const [tA, tB] = [await createTopic(), await createTopic()];
      const s = await createSpace();
      const both = await createFeed(adminAuth, { space: s.slug, topics: [tA.id, tB.id] });
      const onlyA = await createFeed(adminAuth, { space: s.slug, topics: [tA.id] });
      const res = await listFeeds(undefined, { topics: `${tA.id},${tB.id}` });
      expect(ids(res)).toEqual([onlyA.id, both.id]);

      expect((await api<any>('PATCH', `/feeds/${both.id}`, { auth: adminAuth, body: { is_sticky: true } })).status).toBe(200);
      expect((await listFeeds(undefined, { space: s.slug })).sticky).toMatchObject({ id: both.id });
      const filtered = await listFeeds(undefined, { space: s.slug, topics: tA.id });
      expect(filtered.sticky ?? null).toBeNull();
      expect(ids(filtered)).toEqual([onlyA.id, both.id]);
    });
  });

  describe('deleting a topic', () => {
    it('answers 200 and frees the slug at once; in the background every post (over 100: two steps) loses the topic, and its links go', async () => {
      await setConfig();
      const [t, keep] = [await createTopic(), await createTopic()];
      // A private space keeps these posts off the shared public timeline.
      const s = await createSpace({ privacy: 'private' });
      const posts: any[] = [];
      const TOTAL = 105;
      for (let i = 0; i < TOTAL; i += 35) {
        posts.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(35, TOTAL - i) }, (_, j) =>
              createFeed(adminAuth, { space: s.slug, message: uniqueMessage(`Topic post ${i + j}`), topics: i + j < 3 ? [t.id, keep.id] : [t.id] }),
            ),
          )),
        );
      }
      expect(await topicLinkCount(t.id)).toBe(TOTAL);
      expect(await postsCountOf(t)).toBe(TOTAL);
      const twoTopics = posts[0];
      expect(storedTopics(await storedPost(twoTopics.id))).toEqual(sorted([t.id, keep.id]));

      const res = await api<any>('DELETE', `/admin/topics/${t.id}`, { auth: adminAuth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      // The slug is free at once.
      const reused = await createTopic({ slug: t.slug });
      expect(reused.id).not.toBe(t.id);

      expect(await pollUntil(() => topicLinkCount(t.id), (n) => n === 0, { timeoutMs: 30_000 })).toBe(0);
      expect(storedTopics(await storedPost(twoTopics.id))).toEqual([keep.id]);
      expect(storedTopics(await storedPost(posts[TOTAL - 1].id))).not.toContain(t.id);
      expect(await topicLinkCount(keep.id)).toBe(3);
      // Every post, read through the API, has lost the id.
      const seen: any[] = [];
      let cursor: string | null = null;
      do {
        const page = await listFeeds(adminAuth, { space: s.slug, per_page: 100, ...(cursor ? { cursor } : {}) });
        seen.push(...page.feeds.data);
        cursor = page.feeds.next_cursor;
      } while (cursor);
      expect(seen).toHaveLength(TOTAL);
      expect(seen.filter((f) => f.topics.includes(t.id))).toEqual([]);
      expect(seen.filter((f) => f.topics.includes(keep.id)).map((f) => f.id).sort()).toEqual(posts.slice(0, 3).map((f) => f.id).sort());
      expect((await readFeed(twoTopics.id)).topics).toEqual([keep.id]);
      const gone = await listFeeds(adminAuth, { topics: t.id });
      expect(gone.feeds.data).toEqual([]);
      expect(gone.feeds.total).toBe(0);
    }, 60_000);
  });
});
