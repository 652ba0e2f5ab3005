/**
 * The activities and comments writers of the migration (docs/migration.md, "Activities -> posts",
 * "Activity comments -> comments"), called directly on rows built here against members and spaces
 * made through the factories, then read through the HTTP API as any post and comment.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { listFeeds, postsCount, readFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace } from '../../support/spaces.ts';
import { outboxEventsWhere } from '../../support/events.ts';
import type { PostRow, ThreadRow } from '#features/migration/legacy-export/chunks.ts';
import type { LegacyActivity } from '#features/migration/legacy-export/export-format.ts';
import type { WriterOutcome } from '#features/migration/chunk-context.ts';
import type { MigrationOptions, MigrationRun } from '#features/migration/run.ts';

const { HotCounters } = await import('#features/migration/chunk-context.ts');
const { writePosts } = await import('#features/migration/posts.ts');
const { writeComments } = await import('#features/migration/comments.ts');
const { mappingPut, readMappings } = await import('#features/migration/migration-store.ts');
const { transact } = await import('#platform/data/transactions.ts');
const { DEFAULT_OPTIONS, emptyProgress } = await import('#features/migration/run.ts');

// Legacy ids of this file only: mapping items are global, and other files migrate generated exports from id 1.
const L = 3_000_000_000 + randomInt(1_000_000) * 1000;
const USER = { alice: L + 1, bob: L + 2, deleted: L + 99 };
const GROUP = { open: L + 1, closed: L + 2, notMigrated: L + 3 };
const A = (n: number) => L + n;

const activity = (n: number, fields: Partial<LegacyActivity>): LegacyActivity => ({
  id: A(n),
  user_id: USER.alice,
  component: 'activity',
  type: 'activity_update',
  action: '',
  content: `Post ${n}`,
  primary_link: '',
  item_id: 0,
  secondary_item_id: null,
  date_recorded: '2020-01-01T00:00:00.000Z',
  hide_sitewide: false,
  mptt_left: 0,
  mptt_right: 0,
  is_spam: false,
  ...fields,
});
const inGroup = (group: number) => ({ component: 'groups', item_id: group });
const comment = (n: number, root: number, parent: number | null, fields: Partial<LegacyActivity>): LegacyActivity =>
  activity(n, { type: 'activity_comment', item_id: A(root), secondary_item_id: parent === null ? null : A(parent), ...fields });
const mentionOf = (nicename: string) => `<a href='https://legacy.example.org/members/${nicename}/' rel='nofollow'>@${nicename}</a>`;
const PREVIEW = 'a:3:{s:3:"url";s:20:"https://example.com/";s:5:"title";s:7:"Example";s:9:"image_url";s:25:"https://example.com/i.png";}';

const POSTS: PostRow[] = [
  { activity: activity(1, { ...inGroup(GROUP.open), user_id: USER.bob, content: '<p>Hello &amp; welcome 🎉</p>', date_recorded: '2019-06-01T10:00:00.000Z' }), meta: {} },
  {
    activity: activity(2, { ...inGroup(GROUP.open), content: `${mentionOf('bob-nice')} see <strong>this</strong>`, date_recorded: '2020-01-01T08:00:00.000Z' }),
    meta: {},
    mentions: { 'bob-nice': USER.bob },
  },
  { activity: activity(3, { ...inGroup(GROUP.open), user_id: USER.deleted, content: 'A link inside', date_recorded: '2020-02-01T00:00:00.000Z' }), meta: { _link_preview_data: PREVIEW } },
  { activity: activity(4, { content: 'On my profile', date_recorded: '2020-03-01T00:00:00.000Z' }), meta: {} },
  { activity: activity(5, { ...inGroup(GROUP.open), is_spam: true }), meta: {} },
  { activity: activity(6, { type: 'new_member', content: '' }), meta: {} },
  { activity: activity(7, inGroup(GROUP.notMigrated)), meta: {} },
  { activity: activity(8, { ...inGroup(GROUP.open), content: '<p>&nbsp;</p>' }), meta: {} },
  { activity: activity(9, { ...inGroup(GROUP.closed), user_id: USER.bob, date_recorded: '2020-04-01T00:00:00.000Z' }), meta: {} },
  { activity: activity(10, { content: '', date_recorded: '2020-05-01T00:00:00.000Z' }), meta: { _link_preview_data: PREVIEW } },
];

const THREADS: ThreadRow[] = [
  {
    root_activity_id: A(2),
    comments: [
      comment(11, 2, 2, { content: 'First!', date_recorded: '2020-01-02T00:00:00.000Z' }),
      comment(12, 2, 11, { user_id: USER.bob, content: `${mentionOf('alice-nice')} thanks`, date_recorded: '2020-01-03T00:00:00.000Z' }),
      comment(13, 2, 12, { content: 'A third level', date_recorded: '2020-01-04T00:00:00.000Z' }),
      comment(14, 2, null, { user_id: USER.bob, content: 'Top-level, NULL parent', date_recorded: '2020-01-05T00:00:00.000Z' }),
      comment(15, 2, 11, { is_spam: true, date_recorded: '2020-01-05T12:00:00.000Z' }),
      comment(16, 2, 2, { user_id: USER.bob, content: '<br />', date_recorded: '2020-01-05T13:00:00.000Z' }),
      comment(17, 2, 2, { content: '+1', date_recorded: '2020-01-06T00:00:00.000Z' }),
      comment(18, 2, 2, { content: '+1', date_recorded: '2020-01-07T00:00:00.000Z' }),
      comment(19, 2, 14, { user_id: USER.deleted, content: 'From a deleted member', date_recorded: '2020-01-08T00:00:00.000Z' }),
    ],
    mentions: { 'alice-nice': USER.alice },
  },
  { root_activity_id: A(5), comments: [comment(20, 5, 5, {})] },
  { root_activity_id: A(6), comments: [comment(21, 6, 6, {})] },
  { root_activity_id: A(4), comments: [comment(22, 4, 4, { user_id: USER.bob, content: 'Nice profile', date_recorded: '2020-03-02T00:00:00.000Z' })] },
];

let alice: TestMember;
let bob: TestMember;
let placeholder: TestMember;
let open: any;
let closed: any;
let postOutcome: WriterOutcome;
let commentOutcome: WriterOutcome;
/** Legacy id -> new id of what was written. */
let posts: Map<number, number>;
let comments: Map<number, number>;

