/**
 * GET and POST /chat/broadcast/auth (served by the chat function: functions/chat/routes.ts, docs/chat.md
 * "Live and events"): the original's chat authorises its Pusher channels there. We have no Pusher: a client
 * learns what opens our live connection instead, as POST /live/token answers it, and subscribes to
 * its `chat` channel over it. Here, not in chat, because live comes after chat (docs/architecture.md):
 * chat may not use the live feature, live may ask chat whether messaging is on. A body (Pusher's
 * `socket_id`, `channel_name`) is ignored.
 */
import { requireCaller } from '#platform/auth/access.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { chatRules } from '#features/chat/chat-service.ts';
import { liveConnection } from './live-token.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { liveTokenResponse } = lazyResponses(() => import('./responses.ts'));

const broadcastAuth = route({
  access: 'authenticated',
  inherits: 'none',
  pro: true,
  responses: { 200: liveTokenResponse },
  errors: { 403: ['chat_disabled'] },
  handle: async ({ caller }) => {
    await chatRules();
    return liveConnection(requireCaller(caller));
  },
});

export const broadcastRoutes: Record<Extract<DomainRouteKey<'chat'>, `${string} /chat/broadcast/auth`>, AnyRoute> = {
  'GET /chat/broadcast/auth': broadcastAuth,
  'POST /chat/broadcast/auth': broadcastAuth,
};
