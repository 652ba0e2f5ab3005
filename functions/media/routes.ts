import { route, type AnyRoute } from '#shared/http/route.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { linkPreview } from '#shared/domain/link-preview.ts';
import { oembedQuery } from './schemas.ts';

/** A link preview for any logged-in member (the original's PortalPolicy); docs/media.md "Link previews". */
const oembed = route({
  access: 'authenticated',
  inherits: 'none',
  query: oembedQuery,
  handle: async ({ query }) => linkPreview(query.url),
});

export const routes: Record<DomainRouteKey<'media'>, AnyRoute> = {
  'GET /feeds/oembed': oembed,
};
