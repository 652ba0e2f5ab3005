/**
 * The request pipeline's own middlewares, in Middy's shape (options checked once, named phase
 * functions). Order in createHttpHandler: cors -> responder -> route -> authenticate -> body
 * -> validate -> handler.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { assertAccess, assertSecretPresented } from '#platform/auth/access.ts';
import { authenticate, presentsWordPressSession, type Caller } from '#platform/auth/authenticate.ts';
import { wasRemembered } from '#platform/auth/credential-cache.ts';
import { config } from '#platform/config.ts';
import { currentCorrelationId, errorField, log } from '#platform/core/log.ts';
import { recordRequest } from '#platform/core/metrics.ts';
import { currentMetrics } from '#platform/core/request-metrics.ts';
import { isMultipart, parseBody, readMultipart } from '#platform/http/body.ts';
import { ApiError, InvalidParamError, NotAuthenticatedError, type FieldIssue } from '#platform/core/errors.ts';
import { compatError, withOriginalPerPage } from '#platform/http/compat-answers.ts';
import { underCompatBasePath } from '#platform/http/compat-path.ts';
import { errorEnvelope, NoRouteError, TrailingSlashRedirect } from '#platform/http/errors.ts';
import { inputIssues } from '#platform/http/input-guard.ts';
import { publicOrigin } from '#platform/http/public-url.ts';
import { isRestIndex, routeRequest, type RequestQuery } from '#platform/http/router.ts';
import { RawReply, Reply, type AnyRoute, type MultipartBody, type RequestInfo } from '#platform/http/route.ts';

export interface ApiState {
  startedAt: number;
  routeKey: string;
  /** The method the request is answered as: the override on a POST applied (platform/http/router.ts). */
  method?: string;
  route?: AnyRoute;
  pathParameters?: Record<string, string>;
  query?: RequestQuery;
  caller: Caller | null;
  /** The request body as read by requestBody() (JSON or form fields). */
  body?: unknown;
  /** A multipart body, for a route that takes one (RouteDefinition.multipart). */
  multipart?: MultipartBody;
  input?: { query: unknown; body: unknown; params: unknown };
  request?: RequestInfo;
  /** The request came under the compat base path: the route's `compat` answer applies (platform/http/compat-answers.ts). */
  viaCompat?: boolean;
  /** The caller hooks' bookkeeping, running beside the route: the answer waits for it (handler.ts). */
  callerWork?: Promise<unknown>;
}

export interface ApiContext extends Context {
  api: ApiState;
}

export type ApiRequest = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>;
type Middleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>;

/**
 * Finds the route definition for the request's method and path (platform/http/router.ts), so
 * API Gateway needs only one greedy route per mount. HEAD finds the GET route it is answered as;
 * `restIndex` answers the WordPress REST index where the function serves it.
 */
export function routeResolver(routes: Record<string, AnyRoute>, restIndex?: AnyRoute): Middleware {
  const routeResolverBefore = (request: ApiRequest): void => {
    const { rawPath, rawQueryString, headers, requestContext } = request.event;
    const api = request.context.api;
    const routing = routeRequest({ method: requestContext.http.method, rawPath, rawQueryString, headers });
    api.method = routing.method;
    api.query = routing.query;
    api.viaCompat = underCompatBasePath(rawPath);
    if (routing.match && routes[routing.match.key]) {
      api.route = routes[routing.match.key];
      api.routeKey = routing.match.key;
      api.pathParameters = routing.match.pathParameters;
      return;
    }
    if (restIndex && isRestIndex(routing.method, rawPath)) {
      api.route = restIndex;
      api.routeKey = 'GET /wp-json';
      api.pathParameters = {};
      return;
    }
    // The route exists but is another function's: only a trailing slash can have brought it here.
    if (routing.match && rawPath.endsWith('/')) {
      throw new TrailingSlashRedirect(`${rawPath.slice(0, -1)}${rawQueryString ? `?${rawQueryString}` : ''}`);
    }
    throw new NoRouteError(routing.method, rawPath);
  };
  return { before: routeResolverBefore };
}

/**
 * Work the layers below do for each authenticated request (last seen, app password use), given
 * by the handler so the pipeline knows no use case. Runs after the access check, before the route.
 */
export type CallerHook = (caller: Caller) => Promise<void>;

/**
 * A check the domain makes on every request, anonymous or not, once the route's access level let
 * the caller through (the site's access level, features/settings/site-access.ts): it throws to refuse.
 */
export type RequestHook = (caller: Caller | null, route: AnyRoute, method: string) => Promise<void>;

