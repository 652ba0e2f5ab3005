import * as z from 'zod';
import { optionRoutes } from '#features/spaces/option-routes.ts';
import { requireCaller } from '#platform/auth/access.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import * as groups from '#features/spaces/space-group-service.ts';
import * as membership from '#features/spaces/space-membership-service.ts';
import * as spaces from '#features/spaces/space-service.ts';
import * as spacePage from '#features/spaces/space-page-service.ts';
import { callerSpacesPage, listCallerSpaces } from '#features/spaces/caller-spaces.ts';
import { GroupInvalidDataError, GroupPermissionDeniedError } from '#features/spaces/space-groups.ts';
import { paginator } from '#platform/http/pagination.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { inSpace, onSpaceMember, spaceFilter } from '#platform/auth/route-rules.ts';
import { route, type AnyRoute, type RequestInfo, type RouteDefinition, type RouteErrors } from '#platform/http/route.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { memberSpacesRoutes } from './profile-routes.ts';
const r = lazyResponses(() => import('./responses.ts'));
import * as s from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

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
  def: Omit<RouteDefinition<Q, B, P>, 'access' | 'inherits' | 'invalid' | 'shortErrors' | 'forbidden' | 'errors'> & { errors?: { 400?: string[]; 404?: string[]; 409?: string[] } },
): RouteDefinition<Q, B, P> {
  // Invalid input answers invalid_data, a caller who is not an administrator permission_denied.
  const errors: RouteErrors = { ...def.errors, 403: ['permission_denied'], ...(def.params || def.body ? { 400: ['invalid_data', ...(def.errors?.[400] ?? [])] } : {}) };
  return route({ ...def, errors, access: 'admin', inherits: 'none', forbidden: () => new GroupPermissionDeniedError(), invalid: groupInvalid, shortErrors: true });
}

const bySlug = (p: { space: string }) => ({ slug: p.space });

/** The space's fields without the compat body's report of dropped keys (never stored). */
const fieldsOf = <T extends object>(body: T): T => {
  const { ignored_keys: _ignored, ...fields } = body as T & { ignored_keys?: unknown };
  return fields as T;
};

/** Names the settings keys the compat body dropped (schemas.ts originalSpaceInput), when it dropped any. */
const withIgnoredKeys = (body: Record<string, unknown>, input: { body: unknown }) => {
  const ignored = (input.body as { ignored_keys?: string[] }).ignored_keys;
  return ignored ? { ...body, ignored_keys: ignored } : body;
};

/** GET /spaces/all-spaces: the published spaces everyone may know (public and private), in the sidebar's order. */
const ALL_SPACES = (q: { page: number; per_page: number; cursor?: string | undefined }): spaces.SpaceListQuery => ({ ...q, status: 'published', orderby: 'serial', order: 'asc' });

/**
 * Discover as the original answers it: the published public and private spaces (type=joined: the
 * caller's own), by title or by creation date (sort_by).
 */
function discoverAsOriginal(q: z.output<typeof s.originalDiscoverQuery>, caller: Caller | null): Promise<spaces.SpaceListPage> {
  if (q.type === 'joined') return callerSpacesPage(caller, { ...q, order: q.sort_by });
  if (q.type === 'course') return spaces.discoverSpaces(q, caller);
  const orderby = q.sort_by === 'alphabetical' ? 'title' : 'created_at';
  return spaces.listSpacesFor({ ...q, type: undefined, status: 'published', orderby, order: q.sort_by === 'latest' ? 'desc' : 'asc' }, caller);
}

/** The original's user search: up to 100 people not in the space whose names match `search` (none without one). */
async function usersSearchAsOriginal({ query, caller, request }: { query: z.output<typeof s.originalUsersSearchQuery>; caller: Caller | null; request: RequestInfo }) {
  const me = requireCaller(caller);
  const space = spacePage.spaceRefOf(query.space_id);
  let found: Awaited<ReturnType<typeof membership.searchUsersForSpace>> = [];
  if (query.search !== undefined && query.search.length >= 2) found = await membership.searchUsersForSpace({ q: query.search, space, per_page: USERS_PER_PAGE }, me);
  // Without a search term, no one: but the space is checked as with one (422 when it is not there).
  else await membership.loadListableSpace(space, me);
  const users = found.map(({ id, email, ...u }) => ({ ID: id, ...u, ...(email === undefined ? {} : { user_email: email }) }));
  return { users: paginator({ data: users, total: users.length, page: 1, perPage: USERS_PER_PAGE, url: request.url, query: request.query }) };
}
const USERS_PER_PAGE = 100;

/**
 * Read, update and delete of a space, addressed by slug or by id. `original` are the original's
 * statuses of the route's errors (by slug, a space not found is 422 there).
 */
