/**
 * Every HTTP route of the API and the domain function that serves it.
 * API Gateway sends each mount (mountOf) to its domain's function, which matches the request
 * against this table (platform/http/router.ts) and serves it with its definition in its feature's
 * routes (functions/routes-of.ts lists them), keyed by DomainRouteKey. The table carries no schema
 * or handler: lib/ imports it. test/unit/route-table.test.ts checks that both name the same routes.
 * Paths are relative to the versioned base path (config.apiBasePath).
 */

export const DOMAINS = ['settings', 'auth', 'members', 'profiles', 'spaces', 'feeds', 'moderation', 'topics', 'notifications', 'webhooks', 'activities', 'media', 'courses', 'migrations', 'reference', 'chat'] as const;
export type Domain = (typeof DOMAINS)[number];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RouteEntry {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly domain: Domain;
}

/**
 * One entry of ROUTES, written as a call rather than an object literal: every function carries the
 * whole table (the router matches against it), and calls minify to about half the bytes (issue 33).
 */
const r = <const M extends HttpMethod, const P extends `/${string}`, const D extends Domain>(method: M, path: P, domain: D) => ({ method, path, domain }) as const;

export const ROUTES = [
  r('GET', '/settings', 'settings'),
  r('PUT', '/settings', 'settings'),
  r('GET', '/settings/public', 'settings'),
  r('POST', '/settings/reset', 'settings'),
  r('GET', '/settings/features', 'settings'),
  r('POST', '/settings/features', 'settings'),
  r('GET', '/settings/{key}', 'settings'),
  // settings: administration groups (docs/settings.md, "Settings groups"), each a GET and a POST
  r('GET', '/admin/general', 'settings'),
  r('POST', '/admin/general', 'settings'),
  r('GET', '/admin/storage-settings', 'settings'),
  r('POST', '/admin/storage-settings', 'settings'),
  r('GET', '/settings/privacy-settings', 'settings'),
  r('POST', '/settings/privacy-settings', 'settings'),
  r('GET', '/settings/followers/config', 'settings'),
  r('POST', '/settings/followers/config', 'settings'),
  r('GET', '/admin/email-settings', 'settings'),
  r('POST', '/admin/email-settings', 'settings'),
  r('GET', '/admin/welcome-banner', 'settings'),
  r('POST', '/admin/welcome-banner', 'settings'),
  r('GET', '/admin/on-boardings', 'settings'),
  r('POST', '/admin/on-boardings', 'settings'),
  r('GET', '/admin/profile-link-providers', 'settings'),
  r('POST', '/admin/profile-link-providers', 'settings'),
  r('GET', '/settings/crm-tagging-config', 'settings'),
  r('POST', '/settings/crm-tagging-config', 'settings'),
  r('GET', '/settings/snippets-settings', 'settings'),
  r('POST', '/settings/snippets-settings', 'settings'),
  r('GET', '/admin/messaging-setting', 'settings'),
  r('POST', '/admin/messaging-setting', 'settings'),
  r('POST', '/admin/on-boardings/change-slug', 'settings'),
  r('GET', '/admin/auth-settings', 'settings'),
  // settings: the license (docs/license.md)
  r('GET', '/admin/license', 'settings'),
  r('POST', '/admin/license', 'settings'),
  r('DELETE', '/admin/license', 'settings'),
  r('GET', '/settings/customization-settings', 'settings'),
  r('POST', '/settings/customization-settings', 'settings'),
  r('GET', '/settings/color-config', 'settings'),
  r('POST', '/settings/color-config', 'settings'),
  r('GET', '/settings/menu-settings', 'settings'),
  r('POST', '/settings/menu-settings', 'settings'),
  r('GET', '/settings/fluent-player-settings', 'settings'),
  r('POST', '/settings/fluent-player-settings', 'settings'),
  r('POST', '/settings/install_plugin', 'settings'),
  // settings: the original's FluentPlayer routes, answered as it answers without FluentPlayer (docs/wordpress-compat.md)
  r('POST', '/fluent-player/video-upload', 'settings'),
  r('GET', '/fluent-player/video-content/{media_id}', 'settings'),
  r('POST', '/fluent-player/audio-media/{media_id}', 'settings'),
  // settings: sidebar links [PRO] (docs/settings.md, "Sidebar links")
  r('POST', '/admin/links', 'settings'),
  r('DELETE', '/admin/links/{id}', 'settings'),
  // settings: the audit of every change
  r('GET', '/admin/settings/audit', 'settings'),

  r('POST', '/auth/token', 'auth'),
  r('POST', '/auth/register', 'auth'),
  r('POST', '/auth/app-passwords', 'auth'),
  r('GET', '/auth/app-passwords', 'auth'),
  r('DELETE', '/auth/app-passwords/{uuid}', 'auth'),
  r('POST', '/auth/password/forgot', 'auth'),
  r('POST', '/auth/password/reset', 'auth'),
  r('POST', '/auth/email/verify', 'auth'),
  r('POST', '/auth/email/confirm', 'auth'),
  // auth: mail (docs/email.md)
  r('POST', '/auth/email-login', 'auth'),
  r('POST', '/email/test', 'auth'),
  // auth: the unsubscribe link of non-transactional mail (docs/notifications.md, "Unsubscribe"), open without signing in
  r('GET', '/email/unsubscribe', 'auth'),
  r('POST', '/email/unsubscribe', 'auth'),
  // auth: the live updates' connect token (docs/live-updates.md), under a mount of its own
  r('POST', '/live/token', 'auth'),

  r('GET', '/members', 'members'),
  r('POST', '/members', 'members'),
  r('PUT', '/members/{user_id}', 'members'),
  r('PATCH', '/members/{user_id}', 'members'),
  r('GET', '/members/{user_id}/mail-log', 'members'),
  r('DELETE', '/members/{user_id}/email-status', 'members'),
  r('GET', '/members/active', 'members'),
  r('GET', '/members/new', 'members'),
  r('GET', '/members/top-contributors', 'members'),
  // members: the points leaderboard [PRO] (docs/points.md)
  r('GET', '/leaderboard', 'members'),
  r('POST', '/members/{user_id}/send-reset-link', 'members'),
  // members: the badge catalogue [PRO] (docs/badges.md)
  r('GET', '/admin/user-badges', 'members'),
  r('POST', '/admin/user-badges', 'members'),
  r('PUT', '/admin/user-badges/{slug}', 'members'),
  r('DELETE', '/admin/user-badges/{slug}', 'members'),
  r('PUT', '/admin/user-badges/{slug}/members/{user_id}', 'members'),
  r('DELETE', '/admin/user-badges/{slug}/members/{user_id}', 'members'),
  // members: the point values and levels [PRO] (docs/points.md; features/points/points-routes.ts, level-routes.ts)
  r('GET', '/admin/leaderboards/points', 'members'),
  r('PUT', '/admin/leaderboards/points', 'members'),
  r('GET', '/admin/leaderboards/levels', 'members'),
  r('POST', '/admin/leaderboards/levels', 'members'),

  r('GET', '/profile', 'profiles'),
  r('GET', '/profile/{username}', 'profiles'),
  r('PUT', '/profile/{username}', 'profiles'),
  r('POST', '/profile/{username}', 'profiles'),
  r('POST', '/profile/{username}/follow', 'profiles'),
  r('POST', '/profile/{username}/unfollow', 'profiles'),
  r('GET', '/profile/{username}/followers', 'profiles'),
  r('GET', '/profile/{username}/followings', 'profiles'),
  r('POST', '/profile/{username}/change-password', 'profiles'),
  r('POST', '/profile/{username}/change-email', 'profiles'),
  r('POST', '/profile/{username}/reconfirm-email', 'profiles'),

  r('GET', '/spaces', 'spaces'),
  r('POST', '/spaces', 'spaces'),
  r('GET', '/spaces/discover', 'spaces'),
  r('GET', '/spaces/all-spaces', 'spaces'),
  r('GET', '/spaces/users/search', 'spaces'),
  r('GET', '/spaces/{space}/by-slug', 'spaces'),
  r('GET', '/spaces/{space}/by-id', 'spaces'),
  r('PUT', '/spaces/{space}/by-slug', 'spaces'),
  r('PUT', '/spaces/{space}/by-id', 'spaces'),
  r('DELETE', '/spaces/{space}', 'spaces'),
  r('DELETE', '/spaces/{space}/by-id', 'spaces'),
  r('POST', '/spaces/{space}/join', 'spaces'),
  r('POST', '/spaces/{space}/leave', 'spaces'),
  r('GET', '/spaces/{space}/lockscreens', 'spaces'),
  r('PUT', '/spaces/{space}/lockscreens', 'spaces'),
  r('GET', '/spaces/{space}/meta-settings', 'spaces'),
  r('POST', '/spaces/{space}/links', 'spaces'),
  r('GET', '/spaces/{space}/members', 'spaces'),
  // spaces: a member's spaces, detours under /profile (DETOUR_PATHS)
  r('GET', '/profile/{username}/spaces', 'spaces'),
  r('GET', '/profile/{username}/memberships', 'spaces'),
  r('POST', '/spaces/{space}/members', 'spaces'),
  r('PUT', '/spaces/{space}/members/{user_id}', 'spaces'),
  r('DELETE', '/spaces/{space}/members/{user_id}', 'spaces'),
  r('POST', '/spaces/{space}/members/remove', 'spaces'),
  r('POST', '/spaces/{space}/members/{user_id}/ban', 'spaces'),
  r('POST', '/spaces/{space}/members/{user_id}/unban', 'spaces'),
  r('GET', '/spaces/space_groups', 'spaces'),
  r('POST', '/spaces/space_groups', 'spaces'),
  r('PUT', '/spaces/space_groups/{id}', 'spaces'),
  r('DELETE', '/spaces/space_groups/{id}', 'spaces'),
  r('PATCH', '/spaces/space_groups/re-index', 'spaces'),
  r('PATCH', '/spaces/space_groups/re-index-spaces', 'spaces'),
  r('PATCH', '/spaces/space_groups/move-space', 'spaces'),
  // spaces: the original's portal sidebar and start-up variables (docs/wordpress-compat.md)
  r('GET', '/options/app-vars', 'spaces'),
  r('GET', '/options/menu-items', 'spaces'),
  r('GET', '/options/sidebar-menu-html', 'spaces'),
  // spaces: invitations [PRO] (docs/invitations.md), and a token's view and accept
  r('GET', '/invitations', 'spaces'),
  r('POST', '/invitations', 'spaces'),
  r('POST', '/invitations/link', 'spaces'),
  r('DELETE', '/invitations/{invitation_id}', 'spaces'),
  r('POST', '/invitations/{invitation_id}/resend', 'spaces'),
  r('GET', '/invitations/{token}/accept', 'spaces'),
  r('POST', '/invitations/{token}/accept', 'spaces'),

  r('GET', '/moderation/config', 'settings'),
  r('POST', '/moderation/config', 'settings'),
  // feeds: a member's comments, a detour under /profile (DETOUR_PATHS)
  r('GET', '/profile/{username}/comments', 'feeds'),
  r('GET', '/feeds', 'feeds'),
  r('POST', '/feeds', 'feeds'),
  r('GET', '/feeds/{feed}/by-slug', 'feeds'),
  r('GET', '/feeds/{feed}/by-id', 'feeds'),
  r('PUT', '/feeds/{feed}', 'feeds'),
  r('POST', '/feeds/{feed}', 'feeds'),
  r('PATCH', '/feeds/{feed}', 'feeds'),
  r('DELETE', '/feeds/{feed}', 'feeds'),
  r('GET', '/feeds/{feed}/comments', 'feeds'),
  r('POST', '/feeds/{feed}/comments', 'feeds'),
  r('POST', '/feeds/{feed}/comments/{comment}', 'feeds'),
  r('PUT', '/feeds/{feed}/comments/{comment}', 'feeds'),
  r('PATCH', '/feeds/{feed}/comments/{comment}', 'feeds'),
  r('DELETE', '/feeds/{feed}/comments/{comment}', 'feeds'),
  r('POST', '/feeds/{feed}/react', 'feeds'),
  r('GET', '/feeds/{feed}/reactions', 'feeds'),
  r('POST', '/feeds/{feed}/comments/{comment}/reactions', 'feeds'),
  r('GET', '/feeds/{feed}/comments/{comment}/reactions', 'feeds'),
  r('GET', '/feeds/bookmarks', 'feeds'),
  r('GET', '/feeds/welcome-banner', 'feeds'),
  // The original's feed routes (issue 30): literal paths win over /feeds/{feed}.
  r('DELETE', '/feeds/{feed}/media-preview', 'feeds'),
  r('POST', '/feeds/{feed}/reactions/toggle', 'feeds'),
  r('POST', '/feeds/{feed}/apps/survey-vote', 'feeds'),
  r('GET', '/feeds/{feed}/apps/survey-voters/{option}', 'feeds'),
  r('POST', '/feeds/batch', 'feeds'),
  r('POST', '/feeds/markdown-preview', 'feeds'),
  r('GET', '/feeds/links', 'feeds'),
  r('POST', '/feeds/links', 'feeds'),
  r('GET', '/feeds/ticker', 'feeds'),
  r('GET', '/feeds/ticker-updates', 'feeds'),
  r('GET', '/comments/{comment}', 'feeds'),
  r('GET', '/comments/{comment}/reactions', 'feeds'),
  r('GET', '/scheduled-posts', 'feeds'),
  r('PUT', '/scheduled-posts/{feed}', 'feeds'),
  r('POST', '/scheduled-posts/publish/{feed}', 'feeds'),
  // moderation: content reports and the review of held content (docs/moderation.md)
  r('POST', '/moderation/report', 'moderation'),
  r('GET', '/moderation/reports', 'moderation'),
  r('GET', '/moderation/reports/{report}', 'moderation'),
  r('POST', '/moderation/reports/{report}/resolve', 'moderation'),
  r('GET', '/moderation/queue', 'moderation'),
  r('POST', '/moderation/comments/{comment}/approve', 'moderation'),
  r('POST', '/moderation/comments/{comment}/reject', 'moderation'),

  r('GET', '/admin/topics', 'topics'),
  r('POST', '/admin/topics', 'topics'),
  r('PUT', '/admin/topics/{topic_id}', 'topics'),
  r('DELETE', '/admin/topics/{topic_id}', 'topics'),
  r('GET', '/admin/topics/config', 'topics'),
  r('POST', '/admin/topics/config', 'topics'),

  r('GET', '/notifications', 'notifications'),
  r('GET', '/notifications/unread', 'notifications'),
  r('POST', '/notifications/mark-read/{id}', 'notifications'),
  r('POST', '/notifications/mark-read/{feed_id}/by-feed-id', 'notifications'),
  r('POST', '/notifications/mark-all-read', 'notifications'),
  // notifications: a member's email preferences, a detour under /profile (DETOUR_PATHS)
  r('GET', '/profile/{username}/notification-preferences', 'notifications'),
  r('POST', '/profile/{username}/notification-preferences', 'notifications'),

  r('GET', '/admin/webhooks', 'webhooks'),
  r('POST', '/admin/webhooks', 'webhooks'),
  r('GET', '/admin/webhooks/{webhook_id}', 'webhooks'),
  r('PUT', '/admin/webhooks/{webhook_id}', 'webhooks'),
  r('DELETE', '/admin/webhooks/{webhook_id}', 'webhooks'),
  r('POST', '/admin/webhooks/{webhook_id}/test', 'webhooks'),
  r('GET', '/admin/webhooks/{webhook_id}/deliveries', 'webhooks'),
  r('GET', '/admin/webhooks/{webhook_id}/deliveries/{delivery_id}', 'webhooks'),
  r('POST', '/admin/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver', 'webhooks'),

  r('GET', '/activities', 'activities'),
  // community analytics (docs/analytics.md): the activities function serves them
  r('GET', '/analytics/overview/widget', 'activities'),
  r('GET', '/analytics/overview/activity', 'activities'),
  r('GET', '/analytics/overview/popular-day-time', 'activities'),
  r('GET', '/analytics/members/widget', 'activities'),
  r('GET', '/analytics/members/activity', 'activities'),
  r('GET', '/analytics/members/top-members', 'activities'),
  r('GET', '/analytics/members/top-commenters', 'activities'),
  r('GET', '/analytics/members/top-post-starters', 'activities'),
  r('GET', '/analytics/spaces/widget', 'activities'),
  r('GET', '/analytics/spaces/activity', 'activities'),
  r('GET', '/analytics/spaces/popular', 'activities'),
  r('GET', '/analytics/spaces/search', 'activities'),

  r('GET', '/feeds/oembed', 'media'),
  r('POST', '/media/uploads', 'media'),
  r('GET', '/media/{id}', 'media'),
  r('POST', '/feeds/media-upload', 'media'),
  r('DELETE', '/media/{id}', 'media'),
  r('GET', '/profile/{username}/media', 'media'),

  // courses: a member's courses, a detour under /profile (DETOUR_PATHS)
  r('GET', '/profile/{username}/courses', 'courses'),
  // courses: catalog
  r('GET', '/courses', 'courses'),
  r('POST', '/courses', 'courses'),
  r('GET', '/courses/{id}', 'courses'),
  r('PUT', '/courses/{id}', 'courses'),
  r('GET', '/courses/{slug}/by-slug', 'courses'),
  r('POST', '/admin/courses', 'courses'),
  r('GET', '/admin/courses/{id}', 'courses'),
  r('PUT', '/admin/courses/{id}', 'courses'),
  r('GET', '/admin/courses/{id}/sections', 'courses'),
  r('POST', '/admin/courses/{id}/sections', 'courses'),
  r('PATCH', '/admin/courses/{id}/sections/indexes', 'courses'),
  r('GET', '/admin/courses/{id}/sections/{section_id}', 'courses'),
  r('PUT', '/admin/courses/{id}/sections/{section_id}', 'courses'),
  r('PATCH', '/admin/courses/{id}/sections/{section_id}', 'courses'),
  r('DELETE', '/admin/courses/{id}/sections/{section_id}', 'courses'),
  r('PATCH', '/admin/courses/{id}/sections/{section_id}/indexes', 'courses'),
  r('GET', '/admin/courses/{id}/lessons', 'courses'),
  r('POST', '/admin/courses/{id}/lessons', 'courses'),
  r('GET', '/admin/courses/{id}/lessons/{lesson_id}', 'courses'),
  r('PUT', '/admin/courses/{id}/lessons/{lesson_id}', 'courses'),
  r('PATCH', '/admin/courses/{id}/lessons/{lesson_id}', 'courses'),
  r('DELETE', '/admin/courses/{id}/lessons/{lesson_id}', 'courses'),
  // courses: the original's other routes (issue 30)
  r('GET', '/courses/{slug}/lessons/{lesson_slug}/by-slug', 'courses'),
  r('GET', '/courses/all-courses', 'courses'),
  r('GET', '/admin/courses', 'courses'),
  r('POST', '/admin/courses/{id}/duplicate', 'courses'),
  r('GET', '/admin/courses/{id}/comments', 'courses'),
  r('GET', '/admin/courses/{id}/users/search', 'courses'),
  r('POST', '/admin/courses/{id}/links', 'courses'),
  r('GET', '/admin/courses/{id}/meta-settings', 'courses'),
  r('GET', '/admin/courses/{id}/instructors/search', 'courses'),
  r('PUT', '/admin/courses/{id}/copy-section', 'courses'),
  r('PUT', '/admin/courses/{id}/move-lesson', 'courses'),
  r('POST', '/admin/courses/{id}/lessons/{lesson_id}/duplicate', 'courses'),
  r('POST', '/courses/{id}/lessons/{lesson_id}/video-watched', 'courses'),
  // courses: cascade
  r('DELETE', '/courses/{id}', 'courses'),
  r('DELETE', '/admin/courses/{id}', 'courses'),
  // courses: learning
  r('POST', '/courses/{id}/enroll', 'courses'),
  r('POST', '/courses/{id}/unenroll', 'courses'),
  r('GET', '/courses/my-courses', 'courses'),
  r('GET', '/courses/{id}/progress', 'courses'),
  r('DELETE', '/courses/{id}/progress', 'courses'),
  r('POST', '/courses/{id}/lessons/{lesson_id}/complete', 'courses'),
  r('POST', '/courses/{id}/lessons/{lesson_id}/incomplete', 'courses'),
  r('PUT', '/courses/{id}/lessons/{lesson_id}/completion', 'courses'),
  r('GET', '/courses/{id}/students', 'courses'),
  r('GET', '/courses/{id}/certificate', 'courses'),
  r('GET', '/admin/courses/{id}/students', 'courses'),
  r('POST', '/admin/courses/{id}/students', 'courses'),
  r('DELETE', '/admin/courses/{id}/students/{student_id}', 'courses'),
  r('DELETE', '/admin/courses/{id}/students/{student_id}/progress', 'courses'),
  r('PUT', '/admin/courses/{id}/lockscreens', 'courses'),
  // courses: every space and course for the administration's pickers (the original's, docs/wordpress-compat.md)
  r('GET', '/admin/all_space_courses', 'courses'),
  // courses: quizzes
  r('POST', '/courses/{id}/lessons/{lesson_id}/quiz/start', 'courses'),
  r('POST', '/courses/{id}/lessons/{lesson_id}/quiz/submit', 'courses'),
  r('GET', '/courses/{id}/lessons/{lesson_id}/quiz/result', 'courses'),
  r('GET', '/admin/courses/{id}/quiz-results', 'courses'),
  r('POST', '/admin/courses/{id}/quiz-results/{quiz_id}', 'courses'),

  // migrations (docs/migration.md): {source} is legacy-platform, or the original's buddypress
  r('GET', '/migrations', 'migrations'),
  r('GET', '/migrations/{source}/config', 'migrations'),
  r('POST', '/migrations/{source}/uploads', 'migrations'),
  r('POST', '/migrations/{source}/start', 'migrations'),
  r('GET', '/migrations/{source}/status', 'migrations'),

  // reference (docs/openapi.md, "Serving"): the OpenAPI description and its reference page, open to anyone
  r('GET', '/openapi.json', 'reference'),
  r('GET', '/reference', 'reference'),
  r('GET', '/reference/redoc.standalone.js', 'reference'),

  // chat [PRO] (docs/chat.md): direct messages and group chat, and the administrators' audited moderation read
  r('GET', '/chat/threads', 'chat'),
  r('POST', '/chat/threads', 'chat'),
  r('GET', '/chat/threads/{thread_id}', 'chat'),
  r('GET', '/chat/threads/{thread_id}/members', 'chat'),
  r('POST', '/chat/threads/leave/{thread_id}', 'chat'),
  r('POST', '/chat/threads/delete/{thread_id}', 'chat'),
  r('POST', '/chat/threads/block/{thread_id}', 'chat'),
  r('POST', '/chat/threads/unblock/{thread_id}', 'chat'),
  r('POST', '/chat/threads/join/{thread_id}', 'chat'),
  r('GET', '/chat/spaces/{space_id}/thread', 'chat'),
  r('POST', '/chat/threads/{thread_id}/members/{member_id}/block-chat', 'chat'),
  r('POST', '/chat/threads/{thread_id}/members/{member_id}/unblock-chat', 'chat'),
  r('GET', '/chat/messages/{thread_id}', 'chat'),
  r('POST', '/chat/messages/{thread_id}', 'chat'),
  r('POST', '/chat/messages/{thread_id}/media_upload', 'chat'),
  r('GET', '/chat/messages/{thread_id}/new', 'chat'),
  r('POST', '/chat/messages/edit/{message_id}', 'chat'),
  r('POST', '/chat/messages/delete/{message_id}', 'chat'),
  r('POST', '/chat/messages/{message_id}/react', 'chat'),
  r('POST', '/chat/read-threads', 'chat'),
  r('GET', '/chat/unread_threads', 'chat'),
  r('GET', '/chat/users', 'chat'),
  r('POST', '/chat/groups', 'chat'),
  r('POST', '/chat/groups/{thread_id}', 'chat'),
  r('POST', '/chat/groups/{thread_id}/delete', 'chat'),
  r('POST', '/chat/groups/{thread_id}/leave', 'chat'),
  r('GET', '/chat/groups/{thread_id}/members', 'chat'),
  r('POST', '/chat/groups/{thread_id}/members', 'chat'),
  r('POST', '/chat/groups/{thread_id}/members/{member_id}/admin', 'chat'),
  r('POST', '/chat/groups/{thread_id}/members/{member_id}/remove', 'chat'),
  r('GET', '/admin/chat/threads/{thread_id}/messages', 'chat'),
  // chat: what a client of the original asks to open its live connection (features/live/broadcast-routes.ts)
  r('GET', '/chat/broadcast/auth', 'chat'),
  r('POST', '/chat/broadcast/auth', 'chat'),
] as const satisfies readonly RouteEntry[];

