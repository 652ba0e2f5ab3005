import { describe, expect, it } from 'vitest';
import { applyProfileEdit, newProfile, searchWords } from '#features/members/members.ts';
import { periodKeys } from '#features/members/contribution-store.ts';
import { searchTokens } from '#features/members/member-store.ts';
import { titleWords } from '#features/spaces/space-store.ts';
import { config } from '#platform/config.ts';
import { commentFingerprint } from '#features/feeds/comments.ts';
import { feedPermalink, type FeedRecord } from '#features/feeds/feeds.ts';
import { portalSlug } from '#features/settings/portal.ts';
import { checkPostTopics } from '#features/topics/topics.ts';
import { topicConfigSchema } from '#features/settings/topic-config.ts';
import { mayReadObject } from '#features/notifications/notification-access.ts';
import { actorsPhrase, feedTitle, notificationContent, sentence } from '#features/notifications/notifications.ts';
import { assertOutranks, rankOf } from '#features/spaces/space-access.ts';
import { toSpaceCard, toSpaceListItem, defaultSpaceSettings, type SpaceRecord } from '#features/spaces/spaces.ts';
import { slugify } from '#platform/core/slugs.ts';

describe('contribution periods', () => {
  it.each([
    ['2026-11-21T10:00:00Z', 'W#2026-W47', 'M#2026-11', 'Y#2026'],
    ['2027-01-01T00:00:00Z', 'W#2026-W53', 'M#2027-01', 'Y#2027'], // a Friday: still the last ISO week of 2026
    ['2025-12-29T12:00:00Z', 'W#2026-W01', 'M#2025-12', 'Y#2025'], // a Monday: the first ISO week of 2026
  ])('puts %s in week %s, month %s, year %s', (at, week, month, year) => {
    expect(periodKeys(new Date(at))).toEqual({ week, month, year, all: 'ALL' });
  });
});

describe('member search words', () => {
  it('indexes display-name words, the username and the email with its local part, lower-cased', () => {
    const tokens = searchTokens({ display_name: 'Ada  Lovelace-Byron', username: 'Ada_L', email: 'Ada@Example.com' });
    expect([...tokens.keys()].sort()).toEqual(['ada', 'ada@example.com', 'ada_l', 'byron', 'lovelace'].sort());
    expect([...(tokens.get('ada') ?? [])]).toEqual(['name', 'email']);
  });

  it('looks up the longest word and narrows by the others, refusing terms under two characters', () => {
    expect(searchWords('Ad lovel')).toEqual({ indexWord: 'lovel', otherWords: ['ad'] });
    expect(() => searchWords(' a ')).toThrow(/at least 2/);
  });
});

describe('profile edits', () => {
  const profile = newProfile({ username: 'ada', email: 'ada@example.com', role: 'member', status: 'active' }, 7, '2026-01-01T00:00:00.000Z');

  it('reports no change for an edit that changes nothing, whatever the key order of stored maps', () => {
    const stored = { ...profile, meta: { badge_slug: [], social_links: {}, cover_photo: '', website: '' } };
    expect(applyProfileEdit(stored, { display_name: 'ada' }, 'later')).toBeNull();
  });

  it('merges social links and bumps the revision on a change', () => {
    const once = applyProfileEdit(profile, { social_links: { github: 'ada' } }, 'later');
    const twice = once && applyProfileEdit(once, { social_links: { twitter: 'ada' } }, 'later');
    expect(twice?.meta.social_links).toEqual({ github: 'ada', twitter: 'ada' });
    expect(twice?.rev).toBe(2);
  });
});