function run(options: Partial<MigrationOptions> = {}): MigrationRun {
  const now = new Date().toISOString();
  return {
    id: token('mig'),
    source: 'legacy-platform',
    state: 'in_progress',
    created_by: 1,
    created_at: now,
    items: ['members', 'groups', 'activities'],
    options: { ...DEFAULT_OPTIONS, ...options },
    files: [],
    progress: emptyProgress(),
    skipped_reasons: {},
    ddb_calls: 0,
    started_at: now,
    attempt: 1,
    placeholder_user_id: placeholder.userId,
    rev: 0,
  };
}

/** Runs a writer on rows as the chunk runner does: one chunk, its hot counters flushed after the rows. */
async function chunk<K extends 'activities' | 'comments'>(kind: K, rows: K extends 'activities' ? PostRow[] : ThreadRow[], r: MigrationRun): Promise<WriterOutcome> {
  const ctx = { run: r, kind, index: 0, now: new Date().toISOString(), counters: new HotCounters() };
  const outcome = kind === 'activities' ? await writePosts(rows as PostRow[], ctx) : await writeComments(rows as ThreadRow[], ctx);
  await ctx.counters.flush();
  return outcome;
}

const newIds = async (kind: string, ids: number[]) =>
  new Map([...(await readMappings(kind, ids))].flatMap(([legacy, m]) => (m.new_id === undefined ? [] : [[legacy, m.new_id] as const])));

beforeAll(async () => {
  [alice, bob, placeholder, open, closed] = await Promise.all([createMember(), createMember(), createMember(), createSpace(), createSpace({ privacy: 'private' })]);
  const at = new Date().toISOString();
  await transact([
    mappingPut('user', USER.alice, alice.userId, 'seed', at, { username: alice.username }),
    mappingPut('user', USER.bob, bob.userId, 'seed', at, { username: bob.username }),
    mappingPut('group', GROUP.open, open.id, 'seed', at),
    mappingPut('group', GROUP.closed, closed.id, 'seed', at),
  ]);
  const first = run();
  postOutcome = await chunk('activities', POSTS, first);
  commentOutcome = await chunk('comments', THREADS, first);
  posts = await newIds('activity', POSTS.map((p) => p.activity.id));
  comments = await newIds('comment', THREADS.flatMap((t) => t.comments.map((c) => c.id)));
});