export type RouteKey = `${(typeof ROUTES)[number]['method']} ${(typeof ROUTES)[number]['path']}`;
export type DomainRouteKey<D extends Domain> = Extract<
  (typeof ROUTES)[number],
  { domain: D }
> extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never;

/** HEAD is answered as GET without a body (RFC 9110), so every GET route also takes HEAD. */
export const answeredAs = (method: string): string => (method === 'HEAD' ? 'GET' : method);

/** The domain that answers what no mount catches (the WordPress REST index, rest_no_route): API Gateway's `$default` route. */
export const DEFAULT_DOMAIN: Domain = 'settings';

/**
 * The part of a path API Gateway routes on: its first segment, or its first two under `admin`
 * (`/feeds/{feed}/react` -> 'feeds', `/admin/topics/{topic_id}` -> 'admin/topics'). API Gateway
 * sends everything under a mount to one function (`ANY {base}/{mount}/{proxy+}`), which matches
 * the route itself, so a mount must belong to one domain (test/unit/route-table.test.ts).
 */
export function mountOf(path: string): string {
  const segments = path.split('/').filter((s) => s.length > 0);
  return (segments[0] === 'admin' ? segments.slice(0, 2) : segments.slice(0, 1)).join('/');
}

/**
 * Paths API Gateway sends past their mount's function, each by a route of its own (more specific
 * than the mount's greedy `{proxy+}`, so it wins): the original has media upload, link previews
 * and a member's media under /feeds and /profile, but they need S3 and a multipart parser that the
 * feeds and profiles functions should not carry; the moderation config is a settings group, served
 * with the others by the settings function beside the reports under /moderation; a member's email
 * notification preferences are the notifications function's (they list the member's spaces, which
 * the profiles function's feature may not read), as are a member's spaces and memberships (the spaces
 * function's), courses (the courses function's) and comments (the feeds function's), the lists the
 * original's profile page shows. Every method of a detour goes to one domain.
 */
