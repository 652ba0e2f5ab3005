/**
 * Builds a domain function's Lambda handler from its route table: the common middy stack, a
 * per-request DynamoDB metrics scope around it, and the function's credential cache
 * (platform/auth/credential-cache.ts).
 *
 * @example
 * export const handler = createHttpHandler(settingsRoutes, pipelineHooks);
 */
import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config } from '#platform/config.ts';
import { newMetrics, withMetrics } from '#platform/core/request-metrics.ts';
import { withCorrelation } from '#platform/core/log.ts';
import { flushMetrics, noteColdStart } from '#platform/core/metrics.ts';
import {
  authentication,
  requestBody,
  responder,
  routeResolver,
  validator,
  type ApiContext,
  type CallerHook,
  type RequestHook,
} from '#platform/http/middleware.ts';
import { compatHandle } from '#platform/http/compat-answers.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, idempotencyKeyOf, serveOnce, type RunOnce } from '#platform/http/idempotency.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { ruleProblem } from '#platform/auth/route-rules.ts';
import { CredentialCache, withCredentialCache } from '#platform/auth/credential-cache.ts';

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * X-HTTP-Method-Override: a browser client may override a POST (platform/http/router.ts).
 * X-WP-Nonce: an original's browser client gets its 401 rest_forbidden, not a failed preflight.
 */
export const CORS_HEADERS = `Authorization,Content-Type,X-Request-Id,X-Correlation-Id,X-HTTP-Method-Override,X-WP-Nonce,${IDEMPOTENCY_HEADER}`;

export interface HttpHandlerOptions {
  /** What the domain does for each authenticated request (features/members/caller-hooks.ts). */
  onCaller: readonly CallerHook[];
  /** What the domain checks for every request, anonymous or not (features/members/caller-hooks.ts). */
  onRequest?: readonly RequestHook[];
  /**
   * Runs before every `pro` route, once the caller passes its access level: the license policy
   * (features/settings/license-service.ts licenseGuard), given by functions that have PRO routes.
   */
  onPro?: () => Promise<void>;
  /**
   * Runs before every route that declares a `feature` (route.ts), once its input is valid: refuses
   * while that feature is switched off (features/settings/feature-switches.ts assertFeatureOn).
   */
  onFeature?: (feature: string) => Promise<void>;
  /**
   * Keeps the first answers of `idempotent` routes (platform/data/idempotency-store.ts runOnce),
   * given by functions that have such routes (features/members/caller-hooks.ts pipelineHooks).
   */
  runOnce?: RunOnce;
  /**
   * Answers `GET /wp-json/` when the compat base path is on: given by the settings function,
   * which API Gateway's `$default` route reaches (platform/http/rest-index.ts).
   */
  restIndex?: AnyRoute;
}

export function createHttpHandler(routes: Record<string, AnyRoute>, options: HttpHandlerOptions): HttpHandler {
  // A route without a well-formed access declaration fails at load, not at its first request.
  for (const [key, route] of Object.entries(routes)) {
    const problem = ruleProblem(route);
    if (problem) throw new Error(`${key}: ${problem} (docs/access.md)`);
    if (route.pro && !options.onPro) throw new Error(`${key}: a PRO route needs the function's onPro guard (docs/license.md)`);
    if (route.feature && !options.onFeature) throw new Error(`${key}: a route with a feature switch needs the function's onFeature guard (docs/settings.md)`);
    // Keys are per caller: an anonymous caller has none to scope them by.
    if (route.idempotent && !options.runOnce) throw new Error(`${key}: an idempotent route needs the function's runOnce store (docs/idempotency.md)`);
    if (route.idempotent && route.access === 'anyone') throw new Error(`${key}: an idempotent route needs a signed-in caller (docs/idempotency.md)`);
  }
  const pipeline = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ApiContext>()
    .use(
      httpCors({
        origins: config.CORS_ORIGINS.split(',').map((o) => o.trim()),
        headers: CORS_HEADERS,
        exposeHeaders: `Server-Timing,X-Request-Id,X-Correlation-Id,Retry-After,${REPLAYED_HEADER}`,
      }),
    )
    .use(responder())
    .use(routeResolver(routes, options.restIndex))
    .use(authentication({ onCaller: options.onCaller, onRequest: options.onRequest ?? [], ...(options.onPro ? { onPro: options.onPro } : {}) }))
    .use(requestBody())
    .use(validator())
    .handler(async (_event, context) => {
      try {
        return await serveRoute(context);
      } finally {
        await context.api.callerWork;
      }
    });

  async function serveRoute(context: ApiContext): Promise<APIGatewayProxyStructuredResultV2> {
    const { route, input, caller, request, multipart } = context.api;
    if (!route || !input || !request) throw new Error('pipeline did not resolve the route');
    const feature = typeof route.feature === 'function' ? route.feature(input) : route.feature;
    if (feature) await options.onFeature?.(feature);
    const routeInput = { ...input, caller, request, ...(multipart ? { multipart } : {}) };
    const serve = () => (context.api.viaCompat ? compatHandle(route, routeInput) : route.handle(routeInput));
    const key = route.idempotent && caller ? idempotencyKeyOf(request.headers) : undefined;
    if (!key || !caller || !options.runOnce) return (await serve()) as APIGatewayProxyStructuredResultV2;
    const signature = {
      routeKey: context.api.routeKey,
      viaCompat: context.api.viaCompat === true,
      params: context.api.pathParameters ?? {},
      query: context.api.query?.values ?? {},
      body: context.api.body ?? null,
      ...(multipart ? { multipart } : {}),
    };
    return (await serveOnce(options.runOnce, caller, key, signature, context, serve)) as unknown as APIGatewayProxyStructuredResultV2;
  }

  // One per handler: one per container in Lambda, one per function in the local stack's one process.
  const credentials = new CredentialCache(config.CREDENTIAL_CACHE_SECONDS * 1000);
  // The request's correlation id: the client's X-Correlation-Id when well formed, else API Gateway's request id.
  return (event, context) =>
    withCorrelation(event.headers?.['x-correlation-id'] ?? event.requestContext?.requestId, async () => {
      noteColdStart();
      try {
        return await withCredentialCache(credentials, () =>
          withMetrics(newMetrics(), async () => {
            try {
              return await pipeline(event, context as ApiContext);
            } finally {
              // An answer that skipped the handler (a refused body) still leaves nothing running.
              await (context as Partial<ApiContext>).api?.callerWork;
            }
          }),
        );
      } finally {
        flushMetrics();
      }
    });
}
