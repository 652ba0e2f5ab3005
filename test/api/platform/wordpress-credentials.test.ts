/**
 * Credentials the original's clients send (docs/wordpress-compat.md "Credentials"): WordPress's
 * login cookie or an X-WP-Nonce header with no credential this API accepts is refused 401
 * rest_forbidden on both base paths, so the client signs in again, never served as anonymous.
 */
import { describe, expect, inject, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { api } from '../../support/http.ts';

const compat = async (path: string, headers: Record<string, string>) => {
  const res = await fetch(`${inject('stack').compatBaseUrl}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as any };
};

describe('a WordPress session without an accepted credential', () => {
  it('is refused 401 rest_forbidden with a nonce or a login cookie, on either base path, even on a public route', async () => {
    for (const headers of <Record<string, string>[]>[{ 'x-wp-nonce': 'a1b2c3d4e5' }, { cookie: 'theme=dark; wordpress_logged_in_0123abcd=admin%7C1700000000%7Ctoken%7Chash' }, { cookie: 'wordpress_sec_0123abcd=admin%7Cx' }]) {
      const native = await api('GET', '/settings/public', { headers });
      expect(native.status, JSON.stringify(headers)).toBe(401);
      expect(native.body).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
      expect(native.body.message).toContain('application password');
      const original = await compat('/feeds', headers);
      expect(original.status).toBe(401);
      expect(original.body.code).toBe('rest_forbidden');
    }
  });

  it('is served as the credential it comes with, and other cookies change nothing', async () => {
    const withCredential = await api('GET', '/settings', { auth: adminAuth, headers: { 'x-wp-nonce': 'a1b2c3d4e5', cookie: 'wordpress_logged_in_0123abcd=x' } });
    expect(withCredential.status).toBe(200);
    expect((await api('GET', '/settings/public', { headers: { cookie: 'theme=dark; wp-settings-1=x' } })).status).toBe(200);
  });

  it('passes a browser\'s CORS preflight with X-WP-Nonce, so the client gets the 401 and signs in again', async () => {
    const res = await fetch(`${inject('stack').compatBaseUrl}/feeds`, { method: 'OPTIONS', headers: { origin: 'https://app.example.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-wp-nonce' } });
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-wp-nonce');
  });
});
