import type { z } from 'zod';
import { optionRoutes } from '#features/spaces/option-routes.ts';
import { requireCaller } from '#platform/auth/access.ts';
import * as groups from '#features/spaces/space-group-service.ts';
import * as membership from '#features/spaces/space-membership-service.ts';
import * as spaces from '#features/spaces/space-service.ts';
import { GroupInvalidDataError, GroupPermissionDeniedError } from '#features/spaces/space-groups.ts';
import { paginator } from '#platform/http/pagination.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { inSpace, onSpaceMember, spaceFilter } from '#platform/auth/route-rules.ts';
import { route, type AnyRoute, type RequestInfo, type RouteDefinition, type RouteErrors } from '#platform/http/route.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
import { invitationRoutes } from './invitation-routes.ts';
import * as r from './responses.ts';
import * as s from './schemas.ts';

const executionTime = (startedAt: number): number => Math.round(performance.now() - startedAt) / 1000;

const spacesPage = (page: spaces.SpaceListPage, q: { page: number; per_page: number }, request: RequestInfo) => ({
  spaces: paginator({ data: page.items, total: page.total, page: q.page, perPage: q.per_page, url: request.url, query: request.query, nextCursor: page.nextCursor }),
  execution_time: executionTime(request.startedAt),
});

/** Space-group validation failures answer in the spec's short form. */
const groupInvalid = (issues: Array<{ path: string; message: string }>) =>
  new GroupInvalidDataError(issues.map((i) => (i.message.includes(i.path) ? i.message : `${i.path}: ${i.message}`)).join('; '));

/** Space-group management: administrators, errors in the spec's short form (403 permission_denied). */
function groupRoute<Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  def: Omit<RouteDefinition<Q, B, P>, 'access' | 'inherits' | 'invalid' | 'shortErrors' | 'forbidden' | 'errors'> & { errors?: { 400?: string[]; 404?: string[] } },
): RouteDefinition<Q, B, P> {
  // Invalid input answers invalid_data, a caller who is not an administrator permission_denied.
  const errors: RouteErrors = { ...def.errors, 403: ['permission_denied'], ...(def.params || def.body ? { 400: ['invalid_data', ...(def.errors?.[400] ?? [])] } : {}) };
  return route({ ...def, errors, access: 'admin', inherits: 'none', forbidden: () => new GroupPermissionDeniedError(), invalid: groupInvalid, shortErrors: true });
}

const bySlug = (p: { space: string }) => ({ slug: p.space });

/** Read, update and delete of a space, addressed by slug or by id. */
function spaceRoutes<P extends z.ZodType<{ space: string | number }>>(params: P, ref: (p: z.output<P>) => spaces.SpaceRef) {
  return {
    read: route({ access: 'anyone', feature: 'spaces', inherits: inSpace('see'), params, responses: { 200: r.spaceReadResponse }, errors: { 404: ['space_not_found'] }, handle: async ({ params: p, caller }) => ({ data: await spaces.readSpace(ref(p as z.output<P>), caller) }) }),
    update: route({
      access: 'authenticated',
      inherits: inSpace('manage'),
      params,
      body: s.updateSpaceBody,
      responses: { 200: r.spaceSavedResponse },
      errors: { 400: ['duplicate_slug', 'invalid_media'], 404: ['space_not_found'], 409: ['conflict'] },
      handle: async ({ params: p, body, caller }) => ({ message: 'Space updated successfully.', data: await spaces.updateSpace(ref(p as z.output<P>), body, requireCaller(caller)) }),
    }),
    delete: route({
      access: 'admin',
      inherits: inSpace('see'),
      params,
      responses: { 200: MessageOnly },
      errors: { 404: ['space_not_found'], 409: ['conflict'] },
      handle: async ({ params: p, caller }) => {
        await spaces.deleteSpace(ref(p as z.output<P>), requireCaller(caller));
        return { message: 'Space deleted. Its content is being removed.' };
      },
    }),
  };
}

const slugRoutes = spaceRoutes(s.slugParams, (p) => ({ slug: p.space }));
const idRoutes = spaceRoutes(s.idParams, (p) => ({ id: p.space }));

const removeMember = route({
  access: 'authenticated',
  inherits: onSpaceMember,
  params: s.memberParams,
  responses: { 200: MessageOnly },
  errors: { 400: ['cannot_remove_self'], 404: ['space_not_found', 'member_not_found'] },
  handle: async ({ params, caller }) => {
    await membership.removeMember({ slug: params.space }, requireCaller(caller), params.user_id);
    return { message: 'Member removed from the space.' };
  },
});

