/**
 * The request metrics' embedded metric format (platform/core/metrics.ts): the figures under the
 * service and function dimensions only, the route in metadata, outcomes under their own dimension.
 * The outcome metrics: a scheduled run's, the mail function's outcome and latency and a scheduled
 * publication's, as the code emits them (their stores stood in for).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('#features/mail/mail-job-store.ts', () => ({ claimJob: async () => true, releaseJob: async () => {}, settleJob: async () => {} }));
vi.mock('#features/mail/mail-log-store.ts', () => ({ recordMailAttempt: async () => {} }));
vi.mock('#features/mail/mail-queue.ts', () => ({ enqueueMail: async () => {}, deadLetterMail: async () => {} }));
const feedRead = vi.hoisted(() => ({ fn: async (_id: number): Promise<unknown> => null }));
vi.mock('#features/feeds/feed-store.ts', async (original) => ({ ...(await original<object>()), getFeed: (id: number) => feedRead.fn(id) }));

async function emitted(fn: (m: typeof import('#platform/core/metrics.ts')) => void | Promise<void>): Promise<Array<Record<string, any>>> {
  vi.resetModules();
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'community-feeds');
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stdout.write);
  try {
    const m = await import('#platform/core/metrics.ts');
    await fn(m);
  } finally {
    spy.mockRestore();
  }
  return lines.join('').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
}

afterEach(() => vi.unstubAllEnvs());

describe('request metrics', () => {
  it('are the figures of a request under low-cardinality dimensions, the route as metadata', async () => {
    const [emf] = await emitted((m) => {
      m.recordRequest({ route: 'POST /feeds', status: 503, durationMs: 12.5, calls: 4, rcu: 2, wcu: 33 });
      m.flushMetrics();
    });
    const directive = emf!['_aws'].CloudWatchMetrics[0];
    expect(directive.Namespace).toBe('CommunityApi');
    expect(directive.Dimensions).toEqual([expect.arrayContaining(['service', 'function'])]);
    expect(directive.Dimensions[0]).toHaveLength(2);
    expect(directive.Metrics.map((x: { Name: string }) => x.Name).sort()).toEqual(['DynamoCalls', 'DynamoReadUnits', 'DynamoWriteUnits', 'RequestLatency', 'Requests', 'Requests5xx'].sort());
    expect(emf).toMatchObject({ function: 'community-feeds', route: 'POST /feeds', Requests: 1, Requests5xx: 1, RequestLatency: 12.5, DynamoCalls: 4, DynamoWriteUnits: 33 });
  });

  it('count an outcome under its own dimension, and flush nothing when nothing was added', async () => {
    const lines = await emitted((m) => {
      m.countOutcome(m.METRIC.webhookAttempts, 'retrying');
      m.flushMetrics();
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!['_aws'].CloudWatchMetrics[0].Dimensions[0]).toContain('outcome');
    expect(lines[0]).toMatchObject({ outcome: 'retrying', WebhookAttempts: 1 });
  });
});

/** Each EMF line's dimension names (one set per line) and its figures. */
const dimensionsOf = (line: Record<string, any>): string[] => [...line['_aws'].CloudWatchMetrics[0].Dimensions[0]].sort();

