/**
 * The table's stream consumer and events router: background jobs (purges), the fan-out lists of
 * the home and following feeds, and for each new outbox event its notifications
 * (features/notifications/notification-fanout.ts), its activity (features/activities/activity-recorder.ts), its
 * analytics counters (features/analytics/analytics-recorder.ts) and its
 * webhook deliveries (features/webhooks/webhook-fanout.ts) and its live updates to connected clients
 * (features/live/live-delivery.ts, with each notification's); and each new mail job to the mail
 * queue (features/mail/mail-fanout.ts). Records of one item are handled in
 * stream order, different items side by side.
 *
 * Each side effect of a record is independent: it is retried a few times on its own and, if it
 * still fails, dead-lettered with its reason (platform/events/router-dead-letters.ts) while the
 * record's other side effects and every later record go on. Only a record that cannot even be
 * dead-lettered is reported failed, with every later one of the batch (partial batch response).
 * Every handler is idempotent: a record may come twice. An operator replays a dead letter by invoking
 * the router with its record and, to run that one side effect only, its name (RouterReplay).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { purgePostBookmarks, purgePostItems } from '#features/feeds/feed-purge-store.ts';
import { deleteFeedNotifications } from '#features/notifications/notification-store.ts';
import { advancePurgeJob, isPurgeJob, purgeStep, type PurgeJob, type PurgeSteps } from '#features/spaces/space-content-store.ts';
import { TOPIC_UNLINK_BATCH, unlinkTopicStep } from '#features/topics/topic-store.ts';
import { historyFromEvent } from '#features/activities/activity-recorder.ts';
import { analyticsFromEvent } from '#features/analytics/analytics-recorder.ts';
import { pointsFromEvent } from '#features/points/points-recorder.ts';
import { badgesFromChanges } from '#features/members/points-badges.ts';
import { startPointsBackfill } from '#features/points/backfill-job-store.ts';
import { certificateFromMembership } from '#features/courses/certificate-page.ts';
import { badgesFromCourseCompletion } from '#features/courses/course-badges.ts';
import { onFeedChange, onFollowChange, onMembershipChange } from '#features/feeds/feed-fanout.ts';
import { notificationsFromRecord, setPresenceCheck } from '#features/notifications/notification-fanout.ts';
import { queueWebhookDeliveries } from '#features/webhooks/webhook-fanout.ts';
import type { WebhookRecord } from '#features/webhooks/webhooks.ts';
import { listWebhooks } from '#features/webhooks/webhook-store.ts';
import { isOutboxEvent } from '#platform/events/outbox.ts';
import { queueMailJob } from '#features/mail/mail-fanout.ts';
import { liveFromConnection, liveFromEvent, liveFromNotification } from '#features/live/live-delivery.ts';
import { userConnections } from '#features/live/live-store.ts';
import { releaseRemovedMessage } from '#features/chat/chat-media.ts';
import { routerDeadLetter, sendRouterDeadLetter } from '#platform/events/router-dead-letters.ts';
import { SIDE_EFFECT_ATTEMPTS, withRetries } from '#platform/events/stream-retries.ts';
import { errorField, log, withCorrelation } from '#platform/core/log.ts';
import { countOutcome, METRIC } from '#platform/core/metrics.ts';

type Image = Record<string, unknown> | undefined;

const image = (raw: Record<string, unknown> | undefined): Image => (raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined);

/** What the records of one invocation share: the webhook list is read once per batch, not per event. */
interface Batch {
  webhooks: () => Promise<WebhookRecord[]>;
  /** Only the side effects of these names run (a replay of dead letters); all when undefined. */
  only?: ReadonlySet<SideEffectName>;
}

/** A stream event, or an operator's replay of dead letters: their `stream_record`s and `side_effect`s (docs/events.md). */
export interface RouterReplay extends DynamoDBStreamEvent {
  side_effects?: Array<SideEffectName | 'decode'>;
}

// Chat's offline notification (docs/chat.md): a member with an open live connection hears the message live instead.
setPresenceCheck(async (userId) => (await userConnections(userId, 1)).length > 0);

/** The independent pieces of work a record can start (docs/events.md, "Failures"); a dead letter names one. */
export type SideEffectName = 'notifications' | 'activity' | 'analytics' | 'webhooks' | 'feed_fanout' | 'membership_fanout' | 'follow_fanout' | 'purge_job' | 'certificate' | 'mail' | 'badge_rules' | 'points' | 'points_backfill' | 'live' | 'chat_media';

