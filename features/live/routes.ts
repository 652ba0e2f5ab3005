/**
 * POST /live/token (served by the auth function, docs/live-updates.md "Connecting"): a browser
 * cannot send an Authorization header on a WebSocket, so it trades its credentials for a
 * 60-second connect token (`?token=`), valid for the WebSocket API only, and learns its address.
 */
import { requireCaller } from '#platform/auth/access.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { liveConnection } from './live-token.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { liveTokenResponse } = lazyResponses(() => import('./responses.ts'));

export const liveRoutes: Partial<Record<DomainRouteKey<'auth'>, AnyRoute>> = {
  'POST /live/token': route({
    access: 'authenticated',
    inherits: 'none',
    responses: { 200: liveTokenResponse },
    handle: ({ caller }) => liveConnection(requireCaller(caller)),
  }),
};
