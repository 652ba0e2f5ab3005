import { requireCaller } from '#platform/auth/access.ts';
import { editProfile, viewOwnProfile, viewProfile } from '#features/members/member-service.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { onMember } from '#platform/auth/route-rules.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import * as follows from '#features/members/follow-service.ts';
import { paginator } from '#platform/http/pagination.ts';
import { followsQuery, profileEditBody, usernameParams } from './profiles-schemas.ts';
import { profileAccountRoutes } from './account-routes.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { followResponse, followersResponse, followingsResponse, profilePostedResponse, profileResponse, profileUpdatedResponse } = lazyResponses(() => import('./profiles-responses.ts'));

const update = (responses: { 200: typeof profileUpdatedResponse | typeof profilePostedResponse }) => route({
  access: 'authenticated',
  inherits: onMember('administer', 'below-caller'),
  params: usernameParams,
  body: profileEditBody,
  responses,
  errors: { 400: ['invalid_media'], 404: ['member_not_found'], 409: ['conflict'] },
  handle: async ({ params, body, caller }) => {
    return { message: 'Profile has been updated', profile: await editProfile(params.username, body, requireCaller(caller)) };
  },
});

const setFollowing = (follow: boolean) =>
  route({
    access: 'authenticated',
    feature: 'followers',
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    responses: { 200: followResponse },
    errors: { 400: [follow ? 'already_following' : 'not_following', 'cannot_follow_self'], 404: ['member_not_found'] },
    // The original refuses these with its validation status.
    compat: { errors: { already_following: 422, not_following: 422, cannot_follow_self: 422 } },
    handle: ({ params, caller }) => follows.setFollowing(params.username, requireCaller(caller), follow),
  });

const listFollows = (direction: 'followers' | 'followings') =>
  route({
    access: 'authenticated',
    feature: 'followers',
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    query: followsQuery,
    responses: { 200: direction === 'followers' ? followersResponse : followingsResponse },
    errors: { 404: ['member_not_found'] },
    handle: async ({ params, query, caller, request }) => {
      const page = await follows.followsOf(params.username, direction, query, requireCaller(caller));
      return { [direction]: paginator({ data: page.rows, total: page.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query }) };
    },
  });

export const routes: Record<DomainRouteKey<'profiles'>, AnyRoute> = {
  ...profileAccountRoutes,
  'GET /profile': route({
    access: 'authenticated',
    inherits: 'none',
    // Who is signed in, also on a site closed to the caller's role.
    siteAccess: 'open',
    responses: { 200: profileResponse },
    errors: { 404: ['member_not_found'] },
    handle: async ({ caller }) => ({ profile: await viewOwnProfile(requireCaller(caller)) }),
  }),
  'GET /profile/{username}': route({
    access: 'anyone',
    inherits: onMember('nothing', 'none'),
    params: usernameParams,
    responses: { 200: profileResponse },
    errors: { 404: ['member_not_found'] },
    handle: async ({ params, caller }) => ({ profile: await viewProfile(params.username, caller) }),
  }),
  /** PUT is this API's update; POST is the original platform's verb for the same change. */
  'PUT /profile/{username}': update({ 200: profileUpdatedResponse }),
  'POST /profile/{username}': update({ 200: profilePostedResponse }),
  'POST /profile/{username}/follow': setFollowing(true),
  'POST /profile/{username}/unfollow': setFollowing(false),
  'GET /profile/{username}/followers': listFollows('followers'),
  'GET /profile/{username}/followings': listFollows('followings'),
};
