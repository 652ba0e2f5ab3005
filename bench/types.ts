/**
 * The shapes a benchmark scenario is written in. A request scenario names a few requests; the
 * runner sends each one sequentially (warm-up first, then the measured iterations) and reads the
 * Server-Timing header of every response (ARCHITECTURE.md, fixed contract item 4). A measurement
 * scenario measures something else its own way (the delay of background work, the DynamoDB cost of
 * the stack's background consumers) and returns delays and costs.
 */
import type { ConsumerTotals } from '../scripts/local/consumer-metrics.ts';
import type { LoadResult } from './load/types.ts';
import type { MigrationResult } from './migration/types.ts';
import type { Summary } from './stats.ts';

export type { ConsumerTotals };

/**
 * How a request authenticates: anonymously, as the administrator with HTTP Basic (the account's
 * password, or `admin-app`: an application password the run creates once), or with a Bearer token
 * issued to the administrator by POST /auth/token.
 */
export type AuthMode = 'none' | 'admin-basic' | 'admin-app' | 'admin-bearer' | MemberAuth;

/** A member's own credentials (a scenario's seeded student, say): `as` names them in the report. */
export interface MemberAuth {
  readonly as: string;
  readonly authorization: string;
}

/** How the report names an auth mode (never a member's credentials). */
export const authLabel = (auth: AuthMode): string => (typeof auth === 'string' ? auth : auth.as);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A value fixed for the whole run, or computed per call from the call's index (0-based, warm-up calls included) so each call can use fresh data. */
export type PerCall<T> = T | ((call: number) => T);

/** A JSON request body. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

export interface BenchRequest {
  /** Row label in the report, e.g. "GET /settings (bearer)". Unique within its scenario. */
  readonly label: string;
  readonly method: HttpMethod;
  /** Relative to the API base path (…/api/community/v2), starting with '/'; or under the compat base path, from `/wp-json/` (bench/scenarios/feeds.ts). */
  readonly path: PerCall<string>;
  readonly auth: AuthMode;
  /** Sent as JSON when present. */
  readonly body?: PerCall<Json>;
  /** Exact status expected; by default any 2xx passes. Anything else stops the run. */
  readonly expectStatus?: number;
  /**
   * Also measured with one curl process per request against GET /settings/public with the same
   * auth (bench/curl.ts); a fixed GET only. Its scenario declares `needs: { curl: true }`.
   */
  readonly curl?: boolean;
  /**
   * Why this read is left out of the small-to-large comparison (bench/report.ts formatSizeTable),
   * e.g. its default page is not full at the small size, so the two sizes answer different lengths.
   */
  readonly notComparedAcrossSizes?: string;
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
  /**
   * Sends one request and times it (client-side, body read), for a measurement that reads headers
   * (Server-Timing) itself; checks the status like `call`.
   */
  send(
    method: HttpMethod,
    path: string,
    options?: { auth?: AuthMode; body?: unknown; expectStatus?: number },
  ): Promise<{ status: number; headers: Headers; text: string; totalMs: number }>;
  /** A Bearer token of the administrator (issued once per run and reused). */
  adminToken(): Promise<string>;
  /** Waits for the local stack's background work (stream router) to catch up; a no-op against an external server. */
  settled(): Promise<void>;
  /**
   * Running DynamoDB totals of the local stack's background consumers (copies), set for scenarios
   * that need `consumers` when the bench started the local stack; undefined otherwise.
   */
  readonly consumers:
    | {
        router(): ConsumerTotals;
        dispatcher(): ConsumerTotals;
        publisher(): ConsumerTotals;
        finalizer(): ConsumerTotals;
        mailer(): ConsumerTotals;
        digestRun?(): ConsumerTotals;
        /** The live fan-out consumer (docs/live-updates.md). */
        liveFanout?(): ConsumerTotals;
        /** The management API stand-in's calls so far (posts to connections, deletes, gets, 410s). */
        liveCalls?(): { post: number; delete: number; get: number; gone: number };
      }
    | undefined;
  /**
   * Certificate and key (PEM files, for 127.0.0.1) for local HTTPS receivers, whose authority the
   * stack's webhook delivery trusts, loopback targets allowed; set for scenarios that need
   * `httpsReceivers` when the bench started the local stack; undefined otherwise.
   */
  readonly tls: { readonly certFile: string; readonly keyFile: string } | undefined;
}

/** What a scenario needs from the target beyond HTTP; without it the scenario is skipped (reported as such). */
export interface ScenarioNeeds {
  /** In-process DynamoDB accounting of the stream router and the webhook dispatcher (local stack only). */
  readonly consumers?: boolean;
  /** HTTPS receivers on loopback that webhook delivery can reach and trusts (local stack only). */
  readonly httpsReceivers?: boolean;
  /** The stack runs in the bench's own process, so process.memoryUsage() is the stack's (local stack only). */
  readonly inProcessStack?: boolean;
  /** The curl binary (bench/curl.ts): checked before the run starts, so a missing one fails before any seeding. */
  readonly curl?: boolean;
}

