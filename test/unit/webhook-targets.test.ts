/**
 * The webhook target rule (features/webhooks/delivery/target-guard.ts) with WEBHOOK_ALLOW_PRIVATE_TARGETS off,
 * as in production: refused at save time and, through the same resolver, at send time.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkTarget, isPrivateAddress, TargetRejected } from '#features/webhooks/delivery/target-guard.ts';
import { sendWebhook } from '#features/webhooks/delivery/send.ts';
import { signBody, verifySignature } from '#features/webhooks/delivery/signature.ts';

// Production's setting, whatever the API tests' global setup put in the environment.
// DNS answers for made-up names (`*.dns.test`); every other name goes to the real resolver.
const fakeDns = vi.hoisted(() => {
  process.env['WEBHOOK_ALLOW_PRIVATE_TARGETS'] = '0';
  return new Map<string, string>();
});
vi.mock('node:dns/promises', async (real) => (await import('../support/fake-dns.ts')).withFakeLookup(await real(), fakeDns));

describe('webhook targets', () => {
  it('classifies private, loopback, link-local and reserved addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  // IPv6 forms that carry an IPv4 address: the embedded address is judged too.
  const EMBEDDED_IPV4 = [
    ['IPv4-mapped, dotted', '::ffff:127.0.0.1', '::ffff:8.8.8.8'],
    ['IPv4-mapped, hex', '::ffff:7f00:1', '::ffff:808:808'],
    ['IPv4-compatible', '::10.0.0.1', '::8.8.8.8'],
    ['IPv4-translated', '::ffff:0:192.168.1.1', '::ffff:0:8.8.8.8'],
    ['NAT64 well-known prefix 64:ff9b::/96', '64:ff9b::a9fe:a9fe', '64:ff9b::808:808'],
    ['NAT64 local-use prefix 64:ff9b:1::/48', '64:ff9b:1::a00:1', null],
    ['6to4 2002::/16', '2002:a00:1::1', '2002:808:808::1'],
    ['6to4 with CGNAT', '2002:6440:1::1', null],
    // Teredo: server IPv4 in bits 32-63, client IPv4 inverted in the last 32 bits.
    ['Teredo 2001::/32, private client', '2001:0:808:808:0:0:80ff:fffe', null],
    ['Teredo 2001::/32, private server', '2001:0:a00:1:0:0:f7f7:f7f7', null],
  ] as const;

  it.each(EMBEDDED_IPV4)('judges the IPv4 address embedded in %s', (_form, refused, accepted) => {
    expect(isPrivateAddress(refused), refused).toBe(true);
    if (accepted) expect(isPrivateAddress(accepted), accepted).toBe(false);
  });

  it.each(EMBEDDED_IPV4)('refuses %s as a URL literal and as a DNS answer', async (form, refused) => {
    const name = `${form.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.dns.test`;
    fakeDns.set(name, refused);
    for (const url of [`https://[${refused}]/hook`, `https://${name}/hook`]) {
      await expect(checkTarget(url), url).rejects.toMatchObject({ reason: 'private_address' });
    }
  });

  it('accepts a name whose DNS answer embeds a public IPv4 address', async () => {
    fakeDns.set('nat64-public.dns.test', '64:ff9b::808:808');
    await expect(checkTarget('https://nat64-public.dns.test/hook')).resolves.toBeInstanceOf(URL);
  });

  it('refuses non-HTTPS URLs and URLs with credentials', async () => {
    for (const url of ['http://example.com/hook', 'ftp://example.com', 'not a url', 'https://user:pw@example.com/']) {
      await expect(checkTarget(url)).rejects.toMatchObject({ reason: 'not_https' });
    }
  });

  it('refuses hosts that are or resolve to private addresses', async () => {
    for (const url of ['https://127.0.0.1/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest/meta-data', 'https://localhost:8443/hook', 'https://10.0.0.8/']) {
      const error = await checkTarget(url).catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(TargetRejected);
      expect((error as TargetRejected).reason, url).toBe('private_address');
    }
  });

  describe('at send time', () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.end('ok');
    });
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('connects to nothing private, whether named by address or by a name that resolves to one', async () => {
      for (const host of ['127.0.0.1', 'localhost']) {
        const outcome = await sendWebhook({ url: `https://${host}:${port}/hook`, secret: 's', headers: {} }, { eventId: 'e1', event: 'space.created', body: '{}' });
        expect(outcome.ok).toBe(false);
        expect(outcome.status_code).toBeNull();
        expect(outcome.error).toMatch(/private, loopback or link-local/);
      }
      expect(hits).toBe(0);
    });
  });
});

describe('webhook signature', () => {
  it('is sha256= and the hex HMAC of the exact body, checked in constant time', () => {
    const body = '{"event":"feed.created","data":{"title":"Ünïcode"}}';
    const sig = signBody(body, 'secret');
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(body, 'secret', sig)).toBe(true);
    expect(verifySignature(body + ' ', 'secret', sig)).toBe(false);
    expect(verifySignature(body, 'other', sig)).toBe(false);
    expect(verifySignature(body, 'secret', undefined)).toBe(false);
  });
});
