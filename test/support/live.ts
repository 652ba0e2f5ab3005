/**
 * Live updates' test clients (docs/live-updates.md): real WebSocket clients (`ws`) of the local
 * stack's WebSocket API, found through the public settings' live_url as a client finds it.
 */
import WebSocket from 'ws';
import { expect } from 'vitest';
import { api, type Auth } from './http.ts';

export interface LiveClient {
  ws: WebSocket;
  /** Every message received so far, parsed. */
  received: any[];
  send(message: unknown): void;
  /** The first message (received already or within `timeoutMs`) that `match` accepts. */
  next(match: (m: any) => boolean, timeoutMs?: number): Promise<any>;
  close(): Promise<void>;
}

let liveUrl: string | undefined;

export async function liveAddress(): Promise<string> {
  if (liveUrl) return liveUrl;
  const res = await api<any>('GET', '/settings/public');
  expect(res.status).toBe(200);
  expect(res.body.data.live_url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/live$/);
  liveUrl = res.body.data.live_url as string;
  return liveUrl;
}

const authorization = (auth: Auth): Record<string, string> =>
  auth && 'basic' in auth ? { authorization: `Basic ${Buffer.from(auth.basic.join(':')).toString('base64')}` } : auth && 'bearer' in auth ? { authorization: `Bearer ${auth.bearer}` } : {};

/** Opens a connection with an Authorization header (`auth`) or a connect token; rejects with the refusal's status. */
export async function connectLive(how: { auth?: Auth; token?: string }): Promise<LiveClient> {
  const url = new URL(await liveAddress());
  if (how.token) url.searchParams.set('token', how.token);
  const ws = new WebSocket(url, { headers: authorization(how.auth) });
  const received: any[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(JSON.parse(data.toString()));
    for (const w of waiters) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`refused: ${res.statusCode}`), { status: res.statusCode })));
    ws.once('error', reject);
  });
  const next = (match: (m: any) => boolean, timeoutMs = 3000) =>
    new Promise<any>((resolve, reject) => {
      const check = () => {
        const found = received.find(match);
        if (found === undefined) return false;
        clearTimeout(timer);
        waiters.delete(check as () => void);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check as () => void);
        reject(new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(received).slice(0, 2000)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check as () => void);
    });
  return {
    ws,
    received,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next,
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

/** Subscribes and waits for the answer (subscribed, or the error naming the channel). */
export async function subscribe(client: LiveClient, channel: string, since?: string): Promise<any> {
  const before = client.received.length;
  client.send({ action: 'subscribe', channel, ...(since ? { since } : {}) });
  return client.next((m) => client.received.indexOf(m) >= before && (m.type === 'subscribed' || m.type === 'error') && m.channel === channel);
}
