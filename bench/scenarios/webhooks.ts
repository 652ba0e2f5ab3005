/**
 * The webhook pipeline end to end on the local stack: API change -> outbox event (same
 * transaction) -> stream -> events router -> SQS -> dispatcher -> HTTPS POST to a receiver.
 * One local receiver, 10 webhooks subscribed to space.updated and feed.created (one path each).
 * Changes are made one at a time, each waiting for its 10 deliveries, so the delays are the
 * pipeline's, not a queue's. The DynamoDB work of the events router (per event) and of the
 * dispatcher (per delivery) is read from the stack's in-process totals before and after each
 * batch of changes, once the stream has settled.
 */
import { randomBytes } from 'node:crypto';
import { pollUntil } from '../../scripts/local/poll.ts';
import { startWebhookReceiver, type ReceivedCall, type Receiver } from '../../scripts/local/webhook-receiver.ts';
import { positiveInt } from '../env.ts';
import { summarize } from '../stats.ts';
import { defineMeasurement, type BenchContext, type ConsumerTotals, type CostResult, type DelayResult } from '../types.ts';
import { QUEUE_BATCH_SIZES, queueRequestsPerMessage } from '../cost.ts';

const WEBHOOKS = 10;
/** Unmeasured changes of each kind first: module loading, first connections. */
const WARMUP_CHANGES = 2;
const DELIVERY_TIMEOUT_MS = 30_000;

const changesPerKind = (quick: boolean): number => positiveInt('BENCH_WEBHOOK_CHANGES', quick ? 8 : 40);

/** One kind of change: the API call that makes it (with a marker its payload will carry) and what the router's figure includes. */
interface ChangeKind {
  event: string;
  request: string;
  make(ctx: BenchContext, marker: string): Promise<unknown>;
  routerNote: string;
}

const header = (call: ReceivedCall, name: string): string => String(call.headers[name] ?? '');

interface Phase {
  delays: DelayResult[];
  costs: CostResult[];
}

/** `count` changes of one kind, one at a time, each until its WEBHOOKS deliveries have arrived. */
async function changeAndWait(
  ctx: BenchContext,
  receiver: Receiver,
  kind: ChangeKind,
  marker: string,
): Promise<{ responseMs: number; deliveryMs: number[] }> {
  const from = receiver.calls.length;
  const started = performance.now();
  await kind.make(ctx, marker);
  const responseMs = performance.now() - started;
  const ours = (calls: readonly ReceivedCall[]) =>
    calls.slice(from).filter((c) => header(c, 'x-service-event') === kind.event && c.body.includes(marker));
  const calls = ours(await receiver.waitUntil((c) => ours(c).length >= WEBHOOKS, DELIVERY_TIMEOUT_MS, `${WEBHOOKS} ${kind.event} deliveries of ${marker}`));
  const eventIds = new Set(calls.map((c) => header(c, 'x-service-event-id')));
  const paths = new Set(calls.map((c) => c.path));
  if (calls.length !== WEBHOOKS || eventIds.size !== 1 || paths.size !== WEBHOOKS) {
    throw new Error(`${kind.event} ${marker}: expected one event delivered once to each of ${WEBHOOKS} webhooks, got ${calls.length} calls, ${eventIds.size} event ids, ${paths.size} paths`);
  }
  return { responseMs, deliveryMs: calls.map((c) => c.atMonotonic - started) };
}


const diff = (after: ConsumerTotals, before: ConsumerTotals, units: number) => ({
  records: (after.records - before.records) / units,
  calls: (after.calls - before.calls) / units,
  rcu: (after.rcu - before.rcu) / units,
  wcu: (after.wcu - before.wcu) / units,
});

