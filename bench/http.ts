/**
 * The benchmark's HTTP client: authentication modes, the 2xx check and the Server-Timing parser.
 */
import { positiveInt } from './env.ts';
import type { AuthMode, BenchContext, HttpMethod } from './types.ts';

/** Figures of one response's `Server-Timing: app;dur=<ms>, ddb;dur=<ms>;desc="calls=<n> rcu=<r> wcu=<w> trips=<t>"`. */
export interface ServerTiming {
  appMs: number;
  ddbMs: number;
  calls: number;
  /** Sequential DynamoDB round trips (calls that overlap count once). */
  trips: number;
  rcu: number;
  wcu: number;
}

interface TimingMetric {
  dur?: number;
  desc?: string;
}

/** Parses a Server-Timing header into its metrics by name (RFC syntax: `name;param=value, ...`, values may be quoted). */
export function parseServerTimingMetrics(header: string): Map<string, TimingMetric> {
  const metrics = new Map<string, TimingMetric>();
  // Split on commas outside quoted strings.
  for (const entry of header.match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? []) {
    const parts = entry.match(/(?:[^;"]|"(?:[^"\\]|\\.)*")+/g) ?? [];
    const name = parts[0]?.trim();
    if (!name) continue;
    const metric: TimingMetric = {};
    for (const part of parts.slice(1)) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      const key = part.slice(0, eq).trim().toLowerCase();
      let value = part.slice(eq + 1).trim();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
      if (key === 'dur') metric.dur = Number(value);
      else if (key === 'desc') metric.desc = value;
    }
    metrics.set(name, metric);
  }
  return metrics;
}

/** The contract's two metrics; throws when the header is missing or malformed (the server must run with SERVER_TIMING=1). */
export function parseServerTiming(header: string | null): ServerTiming {
  if (!header) {
    throw new Error('response has no Server-Timing header; run the server with SERVER_TIMING=1 (contract item 4)');
  }
  const metrics = parseServerTimingMetrics(header);
  const app = metrics.get('app');
  const ddb = metrics.get('ddb');
  const desc = new Map(
    (ddb?.desc ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((kv) => {
        const [k = '', v = ''] = kv.split('=');
        return [k, Number(v)] as const;
      }),
  );
  const result: ServerTiming = {
    appMs: app?.dur ?? Number.NaN,
    ddbMs: ddb?.dur ?? Number.NaN,
    calls: desc.get('calls') ?? Number.NaN,
    trips: desc.get('trips') ?? Number.NaN,
    rcu: desc.get('rcu') ?? Number.NaN,
    wcu: desc.get('wcu') ?? Number.NaN,
  };
  for (const [k, v] of Object.entries(result)) {
    if (!Number.isFinite(v)) throw new Error(`malformed Server-Timing header (no ${k}): ${header}`);
  }
  return result;
}

export class BenchHttpError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly body: string,
    expected: string,
  ) {
    super(`${method} ${url} -> ${status} (expected ${expected}): ${body.slice(0, 500)}`);
    this.name = 'BenchHttpError';
  }
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Client-side time from sending the request to having read the whole body. */
  totalMs: number;
}

export interface ClientOptions {
  baseUrl: string;
  admin: { username: string; password: string };
  dynamo?: { endpoint: string; tableName: string } | undefined;
  /** The local stack's stream router catching up (absent against an external server). */
  settled?: (() => Promise<void>) | undefined;
  /** The local stack's background consumers' DynamoDB totals (when the bench started it with accounting). */
  consumers?: BenchContext['consumers'];
  /** Certificate and key for local HTTPS receivers (when the bench made them and the stack trusts them). */
  tls?: { certFile: string; keyFile: string } | undefined;
}

/** One HTTP client per run: keeps the admin's Bearer token and builds the BenchContext. */
export class BenchClient implements BenchContext {
  readonly baseUrl: string;
  readonly admin: { readonly username: string; readonly password: string };
  readonly dynamo: { readonly endpoint: string; readonly tableName: string } | undefined;
  readonly consumers: BenchContext['consumers'];
  readonly tls: BenchContext['tls'];
  private readonly basic: string;
  private token: Promise<string> | undefined;
  private appPassword: Promise<string> | undefined;
  private readonly streamSettled: (() => Promise<void>) | undefined;

  constructor(options: ClientOptions) {
    this.streamSettled = options.settled;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.admin = options.admin;
    this.dynamo = options.dynamo;
    this.consumers = options.consumers;
    this.tls = options.tls;
    this.basic = `Basic ${Buffer.from(`${options.admin.username}:${options.admin.password}`).toString('base64')}`;
  }

  /** Fails after BENCH_SETTLE_TIMEOUT_SECONDS (1,800): a record the router keeps failing on would otherwise hang the run. */
  async settled(): Promise<void> {
    if (!this.streamSettled) return;
    const limitS = positiveInt('BENCH_SETTLE_TIMEOUT_SECONDS', 1800);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the stream router did not settle within ${limitS} s (BENCH_SETTLE_TIMEOUT_SECONDS)`)), limitS * 1000);
    });
    try {
      await Promise.race([this.streamSettled(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  adminToken(): Promise<string> {
    this.token ??= this.call<{ access_token?: unknown }>('POST', '/auth/token', { auth: 'admin-basic' }).then((r) => {
      if (typeof r.access_token !== 'string') throw new Error(`POST /auth/token returned no access_token: ${JSON.stringify(r)}`);
      return r.access_token;
    });
    return this.token;
  }

  /** HTTP Basic with an application password of the administrator's, created once per run. */
  adminAppPassword(): Promise<string> {
    this.appPassword ??= this.call<{ application_password?: unknown }>('POST', '/auth/app-passwords', { auth: 'admin-basic', body: { name: 'bench' } }).then((r) => {
      if (typeof r.application_password !== 'string') throw new Error(`POST /auth/app-passwords returned no application_password: ${JSON.stringify(r)}`);
      return `Basic ${Buffer.from(`${this.admin.username}:${r.application_password}`).toString('base64')}`;
    });
    return this.appPassword;
  }

  async headersFor(auth: AuthMode, hasBody: boolean): Promise<Record<string, string>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (hasBody) headers['content-type'] = 'application/json';
    if (auth === 'admin-basic') headers['authorization'] = this.basic;
    else if (auth === 'admin-app') headers['authorization'] = await this.adminAppPassword();
    else if (auth === 'admin-bearer') headers['authorization'] = `Bearer ${await this.adminToken()}`;
    else if (typeof auth === 'object') headers['authorization'] = auth.authorization;
    return headers;
  }

  /** The URL of `path`: under the base URL, or from the origin for the compat base path (`/wp-json/...`). */
  urlFor(path: string): string {
    return path.startsWith('/wp-json/') ? `${new URL(this.baseUrl).origin}${path}` : `${this.baseUrl}${path}`;
  }

  /** Sends one request and times it; checks the status (2xx, or exactly `expectStatus`). */
  async send(
    method: HttpMethod,
    path: string,
    options: { auth?: AuthMode; body?: unknown; expectStatus?: number } = {},
  ): Promise<RawResponse> {
    const url = this.urlFor(path);
    const hasBody = options.body !== undefined;
    const headers = await this.headersFor(options.auth ?? 'none', hasBody);
    const payload = hasBody ? JSON.stringify(options.body) : undefined;
    const started = performance.now();
    const res = await fetch(url, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
    const text = await res.text();
    const totalMs = performance.now() - started;
    const ok = options.expectStatus !== undefined ? res.status === options.expectStatus : res.status >= 200 && res.status < 300;
    if (!ok) throw new BenchHttpError(method, url, res.status, text, options.expectStatus !== undefined ? String(options.expectStatus) : '2xx');
    return { status: res.status, headers: res.headers, text, totalMs };
  }

  async call<T = unknown>(
    method: HttpMethod,
    path: string,
    options: { auth?: AuthMode; body?: unknown; expectStatus?: number } = {},
  ): Promise<T> {
    const res = await this.send(method, path, options);
    return (res.text ? JSON.parse(res.text) : undefined) as T;
  }
}
