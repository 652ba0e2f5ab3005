/**
 * Live updates at scale on the local stack (docs/live-updates.md): 1,000 WebSocket clients
 * (BENCH_LIVE_CLIENTS; 200 with --quick), ten per member, subscribed to one public space; the
 * administrator posts there one post at a time, each waiting until every client has the message.
 * Delays: from the POST to the first, to every and to each client's message. Costs per event: the
 * events router's DynamoDB work (all its side effects: a baseline with the same clients connected
 * but not subscribed first), the fan-out consumer's, and the management API posts (the stand-in's
 * count). A channel past LIVE_FANOUT_THRESHOLD (100) goes through the fan-out queue, as in AWS.
 */
import WebSocket from 'ws';
import { pollUntil } from '../../scripts/local/poll.ts';
import { positiveInt } from '../env.ts';
import { summarize } from '../stats.ts';
import { defineMeasurement, type BenchContext, type ConsumerTotals, type CostResult, type DelayResult } from '../types.ts';

const CONNECTIONS_PER_MEMBER = 10;
const WARMUP_POSTS = 2;
const DELIVERY_TIMEOUT_MS = 60_000;
const CONNECT_CONCURRENCY = 20;

interface Client {
  ws: WebSocket;
  /** performance.now() when each post's message arrived, by post id. */
  got: Map<number, number>;
  waiting: Map<string, () => void>;
}

interface State {
  spaceId: number;
  spaceSlug: string;
  clients: Client[];
}

