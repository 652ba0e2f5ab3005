/**
 * The original's Members and Profile routes (MembersController, ProfileController; fc-free-routes.md)
 * as its clients call them: form bodies with `data[...]` keys, the original's parameter names.
 * `{pw_username}` is an account with a password the replay's setup creates (change-password), and
 * PW_AUTH its Basic credentials.
 */
import { randomBytes } from 'node:crypto';
import type { RecordedCall } from '../original-client.ts';

export const PW_USERNAME = `pw_${randomBytes(5).toString('hex')}`;
export const PW_PASSWORD = `Original-${randomBytes(6).toString('hex')}`;
const PW_AUTH = { authorization: `Basic ${Buffer.from(`${PW_USERNAME}:${PW_PASSWORD}`).toString('base64')}` };

export const MEMBERS_CALLS: readonly RecordedCall[] = [
  // Setup in the original's shapes: a public space the member joins, a post there and the member's comment on it.
  {
    name: 'members: a public space',
    as: 'admin',
    method: 'POST',
    path: '/spaces/',
    form: [['title', 'Members contract {run}'], ['privacy', 'public']],
    status: 200,
    save: { m_space_slug: 'data.slug', m_space_id: 'data.id' },
  },
  { name: 'members: the member joins', as: 'member', method: 'POST', path: '/spaces/{m_space_slug}/join', status: 200 },
  { name: 'members: a post', as: 'member', method: 'POST', path: '/feeds/', form: [['message', 'A post to comment on {run}'], ['space', '{m_space_slug}']], status: 200, save: { m_feed_id: 'feed.id' } },
  { name: 'members: the member comments', as: 'member', method: 'POST', path: '/feeds/{m_feed_id}/comments', form: [['comment', 'A comment of the member {run}']], status: 200 },
  { name: 'members: the admin id', as: 'admin', method: 'GET', path: '/profile/', status: 200, save: { admin_id: 'profile.user_id' } },

  // MembersController
  { name: 'directory', as: 'member', method: 'GET', path: '/members?per_page=5', route: 'GET /members', status: 200, keys: ['members.data', 'members.total', 'members.current_page', 'execution_time'] },
  {
    name: 'mention mode (a slug in space_id)',
    as: 'other',
    method: 'GET',
    path: '/members?mention={member_username}&space_id={m_space_slug}',
    route: 'GET /members',
    status: 200,
    keys: ['members.data', 'members.data.*.user_id', 'members.data.*.display_name', 'members.data.*.username', 'execution_time'],
    values: { 'members.data.0.username': '{member_username}' },
  },
  { name: 'mention mode by space slug', as: 'other', method: 'GET', path: '/members?mention={member_username}&space={m_space_slug}', route: 'GET /members', status: 200, keys: ['members.data.0.user_id'] },
  { name: 'block a member', as: 'admin', method: 'PATCH', path: '/members/{other_id}', route: 'PATCH /members/{user_id:int}', form: [['status', 'blocked']], status: 200, keys: ['message', 'member.user_id', 'member.status'], values: { 'member.status': 'suspended' } },
  { name: 'another value is ignored', as: 'admin', method: 'PATCH', path: '/members/{other_id}', route: 'PATCH /members/{user_id:int}', form: [['status', 'deactivated']], status: 200, values: { 'member.status': 'suspended' } },
  { name: 'reactivate the member', as: 'admin', method: 'PATCH', path: '/members/{other_id}', route: 'PATCH /members/{user_id:int}', form: [['status', 'active']], status: 200, values: { 'member.status': 'active' } },
  { name: 'an administrator is not changed', as: 'admin', method: 'PATCH', path: '/members/{admin_id}', route: 'PATCH /members/{user_id:int}', form: [['status', 'blocked']], status: 422, values: { code: 'cannot_modify_self' } },
  { name: 'no such member', as: 'admin', method: 'PATCH', path: '/members/999999999', route: 'PATCH /members/{user_id:int}', form: [['status', 'active']], status: 404 },

  // ProfileController
  { name: 'a profile', as: 'other', method: 'GET', path: '/profile/{member_username}', route: 'GET /profile/{username:slug}', status: 200, keys: ['profile.user_id', 'profile.username'] },
  { name: 'no such profile', as: 'other', method: 'GET', path: '/profile/nobody-{run}', route: 'GET /profile/{username:slug}', status: 404 },
  {
    name: 'update the profile (form, data[...])',
    as: 'member',
    method: 'POST',
    path: '/profile/{member_username}',
    route: 'POST /profile/{username:slug}',
    form: [['data[first_name]', 'Grace'], ['data[last_name]', 'Original'], ['data[headline]', 'ignored by us'], ['data[short_description]', 'From the contract']],
    status: 200,
    keys: ['message', 'profile.user_id'],
    values: { 'profile.short_description': 'From the contract' },
  },
  { name: 'a first name too long', as: 'member', method: 'POST', path: '/profile/{member_username}', route: 'POST /profile/{username:slug}', form: [['data[first_name]', 'x'.repeat(60)]], status: 422 },
  { name: 'patch the profile (PUT data{...})', as: 'member', method: 'PUT', path: '/profile/{member_username}', route: 'PUT /profile/{username:slug}', json: { data: { cover_photo: '' } }, status: 200, keys: ['message'] },
  {
    name: 'change the password',
    as: 'anonymous',
    headers: PW_AUTH,
    method: 'POST',
    path: `/profile/${PW_USERNAME}/change-password`,
    route: 'POST /profile/{username:slug}/change-password',
    form: [['data[current_password]', PW_PASSWORD], ['data[new_password]', `${PW_PASSWORD}-new`], ['data[confirm_password]', `${PW_PASSWORD}-new`]],
    status: 200,
    keys: ['message', 'rest_nonce', 'ajax_nonce'],
    values: { rest_nonce: '', ajax_nonce: '' },
  },
  {
    name: 'a wrong current password',
    as: 'member',
    method: 'POST',
    path: '/profile/{member_username}/change-password',
    route: 'POST /profile/{username:slug}/change-password',
    form: [['data[current_password]', 'not the password'], ['data[new_password]', 'a-new-password-1'], ['data[confirm_password]', 'a-new-password-1']],
    status: 422,
  },
  { name: "a member's spaces", as: 'other', method: 'GET', path: '/profile/{member_username}/spaces', route: 'GET /profile/{username:slug}/spaces', status: 200, keys: ['spaces', 'spaces.*.id', 'spaces.*.slug', 'spaces.*.title', 'spaces.*.privacy'] },
  { name: "no such member's spaces", as: 'other', method: 'GET', path: '/profile/nobody-{run}/spaces', route: 'GET /profile/{username:slug}/spaces', status: 404 },
  { name: "a member's courses", as: 'other', method: 'GET', path: '/profile/{member_username}/courses', route: 'GET /profile/{username:slug}/courses', status: 200, keys: ['courses'] },
  { name: "no such member's courses", as: 'other', method: 'GET', path: '/profile/nobody-{run}/courses', route: 'GET /profile/{username:slug}/courses', status: 404 },
  { name: "a member's memberships", as: 'other', method: 'GET', path: '/profile/{member_username}/memberships', route: 'GET /profile/{username:slug}/memberships', status: 200, keys: ['memberships', 'memberships.0'] },
  {
    name: "a member's comments",
    as: 'other',
    method: 'GET',
    path: '/profile/{member_username}/comments',
    route: 'GET /profile/{username:slug}/comments',
    status: 200,
    keys: ['comments.data', 'comments.total', 'comments.current_page', 'comments.per_page', 'comments.data.*.id', 'comments.data.*.message', 'comments.data.*.post.id', 'comments.data.*.post.slug', 'xprofile.user_id'],
    values: { 'comments.per_page': 15, 'comments.data.0.message': 'A comment of the member {run}' },
  },
  { name: "no such member's comments (422)", as: 'other', method: 'GET', path: '/profile/nobody-{run}/comments', route: 'GET /profile/{username:slug}/comments', status: 422 },
  {
    name: 'notification preferences',
    as: 'member',
    method: 'GET',
    path: '/profile/{member_username}/notification-preferences',
    route: 'GET /profile/{username:slug}/notification-preferences',
    status: 200,
    keys: ['user_globals', 'spaceGroups', 'space_prefs', 'digestEmailDay', 'default_messaging_email_frequency', 'crm_email_status'],
  },
  {
    name: 'save notification preferences',
    as: 'member',
    method: 'POST',
    path: '/profile/{member_username}/notification-preferences',
    route: 'POST /profile/{username:slug}/notification-preferences',
    json: { user_globals: { digest_mail: 'no', mention_mail: 'yes' }, space_prefs: { '{m_space_id}': 'admin_only_posts' } },
    status: 200,
    keys: ['prefs', 'message'],
  },
  {
    name: "another member's preferences are not saved",
    as: 'other',
    method: 'POST',
    path: '/profile/{member_username}/notification-preferences',
    route: 'POST /profile/{username:slug}/notification-preferences',
    form: [['user_globals[digest_mail]', 'no']],
    status: 403,
  },
  { name: 'no re-confirmation needed', as: 'member', method: 'POST', path: '/profile/{member_username}/reconfirm-email', route: 'POST /profile/{username:slug}/reconfirm-email', status: 422 },

  // Follows (the original's Pro routes, fc-pro-paths.md): a repeat follow is its 422.
  { name: 'follow', as: 'other', method: 'POST', path: '/profile/{member_username}/follow', status: 200, keys: ['message'] },
  { name: 'already following', as: 'other', method: 'POST', path: '/profile/{member_username}/follow', status: 422, values: { code: 'already_following' } },
];