describe('activities -> posts', () => {
  it('migrates activity updates and skips the rest with their reasons, recorded for the comments', async () => {
    expect(postOutcome).toMatchObject({ rows: 10, migrated: 6, skipped: 4, failed: 0 });
    expect(postOutcome.reasons).toEqual({ spam: 1, 'unsupported_type:new_member': 1, group_not_migrated: 1, empty: 1 });
    expect([...posts.keys()].sort()).toEqual([A(1), A(2), A(3), A(4), A(9), A(10)]);
    const skips = await readMappings('activity', [A(5), A(6), A(7), A(8)]);
    expect([A(5), A(6), A(7), A(8)].map((id) => skips.get(id)?.skip)).toEqual(['spam', 'unsupported_type:new_member', 'group_not_migrated', 'empty']);
  });

  it('lists a space feed in legacy order with legacy dates, and counts its posts exactly', async () => {
    const feed = await listFeeds(adminAuth, { space: open.slug, per_page: 10 });
    expect(feed.feeds.data.map((f: any) => [f.id, f.created_at])).toEqual([
      [posts.get(A(3)), '2020-02-01 00:00:00'],
      [posts.get(A(2)), '2020-01-01 08:00:00'],
      [posts.get(A(1)), '2019-06-01 10:00:00'],
    ]);
    expect(feed.feeds.total).toBe(3);
    expect(await postsCount(open.slug)).toBe(3);
    expect(await postsCount(closed.slug)).toBe(1);
    const inClosed = await listFeeds(adminAuth, { space: closed.slug });
    expect(inClosed.feeds.data.map((f: any) => [f.id, f.user_id, f.published_at])).toEqual([[posts.get(A(9)), bob.userId, '2020-04-01 00:00:00']]);
  });

  it('writes the post as the API would: markdown rendered with mentions to the new usernames, published, its legacy id', async () => {
    const post = await readFeed(posts.get(A(2))!);
    expect(post).toMatchObject({
      title: '',
      message: `@${bob.username} see **this**`,
      user_id: alice.userId,
      space_id: open.id,
      type: 'text',
      content_type: 'text',
      status: 'published',
      meta: { mentioned_user_ids: [bob.userId], legacy_activity_id: A(2) },
    });
    expect(post.message_rendered).toBe(`<p><a class="mention" href="/u/${bob.username}">@${bob.username}</a> see <strong>this</strong></p>\n`);
    expect(post.slug).toMatch(new RegExp(`-${post.id}$`));
    expect((await readFeed(posts.get(A(1))!)).message).toBe('Hello & welcome 🎉');
  });

  it('gives a deleted member content to the placeholder, and a link card from the link preview meta', async () => {
    const post = await readFeed(posts.get(A(3))!);
    expect(post.user_id).toBe(placeholder.userId);
    expect(post.meta.media_preview).toEqual({ title: 'Example', image: 'https://example.com/i.png', type: 'meta_data', url: 'https://example.com/' });
    // Only a link card: the post shows its URL.
    const linkOnly = await readFeed(posts.get(A(10))!);
    expect([linkOnly.message, linkOnly.space_id]).toEqual(['<https://example.com/>', null]);
  });

  it('puts activities outside groups on their authors profiles', async () => {
    const mine = await listFeeds(adminAuth, { user_id: alice.userId, per_page: 10 });
    expect(mine.feeds.data.map((f: any) => [f.id, f.space_id])).toEqual([
      [posts.get(A(10)), null],
      [posts.get(A(4)), null],
      [posts.get(A(2)), open.id],
    ]);
  });
});

