/**
 * The Scheduler client of scheduled posts (features/feeds/post-schedules.ts) against a tiny fake of
 * the Scheduler REST-JSON API: the requests @aws-sdk/client-scheduler sends (the interface the
 * local stand-in and AWS receive), a conflict turned into an update, a missing schedule on delete
 * accepted, and a refusal surfacing as an error.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Seen {
  method: string;
  path: string;
  body: any;
}
const seen: Seen[] = [];
let reply: (req: Seen, res: ServerResponse) => void = (_req, res) => json(res, 200, { ScheduleArn: 'arn:aws:scheduler:us-east-1:000000000000:schedule/g/post-1' });
const json = (res: ServerResponse, status: number, body: unknown, type?: string) => {
  res.writeHead(status, { 'content-type': 'application/json', ...(type ? { 'x-amzn-errortype': type } : {}) });
  res.end(JSON.stringify(body));
};

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const s: Seen = { method: req.method ?? '', path: req.url ?? '', body: raw ? JSON.parse(raw) : null };
    seen.push(s);
    reply(s, res);
  });
});

let schedules: typeof import('#features/feeds/post-schedules.ts');

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env['SCHEDULER_ENDPOINT'] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env['AWS_ACCESS_KEY_ID'] = 'local';
  process.env['AWS_SECRET_ACCESS_KEY'] = 'local';
  process.env['SCHEDULE_GROUP'] = 'test-group';
  schedules = await import('#features/feeds/post-schedules.ts');
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const spec = { postId: 42, version: 3, local: '2031-03-30 12:00:00', timeZone: 'Europe/Berlin' };

describe('post schedules (EventBridge Scheduler client)', () => {
  it('creates one at() schedule in the post time zone, window off, deleted after, with {post_id, version}', async () => {
    seen.length = 0;
    await schedules.createPostSchedule(spec);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/schedules/post-42' });
    expect(seen[0]?.body).toMatchObject({
      GroupName: 'test-group',
      ScheduleExpression: 'at(2031-03-30T12:00:00)',
      ScheduleExpressionTimezone: 'Europe/Berlin',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { RetryPolicy: { MaximumRetryAttempts: expect.any(Number), MaximumEventAgeInSeconds: expect.any(Number) } },
    });
    expect(JSON.parse(seen[0]?.body.Target.Input)).toEqual({ post_id: 42, version: 3 });
  });

  it('replaces a schedule left by an earlier attempt, and updates in place', async () => {
    seen.length = 0;
    reply = (req, res) => (req.method === 'POST' ? json(res, 409, { Message: 'exists' }, 'ConflictException') : json(res, 200, { ScheduleArn: 'arn' }));
    await schedules.createPostSchedule(spec);
    expect(seen.map((s) => s.method)).toEqual(['POST', 'PUT']);
    seen.length = 0;
    await schedules.updatePostSchedule({ ...spec, version: 4 });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['PUT /schedules/post-42']);
    expect(JSON.parse(seen[0]?.body.Target.Input)).toEqual({ post_id: 42, version: 4 });
  });

  it('accepts a schedule already gone on delete, and surfaces a refusal', async () => {
    seen.length = 0;
    reply = (_req, res) => json(res, 404, { Message: 'gone' }, 'ResourceNotFoundException');
    await schedules.deletePostSchedule(42);
    expect(seen[0]).toMatchObject({ method: 'DELETE' });
    expect(seen[0]?.path).toMatch(/^\/schedules\/post-42\?/);
    expect(new URL(`http://x${seen[0]?.path}`).searchParams.get('groupName')).toBe('test-group');
    reply = (_req, res) => json(res, 400, { Message: 'bad' }, 'ValidationException');
    await expect(schedules.createPostSchedule(spec)).rejects.toThrow();
  });
});
