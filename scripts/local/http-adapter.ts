/**
 * The local stand-in for API Gateway (HTTP API): matches a request against the same route table
 * CDK wires, builds an HTTP API v2 event and calls the same domain handler a Lambda would run.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { CORS_HEADERS, type HttpHandler } from '#shared/http/handler.ts';
import { API_GATEWAY_MAX_BODY_BYTES } from '#shared/http/body.ts';
import { answeredAs, ROUTES, type Domain } from '#shared/http/route-table.ts';
import { InvalidParamError, type ApiError } from '#shared/core/errors.ts';
import { errorEnvelope, NoRouteError, PayloadTooLargeError } from '#shared/http/errors.ts';

interface CompiledRoute {
  method: string;
  path: string;
  domain: Domain;
  pattern: RegExp;
  params: string[];
}

/** Literal segments win over parameters, as in API Gateway. */
function compileRoutes(): CompiledRoute[] {
  return ROUTES.map((r) => {
    const params: string[] = [];
    const source = r.path
      .split('/')
      .map((seg) => {
        const m = /^\{(\w+)\}$/.exec(seg);
        if (!m?.[1]) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        params.push(m[1]);
        return '([^/]+)';
      })
      .join('/');
    return { ...r, pattern: new RegExp(`^${source}$`), params };
  }).sort((a, b) => specificity(a.path).localeCompare(specificity(b.path)));
}

/** Segment by segment, a literal ranks before a parameter (API Gateway's precedence). */
function specificity(path: string): string {
  return path
    .split('/')
    .map((seg) => (seg.startsWith('{') ? '1' : '0'))
    .join('');
}

export interface HttpAdapterOptions {
  basePath: string;
  loadHandler: (domain: Domain) => Promise<HttpHandler>;
}

export function createHttpAdapter(options: HttpAdapterOptions): Server {
  const routes = compileRoutes();
  return createServer((req, res) => {
    handle(req, res, routes, options).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'internal_server_error', message: 'Internal server error.', data: { status: 500 } }));
    });
  });
}

async function handle(req: IncomingMessage, res: ServerResponse, routes: CompiledRoute[], options: HttpAdapterOptions): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    res.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS',
      'access-control-allow-headers': CORS_HEADERS,
      'access-control-max-age': '600',
    });
    res.end();
    return;
  }
  const relative = url.pathname.startsWith(options.basePath) ? url.pathname.slice(options.basePath.length) || '/' : null;
  // HEAD reaches the GET route (API Gateway has a HEAD route beside each GET: route-table methodsOf).
  const match = relative === null ? undefined : findRoute(routes, answeredAs(method), relative);
  if (!match) {
    sendError(res, new NoRouteError(method, url.pathname));
    return;
  }
  const pathParameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.pathParameters)) {
    if (value === undefined) {
      sendError(res, new InvalidParamError([{ path: name, message: 'must be percent-encoded UTF-8' }]));
      return;
    }
    pathParameters[name] = value;
  }
  const body = await readBody(req, API_GATEWAY_MAX_BODY_BYTES);
  if (!body) {
    // As API Gateway: refused before any function runs.
    sendError(res, new PayloadTooLargeError(API_GATEWAY_MAX_BODY_BYTES), { connection: 'close' });
    return;
  }
  const event = toEvent(req, url, method, `${options.basePath}${match.route.path}`, pathParameters, body);
  const handler = await options.loadHandler(match.route.domain);
  const result = await handler(event, lambdaContext(match.route.domain));
  res.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
  res.end(result.body ?? '');
}

function findRoute(routes: CompiledRoute[], method: string, path: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    const m = route.pattern.exec(path);
    if (!m) continue;
    const pathParameters = Object.fromEntries(route.params.map((name, i) => [name, decodePathSegment(m[i + 1] ?? '')]));
    return { route, pathParameters };
  }
  return undefined;
}

/** The decoded segment, or undefined when it is not percent-encoded UTF-8 (decodeURIComponent would throw). */
function decodePathSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function sendError(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}): void {
  res.writeHead(error.statusCode, { 'content-type': 'application/json; charset=utf-8', ...headers });
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

function toEvent(
  req: IncomingMessage,
  url: URL,
  method: string,
  routePath: string,
  pathParameters: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
  return apiGatewayEvent({ method, url, routePath, pathParameters, headers, body, sourceIp });
}

export interface EventInput {
  method: string;
  /** The request URL (its path and query string are used). */
  url: URL;
  /** The matched route's path pattern, with the base path (`/api/community/v2/spaces/{space}`). */
  routePath: string;
  pathParameters: Record<string, string>;
  /** Lowercase names. */
  headers: Record<string, string>;
  body: Buffer;
  sourceIp?: string;
}

/** The HTTP API v2 event API Gateway would build for a request (also used by in-process tests). */
export function apiGatewayEvent(input: EventInput): APIGatewayProxyEventV2 {
  const { method, url, routePath, pathParameters, body } = input;
  const sourceIp = input.sourceIp ?? '127.0.0.1';
  // As API Gateway does: the client's address and scheme for building absolute links.
  const headers: Record<string, string> = { 'x-forwarded-proto': 'http', 'x-forwarded-for': sourceIp, ...input.headers };
  // API Gateway joins repeated query parameters with commas.
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const textual = /json|text|x-www-form-urlencoded/i.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const routeKey = `${method} ${routePath}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers['host'] ?? '127.0.0.1',
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