describe('activity comments -> comments', () => {
  it('threads comments to their posts, skipping spam, empty ones and those of posts not migrated', () => {
    expect(commentOutcome).toMatchObject({ rows: 12, migrated: 8, skipped: 4, failed: 0 });
    expect(commentOutcome.reasons).toEqual({ spam: 1, empty: 1, post_not_migrated: 2 });
  });

  it('keeps replies one level deep under their top-level ancestor, in legacy order with legacy dates', async () => {
    const res = await api<any>('GET', `/feeds/${posts.get(A(2))}/comments`, { auth: adminAuth, query: { per_page: 50 } });
    expect(res.status).toBe(200);
    const c = (n: number) => comments.get(A(n));
    expect(res.body.comments.map((x: any) => [x.id, x.parent_id, x.user_id, x.created_at])).toEqual([
      [c(11), null, alice.userId, '2020-01-02 00:00:00'],
      [c(12), c(11), bob.userId, '2020-01-03 00:00:00'],
      [c(13), c(11), alice.userId, '2020-01-04 00:00:00'],
      [c(14), null, bob.userId, '2020-01-05 00:00:00'],
      [c(17), null, alice.userId, '2020-01-06 00:00:00'],
      [c(18), null, alice.userId, '2020-01-07 00:00:00'],
      [c(19), c(14), placeholder.userId, '2020-01-08 00:00:00'],
    ]);
    expect(res.body.meta.total).toBe(7);
    const reply = res.body.comments[1];
    expect(reply).toMatchObject({ message: `@${alice.username} thanks`, meta: { mentioned_user_ids: [alice.userId], legacy_activity_id: A(12) } });
    // The same text twice by one member: both kept (the API would refuse the second).
    expect(res.body.comments.filter((x: any) => x.message === '+1')).toHaveLength(2);
  });

  it('counts comments exactly and moves the post last activity to its latest comment', async () => {
    const post = await readFeed(posts.get(A(2))!);
    expect([post.comments_count, post.updated_at, post.created_at]).toEqual([7, '2020-01-08 00:00:00', '2020-01-01 08:00:00']);
    expect((await readFeed(posts.get(A(4))!)).comments_count).toBe(1);
  });

  it('writes no outbox events (no webhooks, notifications or activity entries)', async () => {
    const actors = new Set([alice.userId, bob.userId, placeholder.userId]);
    // Their accounts' own events (member.created) aside.
    const events = await outboxEventsWhere((e) => e.actor_id !== null && actors.has(e.actor_id) && (e.event.startsWith('feed.') || e.event.startsWith('comment.')));
    expect(events).toHaveLength(0);
  });
});

describe('reruns', () => {
  it('writes nothing new with skip_existing, and every count stays', async () => {
    const again = run();
    expect(await chunk('activities', POSTS, again)).toMatchObject({ migrated: 0, skipped: 10, reasons: { already_migrated: 6, spam: 1, 'unsupported_type:new_member': 1, group_not_migrated: 1, empty: 1 } });
    expect(await chunk('comments', THREADS, again)).toMatchObject({ migrated: 0, skipped: 12, reasons: { already_migrated: 8, spam: 1, empty: 1, post_not_migrated: 2 } });
    expect(await postsCount(open.slug)).toBe(3);
    expect((await readFeed(posts.get(A(2))!)).comments_count).toBe(7);
  });

  it('rewrites the text of migrated posts and comments without skip_existing, creating nothing', async () => {
    const rewrite = run({ skip_existing: false });
    const [post] = POSTS;
    const [thread] = THREADS;
    expect(await chunk('activities', [{ ...post!, activity: { ...post!.activity, content: 'Hello <em>again</em>' } }], rewrite)).toMatchObject({ migrated: 1 });
    const edited = { ...thread!, comments: thread!.comments.map((c) => (c.id === A(11) ? { ...c, content: 'First, edited' } : c)) };
    expect(await chunk('comments', [edited], rewrite)).toMatchObject({ migrated: 1, reasons: { already_migrated: 6, spam: 1, empty: 1 } });
    const after = await readFeed(posts.get(A(1))!);
    expect([after.message, after.created_at]).toEqual(['Hello _again_', '2019-06-01 10:00:00']);
    expect(await postsCount(open.slug)).toBe(3);
    const list = await api<any>('GET', `/feeds/${posts.get(A(2))}/comments`, { auth: adminAuth, query: { per_page: 50 } });
    expect([list.body.comments.length, list.body.comments[0].message]).toEqual([7, 'First, edited']);
  });
});
