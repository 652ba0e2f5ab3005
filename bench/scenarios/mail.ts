/**
 * Mail throughput through the local pipeline (docs/email.md "The pipeline"): N mail job items
 * written at once (the outbox item a change writes) -> stream -> stream router -> mail queue ->
 * mail function (claim, render, layout, SESv2 SendEmail, delivery log) -> the SES stand-in's store.
 * Reports mails per second from the first write to the last mail stored, each job's delay to the
 * store, and the DynamoDB work of the mail function per mail and of the router per job, from the
 * stack's in-process totals. The digest half of the bench is a scenario of its own.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eachLimited } from '#platform/core/each-limited.ts';
import { pollUntil } from '../../scripts/local/poll.ts';
import { positiveInt } from '../env.ts';
import { summarize } from '../stats.ts';
import { defineMeasurement, type BenchContext, type ConsumerTotals, type CostResult, type DelayResult } from '../types.ts';
import { QUEUE_BATCH_SIZES, queueRequestsPerMessage } from '../cost.ts';

const WARMUP_JOBS = 5;
/** Job items written side by side (a burst of changes that each mail someone). */
const WRITERS = 16;
const STORE_POLL_MS = 50;

const jobCount = (quick: boolean): number => positiveInt('BENCH_MAIL_JOBS', quick ? 40 : 400);

interface StoredMail {
  destination: { to: string[] };
}

/** The stand-in's store since `sinceSeconds` (the stack runs in this process: SES_ENDPOINT is its). */
async function storedSince(sinceSeconds: number): Promise<StoredMail[]> {
  const endpoint = process.env['SES_ENDPOINT'];
  if (!endpoint) throw new Error('mail scenario: SES_ENDPOINT is not set (the local stack sets it)');
  const res = await fetch(`${endpoint}/store?since=${sinceSeconds}`);
  if (!res.ok) throw new Error(`mail store answered ${res.status}`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}

const perUnit = (after: ConsumerTotals, before: ConsumerTotals, units: number) => ({
  records: (after.records - before.records) / units,
  calls: (after.calls - before.calls) / units,
  rcu: (after.rcu - before.rcu) / units,
  wcu: (after.wcu - before.wcu) / units,
});

/**
 * Writes one job item per address (kind email_test, logged for `userId` as a member's mail is) and
 * waits until the store holds a mail to each; answers each address's delay from the first write.
 */
async function burst(addresses: readonly string[], userId: number, timeoutMs: number): Promise<{ totalMs: number; delays: number[]; writeMs: number }> {
  const { putMailJob } = await import('#features/mail/mail-job-store.ts');
  const { newMailJobId } = await import('#features/mail/mail-jobs.ts');
  const pending = new Set(addresses);
  const delays: number[] = [];
  const since = Math.floor(Date.now() / 1000) - 1;
  const started = performance.now();
  let writeMs = 0;
  const writing = eachLimited(addresses, WRITERS, (to) => putMailJob({ job_id: newMailJobId('bench'), kind: 'email_test', to_address: to, data: { requested_by: userId } })).then(() => {
    writeMs = performance.now() - started;
  });
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0) {
    if (Date.now() > deadline) throw new Error(`mail scenario: ${pending.size} of ${addresses.length} mails not stored within ${timeoutMs} ms`);
    await sleep(STORE_POLL_MS);
    const now = performance.now();
    for (const mail of await storedSince(since)) {
      for (const to of mail.destination.to) {
        if (pending.delete(to)) delays.push(now - started);
      }
    }
  }
  await writing;
  return { totalMs: Math.max(...delays), delays, writeMs };
}

export const mailScenario = defineMeasurement({
  name: 'mail',
  description: 'mails per second through the local pipeline (job item -> stream -> router -> mail queue -> mail function -> SES stand-in), delay per mail, and the DynamoDB work of the mail function per mail',
  needs: { consumers: true, inProcessStack: true },
  run: async (ctx: BenchContext, { quick }) => {
    const consumers = ctx.consumers;
    if (!consumers) throw new Error('mail scenario: no mail function metrics');
    const mailer = consumers.mailer;
    const count = jobCount(quick);
    const run = `mailb${randomBytes(4).toString('hex')}`;
    const me = await ctx.call<{ profile: { user_id: number } }>('GET', '/profile', { auth: 'admin-basic' });
    const addresses = (label: string, n: number) => Array.from({ length: n }, (_, i) => `${run}-${label}${i}@example.test`);
    const timeoutMs = 60_000 + count * 200;

    // Warm-up: module loading, the signing key, first connections.
    await burst(addresses('warm', WARMUP_JOBS), me.profile.user_id, timeoutMs);
    const settle = async (expected: number) => {
      await pollUntil(() => mailer().records, (n) => n >= expected, { timeoutMs, intervalMs: 20 });
      await ctx.settled();
    };
    await settle(mailer().records);
    const routerBefore = consumers.router();
    const mailerBefore = mailer();

    console.log(`  ${count} mail jobs written ${WRITERS} at a time`);
    const measured = await burst(addresses('m', count), me.profile.user_id, timeoutMs);
    // The mail function's totals grow when an invocation ends; its log and claim writes are stream records too.
    await settle(mailerBefore.records + count);
    const mailerAfter = mailer();
    const attempts = mailerAfter.records - mailerBefore.records;
    const perSecond = count / (measured.totalMs / 1000);
    console.log(`  ${perSecond.toFixed(1)} mails/s (${count} in ${(measured.totalMs / 1000).toFixed(2)} s; jobs written in ${(measured.writeMs / 1000).toFixed(2)} s)`);

    const delays: DelayResult[] = [
      { label: `${count} jobs: first write -> each mail stored`, ms: summarize(measured.delays) },
      { label: `${count} jobs: first write -> all stored (one value)`, ms: summarize([measured.totalMs]) },
      { label: `${count} jobs: mails per second (one value, not ms)`, ms: summarize([perSecond]) },
    ];
    const costs: CostResult[] = [
      {
        consumer: 'mail function',
        label: 'email_test, logged for a member',
        per: 'mail',
        units: count,
        ...perUnit(mailerAfter, mailerBefore, count),
        // Each attempt is a queue message; the router sends it alone (SendMessage), an upper bound when it batches.
        sqsRequests: (queueRequestsPerMessage(QUEUE_BATCH_SIZES.mail) * attempts) / count,
        sesMessages: 1,
        note: attempts === count ? 'one attempt each; 1 SES SendEmail per mail' : `${attempts} queue messages for ${count} mails`,
      },
      { consumer: 'events router', label: 'mail_job', per: 'job', units: count, ...perUnit(consumers.router(), routerBefore, count), note: 'routing the job item to the mail queue' },
    ];
    return { delays, costs };
  },
});
