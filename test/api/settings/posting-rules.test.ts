/**
 * The site-wide switches of posting, reactions, feed order and time zone (docs/feeds.md, Posting
 * rules and Feed lists; docs/members.md, leaderboard; docs/activities.md), each on and off, as a
 * member and as an administrator. Site-wide (api-serial): every change is put back in a finally,
 * and afterAll puts back every default. A space's allow_reactions is in test/api/feeds/space-reactions.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, listFeeds, postFeed, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace, expectError, memberOf } from '../../support/spaces.ts';

const save = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) => {
  const res = await api(method, path, { auth: adminAuth, body });
  expect(res.status, `${path} ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(200);
};
const CUSTOMIZATION = '/settings/customization-settings';
const restore = async () => {
  await save('POST', '/admin/general', { settings: { disable_global_posts: 'no' } });
  await save('POST', CUSTOMIZATION, { settings: { post_title_pref: 'optional', default_feed_sort_by: '', disable_feed_sort_by: 'no' } });
  await save('POST', '/settings/reset', { keys: ['allow_reactions', 'timezone'] });
};

/** Runs `check` with the change saved, then puts every default back whatever happens. */
async function withSettings(change: () => Promise<void>, check: () => Promise<void>): Promise<void> {
  await change();
  try {
    await check();
  } finally {
    await restore();
  }
}

const like = (postId: number, auth: Auth, remove = false) => api<any>('POST', `/feeds/${postId}/react`, { auth, body: { react_type: 'like', ...(remove ? { remove: true } : {}) } });
const likeComment = (postId: number, commentId: number, auth: Auth, state: boolean) =>
  api<any>('POST', `/feeds/${postId}/comments/${commentId}/reactions`, { auth, body: { state } });
const edit = (postId: number, auth: Auth, body: Record<string, unknown>) => api<any>('PUT', `/feeds/${postId}`, { auth, body });

