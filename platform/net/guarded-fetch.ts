/**
 * A GET of a URL a user supplied (link previews), under the outbound address rule
 * (address-guard.ts): http or https only, to public addresses only, checked at connect time;
 * redirects followed by hand, each hop checked again; at most `maxBytes` of the body read (the
 * rest is not downloaded); one deadline for the whole chain; only the listed content types.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { AddressRejected, guardedLookup, resolvePublic, type AddressPolicy } from '#platform/net/address-guard.ts';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Accepted media types (lower case, without parameters). */
  accept: readonly string[];
  userAgent: string;
}

export interface FetchedPage {
  /** The URL that answered (after redirects). */
  url: string;
  status: number;
  contentType: string;
  /** The `charset` parameter of Content-Type, if any. */
  charset: string | undefined;
  body: Buffer;
  /** True when the body was cut at maxBytes. */
  truncated: boolean;
}

/** The page could not be fetched (network error, time limit, status, content type, too many redirects). */
export class FetchFailed extends Error {
  override name = 'FetchFailed';
}

/** The URL when it is an absolute http(s) URL without credentials; AddressRejected('not_http') otherwise. */
export function httpUrl(url: string, label: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AddressRejected('not_http', `The ${label} URL is not a valid URL.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new AddressRejected('not_http', `The ${label} URL must use http or https.`);
  if (parsed.username || parsed.password) throw new AddressRejected('not_http', `The ${label} URL must not carry credentials.`);
  return parsed;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches `url` under `policy`. AddressRejected when it or a redirect hop is refused (always before
 * connecting to it); FetchFailed for everything else that is not a usable answer.
 */
export async function guardedFetch(url: string, policy: AddressPolicy, limits: FetchLimits): Promise<FetchedPage> {
  const deadline = Date.now() + limits.timeoutMs;
  let current = httpUrl(url, policy.label);
  for (let hop = 0; ; hop++) {
    // A socket to an IP literal skips the resolver, so a literal is checked here.
    if (isIP(current.hostname.replace(/^\[|\]$/g, ''))) await resolvePublic(current.hostname, policy);
    const answer = await getOnce(current, policy, limits, deadline);
    if (!('location' in answer)) return answer;
    if (hop >= limits.maxRedirects) throw new FetchFailed(`More than ${limits.maxRedirects} redirects.`);
    let next: URL;
    try {
      next = new URL(answer.location, current);
    } catch {
      throw new FetchFailed('A redirect to an invalid URL.');
    }
    current = httpUrl(next.href, policy.label);
  }
}

function getOnce(url: URL, policy: AddressPolicy, limits: FetchLimits, deadline: number): Promise<FetchedPage | { location: string }> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new FetchFailed(`Timed out after ${limits.timeoutMs} ms.`));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    // agent: false, no pooled socket: every request resolves and checks its addresses afresh.
    const req = request(
      url,
      { method: 'GET', agent: false, lookup: guardedLookup(policy), headers: { 'user-agent': limits.userAgent, accept: limits.accept.join(', '), 'accept-encoding': 'identity' } },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location) {
          res.destroy();
          settle(() => resolve({ location }));
          return;
        }
        const [type = '', ...params] = (res.headers['content-type'] ?? '').split(';').map((p) => p.trim());
        const contentType = type.toLowerCase();
        if (status !== 200) return fail(res, `The page answered HTTP ${status}.`);
        if (!limits.accept.includes(contentType)) return fail(res, `The page is ${contentType || 'of no type'}, not ${limits.accept.join(' or ')}.`);
        const charset = params.map((p) => /^charset=["']?([^"';]+)/i.exec(p)?.[1]).find((c) => c !== undefined);
        read(res, limits.maxBytes).then(
          ({ body, truncated }) => settle(() => resolve({ url: url.href, status, contentType, charset, body, truncated })),
          (error: Error) => settle(() => reject(new FetchFailed(error.message))),
        );
      },
    );
    const fail = (res: IncomingMessage, message: string) => {
      res.destroy();
      settle(() => reject(new FetchFailed(message)));
    };
    const timer = setTimeout(() => req.destroy(new FetchFailed(`Timed out after ${limits.timeoutMs} ms.`)), remaining);
    req.on('error', (e) => settle(() => reject(e instanceof AddressRejected || e instanceof FetchFailed ? e : new FetchFailed(e.message))));
    req.end();
  });
}

/** At most `maxBytes` of the body; the connection is closed once they are in. */
function read(res: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      const room = maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (size >= maxBytes) {
        res.destroy();
        resolve({ body: Buffer.concat(chunks), truncated: true });
      }
    });
    res.on('end', () => resolve({ body: Buffer.concat(chunks), truncated: false }));
    res.on('error', reject);
    res.on('close', () => reject(new Error('The connection closed early.')));
  });
}
