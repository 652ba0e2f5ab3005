/**
 * The original's polling routes under /feeds (ticker-service.ts), served by the feeds function
 * (functions/feeds/routes.ts merges them). A caller who is not signed in is answered 200 with
 * `error`, as the original answers, not refused: its clients poll before they sign in.
 */
import { route } from '#platform/http/route.ts';
const { tickerResponse, tickerUpdatesResponse } = lazyResponses(() => import('#features/notifications/responses.ts'));
import { tickerQuery, tickerUpdatesQuery } from '#features/notifications/schemas.ts';
import { tickerFor, tickerUpdatesFor } from '#features/notifications/ticker-service.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

export const tickerRoutes = {
  'GET /feeds/ticker': route({
    access: 'anyone',
    // Posts come from the caller's feed, each under the read rule (feed-list-service.ts).
    inherits: 'none',
    query: tickerQuery,
    responses: { 200: tickerResponse },
    handle: ({ query, caller, request }) => tickerFor(caller, query.since, request.startedAt),
  }),
  'GET /feeds/ticker-updates': route({
    access: 'anyone',
    inherits: 'none',
    query: tickerUpdatesQuery,
    responses: { 200: tickerUpdatesResponse },
    handle: ({ query, caller }) => tickerUpdatesFor(caller, query.context, query.since),
  }),
};