describe('outcome metrics', () => {
  it("count a scheduled run's outcome and what it handled under service, run and outcome, and `failed` when it throws", async () => {
    const lines = await emitted(async (m) => {
      await m.countRun('digest', async () => ({ status: 'finished', queued: 7 }), (r) => ({ outcome: r.status, items: { queued: r.queued } }));
      await expect(m.countRun('points', async () => Promise.reject(new Error('table down')), () => ({ outcome: 'done' }))).rejects.toThrow('table down');
    });
    expect(lines.map((l) => dimensionsOf(l))).toEqual([['outcome', 'run', 'service'], ['outcome', 'run', 'service'], ['outcome', 'run', 'service']]);
    expect(lines).toMatchObject([
      { run: 'digest', outcome: 'finished', ScheduledRuns: 1 },
      { run: 'digest', outcome: 'queued', RunItems: 7 },
      { run: 'points', outcome: 'failed', ScheduledRuns: 1 },
    ]);
    expect(lines[0]).not.toHaveProperty('function');
  });

  it("time a mail from its first queueing and SES's call, under the attempt's outcome, and count the job's outcome", async () => {
    const queuedAt = Date.now() - 4_000;
    const lines = await emitted(async () => {
      const { dispatchMail } = await import('#features/mail/mail-dispatch.ts');
      const { SafeHtml } = await import('#features/mail/mail-html.ts');
      const ctx = { now: new Date(), site: { name: 'S', url: 'https://s.test', portalUrl: 'https://s.test/portal', timeZone: 'UTC', adminEmail: 'a@s.test', logoUrl: '' }, email: { email_footer: '', send_from_name: 'S', send_from_email: 'no-reply@s.test', reply_to_name: '', reply_to_email: '', logo: '', disable_powered_by: 'yes' }, enableEmailNotifications: true, digestFrequency: 'never', emailAutoLogin: false } as never;
      const renderers = { hello: async () => ({ to: 'm@s.test', user_id: null, subject: 'Hi', html: new SafeHtml('<p>hi</p>'), text: 'hi' }) };
      const slowSes = async () => (await new Promise((r) => setTimeout(r, 30)), 'ses-1');
      expect(await dispatchMail({ job_id: 'j:1', kind: 'hello', to_address: 'm@s.test', data: {}, queued_at: queuedAt }, ctx, renderers, slowSes)).toBe('sent');
      const refusing = async () => Promise.reject(Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' }));
      expect(await dispatchMail({ job_id: 'j:2', kind: 'hello', to_address: 'm@s.test', data: {}, attempt: 1 }, ctx, renderers, refusing)).toBe('retrying');
    });
    const find = (name: string, outcome: string) => lines.find((l) => name in l && l['outcome'] === outcome);
    expect(find('MailLatency', 'sent')?.['MailLatency']).toBeGreaterThanOrEqual(4_000);
    expect(find('MailSendLatency', 'sent')?.['MailSendLatency']).toBeGreaterThanOrEqual(25);
    expect(find('MailSendLatency', 'sent')?.['MailSendLatency']).toBeLessThan(4_000);
    expect(find('MailAttempts', 'sent')).toMatchObject({ MailAttempts: 1 });
    expect(find('MailAttempts', 'retrying')).toMatchObject({ MailAttempts: 1 });
    expect(find('MailSendLatency', 'retrying')).toBeDefined();
    // No queueing time known: no queued-to-sent figure rather than a wrong one.
    expect(find('MailLatency', 'retrying')).toBeUndefined();
    expect(lines.filter((l) => 'MailSent' in l || 'MailFailed' in l).map((l) => dimensionsOf(l))).toEqual([['service'], ['service']]);
    for (const l of lines) expect(JSON.stringify(l)).not.toContain('m@s.test');
  });

  it('count a scheduled publication skipped (the post is gone) or failed (the read threw)', async () => {
    const lines = await emitted(async () => {
      const { publishScheduled } = await import('#features/scheduled-posts/scheduled-post-service.ts');
      feedRead.fn = async () => null;
      expect(await publishScheduled(41, 1)).toBe('skipped');
      feedRead.fn = async () => Promise.reject(new Error('table down'));
      await expect(publishScheduled(42, 1)).rejects.toThrow('table down');
    });
    const publications = lines.filter((l) => 'ScheduledPublications' in l);
    expect(publications).toMatchObject([{ outcome: 'skipped', ScheduledPublications: 1 }, { outcome: 'failed', ScheduledPublications: 1 }]);
    expect(publications.map((l) => dimensionsOf(l))).toEqual([['outcome', 'service'], ['outcome', 'service']]);
  });

  it("take a mail's first queueing time from SQS's SentTimestamp, and keep the one a retry carries", async () => {
    const { queuedSince } = await import('#features/mail/mail-jobs.ts');
    const job = { job_id: 'j:3', kind: 'hello', data: {} };
    expect(queuedSince(job, '1700000000000').queued_at).toBe(1700000000000);
    expect(queuedSince({ ...job, queued_at: 1600000000000 }, '1700000000000').queued_at).toBe(1600000000000);
    expect(queuedSince(job, undefined).queued_at).toBeUndefined();
  });
});
