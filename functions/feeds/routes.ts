/** The feeds function's routes: the posts' own, the scheduled posts' and the ticker's (notifications), merged. */
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { feedRoutes } from '#features/feeds/routes.ts';
import { scheduledPostRoutes } from '#features/scheduled-posts/routes.ts';
import { tickerRoutes } from '#features/notifications/ticker-routes.ts';

export const routes: Record<DomainRouteKey<'feeds'>, AnyRoute> = { ...feedRoutes, ...scheduledPostRoutes, ...tickerRoutes };
