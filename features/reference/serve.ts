/**
 * What the reference routes answer (docs/openapi.md, "Serving"): the description as this
 * deployment sees it, the reference page, and the renderer's script, each cacheable (public
 * Cache-Control and a strong ETag; If-None-Match answers 304 without the body).
 */
import { createHash } from 'node:crypto';
import { apiBasePath, config } from '#platform/config.ts';
import { RawReply, type RequestInfo } from '#platform/http/route.ts';
import { readReferenceFile } from './files.ts';

/** How long a browser or CDN may keep each answer without asking again (seconds). */
export const MAX_AGE = { document: 300, page: 300, renderer: 86_400 } as const;

interface Served {
  body: string;
  etag: string;
}

const served = (body: string): Served => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` });

type Json = Record<string, unknown>;

/**
 * The committed description with what only the deployment knows: its base path (REST_PREFIX) as
 * the server, and the OIDC issuer's openIdConnect scheme, beside Bearer, when one is configured.
 */
export function servedDocument(raw: string, options: { basePath: string; oidcIssuer?: string | undefined }): Json {
  const document = JSON.parse(raw) as Json;
  const servers = document['servers'] as Json[] | undefined;
  document['servers'] = [{ ...(servers?.[0] ?? {}), url: options.basePath }, ...(servers?.slice(1) ?? [])];
  if (options.oidcIssuer !== undefined) {
    const components = document['components'] as { securitySchemes: Json };
    components.securitySchemes['openIdConnect'] = {
      type: 'openIdConnect',
      openIdConnectUrl: `${options.oidcIssuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
      description: 'An access token of the configured OIDC issuer, sent as a Bearer token.',
    };
    for (const operations of Object.values(document['paths'] as Record<string, Record<string, Json>>)) {
      for (const op of Object.values(operations)) {
        const security = op['security'] as Json[] | undefined;
        if (security?.some((s) => 'bearerAuth' in s)) op['security'] = [...security, { openIdConnect: [] }];
      }
    }
  }
  return document;
}

let documentAnswer: Served | undefined;
let pageAnswers = new Map<string, Served & { csp: string }>();
let rendererAnswer: Served | undefined;

function servedFileReply(request: RequestInfo, file: Served, contentType: string, maxAge: number, extra: Record<string, string> = {}): RawReply {
  const headers = { 'content-type': contentType, 'cache-control': `public, max-age=${maxAge}`, etag: file.etag, ...extra };
  const wanted = request.headers['if-none-match'];
  if (wanted !== undefined && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) return new RawReply(304, undefined, headers);
  return new RawReply(200, file.body, headers);
}

export function documentReply(request: RequestInfo): RawReply {
  documentAnswer ??= served(JSON.stringify(servedDocument(readReferenceFile('document'), { basePath: apiBasePath(), oidcIssuer: config.OIDC_ISSUER })));
  return servedFileReply(request, documentAnswer, 'application/json; charset=utf-8', MAX_AGE.document);
}

/**
 * Redoc's sidebar shows its maker's logo from their CDN: the page's only request beyond this API
 * (test/api/reference/reference-page.test.ts). The script is served with that address replaced by an empty
 * image, which Redoc hides when it fails to load (its onError), as the CSP would have made it.
 */
export const THIRD_PARTY_ADDRESSES = ['https://cdn.redoc.ly/redoc/logo-mini.svg'] as const;

export function rendererScript(source: string): string {
  return THIRD_PARTY_ADDRESSES.reduce((text, address) => text.replaceAll(address, 'data:,'), source);
}

export function rendererReply(request: RequestInfo): RawReply {
  rendererAnswer ??= served(rendererScript(readReferenceFile('renderer')));
  return servedFileReply(request, rendererAnswer, 'text/javascript; charset=utf-8', MAX_AGE.renderer);
}

/** Redoc's options: system fonts (no web font is fetched), the native scrollbar, search kept. */
const REDOC_OPTIONS = {
  theme: {
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    },
  },
  nativeScrollbars: true,
  expandResponses: '200,201',
};

/**
 * The page, for the base path it was asked under (the API's own or the compat one): it loads the
 * script and the description from this API only, which its Content-Security-Policy enforces.
 */
export function referencePage(basePath: string): { html: string; csp: string } {
  const init = `Redoc.init(${JSON.stringify(`${basePath}/openapi.json`)}, ${JSON.stringify(REDOC_OPTIONS)}, document.getElementById('redoc'));`;
  const hash = createHash('sha256').update(init).digest('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Community API reference</title>
<style>body { margin: 0; padding: 0; }</style>
</head>
<body>
<div id="redoc"></div>
<script src="${basePath}/reference/redoc.standalone.js"></script>
<script>${init}</script>
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

export function pageReply(request: RequestInfo): RawReply {
  const basePath = new URL(request.url).pathname.replace(/\/reference\/?$/, '');
  let page = pageAnswers.get(basePath);
  if (!page) {
    const { html, csp } = referencePage(basePath);
    page = { ...served(html), csp };
    pageAnswers.set(basePath, page);
  }
  return servedFileReply(request, page, 'text/html; charset=utf-8', MAX_AGE.page, { 'content-security-policy': page.csp });
}

/** Forgets what was read (tests that change the configuration). */
export function resetServed(): void {
  documentAnswer = undefined;
  rendererAnswer = undefined;
  pageAnswers = new Map();
}
