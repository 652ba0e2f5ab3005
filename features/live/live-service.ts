/**
 * A WebSocket connection's life (docs/live-updates.md): opened by an authenticated member (the
 * oldest of their connections closed past the limit), its client's messages (subscribe with the
 * channel's visibility check and an optional catch-up, unsubscribe, ping), and its end. While
 * open, it keeps its member's last activity fresh (presence, docs/live-updates.md "Presence").
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { countWithin } from '#platform/data/window-counter-store.ts';
import { keys } from '#platform/data/keys.ts';
import { errorField, log } from '#platform/core/log.ts';
import {
  CATCH_UP_LIMIT,
  channelKey,
  CLIENT_MESSAGES_PER_SECOND,
  CONNECTION_TTL_SECONDS,
  LiveError,
  LOG_SECONDS,
  MAX_CONNECTIONS_PER_MEMBER,
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  parseChannel,
  parseClientMessage,
  type ServerMessage,
} from '#features/live/channels.ts';
import { assertMayHear, mayHear, type Audience } from '#features/live/live-access.ts';
import { addSubscription, markSeen, putConnection, readLog, removeConnection, removeSubscription, touchConnection, userConnections, type LiveConnection } from '#features/live/live-store.ts';
import { closeConnection } from '#features/live/live-sender.ts';
import { refreshLastSeen } from '#features/members/member-service.ts';
import { ApiError } from '#platform/core/errors.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Keeps the new connection; past MAX_CONNECTIONS_PER_MEMBER the member's oldest ones are closed
 * (a forgotten tab gives way to the one in use). `endpoint`: the API's management endpoint.
 */
export async function openConnection(connectionId: string, caller: Caller, endpoint: string, now = new Date()): Promise<void> {
  // An open connection is presence: its member's last activity is refreshed now and while it talks (GET /members/active).
  await Promise.all([
    putConnection({ connection_id: connectionId, user_id: caller.userId, username: caller.username, role: caller.role, connected_at: now.toISOString(), expires_at: seconds(now) + CONNECTION_TTL_SECONDS }),
    refreshLastSeen(caller, now),
  ]);
  const open = (await userConnections(caller.userId)).filter((c) => c.expires_at > seconds(now));
  const excess = open.length - MAX_CONNECTIONS_PER_MEMBER;
  if (excess <= 0) return;
  // Oldest first (gsi1 by connected_at); the API Gateway $disconnect of each removes its items, and a gone one is removed here.
  await Promise.all(
    open.slice(0, excess).map(async (c) => {
      // Best effort: the new connection opens anyway, and a connection left open still expires.
      try {
        await closeConnection(c.connection_id, endpoint);
        await removeConnection(c.connection_id, LOG_SECONDS);
      } catch (error) {
        log.warn('live: closing an old connection failed', { connection_id: c.connection_id, error: errorField(error) });
      }
    }),
  );
}

export async function endConnection(connectionId: string): Promise<void> {
  await removeConnection(connectionId, LOG_SECONDS);
}

/** Counts a client message in its connection's one-second window; past the limit, refused. */
async function assertRate(connectionId: string, now: Date): Promise<void> {
  const wait = await countWithin(
    (window) => ({ key: keys.liveConnectionRate(connectionId, window), entity: 'live_rate', attribute: 'count' }),
    { max: CLIENT_MESSAGES_PER_SECOND, windowSeconds: 1 },
    now,
  );
  if (wait !== null) throw new LiveError(429, 'too_many_requests', `At most ${CLIENT_MESSAGES_PER_SECOND} messages a second.`);
}

/**
 * The answers to one client message, in order: a refusal is an error message, never a closed
 * connection. Null when the connection is no longer known (closed meanwhile).
 */
export async function onClientMessage(connectionId: string, body: string | undefined, now = new Date()): Promise<ServerMessage[] | null> {
  try {
    const [, connection] = await Promise.all([assertRate(connectionId, now), touchConnection(connectionId, now.toISOString())]);
    if (!connection) return null;
    if (now.getTime() - Date.parse(connection.seen_at) >= SEEN_INTERVAL_MS) await stillHere(connection, now);
    const message = parseClientMessage(body);
    switch (message.action) {
      case 'ping':
        return [{ type: 'pong' }];
      case 'unsubscribe': {
        const channel = parseChannel(message.channel);
        if (channel) await removeSubscription(connectionId, channelKey(channel, connection.user_id), LOG_SECONDS);
        return [{ type: 'unsubscribed', channel: message.channel }];
      }
      case 'subscribe':
        return await subscribe(connection, message.channel, message.since);
    }
  } catch (error) {
    if (error instanceof ApiError) return [errorMessage(error, body)];
    throw error;
  }
}

/** Refreshing last activity at most this often per connection (refreshLastSeen's own interval). */
const SEEN_INTERVAL_MS = 60_000;

async function stillHere(c: LiveConnection, now: Date): Promise<void> {
  await Promise.all([refreshLastSeen({ ...callerOf(c), lastSeenAt: c.seen_at }, now), markSeen(c.connection_id, now.toISOString())]);
}

function errorMessage(error: ApiError, body: string | undefined): ServerMessage {
  let channel: unknown;
  try {
    channel = (JSON.parse(body ?? '') as { channel?: unknown }).channel;
  } catch {
    channel = undefined;
  }
  return { type: 'error', code: error.code, message: error.message, ...(typeof channel === 'string' && channel.length <= 64 ? { channel } : {}) };
}

async function subscribe(connection: LiveConnection, name: string, since: string | undefined): Promise<ServerMessage[]> {
  const channel = parseChannel(name);
  if (!channel) throw new LiveError(400, 'invalid_channel', 'Name a channel: notifications, presence, space:<id>, post:<id> or course:<id>.');
  const caller = callerOf(connection);
  await assertMayHear(channel, caller);
  const key = channelKey(channel, connection.user_id);
  const added = await addSubscription(connection, key, MAX_SUBSCRIPTIONS_PER_CONNECTION);
  if (added === null) return [];
  if (!added) throw new LiveError(400, 'too_many_subscriptions', `A connection may follow at most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} channels.`);
  const out: ServerMessage[] = [{ type: 'subscribed', channel: name }];
  if (since === undefined) return out;
  // What the channel carried after the client's last event, still filtered by who may read it now.
  const { messages, covered, truncated } = await readLog(key, since, CATCH_UP_LIMIT);
  if (!covered || truncated) return [...out, { type: 'reload', channel: name }];
  for (const m of messages) {
    const [ok] = await mayHear(m.audience as Audience, [{ user_id: connection.user_id, role: connection.role }]);
    if (ok) out.push(m.body as ServerMessage);
  }
  log.info('live catch-up', { channel: name, sent: out.length - 1 });
  return out;
}

/** What the access rules need of the member behind a connection. */
const callerOf = (c: LiveConnection): Caller => ({
  userId: c.user_id,
  username: c.username,
  role: c.role,
  status: 'active',
  credentialId: 'live',
  scheme: 'bearer',
  lastSeenAt: null,
  appPassword: null,
});
