/**
 * Scheduled posts end to end on the local stack: POST /feeds with status scheduled -> one schedule
 * in the Scheduler stand-in -> at its time the publish handler -> the stream router puts the post
 * into its space's feed. 500 posts (BENCH_SCHEDULED_POSTS; 50 with --quick) fall due in the same
 * minute, one per second of it in turn. The scenario polls the space's feed and records, per post,
 * the delay from its scheduled_at to the first poll that finds it there (a post found before its
 * time fails the run), and divides the publisher's DynamoDB totals by the posts published.
 */
import { pollUntil } from '../../scripts/local/poll.ts';
import { positiveInt } from '../env.ts';
import { summarize } from '../stats.ts';
import { defineMeasurement, type BenchContext } from '../types.ts';

const POLL_MS = 200;
/** How long after the minute's last due time the run waits for the last post. */
const LATE_LIMIT_MS = 180_000;
/** Posts are created this many at a time. */
const CREATE_CONCURRENCY = 8;

const sqlDateTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

interface FeedPage {
  feeds: { data: Array<{ id: number }>; next_cursor?: string | null };
}

/** The ids in the space's feed now (every page, by cursor). */
async function feedIds(ctx: BenchContext, slug: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null | undefined;
  do {
    const query = `space=${encodeURIComponent(slug)}&per_page=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await ctx.call<FeedPage>('GET', `/feeds?${query}`, { auth: 'admin-bearer' });
    ids.push(...page.feeds.data.map((f) => f.id));
    cursor = page.feeds.next_cursor;
  } while (cursor);
  return ids;
}

export const schedulingScenario = defineMeasurement({
  name: 'scheduling',
  description: 'scheduled_at -> readable in the space feed for posts due in the same minute, and the DynamoDB work per publish',
  needs: { consumers: true },
  async run(ctx, options) {
    const consumers = ctx.consumers;
    if (!consumers) throw new Error('scheduling scenario: no consumer metrics');
    const count = positiveInt('BENCH_SCHEDULED_POSTS', options.quick ? 50 : 500);
    const space = await ctx.call<{ data: { slug: string } }>('POST', '/spaces', { auth: 'admin-basic', body: { title: `Bench scheduling ${Date.now()}` } });
    const slug = space.data.slug;

    // The first whole minute at least 60 s away: creating the posts takes well under that.
    const minute = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
    const dueOf = new Map<number, number>();
    const before = consumers.publisher();
    const started = performance.now();
    for (let i = 0; i < count; i += CREATE_CONCURRENCY) {
      await Promise.all(
        Array.from({ length: Math.min(CREATE_CONCURRENCY, count - i) }, async (_, j) => {
          const n = i + j;
          const due = minute + (n % 60) * 1000;
          const created = await ctx.call<{ feed: { id: number } }>('POST', '/feeds', {
            auth: 'admin-bearer',
            body: { message: `Scheduled bench post ${n}`, space: slug, status: 'scheduled', scheduled_at: sqlDateTime(due), timezone: 'UTC' },
          });
          dueOf.set(created.feed.id, due);
        }),
      );
    }
    console.log(`  scheduled ${count} posts in ${Math.round(performance.now() - started)} ms, due from ${sqlDateTime(minute)} UTC`);
    if (Date.now() >= minute) throw new Error('scheduling scenario: creating the posts took past their minute');

    const delays: number[] = [];
    const early: number[] = [];
    const seen = new Set<number>();
    const deadline = minute + 60_000 + LATE_LIMIT_MS;
    while (seen.size < count && Date.now() < deadline) {
      const polledAt = Date.now();
      for (const id of await feedIds(ctx, slug)) {
        const due = dueOf.get(id);
        if (due === undefined || seen.has(id)) continue;
        seen.add(id);
        (polledAt < due ? early : delays).push(polledAt - due);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (early.length > 0) throw new Error(`scheduling scenario: ${early.length} posts were readable before their scheduled_at`);
    if (seen.size < count) throw new Error(`scheduling scenario: ${count - seen.size} of ${count} posts not in the feed ${LATE_LIMIT_MS / 1000} s after their minute`);

    // Every invocation has ended once the publisher's totals count them.
    const invocations = await pollUntil(() => consumers.publisher().records - before.records, (n) => n >= count, { timeoutMs: 30_000, intervalMs: 50 });
    const after = consumers.publisher();
    const per = (k: 'calls' | 'rcu' | 'wcu') => (after[k] - before[k]) / count;
    return {
      delays: [{ label: `scheduled_at -> in the space feed (${count} posts due in one minute, polled every ${POLL_MS} ms)`, ms: summarize(delays) }],
      costs: [
        {
          consumer: 'scheduled-post publisher',
          label: 'publish',
          per: 'post',
          units: count,
          records: invocations / count,
          calls: per('calls'),
          rcu: per('rcu'),
          wcu: per('wcu'),
          note: 'the handler only; the feed fan-out is the events router',
        },
      ],
    };
  },
});
