/**
 * The events router under poison input (docs/events.md, "Failures"): a record that cannot be
 * handled, or a side effect of it that fails, never holds back the records after it, and what
 * failed lands in the router's dead-letter queue with its reason.
 */
import { CreateQueueCommand, DeleteQueueCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pollUntil } from '../../../scripts/local/poll.ts';
import { startStreamDriver } from '../../../scripts/local/stream-driver.ts';
import { STREAM_RETRY_ATTEMPTS } from '#platform/events/stream-retries.ts';
import { verifySignature } from '#features/webhooks/delivery/signature.ts';
import { adminAuth } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { localSqs, messagesOf, routerDeadLetters } from '../../support/queues.ts';
import { createSpace, memberOf } from '../../support/spaces.ts';
import { startReceiver, type ReceivedCall, type Receiver } from '../../support/webhook-receiver.ts';
import { callsFor, createWebhook, deleteWebhook, eventOf, header } from '../../support/webhooks.ts';

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
      expect(verifySignature(call!.body, secret, header(call!, 'x-service-signature'))).toBe(true);
      expect(eventOf(call!).data).toMatchObject({ title: post.title, message: post.message });
    }

    // The later post's notification and activity were not held back either.
    const notified = await pollUntil(() => notificationsOf(member.auth), (rows) => rows.some((n) => n.feed_id === later.id), { timeoutMs: 10_000 });
    expect(notified.map((n) => n.feed_id)).toContain(later.id);
    const posted = (rows: any[]) => rows.some((a) => a.action_type === 'post_created' && a.object_id === later.id);
    expect(posted(await pollUntil(() => activitiesOf(later.user_id), posted, { timeoutMs: 10_000 }))).toBe(true);
  }, 60_000);

  it('lets a record whose notifications fail run its other side effects and every later record, and dead-letters the failure with its reason', async () => {
    const { rx } = await hookedReceiver(['user.followed', 'comment.created']);
    const space = await createSpace({ title: `Poisoned ${token('pr')}`, privacy: 'public' });
    const [author, follower] = [await memberOf(space), await memberOf(space)];
    const post = await createFeed(author.auth, { space: space.slug, title: `Poisoned ${token('pp')}` });

    // A malformed outbox event (as a faulty writer would leave it): its notification names user "not-a-number",
    // which the table refuses. It shares the post's ordering key, so the comment below waits behind it.
    const { ddb, tableName } = await import('#platform/data/client.ts');
    const { keys } = await import('#platform/data/keys.ts');
    const { newEventId } = await import('#platform/events/outbox.ts');
    const poisonId = newEventId();
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.event(poisonId), entity: 'event', version: 1, event_id: poisonId, event: 'user.followed', occurred_at: new Date().toISOString(),
          actor_id: follower.userId, space_id: null, data: { user_id: 'not-a-number', post_id: post.id },
        },
      }),
    );
    const comment = (await api<any>('POST', `/feeds/${post.id}/comments`, { auth: follower.auth, body: { comment: `After the poison ${token('pc')}` } })).body.comment;

    // Every later record and side effect went through: the comment's notification, activity and delivery.
    const notified = await pollUntil(() => notificationsOf(author.auth), (rows) => rows.some((n) => n.action === 'comment_added' && n.feed_id === post.id), { timeoutMs: 15_000 });
    expect(notified.map((n) => `${n.action}:${n.feed_id}`)).toContain(`comment_added:${post.id}`);
    const commented = (rows: any[]) => rows.some((a) => a.action_type === 'comment_added' && a.object_id === comment.id);
    expect(commented(await pollUntil(() => activitiesOf(follower.userId), commented, { timeoutMs: 10_000 }))).toBe(true);
    const calls = await rx.waitUntil((c) => c.some((call) => eventOf(call).data.id === comment.id), 15_000);
    // The poisoned record's own other side effect, its webhook delivery, went through too.
    expect(callsFor(calls, poisonId)).toHaveLength(1);

    const [letter] = await routerDeadLetters((l) => l.record?.event_id === poisonId);
    expect(letter).toMatchObject({
      kind: 'side_effect_failed',
      side_effect: 'notifications',
      attempts: 3,
      record: { event_id: poisonId, event: 'user.followed', entity: 'event', keys: keys.event(poisonId), sequence_number: expect.any(String) },
    });
    expect(letter.error).toMatch(/NaN/);
    expect(letter.stream_record.dynamodb.NewImage.event_id).toEqual({ S: poisonId });
    // Only the failed side effect was dead-lettered.
    expect(await routerDeadLetters((l) => l.record?.event_id === poisonId && l.side_effect !== 'notifications', 2000)).toEqual([]);

    // The operator's replay (docs/events.md), once the cause is fixed (here: the record itself): the
    // letter's record through the router, its failed side effect only, so the webhook is not queued again.
    const { handler } = await import('#functions/stream-router/index.ts');
    const fixed = structuredClone(letter.stream_record);
    fixed.dynamodb.NewImage.data.M.user_id = { N: String(author.userId) };
    expect(await handler({ Records: [fixed], side_effects: [letter.side_effect] })).toEqual({ batchItemFailures: [] });
    const followed = (rows: any[]) => rows.some((n) => n.src_user_id === follower.userId && n.feed_id === null);
    expect(followed(await pollUntil(() => notificationsOf(author.auth), followed, { timeoutMs: 5000 }))).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    expect(callsFor(rx.calls, poisonId)).toHaveLength(1);
  }, 60_000);

  it('dead-letters a record whose image cannot even be read, once, as `decode`, and reports no record failed, so the batch goes on', async () => {
    const { handler } = await import('#functions/stream-router/index.ts');
    const [unreadable, next] = [`DECODE#${token('dc')}`, `NEXT#${token('dn')}`];
    const record = (pk: string, image: Record<string, any>, sequence: string): DynamoDBRecord => ({
      eventID: pk, eventName: 'INSERT', dynamodb: { Keys: { pk: { S: pk }, sk: { S: 'TEST' } }, NewImage: { pk: { S: pk }, sk: { S: 'TEST' }, ...image }, SequenceNumber: sequence },
    });
    // A corrupt image: an attribute of no DynamoDB type.
    const result = await handler({ Records: [record(unreadable, { entity: { S: 'like' }, count: { X: 'corrupt' } }, '1'), record(next, { entity: { S: 'test' } }, '2')] });
    expect(result).toEqual({ batchItemFailures: [] });
    const [letter] = await routerDeadLetters((l) => l.record?.stream_event_id === unreadable);
    expect(letter).toMatchObject({ side_effect: 'decode', attempts: 1, record: { keys: { pk: unreadable, sk: 'TEST' }, entity: null } });
    expect(letter.error).toMatch(/Unsupported type/);
    expect(letter.stream_record.dynamodb.NewImage.count).toEqual({ X: 'corrupt' });
  });

  it('runs a local SQS that accepts and refuses the characters SQS does', async () => {
    const sqs = localSqs();
    try {
      const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `charset-${token('cs')}` }));
      const send = (body: string) => sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: body })).then(() => 'accepted', (e: Error) => e.name.replace(/^AWS\.SimpleQueueService\./, ''));
      expect(await send('emoji \u{1F389} and U+FFFD \uFFFD, tab\t, U+10FFFF \u{10FFFF}')).toBe('accepted');
      for (const refused of ['\uFFFF', '\uFFFE', '\u0000', '\u0008', '\uD800 lone', 'lone \uDC00']) expect(await send(`x ${refused}`)).toBe('InvalidMessageContents');
      await sqs.send(new DeleteQueueCommand({ QueueUrl }));
    } finally {
      sqs.destroy();
    }
  });

  it('has the local stream driver give up on a record the router keeps failing, after STREAM_RETRY_ATTEMPTS retries, as the mapping does, and go on', async () => {
    const stack = inject('stack');
    const sqs = localSqs();
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: `router-dlq-${token('sd')}` }));
    const [poison, later] = [`POISON#${token('sp')}`, `LATER#${token('sl')}`];
    const calls = new Map<string, number>();
    const pkOf = (r: DynamoDBRecord) => r.dynamodb?.Keys?.['pk']?.S ?? '';
    // A second driver over the same stream, with a router that always fails one record (the stack's router ignores these items).
    const driver = await startStreamDriver({
      endpoint: stack.dynamoEndpoint,
      region: 'us-east-1',
      tableName: stack.tableName,
      deadLetters: { endpoint: inject('queues').endpoint, queueUrl: QueueUrl! },
      startingPosition: 'LATEST',
      handler: async () => async (event) => {
        for (const r of event.Records) calls.set(pkOf(r), (calls.get(pkOf(r)) ?? 0) + 1);
        const failed = event.Records.find((r) => pkOf(r) === poison);
        return { batchItemFailures: failed ? [{ itemIdentifier: failed.dynamodb?.SequenceNumber ?? '' }] : [] };
      },
    });
    try {
      const { ddb } = await import('#platform/data/client.ts');
      for (const pk of [poison, later]) await ddb.send(new PutCommand({ TableName: stack.tableName, Item: { pk, sk: 'TEST', entity: 'test' } }));
      const [info] = await messagesOf(QueueUrl!, () => true, 60_000);
      expect(info).toMatchObject({ requestContext: { condition: 'RetryAttemptsExhausted' }, DDBStreamBatchInfo: { batchSize: 1, streamArn: expect.stringContaining(stack.tableName) } });
      expect(calls.get(poison)).toBe(STREAM_RETRY_ATTEMPTS + 1);
      expect(await pollUntil(() => calls.get(later) ?? 0, (n) => n > 0)).toBeGreaterThan(0);
    } finally {
      await driver.stop();
      await sqs.send(new DeleteQueueCommand({ QueueUrl }));
      sqs.destroy();
    }
  }, 90_000);
});
