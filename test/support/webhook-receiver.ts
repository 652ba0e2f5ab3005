/**
 * A local HTTPS webhook receiver for tests: records every call (headers and exact body) and
 * answers with the status `respond` picks for the n-th call (1-based).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

export interface ReceivedCall {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  calls: ReceivedCall[];
  /** Resolves with the calls once there are at least `count`, or fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

export async function startReceiver(respond: (n: number) => number = () => 200): Promise<Receiver> {
  const tls = inject('tls');
  const calls: ReceivedCall[] = [];
  const server = createServer({ cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.writeHead(respond(calls.length), { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/hooks`,
    calls,
    waitFor: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (calls.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${calls.length} of ${count} calls in ${timeoutMs} ms`);
        await sleep(50);
      }
      return calls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
