/**
 * The digest run (docs/digests.md): EventBridge Scheduler invokes it every 15 minutes
 * (functions/digest-run); it finds the digest period due at that instant in the site's time zone
 * and, for each active member, queues one digest job on the mail queue, whose renderer
 * (digest-mail.ts) decides at send time what the member gets, if anything.
 *
 * - Members are read a page at a time from the directory's index (a Query, never a Scan).
 * - The run item of the period keeps the cursor: a run that failed or timed out is resumed by the
 *   next invocation from the last page it finished; a page queued twice (a failure between queuing
 *   and recording it) queues the same job ids, which the mail function sends once.
 * - A lease on the run item keeps two invocations (a retry beside a slow run) from working at once.
 */
import { randomUUID } from 'node:crypto';
import { loadMailContext, type MailContext } from '#features/mail/mail-content.ts';
import { enqueueMail } from '#features/mail/mail-queue.ts';
import type { MailJob } from '#features/mail/mail-jobs.ts';
import { activeMemberPage, advanceDigestRun, claimDigestRun, getDigestRun } from '#features/digests/digest-store.ts';
import { digestJobId, latestPeriod, mayBegin, type DigestPeriod, type DigestSettings } from '#features/digests/digests.ts';

/** The mail kind of a digest (functions/mail/renderers.ts). */
export const DIGEST_KIND = 'digest';

/** Members read per page (one Query, one SendMessageBatch per 10, one update of the run item). */
export const DIGEST_PAGE_SIZE = 250;
const ENQUEUE_SLICE = 50;
/** How long a run holds its lease without recording a page: a run that died is taken over after this. */
const LEASE_MS = 60_000;

export interface DigestRunOptions {
  /** Epoch ms after which the run stops after its current page (the function's time left); the next invocation resumes. */
  deadline?: number;
  pageSize?: number;
  /** Pages this invocation does at most (tests: to stop a run midway). */
  maxPages?: number;
  /**
   * Only these members' jobs are queued (the run still pages through every member): an operator's
   * re-run for a few members, and the tests', whose community holds every other test's members.
   */
  userIds?: ReadonlySet<number>;
}

export interface DigestRunResult {
  /** The period looked at (null: digests are off). */
  period: string | null;
  /**
   * `off`: digest_frequency never or digest_email_status no; `not_due`: the period's start is past
   * its catch-up time and it was never begun; `done`: it was finished before; `busy`: another
   * invocation holds it; `finished`: this invocation finished it; `partial`: stopped midway (resumed
   * by the next invocation).
   */
  status: 'off' | 'not_due' | 'done' | 'busy' | 'finished' | 'partial';
  /** Jobs this invocation queued. */
  queued: number;
}

/** The digest settings of the mail context (read with one consistent BatchGet of the site's item and the email group). */
export const digestSettingsOf = (ctx: Pick<MailContext, 'digestFrequency' | 'email' | 'site'>): DigestSettings => ({
  frequency: ctx.digestFrequency,
  status: ctx.email.digest_email_status,
  day: ctx.email.digest_mail_day,
  time: ctx.email.daily_digest_time,
  timeZone: ctx.site.timeZone,
});

export const digestJob = (period: DigestPeriod, userId: number): MailJob => ({
  job_id: digestJobId(period.key, userId),
  kind: DIGEST_KIND,
  to_user_id: userId,
  data: { period: period.key, from: period.from.toISOString(), until: period.start.toISOString() },
});

/** Runs (or resumes) the digest period due at `at`. */
export async function runDigests(at: Date, options: DigestRunOptions = {}): Promise<DigestRunResult> {
  const period = latestPeriod(digestSettingsOf(await loadMailContext(at)), at);
  if (!period) return { period: null, status: 'off', queued: 0 };
  const existing = await getDigestRun(period.key);
  if (existing?.status === 'done') return { period: period.key, status: 'done', queued: 0 };
  if (!existing && !mayBegin(period, at)) return { period: period.key, status: 'not_due', queued: 0 };

  const owner = randomUUID();
  const run = await claimDigestRun(period.key, owner, new Date(), LEASE_MS);
  if (!run) {
    const now = await getDigestRun(period.key);
    return { period: period.key, status: now?.status === 'done' ? 'done' : 'busy', queued: 0 };
  }

  const pageSize = options.pageSize ?? DIGEST_PAGE_SIZE;
  let cursor = run.cursor;
  let queued = 0;
  let pages = 0;
  for (;;) {
    const page = await activeMemberPage(cursor, pageSize);
    // Side by side, 50 jobs (5 SQS batches) a call: a page's queuing takes the time of a few calls, not 25.
    const members = options.userIds ? page.userIds.filter((id) => options.userIds?.has(id)) : page.userIds;
    const jobs = members.map((id) => digestJob(period, id));
    await Promise.all(Array.from({ length: Math.ceil(jobs.length / ENQUEUE_SLICE) }, (_, i) => enqueueMail(jobs.slice(i * ENQUEUE_SLICE, (i + 1) * ENQUEUE_SLICE))));
    queued += jobs.length;
    pages += 1;
    cursor = page.next;
    const stop = cursor !== undefined && ((options.deadline !== undefined && Date.now() > options.deadline) || (options.maxPages !== undefined && pages >= options.maxPages));
    // Stopping midway gives the lease back at once, so the next invocation resumes without waiting.
    const kept = await advanceDigestRun(period.key, owner, { cursor, queued: jobs.length, leaseUntil: stop ? 0 : Date.now() + LEASE_MS, finishedAt: new Date().toISOString() });
    if (!kept) return { period: period.key, status: 'busy', queued };
    if (cursor === undefined) return { period: period.key, status: 'finished', queued };
    if (stop) return { period: period.key, status: 'partial', queued };
  }
}
