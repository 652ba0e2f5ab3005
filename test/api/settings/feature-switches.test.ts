/**
 * The registry's feature switches (docs/settings.md "Feature switches"): each one, off, closes its
 * feature's member-facing routes (403 feature_disabled naming it) and drops its fields from what
 * members read, while the administrator's configuration routes keep working; on again, both come
 * back. The followers, topics and moderation configurations' switches are the same stored value as
 * `features.<key>` (set through one door, read through the other), and the defaults are on for
 * the features that worked before the switches governed anything. Also the content switches that
 * had no HTTP proof: the site's `allow_comments` and `moderate_posts`.
 *
 * Site-wide (SITE_WIDE in vitest.config.ts): every switch is put back in afterAll.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, postFeed, readFeed, uniqueMessage } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createCourse } from '../../support/courses.ts';
import { createSpace, expectError, join } from '../../support/spaces.ts';

const setFeatures = async (features: Record<string, boolean>) => {
  const res = await api<any>('POST', '/settings/features', { auth: adminAuth, body: { features } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.features;
};
const features = async () => (await api<any>('GET', '/settings/features', { auth: adminAuth })).body.features;
const disabled = (res: { status: number; body: any }, feature: string) => {
  expectError(res, 403, 'feature_disabled');
  expect(res.body.data.feature).toBe(feature);
};

let m: TestMember;
let space: any;
let post: any;
let topic: any;
let course: any;

beforeAll(async () => {
  // Start from the defaults whatever an earlier file left.
  expect((await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['features'] } })).status).toBe(200);
  [m, space, topic, course] = await Promise.all([
    createMember(),
    createSpace({ title: `Switches ${token('sw')}`, privacy: 'public' }),
    api<any>('POST', '/admin/topics', { auth: adminAuth, body: { title: `Topic ${token('sw')}` } }).then((r) => r.body.topic),
    createCourse(adminAuth, { status: 'published' }),
  ]);
  await join(space.slug, m.auth);
  post = await createFeed(adminAuth, { space: space.slug, topics: [topic.id] });
});

afterAll(async () => {
  await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['features', 'allow_comments', 'moderate_posts'] } });
});

describe('defaults', () => {
  it('has followers, topics, moderation, spaces, courses, reactions and bookmarks on and analytics and the leaderboard off, the same through every door', async () => {
    expect(await features()).toEqual({ spaces: true, courses: true, reactions: true, bookmarks: true, followers: true, topics: true, analytics: false, moderation: true, leaderboard: false });
    const [followers, topics, moderation, pub] = await Promise.all([
      api<any>('GET', '/settings/followers/config', { auth: adminAuth }),
      api<any>('GET', '/admin/topics/config', { auth: adminAuth }),
      api<any>('GET', '/moderation/config', { auth: adminAuth }),
      api<any>('GET', '/settings/public'),
    ]);
    expect(followers.body.config.is_enabled).toBe('yes');
    expect(topics.body.config.enabled).toBe(true);
    expect(moderation.body.config.is_enabled).toBe('yes');
    expect(pub.body.data.features).toMatchObject({ followers: true, topics: true, moderation: true });
  });
});

describe('one value through either door', () => {
  it('followers: the config group and features.followers', async () => {
    expect((await api('POST', '/settings/followers/config', { auth: adminAuth, body: { config: { is_enabled: 'no' } } })).status).toBe(200);
    expect((await features()).followers).toBe(false);
    expect((await api<any>('GET', '/settings/public')).body.data.features.followers).toBe(false);
    await setFeatures({ followers: true });
    expect((await api<any>('GET', '/settings/followers/config', { auth: adminAuth })).body.config.is_enabled).toBe('yes');
  });

  it('topics: the topic configuration enabled and features.topics', async () => {
    const off = await api<any>('POST', '/admin/topics/config', { auth: adminAuth, body: { enabled: false } });
    expect(off.body.config.enabled).toBe(false);
    expect((await features()).topics).toBe(false);
    await setFeatures({ topics: true });
    expect((await api<any>('GET', '/admin/topics/config', { auth: adminAuth })).body.config.enabled).toBe(true);
  });

  it('moderation: the moderation config is_enabled and features.moderation', async () => {
    await setFeatures({ moderation: false });
    expect((await api<any>('GET', '/moderation/config', { auth: adminAuth })).body.config.is_enabled).toBe('no');
    expect((await api('POST', '/moderation/config', { auth: adminAuth, body: { config: { is_enabled: 'yes' } } })).status).toBe(200);
    expect((await features()).moderation).toBe(true);
  });

  it('analytics: stored and answered (issue 31 builds what it switches)', async () => {
    expect((await setFeatures({ analytics: true })).analytics).toBe(true);
    expect((await api<any>('GET', '/settings/public')).body.data.features.analytics).toBe(true);
    await setFeatures({ analytics: false });
  });
});

describe('each switch, off and on', () => {
  it('spaces: members are refused the space routes; space management stays open to the administrator', async () => {
    await setFeatures({ spaces: false });
    try {
      disabled(await api('GET', '/spaces', { auth: m.auth }), 'spaces');
      disabled(await api('GET', `/spaces/${space.slug}/by-slug`, { auth: m.auth }), 'spaces');
      disabled(await api('POST', `/spaces/${space.slug}/leave`, { auth: m.auth }), 'spaces');
      const managed = await api<any>('PUT', `/spaces/${space.slug}/by-slug`, { auth: adminAuth, body: { description: 'managed while off' } });
      expect(managed.status, JSON.stringify(managed.body)).toBe(200);
    } finally {
      await setFeatures({ spaces: true });
    }
    expect((await api('GET', `/spaces/${space.slug}/by-slug`, { auth: m.auth })).status).toBe(200);
  });

  it('courses: members are refused the catalog and enrolment; course authoring stays open', async () => {
    await setFeatures({ courses: false });
    try {
      disabled(await api('GET', '/courses', { auth: m.auth }), 'courses');
      disabled(await api('GET', `/courses/${course.id}`, { auth: m.auth }), 'courses');
      disabled(await api('POST', `/courses/${course.id}/enroll`, { auth: m.auth }), 'courses');
      disabled(await api('GET', '/courses/my-courses', { auth: m.auth }), 'courses');
      expect((await api('GET', `/admin/courses/${course.id}`, { auth: adminAuth })).status).toBe(200);
      expect((await api('GET', `/admin/courses/${course.id}/sections`, { auth: adminAuth })).status).toBe(200);
    } finally {
      await setFeatures({ courses: true });
    }
    expect((await api('GET', '/courses', { auth: m.auth })).status).toBe(200);
  });

  it('reactions: reacting and the reaction lists are refused, posts and comments lose their reaction fields', async () => {
    const comment = (await api<any>('POST', `/feeds/${post.id}/comments`, { auth: m.auth, body: { comment: 'a comment' } })).body.comment;
    await setFeatures({ reactions: false });
    try {
      disabled(await api('POST', `/feeds/${post.id}/react`, { auth: m.auth, body: { react_type: 'like' } }), 'reactions');
      disabled(await api('GET', `/feeds/${post.id}/reactions`, { auth: m.auth }), 'reactions');
      disabled(await api('POST', `/feeds/${post.id}/comments/${comment.id}/reactions`, { auth: m.auth, body: { state: 1 } }), 'reactions');
      const seen = await readFeed(post.id, m.auth);
      expect(seen).not.toHaveProperty('reactions_count');
      expect(seen).not.toHaveProperty('has_user_react');
      expect(seen).toHaveProperty('bookmarked');
      const comments = (await api<any>('GET', `/feeds/${post.id}/comments`, { auth: m.auth })).body;
      const row = JSON.stringify(comments);
      expect(row).not.toContain('reactions_count');
      expect(row).not.toContain('"liked"');
      // The administrator still configures the site (the registry answers).
      expect((await api('GET', '/settings', { auth: adminAuth })).status).toBe(200);
    } finally {
      await setFeatures({ reactions: true });
    }
    expect((await api('POST', `/feeds/${post.id}/react`, { auth: m.auth, body: { react_type: 'like' } })).status).toBe(200);
    expect((await readFeed(post.id, m.auth)).has_user_react).toBe(true);
  });

  it('bookmarks: bookmarking and the bookmarks list are refused, posts lose bookmarked', async () => {
    await setFeatures({ bookmarks: false });
    try {
      disabled(await api('POST', `/feeds/${post.id}/react`, { auth: m.auth, body: { react_type: 'bookmark' } }), 'bookmarks');
      disabled(await api('GET', '/feeds/bookmarks', { auth: m.auth }), 'bookmarks');
      const seen = await readFeed(post.id, m.auth);
      expect(seen).not.toHaveProperty('bookmarked');
      expect(seen).toHaveProperty('reactions_count');
    } finally {
      await setFeatures({ bookmarks: true });
    }
    expect((await api('GET', '/feeds/bookmarks', { auth: m.auth })).status).toBe(200);
    expect(await readFeed(post.id, m.auth)).toHaveProperty('bookmarked');
  });

  it('followers: following and the follow lists are refused; the config stays the administrator\'s', async () => {
    const admin = (await api<any>('GET', '/profile', { auth: adminAuth })).body;
    const username = admin.profile?.username ?? admin.username;
    await setFeatures({ followers: false });
    try {
      disabled(await api('POST', `/profile/${username}/follow`, { auth: m.auth }), 'followers');
      disabled(await api('GET', `/profile/${username}/followers`, { auth: m.auth }), 'followers');
      expect((await api<any>('GET', '/settings/followers/config', { auth: adminAuth })).body.config.is_enabled).toBe('no');
    } finally {
      await setFeatures({ followers: true });
    }
    expect((await api('GET', `/profile/${username}/followers`, { auth: m.auth })).status).toBe(200);
  });

  it('topics: choosing topics on a post and filtering by topic are refused, posts lose topics; the topic admin stays open', async () => {
    await setFeatures({ topics: false });
    try {
      disabled(await postFeed(m.auth, { space: space.slug, message: uniqueMessage(), topics: [topic.id] }), 'topics');
      disabled(await api('GET', '/feeds', { auth: m.auth, query: { topic_slug: topic.slug } }), 'topics');
      expect(await readFeed(post.id, m.auth)).not.toHaveProperty('topics');
      // A post without topics is not the topics feature's.
      expect((await postFeed(m.auth, { space: space.slug, message: uniqueMessage() })).status).toBe(200);
      expect((await api('GET', '/admin/topics', { auth: adminAuth })).status).toBe(200);
      expect((await api<any>('GET', '/admin/topics/config', { auth: adminAuth })).body.config.enabled).toBe(false);
    } finally {
      await setFeatures({ topics: true });
    }
    expect((await readFeed(post.id, m.auth)).topics).toEqual([topic.id]);
  });

  it('moderation: reporting and the report queue are refused; the moderation config stays the administrator\'s', async () => {
    await setFeatures({ moderation: false });
    try {
      disabled(await api('POST', '/moderation/report', { auth: m.auth, body: { content_type: 'feed', content_id: post.id, reason: 'spam' } }), 'moderation');
      disabled(await api('GET', '/moderation/reports', { auth: adminAuth }), 'moderation');
      expect((await api<any>('GET', '/moderation/config', { auth: adminAuth })).body.config.is_enabled).toBe('no');
    } finally {
      await setFeatures({ moderation: true });
    }
    expect((await api('GET', '/moderation/reports', { auth: adminAuth })).status).toBe(200);
  });
});

describe('content switches', () => {
  it('allow_comments false refuses new comments site-wide (403 comments_disabled); true lets them in', async () => {
    expect((await api('PUT', '/settings', { auth: adminAuth, body: { allow_comments: false } })).status).toBe(200);
    try {
      expectError(await api('POST', `/feeds/${post.id}/comments`, { auth: m.auth, body: { comment: 'refused' } }), 403, 'comments_disabled');
    } finally {
      await api('PUT', '/settings', { auth: adminAuth, body: { allow_comments: true } });
    }
    expect((await api('POST', `/feeds/${post.id}/comments`, { auth: m.auth, body: { comment: 'let in' } })).status).toBe(200);
  });

  it('moderate_posts true holds a member\'s new post as pending; false publishes it', async () => {
    expect((await api('PUT', '/settings', { auth: adminAuth, body: { moderate_posts: true } })).status).toBe(200);
    try {
      expect((await createFeed(m.auth, { space: space.slug })).status).toBe('pending');
    } finally {
      await api('PUT', '/settings', { auth: adminAuth, body: { moderate_posts: false } });
    }
    expect((await createFeed(m.auth, { space: space.slug })).status).toBe('published');
  });
});
