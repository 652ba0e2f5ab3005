import { requireCaller } from '#shared/auth/access.ts';
import { ApiError, InvalidParamError, NotFoundError, type FieldIssue } from '#shared/core/errors.ts';
import { InvalidItemsError } from '#shared/domain/migration/errors.ts';
import * as migrations from '#shared/domain/migration/run-service.ts';
import { requestUploads } from '#shared/domain/migration/uploads.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { Reply, route, type AnyRoute, type RouteDefinition } from '#shared/http/route.ts';
import type * as z from 'zod';
import { configQuery, sourceParams, startBody, statusQuery, uploadsBody } from './schemas.ts';

/**
 * A field that fails validation: rest_invalid_param in the short form the migration routes answer
 * in, keeping `data.params` (which field, why); `items` answers the spec's invalid_items; an
 * unknown source is no route at all, as on the original platform.
 */
function invalid(issues: FieldIssue[], part: 'params' | 'query' | 'body'): ApiError {
  if (part === 'params') return new NotFoundError('rest_no_route', 'No route was found matching the URL and request method.');
  const items = issues.find((i) => i.path === 'items' || i.path.startsWith('items.'));
  if (items) return new InvalidItemsError(`items ${items.message}.`);
  const full = new InvalidParamError(issues);
  const why = issues.map((i) => `${i.path} ${i.message}`).join('; ');
  return new ApiError(400, full.code, `${full.message} (${why})`, { short: true, extra: { data: { status: 400, ...full.data } } });
}

/** Migrations: administrators only, errors in the spec's short form (docs/migration.md, "Endpoints"). */
function adminRoute<Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  def: Omit<RouteDefinition<Q, B, P>, 'access' | 'inherits' | 'invalid' | 'shortErrors'>,
): RouteDefinition<Q, B, P> {
  return route({ ...def, access: 'admin', inherits: 'none', invalid, shortErrors: true });
}

export const routes: Record<DomainRouteKey<'migrations'>, AnyRoute> = {
  'GET /migrations': adminRoute({ handle: () => migrations.listMigrations() }),
  'GET /migrations/{source}/config': adminRoute({
    params: sourceParams,
    query: configQuery,
    handle: ({ query }) => migrations.getConfig(query.upload_id),
  }),
  'POST /migrations/{source}/uploads': adminRoute({
    params: sourceParams,
    body: uploadsBody,
    handle: ({ body, caller }) => requestUploads(requireCaller(caller), body),
  }),
  'POST /migrations/{source}/start': adminRoute({
    params: sourceParams,
    body: startBody,
    handle: async ({ body, caller }) => new Reply(202, await migrations.startMigration(requireCaller(caller), body)),
  }),
  'GET /migrations/{source}/status': adminRoute({
    params: sourceParams,
    query: statusQuery,
    handle: ({ query }) => migrations.getStatus(query.migration_id),
  }),
};
