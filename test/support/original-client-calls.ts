/**
 * Calls as clients written for the original platform send them, recorded in their shapes: under
 * the WordPress base path (`/wp-json/fluent-community/v2`), with and without trailing slashes,
 * form-encoded bodies with nested keys and `"1"`/`"yes"` values (what `wp_remote_post` sends),
 * JSON with string booleans (what JavaScript clients send), and the method override of clients
 * that can only POST. test/api/platform/original-client-contract.test.ts replays them in order.
 *
 * `{name}` in a path or a value is replaced by what an earlier call saved; `keys` are the fields
 * those clients read from the answer (dot paths; `*` checks every element of an array). The calls
 * route by route are in test/support/original-calls/ (test/support/original-client.ts).
 */

import type { RecordedCall } from './original-client.ts';

export const ORIGINAL_CLIENT_CALLS: readonly RecordedCall[] = [
  // Start-up probe: the REST index, and the namespace's presence in it.
  { name: 'REST index', as: 'anonymous', method: 'GET', path: '/wp-json/', status: 200, keys: ['name', 'description', 'namespaces', 'routes'] },
  { name: 'site settings', as: 'anonymous', method: 'GET', path: '/settings/public/', status: 200 },

  // Spaces: created by a form post with nested settings, listed with a trailing slash.
  {
    name: 'create a space (form, nested settings)',
    as: 'admin',
    method: 'POST',
    path: '/spaces/',
    form: [['title', 'Contract space {run}'], ['privacy', 'public'], ['settings[allow_comments]', '1'], ['settings[topic_required]', 'no']],
    status: 200,
    keys: ['message', 'data.id', 'data.slug', 'data.privacy'],
    values: { 'data.settings.allow_comments': true, 'data.settings.topic_required': false },
    save: { space_slug: 'data.slug', space_id: 'data.id' },
  },
  { name: 'list spaces', as: 'member', method: 'GET', path: '/spaces/?per_page=10', status: 200, keys: ['spaces'] },
  { name: 'read a space by slug', as: 'member', method: 'GET', path: '/spaces/{space_slug}/by-slug/', status: 200, keys: ['data.id', 'data.title', 'data.privacy'] },
  { name: 'join the space', as: 'member', method: 'POST', path: '/spaces/{space_slug}/join/', status: 200, keys: ['data'] },

  // Posts: the write path that failed with a trailing slash.
  {
    name: 'create a post (form, trailing slash)',
    as: 'member',
    method: 'POST',
    path: '/feeds/',
    form: [['message', 'Hello from a client of the original {run}'], ['space', '{space_slug}']],
    status: 200,
    keys: ['message', 'feed.id', 'feed.slug', 'feed.permalink', 'feed.status', 'feed.space.privacy', 'feed.has_user_react', 'feed.bookmarked', 'feed.xprofile'],
    values: { 'feed.status': 'published' },
    save: { feed_id: 'feed.id', feed_slug: 'feed.slug' },
  },
  {
    name: 'list the space feed (string booleans in the query)',
    as: 'member',
    method: 'GET',
    path: '/feeds/?space={space_slug}&per_page=5&following=0',
    status: 200,
    keys: ['feeds.data', 'feeds.data.*.id', 'feeds.data.*.permalink', 'feeds.data.*.has_user_react', 'feeds.data.*.bookmarked'],
  },
  { name: 'read the post by slug', as: 'other', method: 'GET', path: '/feeds/{feed_slug}/by-slug/', status: 200, keys: ['feed.id', 'feed.message_rendered', 'feed.permalink', 'feed.space.privacy'] },
  {
    name: 'edit the post (POST + X-HTTP-Method-Override: PUT, JSON)',
    as: 'member',
    method: 'POST',
    path: '/feeds/{feed_id}',
    headers: { 'x-http-method-override': 'PUT' },
    json: { message: 'Edited through the override {run}' },
    status: 200,
    keys: ['feed.message', 'message'],
    values: { 'feed.message': 'Edited through the override {run}' },
  },
  { name: 'like the post (form)', as: 'other', method: 'POST', path: '/feeds/{feed_id}/react/', form: [['react_type', 'like']], status: 200 },
  { name: 'bookmark the post (form)', as: 'other', method: 'POST', path: '/feeds/{feed_id}/react', form: [['react_type', 'bookmark']], status: 200 },
  { name: 'the caller flags follow', as: 'other', method: 'GET', path: '/feeds/{feed_id}/by-id/', status: 200, values: { 'feed.has_user_react': true, 'feed.bookmarked': true } },
  { name: 'the reactions of the post', as: 'member', method: 'GET', path: '/feeds/{feed_id}/reactions/', status: 200, keys: ['reactions'] },

  // Comments, with the original's `comment` field, and the repeated-comment rule.
  {
    name: 'comment (form, `comment` field)',
    as: 'other',
    method: 'POST',
    path: '/feeds/{feed_id}/comments/',
    form: [['comment', 'Nice post {run}']],
    status: 200,
    keys: ['comment.id', 'comment.message', 'comment.liked', 'message'],
    save: { comment_id: 'comment.id' },
  },
  { name: 'the same comment again', as: 'other', method: 'POST', path: '/feeds/{feed_id}/comments', form: [['comment', 'Nice post {run}']], status: 422, values: { code: 'duplicate_comment' } },
  { name: 'list comments', as: 'member', method: 'GET', path: '/feeds/{feed_id}/comments?per_page=20', status: 200, keys: ['comments'] },
  { name: 'like the comment (string boolean)', as: 'member', method: 'POST', path: '/feeds/{feed_id}/comments/{comment_id}/reactions/', json: { state: '1' }, status: 200 },
  { name: 'read the comment by id', as: 'member', method: 'GET', path: '/comments/{comment_id}/', status: 200, keys: ['comment.id', 'comment.post_id'], values: { 'comment.liked': true } },
  { name: 'the comment reactions', as: 'member', method: 'GET', path: '/comments/{comment_id}/reactions', status: 200, keys: ['reactions'] },

  // Moderation: pinning with a form `1`, through the override a PHP client uses for PATCH.
  {
    name: 'pin the post (POST + _method=PATCH, form 1)',
    as: 'admin',
    method: 'POST',
    path: '/feeds/{feed_id}/?_method=PATCH',
    form: [['is_sticky', '1']],
    status: 200,
    values: { 'feed.is_sticky': true },
  },

  // Members and profiles.
  {
    name: 'member directory (ordered, numeric strings)',
    as: 'member',
    method: 'GET',
    path: '/members/?per_page=5&page=1&orderby=display_name&order=asc',
    status: 200,
    keys: ['members.data', 'members.total', 'members.current_page', 'members.data.*.user_id', 'members.data.*.display_name'],
  },
  { name: 'own profile', as: 'member', method: 'GET', path: '/profile/', status: 200, keys: ['profile.username', 'profile.display_name'] },
  {
    name: 'update the profile (the original body, form-encoded)',
    as: 'member',
    method: 'POST',
    path: '/profile/{member_username}/',
    form: [['data[first_name]', 'Ada'], ['data[last_name]', 'Client'], ['data[short_description]', 'Moved from the original'], ['data[website]', 'https://example.test/ada'], ['data[social_links][twitter]', 'ada']],
    status: 200,
    keys: ['profile'],
  },
  {
    name: 'the profile as another member reads it',
    as: 'other',
    method: 'GET',
    path: '/profile/{member_username}',
    status: 200,
    values: { 'profile.website': 'https://example.test/ada', 'profile.short_description': 'Moved from the original', 'profile.display_name': 'Ada Client' },
  },
  { name: 'follow the member', as: 'other', method: 'POST', path: '/profile/{member_username}/follow/', status: 200 },

  // Notifications: the post's like and comment reached its author.
  { name: 'notifications', as: 'member', method: 'GET', path: '/notifications/?per_page=10', status: 200, keys: ['notifications'] },
  { name: 'unread notifications', as: 'member', method: 'GET', path: '/notifications/unread/', status: 200 },
  { name: 'bookmarks', as: 'other', method: 'GET', path: '/feeds/bookmarks/', status: 200 },

  // Errors keep the envelope clients read, and a delete through the override.
  { name: 'an unknown route', as: 'member', method: 'GET', path: '/no-such-route/', status: 404, values: { code: 'rest_no_route', 'data.status': 404 } },
  { name: 'a boolean that cannot be coerced', as: 'admin', method: 'POST', path: '/feeds/{feed_id}?_method=PATCH', form: [['is_sticky', 'maybe']], status: 422, keys: ['data.params.is_sticky'], values: { code: 'rest_invalid_param' } },
  { name: 'delete the post (POST + _method=DELETE)', as: 'member', method: 'POST', path: '/feeds/{feed_id}/?_method=DELETE', status: 200, keys: ['message'] },
  { name: 'the post is gone', as: 'member', method: 'GET', path: '/feeds/{feed_id}/by-id', status: 404, keys: ['code', 'message', 'data.status'] },
];