export const DETOUR_PATHS: readonly `/${string}`[] = ['/feeds/media-upload', '/feeds/oembed', '/profile/{username}/media', '/moderation/config', '/profile/{username}/notification-preferences', '/profile/{username}/spaces', '/profile/{username}/memberships', '/profile/{username}/courses', '/profile/{username}/comments'];

/** The domain serving each detour path (test/unit/route-table.test.ts: exactly one). */
export function detourDomains(routes: readonly Pick<RouteEntry, 'path' | 'domain'>[] = ROUTES): Map<string, Set<Domain>> {
  const detours = new Map<string, Set<Domain>>(DETOUR_PATHS.map((p) => [p, new Set<Domain>()]));
  for (const r of routes) detours.get(r.path)?.add(r.domain);
  return detours;
}

/** Every mount of the route table and the domain(s) whose routes sit under it (detours aside). */
export function mountDomains(routes: readonly Pick<RouteEntry, 'path' | 'domain'>[] = ROUTES): Map<string, Set<Domain>> {
  const mounts = new Map<string, Set<Domain>>();
  for (const r of routes) {
    if (DETOUR_PATHS.includes(r.path as `/${string}`)) continue;
    const mount = mountOf(r.path);
    mounts.set(mount, (mounts.get(mount) ?? new Set<Domain>()).add(r.domain));
  }
  return mounts;
}

export const routeKey = (r: Pick<RouteEntry, 'method' | 'path'>): string => `${r.method} ${r.path}`;
