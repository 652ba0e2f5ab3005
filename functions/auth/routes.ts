import { issueToken } from '#shared/auth/tokens.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { route, type AnyRoute } from '#shared/http/route.ts';

export const routes: Record<DomainRouteKey<'auth'>, AnyRoute> = {
  /** Exchanges the Basic credentials of this request for a short-lived Bearer token. */
  'POST /auth/token': route({
    access: 'authenticated',
    handle: async ({ caller }) => {
      if (!caller) throw new Error('authenticated route without caller');
      return issueToken({ userId: caller.userId, username: caller.username, credentialId: caller.credentialId });
    },
  }),
};
