import { describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { api, baseUrl, serverTiming } from '../../support/http.ts';

describe('request pipeline', () => {
  it('fails with 404 rest_no_route for an unknown path or method', async () => {
    for (const [method, path] of [['GET', '/no/such/thing'], ['DELETE', '/settings'], ['PATCH', '/settings/public']] as const) {
      const res = await api(method, path, { auth: adminAuth });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
  });

  it('answers outside the versioned base path with rest_no_route', async () => {
    const res = await fetch(baseUrl().replace('/community/v2', '/community/v1') + '/settings/public');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('rest_no_route');
  });

  it('puts Server-Timing with app time, DynamoDB time, calls and capacity on successes and errors', async () => {
    const ok = await api<any>('GET', '/settings', { auth: adminAuth });
    const timing = serverTiming(ok.headers);
    expect(timing.calls).toBeGreaterThanOrEqual(1); // the settings read (authentication costs none on a warm function)
    expect(timing.trips).toBeGreaterThanOrEqual(1);
    expect(timing.trips).toBeLessThanOrEqual(timing.calls);
    expect(timing.rcu).toBeGreaterThan(0);
    expect(timing.app).toBeGreaterThanOrEqual(timing.ddbMs);
    const failed = await api('PUT', '/settings', { auth: adminAuth, body: { unknown_key: 1 } });
    expect(failed.status).toBe(400);
    expect(serverTiming(failed.headers).wcu).toBe(0);
  });

  it('counts write capacity for writes', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, body: { site_description: 'capacity' } });
    expect(serverTiming(res.headers).wcu).toBeGreaterThan(0);
    await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['site_description'] } });
  });

  it('returns a request id and CORS headers on every response', async () => {
    const res = await api('GET', '/settings/public', { headers: { origin: 'https://app.example' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${baseUrl()}/settings`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'PUT' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('fails to read a JSON body labelled as a form (curl -d without a content type): form fields only', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, rawBody: '{"site_description":"via curl"}', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
    const stored = await api<any>('GET', '/settings/site_description', { auth: adminAuth });
    expect(JSON.stringify(stored.body)).not.toContain('via curl');
  });
});
