/**
 * The chat function's routes: chat's (features/chat/routes.ts) and /chat/broadcast/auth, which
 * hands out the live connection's token and is live's (features/live/broadcast-routes.ts: live
 * comes after chat, docs/architecture.md).
 */
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { routes as chatRoutes } from '#features/chat/routes.ts';
import { broadcastRoutes } from '#features/live/broadcast-routes.ts';

export const routes: Record<DomainRouteKey<'chat'>, AnyRoute> = { ...chatRoutes, ...broadcastRoutes };