describe('spaces', () => {
  it('slugs titles to lowercase words joined by dashes, dropping accents and symbols', () => {
    expect(slugify('  Café Makers & Friends!  ')).toBe('cafe-makers-friends');
    expect(slugify('日本語')).toBe('');
  });

  it('indexes title words of two characters or more', () => {
    expect([...titleWords('The AI & ML Hub, a place')].sort()).toEqual(['ai', 'hub', 'ml', 'place', 'the']);
  });

  const space: SpaceRecord = {
    id: 3, created_by: 1, parent_id: 2, group_id: 0, title: 'T', slug: 't', logo: '', cover_photo: '', description: 'd',
    type: 'discussion', privacy: 'private', status: 'published', serial: 4, settings: { ...defaultSpaceSettings(), hide_members_count: true },
    lockscreen: null, members_count: 9, pending_count: 1, role_counts: { member: 8, moderator: 0, admin: 1 }, posts_count: 0,
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', rev: 0,
  };

  it('renders list items with yes/no settings and numeric strings (spec conventions 3 and 4)', () => {
    const item = toSpaceListItem(space, { is_member: false, role: null }, { showCounts: true });
    expect(item).toMatchObject({ created_by: '1', parent_id: '2', serial: '4', members_count: 9 });
    expect(item.settings).toMatchObject({ hide_members_count: 'yes', allow_posts: 'yes', post_permissions: ['member', 'moderator', 'admin'] });
  });

  it('shows a card without the hidden member count and without a disabled lockscreen', () => {
    const card = toSpaceCard(space, { is_member: false, role: null });
    expect(card.members_count).toBe(0);
    expect(card).not.toHaveProperty('lockscreen');
  });
});

describe('notification sentences', () => {
  it.each([
    [0, '<b class="fcom_nudn">Bea</b>'],
    [1, '<b class="fcom_nudn">Bea</b> and 1 other person'],
    [3, '<b class="fcom_nudn">Bea</b> and 3 other people'],
  ])('names the latest actor and %i other(s)', (others, phrase) => {
    expect(actorsPhrase('Bea', others)).toBe(phrase);
  });

  it('escapes names and titles, and states a change nobody is named for on its own', () => {
    const text = sentence('feed/react_added', { target: '<script>x</script>' });
    expect(notificationContent('<i>Eve</i>', 0, text)).toBe(
      '<b class="fcom_nudn">&lt;i&gt;Eve&lt;/i&gt;</b> liked your post <span class="fcom_notification_title">&lt;script&gt;x&lt;/script&gt;</span>',
    );
    expect(notificationContent(null, -1, sentence('space/member/role_updated', { target: 'Cooks', role: 'moderator' }))).toBe(
      'Your role in <span class="fcom_notification_title">Cooks</span> has been changed to <b>moderator</b>',
    );
  });

  it('titles a post by its title, else the start of its message', () => {
    expect(feedTitle({ title: 'Hello', message: 'body' })).toBe('Hello');
    expect(feedTitle({ title: '', message: 'A short\n message ' })).toBe('A short message');
    const long = feedTitle({ title: '', message: 'word '.repeat(20) });
    expect(long).toHaveLength(60);
    expect(long.endsWith('...')).toBe(true);
  });
});

describe('who may be told of a notification\'s object', () => {
  const space = (over: Partial<SpaceRecord>): SpaceRecord => ({
    id: 5, created_by: 1, parent_id: 0, group_id: 0, title: 'S', slug: 's', logo: '', cover_photo: '', description: '', type: 'discussion',
    privacy: 'public', status: 'published', serial: 1, settings: defaultSpaceSettings(), lockscreen: null, members_count: 0, pending_count: 0,
    role_counts: { member: 0, moderator: 0, admin: 0 }, posts_count: 0, created_at: '', updated_at: '', rev: 0, ...over,
  });
  const post = (s: SpaceRecord | null): FeedRecord => ({
    id: 9, slug: 'p-9', user_id: 1, space_id: s?.id ?? null, title: 'P', message: 'm', message_rendered: '', type: 'text', content_type: 'text',
    status: 'published', is_sticky: false, comments_disabled: false, topics: [], media: [], meta: { mentioned_user_ids: [] }, comments_count: 0,
    reactions_count: 0, created_at: '', updated_at: '', published_at: '', rev: 0,
  });
  const member = { userId: 2, role: 'member' as const };
  const active = { role: 'member' as const, status: 'active' as const };

  it('tells anyone of a public space\'s post and of a member; only readers of a private space\'s post', () => {
    expect(mayReadObject({ feed: post(space({})), space: space({}) }, null, null)).toBe(true);
    expect(mayReadObject(null, null, null)).toBe(true);
    const priv = space({ privacy: 'private' });
    expect(mayReadObject({ feed: post(priv), space: priv }, member, null)).toBe(false);
    expect(mayReadObject({ feed: post(priv), space: priv }, member, active)).toBe(true);
    expect(mayReadObject({ feed: post(priv), space: priv }, member, { ...active, status: 'banned' })).toBe(false);
  });

  it('tells only the managers of a draft space, of its posts and of the space itself', () => {
    const draft = space({ status: 'draft' });
    expect(mayReadObject({ feed: post(draft), space: draft }, member, active)).toBe(false);
    expect(mayReadObject({ space: draft }, member, active)).toBe(false);
    expect(mayReadObject({ space: draft }, member, { role: 'moderator', status: 'active' })).toBe(true);
    expect(mayReadObject({ space: draft }, { userId: 3, role: 'moderator' }, null)).toBe(true);
  });
});