export interface AuthenticationOptions {
  /**
   * Run together once the caller may use the route, beside it (their writes cost the request no
   * round trip of its own); the answer waits for them (ApiState.callerWork). They never throw.
   */
  onCaller?: readonly CallerHook[];
  /** Run in order before `onCaller`, for every request. */
  onRequest?: readonly RequestHook[];
  /** Run before a `pro` route, once its access level is met (the license policy). */
  onPro?: () => Promise<void>;
}

/**
 * Resolves the caller and enforces the route's access level, the site's, and on a PRO route the
 * license policy. A 403 to a caller the container remembered (platform/auth/credential-cache.ts)
 * is checked once more against the login read now: an approval, a higher role or a verified email
 * made in another container applies at once, never only after the cache's time.
 */
export function authentication({ onCaller = [], onRequest = [], onPro }: AuthenticationOptions = {}): Middleware {
  const admit = async (request: ApiRequest, caller: Caller | null): Promise<void> => {
    request.context.api.caller = caller;
    const route = request.context.api.route;
    assertAccess(route?.access ?? 'admin', caller, route?.forbidden);
    if (route?.requiresSecret) assertSecretPresented(caller);
    const method = request.context.api.method ?? request.event.requestContext.http.method;
    if (route) for (const hook of onRequest) await hook(caller, route, method);
    if (route?.pro) await onPro?.();
  };
  const authenticationBefore = async (request: ApiRequest): Promise<void> => {
    const authorization = request.event.headers['authorization'];
    const sourceIp = request.event.requestContext.http.sourceIp;
    let caller = await authenticate(authorization, sourceIp);
    if (!caller && presentsWordPressSession(request.event.headers, request.event.cookies)) {
      throw new NotAuthenticatedError('WordPress login cookies and nonces are not accepted here: sign in with an application password (HTTP Basic) or a Bearer token.');
    }
    try {
      await admit(request, caller);
    } catch (error) {
      if (!caller || !wasRemembered(caller) || !(error instanceof ApiError) || error.statusCode !== 403) throw error;
      caller = await authenticate(authorization, sourceIp, { fresh: true });
      await admit(request, caller);
    }
    const admitted = caller;
    if (admitted) request.context.api.callerWork = Promise.all(onCaller.map((hook) => hook(admitted))).catch(() => undefined);
  };
  return { before: authenticationBefore };
}

/** Reads the body as the type it is labelled (platform/http/body.ts): JSON, form fields, or 413/415. */
export function requestBody(): Middleware {
  const requestBodyBefore = (request: ApiRequest): void => {
    const { body, isBase64Encoded, headers } = request.event;
    const contentType = headers['content-type'];
    if (request.context.api.route?.multipart && contentType && isMultipart(contentType)) {
      request.context.api.multipart = { bytes: readMultipart({ body, isBase64Encoded }), contentType };
      return;
    }
    request.context.api.body = parseBody({ body, isBase64Encoded, contentType });
  };
  return { before: requestBodyBefore };
}

/**
 * Validates path, query and body with the route's zod schemas (under the compat base path, the
 * route's compat schemas and the original's default page size). A path segment that cannot be the
 * route's parameter means no route matches it (404 rest_no_route, as WordPress's patterns decide),
 * not a bad value.
 */
export function validator(): Middleware {
  const validatorBefore = (request: ApiRequest): void => {
    const api = request.context.api;
    const route = api.route;
    if (!route) return;
    const compat = api.viaCompat ? route.compat : undefined;
    const query = api.viaCompat ? withOriginalPerPage(route, api.query?.values ?? {}) : (api.query?.values ?? {});
    const pathParameters = api.pathParameters ?? {};
    if (inputIssues(pathParameters, 'params').length > 0) throw new NoRouteError(api.method ?? request.event.requestContext.http.method, request.event.rawPath);
    const issues = [...inputIssues(query, 'query'), ...inputIssues(api.body, 'body')];
    if (issues.length > 0) throw new InvalidParamError(issues);
    api.input = {
      params: parseParams(request, route, pathParameters),
      query: parsePart(route, compat?.query ?? route.query, 'query', query),
      body: parsePart(route, compat?.body ?? route.body, 'body', api.body ?? {}),
    };
    const headers = request.event.headers;
    api.request = {
      requestId: request.context.awsRequestId,
      url: `${publicOrigin(request.event)}${request.event.rawPath}`,
      query: api.query?.pairs ?? [],
      startedAt: api.startedAt,
      headers,
      sourceIp: request.event.requestContext.http.sourceIp,
    };
  };
  return { before: validatorBefore };
}

function parseParams(request: ApiRequest, route: AnyRoute, value: Record<string, string>): unknown {
  const parsed = (route.params as z.ZodType | undefined)?.safeParse(value);
  if (parsed && !parsed.success) throw new NoRouteError(request.context.api.method ?? request.event.requestContext.http.method, request.event.rawPath);
  return parsed?.data;
}

