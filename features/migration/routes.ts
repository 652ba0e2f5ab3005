import { requireCaller } from '#platform/auth/access.ts';
import { ApiError, InvalidParamError, NotFoundError, type FieldIssue } from '#platform/core/errors.ts';
import { CurrentDataKeptError, DeleteConfirmationRequiredError, InvalidItemsError, InvalidStageError } from '#features/migration/errors.ts';
import { originalMaxIds, originalStatus } from '#features/migration/status-forms.ts';
import * as migrations from '#features/migration/run-service.ts';
import { requestUploads } from '#features/migration/uploads.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { Reply, route, type AnyRoute, type RouteDefinition } from '#platform/http/route.ts';
import type * as z from 'zod';
const { configResponse, migrationsResponse, originalStartedResponse, originalStatusResponse, startedResponse, statusResponse, uploadsResponse } = lazyResponses(() => import('./responses.ts'));
import { configQuery, originalStartBody, sourceParams, startBody, statusQuery, uploadsBody } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

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
  'GET /migrations': adminRoute({ responses: { 200: migrationsResponse }, handle: () => migrations.listMigrations() }),
  'GET /migrations/{source}/config': adminRoute({
    params: sourceParams,
    query: configQuery,
    responses: { 200: configResponse },
    errors: { 404: ['rest_no_route', 'upload_not_found'] },
    handle: ({ query }) => migrations.getConfig(query.upload_id),
  }),
  'POST /migrations/{source}/uploads': adminRoute({
    idempotent: true,
    params: sourceParams,
    body: uploadsBody,
    responses: { 200: uploadsResponse },
    errors: { 404: ['rest_no_route', 'upload_not_found'], 409: ['migration_in_progress'] },
    handle: ({ body, caller }) => requestUploads(requireCaller(caller), body),
  }),
  'POST /migrations/{source}/start': adminRoute({
    idempotent: true,
    params: sourceParams,
    body: startBody,
    responses: { 202: startedResponse },
    errors: {
      400: ['invalid_items', 'invalid_export'],
      404: ['rest_no_route', 'upload_not_found'],
      409: ['migration_in_progress'],
      // The original's refusals of delete_current_data, under the compat base path only.
      422: ['delete_confirmation_required', 'current_data_kept'],
      503: ['migration_unavailable'],
    },
    handle: async ({ body, caller }) => new Reply(202, await migrations.startMigration(requireCaller(caller), body)),
    // The original's body and answer: 200 {current_status, max_ids} (status-forms.ts originalStatus).
    compat: {
      status: 200,
      body: originalStartBody,
      handle: async ({ body, caller }) => {
        const b = body as z.output<typeof originalStartBody>;
        if (b.deleteCurrentData) throw b.confirmed ? new CurrentDataKeptError() : new DeleteConfirmationRequiredError();
        return migrations.startMigration(requireCaller(caller), b.start);
      },
      shape: (started: { migration: Parameters<typeof originalStatus>[0] }) => ({ current_status: originalStatus(started.migration), max_ids: originalMaxIds(started.migration) }),
      responses: { 200: originalStartedResponse },
    },
  }),
  'GET /migrations/{source}/status': adminRoute({
    params: sourceParams,
    query: statusQuery,
    responses: { 200: statusResponse },
    errors: { 404: ['rest_no_route', 'migration_not_found'], 422: ['invalid_stage'], 500: ['migration_failed'] },
    handle: ({ query }) => migrations.getStatus(query.migration_id),
    // The original's bare status object; before any start it answers 422 invalid stage.
    compat: {
      handle: async ({ query }) => {
        const found = await migrations.getStatus((query as z.output<typeof statusQuery>).migration_id);
        if (!found.migration) throw new InvalidStageError();
        return originalStatus(found.migration);
      },
      responses: { 200: originalStatusResponse },
    },
  }),
};
