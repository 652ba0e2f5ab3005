/**
 * Posting to WebSocket connections through the API Gateway Management API (locally the stand-in
 * in scripts/local/websocket-adapter.ts, same protocol). The client is loaded with the first post,
 * so what never posts (the API functions) never bundles it.
 */
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { config } from '#platform/config.ts';
import { registeredClient } from '#platform/core/trace-hooks.ts';

let client: Promise<{ client: ApiGatewayManagementApiClient; sdk: typeof import('@aws-sdk/client-apigatewaymanagementapi') }> | undefined;

/** Connections kept open to the management API per container. */
const MAX_SOCKETS = 128;

/** The endpoint: configured (the router, the fan-out consumer), else the API the event came through (the live function). */
function loadClient(fallbackEndpoint?: string) {
  client ??= (async () => {
    const sdk = await import('@aws-sdk/client-apigatewaymanagementapi');
    const endpoint = config.LIVE_MANAGEMENT_ENDPOINT ?? fallbackEndpoint;
    if (!endpoint) throw new Error('LIVE_MANAGEMENT_ENDPOINT is not configured: live messages cannot be posted');
    // A fan-out invocation posts several batches, 16 at a time each: more than the default 50 sockets.
    const agent = { maxSockets: MAX_SOCKETS, keepAlive: true };
    return { client: registeredClient(new sdk.ApiGatewayManagementApiClient({ region: config.AWS_REGION, endpoint, requestHandler: { httpsAgent: agent, httpAgent: agent } })), sdk };
  })().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** Posts one message; 'gone' when API Gateway no longer knows the connection (410). */
export async function postToConnection(connectionId: string, body: string, fallbackEndpoint?: string): Promise<'sent' | 'gone'> {
  const { client: c, sdk } = await loadClient(fallbackEndpoint);
  try {
    await c.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(body) }));
    return 'sent';
  } catch (error) {
    if (error instanceof sdk.GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410) return 'gone';
    throw error;
  }
}

/** Closes a connection (API Gateway then sends its $disconnect); one already gone is no error. */
export async function closeConnection(connectionId: string, fallbackEndpoint?: string): Promise<void> {
  const { client: c, sdk } = await loadClient(fallbackEndpoint);
  try {
    await c.send(new sdk.DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!(error instanceof sdk.GoneException) && (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 410) throw error;
  }
}
