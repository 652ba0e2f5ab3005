import { requireCaller } from '#shared/auth/access.ts';
import { editProfile, viewOwnProfile, viewProfile } from '#shared/domain/member-service.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { route, type AnyRoute } from '#shared/http/route.ts';
import { profileEditBody, usernameParams } from './schemas.ts';

const update = route({
  access: 'authenticated',
  params: usernameParams,
  body: profileEditBody,
  handle: async ({ params, body, caller }) => {
    return { message: 'Profile has been updated', profile: await editProfile(params.username, body, requireCaller(caller)) };
  },
});

export const routes: Record<DomainRouteKey<'profiles'>, AnyRoute> = {
  'GET /profile': route({
    access: 'authenticated',
    handle: async ({ caller }) => ({ profile: await viewOwnProfile(requireCaller(caller)) }),
  }),
  'GET /profile/{username}': route({
    access: 'anyone',
    params: usernameParams,
    handle: async ({ params, caller }) => ({ profile: await viewProfile(params.username, caller) }),
  }),
  /** PUT is this API's update; POST is the original platform's verb for the same change. */
  'PUT /profile/{username}': update,
  'POST /profile/{username}': update,
};
