/**
 * The local stand-in for EventBridge Scheduler (docs/scheduled-posts.md, "Local Scheduler stand-in"):
 * a loopback HTTP server speaking the REST-JSON subset that @aws-sdk/client-scheduler sends for
 * CreateSchedule, UpdateSchedule, GetSchedule and DeleteSchedule, with AWS's validation and typed
 * errors, that fires ENABLED one-time `at()` schedules by calling `target(arn, input)` when due,
 * and recurring `rate()` ones every interval (the first one interval after their creation or
 * update; `cron()` ones are stored and never fired), retrying per the target's RetryPolicy and
 * dead-lettering what still fails, as the SQS emulator's poller does for queues. The context
 * attribute `<aws.scheduler.scheduled-time>` in a target's Input becomes the due time, as in AWS.
 * Everything is in memory; timers never keep the process alive.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isTimeZone, wallTimeToUtc, type WallTime } from '#platform/core/zoned-time.ts';

// ---------------------------------------------------------------------------------------------
// Pure rules: names, expressions, time zones (unit-tested in test/unit/scheduler-rules.test.ts)

/** Schedule and group names: AWS's pattern and length (1 to 64). */
export const NAME_PATTERN = /^[0-9a-zA-Z\-_.]{1,64}$/;

/** A wall-clock date and time: the domain's type (platform/core/zoned-time.ts). */
export type LocalDateTime = WallTime;

export type ParsedExpression = { kind: 'at'; local: LocalDateTime } | { kind: 'rate'; everyMs: number } | { kind: 'cron' };

const AT = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/;
const RATE = /^rate\(([1-9]\d*) (minute|minutes|hour|hours|day|days)\)$/;
/** Six space-separated fields (minutes hours day-of-month month day-of-week year): checked for shape only, never fired. */
const CRON = /^cron\(\S+ \S+ \S+ \S+ \S+ \S+\)$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The schedule expression, or undefined when AWS would refuse it (ValidationException). */
export function parseScheduleExpression(expression: string): ParsedExpression | undefined {
  if (expression.length > 256) return undefined;
  const at = AT.exec(expression);
  if (at) {
    const [year, month, day, hour, minute, second] = at.slice(1).map(Number) as [number, number, number, number, number, number];
    const valid = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59;
    return valid ? { kind: 'at', local: { year, month, day, hour, minute, second } } : undefined;
  }
  const rate = RATE.exec(expression);
  if (rate) return { kind: 'rate', everyMs: Number(rate[1]) * (rate[2]?.startsWith('minute') ? 60_000 : rate[2]?.startsWith('hour') ? 3_600_000 : 86_400_000) };
  if (CRON.test(expression)) return { kind: 'cron' };
  return undefined;
}

// The time-zone rules are the domain's own (platform/core/zoned-time.ts): both sides must agree on when a schedule is due.
export { isTimeZone as isValidTimeZone, wallTimeToUtc as zonedToUtc };

/**
 * When a schedule due at `dueAt` (ms) fires: that instant, or with `withinMinute` the point `r`
 * (0 <= r < 1) of the minute holding it, in [minute start, minute start + 60 s), as AWS's
 * one-minute precision allows: possibly before the due second, never after that minute.
 */
export function fireTime(dueAt: number, withinMinute: boolean, r: number): number {
  if (!withinMinute) return dueAt;
  return Math.floor(dueAt / 60_000) * 60_000 + Math.min(59_999, Math.floor(r * 60_000));
}

// ---------------------------------------------------------------------------------------------
// The schedules and their API

interface Target {
  Arn: string;
  RoleArn: string;
  Input?: string;
  RetryPolicy?: { MaximumRetryAttempts?: number; MaximumEventAgeInSeconds?: number };
  DeadLetterConfig?: { Arn?: string };
  [other: string]: unknown;
}

