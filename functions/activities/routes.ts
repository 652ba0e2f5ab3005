/** The activities function's routes: the activity history's and community analytics', merged. */
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { routes as activityRoutes } from '#features/activities/routes.ts';
import { analyticsRoutes } from '#features/analytics/routes.ts';

export const routes: Record<DomainRouteKey<'activities'>, AnyRoute> = { ...activityRoutes, ...analyticsRoutes };
