/**
 * The original's feed routes beyond posting and listing (docs/feeds.md "Surveys", "Batches,
 * previews and polling"): surveys and their votes, posts by id in a batch, the markdown preview,
 * a post's link preview removed, the ticker's updates. Each applies the read rule of what it shows.
 * Parallel-safe: its own spaces, members and posts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, postFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { addMember, createSpace, memberOf } from '../../support/spaces.ts';

/** A fresh member added to each space by the administrator (a private space's join only asks). */
async function insiderOf(...spaces: Array<{ slug: string }>): Promise<TestMember> {
  const m = await createMember();
  for (const s of spaces) await addMember(s.slug, m.userId);
  return m;
}

const OPTIONS = [{ label: 'Red', slug: 'red' }, { label: 'Blue', slug: 'blue' }, { label: 'Green', slug: 'green' }];

const vote = (postId: number, member: TestMember, slugs: string[], compat = false) =>
  api<any>('POST', `/feeds/${postId}/apps/survey-vote`, { auth: member.auth, body: { vote_indexes: slugs }, ...(compat ? { compat: true } : {}) });
const counts = (res: { body: any }) => Object.fromEntries((res.body.survey_config.options as Array<{ slug: string; vote_counts: number }>).map((o) => [o.slug, o.vote_counts]));

describe('surveys', () => {
  let space: any;
  let author: TestMember;
  beforeAll(async () => {
    space = await createSpace({ privacy: 'public' });
    author = await memberOf(space);
  });

  const survey = (type: string, extra: Record<string, unknown> = {}) => createFeed(author.auth, { space: space.slug, survey: { type, options: OPTIONS, ...extra } });

  it('keeps a survey on the post, options without a label dropped and slugs given where missing', async () => {
    const post = await createFeed(author.auth, { space: space.slug, survey: { type: 'other', options: [{ label: 'One' }, { label: '' }, { label: 'Three' }] } });
    expect(post.content_type).toBe('survey');
    expect(post.meta.survey_config).toEqual({ type: 'multi_choice', end_date: '', options: [{ label: 'One', slug: 'opt_1', vote_counts: 0 }, { label: 'Three', slug: 'opt_3', vote_counts: 0 }] });
  });

  it('counts concurrent votes of many members exactly, one vote set each', async () => {
    const post = await survey('single_choice');
    const voters = await Promise.all(Array.from({ length: 8 }, () => memberOf(space)));
    const answers = await Promise.all(voters.map((m, i) => vote(post.id, m, [i % 2 === 0 ? 'red' : 'blue'])));
    expect(answers.map((a) => a.status)).toEqual(voters.map(() => 200));
    // The same member voting twice at once: one choice stands, counted once.
    const [a, b] = await Promise.all([vote(post.id, voters[0]!, ['green']), vote(post.id, voters[0]!, ['blue'])]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const read = await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: author.auth });
    const final: Record<string, number> = Object.fromEntries((read.body.feed.meta.survey_config.options as Array<{ slug: string; vote_counts: number }>).map((o) => [o.slug, o.vote_counts]));
    expect((final['red'] ?? 0) + (final['blue'] ?? 0) + (final['green'] ?? 0)).toBe(8);
    expect(final['red']).toBe(3);
    const voted = await api<any>('GET', `/feeds/${post.id}/apps/survey-voters/blue`, { auth: author.auth });
    expect(voted.status).toBe(200);
    expect(voted.body.voters).toHaveLength(final['blue'] ?? -1);
  });

  it('takes one choice in a single-choice survey and several in a multi-choice one; an empty choice withdraws', async () => {
    const single = await survey('single_choice');
    const multi = await survey('multi_choice');
    const voter = await memberOf(space);
    const refused = await vote(single.id, voter, ['red', 'blue']);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_vote');
    const both = await vote(multi.id, voter, ['red', 'blue', 'unknown']);
    expect(both.status).toBe(200);
    expect(counts(both)).toEqual({ red: 1, blue: 1, green: 0 });
    expect(both.body.survey_config.options.filter((o: any) => o.voted).map((o: any) => o.slug)).toEqual(['red', 'blue']);
    const withdrawn = await vote(multi.id, voter, []);
    expect(counts(withdrawn)).toEqual({ red: 0, blue: 0, green: 0 });
  });

  it('refuses a vote once the survey has ended: 409 survey_ended, 422 under the compat base path', async () => {
    const ended = await survey('single_choice', { end_date: '2020-01-01 00:00:00' });
    expect(ended.meta.survey_config.end_date).toBe('2020-01-01 00:00:00');
    const voter = await memberOf(space);
    const res = await vote(ended.id, voter, ['red']);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('survey_ended');
    expect((await vote(ended.id, voter, ['red'], true)).status).toBe(422);
  });

  it('shows a private space\'s survey and its voters to its members only', async () => {
    const closed = await createSpace({ privacy: 'private' });
    const insider = await insiderOf(closed);
    const post = await createFeed(insider.auth, { space: closed.slug, survey: { type: 'single_choice', options: OPTIONS } });
    const outsider = await createMember();
    expect((await vote(post.id, outsider, ['red'])).status).toBe(404);
    expect((await api('GET', `/feeds/${post.id}/apps/survey-voters/red`, { auth: outsider.auth })).status).toBe(404);
    expect((await vote(post.id, insider, ['red'])).status).toBe(200);
    const voters = await api<any>('GET', `/feeds/${post.id}/apps/survey-voters/red`, { auth: insider.auth });
    expect(voters.body.voters.map((v: any) => v.user_id)).toEqual([insider.userId]);
    expect(voters.body.voters[0]).toMatchObject({ object_id: post.id, object_type: 'red', type: 'survey_vote', xprofile: expect.objectContaining({ user_id: insider.userId }) });
  });
});