export interface StoredSchedule {
  Arn: string;
  Name: string;
  GroupName: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone?: string;
  Description?: string;
  State: 'ENABLED' | 'DISABLED';
  Target: Target;
  FlexibleTimeWindow: { Mode: 'OFF' | 'FLEXIBLE'; MaximumWindowInMinutes?: number };
  ActionAfterCompletion: 'NONE' | 'DELETE';
  CreationDate: number;
  LastModificationDate: number;
  /** When an at() schedule falls due, or a rate() one next (UTC ms); undefined for cron, which is stored but never fired. */
  dueAt?: number;
  /** A rate() schedule's interval: after each firing it falls due again this much later. */
  everyMs?: number;
  /** Bumped on every update: a firing finishes (DELETE after completion) only on the version it fired. */
  revision: number;
  fired: boolean;
}

export interface DeadLetter {
  scheduleArn: string;
  targetArn: string;
  deadLetterArn?: string;
  input: string | undefined;
  error: string;
  attempts: number;
  /** Which limit of the RetryPolicy ended the retries. */
  exhausted: 'MaximumRetryAttempts' | 'MaximumEventAgeInSeconds';
  at: string;
}

export interface Firing {
  scheduleArn: string;
  targetArn: string;
  dueAt: number;
  firedAt: number;
}

export interface SchedulerStandInOptions {
  /** Invokes a target: rejects (or throws) to fail the attempt. */
  target: (arn: string, input: unknown) => Promise<unknown>;
  /**
   * Fire anywhere in the minute of the due time, [minute start, minute start + 60 s), as AWS may
   * (its precision is one minute), instead of at the exact second. Default: env SCHEDULER_FIRE_WITHIN_MINUTE=1.
   */
  fireWithinMinute?: boolean;
  /** Where in the minute to fire with `fireWithinMinute` (tests pin it); default Math.random. */
  random?: () => number;
  /** First delay between attempts of a failed invocation; doubles each time, capped at 2 s. */
  retryBaseDelayMs?: number;
  /** Hands an invocation that exhausted its retries to its DeadLetterConfig.Arn (e.g. a local SQS queue); rejects when it cannot. */
  deadLetter?: (arn: string, letter: DeadLetter) => Promise<void>;
  /** What `POST /_local/sweep` runs (local only: no such operation in AWS). */
  sweep?: () => Promise<unknown>;
  /** More local-only operations: `POST /_local/<name>` with a JSON body runs `actions[name](body)` and answers its result. */
  actions?: Record<string, (body: unknown) => Promise<unknown>>;
  region?: string;
  host?: string;
  port?: number;
}

