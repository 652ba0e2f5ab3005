/**
 * The WebSocket API's function (docs/live-updates.md): API Gateway's `$connect`, `$disconnect`
 * and `$default` routes (lib/live-stack.ts; locally scripts/local/websocket-adapter.ts builds the
 * same events). `$connect` authenticates as the REST API does (an Authorization header, or a
 * connect token `?token=` from POST /live/token for browsers) and answers 401 without valid
 * credentials, so the connection never opens. Answers to a client's messages are posted to its
 * connection through the management API.
 */
import { authenticate, authenticateLiveToken, type Caller } from '#platform/auth/authenticate.ts';
import { ApiError } from '#platform/core/errors.ts';
import { errorField, log, withCorrelation } from '#platform/core/log.ts';
import { endConnection, onClientMessage, openConnection } from '#features/live/live-service.ts';
import { postToConnection } from '#features/live/live-sender.ts';

/** What API Gateway sends a WebSocket API's Lambda proxy integration (the fields used here). */
export interface WebSocketEvent {
  requestContext: {
    routeKey: string;
    eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE';
    connectionId: string;
    domainName: string;
    stage: string;
    requestId?: string;
    identity?: { sourceIp?: string };
  };
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string;
  isBase64Encoded?: boolean;
}

export interface WebSocketResult {
  statusCode: number;
  body?: string;
}

/** The management endpoint of the API the event came through (config LIVE_MANAGEMENT_ENDPOINT wins). */
const endpointOf = (e: WebSocketEvent) => `https://${e.requestContext.domainName}/${e.requestContext.stage}`;

const header = (e: WebSocketEvent, name: string) => Object.entries(e.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];

async function callerOf(e: WebSocketEvent): Promise<Caller | null> {
  const authorization = header(e, 'authorization');
  if (authorization) return authenticate(authorization, e.requestContext.identity?.sourceIp ?? '');
  const token = e.queryStringParameters?.['token'];
  return token ? authenticateLiveToken(token) : null;
}

async function connect(e: WebSocketEvent): Promise<WebSocketResult> {
  let caller: Caller | null;
  try {
    caller = await callerOf(e);
  } catch (error) {
    if (error instanceof ApiError) return { statusCode: 401 };
    throw error;
  }
  if (!caller) return { statusCode: 401 };
  if (caller.status !== 'active') return { statusCode: 403 };
  await openConnection(e.requestContext.connectionId, caller, endpointOf(e));
  return { statusCode: 200 };
}

async function message(e: WebSocketEvent): Promise<WebSocketResult> {
  const id = e.requestContext.connectionId;
  const body = e.isBase64Encoded && e.body !== undefined ? Buffer.from(e.body, 'base64').toString('utf8') : e.body;
  const answers = await onClientMessage(id, body);
  for (const answer of answers ?? []) {
    if ((await postToConnection(id, JSON.stringify(answer), endpointOf(e))) === 'gone') {
      await endConnection(id);
      break;
    }
  }
  return { statusCode: 200 };
}

export async function handler(e: WebSocketEvent): Promise<WebSocketResult> {
  return withCorrelation(e.requestContext.requestId, async () => {
    try {
      switch (e.requestContext.routeKey) {
        case '$connect':
          return await connect(e);
        case '$disconnect':
          await endConnection(e.requestContext.connectionId);
          return { statusCode: 200 };
        default:
          return await message(e);
      }
    } catch (error) {
      log.error('live route failed', { route: e.requestContext.routeKey, error: errorField(error) });
      return { statusCode: 500 };
    }
  });
}