function openClient(url: string, username: string, password: string): Promise<Client> {
  const ws = new WebSocket(url, { headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` } });
  const client: Client = { ws, got: new Map(), waiting: new Map() };
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as { type: string; event?: string; data?: { id?: number }; channel?: string };
    if (m.type === 'event' && m.event === 'feed.created' && typeof m.data?.id === 'number') client.got.set(m.data.id, performance.now());
    if (m.type === 'subscribed' || m.type === 'error') client.waiting.get(String(m.channel))?.();
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`live connection refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function subscribe(client: Client, channel: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to subscribe ${channel}`)), 10_000);
    client.waiting.set(channel, () => {
      clearTimeout(timer);
      client.waiting.delete(channel);
      resolve();
    });
    client.ws.send(JSON.stringify({ action: 'subscribe', channel }));
  });
}

async function inBatches<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

const diff = (after: ConsumerTotals, before: ConsumerTotals, units: number) => ({
  records: (after.records - before.records) / units,
  calls: (after.calls - before.calls) / units,
  rcu: (after.rcu - before.rcu) / units,
  wcu: (after.wcu - before.wcu) / units,
});

async function post(ctx: BenchContext, slug: string, text: string): Promise<{ id: number; startedAt: number }> {
  const startedAt = performance.now();
  const res = await ctx.call<{ feed: { id: number } }>('POST', '/feeds', { auth: 'admin-app', body: { message: text, space: slug } });
  return { id: res.feed.id, startedAt };
}

export const liveScenario = defineMeasurement<State>({
  name: 'live',
  description: 'live updates: 1,000 WebSocket clients subscribed to a space, each post delivered to all of them (delivery latency, router and fan-out DynamoDB calls, management API posts per event)',
  needs: { consumers: true },
  setup: async (ctx, { quick }) => {
    const clients = positiveInt('BENCH_LIVE_CLIENTS', quick ? 200 : 1000);
    const url = (await ctx.call<{ data: { live_url: string | null } }>('GET', '/settings/public')).data.live_url;
    if (!url) throw new Error('live scenario: the public settings name no live_url');
    const space = await ctx.call<{ data: { id: number; slug: string } }>('POST', '/spaces', { auth: 'admin-app', body: { title: `Live bench ${Date.now()}`, privacy: 'public' } });
    const members = Math.ceil(clients / CONNECTIONS_PER_MEMBER);
    const credentials: Array<{ username: string; password: string }> = [];
    const stamp = Date.now().toString(36);
    await inBatches(
      Array.from({ length: members }, (_, i) => i),
      10,
      async (i) => {
        const username = `live_${stamp}_${i}`;
        const made = await ctx.call<{ application_password: string }>('POST', '/members', { auth: 'admin-basic', body: { username, email: `${username}@example.test`, display_name: `Live ${i}` } });
        credentials.push({ username, password: made.application_password });
      },
    );
    const opened: Client[] = [];
    const started = performance.now();
    await inBatches(
      Array.from({ length: clients }, (_, i) => i),
      CONNECT_CONCURRENCY,
      async (i) => {
        const c = credentials[i % credentials.length];
        if (!c) throw new Error('no member');
        opened.push(await openClient(url, c.username, c.password));
      },
    );
    console.log(`  ${opened.length} connections of ${members} members opened in ${Math.round(performance.now() - started)} ms`);
    return { spaceId: space.data.id, spaceSlug: space.data.slug, clients: opened };
  },
  run: async (ctx, { quick }, state) => {
    const consumers = ctx.consumers;
    if (!consumers?.liveFanout || !consumers.liveCalls) throw new Error('live scenario: no consumer metrics of the local stack');
    const liveFanout = consumers.liveFanout.bind(consumers);
    const liveCalls = consumers.liveCalls.bind(consumers);
    const posts = positiveInt('BENCH_LIVE_POSTS', quick ? 5 : 20);
    const { clients } = state;
    const n = clients.length;
    try {
      // Baseline: the same posts' router work with nobody subscribed (the live side effect then keeps the message and finds no one).
      await ctx.settled();
      const baseBefore = consumers.router();
      for (let i = 0; i < posts; i++) await post(ctx, state.spaceSlug, `Live baseline ${i}`);
      await ctx.settled();
      const baseline = diff(consumers.router(), baseBefore, posts);

      const subscribed = performance.now();
      await inBatches(clients, 50, (c) => subscribe(c, `space:${state.spaceId}`));
      console.log(`  ${n} subscriptions in ${Math.round(performance.now() - subscribed)} ms`);

      const deliver = async (text: string) => {
        const p = await post(ctx, state.spaceSlug, text);
        const all = await pollUntil(() => clients.filter((c) => c.got.has(p.id)).length, (k) => k === n, { timeoutMs: DELIVERY_TIMEOUT_MS, intervalMs: 5 });
        if (all < n) throw new Error(`post ${p.id}: ${all} of ${n} clients got it within ${DELIVERY_TIMEOUT_MS} ms`);
        return clients.map((c) => (c.got.get(p.id) ?? 0) - p.startedAt);
      };
      for (let i = 0; i < WARMUP_POSTS; i++) await deliver(`Live warm-up ${i}`);
      await ctx.settled();
      const routerBefore = consumers.router();
      const fanoutBefore = liveFanout();
      const callsBefore = liveCalls();
      const first: number[] = [];
      const last: number[] = [];
      const each: number[] = [];
      for (let i = 0; i < posts; i++) {
        const ms = await deliver(`Live post ${i}`);
        first.push(Math.min(...ms));
        last.push(Math.max(...ms));
        each.push(...ms);
      }
      await ctx.settled();
      const router = diff(consumers.router(), routerBefore, posts);
      const fanout = diff(liveFanout(), fanoutBefore, posts);
      const callsAfter = liveCalls();
      const postsPerEvent = (callsAfter.post - callsBefore.post) / posts;
      const gonePerEvent = (callsAfter.gone - callsBefore.gone) / posts;
      console.log(`  management API per event: ${postsPerEvent} posts, ${gonePerEvent} gone; router ${router.calls.toFixed(1)} DynamoDB calls per event (${baseline.calls.toFixed(1)} unsubscribed), fan-out consumer ${fanout.calls.toFixed(1)}`);
      const delays: DelayResult[] = [
        { label: `feed.created: POST -> first of ${n} clients`, ms: summarize(first) },
        { label: `feed.created: POST -> all ${n} clients`, ms: summarize(last) },
        { label: `feed.created: POST -> each client`, ms: summarize(each) },
      ];
      const costs: CostResult[] = [
        { consumer: 'events router', label: 'feed.created, no subscriber', per: 'event', units: posts, ...baseline, note: 'every side effect of the post (notifications, activity, analytics, points, webhooks, the feed fan-out, live: the kept message and an empty subscriber page)' },
        { consumer: 'events router', label: `feed.created, ${n} subscribers`, per: 'event', units: posts, ...router, note: `as above; live: the kept message, the first subscriber page, the batches sent to the fan-out queue` },
        { consumer: 'live fan-out', label: `feed.created, ${n} subscribers`, per: 'event', units: posts, ...fanout, note: `management API: ${postsPerEvent} PostToConnection per event (${gonePerEvent} gone); a public space needs no membership read` },
      ];
      return { delays, costs };
    } finally {
      for (const c of clients) c.ws.terminate();
    }
  },
});
