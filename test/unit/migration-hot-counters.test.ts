import { afterEach, describe, expect, it, vi } from 'vitest';
import { ddb } from '#platform/data/client.ts';
import { newCommentItems } from '#features/feeds/comment-store.ts';
import { contributionUpdates } from '#features/members/contribution-store.ts';
import { newFeedItems } from '#features/feeds/feed-store.ts';
import { counterUpdate } from '#platform/data/transactions.ts';
import type { CommentRecord } from '#features/feeds/comments.ts';
import type { FeedRecord } from '#features/feeds/feeds.ts';
import { HotCounters } from '#features/migration/chunk-context.ts';

const AT = '2020-01-02T03:04:05.000Z';
const post = (id: number): FeedRecord => ({
  id, slug: `p-${id}`, user_id: 7, space_id: 3, title: '', message: 'x', message_rendered: '<p>x</p>\n', type: 'text', content_type: 'text', status: 'published',
  published_at: AT, is_sticky: false, comments_disabled: false, topics: [], media: [], meta: { mentioned_user_ids: [] }, comments_count: 0, reactions_count: 0,
  created_at: AT, updated_at: AT, rev: 0,
});
const comment: CommentRecord = {
  id: 5, post_id: 1, user_id: 7, parent_id: null, message: 'x', message_rendered: '', meta: { mentioned_user_ids: [] }, type: 'comment', content_type: 'text',
  status: 'published', is_sticky: false, reactions_count: 0, created_at: AT, updated_at: AT, rev: 0, media: [],
};

/** The UpdateItem inputs a flush sends, by the item's key. */
async function flushed(counters: HotCounters) {
  const send = vi.spyOn(ddb, 'send').mockImplementation(async () => ({}) as never);
  send.mockClear();
  await counters.flush();
  return send.mock.calls.map(([command]) => (command as unknown as { input: Record<string, any> }).input);
}

afterEach(() => vi.restoreAllMocks());

describe('HotCounters', () => {
  it('takes shared counters out of a row (space posts_count, timeline counter, contributions) and keeps the row own items', () => {
    const counters = new HotCounters();
    const items = [...newFeedItems(post(1), { onPublicTimeline: true }, 'legacy#1', new Date(AT)), ...contributionUpdates(7, 'posts', 1, new Date(AT))];
    const kept = counters.take(items);
    // The post, its slug and its duplicate marker stay; posts_count, feeds#public and the four contribution items go.
    expect(kept.map((i) => Object.keys(i)[0])).toEqual(['Put', 'Put', 'Put']);
    // A comment's update of its post (comments_count with the last activity, guarded) stays in the row.
    expect(counters.take(newCommentItems(comment, 'legacy#5')).map((i) => Object.keys(i)[0])).toEqual(['Put', 'Put', 'Update']);
  });

  it('sums per item and flushes one update each, keeping the existence guard and the values set beside', async () => {
    const counters = new HotCounters();
    for (const id of [1, 2, 3]) counters.take([...newFeedItems(post(id), { onPublicTimeline: true }, `legacy#${id}`, new Date(AT)), ...contributionUpdates(7, 'posts', 1, new Date(AT))]);
    counters.take([counterUpdate('feeds#public', -1)]);
    const inputs = await flushed(counters);
    const space = inputs.find((i) => i.Key.pk.startsWith('SPACE#'))!;
    expect(space).toMatchObject({ UpdateExpression: 'ADD #a0 :d0', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#a0': 'posts_count' }, ExpressionAttributeValues: { ':d0': 3 } });
    const timeline = inputs.find((i) => i.Key.sk === 'feeds#public')!;
    expect(timeline.ExpressionAttributeValues).toMatchObject({ ':d0': 2, ':s0': 'counter' });
    const all = inputs.find((i) => i.Key.sk === 'CONTRIB#ALL')!;
    expect(all.ExpressionAttributeValues).toMatchObject({ ':d0': 3 });
    expect(all.UpdateExpression).toMatch(/^ADD #a0 :d0 SET /);
    // The week, month and year of 2020 expired long ago (their TTL): only the all-time item is written.
    expect(inputs).toHaveLength(1 + 1 + 1);
    // Flushed sums are forgotten.
    expect(await flushed(counters)).toEqual([]);
  });

  it('writes every contribution item of a date whose periods are alive: all four for today', async () => {
    const counters = new HotCounters();
    counters.take(contributionUpdates(7, 'comments', 2, new Date()));
    expect(await flushed(counters)).toHaveLength(4);
  });

  it('counts a row written through write() only when its write succeeded', async () => {
    const counters = new HotCounters();
    const row = () => newFeedItems(post(1), { onPublicTimeline: false }, 'legacy#1', new Date(AT));
    await expect(counters.write(row(), async () => Promise.reject(new Error('cancelled')))).rejects.toThrow('cancelled');
    expect(await flushed(counters)).toEqual([]);
    const sent = await counters.write(row(), async (kept) => kept.length);
    expect(sent).toBe(3);
    expect((await flushed(counters)).map((i) => i.ExpressionAttributeValues[':d0'])).toEqual([1, 1]);
  });
});
