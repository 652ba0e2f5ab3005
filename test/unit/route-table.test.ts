import { describe, expect, it } from 'vitest';
import { DOMAINS, ROUTES, routeKey } from '#shared/http/route-table.ts';

describe('route table', () => {
  it('has no duplicate method and path', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(DOMAINS)('every %s route has a handler, and every handler a route', async (domain) => {
    process.env['TABLE_NAME'] ??= 'community';
    const { routes } = (await import(`../../functions/${domain}/routes.ts`)) as { routes: Record<string, unknown> };
    const declared = ROUTES.filter((r) => r.domain === domain).map(routeKey).sort();
    expect(Object.keys(routes).sort()).toEqual(declared);
  });
});
