/**
 * A daily digest for 10,000 members (BENCH_DIGEST_MEMBERS; 1,000 with --quick) end to end on the
 * local stack (docs/digests.md): the digest run (functions/digest-run, triggered for the period's
 * instant as its schedule would) pages through the directory and queues one job per active
 * member; the mail function renders each (the posts the member may read since their last digest)
 * and sends it to the SES stand-in. Measured: the run's time, the time until the last job is
 * handled, the DynamoDB work per member of the run and of the mail function, and SES calls per
 * member (mails in the stand-in's store). Members are seeded straight into the table (the
 * directory's seeder: it runs between directory-100 and directory-100k, which tops them up);
 * a public space with 20 posts, and a private one whose 100 members get its 5 posts by their inbox.
 */
import { pollUntil } from '../../scripts/local/poll.ts';
import { positiveInt } from '../env.ts';
import { seedMembers, seededUserIds } from '../seed/members.ts';
import { summarize } from '../stats.ts';
import { defineMeasurement, type BenchContext, type ConsumerTotals } from '../types.ts';
import { QUEUE_BATCH_SIZES, queueRequestsPerMessage } from '../cost.ts';

const ZONE = 'Europe/Berlin';
const PUBLIC_POSTS = 20;
const PRIVATE_MEMBERS = 100;
const PRIVATE_POSTS = 5;
const DRAIN_TIMEOUT_MS = 600_000;

const members = (quick: boolean) => positiveInt('BENCH_DIGEST_MEMBERS', quick ? 1_000 : 10_000);

