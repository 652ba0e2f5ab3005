/**
 * Absolute links the API answers (paginator URLs, WordPress's REST index at /wp-json/) are built
 * from configuration (PUBLIC_BASE_URL, else API Gateway's own domain name), never from the
 * client's Host or X-Forwarded-Host (issue 26); and the local adapter refuses a Host header that
 * does not parse with 400 in the spec's envelope, as API Gateway refuses it before any function.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { api, baseUrl } from '../../support/http.ts';

const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' };

/** A raw request with exactly these headers (fetch and api() fix Host themselves). */
function raw(url: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('links come from configuration, not request headers', () => {
  it('paginator URLs keep the API origin whatever Host and X-Forwarded-Host say', async () => {
    const res = await api('GET', '/members', { auth: adminAuth, query: { per_page: 1 }, headers: spoofed, from: '127.0.0.1' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/evil\.example|javascript:/);
    const members = res.body.members;
    expect(members.path).toBe(`${baseUrl()}/members`);
    for (const url of [members.first_page_url, members.last_page_url, ...members.links.map((l: { url: string | null }) => l.url).filter(Boolean)]) {
      expect(url.startsWith(`${baseUrl()}/members?`), url).toBe(true);
    }
  });

  it('permalinks follow the served address (SITE_URL unset: the API origin), whatever Host says', async () => {
    const origin = new URL(baseUrl()).origin;
    const created = await api('POST', '/feeds', { auth: adminAuth, body: { message: 'Where do my links point?' }, headers: spoofed, from: '127.0.0.1' });
    expect(created.status).toBe(200);
    expect(created.body.feed.permalink).toBe(`${origin}/portal/post/${created.body.feed.slug}`);
    expect(inject('stack').siteUrl).toBe(origin);
  });

  it('paginator URLs under the compat base path stay under it', async () => {
    const res = await api('GET', '/members', { auth: adminAuth, query: { per_page: 1 }, headers: spoofed, compat: true });
    expect(res.status).toBe(200);
    expect(res.body.members.path).toBe(`${inject('stack').compatBaseUrl}/members`);
    expect(res.body.members.next_page_url.startsWith(`${inject('stack').compatBaseUrl}/members?`)).toBe(true);
  });

  it('the /wp-json/ index names the API origin whatever Host and X-Forwarded-Host say', async () => {
    const origin = new URL(inject('stack').compatBaseUrl).origin;
    const res = await raw(`${origin}/wp-json/`, spoofed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ url: origin, home: origin });
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });
});

describe('the local adapter and a Host header that does not parse', () => {
  it.each(['bad host', '[::1', 'a/b', 'user@127.0.0.1', '127.0.0.1:port'])('answers 400 rest_invalid_param naming host for Host %j', async (host) => {
    const res = await raw(`${baseUrl()}/settings/public`, { host });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { host: expect.any(String) } } });
  });

  it('still serves a Host that parses, the API origin included', async () => {
    expect((await raw(`${baseUrl()}/settings/public`, { host: new URL(baseUrl()).host })).status).toBe(200);
    expect((await raw(`${baseUrl()}/settings/public`, { host: 'evil.example' })).status).toBe(200);
  });
});
