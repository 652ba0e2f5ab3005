/**
 * The auth function's routes: sign-in tokens, registration and application passwords under
 * `/auth` (features/members/auth-routes.ts), and the mail routes under `/email` (features/mail/routes.ts,
 * and the unsubscribe link's, features/mail/unsubscribe-routes.ts), and the live updates' connect token
 * (features/live/routes.ts).
 */
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { routes as authRoutes } from '#features/members/auth-routes.ts';
import { mailRoutes } from '#features/mail/routes.ts';
import { unsubscribeRoutes } from '#features/mail/unsubscribe-routes.ts';
import { liveRoutes } from '#features/live/routes.ts';

export const routes: Record<DomainRouteKey<'auth'>, AnyRoute> = { ...(authRoutes as Record<DomainRouteKey<'auth'>, AnyRoute>), ...(mailRoutes as Record<DomainRouteKey<'auth'>, AnyRoute>), ...(unsubscribeRoutes as Record<DomainRouteKey<'auth'>, AnyRoute>), ...(liveRoutes as Record<DomainRouteKey<'auth'>, AnyRoute>) };
