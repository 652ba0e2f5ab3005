/**
 * The original's spaces routes (SpaceController) as its clients call them, and the FluentCart
 * paywall routes, which the original registers only while FluentCart is active: without it (as
 * here) they answer 404 rest_no_route (docs/wordpress-compat.md, "Routes: spaces").
 */
import type { RecordedCall } from '../original-client.ts';

const created = { keys: ['message', 'space.id', 'space.slug', 'space.title', 'space.privacy', 'space.settings'] };

export const SPACES_CALLS: readonly RecordedCall[] = [
  // Create: the web app's form with the fields under `space`; a settings key the original does not know is dropped and named.
  {
    name: 'create a space (form under `space`)',
    route: 'POST /spaces',
    as: 'admin',
    method: 'POST',
    path: '/spaces',
    form: [['space[title]', 'Original space {run}'], ['space[privacy]', 'public'], ['space[settings][allow_comments]', 'yes'], ['space[settings][paywall_ids]', '3']],
    status: 200,
    ...created,
    values: { 'space.title': 'Original space {run}', 'space.settings.allow_comments': true, ignored_keys: ['settings.paywall_ids'] },
    save: { space_slug: 'space.slug', space_id: 'space.id' },
  },
  { name: 'a slug already taken', route: 'POST /spaces', as: 'admin', method: 'POST', path: '/spaces', json: { space: { title: 'Again', slug: '{space_slug}', privacy: 'public' } }, status: 422, values: { code: 'duplicate_slug' } },
  { name: 'read the space by slug', route: 'GET /spaces/{spaceSlug:slug}/by-slug', as: 'anonymous', method: 'GET', path: '/spaces/{space_slug}/by-slug', status: 200, keys: ['space.id', 'space.title', 'space.slug', 'space.privacy'] },
  { name: 'an unknown slug', route: 'GET /spaces/{spaceSlug:slug}/by-slug', as: 'member', method: 'GET', path: '/spaces/no-space-{run}/by-slug', status: 404 },

  // Membership: join (422 when already a member or when there is no such space), the caller's spaces, leave.
  {
    name: 'join',
    route: 'POST /spaces/{spaceSlug:slug}/join',
    as: 'member',
    method: 'POST',
    path: '/spaces/{space_slug}/join',
    status: 200,
    keys: ['message', 'membership.user_id', 'membership.space_id', 'membership.role', 'membership.status'],
    values: { 'membership.status': 'active' },
  },
  { name: 'join again', route: 'POST /spaces/{spaceSlug:slug}/join', as: 'member', method: 'POST', path: '/spaces/{space_slug}/join', status: 422, values: { code: 'already_member' } },
  { name: 'join a space that is not there', route: 'POST /spaces/{spaceSlug:slug}/join', as: 'member', method: 'POST', path: '/spaces/no-space-{run}/join', status: 422 },
  {
    name: 'the spaces the caller belongs to (a plain array)',
    route: 'GET /spaces',
    as: 'member',
    method: 'GET',
    path: '/spaces',
    status: 200,
    keys: ['spaces.*.id', 'spaces.*.title', 'spaces.*.slug'],
    values: { 'spaces.0.slug': '{space_slug}' },
  },
  { name: 'no spaces for a visitor', route: 'GET /spaces', as: 'anonymous', method: 'GET', path: '/spaces', status: 200, values: { spaces: [] } },
  {
    name: 'discover the joined spaces',
    route: 'GET /spaces/discover',
    as: 'member',
    method: 'GET',
    path: '/spaces/discover?type=joined&sort_by=alphabetical',
    status: 200,
    keys: ['spaces.data', 'spaces.total', 'execution_time'],
    values: { 'spaces.data.0.slug': '{space_slug}', 'spaces.per_page': 15 },
  },
  { name: 'discover, latest first', route: 'GET /spaces/discover', as: 'other', method: 'GET', path: '/spaces/discover?type=all&sort_by=latest', status: 200, keys: ['spaces.data.*.id', 'execution_time'] },
  { name: 'every space the caller may know', route: 'GET /spaces/all-spaces', as: 'member', method: 'GET', path: '/spaces/all-spaces', status: 200, keys: ['spaces.data.*.id', 'spaces.total'], values: { 'spaces.per_page': 15, 'spaces.current_page': 1 } },

  // Members: the paginator of memberships with their profiles, adding and removing.
  {
    name: 'the members',
    route: 'GET /spaces/{spaceSlug:slug}/members',
    as: 'admin',
    method: 'GET',
    path: '/spaces/{space_slug}/members?sort_by=created_at&sort_dir=DESC',
    status: 200,
    keys: ['members.data.*.user_id', 'members.data.*.role', 'members.data.*.xprofile.display_name', 'members.total', 'pending_count'],
    values: { 'members.per_page': 15, pending_count: 0 },
  },
  {
    name: 'people to add (a slug in space_id)',
    route: 'GET /spaces/users/search',
    as: 'admin',
    method: 'GET',
    path: '/spaces/users/search?space_id={space_slug}&search={other_username}',
    status: 200,
    keys: ['users.data.*.ID', 'users.data.*.display_name', 'users.data.*.user_email'],
    values: { 'users.per_page': 100 },
  },
  { name: 'people to add, no such space', route: 'GET /spaces/users/search', as: 'admin', method: 'GET', path: '/spaces/users/search?space_id=987654321&search=ab', status: 422 },
  { name: 'add a member (form)', route: 'POST /spaces/{spaceSlug:slug}/members', as: 'admin', method: 'POST', path: '/spaces/{space_slug}/members', form: [['user_id', '{other_id}']], status: 200, keys: ['message'] },
  { name: 'add them again', route: 'POST /spaces/{spaceSlug:slug}/members', as: 'admin', method: 'POST', path: '/spaces/{space_slug}/members', form: [['user_id', '{other_id}']], status: 422, values: { code: 'already_member' } },
  { name: 'remove a member (form)', route: 'POST /spaces/{spaceSlug:slug}/members/remove', as: 'admin', method: 'POST', path: '/spaces/{space_slug}/members/remove', form: [['user_id', '{other_id}']], status: 200, keys: ['message'] },
  { name: 'remove them again', route: 'POST /spaces/{spaceSlug:slug}/members/remove', as: 'admin', method: 'POST', path: '/spaces/{space_slug}/members/remove', form: [['user_id', '{other_id}']], status: 422 },

  // The space's page: add-on settings, lockscreen, sidebar links.
  { name: 'meta settings', route: 'GET /spaces/{spaceSlug:slug}/meta-settings', as: 'admin', method: 'GET', path: '/spaces/{space_slug}/meta-settings', status: 200, values: { meta_settings: null } },
  { name: 'meta settings, not a manager', route: 'GET /spaces/{spaceSlug:slug}/meta-settings', as: 'member', method: 'GET', path: '/spaces/{space_slug}/meta-settings', status: 403 },
  { name: 'meta settings of no space', route: 'GET /spaces/{spaceSlug:slug}/meta-settings', as: 'admin', method: 'GET', path: '/spaces/no-space-{run}/meta-settings', status: 404 },
  { name: 'the lockscreen', route: 'GET /spaces/{spaceSlug:slug}/lockscreens', as: 'anonymous', method: 'GET', path: '/spaces/{space_slug}/lockscreens', status: 200, keys: ['lockscreen'], values: { lockscreen: null } },
  { name: 'the lockscreen of no space', route: 'GET /spaces/{spaceSlug:slug}/lockscreens', as: 'member', method: 'GET', path: '/spaces/no-space-{run}/lockscreens', status: 404 },
  {
    name: 'sidebar links (the original\'s permalink)',
    route: 'POST /spaces/{spaceSlug:slug}/links',
    as: 'admin',
    method: 'POST',
    path: '/spaces/{space_slug}/links',
    json: { links: [{ title: 'Guide', permalink: 'https://example.com/guide' }] },
    status: 200,
    keys: ['message', 'links.*.title'],
    values: { 'links.0.url': 'https://example.com/guide' },
  },
  { name: 'the links show on the space', route: 'GET /spaces/{spaceSlug:slug}/by-slug', as: 'member', method: 'GET', path: '/spaces/{space_slug}/by-slug', status: 200, values: { 'space.settings.links.0.title': 'Guide' } },
  { name: 'links, not an administrator', route: 'POST /spaces/{spaceSlug:slug}/links', as: 'member', method: 'POST', path: '/spaces/{space_slug}/links', json: { links: [] }, status: 403 },
  { name: 'links of no space', route: 'POST /spaces/{spaceSlug:slug}/links', as: 'admin', method: 'POST', path: '/spaces/no-space-{run}/links', json: { links: [] }, status: 422 },

  // Updates under `data`: redirect_url is '' unless the slug changed.
  {
    name: 'update by slug (under `data`)',
    route: 'PUT /spaces/{spaceSlug:slug}/by-slug',
    as: 'admin',
    method: 'PUT',
    path: '/spaces/{space_slug}/by-slug',
    json: { data: { title: 'Renamed {run}', settings: { hide_members_count: 'no' } } },
    status: 200,
    keys: ['message', 'redirect_url'],
    values: { redirect_url: '', 'data.title': 'Renamed {run}' },
  },
  {
    name: 'a new slug by id',
    route: 'PUT /spaces/{spaceId:int}/by-id',
    as: 'admin',
    method: 'PUT',
    path: '/spaces/{space_id}/by-id',
    json: { data: { slug: 'moved-{run}' } },
    status: 200,
    keys: ['message', 'redirect_url'],
    save: { space_slug: 'data.slug', redirect_url: 'redirect_url' },
  },
  { name: 'the new address', as: 'admin', method: 'GET', path: '/spaces/{space_slug}/by-slug', status: 200, values: { 'space.slug': 'moved-{run}' } },
  { name: 'update a space that is not there', route: 'PUT /spaces/{spaceSlug:slug}/by-slug', as: 'admin', method: 'PUT', path: '/spaces/no-space-{run}/by-slug', json: { data: { title: 'x' } }, status: 422 },
  { name: 'update an id that is not there', route: 'PUT /spaces/{spaceId:int}/by-id', as: 'admin', method: 'PUT', path: '/spaces/987654321/by-id', json: { data: { title: 'x' } }, status: 404 },

  { name: 'leave', route: 'POST /spaces/{spaceSlug:slug}/leave', as: 'member', method: 'POST', path: '/spaces/{space_slug}/leave', status: 200, keys: ['message'] },
  { name: 'leave again', route: 'POST /spaces/{spaceSlug:slug}/leave', as: 'member', method: 'POST', path: '/spaces/{space_slug}/leave', status: 422 },

  // Space groups: `group`, the original's re-index bodies, a slug in move-space's space_id.
  {
    name: 'create a group (form)',
    route: 'POST /spaces/space_groups',
    as: 'admin',
    method: 'POST',
    path: '/spaces/space_groups',
    form: [['title', 'Original group {run}'], ['slug', 'original-group-{run}'], ['settings[always_show_spaces]', 'yes']],
    status: 200,
    keys: ['message', 'group.id', 'group.title'],
    save: { group_id: 'group.id' },
  },
  { name: 'update the group (form)', route: 'PUT /spaces/space_groups/{id:int}', as: 'admin', method: 'PUT', path: '/spaces/space_groups/{group_id}', form: [['title', 'Original group {run} renamed'], ['description', '']], status: 200, keys: ['message', 'group.id'], values: { 'group.title': 'Original group {run} renamed' } },
  { name: 'the groups', route: 'GET /spaces/space_groups', as: 'admin', method: 'GET', path: '/spaces/space_groups', status: 200, keys: ['groups', 'orphaned_spaces'] },
  { name: 'move the space (its slug in space_id)', route: 'PATCH /spaces/space_groups/move-space', as: 'admin', method: 'PATCH', path: '/spaces/space_groups/move-space', json: { space_id: '{space_slug}', group_id: '{group_id}' }, status: 200, keys: ['message'] },
  { name: 'order the groups (`indexes`)', route: 'PATCH /spaces/space_groups/re-index', as: 'admin', method: 'PATCH', path: '/spaces/space_groups/re-index', json: { indexes: { '{group_id}': 0 } }, status: 200, keys: ['message'] },
  { name: 'order the spaces (`indexes`)', route: 'PATCH /spaces/space_groups/re-index-spaces', as: 'admin', method: 'PATCH', path: '/spaces/space_groups/re-index-spaces', json: { indexes: ['{space_id}'] }, status: 200, keys: ['message'] },
  { name: 'delete the group', route: 'DELETE /spaces/space_groups/{id:int}', as: 'admin', method: 'DELETE', path: '/spaces/space_groups/{group_id}', status: 200, keys: ['message'] },
  { name: 'delete a group that is not there', route: 'DELETE /spaces/space_groups/{id:int}', as: 'admin', method: 'DELETE', path: '/spaces/space_groups/987654321', status: 404 },

  // Deletion by slug (422 when not there) and by id (404).
  { name: 'delete by slug', route: 'DELETE /spaces/{spaceSlug:slug}', as: 'admin', method: 'DELETE', path: '/spaces/{space_slug}', status: 200, keys: ['message'] },
  { name: 'delete by slug again', route: 'DELETE /spaces/{spaceSlug:slug}', as: 'admin', method: 'DELETE', path: '/spaces/{space_slug}', status: 422 },
  { name: 'another space', route: 'POST /spaces', as: 'admin', method: 'POST', path: '/spaces', json: { space: { title: 'Second original space {run}', privacy: 'private' } }, status: 200, ...created, save: { second_id: 'space.id' } },
  { name: 'delete by id', route: 'DELETE /spaces/{spaceId:int}/by-id', as: 'admin', method: 'DELETE', path: '/spaces/{second_id}/by-id', status: 200, keys: ['message'] },
  { name: 'delete by id again', route: 'DELETE /spaces/{spaceId:int}/by-id', as: 'admin', method: 'DELETE', path: '/spaces/{second_id}/by-id', status: 404 },

  // FluentCart paywalls: no FluentCart, no routes (the original's answer without it). Paid spaces are lockscreens.
  { name: 'cart: product search', route: 'GET /cart/products/search', as: 'admin', method: 'GET', path: '/cart/products/search?search=course&space_id=1', status: 404, values: { code: 'rest_no_route' } },
  { name: 'cart: create a product', route: 'POST /cart/products/create', as: 'admin', method: 'POST', path: '/cart/products/create', json: { title: 'Access', price: 10, space_id: 1 }, status: 404, values: { code: 'rest_no_route' } },
  { name: 'cart: a space\'s paywalls', route: 'GET /cart/spaces/{spaceId:int}/paywalls', as: 'admin', method: 'GET', path: '/cart/spaces/1/paywalls', status: 404, values: { code: 'rest_no_route' } },
  { name: 'cart: add a paywall', route: 'POST /cart/spaces/{spaceId:int}/paywalls', as: 'admin', method: 'POST', path: '/cart/spaces/1/paywalls', json: { cart_product_id: 5 }, status: 404, values: { code: 'rest_no_route' } },
  { name: 'cart: remove a paywall', route: 'DELETE /cart/spaces/{spaceId:int}/paywalls', as: 'admin', method: 'DELETE', path: '/cart/spaces/1/paywalls', json: { cart_product_id: 5 }, status: 404, values: { code: 'rest_no_route' } },
];
