/**
 * The shapes a benchmark scenario is written in. A scenario names a few requests; the runner
 * sends each one sequentially (warm-up first, then the measured iterations) and reads the
 * Server-Timing header of every response (ARCHITECTURE.md, fixed contract item 4).
 */

/** How a request authenticates: anonymously, as the administrator with HTTP Basic, or with a Bearer token issued to the administrator by POST /auth/token. */
export type AuthMode = 'none' | 'admin-basic' | 'admin-bearer';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A value fixed for the whole run, or computed per call from the call's index (0-based, warm-up calls included) so each call can use fresh data. */
export type PerCall<T> = T | ((call: number) => T);

/** A JSON request body. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

export interface BenchRequest {
  /** Row label in the report, e.g. "GET /settings (bearer)". Unique within its scenario. */
  readonly label: string;
  readonly method: HttpMethod;
  /** Relative to the API base path (…/api/community/v2), starting with '/'. */
  readonly path: PerCall<string>;
  readonly auth: AuthMode;
  /** Sent as JSON when present. */
  readonly body?: PerCall<Json>;
  /** Exact status expected; by default any 2xx passes. Anything else stops the run. */
  readonly expectStatus?: number;
}

/** What setup() and request builders can use. */
export interface BenchContext {
  /** e.g. http://127.0.0.1:41234/api/community/v2 */
  readonly baseUrl: string;
  readonly admin: { readonly username: string; readonly password: string };
  /** Set when the bench started the local stack itself; undefined against an external server. */
  readonly dynamo: { readonly endpoint: string; readonly tableName: string } | undefined;
  /** Sends one request (not measured) and returns the parsed JSON body; throws unless the status is 2xx (or `expectStatus`). */
  call<T = unknown>(
    method: HttpMethod,
    path: string,
    options?: { auth?: AuthMode; body?: unknown; expectStatus?: number },
  ): Promise<T>;
  /** A Bearer token of the administrator (issued once per run and reused). */
  adminToken(): Promise<string>;
  /** Waits for the local stack's background work (stream router) to catch up; a no-op against an external server. */
  settled(): Promise<void>;
}

/**
 * A scenario as written. `S` is whatever setup() returns (ids of seeded items, for example);
 * `requests` may be a list or a function of that state.
 */
export interface Scenario<S = void> {
  readonly name: string;
  readonly description: string;
  readonly setup?: (ctx: BenchContext) => Promise<S>;
  readonly requests: readonly BenchRequest[] | ((state: S, ctx: BenchContext) => readonly BenchRequest[]);
}

/** A scenario with its state type erased, as kept in the registry. */
export interface RegisteredScenario {
  readonly name: string;
  readonly description: string;
  /** Runs setup() and returns the requests to measure. */
  prepare(ctx: BenchContext): Promise<readonly BenchRequest[]>;
}

export function defineScenario<S = void>(scenario: Scenario<S>): RegisteredScenario {
  return {
    name: scenario.name,
    description: scenario.description,
    async prepare(ctx) {
      const state = (scenario.setup ? await scenario.setup(ctx) : undefined) as S;
      const { requests } = scenario;
      return typeof requests === 'function' ? requests(state, ctx) : requests;
    },
  };
}