function spaceRoutes<P extends z.ZodType<{ space: string | number }>>(params: P, ref: (p: z.output<P>) => spaces.SpaceRef, original: Record<string, number>) {
  return {
    read: route({
      access: 'anyone',
      feature: 'spaces',
      inherits: inSpace('see'),
      params,
      responses: { 200: r.spaceReadResponse },
      errors: { 404: ['space_not_found'] },
      handle: async ({ params: p, caller }) => {
        const data = await spaces.readSpace(ref(p as z.output<P>), caller);
        return { data, space: data };
      },
    }),
    update: route({
      access: 'authenticated',
      inherits: inSpace('manage'),
      params,
      body: s.updateSpaceBody,
      responses: { 200: r.spaceUpdatedResponse },
      errors: { 400: ['duplicate_slug', 'invalid_media'], 404: ['space_not_found'], 409: ['conflict'] },
      compat: { body: s.originalUpdateSpaceBody, errors: { duplicate_slug: 422, ...original }, responses: { 200: r.originalSpaceUpdatedResponse }, shape: withIgnoredKeys },
      handle: async ({ params: p, body, caller }) => {
        const { detail, slugChanged } = await spaces.updateSpace(ref(p as z.output<P>), fieldsOf(body), requireCaller(caller));
        return { message: 'Space updated successfully.', data: detail, redirect_url: slugChanged ? await spacePage.spacePortalUrl(detail.slug) : '' };
      },
    }),
    delete: route({
      access: 'admin',
      inherits: inSpace('see'),
      params,
      responses: { 200: MessageOnly },
      errors: { 404: ['space_not_found'], 409: ['conflict'] },
      compat: { errors: original },
      handle: async ({ params: p, caller }) => {
        await spaces.deleteSpace(ref(p as z.output<P>), requireCaller(caller));
        return { message: 'Space deleted. Its content is being removed.' };
      },
    }),
  };
}

