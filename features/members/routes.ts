import { requireCaller } from '#platform/auth/access.ts';
import { CONTRIBUTION_PERIODS } from '#features/members/contribution-store.ts';
import { fromOriginalStatus, requireOneOf, requireRole, CONTRIBUTION_METRICS, toMemberRow } from '#features/members/members.ts';
import { createMember, updateMemberAccount } from '#features/members/member-service.ts';
import { activeMembers, listDirectory, mentionMembers, newMembers, topContributorList } from '#features/members/directory-service.ts';
import { CannotChangeMemberError } from '#features/members/accounts.ts';
import { paginator } from '#platform/http/pagination.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { onMember, spaceFilter } from '#platform/auth/route-rules.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { memberAccountRoutes } from './account-routes.ts';
import { leaderboard, withOriginalGroups } from '#features/members/leaderboard-service.ts';
import { activeQuery, leaderboardQuery, createMemberBody, patchMemberBody, directoryQuery, newQuery, topQuery, updateMemberBody, userIdParams } from './schemas.ts';
import { emailRoutes } from './email-routes.ts';
import { badgeRoutes } from './badge-routes.ts';
import { pointsRoutes } from '#features/points/points-routes.ts';
import { levelRoutes } from '#features/points/level-routes.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { activeMembersResponse, directoryOrMentionResponse, memberCreatedResponse, memberPatchedResponse, memberUpdatedResponse, newMembersResponse, topContributorsResponse, leaderboardResponse, originalLeaderboardResponse } = lazyResponses(() => import('./responses.ts'));

const executionTime = (startedAt: number): number => Math.round(performance.now() - startedAt) / 1000;

export const routes: Record<DomainRouteKey<'members'>, AnyRoute> = {
  ...memberAccountRoutes,
  'GET /members': route({
    access: 'authenticated',
    inherits: spaceFilter,
    query: directoryQuery,
    responses: { 200: directoryOrMentionResponse },
    errors: { 400: ['invalid_filter', 'invalid_search'], 403: ['last_activity_hidden'], 404: ['space_not_found'] },
    handle: async ({ query, caller, request }) => {
      if (query.mention !== undefined) {
        const data = await mentionMembers({ mention: query.mention, space: query.space ?? query.space_id }, requireCaller(caller));
        return { members: { data }, execution_time: executionTime(request.startedAt) };
      }
      const page = await listDirectory({ ...query, role: requireRole(query.role) }, caller);
      const members = paginator({ data: page.rows, total: page.total, page: page.page, perPage: page.perPage, url: request.url, query: request.query, nextCursor: page.nextCursor });
      return { members, execution_time: executionTime(request.startedAt) };
    },
  }),
  'POST /members': route({
    idempotent: true,
    access: 'admin',
    // The answer carries the new account's application password.
    requiresSecret: true,
    inherits: 'none',
    body: createMemberBody,
    responses: { 200: memberCreatedResponse },
    errors: { 400: ['username_exists', 'email_exists'] },
    handle: async ({ body, caller }) => {
      const created = await createMember(body, caller?.userId ?? null, { issueAppPassword: true });
      return {
        message: 'Member created successfully.',
        data: toMemberRow(created.profile, { includeEmail: true }),
        ...(created.appPassword
          ? { application_password: created.appPassword.secret, application_password_uuid: created.appPassword.uuid }
          : {}),
      };
    },
  }),
  'PUT /members/{user_id}': route({
    access: 'admin',
    // Promoting an account (or reinstating one) is as lasting as a credential.
    requiresSecret: true,
    inherits: onMember('nothing', 'below-caller'),
    params: userIdParams,
    body: updateMemberBody,
    responses: { 200: memberUpdatedResponse },
    errors: { 400: ['cannot_modify_self'], 404: ['member_not_found'], 409: ['conflict'] },
    handle: async ({ params, body, caller }) => {
      const profile = await updateMemberAccount(params.user_id, body, requireCaller(caller));
      return { message: 'Member updated successfully.', data: toMemberRow(profile, { includeEmail: true }) };
    },
  }),
  /**
   * The original's member status change (moderators and administrators, its delete_any_feed):
   * PUT's service with the original's status names; another value changes nothing.
   */
  'PATCH /members/{user_id}': route({
    access: 'moderator',
    inherits: onMember('nothing', 'below-caller'),
    params: userIdParams,
    body: patchMemberBody,
    responses: { 200: memberPatchedResponse },
    errors: { 400: ['cannot_modify_self'], 403: ['cannot_change_member'], 404: ['member_not_found'], 409: ['conflict'] },
    // The original refuses a change to an administrator (or oneself) with 422.
    compat: { errors: { cannot_change_member: 422, cannot_modify_self: 422 } },
    handle: async ({ params, body, caller }) => {
      const profile = await updateMemberAccount(params.user_id, { status: fromOriginalStatus(body.status) }, requireCaller(caller), () => new CannotChangeMemberError());
      const row = toMemberRow(profile, { includeEmail: true });
      return { message: 'Member status has been updated', member: row, data: row };
    },
  }),
  'GET /members/active': route({
    access: 'authenticated',
    inherits: 'none',
    query: activeQuery,
    responses: { 200: activeMembersResponse },
    errors: { 403: ['last_activity_hidden'] },
    handle: ({ query, caller }) => activeMembers(query, caller),
  }),
  'GET /members/new': route({
    access: 'authenticated',
    inherits: 'none',
    query: newQuery,
    responses: { 200: newMembersResponse },
    handle: ({ query, caller }) => newMembers(query, caller),
  }),
  'GET /members/top-contributors': route({
    access: 'authenticated',
    inherits: 'none',
    query: topQuery,
    responses: { 200: topContributorsResponse },
    errors: { 400: ['invalid_filter'] },
    handle: ({ query, caller }) => {
      const period = requireOneOf('period', query.period, CONTRIBUTION_PERIODS) ?? 'month';
      const metric = requireOneOf('metric', query.metric, CONTRIBUTION_METRICS) ?? 'posts';
      return topContributorList({ ...query, period, metric }, caller);
    },
  }),
  /**
   * The original Pro's leaderboard (docs/points.md, "Leaderboard"): members by points in one
   * period. Anyone the privacy setting leaderboard_members_visibility lets in (listView), while
   * features.leaderboard is on and the license carries `leaderboard`.
   */
  'GET /leaderboard': route({
    access: 'anyone',
    feature: 'leaderboard',
    pro: true,
    inherits: 'none',
    query: leaderboardQuery,
    responses: { 200: leaderboardResponse },
    compat: { shape: (body) => withOriginalGroups(body), responses: { 200: originalLeaderboardResponse } },
    handle: ({ query, caller }) => leaderboard(query, caller),
  }),
  ...emailRoutes,
  ...badgeRoutes,
  ...pointsRoutes,
  ...levelRoutes,
};
