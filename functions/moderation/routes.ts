/**
 * The moderation function's routes (docs/moderation.md): content reports and the review of held
 * content, under the `/moderation` mount (its config, `/moderation/config`, is a settings group
 * served by the settings function). Apart from the feeds function, so moderators' work adds nothing
 * to the bundle every feed read loads.
 */
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { moderationRoutes } from '#features/moderation/routes.ts';
import { reportRoutes } from '#features/moderation/report-routes.ts';

export const routes: Record<DomainRouteKey<'moderation'>, AnyRoute> = { ...(reportRoutes as Record<DomainRouteKey<'moderation'>, AnyRoute>), ...(moderationRoutes as Record<DomainRouteKey<'moderation'>, AnyRoute>) };