const slugRoutes = spaceRoutes(s.slugParams, (p) => ({ slug: p.space }), { space_not_found: 422 });
const idRoutes = spaceRoutes(s.idParams, (p) => ({ id: p.space }), {});

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
    // The original lists the spaces the caller belongs to, by title, as a plain array.
    compat: { query: z.object({}), responses: { 200: r.callerSpacesResponse }, handle: async ({ caller }) => ({ spaces: await listCallerSpaces(caller) }) },
    handle: async ({ query, caller, request }) => spacesPage(await spaces.listSpacesFor(query, caller), query, request),
  }),
  'POST /spaces': route({
    idempotent: true,
    access: 'admin',
    inherits: 'none',
    body: s.createSpaceBody,
    responses: { 200: r.spaceCreatedResponse },
    errors: { 400: ['duplicate_slug', 'invalid_media'], 409: ['conflict'] },
    compat: { body: s.originalCreateSpaceBody, errors: { duplicate_slug: 422 }, responses: { 200: r.originalSpaceCreatedResponse }, shape: withIgnoredKeys },
    handle: async ({ body, caller }) => {
      const data = await spaces.createSpace(fieldsOf(body), requireCaller(caller));
      return { message: 'Space created successfully.', data, space: data };
    },
  }),
  'GET /spaces/discover': route({
    access: 'anyone',
    feature: 'spaces',
    inherits: 'none',
    query: s.discoverQuery,
    responses: { 200: r.spacesPageResponse },
    errors: { 400: ['invalid_search'] },
    compat: {
      query: s.originalDiscoverQuery,
      handle: async ({ query, caller, request }: { query: z.output<typeof s.originalDiscoverQuery>; caller: Caller | null; request: RequestInfo }) =>
        spacesPage(await discoverAsOriginal(query, caller), query, request),
    },
    handle: async ({ query, caller, request }) => spacesPage(await spaces.discoverSpaces(query, caller), query, request),
  }),
  'GET /spaces/all-spaces': route({
    access: 'anyone',
    feature: 'spaces',
    inherits: 'none',
    query: s.allSpacesQuery,
    responses: { 200: r.allSpacesResponse },
    handle: async ({ query, caller, request }) => ({ spaces: spacesPage(await spaces.listSpacesFor(ALL_SPACES(query), caller), query, request).spaces }),
  }),
  'GET /spaces/users/search': route({
    access: 'authenticated',
    feature: 'spaces',
    inherits: spaceFilter,
    query: s.usersSearchQuery,
    responses: { 200: r.usersSearchResponse },
    errors: { 400: ['invalid_search'], 404: ['space_not_found'] },
    // The original: `search` (optional), a required `space_id` (422 when no such space), a paginator of 100.
    compat: { query: s.originalUsersSearchQuery, errors: { space_not_found: 422 }, responses: { 200: r.originalUsersSearchResponse }, handle: usersSearchAsOriginal },
    handle: async ({ query, caller }) => {
      const { space_id, ...q } = query;
      return { data: await membership.searchUsersForSpace({ ...q, space: space_id === undefined ? undefined : spacePage.spaceRefOf(space_id) }, requireCaller(caller)) };
    },
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
    compat: { errors: { already_member: 422, space_not_found: 422 } },
    handle: async ({ params, caller }) => {
      const m = await membership.joinSpace(bySlug(params), requireCaller(caller));
      const message = m.status === 'pending' ? 'Your join request has been sent to the managers of this space.' : 'You joined the space.';
      const view = membership.membershipView(m);
      const { id: _id, updated_at: _u, ...data } = view;
      return { message, data, membership: view };
    },
  }),
  'POST /spaces/{space}/leave': route({
    access: 'authenticated',
    feature: 'spaces',
    inherits: inSpace('membership'),
    params: s.slugParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['space_not_found', 'member_not_found'] },
    compat: { errors: { space_not_found: 422, member_not_found: 422 } },
    handle: async ({ params, caller }) => {
      await membership.leaveSpace(bySlug(params), requireCaller(caller));
      return { message: 'You left the space.' };
    },
  }),
  'GET /spaces/{space}/lockscreens': route({
    access: 'anyone',
    feature: 'spaces',
    inherits: inSpace('see'),
    params: s.slugParams,
    responses: { 200: r.lockscreenReadResponse },
    errors: { 404: ['space_not_found'] },
    handle: async ({ params, caller }) => ({ lockscreen: await spacePage.readLockscreen(bySlug(params), caller) }),
  }),
  'GET /spaces/{space}/meta-settings': route({
    access: 'authenticated',
    inherits: inSpace('manage'),
    params: s.slugParams,
    responses: { 200: r.metaSettingsResponse },
    errors: { 404: ['space_not_found'] },
    handle: async ({ params, caller }) => ({ meta_settings: await spacePage.readMetaSettings(bySlug(params), requireCaller(caller)) }),
  }),
  'POST /spaces/{space}/links': route({
    access: 'authenticated',
    inherits: inSpace('administer'),
    params: s.slugParams,
    body: s.linksBody,
    responses: { 200: r.linksResponse },
    errors: { 404: ['space_not_found'], 409: ['conflict'] },
    compat: { errors: { space_not_found: 422 } },
    handle: async ({ params, body, caller }) => ({ message: 'The space\'s links were saved.', links: await spacePage.setSpaceLinks(bySlug(params), body.links, requireCaller(caller)) }),
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
    // The original's paginator of memberships (`members`) in place of data and meta; its sort_by and sort_dir.
    compat: {
      query: s.originalMembersQuery,
      handle: ({ params, query, caller }: { params: { space: string }; query: z.output<typeof s.originalMembersQuery>; caller: Caller | null }) =>
        membership.listMembersOf(bySlug(params), caller, { ...query, order: query.sort_dir }),
      responses: { 200: r.originalMembersResponse },
      shape: (body: Awaited<ReturnType<typeof membership.listMembersOf>>, { query, request }) => ({
        members: paginator({ data: body.data, total: body.meta.total, page: body.meta.current_page, perPage: body.meta.per_page, url: request.url, query: request.query, nextCursor: body.meta.next_cursor ?? null }),
        pending_count: body.pending_count,
      }),
    },
    handle: ({ params, query, caller }) => membership.listMembersOf(bySlug(params), caller, query),
  }),
  'POST /spaces/{space}/members': route({
    idempotent: true,
    access: 'authenticated',
    inherits: inSpace('manage'),
    params: s.slugParams,
    body: s.addMemberBody,
    responses: { 200: r.memberAddedResponse },
    errors: { 400: ['already_member'], 404: ['space_not_found', 'member_not_found'] },
    compat: { errors: { already_member: 422, space_not_found: 422 } },
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
    compat: { errors: { space_not_found: 422, member_not_found: 422 } },
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
    handle: async ({ body, caller }) => {
      const group = await groups.createGroup(body, caller);
      return { message: 'Space group created successfully.', space_group: group, group };
    },
  }),
  'PUT /spaces/space_groups/{id}': groupRoute({
    params: s.groupParams,
    body: s.updateGroupBody,
    responses: { 200: r.groupSavedResponse },
    errors: { 404: ['not_found'] },
    handle: async ({ params, body, caller }) => {
      const group = await groups.updateGroup(params.id, body, caller);
      return { message: 'Space group updated successfully.', space_group: group, group };
    },
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
    compat: { body: s.originalReindexGroupsBody },
    responses: { 200: MessageOnly },
    errors: { 404: ['not_found'] },
    handle: async ({ body, caller }) => {
      await groups.reindexGroups(body.group_ids, caller);
      return { message: 'Space groups reordered.' };
    },
  }),
  'PATCH /spaces/space_groups/re-index-spaces': groupRoute({
    body: s.reindexSpacesBody,
    compat: { body: s.originalReindexSpacesBody },
    responses: { 200: MessageOnly },
    errors: { 404: ['not_found'], 409: ['conflict'] },
    handle: async ({ body, caller }) => {
      await groups.reindexSpaces(body.space_ids, body.group_id, caller);
      return { message: 'Spaces reordered.' };
    },
  }),
  'PATCH /spaces/space_groups/move-space': groupRoute({
    body: s.moveSpaceBody,
    responses: { 200: r.spaceMovedResponse },
    errors: { 404: ['not_found', 'space_not_found'] },
    handle: async ({ body, caller }) => ({ message: 'Space moved.', space: await groups.moveSpace({ ...body, space_id: await spacePage.spaceIdOf(body.space_id) }, caller) }),
  }),
  ...invitationRoutes,
  ...memberSpacesRoutes,
};
