/**
 * The digest run (docs/digests.md): EventBridge Scheduler invokes it every 15 minutes with the
 * scheduled time as `at` (lib/scheduling-stack.ts); it queues the digests of the period due then,
 * or resumes one a failed or timed-out invocation left unfinished. Locally, the Scheduler
 * stand-in's `POST /_local/digest-run` calls it with any instant (tests).
 */
import { runDigests, type DigestRunResult } from '#features/digests/digest-run-service.ts';
import { log } from '#platform/core/log.ts';
import { countRun } from '#platform/core/metrics.ts';

export interface DigestRunEvent {
  /** The instant to run for (ISO 8601); default now. Scheduler passes `<aws.scheduler.scheduled-time>`, so a retried invocation runs for the same instant. */
  at?: string;
  /** Local tests only: members per page and pages per invocation, to stop a run midway. */
  page_size?: number;
  max_pages?: number;
  /** An operator's (and the tests') re-run for these members only (at most 100): the others' jobs are not queued. */
  user_ids?: number[];
}

interface LambdaContext {
  getRemainingTimeInMillis(): number;
}

/** What is kept back from the function's timeout to record the last page. */
const MARGIN_MS = 30_000;

const positive = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

export async function handler(event: DigestRunEvent | null | undefined, context?: LambdaContext): Promise<DigestRunResult> {
  const at = typeof event?.at === 'string' && !Number.isNaN(Date.parse(event.at)) ? new Date(event.at) : new Date();
  const pageSize = positive(event?.page_size);
  const maxPages = positive(event?.max_pages);
  const userIds = Array.isArray(event?.user_ids) ? event.user_ids.slice(0, 100).map(positive).filter((id): id is number => id !== undefined) : undefined;
  // Its status and the jobs it queued (ScheduledRuns, RunItems), or `failed`.
  const run = () => runDigests(at, {
    ...(context ? { deadline: Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS } : {}),
    ...(pageSize ? { pageSize } : {}),
    ...(maxPages ? { maxPages } : {}),
    ...(userIds ? { userIds: new Set(userIds) } : {}),
  });
  const result = await countRun('digest', run, (r) => ({ outcome: r.status, items: { queued: r.queued } }));
  log.info('digest run', { at: at.toISOString(), ...result });
  return result;
}
