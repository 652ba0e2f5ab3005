import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// An external issuer (as a Cognito user pool would be) serving its JWKS on loopback.
describe('OIDC access tokens', () => {
  let server: Server;
  let issuer: string;
  let sign: (claims: Record<string, unknown>, opts?: { issuer?: string; expires?: string }) => Promise<string>;
  let verifyOidcToken: (token: string) => Promise<string | null>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((req, res) => {
      res.writeHead(req.url === '/.well-known/jwks.json' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    sign = (claims, opts = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(opts.issuer ?? issuer)
        .setIssuedAt()
        .setExpirationTime(opts.expires ?? '5m')
        .sign(privateKey);
    process.env['OIDC_ISSUER'] = issuer;
    process.env['TABLE_NAME'] ??= 'community';
    ({ verifyOidcToken } = await import('#platform/auth/oidc.ts'));
  });

  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('maps a valid token to the username claim', async () => {
    expect(await verifyOidcToken(await sign({ username: 'alice', token_use: 'access' }))).toBe('alice');
  });

  it('fails for another issuer, an expired token or a token without the claim', async () => {
    expect(await verifyOidcToken(await sign({ username: 'alice' }, { issuer: 'https://evil.example' }))).toBeNull();
    expect(await verifyOidcToken(await sign({ username: 'alice' }, { expires: '-1m' }))).toBeNull();
    expect(await verifyOidcToken(await sign({ sub: 'x' }))).toBeNull();
  });
});