/**
 * A scenario as written. `S` is whatever setup() returns (ids of seeded items, for example);
 * `requests` may be a list or a function of that state.
 */
export interface Scenario<S = void> {
  readonly name: string;
  readonly description: string;
  readonly needs?: ScenarioNeeds;
  readonly setup?: (ctx: BenchContext) => Promise<S>;
  readonly requests: readonly BenchRequest[] | ((state: S, ctx: BenchContext) => readonly BenchRequest[]);
}

/** A delay distribution a measurement scenario observed, in ms. */
export interface DelayResult {
  /** Row label, unique within the scenario, e.g. "space.updated: change -> first delivery". */
  readonly label: string;
  readonly ms: Summary;
}

/** DynamoDB work of a background consumer per unit of work (an event, a delivery), from in-process totals. */
export interface CostResult {
  /** Who did the work, e.g. "events router", "webhook dispatcher". */
  readonly consumer: string;
  /** Row label, e.g. "space.updated". */
  readonly label: string;
  /** The unit the figures are divided by, e.g. "event", "delivery". */
  readonly per: string;
  /** How many units were measured. */
  readonly units: number;
  /** Records (stream records, queue messages) the consumer handled per unit, retries included. */
  readonly records: number;
  readonly calls: number;
  readonly rcu: number;
  readonly wcu: number;
  /** SQS requests per unit (sends, the poller's receives and deletes: bench/cost.ts queueRequestsPerMessage), where the scenario counts them. */
  readonly sqsRequests?: number;
  /** SES messages sent per unit, where the scenario counts them. */
  readonly sesMessages?: number;
  /** What the figure includes beyond the unit itself. */
  readonly note?: string;
}

export interface MeasurementOutcome {
  readonly delays: readonly DelayResult[];
  readonly costs: readonly CostResult[];
  /** The load scenario's figures: one phase per connection count, in the order run. */
  readonly load?: readonly LoadResult[];
  /** The migration scenario's figures. */
  readonly migration?: MigrationResult;
}

export interface MeasurementOptions {
  /** A smoke run (fewer repetitions, shorter). */
  readonly quick: boolean;
}

/**
 * A scenario that measures its own way rather than by requests and Server-Timing. `setup` seeds
 * (its result goes to `run`); the runner waits for the stream router to settle in between.
 */
export interface Measurement<S = void> {
  readonly name: string;
  readonly description: string;
  readonly needs?: ScenarioNeeds;
  readonly setup?: (ctx: BenchContext, options: MeasurementOptions) => Promise<S>;
  run(ctx: BenchContext, options: MeasurementOptions, state: S): Promise<MeasurementOutcome>;
}

/** A scenario with its state type erased, as kept in the registry. */
export type RegisteredScenario = RegisteredRequestScenario | RegisteredMeasurement;

interface RegisteredBase {
  readonly name: string;
  readonly description: string;
  readonly needs: ScenarioNeeds;
}

export interface RegisteredRequestScenario extends RegisteredBase {
  readonly kind: 'requests';
  /** Runs setup() and returns the requests to measure. */
  prepare(ctx: BenchContext): Promise<readonly BenchRequest[]>;
}

export interface RegisteredMeasurement extends RegisteredBase {
  readonly kind: 'measurement';
  /** Runs setup() and returns the measurement itself, to run once the stream has settled. */
  prepare(ctx: BenchContext, options: MeasurementOptions): Promise<() => Promise<MeasurementOutcome>>;
}

export function defineMeasurement<S = void>(measurement: Measurement<S>): RegisteredMeasurement {
  return {
    kind: 'measurement',
    name: measurement.name,
    description: measurement.description,
    needs: measurement.needs ?? {},
    async prepare(ctx, options) {
      const state = (measurement.setup ? await measurement.setup(ctx, options) : undefined) as S;
      return () => measurement.run(ctx, options, state);
    },
  };
}

export function defineScenario<S = void>(scenario: Scenario<S>): RegisteredRequestScenario {
  return {
    kind: 'requests',
    name: scenario.name,
    description: scenario.description,
    needs: scenario.needs ?? {},
    async prepare(ctx) {
      const state = (scenario.setup ? await scenario.setup(ctx) : undefined) as S;
      const { requests } = scenario;
      return typeof requests === 'function' ? requests(state, ctx) : requests;
    },
  };
}

/** The compat base path the bench's local stack also serves (docs/wordpress-compat.md). */
export const COMPAT_BASE_PATH = '/wp-json/fluent-community/v2';
