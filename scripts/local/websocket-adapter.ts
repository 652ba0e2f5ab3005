/**
 * The local stand-in for API Gateway's WebSocket API (docs/live-updates.md, "Locally"): WebSocket
 * connections on the HTTP server's port at `path` (an HTTP upgrade), each turned into the events
 * API Gateway sends the live function (`$connect` with the headers and query string, `$default`
 * with each message's body, `$disconnect`), and a stand-in of the management API on its own
 * loopback port (`POST`, `GET`, `DELETE /@connections/{id}`; 410 GoneException for an unknown
 * connection) that the same delivery code posts to through the SDK. As API Gateway does, a
 * connection whose `$connect` does not answer 200 is refused with that status before it opens,
 * one idle for 10 minutes or open for 2 hours is closed, and a message over 128 KB closes it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { WebSocketEvent, WebSocketResult } from '#functions/live/index.ts';

export type WebSocketHandler = (event: WebSocketEvent) => Promise<WebSocketResult>;

export interface WebSocketAdapterOptions {
  /** The HTTP server (already listening) whose upgrades on `path` are WebSocket connections. */
  server: Server;
  path: string;
  handler: () => Promise<WebSocketHandler>;
  /** API Gateway's limits, shortened by tests. */
  idleSeconds?: number;
  maxSeconds?: number;
}

export interface WebSocketAdapter {
  /** The management API stand-in's endpoint (LIVE_MANAGEMENT_ENDPOINT). */
  managementEndpoint: string;
  /** Open connections now. */
  connections(): number;
  /** Management API calls served (posts, deletes, gets) and messages posted to clients. */
  calls: { post: number; delete: number; get: number; gone: number };
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 128 * 1024;

interface Connection {
  ws: WebSocket;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
  /** Invocations under way: messages run side by side, as in API Gateway; $disconnect comes after them. */
  inFlight: Set<Promise<unknown>>;
  timers: NodeJS.Timeout[];
}

export async function startWebSocketAdapter(options: WebSocketAdapterOptions): Promise<WebSocketAdapter> {
  const connections = new Map<string, Connection>();
  const calls = { post: 0, delete: 0, get: 0, gone: 0 };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const idleMs = (options.idleSeconds ?? 600) * 1000;
  const maxMs = (options.maxSeconds ?? 7200) * 1000;
  const address = options.server.address() as AddressInfo;
  const domainName = `${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`;

  const baseContext = (connectionId: string, c: Pick<Connection, 'sourceIp' | 'userAgent' | 'connectedAt'>) => ({
    connectionId,
    domainName,
    stage: 'local',
    apiId: 'local',
    requestId: randomUUID(),
    connectedAt: c.connectedAt.getTime(),
    requestTimeEpoch: Date.now(),
    identity: { sourceIp: c.sourceIp, userAgent: c.userAgent },
  });

  /** Invocations in flight (a closed connection's $disconnect included): stop() waits for them before the table goes. */
  const inFlight = new Set<Promise<WebSocketResult>>();
  const invoke = (event: WebSocketEvent): Promise<WebSocketResult> => {
    const run = (async () => {
      try {
        return await (await options.handler())(event);
      } catch (error) {
        console.error(error);
        return { statusCode: 500 };
      }
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== options.path) {
      refuse(socket, 404);
      return;
    }
    // As API Gateway names them: 16 characters of base64.
    const connectionId = `${randomBytes(11).toString('base64url')}=`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    const query = Object.fromEntries(url.searchParams);
    const meta = { connectedAt: new Date(), sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' };
    void invoke({
      requestContext: { ...baseContext(connectionId, meta), routeKey: '$connect', eventType: 'CONNECT' },
      headers,
      ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
      isBase64Encoded: false,
    }).then((result) => {
      if (result.statusCode !== 200 || socket.destroyed) {
        refuse(socket, result.statusCode);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const c: Connection = { ws, ...meta, lastActiveAt: meta.connectedAt, inFlight: new Set(), timers: [] };
        connections.set(connectionId, c);
        let idle = setTimeout(() => ws.close(1001, 'Going away'), idleMs).unref();
        c.timers.push(setTimeout(() => ws.close(1001, 'Going away'), maxMs).unref());
        ws.on('message', (data, isBinary) => {
          c.lastActiveAt = new Date();
          clearTimeout(idle);
          idle = setTimeout(() => ws.close(1001, 'Going away'), idleMs).unref();
          const body = Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
          const message = invoke({
            requestContext: { ...baseContext(connectionId, c), routeKey: '$default', eventType: 'MESSAGE' },
            body: isBinary ? body.toString('base64') : body.toString('utf8'),
            isBase64Encoded: isBinary,
          });
          c.inFlight.add(message);
          void message.finally(() => c.inFlight.delete(message));
        });
        ws.on('close', (code, reason) => {
          clearTimeout(idle);
          for (const t of c.timers) clearTimeout(t);
          connections.delete(connectionId);
          const disconnect = Promise.allSettled([...c.inFlight]).then(() =>
            invoke({
              requestContext: { ...baseContext(connectionId, c), routeKey: '$disconnect', eventType: 'DISCONNECT', disconnectStatusCode: code, disconnectReason: reason.toString() } as WebSocketEvent['requestContext'],
            }),
          );
          c.inFlight.add(disconnect);
        });
      });
    });
  };
  options.server.on('upgrade', onUpgrade);

  // The management API: the SDK's ApiGatewayManagementApiClient, pointed here, posts raw bodies.
  const management = createServer((req, res) => {
    const match = /^\/@connections\/([^/?]+)$/.exec(req.url ?? '');
    const id = match ? decodeURIComponent(match[1] ?? '') : undefined;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const c = id !== undefined ? connections.get(id) : undefined;
      if (!match) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
        return;
      }
      if (!c || c.ws.readyState !== c.ws.OPEN) {
        calls.gone++;
        res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' }).end(JSON.stringify({ message: null }));
        return;
      }
      if (req.method === 'POST') {
        calls.post++;
        c.ws.send(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200).end();
      } else if (req.method === 'DELETE') {
        calls.delete++;
        c.ws.close(1000, 'Closed by the service');
        res.writeHead(204).end();
      } else if (req.method === 'GET') {
        calls.get++;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ConnectedAt: c.connectedAt.toISOString(), LastActiveAt: c.lastActiveAt.toISOString(), Identity: { SourceIp: c.sourceIp, UserAgent: c.userAgent } }));
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    management.once('error', reject);
    management.listen(0, '127.0.0.1', () => resolve());
  });
  const managementEndpoint = `http://127.0.0.1:${(management.address() as AddressInfo).port}`;

  return {
    managementEndpoint,
    connections: () => connections.size,
    calls,
    stop: async () => {
      options.server.off('upgrade', onUpgrade);
      const closing = [...connections.values()];
      for (const c of closing) c.ws.terminate();
      await new Promise((resolve) => setImmediate(resolve));
      // Their $disconnect calls (and those of connections closed just before) finish before the table goes.
      await Promise.allSettled(closing.flatMap((c) => [...c.inFlight]));
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      wss.close();
      management.closeAllConnections();
      await new Promise<void>((resolve) => management.close(() => resolve()));
    },
  };
}

function refuse(socket: Duplex, status: number): void {
  if (!socket.destroyed) socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}
