/** The feeds function's routes: the posts' own, the scheduled posts' and moderation's (/moderation: content reports, the review of held content), merged. */
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { feedRoutes } from '#features/feeds/routes.ts';
import { reportRoutes } from '#features/moderation/report-routes.ts';
import { scheduledPostRoutes } from '#features/scheduled-posts/routes.ts';
import { moderationRoutes } from '#features/moderation/routes.ts';

export const routes: Record<DomainRouteKey<'feeds'>, AnyRoute> = { ...feedRoutes, ...scheduledPostRoutes, ...reportRoutes, ...moderationRoutes };
