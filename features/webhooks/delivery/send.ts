/**
 * One delivery attempt: POST the exact body, signed, with the webhook's custom headers, within
 * WEBHOOK_TIMEOUT_MS (connection included). Redirects are not followed and count as failures
 * (a redirect could lead to an address the guard would refuse). Only a 2xx answer is a success.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import { config } from '#platform/config.ts';
import { ATTEMPT_HEADER, EVENT_ID_HEADER, EVENT_NAME_HEADER, SIGNATURE_HEADER } from '#features/webhooks/delivery/headers.ts';
import { signBody } from '#features/webhooks/delivery/signature.ts';
import { checkTarget, guardedLookup, httpsUrl, TargetRejected } from '#features/webhooks/delivery/target-guard.ts';

export interface WebhookTarget {
  url: string;
  secret: string;
  headers: Record<string, string>;
}

export interface OutgoingDelivery {
  eventId: string;
  event: string;
  body: string;
  /** 1-based attempt number of this delivery. */
  attempt?: number;
}

export interface AttemptOutcome {
  ok: boolean;
  status_code: number | null;
  /** Milliseconds from the start of the attempt to the response (or the failure). */
  response_time: number;
  error: string | null;
}

/**
 * Node reads NODE_EXTRA_CA_CERTS once at process start; reading it here as well also trusts a
 * certificate authority named after start (the local stack sets it for its test receivers).
 */
function extraCa(): string[] | undefined {
  const file = process.env['NODE_EXTRA_CA_CERTS'];
  if (!file) return undefined;
  try {
    return [...rootCertificates, readFileSync(file, 'utf8')];
  } catch {
    return undefined;
  }
}

// No keep-alive: every attempt resolves and checks its addresses afresh, and a stale pooled
// socket can never turn into a failed attempt the receiver never saw.
const agent = new Agent({ keepAlive: false, ca: extraCa() });

const USER_AGENT = 'CommunityAPI-Webhooks/2';
const MAX_ERROR_LENGTH = 500;

export async function sendWebhook(target: WebhookTarget, delivery: OutgoingDelivery): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = httpsUrl(target.url);
    // A socket to an IP literal skips the resolver, so the address rule is applied here.
    if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) await checkTarget(target.url);
  } catch (error) {
    return { ok: false, status_code: null, response_time: 0, error: (error as Error).message };
  }
  const headers = {
    ...target.headers,
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    [SIGNATURE_HEADER]: signBody(delivery.body, target.secret),
    [EVENT_ID_HEADER]: delivery.eventId,
    [EVENT_NAME_HEADER]: delivery.event,
    [ATTEMPT_HEADER]: String(delivery.attempt ?? 1),
    'Content-Length': String(Buffer.byteLength(delivery.body)),
  };
  return new Promise<AttemptOutcome>((resolve) => {
    const finish = (status: number | null, error: string | null) => {
      clearTimeout(timer);
      const ok = error === null && status !== null && status >= 200 && status < 300;
      resolve({ ok, status_code: status, response_time: elapsed(), error: ok ? null : (error ?? `HTTP ${status}`).slice(0, MAX_ERROR_LENGTH) });
    };
    const req = request(url, { method: 'POST', headers, agent, lookup: guardedLookup }, (res) => {
      // The answer's body is not kept; draining it lets the socket close cleanly.
      res.resume();
      res.on('end', () => finish(res.statusCode ?? null, null));
      res.on('error', (e) => finish(res.statusCode ?? null, e.message));
    });
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${config.WEBHOOK_TIMEOUT_MS} ms`)), config.WEBHOOK_TIMEOUT_MS);
    req.on('error', (e) => finish(null, e instanceof TargetRejected ? e.message : describe(e)));
    req.end(delivery.body);
  });
}

const describe = (e: Error & { code?: string }): string => (e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : e.message);
