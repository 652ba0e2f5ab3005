/**
 * The compatibility layer: how a request under the compat base path (the original's clients,
 * docs/wordpress-compat.md) is answered where the original differs from the spec. Routes declare
 * their differences (RouteDefinition.compat); the pipeline applies them here and nowhere else, so
 * no handler checks which base path it is under.
 */
import { ApiError } from '#platform/core/errors.ts';
import { Reply, type AnyRoute, type CompatAnswer, type RouteInput } from '#platform/http/route.ts';

/** The original's page size wherever a route does not name its own (Model::getPerPage). */
export const ORIGINAL_PER_PAGE = 15;

/**
 * Error codes the original answers with another status wherever they arise: its validators and
 * refusals answer 422 (`sendError`'s default), where the spec's are 400.
 */
export const ORIGINAL_ERROR_STATUSES: Readonly<Record<string, number>> = {
  rest_invalid_param: 422,
  duplicate_comment: 422,
  topic_required: 422,
};

/** The status an error answers with under the compat base path. */
export function compatErrorStatus(code: string, status: number, compat: CompatAnswer | undefined): number {
  return compat?.errors?.[code] ?? ORIGINAL_ERROR_STATUSES[code] ?? status;
}

/** The error as the original's clients get it: the same envelope, the original's status. */
export function compatError(error: ApiError, compat: CompatAnswer | undefined): ApiError {
  const status = compatErrorStatus(error.code, error.statusCode, compat);
  if (status === error.statusCode) return error;
  return new ApiError(status, error.code, error.message, { data: error.data, short: error.short, extra: error.extra, headers: error.headers, cause: error });
}

/** A paginated route's query with the original's default `per_page` when the client sent none. */
export function withOriginalPerPage(route: AnyRoute, query: Record<string, unknown>): Record<string, unknown> {
  if (query['per_page'] !== undefined || !acceptsPerPage(route.compat?.query ?? route.query)) return query;
  return { ...query, per_page: String(route.compat?.perPage ?? ORIGINAL_PER_PAGE) };
}

function acceptsPerPage(schema: unknown): boolean {
  // A union of queries (GET /courses' `type=enrolled` and catalogue) pages when each of its options does.
  const options = (schema as { options?: unknown[] } | undefined)?.options;
  if (Array.isArray(options)) return options.length > 0 && options.every(acceptsPerPage);
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'per_page' in shape;
}

/** Serves a route under the compat base path: its compat handler or its own, then the original's status and shape. */
export async function compatHandle(route: AnyRoute, input: RouteInput<any, any, any>): Promise<unknown> {
  const compat = route.compat;
  const result = await (compat?.handle ?? route.handle)(input);
  if (!compat?.shape && !compat?.status) return result;
  const reply = result instanceof Reply ? result : new Reply(200, result);
  const body = compat.shape ? compat.shape(reply.body, input) : reply.body;
  return new Reply(compat.status ?? reply.status, body, reply.headers);
}