/** HH:MM of `instant` in `timeZone`. */
const localTime = (instant: number, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

async function sesStoreCount(since: number): Promise<number> {
  const endpoint = process.env['SES_ENDPOINT'];
  if (!endpoint) throw new Error('digest scenario: no SES_ENDPOINT (the local stack sets it)');
  const res = await fetch(`${endpoint}/store?since=${since}`);
  return ((await res.json()) as { emails: unknown[] }).emails.length;
}

async function runDigest(at: number): Promise<{ period: string | null; status: string; queued: number }> {
  const endpoint = process.env['SCHEDULER_ENDPOINT'];
  if (!endpoint) throw new Error('digest scenario: no SCHEDULER_ENDPOINT (the local stack sets it)');
  const res = await fetch(`${endpoint}/_local/digest-run`, { method: 'POST', body: JSON.stringify({ at: new Date(at).toISOString() }) });
  if (!res.ok) throw new Error(`digest run failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { period: string | null; status: string; queued: number };
}

const perUnit = (after: ConsumerTotals, before: ConsumerTotals, units: number) => ({
  records: (after.records - before.records) / units,
  calls: (after.calls - before.calls) / units,
  rcu: (after.rcu - before.rcu) / units,
  wcu: (after.wcu - before.wcu) / units,
});

async function seedContent(ctx: BenchContext): Promise<void> {
  const stamp = Date.now();
  const open = await ctx.call<{ data: { slug: string } }>('POST', '/spaces', { auth: 'admin-basic', body: { title: `Digest bench ${stamp}`, privacy: 'public' } });
  const closed = await ctx.call<{ data: { slug: string } }>('POST', '/spaces', { auth: 'admin-basic', body: { title: `Digest bench private ${stamp}`, privacy: 'private' } });
  for (let i = 0; i < PRIVATE_MEMBERS; i += 10) {
    await Promise.all(
      seededUserIds.slice(i, Math.min(i + 10, PRIVATE_MEMBERS)).map((id) =>
        ctx.call('POST', `/spaces/${closed.data.slug}/members`, { auth: 'admin-bearer', body: { user_id: id } }),
      ),
    );
  }
  const post = (slug: string, n: number) =>
    ctx.call<{ feed: { id: number } }>('POST', '/feeds', { auth: 'admin-bearer', body: { space: slug, title: `Digest bench post ${n}`, message: `Something **worth** reading, number ${n}.` } });
  // Five at a time; n % 4 comments each, so the posts rank differently.
  for (let n = 0; n < PUBLIC_POSTS + PRIVATE_POSTS; n += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, PUBLIC_POSTS + PRIVATE_POSTS - n) }, async (_, j) => {
        const i = n + j;
        const { feed } = await post(i < PUBLIC_POSTS ? open.data.slug : closed.data.slug, i);
        for (let c = 0; c < i % 4; c++) await ctx.call('POST', `/feeds/${feed.id}/comments`, { auth: 'admin-bearer', body: { comment: `Reply ${c}` } });
      }),
    );
  }
}

export const digestScenario = defineMeasurement({
  name: 'digest',
  description: 'a daily digest for 10,000 members: the run (directory pages -> mail queue), the mail function (render + SES) per member, DynamoDB and SES calls per member',
  needs: { consumers: true },
  async setup(ctx, { quick }) {
    const started = performance.now();
    const seeded = await seedMembers(ctx, members(quick), 20);
    const seededMs = performance.now() - started;
    await seedContent(ctx);
    console.log(
      `  ${seeded.total.toLocaleString('en')} seeded members in ${Math.round(seededMs)} ms; ${PRIVATE_MEMBERS} of them in a private space, ${PUBLIC_POSTS} public and ${PRIVATE_POSTS} private posts in ${Math.round(performance.now() - started - seededMs)} ms`,
    );
  },
  async run(ctx) {
    const mailerOf = ctx.consumers?.mailer;
    const digestRunOf = ctx.consumers?.digestRun;
    if (!mailerOf || !digestRunOf) throw new Error('digest scenario: no consumer metrics of the mail function and the digest run');
    // The period goes out an hour from now (its window holds the posts just written); run for its first minute.
    const start = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
    await ctx.call('PUT', '/settings', { auth: 'admin-basic', body: { timezone: ZONE, digest_frequency: 'daily' } });
    await ctx.call('POST', '/admin/email-settings', { auth: 'admin-basic', body: { email_settings: { digest_email_status: 'yes', daily_digest_time: localTime(start, ZONE) } } });
    try {
      const mailerBefore = mailerOf();
      const runBefore = digestRunOf();
      const sesSince = Math.floor(Date.now() / 1000) - 1;
      const t0 = performance.now();
      const result = await runDigest(start + 60_000);
      const runMs = performance.now() - t0;
      if (result.status !== 'finished') throw new Error(`digest scenario: the run answered ${JSON.stringify(result)}`);
      const handled = await pollUntil(() => mailerOf().records - mailerBefore.records, (n) => n >= result.queued, { timeoutMs: DRAIN_TIMEOUT_MS, intervalMs: 100 });
      const drainMs = performance.now() - t0;
      if (handled < result.queued) throw new Error(`digest scenario: ${handled} of ${result.queued} jobs handled in ${DRAIN_TIMEOUT_MS} ms`);
      const sent = await sesStoreCount(sesSince);
      const n = result.queued;
      const run = perUnit(digestRunOf(), runBefore, n);
      const mailer = perUnit(mailerOf(), mailerBefore, n);
      console.log(
        `  ${result.period}: ${n.toLocaleString('en')} jobs queued in ${Math.round(runMs)} ms, all handled after ${Math.round(drainMs)} ms (${Math.round(n / (drainMs / 1000))} members/s); ` +
          `${sent.toLocaleString('en')} mails sent (${(sent / n).toFixed(3)} SES calls per member); DynamoDB calls per member: run ${run.calls.toFixed(3)}, mail function ${mailer.calls.toFixed(2)}`,
      );
      return {
        delays: [
          { label: `digest run: ${n.toLocaleString('en')} members queued`, ms: summarize([runMs]) },
          { label: `digest run start -> every job handled`, ms: summarize([drainMs]) },
        ],
        costs: [
          { consumer: 'digest run', label: result.period ?? 'digest', per: 'member', units: n, ...run, note: 'directory pages, the run item (cursor, lease), settings (its SendMessageBatch per 10 jobs is counted on the mail function row)' },
          {
            consumer: 'mail function',
            label: 'digest',
            per: 'member',
            units: n,
            ...mailer,
            // The digest run sends the jobs 10 per SendMessageBatch.
            sqsRequests: queueRequestsPerMessage(QUEUE_BATCH_SIZES.mail, 10),
            sesMessages: sent / n,
            note: `render (recipient, preferences, inbox, posts, authors, last digest), job claim, log; SES SendEmail ${(sent / n).toFixed(3)} per member (${sent} mails)`,
          },
        ],
      };
    } finally {
      await ctx.call('POST', '/settings/reset', { auth: 'admin-basic', body: { keys: ['timezone', 'digest_frequency'] } });
      await ctx.call('POST', '/admin/email-settings', { auth: 'admin-basic', body: { email_settings: { digest_email_status: 'no', daily_digest_time: '09:00' } } });
    }
  },
});