describe('member rank (docs/access.md)', () => {
  const m = (role: 'member' | 'moderator' | 'admin', status: 'active' | 'pending' | 'banned' = 'active') => ({ role, status });

  it('orders community administrator > community moderator > space admin > space moderator > member', () => {
    const ladder = [
      rankOf({ role: 'member', membership: m('member') }, 'actor'),
      rankOf({ role: 'member', membership: m('moderator') }, 'actor'),
      rankOf({ role: 'member', membership: m('admin') }, 'actor'),
      rankOf({ role: 'moderator' }, 'actor'),
      rankOf({ role: 'admin' }, 'actor'),
    ];
    expect([...ladder].sort((a, b) => a - b)).toEqual(ladder);
    expect(new Set(ladder).size).toBe(5);
  });

  it('refuses equal and higher ranks, and counts an actor\'s space role only while active', () => {
    expect(() => assertOutranks({ role: 'member', membership: m('moderator') }, { role: 'member', membership: m('member') })).not.toThrow();
    expect(() => assertOutranks({ role: 'member', membership: m('moderator') }, { role: 'member', membership: m('moderator') })).toThrow(/equal to or above/);
    expect(() => assertOutranks({ role: 'member', membership: m('admin') }, { role: 'admin', membership: null })).toThrow();
    expect(() => assertOutranks({ role: 'admin' }, { role: 'admin' })).toThrow();
    expect(() => assertOutranks({ role: 'member', membership: m('admin', 'banned') }, { role: 'member', membership: m('member') })).toThrow();
    // A banned space admin still ranks as one: only those above unban them.
    expect(() => assertOutranks({ role: 'member', membership: m('moderator') }, { role: 'member', membership: m('admin', 'banned') })).toThrow();
  });
});

describe('post shapes and rules (docs/feeds.md)', () => {
  it('builds the original permalink from the site URL, the portal slug and the space and post slugs', () => {
    const site = config.SITE_URL.replace(/\/+$/, '');
    expect(portalSlug({})).toBe('portal');
    expect(portalSlug({ portal_slug: 'hub' })).toBe('hub');
    expect(feedPermalink({ slug: 'hello-1' }, { slug: 'general' }, 'portal')).toBe(`${site}/portal/space/general/post/hello-1`);
    expect(feedPermalink({ slug: 'hello-1' }, null, 'hub')).toBe(`${site}/hub/post/hello-1`);
  });

  it('requires a topic for a space that says so only while topics are enabled', () => {
    const on = topicConfigSchema.parse({});
    expect(() => checkPostTopics(on, [], true)).toThrow(expect.objectContaining({ code: 'topic_required', statusCode: 400 }));
    expect(() => checkPostTopics(on, [1], true)).not.toThrow();
    expect(() => checkPostTopics(on, [], false)).not.toThrow();
    expect(() => checkPostTopics({ ...on, enabled: false }, [], true)).not.toThrow();
  });

  it('sees a repeated comment through case and spacing', () => {
    expect(commentFingerprint({ message: '  Same   Words ' })).toBe(commentFingerprint({ message: 'same words' }));
    expect(commentFingerprint({ message: 'same words!' })).not.toBe(commentFingerprint({ message: 'same words' }));
  });
});
