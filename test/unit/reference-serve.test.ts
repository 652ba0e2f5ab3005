/**
 * What the reference function serves (features/reference/serve.ts, docs/openapi.md "Serving"):
 * the description as the deployment sees it (base path, the OIDC scheme when configured), the
 * page's Content-Security-Policy, and the renderer with its one third-party address removed.
 */
import { describe, expect, it } from 'vitest';

process.env['TABLE_NAME'] ??= 'community';
const { referencePage, rendererScript, servedDocument, THIRD_PARTY_ADDRESSES } = await import('#features/reference/serve.ts');
const { readReferenceFile } = await import('#features/reference/files.ts');

const raw = readReferenceFile('document');
type Op = { security?: Record<string, unknown>[] };
const operations = (doc: Record<string, unknown>) => Object.values(doc['paths'] as Record<string, Record<string, Op>>).flatMap((ops) => Object.values(ops));

describe('the served description', () => {
  it('is the committed document with the deployment base path as its server', () => {
    const doc = servedDocument(raw, { basePath: '/site/community/v2' });
    expect((doc['servers'] as { url: string }[])[0]?.url).toBe('/site/community/v2');
    expect(doc['paths']).toEqual(JSON.parse(raw).paths);
    expect(Object.keys((doc['components'] as { securitySchemes: object }).securitySchemes)).toEqual(['basicAuth', 'bearerAuth']);
  });

  it('adds the OIDC issuer as an openIdConnect scheme wherever Bearer tokens are taken, when one is configured', () => {
    const doc = servedDocument(raw, { basePath: '/api/community/v2', oidcIssuer: 'https://id.example.test/realms/community/' });
    const schemes = (doc['components'] as { securitySchemes: Record<string, { type: string; openIdConnectUrl?: string }> }).securitySchemes;
    expect(schemes['openIdConnect']).toMatchObject({ type: 'openIdConnect', openIdConnectUrl: 'https://id.example.test/realms/community/.well-known/openid-configuration' });
    for (const op of operations(doc)) {
      const bearer = op.security?.some((s) => 'bearerAuth' in s) ?? false;
      expect(op.security?.some((s) => 'openIdConnect' in s) ?? false).toBe(bearer);
    }
    // Basic-only routes (those that create credentials) stay Basic-only.
    expect(operations(doc).some((op) => op.security?.length === 1 && 'basicAuth' in (op.security[0] ?? {}))).toBe(true);
  });
});

describe('the reference page', () => {
  it('loads its script and the description from the base path it was asked under, and allows nothing else', () => {
    const { html, csp } = referencePage('/api/community/v2');
    expect(html).toContain('<script src="/api/community/v2/reference/redoc.standalone.js"></script>');
    expect(html).toContain('Redoc.init("/api/community/v2/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/https?:/);
  });

  it('serves Redoc without the address of its maker’s logo', () => {
    const script = rendererScript(readReferenceFile('renderer'));
    for (const address of THIRD_PARTY_ADDRESSES) expect(script).not.toContain(address);
    expect(readReferenceFile('renderer')).toContain(THIRD_PARTY_ADDRESSES[0]);
  });
});
