/**
 * The webhook admin rules that the API tests cannot reach: the test stack allows private targets
 * (its receivers listen on loopback), so the address rule is checked here with production settings.
 */
import { beforeAll, describe, expect, it } from 'vitest';

type Service = typeof import('#features/webhooks/webhook-service.ts');
let service: Service;

beforeAll(async () => {
  // Configuration is read once at load: set the production value before the first import.
  process.env['WEBHOOK_ALLOW_PRIVATE_TARGETS'] = '0';
  service = await import('#features/webhooks/webhook-service.ts');
});

const rejection = async (url: string) => {
  try {
    await service.checkWebhookUrl(url);
    return null;
  } catch (error) {
    return error as { statusCode: number; code: string; data: { reason: string; params: { url: string } } };
  }
};

describe('webhook target URL (400 invalid_url)', () => {
  it.each([
    'https://127.0.0.1/hook', 'https://10.1.2.3/hook', 'https://172.16.0.9/hook', 'https://192.168.1.1/hook', 'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook', 'https://0.0.0.0/hook', 'https://[::1]/hook', 'https://[fd00::1]/hook', 'https://[fe80::1]/hook', 'https://[::ffff:127.0.0.1]/hook',
    'https://localhost/hook',
  ])('refuses the private, loopback or link-local target %s', async (url) => {
    const e = await rejection(url);
    expect(e).toMatchObject({ statusCode: 400, code: 'invalid_url', data: { reason: 'private_address' } });
    expect(e?.data.params.url).toMatch(/private, loopback or link-local/);
  });

  it.each([
    ['http://198.51.99.10/hook', 'not_https'],
    ['not a url', 'not_https'],
    ['https://user:secret@198.51.99.10/hook', 'not_https'],
    ['https://no-such-host.invalid/hook', 'unresolvable'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect(await rejection(url)).toMatchObject({ statusCode: 400, code: 'invalid_url', data: { reason } });
  });

  it('accepts a public HTTPS address', async () => {
    expect(await rejection('https://198.51.99.10:8443/hook?x=1')).toBeNull();
  });
});

describe('webhook custom headers', () => {
  it('accepts ordinary headers, authorization included', () => {
    expect(service.checkCustomHeaders({ Authorization: 'Bearer x', 'X-Team': 'growth', 'x-empty': '' })).toBeNull();
  });

  it.each([
    [{ Host: 'a' }], [{ 'content-length': '1' }], [{ 'Content-Type': 'text/plain' }], [{ 'X-Service-Signature': 'x' }],
    [{ 'X-Service-Event-Id': 'x' }], [{ 'x-service-anything': 'x' }], [{ 'User-Agent': 'x' }], [{ Upgrade: 'h2c' }],
    [{ 'Bad Name': 'x' }], [{ 'X-A': 'a\nb' }], [{ 'X-A': 'é' }], [{ 'X-A': 'x'.repeat(1025) }], [{ 'X-A': '1', 'x-a': '2' }],
    [Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-H${i}`, 'v']))],
  ])('refuses %j', (headers) => {
    expect(service.checkCustomHeaders(headers as Record<string, string>)).toEqual(expect.any(String));
  });

  it('masks header values on reads: sensitive names wholly, others but their last four characters when long enough', () => {
    const stored = { Authorization: 'Bearer 0123456789abcdef', 'X-Api-Key': 'key-0123456789abcdef', 'X-Team': 'growth', 'X-Trace-Id': 'trace-0123456789abcd' };
    expect(service.maskHeaders(stored)).toEqual({ Authorization: '********', 'X-Api-Key': '********', 'X-Team': '********', 'X-Trace-Id': '********abcd' });
  });

  it('keeps the stored value of a header sent back masked, and takes any other value as sent', () => {
    const stored = { Authorization: 'Bearer 0123456789abcdef', 'X-Trace-Id': 'trace-0123456789abcd' };
    const sentBack = { authorization: '********', 'X-Trace-Id': '********abcd', 'X-New': '********' };
    expect(service.restoreMaskedHeaders(sentBack, stored)).toEqual({ authorization: 'Bearer 0123456789abcdef', 'X-Trace-Id': 'trace-0123456789abcd', 'X-New': '********' });
    expect(service.restoreMaskedHeaders({ Authorization: 'Bearer new' }, stored)).toEqual({ Authorization: 'Bearer new' });
  });

  it('masks a secret shorter than any valid secret', () => {
    const secret = service.generateSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(service.maskSecret(secret.slice(-4))).toBe(`********${secret.slice(-4)}`);
    expect(service.maskSecret(secret.slice(-4)).length).toBeLessThan(service.MIN_SECRET_LENGTH);
  });
});
