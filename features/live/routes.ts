/**
 * POST /live/token (served by the auth function, docs/live-updates.md "Connecting"): a browser
 * cannot send an Authorization header on a WebSocket, so it trades its credentials for a
 * 60-second connect token (`?token=`), valid for the WebSocket API only, and learns its address.
 */
import { requireCaller } from '#platform/auth/access.ts';
import { issueLiveToken } from '#platform/auth/tokens.ts';
import { config } from '#platform/config.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { liveTokenResponse } from './responses.ts';

export const liveRoutes: Partial<Record<DomainRouteKey<'auth'>, AnyRoute>> = {
  'POST /live/token': route({
    access: 'authenticated',
    inherits: 'none',
    responses: { 200: liveTokenResponse },
    handle: async ({ caller }) => {
      const c = requireCaller(caller);
      const issued = await issueLiveToken({ userId: c.userId, username: c.username, credentialId: c.credentialId, credentialsVersion: c.credentialsVersion ?? 0 });
      return { ...issued, live_url: config.LIVE_URL ?? null };
    },
  }),
};
