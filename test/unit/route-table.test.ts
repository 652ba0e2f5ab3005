import { routesOf } from '#functions/routes-of.ts';
import { describe, expect, it } from 'vitest';
import { ruleProblem } from '#platform/auth/route-rules.ts';
import { detourDomains, DOMAINS, mountDomains, mountOf, ROUTES, routeKey } from '#platform/http/route-table.ts';

describe('route table', () => {
  it('has no duplicate method and path', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  /**
   * The one check that the two lists of routes agree. The route table (method, path, domain) is
   * what API Gateway's mounts and the router read, light enough for lib/; each domain's
   * definitions (access, schemas, handler) are keyed by it (DomainRouteKey), so a missing
   * definition fails to compile. This also catches an extra or misplaced definition (under
   * another domain, or a method or path the table lacks) and one without its access rule.
   */
  it.each(DOMAINS)('the route table and the %s routes name the same routes (functions/routes-of.ts), each defined with its access rule (access, inherits; docs/access.md)', async (domain) => {
    process.env['TABLE_NAME'] ??= 'community';
    const routes = (await routesOf(domain)) as Record<string, Parameters<typeof ruleProblem>[0]>;
    const tabled = ROUTES.filter((r) => r.domain === domain).map(routeKey).sort();
    expect(Object.keys(routes).sort()).toEqual(tabled);
    for (const key of tabled) expect(ruleProblem(routes[key]), key).toBeNull();
  });

  it('puts every mount under exactly one domain, so a trailing slash or a method override never crosses functions', () => {
    const shared = [...mountDomains()].filter(([, domains]) => domains.size !== 1).map(([mount, domains]) => `${mount}: ${[...domains].join(', ')}`);
    expect(shared).toEqual([]);
    // Routes announced by other work keep to it: a mount of their own, or their domain's.
    const future = [
      { path: '/comments/{id}', domain: 'feeds' },
      { path: '/courses', domain: 'courses' },
      { path: '/media', domain: 'media' },
      { path: '/scheduled-posts', domain: 'feeds' },
      { path: '/migrations', domain: 'migrations' },
      { path: '/admin/courses', domain: 'courses' },
    ] as const;
    const mounts = mountDomains([...ROUTES, ...(future as unknown as typeof ROUTES)]);
    expect([...mounts].filter(([, domains]) => domains.size !== 1)).toEqual([]);
  });

  it('sends every detour path to exactly one domain', () => {
    expect([...detourDomains()].filter(([, domains]) => domains.size !== 1).map(([path]) => path)).toEqual([]);
  });

  it('takes the first segment as the mount, the first two under admin', () => {
    expect(mountOf('/feeds/{feed}/react')).toBe('feeds');
    expect(mountOf('/admin/topics/{topic_id}')).toBe('admin/topics');
    expect(mountOf('/settings')).toBe('settings');
  });

  it('refuses a route without a declaration, or with a malformed one', () => {
    expect(ruleProblem(undefined)).toMatch(/access/);
    expect(ruleProblem({ access: 'anyone' })).toMatch(/inherits/);
    expect(ruleProblem({ access: 'anyone', inherits: { resource: 'space', needs: 'see', target: 'below-caller' } })).toMatch(/below-caller/);
    expect(ruleProblem({ access: 'anyone', inherits: 'none' })).toBeNull();
  });
});
