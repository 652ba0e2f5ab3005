/** A small HTTP client for the API tests: the same requests a real client sends. */
import { request as httpRequest } from 'node:http';
import { inject } from 'vitest';
import { checkResponse } from './response-check.ts';

export type Auth = { basic: readonly [string, string] } | { bearer: string } | undefined;

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  auth?: Auth;
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /**
   * The client address to send from: any 127.x.y.z works on Linux, and the stack sees it as the
   * API Gateway event's requestContext.http.sourceIp (for per-address rules such as login throttling).
   */
  from?: string;
  /** Sent under the compat base path (/wp-json/fluent-community/v2), as a client of the original sends it. */
  compat?: boolean;
}

export const baseUrl = (): string => inject('stack').baseUrl;
export const compatBaseUrl = (): string => inject('stack').compatBaseUrl;

export async function api<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const base = options.compat ? compatBaseUrl() : baseUrl();
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...options.headers };
  if (options.auth && 'basic' in options.auth) {
    headers['authorization'] = `Basic ${Buffer.from(options.auth.basic.join(':')).toString('base64')}`;
  } else if (options.auth && 'bearer' in options.auth) {
    headers['authorization'] = `Bearer ${options.auth.bearer}`;
  }
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = options.from
    ? await sendFrom(options.from, url, method, headers, body)
    : await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  // JSON answers parsed; the few that are not (the reference page and its script) as text.
  const json = !/^(text\/html|text\/javascript)\b/.test(res.headers.get('content-type') ?? '');
  const parsed = text ? ((json ? JSON.parse(text) : text) as T) : (undefined as T);
  // Every answer against what its route declares (docs/openapi.md).
  const answeredAs = options.headers?.['x-http-method-override'] ?? (options.query?.['_method'] as string | undefined) ?? method;
  await checkResponse(answeredAs, url.pathname, new URL(base).pathname, res.status, parsed, options.compat === true);
  return { status: res.status, body: parsed, headers: res.headers };
}

/** fetch cannot pick its local address; node:http can. Answers a fetch-like Response. */
function sendFrom(localAddress: string, url: URL, method: string, headers: Record<string, string>, body?: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const responseHeaders = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) responseHeaders.set(k, Array.isArray(v) ? v.join(', ') : v);
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: responseHeaders }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface ServerTiming {
  app: number;
  ddbMs: number;
  calls: number;
  rcu: number;
  wcu: number;
  /** Sequential round trips (parallel calls count once). */
  trips: number;
}

/** Parses the contract's Server-Timing header. */
export function serverTiming(headers: Headers): ServerTiming {
  const value = headers.get('server-timing') ?? '';
  const m = /^app;dur=([\d.]+), ddb;dur=([\d.]+);desc="calls=(\d+) rcu=([\d.]+) wcu=([\d.]+) trips=(\d+)"$/.exec(value);
  if (!m) throw new Error(`Server-Timing header malformed: ${value}`);
  return { app: Number(m[1]), ddbMs: Number(m[2]), calls: Number(m[3]), rcu: Number(m[4]), wcu: Number(m[5]), trips: Number(m[6]) };
}
