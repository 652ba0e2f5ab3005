/**
 * The local stand-in for API Gateway (HTTP API): sends each request to the domain function of its
 * mount, or the `$default` function, with the event API Gateway would build for the greedy route
 * (lib/api-stack.ts); the function matches the route itself (platform/http/router.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { CORS_HEADERS, type HttpHandler } from '#platform/http/handler.ts';
import { timingHeaders } from '#platform/http/middleware.ts';
import { API_GATEWAY_MAX_BODY_BYTES } from '#platform/http/body.ts';
import { gatewayRoute } from '#platform/http/router.ts';
import type { Domain } from '#platform/http/route-table.ts';
import { errorEnvelope, PayloadTooLargeError } from '#platform/http/errors.ts';
import { InvalidParamError, type ApiError, type FieldIssue } from '#platform/core/errors.ts';

export interface HttpAdapterOptions {
  loadHandler: (domain: Domain) => Promise<HttpHandler>;
}

export function createHttpAdapter(options: HttpAdapterOptions): Server {
  return createServer(httpAdapterListener(options));
}

/** The adapter as a request listener, for a server that is already listening (scripts/local/stack.ts). */
export function httpAdapterListener(options: HttpAdapterOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(req, res, options).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', ...ownHeaders() });
      res.end(JSON.stringify({ code: 'internal_server_error', message: 'Internal server error.', data: { status: 500 } }));
    });
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, options: HttpAdapterOptions): Promise<void> {
  const bad = badRequestLine(req);
  if (bad) {
    // As API Gateway: a request it cannot take is refused before any function runs.
    sendError(res, new InvalidParamError([bad]));
    return;
  }
  // The URL is built from the request target alone; the Host header names nothing the service uses
  // (links come from PUBLIC_BASE_URL, platform/http/public-url.ts).
  const domainName = ownAuthority(req);
  const url = new URL(`http://${domainName}${req.url ?? '/'}`);
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS',
      'access-control-allow-headers': CORS_HEADERS,
      'access-control-max-age': '600',
      ...ownHeaders(),
    });
    res.end();
    return;
  }
  const body = await readBody(req, API_GATEWAY_MAX_BODY_BYTES);
  if (!body) {
    // As API Gateway: refused before any function runs.
    sendError(res, new PayloadTooLargeError(API_GATEWAY_MAX_BODY_BYTES), { connection: 'close' });
    return;
  }
  const event = toEvent(req, url, method, body);
  const domain = gatewayRoute(url.pathname).domain;
  const handler = await options.loadHandler(domain);
  const result = await handler(event, lambdaContext(domain));
  res.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
  res.end(result.body ?? '');
}

/**
 * Why the request cannot be taken, or undefined: a Host header that is not `host[:port]`, a request
 * target that is not a path (absolute-form, `*`). Node answers a missing Host with 400 itself.
 */
function badRequestLine(req: IncomingMessage): FieldIssue | undefined {
  const host = req.headers.host;
  if (host !== undefined && !validHost(host)) return { path: 'host', message: 'The Host header must be a host name or address with an optional port.' };
  if (!(req.url ?? '/').startsWith('/')) return { path: 'path', message: 'The request target must be a path.' };
  return undefined;
}

function validHost(host: string): boolean {
  try {
    const parsed = new URL(`http://${host}`);
    return parsed.host === host.toLowerCase() || `${parsed.hostname}:${parsed.port || '80'}` === host.toLowerCase();
  } catch {
    return false;
  }
}

/** The address this server answered on (what API Gateway's requestContext.domainName is: the API's own name). */
function ownAuthority(req: IncomingMessage): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? (address.startsWith('::ffff:') ? address.slice(7) : `[${address}]`) : address;
  return `${host}:${req.socket.localPort ?? 80}`;
}

/**
 * What every answer carries, for the answers no function gives (preflight, 413, a crash): the
 * request id, and Server-Timing when it is on, as the pipeline's responder sets them.
 */
function ownHeaders(): Record<string, string> {
  return {
    'x-request-id': randomUUID(),
    ...timingHeaders(0),
  };
}

function sendError(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}): void {
  res.writeHead(error.statusCode, { 'content-type': 'application/json; charset=utf-8', ...ownHeaders(), ...headers });
  res.end(JSON.stringify(errorEnvelope(error)));
}

/**
 * The body, or null when it is over `maxBytes`. Nothing past the limit is kept; the rest is read
 * and dropped so the client sees the 413 rather than a reset connection, up to twice the limit,
 * after which the connection is cut.
 */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= maxBytes) chunks.push(c);
      else if (size > 2 * maxBytes) req.destroy();
    });
    req.on('end', () => resolve(size <= maxBytes ? Buffer.concat(chunks) : null));
    req.on('close', () => resolve(size <= maxBytes ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}

function toEvent(req: IncomingMessage, url: URL, method: string, body: Buffer): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
  return apiGatewayEvent({ method, url, headers, body, sourceIp, domainName: url.host });
}

export interface EventInput {
  method: string;
  /** The request URL (its path and query string are used). */
  url: URL;
  /** Lowercase names. */
  headers: Record<string, string>;
  body: Buffer;
  sourceIp?: string;
  /** The API's own domain (requestContext.domainName); by default the URL's host. */
  domainName?: string;
}

/**
 * The HTTP API v2 event API Gateway would build for a request (also used by in-process tests):
 * the greedy route's key (`ANY /api/community/v2/feeds/{proxy+}`, or `$default`) and its `proxy`
 * parameter, the raw path and query string the function routes on.
 */
export function apiGatewayEvent(input: EventInput): APIGatewayProxyEventV2 {
  const { method, url, body } = input;
  const sourceIp = input.sourceIp ?? '127.0.0.1';
  // As API Gateway does: the client's address and scheme for building absolute links.
  const { cookie, ...sent } = input.headers;
  const headers: Record<string, string> = { 'x-forwarded-proto': 'http', 'x-forwarded-for': sourceIp, ...sent };
  // Payload 2.0 moves the Cookie header into `cookies`, one entry per cookie.
  const cookies = (cookie ?? '').split(';').map((c) => c.trim()).filter((c) => c !== '');
  // API Gateway joins repeated query parameters with commas.
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const textual = /json|text|x-www-form-urlencoded/i.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const { routeKey, pathParameters } = gatewayRoute(url.pathname);
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(pathParameters ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: input.domainName ?? url.host,
      domainPrefix: 'local',
      http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp, userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !textual,
  };
}

/** A Lambda context for a local invocation of a domain's handler. */
export function lambdaContext(domain: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${domain}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${domain}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/local/${domain}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
