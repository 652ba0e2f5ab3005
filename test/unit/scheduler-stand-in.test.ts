/**
 * The local Scheduler stand-in (scripts/local/scheduler.ts) driven by the real
 * @aws-sdk/client-scheduler, as the handlers drive it: the calls round-trip, refusals arrive as
 * the SDK's typed exceptions, and at() schedules fire their target once, when due, with retries
 * and a dead letter when the target keeps failing.
 */
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  ValidationException,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSchedulerStandIn, type DeadLetter, type SchedulerStandIn, type SchedulerStandInOptions } from '../../scripts/local/scheduler.ts';

const GROUP = 'community-scheduled-posts';
const FUNCTION_ARN = 'arn:aws:lambda:local:000000000000:function:publish-scheduled-post';
const DLQ_ARN = 'arn:aws:sqs:us-east-1:000000000000:scheduler-dlq';

interface Call {
  arn: string;
  input: unknown;
  at: number;
}

let running: { standIn: SchedulerStandIn; client: SchedulerClient } | undefined;
afterEach(async () => {
  running?.client.destroy();
  await running?.standIn.close();
  running = undefined;
});

/** A stand-in whose target records its calls (or fails while `fail` says so), and an SDK client on it. */
async function start(options: Partial<SchedulerStandInOptions> & { fail?: (call: Call) => boolean } = {}) {
  const calls: Call[] = [];
  const letters: { arn: string; letter: DeadLetter }[] = [];
  const { fail, ...rest } = options;
  const standIn = await startSchedulerStandIn({
    fireWithinMinute: false,
    retryBaseDelayMs: 5,
    deadLetter: async (arn, letter) => void letters.push({ arn, letter }),
    ...rest,
    target: async (arn, input) => {
      const call = { arn, input, at: Date.now() };
      calls.push(call);
      if (fail?.(call)) throw new Error(`target failed (call ${calls.length})`);
    },
  });
  const client = new SchedulerClient({ endpoint: standIn.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  running = { standIn, client };
  return { standIn, client, calls, letters };
}

/** The wall-clock text of `instant` (ms, whole seconds) in `timeZone`, as at() wants it. */
function wallClock(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(instant).replace(' ', 'T');
}

/** Resolves once `done()` holds (polled every 20 ms), or fails after `timeoutMs`: robust to a loaded machine. */
async function until(done: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

/** A whole second at least `ms` from now. */
const secondsAhead = (ms: number): number => Math.ceil((Date.now() + ms) / 1000) * 1000;

function schedule(name: string, dueAt: number, overrides: Partial<CreateScheduleCommandInput> = {}, timeZone = 'Europe/Berlin'): CreateScheduleCommandInput {
  return {
    Name: name,
    GroupName: GROUP,
    ScheduleExpression: `at(${wallClock(dueAt, timeZone)})`,
    ScheduleExpressionTimezone: timeZone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: FUNCTION_ARN,
      RoleArn: 'arn:aws:iam::000000000000:role/scheduler',
      Input: JSON.stringify({ post_id: 7, version: 1 }),
      RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
      DeadLetterConfig: { Arn: DLQ_ARN },
    },
    ...overrides,
  };
}

describe('the API over the SDK', () => {
  it('creates, reads, updates and deletes a schedule', async () => {
    const { client } = await start();
    const dueAt = secondsAhead(3_600_000);
    const created = await client.send(new CreateScheduleCommand(schedule('post-1', dueAt)));
    expect(created.ScheduleArn).toBe(`arn:aws:scheduler:us-east-1:000000000000:schedule/${GROUP}/post-1`);

    const got = await client.send(new GetScheduleCommand({ Name: 'post-1', GroupName: GROUP }));
    expect(got).toMatchObject({
      Arn: created.ScheduleArn,
      Name: 'post-1',
      GroupName: GROUP,
      ScheduleExpression: `at(${wallClock(dueAt, 'Europe/Berlin')})`,
      ScheduleExpressionTimezone: 'Europe/Berlin',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: FUNCTION_ARN, Input: '{"post_id":7,"version":1}', RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 }, DeadLetterConfig: { Arn: DLQ_ARN } },
    });
    expect(got.CreationDate).toBeInstanceOf(Date);
    expect(Math.abs((got.CreationDate?.getTime() ?? 0) - Date.now())).toBeLessThan(5000);

    const later = dueAt + 86_400_000;
    const updated = await client.send(new UpdateScheduleCommand(schedule('post-1', later, {}, 'America/New_York')));
    expect(updated.ScheduleArn).toBe(created.ScheduleArn);
    const after = await client.send(new GetScheduleCommand({ Name: 'post-1', GroupName: GROUP }));
    expect(after.ScheduleExpression).toBe(`at(${wallClock(later, 'America/New_York')})`);
    expect(after.ScheduleExpressionTimezone).toBe('America/New_York');
    expect(after.CreationDate).toEqual(got.CreationDate);

    await client.send(new DeleteScheduleCommand({ Name: 'post-1', GroupName: GROUP }));
    await expect(client.send(new GetScheduleCommand({ Name: 'post-1', GroupName: GROUP }))).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('keeps groups apart', async () => {
    const { client } = await start();
    await client.send(new CreateScheduleCommand(schedule('post-2', secondsAhead(3_600_000))));
    await expect(client.send(new GetScheduleCommand({ Name: 'post-2' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(client.send(new GetScheduleCommand({ Name: 'post-2', GroupName: 'other' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('answers the typed exceptions of AWS', async () => {
    const { client } = await start();
    const dueAt = secondsAhead(3_600_000);
    await client.send(new CreateScheduleCommand(schedule('post-3', dueAt)));
    const conflict = await client.send(new CreateScheduleCommand(schedule('post-3', dueAt))).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ConflictException);
    expect((conflict as ConflictException).$metadata.httpStatusCode).toBe(409);

    for (const command of [
      new UpdateScheduleCommand(schedule('post-404', dueAt)),
      new GetScheduleCommand({ Name: 'post-404', GroupName: GROUP }),
      new DeleteScheduleCommand({ Name: 'post-404', GroupName: GROUP }),
    ]) {
      const error = await client.send(command as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResourceNotFoundException);
      expect((error as ResourceNotFoundException).$metadata.httpStatusCode).toBe(404);
      expect((error as Error).message).toContain('post-404');
    }

    const invalid: Partial<CreateScheduleCommandInput>[] = [
      { Name: 'post 5' },
      { Name: 'x'.repeat(65) },
      { GroupName: 'no/slash' },
      { ScheduleExpression: 'at(2026-02-30T10:00:00)' },
      { ScheduleExpression: 'at(2026-01-01 10:00:00)' },
      { ScheduleExpression: 'in 5 minutes' },
      { ScheduleExpressionTimezone: 'Mars/Olympus' },
      { ScheduleExpressionTimezone: '+01:00' },
      { FlexibleTimeWindow: undefined as never },
      { FlexibleTimeWindow: { Mode: 'FLEXIBLE' } },
      { Target: { Arn: FUNCTION_ARN } as never },
      { Target: { RoleArn: 'arn:aws:iam::000000000000:role/scheduler' } as never },
      { Target: { Arn: FUNCTION_ARN, RoleArn: 'arn:aws:iam::000000000000:role/scheduler', RetryPolicy: { MaximumRetryAttempts: 186 } } },
      { ActionAfterCompletion: 'ARCHIVE' as never },
    ];
    for (const overrides of invalid) {
      const input = { ...schedule('post-6', dueAt), ...overrides };
      const error = await client.send(new CreateScheduleCommand(input)).catch((e: unknown) => e);
      expect(error, JSON.stringify(overrides)).toBeInstanceOf(ValidationException);
      expect((error as ValidationException).$metadata.httpStatusCode).toBe(400);
    }
    // Validation comes before existence, and refused calls store nothing.
    await expect(client.send(new UpdateScheduleCommand({ ...schedule('post-3', dueAt), ScheduleExpressionTimezone: 'Nowhere/Land' }))).rejects.toBeInstanceOf(ValidationException);
    await expect(client.send(new GetScheduleCommand({ Name: 'post-6', GroupName: GROUP }))).rejects.toBeInstanceOf(ResourceNotFoundException);
  });
});

describe('firing', { timeout: 15_000 }, () => {
  it('calls the target with the parsed Input at the exact second, then deletes the schedule (ActionAfterCompletion DELETE)', async () => {
    const { client, calls, standIn } = await start();
    const dueAt = secondsAhead(1500);
    await client.send(new CreateScheduleCommand(schedule('post-10', dueAt)));
    await until(() => calls.length > 0, dueAt - Date.now() + 2000);
    await sleep(100);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.arn).toBe(FUNCTION_ARN);
    expect(calls[0]?.input).toEqual({ post_id: 7, version: 1 });
    expect(calls[0]?.at).toBeGreaterThanOrEqual(dueAt);
    expect(calls[0]?.at).toBeLessThan(dueAt + 1000);
    expect(standIn.get('post-10', GROUP)).toBeUndefined();
    await expect(client.send(new GetScheduleCommand({ Name: 'post-10', GroupName: GROUP }))).rejects.toBeInstanceOf(ResourceNotFoundException);
  });

  it('keeps a fired schedule with ActionAfterCompletion NONE, and never fires it again', async () => {
    const { client, calls } = await start();
    await client.send(new CreateScheduleCommand(schedule('post-11', secondsAhead(0) - 5000, { ActionAfterCompletion: 'NONE' })));
    await until(() => calls.length > 0);
    expect((await client.send(new GetScheduleCommand({ Name: 'post-11', GroupName: GROUP }))).Name).toBe('post-11');
    await sleep(300);
    expect(calls).toHaveLength(1);
  });

  it('fires a time already past at once', async () => {
    const { client, calls } = await start();
    const created = Date.now();
    await client.send(new CreateScheduleCommand(schedule('post-12', secondsAhead(0) - 120_000)));
    await until(() => calls.length > 0);
    expect((calls[0]?.at ?? 0) - created).toBeLessThan(1000);
  });

  it('in fire-within-minute mode, may fire before the due second but within its minute', async () => {
    // Pinned to the start of the minute: due later in the current minute, it fires now, early.
    const { client, calls } = await start({ fireWithinMinute: true, random: () => 0 });
    let dueAt = secondsAhead(1000);
    if (dueAt % 60_000 === 0) dueAt += 1000; // a due second other than :00, so "early" is visible
    const minuteStart = dueAt - (dueAt % 60_000);
    await client.send(new CreateScheduleCommand(schedule('post-13', dueAt)));
    await until(() => calls.length > 0, Math.max(0, minuteStart - Date.now()) + 2000);
    expect(calls[0]?.at).toBeGreaterThanOrEqual(minuteStart);
    expect(calls[0]?.at).toBeLessThan(dueAt);
  });

  it('does not fire a DISABLED schedule', async () => {
    const { client, calls } = await start();
    await client.send(new CreateScheduleCommand(schedule('post-14', secondsAhead(0) - 5000, { State: 'DISABLED' })));
    await sleep(300);
    expect(calls).toEqual([]);
  });

  it('an update moves the timer: one firing, at the new time, with the new input', async () => {
    const { client, calls } = await start();
    // Far enough ahead that a slow machine still updates before the first time.
    const first = secondsAhead(2000);
    await client.send(new CreateScheduleCommand(schedule('post-15', first)));
    const second = first + 1000;
    const moved = schedule('post-15', second);
    await client.send(new UpdateScheduleCommand({ ...moved, Target: { ...moved.Target!, Input: JSON.stringify({ post_id: 7, version: 2 }) } }));
    await until(() => calls.length > 0, second - Date.now() + 2000);
    await sleep(300);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ post_id: 7, version: 2 });
    expect(calls[0]?.at).toBeGreaterThanOrEqual(second);
  });

  it('a delete cancels the timer', async () => {
    const { client, calls } = await start();
    const dueAt = secondsAhead(2000);
    await client.send(new CreateScheduleCommand(schedule('post-16', dueAt)));
    await client.send(new DeleteScheduleCommand({ Name: 'post-16', GroupName: GROUP }));
    await sleep(dueAt - Date.now() + 500);
    expect(calls).toEqual([]);
  });

  it('retries a failing target per RetryPolicy, then dead-letters it with its input and reason', async () => {
    const { client, calls, letters, standIn } = await start({ fail: () => true });
    await client.send(new CreateScheduleCommand(schedule('post-17', secondsAhead(0) - 1000)));
    await until(() => letters.length > 0);
    await sleep(100);
    // MaximumRetryAttempts 2: the first attempt and two retries.
    expect(calls).toHaveLength(3);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.arn).toBe(DLQ_ARN);
    expect(letters[0]?.letter).toMatchObject({
      scheduleArn: `arn:aws:scheduler:us-east-1:000000000000:schedule/${GROUP}/post-17`,
      targetArn: FUNCTION_ARN,
      input: '{"post_id":7,"version":1}',
      error: 'target failed (call 3)',
      attempts: 3,
    });
    expect(standIn.deadLetters).toHaveLength(1);
    expect(standIn.firings).toHaveLength(0);
    expect(standIn.get('post-17', GROUP)).toBeUndefined();
  });

  it('stops retrying once the target succeeds', async () => {
    const { client, calls, letters, standIn } = await start({ fail: () => calls.length < 2 });
    await client.send(new CreateScheduleCommand(schedule('post-18', secondsAhead(0) - 1000)));
    await until(() => standIn.firings.length > 0);
    await sleep(100);
    expect(calls).toHaveLength(2);
    expect(letters).toEqual([]);
    expect(standIn.firings).toHaveLength(1);
  });

  it('keeps the dead letter in memory when no DLQ is configured or reachable', async () => {
    const { client, standIn } = await start({ fail: () => true, deadLetter: () => Promise.reject(new Error('no such queue')) });
    const input = schedule('post-19', secondsAhead(0) - 1000);
    await client.send(new CreateScheduleCommand({ ...input, Target: { ...input.Target!, RetryPolicy: { MaximumRetryAttempts: 0 }, DeadLetterConfig: undefined } }));
    await client.send(new CreateScheduleCommand({ ...schedule('post-20', secondsAhead(0) - 1000), Target: { ...input.Target!, RetryPolicy: { MaximumRetryAttempts: 0 } } }));
    await until(() => standIn.deadLetters.length === 2);
    expect(standIn.deadLetters.map((l) => [l.scheduleArn.split('/').pop(), l.attempts, l.deadLetterArn])).toEqual(
      expect.arrayContaining([
        ['post-19', 1, undefined],
        ['post-20', 1, DLQ_ARN],
      ]),
    );
  });

  it('close() stops pending timers', async () => {
    const { client, calls, standIn } = await start();
    const dueAt = secondsAhead(2000);
    await client.send(new CreateScheduleCommand(schedule('post-21', dueAt)));
    await standIn.close();
    await sleep(dueAt - Date.now() + 400);
    expect(calls).toEqual([]);
  });
});

describe('recurring rate() schedules', () => {
  it('fire every interval with the scheduled time in their input, until deleted', async () => {
    // Fake clock and timers that still run with real time (the HTTP calls go on), jumped a minute at a time.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { client, calls } = await start();
      const created = Date.now();
      await client.send(
        new CreateScheduleCommand({
          Name: 'digest-run',
          GroupName: 'community-digests',
          ScheduleExpression: 'rate(1 minute)',
          FlexibleTimeWindow: { Mode: 'OFF' },
          Target: { Arn: FUNCTION_ARN, RoleArn: 'arn:aws:iam::000000000000:role/scheduler', Input: '{"at":"<aws.scheduler.scheduled-time>"}' },
        }),
      );
      await vi.advanceTimersByTimeAsync(30_000);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(30_000);
      await until(() => calls.length === 1);
      await vi.advanceTimersByTimeAsync(60_000);
      await until(() => calls.length === 2);
      // The due times, in AWS's form (whole seconds): a minute after creation, then a minute apart.
      const [first, second] = calls.map((c) => (c.input as { at: string }).at);
      expect(first).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Math.abs(Date.parse(first ?? '') - (created + 60_000))).toBeLessThan(2000);
      expect(Date.parse(second ?? '') - Date.parse(first ?? '')).toBe(60_000);
      await client.send(new DeleteScheduleCommand({ Name: 'digest-run', GroupName: 'community-digests' }));
      await vi.advanceTimersByTimeAsync(120_000);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the local sweep endpoint', () => {
  it('POST /_local/sweep runs the sweep and answers its result', async () => {
    let sweeps = 0;
    const { standIn } = await start({ sweep: async () => ({ caught: ++sweeps }) });
    const res = await fetch(`${standIn.endpoint}/_local/sweep`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ caught: 1 });
  });

  it('POST /_local/<action> runs the named action with its JSON body; an unknown one is 404', async () => {
    const { standIn } = await start({ actions: { 'digest-run': async (body) => ({ ran: body }) } });
    const res = await fetch(`${standIn.endpoint}/_local/digest-run`, { method: 'POST', body: JSON.stringify({ at: '2026-11-28T09:00:00Z' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ran: { at: '2026-11-28T09:00:00Z' } });
    expect((await fetch(`${standIn.endpoint}/_local/nothing`, { method: 'POST' })).status).toBe(404);
  });
});
