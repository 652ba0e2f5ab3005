import type { DomainRouteKey } from '#shared/http/route-table.ts';
import type { AnyRoute } from '#shared/http/route.ts';

export const routes: Record<DomainRouteKey<'media'>, AnyRoute> = {};
