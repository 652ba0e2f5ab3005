/**
 * The events router under poison input (docs/events.md, "Failures"): a record that cannot be
 * handled, or a side effect of it that fails, never holds back the records after it, and what
 * failed lands in the router's dead-letter queue with its reason.
 */
import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../scripts/local/poll.ts';
import { adminAuth } from '../support/factories.ts';
import { createFeed } from '../support/feeds.ts';
import { api, type Auth } from '../support/http.ts';
import { token } from '../support/identity.ts';
import { createSpace, memberOf } from '../support/spaces.ts';
import { startReceiver, type ReceivedCall, type Receiver } from '../support/webhook-receiver.ts';
import { createWebhook, deleteWebhook, eventOf, header } from '../support/webhooks.ts';

const receivers: Receiver[] = [];
const hooks: number[] = [];
afterAll(async () => {
  await Promise.all(hooks.map(deleteWebhook));
  await Promise.all(receivers.map((r) => r.close()));
});

async function hookedReceiver(events: string[]): Promise<{ rx: Receiver; secret: string }> {
  const rx = await startReceiver();
  receivers.push(rx);
  const w = await createWebhook({ url: rx.url, events });
  hooks.push(w.id);
  return { rx, secret: w.secret };
}

const sign = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const notificationsOf = async (auth: Auth): Promise<any[]> => (await api<any>('GET', '/notifications', { auth, query: { per_page: 100 } })).body.notifications.data;
const activitiesOf = async (userId: number): Promise<any[]> =>
  (await api<any>('GET', '/activities', { auth: adminAuth, query: { per_page: 100, 'context[user_id]': userId } })).body.activities.data;

describe('events router under poison input', () => {
  it('delivers posts whose text SQS would refuse (U+FFFF) or fauxqs did (emoji) with their exact signed body, and holds back nothing after them', async () => {
    const { rx, secret } = await hookedReceiver(['feed.created']);
    const space = await createSpace({ title: `Poison ${token('ps')}`, privacy: 'public' });
    const member = await memberOf(space);
    const tag = token('pz');
    const refused = await createFeed(adminAuth, { space: space.slug, title: `Not a character \uFFFF ${tag}`, message: `U+FFFF \uFFFF and U+FFFE \uFFFE ${tag}` });
    const emoji = await createFeed(adminAuth, { space: space.slug, title: `Party \u{1F389} ${tag}`, message: `Emoji \u{1F600}\u{1F44D}\u{1F3FD} ${tag}` });
    const later = await createFeed(adminAuth, { space: space.slug, title: `Plain ${tag}`, message: `Plain text ${tag}` });

    const created = (calls: readonly ReceivedCall[], id: number) => calls.find((c) => eventOf(c).data.id === id);
    const calls = await rx.waitUntil((c) => [refused, emoji, later].every((p) => created(c, p.id)), 20_000).catch(() => rx.calls);
    for (const post of [refused, emoji, later]) {
      const call = created(calls, post.id);
      expect(call, `feed.created of "${post.title}" never delivered`).toBeDefined();
      expect(header(call!, 'x-service-signature')).toBe(sign(call!.body, secret));
      expect(eventOf(call!).data).toMatchObject({ title: post.title, message: post.message });
    }

    // The later post's notification and activity were not held back either.
    const notified = await pollUntil(() => notificationsOf(member.auth), (rows) => rows.some((n) => n.feed_id === later.id), { timeoutMs: 10_000 });
    expect(notified.map((n) => n.feed_id)).toContain(later.id);
    const posted = (rows: any[]) => rows.some((a) => a.action_type === 'post_created' && a.object_id === later.id);
    expect(posted(await pollUntil(() => activitiesOf(later.user_id), posted, { timeoutMs: 10_000 }))).toBe(true);
  }, 60_000);
});
