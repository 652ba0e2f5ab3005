import { requireCaller } from '#shared/auth/access.ts';
import { onMember } from '#shared/auth/route-rules.ts';
import { deleteMedium, listMemberMedia } from '#shared/domain/media-library.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { route, type AnyRoute } from '#shared/http/route.ts';
import { mediaParams, memberMediaParams, memberMediaQuery } from './schemas.ts';

export const routes: Record<DomainRouteKey<'media'>, AnyRoute> = {
  /** The uploader, or a community moderator or administrator (checked by the domain: the medium is no shared resource). */
  'DELETE /media/{id}': route({
    access: 'authenticated',
    inherits: 'none',
    params: mediaParams,
    handle: async ({ params, caller }) => {
      await deleteMedium(params.id, requireCaller(caller));
      return { message: 'Media has been deleted' };
    },
  }),
  /** Seen as the member's profile is (GET /profile/{username}). */
  'GET /profile/{username}/media': route({
    access: 'anyone',
    inherits: onMember('nothing', 'none'),
    params: memberMediaParams,
    query: memberMediaQuery,
    handle: ({ params, query, caller }) => listMemberMedia(params.username, caller, query),
  }),
};
