/**
 * The original's feed routes, replayed as its clients call them (test/support/original-calls/feeds.ts)
 * under the compat base path. The link the posts preview is a page served here on 127.0.0.2, the
 * only address the stack's link previews may fetch (test/support/local-stack-setup.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { FEEDS_CALLS } from '../../support/original-calls/feeds.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';

let server: Server | undefined;

replayOriginalCalls('the original feed routes', FEEDS_CALLS, async (saved) => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><head><title>Contract page</title><meta property="og:title" content="Contract page"><meta property="og:image" content="http://127.0.0.2/image.png"><meta property="og:description" content="A page to preview"></head><body></body></html>');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.2', resolve));
  saved['page_url'] = `http://127.0.0.2:${(server.address() as AddressInfo).port}/page-${saved['run']}`;
});

afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