interface SideEffect {
  name: SideEffectName;
  run: () => Promise<unknown>;
}

type Route = (before: Image, after: Image, batch: Batch) => SideEffect[];

/**
 * What a purge job deletes, each feature its own part: a space's partition and everything it owns;
 * a post's partition, then its notifications, then its bookmarks; a topic's links to posts.
 */
const purgeSteps: PurgeSteps = {
  space: purgeStep,
  post: [purgePostItems, (postId) => deleteFeedNotifications(postId), (postId) => purgePostBookmarks(postId)],
  topic: (topicId) => unlinkTopicStep(topicId, TOPIC_UNLINK_BATCH),
};

const notifications = (before: Image, after: Image): SideEffect => ({
  name: 'notifications',
  run: async () => after && notificationsFromRecord(after, before),
});

/** A new outbox event (never a rewrite or its expiry) goes to its notifications, the activity history, the analytics counters and its webhooks. */
const routeEvent: Route = (before, after, batch) => {
  if (!isOutboxEvent(after) || before) return [notifications(before, after)];
  return [
    notifications(before, after),
    { name: 'activity', run: () => historyFromEvent(after) },
    { name: 'analytics', run: () => analyticsFromEvent(after) },
    // Points, then the badges of the levels they reach (docs/points.md, docs/badges.md Rules).
    { name: 'points', run: async () => badgesFromChanges(await pointsFromEvent(after)) },
    { name: 'webhooks', run: () => queueWebhookDeliveries(after, batch.webhooks) },
    // Connected clients' channels (docs/live-updates.md, "Delivery").
    { name: 'live', run: () => liveFromEvent(after) },
    // Badges a rule awards (docs/badges.md, Rules): only course.completed has one today.
    ...(after.event === 'course.completed' ? [{ name: 'badge_rules' as const, run: () => badgesFromCourseCompletion(after) }] : []),
  ];
};

/** What each kind of item's change starts; the item's `entity` picks the route. */
const ROUTES: Record<string, Route> = {
  purge_job: (_before, after) => (isPurgeJob(after) ? [{ name: 'purge_job', run: () => advancePurgeJob(after as unknown as PurgeJob, purgeSteps) }] : []),
  feed: (before, after) => [{ name: 'feed_fanout', run: () => onFeedChange(before, after) }],
  space_member: (before, after) => [
    { name: 'membership_fanout', run: () => onMembershipChange(before, after) },
    notifications(before, after),
    // A course enrolment that gained its certificate id gets its page (docs/courses.md, Certificates).
    ...(typeof after?.['certificate_id'] === 'string' && before?.['certificate_id'] !== after['certificate_id'] ? [{ name: 'certificate' as const, run: () => certificateFromMembership(before, after) }] : []),
  ],
  follow: (before, after) => [{ name: 'follow_fanout', run: () => onFollowChange(before, after) }],
  // Outbox events (webhooks, activities, notifications of comments, likes, posts, follows) and comment likes, which have no event.
  event: routeEvent,
  like: (before, after) => [notifications(before, after)],
  // A member's notification created, regrouped or read: their live `notifications` channel with the unread count.
  notification: (before, after) => [{ name: 'live', run: () => liveFromNotification(before, after) }],
  // A WebSocket connection opened or closed: its member's presence (docs/live-updates.md "Presence"); its other writes are no change of presence.
  live_connection: (before, after) => ((before === undefined) !== (after === undefined) ? [{ name: 'live', run: () => liveFromConnection(before, after) }] : []),
  // Points switched on: what members earned while they were off is awarded (docs/points.md, Backfill).
  settings: (before, after) =>
    after?.['sk'] === 'SITE' && after['f_leaderboard'] === true && before?.['f_leaderboard'] !== true
      ? [{ name: 'points_backfill', run: () => startPointsBackfill('switched_on', new Date().toISOString()) }]
      : [],
  // A new mail job (the outbox of mail, features/mail/mail-jobs.ts) goes to the mail queue; its expiry is no job.
  mail_job: (before, after) => (after && !before ? [{ name: 'mail', run: () => queueMailJob(after) }] : []),
  // A chat message removed by its retention (TTL) releases its uploads (docs/chat.md "Media and link previews").
  chat_message: (before, after) => (before && !after ? [{ name: 'chat_media', run: () => releaseRemovedMessage(before) }] : []),
};

