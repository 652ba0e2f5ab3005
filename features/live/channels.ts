/**
 * Live updates' channels, messages and limits (docs/live-updates.md). A channel's name is what a
 * client says; its key is where its subscribers are kept: the caller's own channels
 * (`notifications`, `chat`, `course:<id>`) are keyed by member, so a channel's subscribers are always the
 * ones its messages are for.
 */
import { ApiError } from '#platform/core/errors.ts';
import { config } from '#platform/config.ts';

export type Channel =
  | { kind: 'notifications'; name: 'notifications' }
  | { kind: 'presence'; name: 'presence' }
  | { kind: 'chat'; name: 'chat' }
  | { kind: 'space' | 'post' | 'course'; id: number; name: string };

/** A client's message at most this long (bytes); API Gateway's own frame limit is 32 KB. */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
/** Client messages per connection and second (a window counter: shared by every container). */
export const CLIENT_MESSAGES_PER_SECOND = 10;
/** Channels per connection: config LIVE_SUBSCRIPTIONS_PER_CONNECTION (50). */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = config.LIVE_SUBSCRIPTIONS_PER_CONNECTION;
/** Connections per member; the oldest is closed when a member opens one more. */
export const MAX_CONNECTIONS_PER_MEMBER = 10;
/** API Gateway closes a connection after two hours; its items outlive that by an hour, then expire. */
export const CONNECTION_TTL_SECONDS = 3 * 3600;
/** How long a channel's messages are kept for clients catching up. */
export const LOG_SECONDS = 5 * 60;
/** At most this many kept messages are sent to a client catching up; more means reload. */
export const CATCH_UP_LIMIT = 100;

const ID = /^[1-9]\d{0,11}$/;

/** The channel a client names, or null when it names none. */
export function parseChannel(name: unknown): Channel | null {
  if (typeof name !== 'string' || name.length > 64) return null;
  if (name === 'notifications') return { kind: 'notifications', name };
  if (name === 'presence') return { kind: 'presence', name };
  if (name === 'chat') return { kind: 'chat', name };
  const [kind, id, ...rest] = name.split(':');
  if (rest.length > 0 || id === undefined || !ID.test(id)) return null;
  if (kind === 'space' || kind === 'post' || kind === 'course') return { kind, id: Number(id), name };
  return null;
}

/** Where the channel's subscribers are kept: one member's own channels by member. */
export function channelKey(channel: Channel, userId: number): string {
  if (channel.kind === 'notifications') return `notifications:${userId}`;
  if (channel.kind === 'chat') return `chat:${userId}`;
  if (channel.kind === 'course') return `course:${channel.id}:${userId}`;
  return channel.name;
}

/** A message to a client. `id` is the event's id: a client drops one it has seen (a retried delivery). */
export type ServerMessage =
  | { type: 'event'; event: string; id: string; channel: string; data: Record<string, unknown> }
  | { type: 'subscribed' | 'unsubscribed' | 'reload'; channel: string }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string; channel?: string };

/** A client's message, once parsed. */
export type ClientMessage = { action: 'subscribe'; channel: string; since?: string } | { action: 'unsubscribe'; channel: string } | { action: 'ping' };

/** A refusal sent as `{type:'error', code, message}`: the connection stays open. */
export class LiveError extends ApiError {
  constructor(status: number, code: string, message: string) {
    super(status, code, message);
  }
}

const EVENT_ID = /^[0-9a-f]{32}$/;

/** The client's message, or a LiveError saying what is wrong with it. */
export function parseClientMessage(body: string | undefined): ClientMessage {
  if (body === undefined || Buffer.byteLength(body) > MAX_CLIENT_MESSAGE_BYTES) throw new LiveError(413, 'message_too_large', `A message may be at most ${MAX_CLIENT_MESSAGE_BYTES} bytes.`);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new LiveError(400, 'invalid_json', 'A message must be a JSON object.');
  }
  if (typeof value !== 'object' || value === null) throw new LiveError(400, 'invalid_json', 'A message must be a JSON object.');
  const m = value as Record<string, unknown>;
  switch (m['action']) {
    case 'ping':
      return { action: 'ping' };
    case 'subscribe':
    case 'unsubscribe': {
      if (typeof m['channel'] !== 'string') throw new LiveError(400, 'invalid_channel', 'Name a channel: notifications, chat, presence, space:<id>, post:<id> or course:<id>.');
      if (m['action'] === 'unsubscribe') return { action: 'unsubscribe', channel: m['channel'] };
      const since = m['since'];
      if (since !== undefined && (typeof since !== 'string' || !EVENT_ID.test(since))) throw new LiveError(400, 'invalid_since', '`since` must be the id of an event this connection received.');
      return { action: 'subscribe', channel: m['channel'], ...(since !== undefined ? { since } : {}) };
    }
    default:
      throw new LiveError(400, 'invalid_action', 'The action must be subscribe, unsubscribe or ping.');
  }
}
