/**
 * How a domain declares a route: its access level, zod schemas for path, query and body, and a
 * handler that receives the parsed, typed input. The pipeline (platform/http/handler.ts) does the
 * rest, so a route handler is a few lines: input in, domain call, response out.
 */
import type { z } from 'zod';
import type { AccessLevel } from '#platform/auth/access.ts';
import type { Inherits } from '#platform/auth/route-rules.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import type { ApiError, FieldIssue } from '#platform/core/errors.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the request looked like, for building links (paginator URLs). */
export interface RequestInfo {
  requestId: string;
  /** Absolute URL of the route's path without the query string. */
  url: string;
  /** The query string's decoded pairs in order (without `_method`), to rebuild it in links. */
  query: ReadonlyArray<readonly [string, string]>;
  /** performance.now() when the pipeline took the request (for execution_time). */
  startedAt: number;
  /** The request's headers, lower-cased names (conditional requests: If-None-Match). */
  headers: Readonly<Record<string, string | undefined>>;
  /** The client address API Gateway saw (requestContext.http.sourceIp), for per-address rate limits. */
  sourceIp?: string;
}

/** A multipart/form-data body, handed to a route that reads one itself (`multipart: true`). */
export interface MultipartBody {
  bytes: Buffer;
  /** The Content-Type header, boundary included. */
  contentType: string;
}

export interface RouteInput<Q, B, P> {
  query: Out<Q>;
  body: Out<B>;
  params: Out<P>;
  /** Set when the route takes multipart/form-data and the request sent it (its `body` is then undefined). */
  multipart?: MultipartBody;
  caller: Caller | null;
  request: RequestInfo;
}

export type SuccessStatus = 200 | 201 | 202 | 204 | 207;
export type RouteResponses = Partial<Record<SuccessStatus, z.ZodType>>;
export type RouteErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429 | 500 | 502 | 503, readonly string[]>>;

export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const created = (body: unknown): Reply => new Reply(201, body);

/** An answer whose body is sent as it is, not as JSON (the reference page, its script); its headers name its Content-Type. */
export class RawReply extends Reply {
  constructor(
    status: number,
    override readonly body: string | undefined,
    headers: Record<string, string>,
  ) {
    super(status, body, headers);
  }
}

export interface RouteDefinition<Q = unknown, B = unknown, P = unknown> {
  /** Who may call the route; the pipeline enforces it before the handler. */
  access: AccessLevel;
  /** The route creates credentials or grants privileges: only HTTP Basic (a password or application password) may call it, never a token. */
  requiresSecret?: boolean;
  /**
   * A PRO feature (the spec's [PRO] routes, docs/license.md): once the caller passes `access`, the
   * function's `onPro` guard runs (refusing while a required license is missing).
   */
  pro?: boolean;
  /**
   * `open`: the route answers whatever the site's access level (general `access`: sign-in,
   * registration, public settings, the REST index, one's own profile); every other route is
   * refused to anonymous callers, or to unlisted roles, when the site is not public
   * (features/settings/site-access.ts assertSiteAccess, docs/settings.md "Privacy and access").
   */
  siteAccess?: 'open';
  /**
   * The feature switch (the registry's `features.<key>`) the route belongs to: while it is off, the
   * function's `onFeature` guard refuses the request (403 feature_disabled), after the input is
   * validated. A function picks it from the input (a bookmark through the react route, topics
   * chosen on a post), or answers undefined when the request uses no switchable feature.
   * Administrators' configuration routes declare none: they stay open (docs/settings.md).
   */
  feature?: string | ((input: { query: Out<Q>; body: Out<B>; params: Out<P> }) => string | undefined);
  /** Whose visibility the route inherits and what it needs there (docs/access.md); the domain enforces it. */
  inherits: Inherits;
  /**
   * The caller's own account and credentials (tokens, application passwords, password, email): open
   * to an account whose email awaits verification, which every other write route refuses
   * (features/members/caller-hooks.ts, docs/identity.md "Account mail").
   */
  accountRoute?: true;
  params?: P;
  query?: Q;
  body?: B;
  /** The error for a caller who falls short of `access`, where the spec names its own (space groups' permission_denied). */
  forbidden?: () => ApiError;
  /**
   * The route also takes a multipart/form-data body (up to API Gateway's payload limit) and parses
   * it itself from `input.multipart` (media upload); JSON and form bodies still go through `body`.
   */
  multipart?: boolean;
  /**
   * The route creates something: a request with an `Idempotency-Key` header is served once per
   * caller and key, later ones replay its answer for 24 hours (platform/http/idempotency.ts,
   * docs/idempotency.md). Only for routes a signed-in caller calls.
   */
  idempotent?: true;
  /** Every error of this route answers in the spec's short form {code, message} (space groups, quizzes, migrations). */
  shortErrors?: boolean;
  /**
   * What the route answers, for the OpenAPI description (docs/openapi.md) and the tests, which
   * check every answer against it: each success status with its body's schema (the API's
   * objects are strict, so an undeclared key is a difference).
   */
  responses?: RouteResponses;
  /**
   * The error codes the route's own rules answer, by status (`{404: ['space_not_found']}`); the
   * pipeline's (invalid input, authentication, access, body limits) are added to every route that
   * can meet them.
   */
  errors?: RouteErrors;
  /** Turns field issues into a domain error where the spec names a specific code. */
  invalid?: (issues: FieldIssue[], part: 'params' | 'query' | 'body') => ApiError | undefined;
  /**
   * How the route answers under the compat base path where the original's answer differs
   * (docs/wordpress-compat.md). The pipeline applies it (platform/http/compat-answers.ts): a
   * handler never asks which base path it is under.
   */
  compat?: CompatAnswer<Q, B, P>;
  handle(input: RouteInput<Q, B, P>): Promise<unknown>;
}

/**
 * The original's answer for a route under the compat base path. Keys the original sends that ours
 * lacks are better added on both base paths (additive keys are allowed everywhere); this is for
 * what must differ: another status, another value shape, another input leniency.
 */
export interface CompatAnswer<Q = unknown, B = unknown, P = unknown> {
  /** The success status the original answers (200 where ours is 201 or 202). */
  status?: SuccessStatus;
  /** Reshapes the success body (the handler's, or `handle`'s) into the original's. */
  shape?: (body: any, input: RouteInput<Q, B, P>) => unknown;
  /** Serves the request instead of the route's handler (the original lists other things). */
  handle?: (input: RouteInput<any, any, P>) => Promise<unknown>;
  /** The query schema under the compat base path, when the original reads other parameters. */
  query?: z.ZodType;
  /** The body schema under the compat base path (the original drops what ours refuses). */
  body?: z.ZodType;
  /** The original's default `per_page` where it is not ORIGINAL_PER_PAGE (feeds 10, activities 5). */
  perPage?: number;
  /** The original's status for error codes of this route, beside the global ORIGINAL_ERROR_STATUSES. */
  errors?: Readonly<Record<string, number>>;
  /** The original's success answer, for the compat OpenAPI document; defaults to `responses`. */
  responses?: RouteResponses;
}

/** Declares a route with inferred input types. */
export function route<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(def: RouteDefinition<Q, B, P>): RouteDefinition<Q, B, P> {
  return def;
}

// biome-ignore lint/suspicious/noExplicitAny: a table of routes holds routes of different input types
export type AnyRoute = RouteDefinition<any, any, any>;
