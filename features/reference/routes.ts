import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
const { OpenApiDescription, ReferencePage, RendererScript } = lazyResponses(() => import('./responses.ts'));
import { documentReply, pageReply, rendererReply } from './serve.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

/** Open to anyone whatever the site's access level: the API's description is no member's data. */
export const routes: Record<DomainRouteKey<'reference'>, AnyRoute> = {
  /** The OpenAPI description (docs/openapi.json), with this deployment's base path and OIDC scheme. */
  'GET /openapi.json': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    responses: { 200: OpenApiDescription },
    handle: async ({ request }) => documentReply(request),
  }),
  /** The reference page: Redoc rendering GET /openapi.json, every asset served by this API. */
  'GET /reference': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    responses: { 200: ReferencePage },
    handle: async ({ request }) => pageReply(request),
  }),
  'GET /reference/redoc.standalone.js': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    responses: { 200: RendererScript },
    handle: async ({ request }) => rendererReply(request),
  }),
};
