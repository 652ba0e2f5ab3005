/**
 * A local HTTPS webhook receiver (tests, the benchmark, your own experiments): records every call
 * (path, headers, exact body, arrival time) and answers with the status `respond` picks for it
 * (n: how many calls, this one included). It serves the certificate of
 * scripts/local/dev-certificates.ts; webhook delivery trusts its authority through
 * NODE_EXTRA_CA_CERTS and reaches loopback only with WEBHOOK_ALLOW_PRIVATE_TARGETS=1.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  /** Request path, e.g. /hooks/3. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Arrival (body fully read), Date.now(). */
  at: number;
  /** Arrival on this process's performance.now() clock, for sub-millisecond delays measured in the same process. */
  atMonotonic: number;
}

export interface Receiver {
  /** https://127.0.0.1:<port>/hooks; any path below it is received too. */
  url: string;
  calls: ReceivedCall[];
  /** Resolves with the calls once there are at least `count`, or fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCall[]>;
  /** Resolves with the calls once `done` accepts them (checked now and on every new call), or fails after `timeoutMs`. */
  waitUntil(done: (calls: readonly ReceivedCall[]) => boolean, timeoutMs?: number, what?: string): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** PEM files of the server certificate (127.0.0.1) and its key. */
  certFile: string;
  keyFile: string;
  /** The status to answer; 200 by default. */
  respond?: (call: ReceivedCall, n: number) => number;
}

export async function startWebhookReceiver(options: ReceiverOptions): Promise<Receiver> {
  const respond = options.respond ?? (() => 200);
  const calls: ReceivedCall[] = [];
  const waiters = new Set<() => void>();
  const server = createServer({ cert: readFileSync(options.certFile), key: readFileSync(options.keyFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call: ReceivedCall = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        atMonotonic: performance.now(),
      };
      calls.push(call);
      res.writeHead(respond(call, calls.length), { 'content-type': 'text/plain' }).end('ok');
      for (const wake of [...waiters]) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const waitUntil: Receiver['waitUntil'] = (done, timeoutMs = 20_000, what = 'the expected calls') =>
    new Promise((resolve, reject) => {
      if (done(calls)) return resolve(calls);
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`receiver did not get ${what} in ${timeoutMs} ms (${calls.length} calls so far)`));
      }, timeoutMs);
      function check() {
        if (!done(calls)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(calls);
      }
      waiters.add(check);
    });

  return {
    url: `https://127.0.0.1:${port}/hooks`,
    calls,
    waitFor: (count, timeoutMs = 20_000) => waitUntil((c) => c.length >= count, timeoutMs, `${count} calls`),
    waitUntil,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