function parsePart(route: AnyRoute, schema: z.ZodType | undefined, part: 'params' | 'query' | 'body', value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues: FieldIssue[] = parsed.error.issues.map((i) => ({
    path: i.path.length > 0 ? i.path.join('.') : part,
    message: i.message,
  }));
  throw route.invalid?.(issues, part) ?? new InvalidParamError(issues);
}

/**
 * Shapes every response, success or error: JSON body, request id, Server-Timing (contract item 4)
 * and one structured log line per request.
 */
export function responder(): Middleware {
  const responderBefore = (request: ApiRequest): void => {
    request.context.api = { startedAt: performance.now(), routeKey: request.event.routeKey, caller: null };
  };
  const responderAfter = (request: ApiRequest): void => {
    const result = request.response as unknown;
    const reply = result instanceof Reply ? result : new Reply(200, result);
    request.response = finish(request, reply);
  };
  const responderOnError = (request: ApiRequest): void => {
    const error = request.error;
    const raised = error instanceof ApiError ? error : undefined;
    const api = request.context.api;
    const apiError = raised && api?.viaCompat ? compatError(raised, api.route?.compat) : raised;
    const short = request.context.api?.route?.shortErrors === true;
    const body = apiError
      ? errorEnvelope(apiError, short || apiError.short)
      : short
        ? { code: 'internal_server_error', message: 'Internal server error.' }
        : { code: 'internal_server_error', message: 'Internal server error.', data: { status: 500 } };
    request.response = finish(request, new Reply(apiError?.statusCode ?? 500, body, apiError?.headers), apiError ? undefined : error);
  };
  return { before: responderBefore, after: responderAfter, onError: responderOnError };
}

function finish(request: ApiRequest, reply: Reply, failure?: unknown): APIGatewayProxyStructuredResultV2 {
  // The api state is missing only if the pipeline failed before the responder ran.
  const api = request.context.api ?? { startedAt: performance.now(), routeKey: request.event.routeKey, caller: null };
  const appMs = performance.now() - api.startedAt;
  const ddb = currentMetrics();
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'x-request-id': request.context.awsRequestId,
    ...(currentCorrelationId() ? { 'x-correlation-id': currentCorrelationId() as string } : {}),
    ...reply.headers,
  };
  Object.assign(headers, timingHeaders(appMs, ddb));
  recordRequest({ route: api.routeKey, status: reply.status, durationMs: round(appMs), calls: ddb?.calls ?? 0, rcu: round(ddb?.rcu ?? 0), wcu: round(ddb?.wcu ?? 0) });
  if (config.LOG_REQUESTS || failure) {
    // Ids, the route and figures only: never the body, the query or a header (they carry passwords and tokens).
    const fields = {
      request_id: request.context.awsRequestId,
      route: api.routeKey,
      status: reply.status,
      duration_ms: round(appMs),
      ddb_calls: ddb?.calls ?? 0,
      ddb_trips: ddb?.trips ?? 0,
      ddb_ms: round(ddb?.durationMs ?? 0),
      rcu: round(ddb?.rcu ?? 0),
      wcu: round(ddb?.wcu ?? 0),
      user_id: api.caller?.userId ?? null,
      ...(failure ? { error: failure instanceof Error ? (failure.stack ?? errorField(failure)) : errorField(failure) } : {}),
    };
    if (failure) log.error('request', fields);
    else log.info('request', fields);
  }
  // HEAD is answered as GET with the same status and headers, without the body.
  const bodyless = reply.body === undefined || (api.method ?? request.event.requestContext.http.method) === 'HEAD';
  return { statusCode: reply.status, headers, body: bodyless ? '' : reply instanceof RawReply ? (reply.body ?? '') : JSON.stringify(reply.body) };
}

/**
 * Server-Timing (contract item 4) when config.SERVER_TIMING is on; also for the local adapter's own
 * answers. `trips` follows the contract's figures: the request's sequential DynamoDB round trips.
 */
export function timingHeaders(appMs: number, ddb?: ReturnType<typeof currentMetrics>): Record<string, string> {
  if (!config.SERVER_TIMING) return {};
  const rcu = round(ddb?.rcu ?? 0);
  const wcu = round(ddb?.wcu ?? 0);
  return {
    'server-timing': `app;dur=${round(appMs)}, ddb;dur=${round(ddb?.durationMs ?? 0)};desc="calls=${ddb?.calls ?? 0} rcu=${rcu} wcu=${wcu} trips=${ddb?.trips ?? 0}"`,
    'timing-allow-origin': '*',
  };
}

const round = (n: number): number => Math.round(n * 100) / 100;
