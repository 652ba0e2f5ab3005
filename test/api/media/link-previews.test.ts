/**
 * Link previews (GET /feeds/oembed, docs/media.md "Link previews") against pages served here.
 * The stack allows 127.0.0.2 only (LINK_PREVIEW_ALLOWED_ADDRESSES, test/support/local-stack-setup.ts),
 * so the pages live there; a trap on 127.0.0.1 counts every connection that must never happen.
 * No request ever leaves loopback: every other address is refused before a connection.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, uniqueMessage } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';

interface Site {
  url: string;
  /** Requests per path. */
  hits: Map<string, number>;
  /** Connections accepted (a refused fetch must not open one). */
  connections: () => number;
  close: () => Promise<void>;
}

const sites: Site[] = [];

async function serve(host: string, handle: (req: IncomingMessage, res: ServerResponse, base: string) => void): Promise<Site> {
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    handle(req, res, site.url);
  });
  server.on('connection', (s) => {
    connections++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const site: Site = {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    hits,
    connections: () => connections,
    close: () => new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
  sites.push(site);
  return site;
}

const html = (res: ServerResponse, body: string, type = 'text/html; charset=utf-8') => {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
};

let member: TestMember;
let trap: Site;
let pages: Site;
/** Whether the huge page was cut off before it was all sent. */
let hugeCut: Promise<boolean>;
let resolveHugeCut: (cut: boolean) => void;

const HUGE_BYTES = 20 * 1024 * 1024;
/** Requests of /held being answered now, and the most there were at once. */
let heldNow = 0;
let heldMost = 0;

beforeAll(async () => {
  member = await createMember();
  trap = await serve('127.0.0.1', (_req, res) => html(res, '<title>must not be reached</title>'));
  hugeCut = new Promise((resolve) => (resolveHugeCut = resolve));
  pages = await serve('127.0.0.2', (req, res, base) => {
    const path = new URL(req.url ?? '/', base).pathname;
    switch (path) {
      case '/video':
      case '/video-for-post':
        return html(res, `<!doctype html><html><head>
          <title>Fallback title</title>
          <link rel="alternate" type="application/json+oembed" href="/oembed.json?for=${path.slice(1)}" title="oEmbed">
          </head><body>ignored</body></html>`);
      case '/oembed.json':
        res.writeHead(200, { 'content-type': 'application/json+oembed' });
        return res.end(JSON.stringify({
          version: '1.0', type: 'video', title: 'A talk', author_name: 'Ada', provider_name: 'Example Video', provider_url: 'https://video.example',
          thumbnail_url: 'https://video.example/thumb.jpg', width: 640, height: '360',
          html: '<iframe src="https://video.example/embed/1" width="640" height="360" onload="steal()" allowfullscreen></iframe><script>alert(1)</script><iframe src="http://insecure.example/x"></iframe>',
        }));
      case '/article':
        return html(res, `<html><head><meta charset="utf-8">
          <title>Plain &amp; simple</title>
          <meta property="og:title" content="An article &#8212; OG">
          <meta name="description" content="The meta description">
          <meta property="og:image" content="/images/card.png">
          <meta property="og:site_name" content="Example News">
          <link rel="shortcut icon" href="/favicon.ico">
          <script>var s = '<meta property="og:image" content="https://evil.example/x.png">';</script>
          </head><body><title>not this one</title></body></html>`);
      case '/counted':
        return html(res, '<html><head><title>Counted</title></head></html>');
      case '/held':
        // Answered after 300 ms: requests that overlap show how many fetches run at once.
        heldMost = Math.max(heldMost, ++heldNow);
        return void setTimeout(() => {
          heldNow--;
          html(res, '<html><head><title>Held</title></head></html>');
        }, 300);
      case '/no-image':
        return html(res, '<html><head><title>Only a title</title></head></html>');
      case '/untitled':
        return html(res, '<html><head><meta name="description" content="no title"></head></html>');
      case '/huge': {
        // The title comes after 400 KB, past the 300 KB read: the preview must not see it.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.on('close', () => resolveHugeCut(!res.writableFinished));
        const pad = `<meta name="pad" content="${'x'.repeat(64 * 1024)}">`;
        let sent = 0;
        let titled = false;
        const more = (): void => {
          while (sent < HUGE_BYTES && !res.destroyed) {
            const piece = !titled && sent >= 400 * 1024 ? '<title>Past the cap</title>' : pad;
            titled ||= piece !== pad;
            sent += piece.length;
            if (!res.write(piece)) return void res.once('drain', more);
          }
          res.end();
        };
        return more();
      }
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head>');
        // Never finishes within the time limit.
        return void setTimeout(() => res.end('<title>Too late</title></head></html>'), 15_000).unref();
      case '/pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end('%PDF-1.7 <title>not html</title>');
      case '/hop1':
        res.writeHead(302, { location: '/hop2' });
        return res.end();
      case '/hop2':
        res.writeHead(301, { location: `${base}/no-image` });
        return res.end();
      case '/loop':
        res.writeHead(302, { location: '/loop' });
        return res.end();
      case '/to-loopback':
        res.writeHead(302, { location: `${trap.url}/secret` });
        return res.end();
      case '/to-metadata':
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/to-file':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        return res.end();
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<title>Not found</title>');
    }
  });
});

afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
});

