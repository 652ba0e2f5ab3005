/**
 * The served description and its reference page (docs/openapi.md, "Serving"): GET /openapi.json
 * is the committed document for anyone, cacheable; GET /reference, opened in Debian's headless
 * Chromium driven by playwright-core, renders every domain's tag and operations from this API
 * alone (no request leaves it), and a screenshot is kept under test-results/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, ROUTES } from '#platform/http/route-table.ts';
import { DOCUMENT_PATH } from '../../../scripts/openapi/write.ts';
import { communityClient, featureSwitches } from '../../../docs/client/example.ts';
import { chromiumPath, requireTools } from '../../../scripts/local/preflight.ts';
import { adminAuth } from '../../support/factories.ts';
import { api, baseUrl } from '../../support/http.ts';

/** CHROMIUM_PATH, else where apt or brew installs Chromium (.ci/run installs Debian's when missing; README, "Prerequisites"). */
const CHROMIUM = chromiumPath();
const SCREENSHOT_DIR = new URL('../../test-results/', import.meta.url);

const committed = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as { paths: Record<string, Record<string, { operationId: string; summary: string }>> };

describe('GET /openapi.json', () => {
  it('answers the committed description to anyone, with the base path it is served under', async () => {
    const res = await api<any>('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.paths).toEqual(committed.paths);
    expect(res.body.servers[0].url).toBe(new URL(baseUrl()).pathname);
    expect(Object.values(res.body.paths as object).flatMap((ops) => Object.keys(ops))).toHaveLength(ROUTES.length);
  });

  it('is cacheable: public max-age and an ETag, which If-None-Match answers with 304 and no body', async () => {
    const first = await fetch(`${baseUrl()}/openapi.json`);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetch(`${baseUrl()}/openapi.json`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(`${baseUrl()}/openapi.json`, { headers: { 'if-none-match': '"another"' } });
    expect(other.status).toBe(200);
  });
});

describe('the typed client example (docs/typed-client.md)', () => {
  it('calls the local stack with the generated types', async () => {
    const [username, password] = (adminAuth as { basic: [string, string] }).basic;
    const features = await featureSwitches(communityClient(baseUrl(), username, password));
    expect(typeof features).toBe('object');
    await expect(featureSwitches(communityClient(baseUrl(), username, 'wrong password'))).rejects.toThrow(/^401 invalid_credentials/);
  });
});

describe('GET /reference in a headless browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    requireTools(['chromium']);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      // As root, on a machine with no network but loopback: no sandbox, none of Chromium's own calls out.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('renders every domain and its operations from this API alone, and is kept as a screenshot', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const api = new URL(baseUrl());
    const elsewhere: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!['blob:', 'data:'].includes(url.protocol) && url.host !== api.host) elsewhere.push(r.url());
    });
    page.on('requestfailed', (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A failed load is reported by its response below, with its address.
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
    const refused: string[] = [];
    page.on('response', (r) => {
      // The browser's own guess at a favicon is no part of the page.
      if (r.status() >= 400 && new URL(r.url()).pathname !== '/favicon.ico') refused.push(`${r.status()} ${r.url()}`);
    });

    const res = await page.goto(`${baseUrl()}/reference`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toMatch(/^text\/html/);
    // Redoc has rendered once its API content holds the operations' headings.
    await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 45_000 });
    await expect.poll(() => page.locator('.api-content h2').count(), { timeout: 10_000 }).toBeGreaterThan(ROUTES.length / 2);

    const text = await page.locator('body').innerText();
    expect(text).toContain('Community API');
    const menu = await page.locator('.menu-content').innerText();
    for (const domain of DOMAINS) {
      expect(menu.toLowerCase(), `tag ${domain} in the menu`).toContain(domain.toLowerCase());
      // Two operations of each domain: their summaries ("GET /spaces/{space}") are headings of the page.
      const ops = ROUTES.filter((r) => r.domain === domain).slice(0, 2);
      for (const op of ops) expect(text, `${op.method} ${op.path} on the page`).toContain(`${op.method} ${op.path}`);
    }
    // One section per operation of the route table.
    expect(await page.locator('[data-section-id^="operation/"]').count()).toBe(ROUTES.length);

    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const shot = await page.screenshot({ path: new URL('reference-page.png', SCREENSHOT_DIR).pathname });
    expect(shot.byteLength).toBeGreaterThan(10_000);

    expect(elsewhere, 'requests that left the API').toEqual([]);
    expect(failed).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
    // About 15 s on an idle machine (Redoc lays out ~200 operations); the margin is for a loaded one.
  }, 60_000);
});