describe('posting rules and site-wide switches', () => {
  let member: TestMember;
  let moderator: TestMember;
  let space: any;
  beforeAll(async () => {
    space = await createSpace();
    [member, moderator] = await Promise.all([memberOf(space), createMember({ role: 'moderator' })]);
  });
  afterAll(restore);

  it('allow_reactions off refuses new likes of posts and comments to members and administrators; likes given stay counted and may be taken back; bookmarks go on', async () => {
    const post = await createFeed(adminAuth, { space: space.slug });
    const comment = (await api<any>('POST', `/feeds/${post.id}/comments`, { auth: member.auth, body: { comment: uniqueMessage('A comment') } })).body.comment;
    expect((await like(post.id, member.auth)).body.new_count).toBe(1);
    await withSettings(
      () => save('PUT', '/settings', { allow_reactions: false }),
      async () => {
        expectError(await like(post.id, adminAuth), 403, 'reactions_disabled');
        expectError(await likeComment(post.id, comment.id, member.auth, true), 403, 'reactions_disabled');
        expectError(await likeComment(post.id, comment.id, adminAuth, true), 403, 'reactions_disabled');
        // The member's like is still counted and shown.
        expect((await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: member.auth })).body.feed).toMatchObject({ reactions_count: 1, has_user_react: true });
        expect((await api<any>('POST', `/feeds/${post.id}/react`, { auth: member.auth, body: { react_type: 'bookmark' } })).status).toBe(200);
        const back = await like(post.id, member.auth, true);
        expect(back.status).toBe(200);
        expect(back.body.new_count).toBe(0);
        expectError(await like(post.id, member.auth), 403, 'reactions_disabled');
      },
    );
    expect((await like(post.id, member.auth)).body.new_count).toBe(1);
    expect((await likeComment(post.id, comment.id, adminAuth, true)).body.reactions_count).toBe(1);
  });

  it('disable_global_posts refuses members a post outside any space; in a space they post; moderators and administrators still post site-wide', async () => {
    await withSettings(
      () => save('POST', '/admin/general', { settings: { disable_global_posts: 'yes' } }),
      async () => {
        expectError(await postFeed(member.auth, { message: uniqueMessage() }), 403, 'global_posts_disabled');
        await createFeed(member.auth, { space: space.slug });
        await createFeed(moderator.auth, {});
        await createFeed(adminAuth, {});
      },
    );
    expect((await postFeed(member.auth, { message: uniqueMessage() })).status).toBe(200);
  });

  it('post_title_pref: required refuses a post or an edit left without a title (400 title); disabled drops the title sent; optional takes either', async () => {
    const [writer, other] = await Promise.all([createMember(), createMember()]);
    const untitled = await createFeed(writer.auth, {});
    expectError(await api('POST', CUSTOMIZATION, { auth: adminAuth, body: { settings: { post_title_pref: 'sometimes' } } }), 400, 'invalid_value');
    await withSettings(
      () => save('POST', CUSTOMIZATION, { settings: { post_title_pref: 'required' } }),
      async () => {
        const refused = await postFeed(writer.auth, { message: uniqueMessage(), title: '  ' });
        expectError(refused, 400, 'rest_invalid_param');
        expect(refused.body.data.params).toHaveProperty('title');
        expectError(await postFeed(adminAuth, { message: uniqueMessage() }), 400, 'rest_invalid_param');
        expect((await createFeed(writer.auth, { title: 'A title' })).title).toBe('A title');
        expectError(await edit(untitled.id, writer.auth, { message: uniqueMessage('Edited') }), 400, 'rest_invalid_param');
        const titled = await edit(untitled.id, writer.auth, { message: uniqueMessage('Edited'), title: 'Now titled' });
        expect(titled.status, JSON.stringify(titled.body)).toBe(200);
        expect(titled.body.feed.title).toBe('Now titled');
      },
    );
    await withSettings(
      () => save('POST', CUSTOMIZATION, { settings: { post_title_pref: 'disabled' } }),
      async () => {
        expect((await createFeed(other.auth, { title: 'Dropped' })).title).toBe('');
        const kept = await edit(untitled.id, writer.auth, { message: uniqueMessage('Again'), title: 'Ignored' });
        expect(kept.body.feed.title).toBe('Now titled');
      },
    );
    expect((await createFeed(other.auth, { title: 'Optional again' })).title).toBe('Optional again');
    expect((await createFeed(other.auth, {})).title).toBe('');
  });

  it('default_feed_sort_by orders a feed whose client names no order; disable_feed_sort_by makes the feed ignore the client\'s order', async () => {
    const feedSpace = await createSpace();
    const word = token('ord');
    const first = await createFeed(adminAuth, { space: feedSpace.slug, message: `${word} first` });
    const second = await createFeed(adminAuth, { space: feedSpace.slug, message: `${word} second` });
    const ids = async (auth: Auth, query: Record<string, string> = {}) =>
      (await listFeeds(auth, { space: feedSpace.slug, ...query })).feeds.data.map((f: any) => f.id);
    expect(await ids(member.auth)).toEqual([second.id, first.id]);
    expectError(await api('POST', CUSTOMIZATION, { auth: adminAuth, body: { settings: { default_feed_sort_by: 'random' } } }), 400, 'invalid_value');
    await withSettings(
      () => save('POST', CUSTOMIZATION, { settings: { default_feed_sort_by: 'oldest' } }),
      async () => {
        expect(await ids(member.auth)).toEqual([first.id, second.id]);
        expect(await ids(adminAuth)).toEqual([first.id, second.id]);
        expect(await ids(member.auth, { order_by_type: 'latest' })).toEqual([second.id, first.id]);
        // The home feed too (narrowed to these two posts by a word only they hold).
        expect((await listFeeds(member.auth, { search: word })).feeds.data.map((f: any) => f.id)).toEqual([first.id, second.id]);
        await save('POST', CUSTOMIZATION, { settings: { disable_feed_sort_by: 'yes' } });
        expect(await ids(member.auth, { order_by_type: 'latest' })).toEqual([first.id, second.id]);
        expect(await ids(adminAuth, { order_by_type: 'latest' })).toEqual([first.id, second.id]);
      },
    );
    expect(await ids(member.auth, { order_by_type: 'oldest' })).toEqual([first.id, second.id]);
  });

  it('timezone: the leaderboard\'s periods and the activity date filters follow the site\'s time zone', async () => {
    // Of two zones 25 hours apart, one is on another calendar day than UTC right now.
    const dayIn = (zone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
    const utcDay = new Date().toISOString().slice(0, 10);
    const zone = dayIn('Pacific/Kiritimati') !== utcDay ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const localDay = dayIn(zone);
    expect(localDay).not.toBe(utcDay);
    const poster = await createMember();
    const monthKey = (day: string) => `M#${day.slice(0, 7)}`;
    await withSettings(
      () => save('PUT', '/settings', { timezone: zone }),
      async () => {
        const post = await createFeed(poster.auth, {});
        const board = (page: number) => api<any>('GET', '/members/top-contributors', { auth: poster.auth, query: { period: 'month', metric: 'posts', per_page: 100, page } });
        const first = await board(1);
        expect(first.status).toBe(200);
        expect(first.body.meta.period_key).toBe(monthKey(localDay));
        // Other files' members posted this month too (ranked by count, ties in any order): page until the poster's row.
        let row: any;
        for (let page = 1, res = first; !row && res.body.data.length > 0; res = await board(++page)) row = res.body.data.find((r: any) => r.user_id === poster.userId);
        expect(row?.stats.posts_count).toBe(1);
        // The post's activity is written in the background: wait for it on the local day.
        const mine = (q: Record<string, string>) => api<any>('GET', '/activities', { auth: poster.auth, query: { 'context[user_id]': String(poster.userId), ...q } });
        const deadline = Date.now() + 10_000;
        while ((await mine({ date_from: localDay, date_to: localDay })).body.activities.data.length === 0) {
          if (Date.now() > deadline) throw new Error('the activity of the post never showed on the local day');
          await new Promise((r) => setTimeout(r, 150));
        }
        expect((await mine({ date_from: localDay, date_to: localDay })).body.activities.data.map((a: any) => a.object_id)).toContain(post.id);
        // The UTC calendar day is another day of the site's zone.
        expect((await mine({ date_from: utcDay, date_to: utcDay })).body.activities.data).toHaveLength(0);
      },
    );
    const after = await api<any>('GET', '/members/top-contributors', { auth: adminAuth, query: { period: 'month', metric: 'posts' } });
    expect(after.body.meta.period_key).toBe(monthKey(utcDay));
  });
});