const preview = (url: string, auth = member.auth) => api('GET', '/feeds/oembed', { auth, query: { url } });

/** A URL no earlier request asked for (the cache is per URL). */
const fresh = (path: string): string => `${pages.url}${path}${path.includes('?') ? '&' : '?'}n=${Math.random().toString(36).slice(2)}`;

describe('GET /feeds/oembed', () => {
  it('needs a logged-in member', async () => {
    const res = await api('GET', '/feeds/oembed', { query: { url: fresh('/article') } });
    expect(res.status).toBe(401);
  });

  it('follows oEmbed discovery, sanitizes the html to https iframes and answers both shapes', async () => {
    const url = fresh('/video');
    const res = await preview(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const frame = '<iframe src="https://video.example/embed/1" width="640" height="360" allowfullscreen></iframe>';
    expect(res.body.data).toEqual({
      type: 'video', provider_name: 'Example Video', provider_url: 'https://video.example/', title: 'A talk', author_name: 'Ada',
      thumbnail_url: 'https://video.example/thumb.jpg', html: frame, width: 640, height: 360,
    });
    expect(res.body.oembed).toEqual({
      title: 'A talk', author_name: 'Ada', type: 'oembed', provider: 'example video', content_type: 'video', url, html: frame,
      image: 'https://video.example/thumb.jpg',
    });
    expect(pages.hits.get('/oembed.json?for=video')).toBeGreaterThanOrEqual(1);
  });

  it('falls back to Open Graph, meta description and the icon, made absolute; script text is not read', async () => {
    const url = fresh('/article');
    const res = await preview(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.oembed).toEqual({
      title: 'An article \u2014 OG', image: `${pages.url}/images/card.png`, description: 'The meta description', icon: `${pages.url}/favicon.ico`,
      type: 'meta_data', url,
    });
    expect(res.body.data).toMatchObject({ type: 'link', provider_name: 'Example News', provider_url: pages.url, title: 'An article \u2014 OG', thumbnail_url: `${pages.url}/images/card.png`, html: null });
  });

  it('follows redirects between allowed addresses (up to 3) and leaves empty keys out', async () => {
    const res = await preview(fresh('/hop1'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.oembed).sort()).toEqual(['title', 'type', 'url']);
    const loop = await preview(fresh('/loop'));
    expect(loop.status).toBe(422);
  });

  it('answers 422 oembed_not_found for a page without a title, an error status or another content type', async () => {
    for (const path of ['/untitled', '/missing', '/pdf']) {
      const url = fresh(path);
      const res = await preview(url);
      expect(res.status, path).toBe(422);
      expect(res.body).toEqual({ code: 'oembed_not_found', message: 'No oembed data found', data: { status: 422, url } });
    }
  });

  it('reads at most 300 KB of a page and stops downloading it', async () => {
    const res = await preview(fresh('/huge'));
    expect(res.status).toBe(422);
    expect(await hugeCut).toBe(true);
  });

  it('gives up on a slow page after 5 seconds', async () => {
    const started = Date.now();
    const res = await preview(fresh('/slow'));
    const elapsed = Date.now() - started;
    expect(res.status).toBe(422);
    expect(elapsed).toBeGreaterThanOrEqual(4500);
    expect(elapsed).toBeLessThan(9000);
  }, 15_000);

  it('caches: a second request does not reach the page, nor its oEmbed document', async () => {
    const url = fresh('/video');
    const path = url.slice(pages.url.length);
    const first = await preview(url);
    const before = pages.hits.get('/oembed.json?for=video') ?? 0;
    // The fragment is never sent, so it is the same link.
    const second = await preview(`${url}#comments`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(pages.hits.get(path)).toBe(1);
    expect(pages.hits.get('/oembed.json?for=video')).toBe(before);
    // A page without a preview is remembered too (for a shorter time).
    const none = fresh('/untitled');
    expect((await preview(none)).status).toBe(422);
    expect((await preview(none)).status).toBe(422);
    expect(pages.hits.get(none.slice(pages.url.length))).toBe(1);
  });

  describe('refuses, before connecting', () => {
    // Its own member: every preview counts against a member's per-minute limit (tested under "limits").
    let guarded: TestMember;
    beforeAll(async () => {
      guarded = await createMember();
    });
    const refused = async (url: string, reason: string) => {
      const connections = trap.connections();
      const started = Date.now();
      const res = await preview(url, guarded.auth);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_url', data: { status: 400, reason, url } });
      expect(res.body.message).toEqual(expect.any(String));
      // Nothing was connected to: not the trap, and no address that would have timed out.
      expect(trap.connections()).toBe(connections);
      expect(Date.now() - started).toBeLessThan(2000);
    };

    it('loopback, private, link-local and metadata addresses, and names resolving to loopback', async () => {
      await refused(`${trap.url}/`, 'private_address');
      await refused('http://10.0.0.1/', 'private_address');
      await refused('http://169.254.169.254/latest/meta-data/', 'private_address');
      await refused('http://[::1]/', 'private_address');
      await refused('http://[::ffff:127.0.0.1]/', 'private_address');
      await refused(`http://localhost:${new URL(trap.url).port}/`, 'private_address');
      expect(trap.hits.size).toBe(0);
    });

    it('schemes other than http and https', async () => {
      await refused('file:///etc/passwd', 'not_http');
      await refused('ftp://127.0.0.2/', 'not_http');
      await refused('javascript:alert(1)', 'not_http');
    });

    it('a redirect from an allowed page to loopback or the metadata address', async () => {
      await refused(fresh('/to-loopback'), 'private_address');
      await refused(fresh('/to-metadata'), 'private_address');
      await refused(fresh('/to-file'), 'not_http');
      expect(trap.hits.size).toBe(0);
    });

    it('a missing url is a bad parameter', async () => {
      const res = await api('GET', '/feeds/oembed', { auth: member.auth });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    });
  });
});

describe('posts with media {type: oembed}', () => {
  it('store the preview in meta.media_preview when it has an image or html', async () => {
    const author = await createMember();
    const url = fresh('/video-for-post');
    const feed = await createFeed(author.auth, { message: uniqueMessage(), media: { type: 'oembed', url } });
    expect(feed.meta.media_preview).toMatchObject({ type: 'oembed', content_type: 'video', url, image: 'https://video.example/thumb.jpg', html: expect.stringContaining('<iframe') });
    expect(feed.media).toEqual([]);
    const read = await api('GET', `/feeds/${feed.id}/by-id`, { auth: author.auth });
    expect(read.body.feed.meta.media_preview).toEqual(feed.meta.media_preview);

    // An edit with another link replaces it; a link whose preview has no image leaves none.
    const edited = await api('PUT', `/feeds/${feed.id}`, { auth: author.auth, body: { media: { type: 'oembed', url: fresh('/article') } } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.feed.meta.media_preview).toMatchObject({ type: 'meta_data', image: `${pages.url}/images/card.png` });
    const plain = await api('POST', `/feeds/${feed.id}`, { auth: author.auth, body: { media: { type: 'oembed', url: fresh('/no-image') } } });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.feed.meta.media_preview).toBeUndefined();
    expect(plain.body.feed.meta.mentioned_user_ids).toEqual([]);
  });

  it('are created without a preview when the link is refused or has none', async () => {
    const author = await createMember();
    const connections = trap.connections();
    for (const url of [`${trap.url}/`, fresh('/untitled')]) {
      const feed = await createFeed(author.auth, { message: uniqueMessage(), media: { type: 'oembed', url } });
      expect(feed.meta.media_preview, url).toBeUndefined();
    }
    expect(trap.connections()).toBe(connections);
  });

  it('refuses a media object of another type or without an http url', async () => {
    const author = await createMember();
    for (const media of [{ type: 'iframe_html', url: fresh('/video') }, { type: 'oembed', url: 'file:///etc/passwd' }]) {
      const res = await api('POST', '/feeds', { auth: author.auth, body: { message: uniqueMessage(), media } });
      expect(res.status, JSON.stringify(media)).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
  });
});

describe('limits', () => {
  /** Requests of `path` (any query) the pages server has answered. */
  const fetched = (path: string): number => [...pages.hits].filter(([p]) => p.startsWith(`${path}?`)).reduce((n, [, c]) => n + c, 0);

  /** The limit counts per fixed minute: a minute ending within 15 s is waited out, so the burst is in one window. */
  async function awayFromMinuteEnd(): Promise<void> {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
  }

  it("answers 429 with Retry-After past a member's 30 previews a minute, fetching nothing more; every kind of request counts; others are unaffected", async () => {
    // LINK_PREVIEWS_PER_MINUTE's default (platform/config.ts); the test stack keeps it.
    const LIMIT = 30;
    await awayFromMinuteEnd();
    const busy = await createMember();
    const before = fetched('/counted');
    // Ten more than allowed, all at once: the counter is one atomic ADD, so exactly LIMIT pass.
    const urls = Array.from({ length: LIMIT + 10 }, () => fresh('/counted'));
    const answers = await Promise.all(urls.map((url) => preview(url, busy.auth)));
    expect(answers.filter((r) => r.status === 200).length).toBe(LIMIT);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.length).toBe(10);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'too_many_requests', data: { status: 429, retry_after: expect.any(Number) } });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBe(res.body.data.retry_after);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(fetched('/counted') - before).toBe(LIMIT);

    // Counted before anything else: a cached link, a refused address and a bad URL are refused alike.
    const cached = urls[answers.findIndex((r) => r.status === 200)]!;
    const connections = trap.connections();
    for (const url of [cached, `${trap.url}/`, 'ftp://127.0.0.2/']) {
      expect((await preview(url, busy.auth)).status, url).toBe(429);
    }
    expect(trap.connections()).toBe(connections);

    // A post's link counts too: the post is made, without a preview, and the page is not fetched.
    const link = fresh('/video-for-post');
    const feed = await createFeed(busy.auth, { message: uniqueMessage(), media: { type: 'oembed', url: link } });
    expect(feed.meta.media_preview).toBeUndefined();
    expect(pages.hits.get(link.slice(pages.url.length))).toBeUndefined();
    expect(fetched('/counted') - before).toBe(LIMIT);

    // Another member is unaffected.
    const other = await createMember();
    expect((await preview(fresh('/counted'), other.auth)).status).toBe(200);
  }, 45_000);

  it('fetches at most 4 pages at once in a container (LINK_PREVIEW_CONCURRENCY); the others wait their turn', async () => {
    const author = await createMember();
    heldMost = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => preview(fresh('/held'), author.auth)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(fetched('/held')).toBe(10);
    expect(heldMost).toBeGreaterThanOrEqual(1);
    expect(heldMost).toBeLessThanOrEqual(4);
  });
});
