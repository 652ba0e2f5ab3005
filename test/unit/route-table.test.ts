import { describe, expect, it } from 'vitest';
import { ruleProblem } from '#shared/auth/route-rules.ts';
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

  it.each(DOMAINS)('every %s route declares its access rule (access, inherits; docs/access.md)', async (domain) => {
    process.env['TABLE_NAME'] ??= 'community';
    const { routes } = (await import(`../../functions/${domain}/routes.ts`)) as { routes: Record<string, Parameters<typeof ruleProblem>[0]> };
    for (const r of ROUTES.filter((x) => x.domain === domain)) expect(ruleProblem(routes[routeKey(r)]), routeKey(r)).toBeNull();
  });

  it('refuses a route without a declaration, or with a malformed one', () => {
    expect(ruleProblem(undefined)).toMatch(/access/);
    expect(ruleProblem({ access: 'anyone' })).toMatch(/inherits/);
    expect(ruleProblem({ access: 'anyone', inherits: { resource: 'space', needs: 'see', target: 'below-caller' } })).toMatch(/below-caller/);
    expect(ruleProblem({ access: 'anyone', inherits: 'none' })).toBeNull();
  });
});
