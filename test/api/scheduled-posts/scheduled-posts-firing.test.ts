/**
 * Scheduled posts end to end, with nothing called by hand: POST /feeds creates the schedule in the
 * local Scheduler stand-in (the same @aws-sdk/client-scheduler calls as in AWS), which invokes the
 * publish function when the time comes; the post then appears in its space's feed and its members'
 * home feeds, with one feed.created webhook delivery and the new-post notification. Never before
 * its time (docs/scheduled-posts.md).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../../support/factories.ts';
import { feedById, feedEvents, feedIdsOf, listFeeds, postFeed, uniqueMessage } from '../../support/feeds.ts';
import { waitFor } from '../../support/notifications.ts';
import { getSchedule } from '../../support/scheduler.ts';
import { addMember, createSpace } from '../../support/spaces.ts';
import { startReceiver, type Receiver } from '../../support/webhook-receiver.ts';
import { createWebhook, deleteWebhook, eventOf } from '../../support/webhooks.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** `YYYY-MM-DD HH:MM:SS` of an instant in UTC. */
const utc = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('a scheduled post, published by its schedule', () => {
  it('appears in the space feed and the home feed at its time, never before, with one feed.created delivery and the notification', async () => {
    const rx: Receiver = await startReceiver();
    cleanups.push(() => rx.close());
    const hook = await createWebhook({ url: rx.url, events: ['feed.created'] });
    cleanups.push(() => deleteWebhook(hook.id));

    const space = await createSpace({ privacy: 'public' });
    const [author, reader] = await Promise.all([createMember(), createMember()]);
    await addMember(space.slug, author.userId);
    await addMember(space.slug, reader.userId);

    const due = Math.ceil((Date.now() + 4000) / 1000) * 1000;
    const res = await postFeed(author.auth, { message: uniqueMessage('Due soon'), space_id: space.id, status: 'scheduled', scheduled_at: utc(due), timezone: 'UTC' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id: number = res.body.feed.id;
    // One schedule, in the stand-in, for this post.
    expect((await getSchedule(`post-${id}`))?.ScheduleExpression).toBe(`at(${utc(due).replace(' ', 'T')})`);

    // Before its time: in no feed and unreadable by the reader.
    expect(feedIdsOf((await listFeeds(reader.auth, { space: space.slug })).feeds.data, [id])).toEqual([]);
    expect((await feedById(id, reader.auth)).status).toBe(404);

    let seenAt = 0;
    while (Date.now() < due + 15_000) {
      const checkedAt = Date.now();
      if (feedIdsOf((await listFeeds(reader.auth, { space: space.slug })).feeds.data, [id]).length > 0) {
        seenAt = checkedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seenAt, 'the post reached the space feed').toBeGreaterThan(0);
    expect(seenAt, 'never before scheduled_at').toBeGreaterThanOrEqual(due);
    expect(feedIdsOf((await listFeeds(reader.auth, {})).feeds.data, [id]), 'the reader\'s home feed').toEqual([id]);
    expect((await feedById(id, reader.auth)).body.feed).toMatchObject({ status: 'published', published_at: expect.any(String) });

    await waitFor(reader, 'space_feed/created', id);
    expect(await feedEvents('feed.created', id)).toHaveLength(1);
    const isThisPost = (c: Parameters<typeof eventOf>[0]) => eventOf(c).data?.id === id;
    await rx.waitUntil((calls) => calls.some(isThisPost), 20_000);
    // A second delivery would follow the first within the router's and dispatcher's next turns.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(rx.calls.filter(isThisPost)).toHaveLength(1);
    // The schedule deleted itself after it ran (ActionAfterCompletion DELETE).
    expect(await getSchedule(`post-${id}`)).toBeUndefined();
  });
});
