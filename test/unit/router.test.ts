import { describe, expect, it } from 'vitest';
import { InvalidParamError } from '#platform/core/errors.ts';
import { compatBasePathProblem } from '#platform/core/base-paths.ts';
import { wordpressPath, restIndex } from '#platform/http/rest-index.ts';
import { gatewayRoute, matchRoute, readQuery, relativePath, requestMethod, restIndexRoot } from '#platform/http/router.ts';
import { ROUTES } from '#platform/http/route-table.ts';

const BASES = ['/api/community/v2', '/wp-json/fluent-community/v2'];

describe('router', () => {
  it('reads the path below either base path, a trailing slash dropped', () => {
    expect(relativePath('/api/community/v2/feeds/', BASES)).toBe('/feeds');
    expect(relativePath('/wp-json/fluent-community/v2/feeds/12/by-id/', BASES)).toBe('/feeds/12/by-id');
    expect(relativePath('/api/community/v2', BASES)).toBe('/');
    expect(relativePath('/api/community/v2x/feeds', BASES)).toBeNull();
    expect(relativePath('/api/community/v1/feeds', BASES)).toBeNull();
  });

  it('lets literal segments win over parameters and decodes parameters', () => {
    expect(matchRoute('GET', '/feeds/bookmarks')?.key).toBe('GET /feeds/bookmarks');
    expect(matchRoute('GET', '/spaces/space_groups')?.key).toBe('GET /spaces/space_groups');
    expect(matchRoute('GET', '/profile/caf%C3%A9')).toMatchObject({ key: 'GET /profile/{username}', pathParameters: { username: 'café' } });
    expect(matchRoute('DELETE', '/settings')).toBeUndefined();
  });

  it('refuses a path segment that is not percent-encoded UTF-8, naming the parameter', () => {
    expect(() => matchRoute('GET', '/profile/%FF')).toThrow(InvalidParamError);
    try {
      matchRoute('GET', '/profile/%FF');
    } catch (error) {
      expect((error as InvalidParamError).data).toMatchObject({ params: { username: expect.any(String) } });
    }
  });

  it('reads the query string as PHP does: arrays, nesting, repeated plain keys joined with commas', () => {
    const q = readQuery('ids[]=1&ids[]=2&filter[a]=x&a=1&a=2&_method=delete&page=2');
    expect(q.values).toEqual({ ids: ['1', '2'], filter: { a: 'x' }, a: '1,2', page: '2' });
    expect(q.override).toBe('delete');
    expect(q.pairs).not.toContainEqual(['_method', 'delete']);
  });

  it('overrides the method on POST only', () => {
    const none = readQuery('');
    expect(requestMethod('POST', { 'x-http-method-override': 'put' }, none)).toBe('PUT');
    expect(requestMethod('POST', {}, readQuery('_method=Delete'))).toBe('DELETE');
    expect(requestMethod('POST', {}, none)).toBe('POST');
    expect(requestMethod('GET', {}, readQuery('_method=GET'))).toBe('GET');
    expect(() => requestMethod('GET', {}, readQuery('_method=DELETE'))).toThrow(InvalidParamError);
    expect(() => requestMethod('GET', { 'x-http-method-override': 'DELETE' }, none)).toThrow(InvalidParamError);
  });

  it('names the API Gateway route a path reaches, as lib/api-stack.ts declares them', () => {
    expect(gatewayRoute('/api/community/v2/feeds/12/by-id', BASES)).toEqual({
      routeKey: 'ANY /api/community/v2/feeds/{proxy+}',
      pathParameters: { proxy: '12/by-id' },
      domain: 'feeds',
    });
    expect(gatewayRoute('/wp-json/fluent-community/v2/admin/topics', BASES)).toEqual({ routeKey: 'ANY /wp-json/fluent-community/v2/admin/topics', domain: 'topics' });
    expect(gatewayRoute('/api/community/v2/feeds/', BASES)).toMatchObject({ routeKey: 'ANY /api/community/v2/feeds/{proxy+}', domain: 'feeds' });
    expect(gatewayRoute('/wp-json/', BASES)).toEqual({ routeKey: '$default', domain: 'settings' });
    expect(gatewayRoute('/api/community/v2/feedsx', BASES)).toMatchObject({ routeKey: '$default' });
    // A detour without path parameters (a regression: it fell through to its mount).
    expect(gatewayRoute('/api/community/v2/feeds/oembed', BASES)).toEqual({ routeKey: 'ANY /api/community/v2/feeds/oembed', domain: 'media' });
    expect(gatewayRoute('/wp-json/fluent-community/v2/feeds/oembed/', BASES)).toMatchObject({ domain: 'media' });
    // A detour without path parameters goes to its own domain, past its mount's.
    expect(gatewayRoute('/api/community/v2/feeds/media-upload', BASES)).toEqual({ routeKey: 'ANY /api/community/v2/feeds/media-upload', domain: 'media' });
    expect(gatewayRoute('/api/community/v2/feeds/media-upload/', BASES)).toMatchObject({ domain: 'media' });
  });

  it('writes routes WordPress-style in the REST index', () => {
    expect(wordpressPath('/feeds/{feed}/comments/{comment}')).toBe('/feeds/(?P<feed>[^/]+)/comments/(?P<comment>[^/]+)');
    const index = restIndex({ name: 'C', description: 'd', url: 'https://x' }, 'fluent-community/v2');
    expect(index.namespaces).toContain('fluent-community/v2');
    expect(index.routes['/fluent-community/v2/feeds']?.methods.sort()).toEqual(['GET', 'POST']);
    expect(Object.values(index.routes).reduce((n, r) => n + r.endpoints.length, 0)).toBe(ROUTES.length);
  });

  it('serves the REST index only with a compat base path, at its root', () => {
    expect(restIndexRoot(undefined)).toBeUndefined();
    expect(restIndexRoot('/wp-json/fluent-community/v2')).toBe('/wp-json');
  });

  it('checks the compat base path form', () => {
    expect(compatBasePathProblem('/wp-json/fluent-community/v2', 'api')).toBeUndefined();
    expect(compatBasePathProblem('/wp-json', 'api')).toMatch(/namespace/);
    expect(compatBasePathProblem('wp-json/x', 'api')).toBeDefined();
    expect(compatBasePathProblem('/api/x', 'api')).toMatch(/outside/);
  });
});