/** The entities the router acts on: each must pass the event source mapping's filter (lib/stream-routes.ts; test/infra/events-stack.test.ts), which the local stream driver does not apply. */
export const ROUTED_ENTITIES: readonly string[] = Object.keys(ROUTES);

function sideEffectsOf(record: DynamoDBRecord, batch: Batch): SideEffect[] {
  const before = image(record.dynamodb?.OldImage);
  const after = image(record.dynamodb?.NewImage);
  const entity = String((after ?? before)?.['entity'] ?? '');
  return ROUTES[entity]?.(before, after, batch) ?? [];
}

async function deadLetter(record: DynamoDBRecord, sideEffect: string, error: unknown, attempts: number): Promise<void> {
  const letter = routerDeadLetter(record, sideEffect, error, attempts);
  countOutcome(METRIC.sideEffectFailures, sideEffect);
  log.error('stream side effect dead-lettered', { side_effect: sideEffect, record: letter.record, error: letter.error });
  await sendRouterDeadLetter(letter);
}

/**
 * Runs every side effect of the record side by side, each retried on its own; what still fails is
 * dead-lettered. Throws only when a dead letter could not be sent (the record must then come again).
 */
async function handleRecord(record: DynamoDBRecord, batch: Batch): Promise<void> {
  let effects: SideEffect[];
  try {
    effects = sideEffectsOf(record, batch).filter((e) => !batch.only || batch.only.has(e.name));
  } catch (error) {
    // Unreadable images fail the same way on every attempt.
    return deadLetter(record, 'decode', error, 1);
  }
  const event = record.dynamodb?.NewImage?.['event']?.S;
  if (event) log.info('event routed', { event, event_id: record.dynamodb?.NewImage?.['event_id']?.S, side_effects: effects.map((e) => e.name) });
  await Promise.all(effects.map((effect) => withRetries(effect.run).catch((error: unknown) => deadLetter(record, effect.name, error, SIDE_EFFECT_ATTEMPTS))));
}

function newBatch(only: RouterReplay['side_effects']): Batch {
  let webhooks: Promise<WebhookRecord[]> | undefined;
  return {
    // A `decode` letter's replay runs the whole record: nothing of it ran.
    ...(only && !only.includes('decode') ? { only: new Set(only as SideEffectName[]) } : {}),
    // Consistent: a webhook saved just before the event is seen. A failed read is not kept.
    webhooks: () => (webhooks ??= listWebhooks({ consistent: true }).catch((e: unknown) => ((webhooks = undefined), Promise.reject(e)))),
  };
}

/**
 * Events about one post (comments, likes) rewrite the same grouped notifications: they run one
 * after another instead of racing for the same items.
 */
function orderKey(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage;
  const postId = image?.['data']?.M?.['post_id']?.N;
  if (image?.['entity']?.S === 'event' && postId) return `post#${postId}`;
  // Comment likes of one post (its partition) likewise.
  if (image?.['entity']?.S === 'like') return `likes#${image['pk']?.S ?? ''}`;
  return undefined;
}

/** Items handled side by side within a batch; one item's records always run in stream order. */
const CONCURRENCY = 8;

export async function handler(event: RouterReplay): Promise<DynamoDBBatchResponse> {
  const records = event.Records;
  const byItem = new Map<string, number[]>();
  records.forEach((r, i) => {
    const key = orderKey(r) ?? JSON.stringify(r.dynamodb?.Keys ?? i);
    byItem.set(key, [...(byItem.get(key) ?? []), i]);
  });
  const queue = [...byItem.values()];
  const batch = newBatch(event.side_effects);
  let firstFailed = records.length;
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const i of group) {
        const record = records[i];
        if (!record) continue;
        try {
          // Under the correlation id of the request that wrote the event (platform/core/log.ts).
          await withCorrelation(record.dynamodb?.NewImage?.['correlation_id']?.S, () => handleRecord(record, batch));
        } catch (error) {
          log.error('stream record could not be dead-lettered', { sequence: record.dynamodb?.SequenceNumber, error: errorField(error) });
          firstFailed = Math.min(firstFailed, i);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  // The batch resumes at the first failed record: later ones may run again, which every handler allows.
  return { batchItemFailures: records.slice(firstFailed).map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })) };
}