async function measureKind(ctx: BenchContext, receiver: Receiver, kind: ChangeKind, changes: number, run: string): Promise<Phase> {
  const consumers = ctx.consumers;
  if (!consumers) throw new Error('webhooks scenario: no consumer metrics');
  // Everything the dispatcher has been handed so far has been handled once its totals count the records.
  let deliveriesExpected = consumers.dispatcher().records;
  const quiesce = async () => {
    // The dispatcher's totals grow when an invocation ends.
    const handled = await pollUntil(() => consumers.dispatcher().records, (n) => n >= deliveriesExpected, { timeoutMs: DELIVERY_TIMEOUT_MS, intervalMs: 20 });
    if (handled < deliveriesExpected) throw new Error('timed out waiting for the dispatcher to finish');
    // The dispatcher's delivery log writes are stream records too: let the router pass them.
    await ctx.settled();
  };
  for (let i = 0; i < WARMUP_CHANGES; i++) {
    await changeAndWait(ctx, receiver, kind, `${run}-${kind.event}-warm${i}`);
    deliveriesExpected += WEBHOOKS;
  }
  await quiesce();
  const routerBefore = consumers.router();
  const dispatcherBefore = consumers.dispatcher();

  const response: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  const each: number[] = [];
  for (let i = 0; i < changes; i++) {
    const r = await changeAndWait(ctx, receiver, kind, `${run}-${kind.event}-${i}`);
    deliveriesExpected += WEBHOOKS;
    response.push(r.responseMs);
    first.push(Math.min(...r.deliveryMs));
    last.push(Math.max(...r.deliveryMs));
    each.push(...r.deliveryMs);
  }
  await quiesce();
  const router = diff(consumers.router(), routerBefore, changes);
  const dispatcherAfter = consumers.dispatcher();
  const attempts = dispatcherAfter.records - dispatcherBefore.records;
  const dispatcher = diff(dispatcherAfter, dispatcherBefore, attempts);

  return {
    delays: [
      { label: `${kind.event}: ${kind.request} response`, ms: summarize(response) },
      { label: `${kind.event}: change -> first delivery`, ms: summarize(first) },
      { label: `${kind.event}: change -> all ${WEBHOOKS} delivered`, ms: summarize(last) },
      { label: `${kind.event}: change -> each delivery`, ms: summarize(each) },
    ],
    costs: [
      { consumer: 'events router', label: kind.event, per: 'event', units: changes, ...router, note: kind.routerNote },
      {
        consumer: 'webhook dispatcher',
        label: kind.event,
        per: 'delivery',
        units: attempts,
        ...dispatcher,
        // Each attempt is a queue message (the router's SendMessage, an upper bound when it batches).
        sqsRequests: queueRequestsPerMessage(QUEUE_BATCH_SIZES.webhooks),
        note: attempts === changes * WEBHOOKS ? 'one attempt each' : `${attempts} attempts for ${changes * WEBHOOKS} deliveries`,
      },
    ],
  };
}

export const webhooksScenario = defineMeasurement({
  name: 'webhooks',
  description: `change -> delivery delay with ${WEBHOOKS} webhooks subscribed (space.updated, feed.created), and the DynamoDB work of the events router per event and of the dispatcher per delivery`,
  needs: { consumers: true, httpsReceivers: true },
  run: async (ctx, { quick }) => {
    const tls = ctx.tls;
    if (!tls) throw new Error('webhooks scenario: no TLS material for the receiver');
    const changes = changesPerKind(quick);
    const run = `whb${randomBytes(4).toString('hex')}`;
    const receiver = await startWebhookReceiver({ certFile: tls.certFile, keyFile: tls.keyFile });
    const webhookIds: number[] = [];
    try {
      const space = await ctx.call<{ data: { id: number; slug: string } }>('POST', '/spaces', {
        auth: 'admin-basic',
        body: { title: `Webhook bench ${run}`, privacy: 'public' },
      });
      const slug = space.data.slug;
      for (let i = 0; i < WEBHOOKS; i++) {
        const created = await ctx.call<{ webhook: { id: number } }>('POST', '/admin/webhooks', {
          auth: 'admin-basic',
          body: { name: `Bench hook ${i}`, url: `${receiver.url}/${i}`, events: ['space.updated', 'feed.created'], retry_count: 0 },
        });
        webhookIds.push(created.webhook.id);
      }
      console.log(`  ${WEBHOOKS} webhooks on ${receiver.url}/0..${WEBHOOKS - 1}; ${changes} changes of each kind after ${WARMUP_CHANGES} warm-up`);

      const kinds: ChangeKind[] = [
        {
          event: 'space.updated',
          request: 'PUT /spaces/{slug}/by-slug',
          make: (c, marker) => c.call('PUT', `/spaces/${slug}/by-slug`, { auth: 'admin-bearer', body: { description: `Description ${marker}` } }),
          routerNote: 'the event only (the space item has no route)',
        },
        {
          event: 'feed.created',
          request: 'POST /feeds',
          make: (c, marker) => c.call('POST', '/feeds', { auth: 'admin-bearer', body: { space: slug, title: `Post ${marker}`, message: `Bench post ${marker}` } }),
          routerNote: "also the post's feed fan-out and notifications (space of 1 member)",
        },
      ];
      const delays: DelayResult[] = [];
      const costs: CostResult[] = [];
      for (const kind of kinds) {
        const phase = await measureKind(ctx, receiver, kind, changes, run);
        for (const d of phase.delays) console.log(`  ${d.label.padEnd(48)} p50 ${d.ms.p50.toFixed(1)} ms  p95 ${d.ms.p95.toFixed(1)} ms`);
        delays.push(...phase.delays);
        costs.push(...phase.costs);
      }
      return { delays, costs };
    } finally {
      for (const id of webhookIds) await ctx.call('DELETE', `/admin/webhooks/${id}`, { auth: 'admin-basic' }).catch(() => undefined);
      await receiver.close();
    }
  },
});
