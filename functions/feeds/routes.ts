/** The feeds function's routes: the posts' own (feed-routes.ts) and the scheduled posts' (scheduled-routes.ts), merged. */
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import type { AnyRoute } from '#shared/http/route.ts';
import { feedRoutes } from './feed-routes.ts';
import { scheduledPostRoutes } from './scheduled-routes.ts';

export const routes: Record<DomainRouteKey<'feeds'>, AnyRoute> = { ...feedRoutes, ...scheduledPostRoutes };
