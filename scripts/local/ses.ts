/**
 * The SES v2 stand-in (contract item 8; docs/email.md): aws-ses-v2-local in this process, on
 * loopback. The service's SES client is pointed at it (SES_ENDPOINT); every mail sent is kept in
 * memory, listed as JSON by `GET /store` and shown by its web viewer at `/`.
 *
 * Local only, beside it: `POST /_local/ses-events` hands an SNS event (`{Records: [{Sns: {Message}}]}`,
 * or one SES event as the whole body) to the same mail-events handler SES's notifications reach in
 * AWS, so tests in another process can bounce or complain about an address.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as sesModule from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: node's import gives it as the default's `default`.
const sesStandIn = (sesModule as unknown as { default: { default?: typeof sesModule.default } & typeof sesModule.default }).default.default ?? sesModule.default;

export interface SesStandIn {
  /** http://127.0.0.1:<port>: the SES endpoint, `GET /store` and the viewer. */
  endpoint: string;
  stop(): Promise<void>;
}

/** An SNS event as Lambda receives it, the shape functions/mail-events takes. */
export interface SnsEventLike {
  Records: { EventSource: 'aws:sns'; Sns: { MessageId: string; Message: string; Timestamp: string } }[];
}

export interface SesStandInOptions {
  /** What `POST /_local/ses-events` runs (the mail-events handler); unset: that path answers 404. */
  sesEvents?: (event: SnsEventLike) => Promise<unknown>;
}

const SES_EVENTS_PATH = '/_local/ses-events';
const MAX_EVENT_BYTES = 256 * 1024;

/** Starts the stand-in on `port` (0 picks a free one), loopback only. */
export async function startSesStandIn(port: number, options: SesStandInOptions = {}): Promise<SesStandIn> {
  const server: Server = await sesStandIn({ host: '127.0.0.1', port });
  const sesEvents = options.sesEvents;
  if (sesEvents) {
    // The stand-in's own app keeps every other path; this one path is ours.
    const own = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== SES_EVENTS_PATH) {
        for (const listener of own) listener.call(server, req, res);
        return;
      }
      const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST') return reply(405, { message: `POST ${SES_EVENTS_PATH} only` });
      readText(req)
        .then((text) => sesEvents(snsEventOf(text)))
        .then(
          (results) => reply(200, { results }),
          (error: unknown) => reply(500, { message: String(error) }),
        );
    });
  }
  const address = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error?: Error) => (error ? reject(error) : resolve()))),
  };
}

/** The body as an SNS event: one already (`Records`), else the whole body is one notification's Message. */
function snsEventOf(text: string): SnsEventLike {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { Records?: unknown }).Records)) return parsed as SnsEventLike;
  return { Records: [{ EventSource: 'aws:sns', Sns: { MessageId: `local-${Date.now()}`, Message: text, Timestamp: new Date().toISOString() } }] };
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_EVENT_BYTES) throw new Error(`event larger than ${MAX_EVENT_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