describe('posts by id in a batch', () => {
  it('answers the published posts the caller may read, in the order asked, and nothing else', async () => {
    const open = await createSpace({ privacy: 'public' });
    const closed = await createSpace({ privacy: 'private' });
    const author = await insiderOf(open, closed);
    const publicPost = await createFeed(author.auth, { space: open.slug });
    const privatePost = await createFeed(author.auth, { space: closed.slug });
    const draft = (await postFeed(author.auth, { message: 'A draft', space: open.slug, status: 'draft' })).body.feed;
    const ids = [privatePost.id, publicPost.id, draft.id, 999_999_999];
    const outsider = await createMember();
    const asOutsider = await api<any>('POST', '/feeds/batch', { auth: outsider.auth, body: { feed_ids: ids } });
    expect(asOutsider.status).toBe(200);
    expect(asOutsider.body.feeds.map((f: any) => f.id)).toEqual([publicPost.id]);
    expect(asOutsider.body.count).toBe(1);
    const asAuthor = await api<any>('POST', '/feeds/batch', { auth: author.auth, body: { feed_ids: ids } });
    expect(asAuthor.body.feeds.map((f: any) => f.id)).toEqual([privatePost.id, publicPost.id]);
    const anonymous = await api<any>('POST', '/feeds/batch', { body: { feed_ids: ids } });
    expect(anonymous.body.feeds.map((f: any) => f.id)).toEqual([publicPost.id]);
  });

  it('reads the first 20 ids and answers an error with none', async () => {
    const member = await createMember();
    const many = await api<any>('POST', '/feeds/batch', { auth: member.auth, body: { feed_ids: Array.from({ length: 30 }, (_, i) => 999_000_000 + i) } });
    expect(many.status).toBe(200);
    expect(many.body).toEqual({ feeds: [], count: 0 });
    const none = await api<any>('POST', '/feeds/batch', { auth: member.auth, body: { feed_ids: [] } });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ feeds: [], error: expect.any(String) });
  });
});

describe('the markdown preview', () => {
  it('renders as posts are rendered: raw HTML is text, mentions of members are links', async () => {
    const [writer, named] = await Promise.all([createMember(), createMember()]);
    const res = await api<any>('POST', '/feeds/markdown-preview', { auth: writer.auth, body: { text: `**bold** <script>alert(1)</script> @${named.username}` } });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain('<strong>bold</strong>');
    expect(res.body.html).not.toContain('<script>');
    expect(res.body.html).toContain(`href="/u/${named.username}"`);
    expect(res.body.message_rendered).toBe(res.body.html);
  });

  it('is bounded in size and rate-limited per member', async () => {
    const writer = await createMember();
    const long = await api<any>('POST', '/feeds/markdown-preview', { auth: writer.auth, body: { text: 'x'.repeat(15_001) } });
    expect(long.status).toBe(400);
    expect((await api('POST', '/feeds/markdown-preview', { body: { text: 'hi' } })).status).toBe(401);
    // 30 a fixed minute: a run of requests meets the limit (a minute boundary at most once).
    let refused: any;
    for (let i = 0; i < 70 && !refused; i++) {
      const res = await api<any>('POST', '/feeds/markdown-preview', { auth: writer.auth, body: { text: `try ${i}` } });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.body.code).toBe('too_many_requests');
  });
});

describe("a post's link preview removed", () => {
  it('by a manager of its space too, leaving the post otherwise unchanged', async () => {
    const space = await createSpace({ privacy: 'public' });
    const author = await memberOf(space);
    // A post with a stored preview is made by the contract test (a served page); here a post without
    // one: the removal answers the same and changes nothing.
    const post = await createFeed(author.auth, { space: space.slug, message: 'No preview here' });
    const res = await api<any>('DELETE', `/feeds/${post.id}/media-preview`, { auth: adminAuth });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    const read = await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: author.auth });
    expect(read.body.feed.updated_at).toBe(post.updated_at);
  });
});

describe('the ticker', () => {
  it("gives a space's new posts to those who may read it", async () => {
    const closed = await createSpace({ privacy: 'private' });
    const insider = await insiderOf(closed);
    const since = new Date(Date.now() - 5_000).toISOString();
    const post = await createFeed(insider.auth, { space: closed.slug });
    const query = { context: `space-${closed.slug}`, since };
    const asInsider = await api<any>('GET', '/feeds/ticker-updates', { auth: insider.auth, query });
    expect(asInsider.status).toBe(200);
    expect(asInsider.body.updates).toEqual([{ id: post.id, updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/), action: 'created' }]);
    const outsider = await createMember();
    const asOutsider = await api<any>('GET', '/feeds/ticker-updates', { auth: outsider.auth, query });
    expect(asOutsider.body).toMatchObject({ updates: [], has_changes: false });
    const byAuthor = await api<any>('GET', '/feeds/ticker-updates', { auth: outsider.auth, query: { context: `user-${insider.userId}`, since } });
    expect(byAuthor.body.updates).toEqual([]);
  });

  it('reads the last minute when since is older than five minutes, and counts unread notifications', async () => {
    const member = await createMember();
    const res = await api<any>('GET', '/feeds/ticker', { auth: member.auth, query: { since: '2020-01-01 00:00:00' } });
    expect(res.status).toBe(200);
    expect(res.body.notifications).toEqual({ unread_count: 0, new_count: 0 });
    for (const item of res.body.feeds) expect(Date.parse(`${item.feed_data.published_at.replace(' ', 'T')}Z`)).toBeGreaterThan(Date.now() - 120_000);
  });
});
