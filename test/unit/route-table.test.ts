import { describe, expect, it } from 'vitest';
import { ruleProblem } from '#shared/auth/route-rules.ts';
import { detourDomains, DOMAINS, mountDomains, mountOf, ROUTES, routeKey } from '#shared/http/route-table.ts';

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