export const routes: Record<DomainRouteKey<'spaces'>, AnyRoute> = {
  ...optionRoutes,
  'GET /spaces': route({
    access: 'anyone',
    feature: 'spaces',
    inherits: 'none',
    query: s.spaceListQuery,
    responses: { 200: r.spacesPageResponse },
    errors: { 400: ['invalid_search'] },
    handle: async ({ query, caller, request }) => spacesPage(await spaces.listSpacesFor(query, caller), query, request),
  }),
  'POST /spaces': route({
    access: 'admin',
    inherits: 'none',
    body: s.createSpaceBody,
    responses: { 200: r.spaceSavedResponse },
    errors: { 400: ['duplicate_slug', 'invalid_media'], 409: ['conflict'] },
    handle: async ({ body, caller }) => ({ message: 'Space created successfully.', data: await spaces.createSpace(body, requireCaller(caller)) }),
  }),
  'GET /spaces/discover': route({
    access: 'anyone',
    feature: 'spaces',
    inherits: 'none',
    query: s.discoverQuery,
    responses: { 200: r.spacesPageResponse },
    errors: { 400: ['invalid_search'] },
    handle: async ({ query, caller, request }) => spacesPage(await spaces.discoverSpaces(query, caller), query, request),
  }),
  'GET /spaces/users/search': route({
    access: 'authenticated',
    feature: 'spaces',
    inherits: spaceFilter,
    query: s.usersSearchQuery,
    responses: { 200: r.usersSearchResponse },
    errors: { 400: ['invalid_search'], 404: ['space_not_found'] },
    handle: async ({ query, caller }) => ({ data: await membership.searchUsersForSpace(query, requireCaller(caller)) }),
  }),
  'GET /spaces/{space}/by-slug': slugRoutes.read,
  'GET /spaces/{space}/by-id': idRoutes.read,
  'PUT /spaces/{space}/by-slug': slugRoutes.update,
  'PUT /spaces/{space}/by-id': idRoutes.update,
  'DELETE /spaces/{space}': slugRoutes.delete,
  'DELETE /spaces/{space}/by-id': idRoutes.delete,
  'POST /spaces/{space}/join': route({
    access: 'authenticated',
    feature: 'spaces',
    inherits: inSpace('join'),
    params: s.slugParams,
    responses: { 200: r.joinResponse },
    errors: { 400: ['already_member'], 403: ['space_locked'], 404: ['space_not_found'] },
    handle: async ({ params, caller }) => {
      const m = await membership.joinSpace(bySlug(params), requireCaller(caller));
      const message = m.status === 'pending' ? 'Your join request has been sent to the managers of this space.' : 'You joined the space.';
      const { id: _id, updated_at: _u, ...data } = membership.membershipView(m);
      return { message, data };
    },
  }),
  'POST /spaces/{space}/leave': route({
    access: 'authenticated',
    feature: 'spaces',
    inherits: inSpace('membership'),
    params: s.slugParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['space_not_found', 'member_not_found'] },
    handle: async ({ params, caller }) => {
      await membership.leaveSpace(bySlug(params), requireCaller(caller));
      return { message: 'You left the space.' };
    },
  }),
  'PUT /spaces/{space}/lockscreens': route({
    pro: true,
    access: 'authenticated',
    inherits: inSpace('administer'),
    params: s.slugParams,
    body: s.lockscreenBody,
    responses: { 200: r.lockscreenResponse },
    errors: { 404: ['space_not_found'], 409: ['conflict'] },
    handle: async ({ params, body, caller }) => ({ message: 'Lockscreen saved.', lockscreen: await spaces.setLockscreen(bySlug(params), body, requireCaller(caller)) }),
  }),
  'GET /spaces/{space}/members': route({
    access: 'anyone',
    feature: 'spaces',
    inherits: inSpace('list-members'),
    params: s.slugParams,
    query: s.membersQuery,
    responses: { 200: r.membersResponse },
    errors: { 400: ['invalid_search'], 404: ['space_not_found'] },
    handle: ({ params, query, caller }) => membership.listMembersOf(bySlug(params), caller, query),
  }),
  'POST /spaces/{space}/members': route({
    access: 'authenticated',
    inherits: inSpace('manage'),
    params: s.slugParams,
    body: s.addMemberBody,
    responses: { 200: r.memberAddedResponse },
    errors: { 400: ['already_member'], 404: ['space_not_found', 'member_not_found'] },
    handle: async ({ params, body, caller }) => ({
      message: 'Member added to the space.',
      data: membership.membershipView(await membership.addMember(bySlug(params), requireCaller(caller), body)),
    }),
  }),
  'PUT /spaces/{space}/members/{user_id}': route({
    access: 'authenticated',
    inherits: onSpaceMember,
    params: s.memberParams,
    body: s.updateMemberBody,
    responses: { 200: r.memberUpdatedResponse },
    errors: { 400: ['invalid_transition'], 404: ['space_not_found', 'member_not_found'] },
    handle: async ({ params, body, caller }) => {
      const m = await membership.updateMember({ slug: params.space }, requireCaller(caller), params.user_id, body);
      return { message: 'Membership updated.', data: { user_id: m.user_id, role: m.role, status: m.status, updated_at: membership.membershipView(m).updated_at } };
    },
  }),
  'DELETE /spaces/{space}/members/{user_id}': removeMember,
  'POST /spaces/{space}/members/remove': route({
    access: 'authenticated',
    inherits: onSpaceMember,
    params: s.slugParams,
    body: s.removeMemberBody,
    responses: { 200: MessageOnly },
    errors: { 400: ['cannot_remove_self'], 404: ['space_not_found', 'member_not_found'] },
    handle: async ({ params, body, caller }) => {
      await membership.removeMember(bySlug(params), requireCaller(caller), body.user_id);
      return { message: 'Member removed from the space.' };
    },
  }),
  'POST /spaces/{space}/members/{user_id}/ban': route({
    access: 'authenticated',
    inherits: onSpaceMember,
    params: s.memberParams,
    responses: { 200: r.memberBanResponse },
    errors: { 400: ['cannot_remove_self', 'invalid_transition'], 404: ['space_not_found', 'member_not_found'] },
    handle: async ({ params, caller }) => {
      const m = await membership.setBanned({ slug: params.space }, requireCaller(caller), params.user_id, true);
      return { message: 'Member banned from the space.', data: { user_id: m.user_id, status: m.status } };
    },
  }),
  'POST /spaces/{space}/members/{user_id}/unban': route({
    access: 'authenticated',
    inherits: onSpaceMember,
    params: s.memberParams,
    responses: { 200: r.memberBanResponse },
    errors: { 400: ['cannot_remove_self', 'invalid_transition'], 404: ['space_not_found', 'member_not_found'] },
    handle: async ({ params, caller }) => {
      const m = await membership.setBanned({ slug: params.space }, requireCaller(caller), params.user_id, false);
      return { message: 'Member unbanned.', data: { user_id: m.user_id, status: m.status } };
    },
  }),
  'GET /spaces/space_groups': route({
    access: 'anyone',
    feature: 'spaces',
    inherits: 'none',
    shortErrors: true,
    query: s.groupsQuery,
    responses: { 200: r.groupsResponse },
    handle: ({ query, caller }) => groups.listGroups(query, caller),
  }),
  'POST /spaces/space_groups': groupRoute({
    body: s.createGroupBody,
    responses: { 200: r.groupSavedResponse },
    errors: { 400: ['duplicate_slug'] },
    handle: async ({ body, caller }) => ({ message: 'Space group created successfully.', space_group: await groups.createGroup(body, caller) }),
  }),
  'PUT /spaces/space_groups/{id}': groupRoute({
    params: s.groupParams,
    body: s.updateGroupBody,
    responses: { 200: r.groupSavedResponse },
    errors: { 404: ['not_found'] },
    handle: async ({ params, body, caller }) => ({ message: 'Space group updated successfully.', space_group: await groups.updateGroup(params.id, body, caller) }),
  }),
  'DELETE /spaces/space_groups/{id}': groupRoute({
    params: s.groupParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['not_found'] },
    handle: async ({ params, caller }) => {
      await groups.deleteGroup(params.id, caller);
      return { message: 'Space group deleted; its spaces are uncategorized now.' };
    },
  }),
  'PATCH /spaces/space_groups/re-index': groupRoute({
    body: s.reindexGroupsBody,
    responses: { 200: MessageOnly },
    errors: { 404: ['not_found'] },
    handle: async ({ body, caller }) => {
      await groups.reindexGroups(body.group_ids, caller);
      return { message: 'Space groups reordered.' };
    },
  }),
  'PATCH /spaces/space_groups/re-index-spaces': groupRoute({
    body: s.reindexSpacesBody,
    responses: { 200: MessageOnly },
    errors: { 404: ['not_found'] },
    handle: async ({ body, caller }) => {
      await groups.reindexSpaces(body.space_ids, body.group_id, caller);
      return { message: 'Spaces reordered.' };
    },
  }),
  'PATCH /spaces/space_groups/move-space': groupRoute({
    body: s.moveSpaceBody,
    responses: { 200: r.spaceMovedResponse },
    errors: { 404: ['not_found'] },
    handle: async ({ body, caller }) => ({ message: 'Space moved.', space: await groups.moveSpace(body, caller) }),
  }),
  ...invitationRoutes,
};