export interface SchedulerStandIn {
  endpoint: string;
  /** A copy of the stored schedule, by group and name. */
  get(name: string, groupName?: string): StoredSchedule | undefined;
  /** Invocations that exhausted their retries, oldest first (also sent to the DLQ when possible). */
  readonly deadLetters: readonly DeadLetter[];
  /** Successful invocations, oldest first. */
  readonly firings: readonly Firing[];
  close(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'ValidationException' | 'ConflictException' | 'ResourceNotFoundException',
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new ApiError(400, 'ValidationException', message);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const MAX_TIMER_MS = 2_147_483_647;

/** The schedule a Create or Update body describes, validated as AWS does (field names as in its messages). */
function readSchedule(name: string, groupName: string, body: unknown, region: string): Omit<StoredSchedule, 'CreationDate' | 'LastModificationDate' | 'revision' | 'fired'> {
  if (!isObject(body)) throw invalid('Invalid request body');
  const expression = body['ScheduleExpression'];
  if (typeof expression !== 'string') throw invalid('ScheduleExpression is required');
  const parsed = parseScheduleExpression(expression);
  if (!parsed) throw invalid(`Invalid Schedule Expression ${expression}.`);
  const timeZone = body['ScheduleExpressionTimezone'];
  if (timeZone !== undefined && (typeof timeZone !== 'string' || !isTimeZone(timeZone))) {
    throw invalid(`Invalid ScheduleExpressionTimezone ${String(timeZone)}.`);
  }
  const window = body['FlexibleTimeWindow'];
  if (!isObject(window)) throw invalid('FlexibleTimeWindow is required');
  const mode = window['Mode'];
  if (mode !== 'OFF' && mode !== 'FLEXIBLE') throw invalid('FlexibleTimeWindow.Mode must be OFF or FLEXIBLE');
  const maxWindow = window['MaximumWindowInMinutes'];
  if (mode === 'FLEXIBLE' ? !isInt(maxWindow, 1, 1440) : maxWindow !== undefined) {
    throw invalid('FlexibleTimeWindow.MaximumWindowInMinutes is required (1 to 1440) with Mode FLEXIBLE and refused with Mode OFF');
  }
  const target = body['Target'];
  if (!isObject(target)) throw invalid('Target is required');
  for (const key of ['Arn', 'RoleArn'] as const) {
    const v = target[key];
    if (typeof v !== 'string' || v.length < 1 || v.length > 1600) throw invalid(`Target.${key} is required (1 to 1600 characters)`);
  }
  if (target['Input'] !== undefined && (typeof target['Input'] !== 'string' || target['Input'].length < 1)) throw invalid('Target.Input must be a non-empty string');
  const retry = target['RetryPolicy'];
  if (retry !== undefined) {
    if (!isObject(retry)) throw invalid('Target.RetryPolicy must be an object');
    if (retry['MaximumRetryAttempts'] !== undefined && !isInt(retry['MaximumRetryAttempts'], 0, 185)) throw invalid('Target.RetryPolicy.MaximumRetryAttempts must be 0 to 185');
    if (retry['MaximumEventAgeInSeconds'] !== undefined && !isInt(retry['MaximumEventAgeInSeconds'], 60, 86_400)) {
      throw invalid('Target.RetryPolicy.MaximumEventAgeInSeconds must be 60 to 86400');
    }
  }
  const dlq = target['DeadLetterConfig'];
  if (dlq !== undefined && (!isObject(dlq) || (dlq['Arn'] !== undefined && (typeof dlq['Arn'] !== 'string' || !dlq['Arn'].startsWith('arn:'))))) {
    throw invalid('Target.DeadLetterConfig.Arn must be an ARN');
  }
  const state = body['State'] ?? 'ENABLED';
  if (state !== 'ENABLED' && state !== 'DISABLED') throw invalid('State must be ENABLED or DISABLED');
  const after = body['ActionAfterCompletion'] ?? 'NONE';
  if (after !== 'NONE' && after !== 'DELETE') throw invalid('ActionAfterCompletion must be NONE or DELETE');
  const description = body['Description'];
  if (description !== undefined && (typeof description !== 'string' || description.length > 512)) throw invalid('Description must be at most 512 characters');
  return {
    Arn: `arn:aws:scheduler:${region}:000000000000:schedule/${groupName}/${name}`,
    Name: name,
    GroupName: groupName,
    ScheduleExpression: expression,
    ...(typeof timeZone === 'string' ? { ScheduleExpressionTimezone: timeZone } : {}),
    ...(typeof description === 'string' ? { Description: description } : {}),
    State: state,
    Target: target as Target,
    FlexibleTimeWindow: window as StoredSchedule['FlexibleTimeWindow'],
    ActionAfterCompletion: after,
    ...(parsed.kind === 'at' ? { dueAt: wallTimeToUtc(parsed.local, typeof timeZone === 'string' ? timeZone : 'UTC') } : {}),
    ...(parsed.kind === 'rate' ? { dueAt: Date.now() + parsed.everyMs, everyMs: parsed.everyMs } : {}),
  };
}

/** The GetSchedule answer: dates as epoch seconds (REST-JSON's default timestamp format). */
function describe(s: StoredSchedule): Record<string, unknown> {
  const { dueAt: _d, everyMs: _e, revision: _r, fired: _f, CreationDate, LastModificationDate, ...rest } = s;
  return { ...rest, CreationDate: CreationDate / 1000, LastModificationDate: LastModificationDate / 1000 };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('Request body is not valid JSON');
  }
}

const log = (level: 'info' | 'error', msg: string, fields: Record<string, unknown>) =>
  (level === 'error' ? console.error : console.log)(JSON.stringify({ level, msg: `scheduler stand-in: ${msg}`, ...fields }));

export async function startSchedulerStandIn(options: SchedulerStandInOptions): Promise<SchedulerStandIn> {
  const region = options.region ?? 'us-east-1';
  const withinMinute = options.fireWithinMinute ?? ['1', 'true'].includes(process.env['SCHEDULER_FIRE_WITHIN_MINUTE'] ?? '');
  const retryBase = options.retryBaseDelayMs ?? 100;
  const schedules = new Map<string, StoredSchedule>();
  const timers = new Map<string, NodeJS.Timeout>();
  const deadLetters: DeadLetter[] = [];
  const firings: Firing[] = [];
  let closed = false;
  const key = (group: string, name: string) => `${group}/${name}`;

  const cancel = (k: string) => {
    const t = timers.get(k);
    if (t) clearTimeout(t);
    timers.delete(k);
  };

  const random = options.random ?? Math.random;

  /** One timer per schedule: arming replaces any previous one. A time already past fires at once. */
  const arm = (k: string, s: StoredSchedule) => {
    cancel(k);
    if (closed || s.State !== 'ENABLED' || s.dueAt === undefined || s.fired) return;
    const at = fireTime(s.dueAt, withinMinute, random());
    const wait = (): void => {
      const delay = at - Date.now();
      // setTimeout holds at most ~24.8 days, and its monotonic clock may run a millisecond ahead of
      // Date.now(): re-arm until the wall clock has reached the time, so "exact" is never early.
      const timer = setTimeout(() => (at > Date.now() ? wait() : void fire(k, s.revision)), Math.max(0, Math.min(delay, MAX_TIMER_MS)));
      timer.unref();
      timers.set(k, timer);
    };
    wait();
  };

  const fire = async (k: string, revision: number) => {
    timers.delete(k);
    const s = schedules.get(k);
    if (!s || s.revision !== revision || closed) return;
    s.fired = true;
    const { Arn: targetArn, RetryPolicy: retry, DeadLetterConfig: dlq } = s.Target;
    const scheduledTime = new Date(s.dueAt ?? Date.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const rawInput = s.Target.Input?.replaceAll('<aws.scheduler.scheduled-time>', scheduledTime);
    const maxRetries = retry?.MaximumRetryAttempts ?? 185;
    const maxAgeMs = (retry?.MaximumEventAgeInSeconds ?? 86_400) * 1000;
    const started = Date.now();
    let attempts = 0;
    let lastError = '';
    let exhausted: DeadLetter['exhausted'] = 'MaximumRetryAttempts';
    for (;;) {
      attempts += 1;
      try {
        await options.target(targetArn, JSON.parse(rawInput ?? '{}'));
        firings.push({ scheduleArn: s.Arn, targetArn, dueAt: s.dueAt ?? started, firedAt: started });
        lastError = '';
        break;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        log('error', 'target invocation failed', { schedule: s.Arn, target: targetArn, attempt: attempts, error: lastError });
      }
      const delay = Math.min(retryBase * 2 ** (attempts - 1), 2000);
      if (closed || attempts > maxRetries) break;
      if (Date.now() - started + delay > maxAgeMs) {
        exhausted = 'MaximumEventAgeInSeconds';
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
    if (lastError !== '') {
      const letter: DeadLetter = {
        scheduleArn: s.Arn,
        targetArn,
        ...(dlq?.Arn ? { deadLetterArn: dlq.Arn } : {}),
        input: rawInput,
        error: lastError,
        attempts,
        exhausted,
        at: new Date().toISOString(),
      };
      deadLetters.push(letter);
      if (dlq?.Arn && options.deadLetter) {
        await options.deadLetter(dlq.Arn, letter).catch((error: unknown) => log('error', 'dead-letter queue unreachable, kept in memory', { schedule: s.Arn, dlq: dlq.Arn, error: String(error) }));
      } else {
        log('error', 'invocation dead-lettered in memory', { schedule: s.Arn, attempts });
      }
    }
    // A rate() schedule falls due again (the next interval still ahead), unless changed meanwhile.
    if (s.everyMs !== undefined && s.dueAt !== undefined) {
      if (schedules.get(k) === s && s.revision === revision) {
        while (s.dueAt <= Date.now()) s.dueAt += s.everyMs;
        s.fired = false;
        arm(k, s);
      }
      return;
    }
    // Deleted after completion only if nobody changed it meanwhile (an update re-arms it instead).
    if (s.ActionAfterCompletion === 'DELETE' && schedules.get(k) === s && s.revision === revision) schedules.delete(k);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/_local/sweep' && req.method === 'POST') {
      if (!options.sweep) throw new ApiError(404, 'ResourceNotFoundException', 'No sweeper configured');
      const result = await options.sweep();
      return send(res, 200, result ?? {});
    }
    if (url.pathname === '/_local/dead-letters' && req.method === 'GET') return send(res, 200, { DeadLetters: deadLetters });
    const action = /^\/_local\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (action !== undefined && req.method === 'POST' && options.actions && Object.hasOwn(options.actions, action)) {
      return send(res, 200, (await options.actions[action]?.(await readBody(req))) ?? {});
    }
    const match = /^\/schedules\/([^/]+)$/.exec(url.pathname);
    if (!match) throw new ApiError(404, 'ResourceNotFoundException', `Unsupported operation ${req.method} ${url.pathname} (local Scheduler stand-in)`);
    const name = decodeURIComponent(match[1] ?? '');
    const body = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : {};
    const groupName = (isObject(body) && typeof body['GroupName'] === 'string' ? body['GroupName'] : url.searchParams.get('groupName')) ?? 'default';
    if (!NAME_PATTERN.test(name)) throw invalid(`Invalid name ${name}: must match [0-9a-zA-Z-_.]+, 1 to 64 characters`);
    if (!NAME_PATTERN.test(groupName)) throw invalid(`Invalid group name ${groupName}: must match [0-9a-zA-Z-_.]+, 1 to 64 characters`);
    const k = key(groupName, name);
    const existing = schedules.get(k);
    const notFound = () => new ApiError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    switch (req.method) {
      case 'POST': {
        const read = readSchedule(name, groupName, body, region);
        if (existing) throw new ApiError(409, 'ConflictException', `Schedule ${name} already exists.`);
        const now = Date.now();
        const s: StoredSchedule = { ...read, CreationDate: now, LastModificationDate: now, revision: 1, fired: false };
        schedules.set(k, s);
        arm(k, s);
        return send(res, 200, { ScheduleArn: s.Arn });
      }
      case 'PUT': {
        const read = readSchedule(name, groupName, body, region);
        if (!existing) throw notFound();
        // UpdateSchedule replaces the whole definition (omitted fields take their defaults), as in AWS.
        const s: StoredSchedule = { ...read, CreationDate: existing.CreationDate, LastModificationDate: Date.now(), revision: existing.revision + 1, fired: false };
        schedules.set(k, s);
        arm(k, s);
        return send(res, 200, { ScheduleArn: s.Arn });
      }
      case 'GET':
        if (!existing) throw notFound();
        return send(res, 200, describe(existing));
      case 'DELETE':
        if (!existing) throw notFound();
        cancel(k);
        schedules.delete(k);
        return send(res, 200, {});
      default:
        throw new ApiError(404, 'ResourceNotFoundException', `Unsupported method ${req.method ?? ''}`);
    }
  };

  const send = (res: ServerResponse, status: number, body: unknown, errorType?: string) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-amzn-requestid': randomUUID(),
      ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
    });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof ApiError) return send(res, error.status, { Message: error.message }, error.type);
      log('error', 'request failed', { error: String(error) });
      send(res, 500, { Message: String(error) }, 'InternalServerException');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${options.host ?? '127.0.0.1'}:${port}`,
    get: (name, groupName = 'default') => {
      const s = schedules.get(key(groupName, name));
      return s ? structuredClone(s) : undefined;
    },
    deadLetters,
    firings,
    close: async () => {
      closed = true;
      for (const k of [...timers.keys()]) cancel(k);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
