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

export const ROUTES = [
  { method: 'GET', path: '/settings', domain: 'settings' },
  { method: 'PUT', path: '/settings', domain: 'settings' },
  { method: 'GET', path: '/settings/public', domain: 'settings' },
  { method: 'POST', path: '/settings/reset', domain: 'settings' },
  { method: 'GET', path: '/settings/features', domain: 'settings' },
  { method: 'POST', path: '/settings/features', domain: 'settings' },
  { method: 'GET', path: '/settings/{key}', domain: 'settings' },
  // settings: administration groups (docs/settings.md, "Settings groups"), each a GET and a POST
  { method: 'GET', path: '/admin/general', domain: 'settings' },
  { method: 'POST', path: '/admin/general', domain: 'settings' },
  { method: 'GET', path: '/admin/storage-settings', domain: 'settings' },
  { method: 'POST', path: '/admin/storage-settings', domain: 'settings' },
  { method: 'GET', path: '/settings/privacy-settings', domain: 'settings' },
  { method: 'POST', path: '/settings/privacy-settings', domain: 'settings' },
  { method: 'GET', path: '/settings/followers/config', domain: 'settings' },
  { method: 'POST', path: '/settings/followers/config', domain: 'settings' },
  { method: 'GET', path: '/admin/email-settings', domain: 'settings' },
  { method: 'POST', path: '/admin/email-settings', domain: 'settings' },
  { method: 'GET', path: '/admin/welcome-banner', domain: 'settings' },
  { method: 'POST', path: '/admin/welcome-banner', domain: 'settings' },
  { method: 'GET', path: '/admin/on-boardings', domain: 'settings' },
  { method: 'POST', path: '/admin/on-boardings', domain: 'settings' },
  { method: 'GET', path: '/admin/profile-link-providers', domain: 'settings' },
  { method: 'POST', path: '/admin/profile-link-providers', domain: 'settings' },
  { method: 'GET', path: '/settings/crm-tagging-config', domain: 'settings' },
  { method: 'POST', path: '/settings/crm-tagging-config', domain: 'settings' },
  { method: 'GET', path: '/settings/snippets-settings', domain: 'settings' },
  { method: 'POST', path: '/settings/snippets-settings', domain: 'settings' },
  { method: 'GET', path: '/admin/messaging-setting', domain: 'settings' },
  { method: 'POST', path: '/admin/messaging-setting', domain: 'settings' },
  { method: 'POST', path: '/admin/on-boardings/change-slug', domain: 'settings' },
  { method: 'GET', path: '/admin/auth-settings', domain: 'settings' },
  // settings: the license (docs/license.md)
  { method: 'GET', path: '/admin/license', domain: 'settings' },
  { method: 'POST', path: '/admin/license', domain: 'settings' },
  { method: 'DELETE', path: '/admin/license', domain: 'settings' },
  { method: 'GET', path: '/settings/customization-settings', domain: 'settings' },
  { method: 'POST', path: '/settings/customization-settings', domain: 'settings' },
  { method: 'GET', path: '/settings/color-config', domain: 'settings' },
  { method: 'POST', path: '/settings/color-config', domain: 'settings' },
  { method: 'GET', path: '/settings/menu-settings', domain: 'settings' },
  { method: 'POST', path: '/settings/menu-settings', domain: 'settings' },
  { method: 'GET', path: '/settings/fluent-player-settings', domain: 'settings' },
  { method: 'POST', path: '/settings/fluent-player-settings', domain: 'settings' },
  { method: 'POST', path: '/settings/install_plugin', domain: 'settings' },
  // settings: the original's FluentPlayer routes, answered as it answers without FluentPlayer (docs/wordpress-compat.md)
  { method: 'POST', path: '/fluent-player/video-upload', domain: 'settings' },
  { method: 'GET', path: '/fluent-player/video-content/{media_id}', domain: 'settings' },
  { method: 'POST', path: '/fluent-player/audio-media/{media_id}', domain: 'settings' },
  // settings: sidebar links [PRO] (docs/settings.md, "Sidebar links")
  { method: 'POST', path: '/admin/links', domain: 'settings' },
  { method: 'DELETE', path: '/admin/links/{id}', domain: 'settings' },
  // settings: the audit of every change
  { method: 'GET', path: '/admin/settings/audit', domain: 'settings' },

  { method: 'POST', path: '/auth/token', domain: 'auth' },
  { method: 'POST', path: '/auth/register', domain: 'auth' },
  { method: 'POST', path: '/auth/app-passwords', domain: 'auth' },
  { method: 'GET', path: '/auth/app-passwords', domain: 'auth' },
  { method: 'DELETE', path: '/auth/app-passwords/{uuid}', domain: 'auth' },
  { method: 'POST', path: '/auth/password/forgot', domain: 'auth' },
  { method: 'POST', path: '/auth/password/reset', domain: 'auth' },
  { method: 'POST', path: '/auth/email/verify', domain: 'auth' },
  { method: 'POST', path: '/auth/email/confirm', domain: 'auth' },
  // auth: mail (docs/email.md)
  { method: 'POST', path: '/auth/email-login', domain: 'auth' },
  { method: 'POST', path: '/email/test', domain: 'auth' },
  // auth: the unsubscribe link of non-transactional mail (docs/notifications.md, "Unsubscribe"), open without signing in
  { method: 'GET', path: '/email/unsubscribe', domain: 'auth' },
  { method: 'POST', path: '/email/unsubscribe', domain: 'auth' },
  // auth: the live updates' connect token (docs/live-updates.md), under a mount of its own
  { method: 'POST', path: '/live/token', domain: 'auth' },

  { method: 'GET', path: '/members', domain: 'members' },
  { method: 'POST', path: '/members', domain: 'members' },
  { method: 'PUT', path: '/members/{user_id}', domain: 'members' },
  { method: 'PATCH', path: '/members/{user_id}', domain: 'members' },
  { method: 'GET', path: '/members/{user_id}/mail-log', domain: 'members' },
  { method: 'DELETE', path: '/members/{user_id}/email-status', domain: 'members' },
  { method: 'GET', path: '/members/active', domain: 'members' },
  { method: 'GET', path: '/members/new', domain: 'members' },
  { method: 'GET', path: '/members/top-contributors', domain: 'members' },
  // members: the points leaderboard [PRO] (docs/points.md)
  { method: 'GET', path: '/leaderboard', domain: 'members' },
  { method: 'POST', path: '/members/{user_id}/send-reset-link', domain: 'members' },
  // members: the badge catalogue [PRO] (docs/badges.md)
  { method: 'GET', path: '/admin/user-badges', domain: 'members' },
  { method: 'POST', path: '/admin/user-badges', domain: 'members' },
  { method: 'PUT', path: '/admin/user-badges/{slug}', domain: 'members' },
  { method: 'DELETE', path: '/admin/user-badges/{slug}', domain: 'members' },
  { method: 'PUT', path: '/admin/user-badges/{slug}/members/{user_id}', domain: 'members' },
  { method: 'DELETE', path: '/admin/user-badges/{slug}/members/{user_id}', domain: 'members' },
  // members: the point values and levels [PRO] (docs/points.md; features/points/points-routes.ts, level-routes.ts)
  { method: 'GET', path: '/admin/leaderboards/points', domain: 'members' },
  { method: 'PUT', path: '/admin/leaderboards/points', domain: 'members' },
  { method: 'GET', path: '/admin/leaderboards/levels', domain: 'members' },
  { method: 'POST', path: '/admin/leaderboards/levels', domain: 'members' },

  { method: 'GET', path: '/profile', domain: 'profiles' },
  { method: 'GET', path: '/profile/{username}', domain: 'profiles' },
  { method: 'PUT', path: '/profile/{username}', domain: 'profiles' },
  { method: 'POST', path: '/profile/{username}', domain: 'profiles' },
  { method: 'POST', path: '/profile/{username}/follow', domain: 'profiles' },
  { method: 'POST', path: '/profile/{username}/unfollow', domain: 'profiles' },
  { method: 'GET', path: '/profile/{username}/followers', domain: 'profiles' },
  { method: 'GET', path: '/profile/{username}/followings', domain: 'profiles' },
  { method: 'POST', path: '/profile/{username}/change-password', domain: 'profiles' },
  { method: 'POST', path: '/profile/{username}/change-email', domain: 'profiles' },
  { method: 'POST', path: '/profile/{username}/reconfirm-email', domain: 'profiles' },

  { method: 'GET', path: '/spaces', domain: 'spaces' },
  { method: 'POST', path: '/spaces', domain: 'spaces' },
  { method: 'GET', path: '/spaces/discover', domain: 'spaces' },
  { method: 'GET', path: '/spaces/all-spaces', domain: 'spaces' },
  { method: 'GET', path: '/spaces/users/search', domain: 'spaces' },
  { method: 'GET', path: '/spaces/{space}/by-slug', domain: 'spaces' },
  { method: 'GET', path: '/spaces/{space}/by-id', domain: 'spaces' },
  { method: 'PUT', path: '/spaces/{space}/by-slug', domain: 'spaces' },
  { method: 'PUT', path: '/spaces/{space}/by-id', domain: 'spaces' },
  { method: 'DELETE', path: '/spaces/{space}', domain: 'spaces' },
  { method: 'DELETE', path: '/spaces/{space}/by-id', domain: 'spaces' },
  { method: 'POST', path: '/spaces/{space}/join', domain: 'spaces' },
  { method: 'POST', path: '/spaces/{space}/leave', domain: 'spaces' },
  { method: 'GET', path: '/spaces/{space}/lockscreens', domain: 'spaces' },
  { method: 'PUT', path: '/spaces/{space}/lockscreens', domain: 'spaces' },
  { method: 'GET', path: '/spaces/{space}/meta-settings', domain: 'spaces' },
  { method: 'POST', path: '/spaces/{space}/links', domain: 'spaces' },
  { method: 'GET', path: '/spaces/{space}/members', domain: 'spaces' },
  // spaces: a member's spaces, detours under /profile (DETOUR_PATHS)
  { method: 'GET', path: '/profile/{username}/spaces', domain: 'spaces' },
  { method: 'GET', path: '/profile/{username}/memberships', domain: 'spaces' },
  { method: 'POST', path: '/spaces/{space}/members', domain: 'spaces' },
  { method: 'PUT', path: '/spaces/{space}/members/{user_id}', domain: 'spaces' },
  { method: 'DELETE', path: '/spaces/{space}/members/{user_id}', domain: 'spaces' },
  { method: 'POST', path: '/spaces/{space}/members/remove', domain: 'spaces' },
  { method: 'POST', path: '/spaces/{space}/members/{user_id}/ban', domain: 'spaces' },
  { method: 'POST', path: '/spaces/{space}/members/{user_id}/unban', domain: 'spaces' },
  { method: 'GET', path: '/spaces/space_groups', domain: 'spaces' },
  { method: 'POST', path: '/spaces/space_groups', domain: 'spaces' },
  { method: 'PUT', path: '/spaces/space_groups/{id}', domain: 'spaces' },
  { method: 'DELETE', path: '/spaces/space_groups/{id}', domain: 'spaces' },
  { method: 'PATCH', path: '/spaces/space_groups/re-index', domain: 'spaces' },
  { method: 'PATCH', path: '/spaces/space_groups/re-index-spaces', domain: 'spaces' },
  { method: 'PATCH', path: '/spaces/space_groups/move-space', domain: 'spaces' },
  // spaces: the original's portal sidebar and start-up variables (docs/wordpress-compat.md)
  { method: 'GET', path: '/options/app-vars', domain: 'spaces' },
  { method: 'GET', path: '/options/menu-items', domain: 'spaces' },
  { method: 'GET', path: '/options/sidebar-menu-html', domain: 'spaces' },
  // spaces: invitations [PRO] (docs/invitations.md), and a token's view and accept
  { method: 'GET', path: '/invitations', domain: 'spaces' },
  { method: 'POST', path: '/invitations', domain: 'spaces' },
  { method: 'POST', path: '/invitations/link', domain: 'spaces' },
  { method: 'DELETE', path: '/invitations/{invitation_id}', domain: 'spaces' },
  { method: 'POST', path: '/invitations/{invitation_id}/resend', domain: 'spaces' },
  { method: 'GET', path: '/invitations/{token}/accept', domain: 'spaces' },
  { method: 'POST', path: '/invitations/{token}/accept', domain: 'spaces' },

  { method: 'GET', path: '/moderation/config', domain: 'settings' },
  { method: 'POST', path: '/moderation/config', domain: 'settings' },
  // feeds: a member's comments, a detour under /profile (DETOUR_PATHS)
  { method: 'GET', path: '/profile/{username}/comments', domain: 'feeds' },
  { method: 'GET', path: '/feeds', domain: 'feeds' },
  { method: 'POST', path: '/feeds', domain: 'feeds' },
  { method: 'GET', path: '/feeds/{feed}/by-slug', domain: 'feeds' },
  { method: 'GET', path: '/feeds/{feed}/by-id', domain: 'feeds' },
  { method: 'PUT', path: '/feeds/{feed}', domain: 'feeds' },
  { method: 'POST', path: '/feeds/{feed}', domain: 'feeds' },
  { method: 'PATCH', path: '/feeds/{feed}', domain: 'feeds' },
  { method: 'DELETE', path: '/feeds/{feed}', domain: 'feeds' },
  { method: 'GET', path: '/feeds/{feed}/comments', domain: 'feeds' },
  { method: 'POST', path: '/feeds/{feed}/comments', domain: 'feeds' },
  { method: 'POST', path: '/feeds/{feed}/comments/{comment}', domain: 'feeds' },
  { method: 'PUT', path: '/feeds/{feed}/comments/{comment}', domain: 'feeds' },
  { method: 'PATCH', path: '/feeds/{feed}/comments/{comment}', domain: 'feeds' },
  { method: 'DELETE', path: '/feeds/{feed}/comments/{comment}', domain: 'feeds' },
  { method: 'POST', path: '/feeds/{feed}/react', domain: 'feeds' },
  { method: 'GET', path: '/feeds/{feed}/reactions', domain: 'feeds' },
  { method: 'POST', path: '/feeds/{feed}/comments/{comment}/reactions', domain: 'feeds' },
  { method: 'GET', path: '/feeds/{feed}/comments/{comment}/reactions', domain: 'feeds' },
  { method: 'GET', path: '/feeds/bookmarks', domain: 'feeds' },
  { method: 'GET', path: '/feeds/welcome-banner', domain: 'feeds' },
  // The original's feed routes (issue 30): literal paths win over /feeds/{feed}.
  { method: 'DELETE', path: '/feeds/{feed}/media-preview', domain: 'feeds' },
  { method: 'POST', path: '/feeds/{feed}/reactions/toggle', domain: 'feeds' },
  { method: 'POST', path: '/feeds/{feed}/apps/survey-vote', domain: 'feeds' },
  { method: 'GET', path: '/feeds/{feed}/apps/survey-voters/{option}', domain: 'feeds' },
  { method: 'POST', path: '/feeds/batch', domain: 'feeds' },
  { method: 'POST', path: '/feeds/markdown-preview', domain: 'feeds' },
  { method: 'GET', path: '/feeds/links', domain: 'feeds' },
  { method: 'POST', path: '/feeds/links', domain: 'feeds' },
  { method: 'GET', path: '/feeds/ticker', domain: 'feeds' },
  { method: 'GET', path: '/feeds/ticker-updates', domain: 'feeds' },
  { method: 'GET', path: '/comments/{comment}', domain: 'feeds' },
  { method: 'GET', path: '/comments/{comment}/reactions', domain: 'feeds' },
  { method: 'GET', path: '/scheduled-posts', domain: 'feeds' },
  { method: 'PUT', path: '/scheduled-posts/{feed}', domain: 'feeds' },
  { method: 'POST', path: '/scheduled-posts/publish/{feed}', domain: 'feeds' },
  // moderation: content reports and the review of held content (docs/moderation.md)
  { method: 'POST', path: '/moderation/report', domain: 'moderation' },
  { method: 'GET', path: '/moderation/reports', domain: 'moderation' },
  { method: 'GET', path: '/moderation/reports/{report}', domain: 'moderation' },
  { method: 'POST', path: '/moderation/reports/{report}/resolve', domain: 'moderation' },
  { method: 'GET', path: '/moderation/queue', domain: 'moderation' },
  { method: 'POST', path: '/moderation/comments/{comment}/approve', domain: 'moderation' },
  { method: 'POST', path: '/moderation/comments/{comment}/reject', domain: 'moderation' },

  { method: 'GET', path: '/admin/topics', domain: 'topics' },
  { method: 'POST', path: '/admin/topics', domain: 'topics' },
  { method: 'PUT', path: '/admin/topics/{topic_id}', domain: 'topics' },
  { method: 'DELETE', path: '/admin/topics/{topic_id}', domain: 'topics' },
  { method: 'GET', path: '/admin/topics/config', domain: 'topics' },
  { method: 'POST', path: '/admin/topics/config', domain: 'topics' },

  { method: 'GET', path: '/notifications', domain: 'notifications' },
  { method: 'GET', path: '/notifications/unread', domain: 'notifications' },
  { method: 'POST', path: '/notifications/mark-read/{id}', domain: 'notifications' },
  { method: 'POST', path: '/notifications/mark-read/{feed_id}/by-feed-id', domain: 'notifications' },
  { method: 'POST', path: '/notifications/mark-all-read', domain: 'notifications' },
  // notifications: a member's email preferences, a detour under /profile (DETOUR_PATHS)
  { method: 'GET', path: '/profile/{username}/notification-preferences', domain: 'notifications' },
  { method: 'POST', path: '/profile/{username}/notification-preferences', domain: 'notifications' },

  { method: 'GET', path: '/admin/webhooks', domain: 'webhooks' },
  { method: 'POST', path: '/admin/webhooks', domain: 'webhooks' },
  { method: 'GET', path: '/admin/webhooks/{webhook_id}', domain: 'webhooks' },
  { method: 'PUT', path: '/admin/webhooks/{webhook_id}', domain: 'webhooks' },
  { method: 'DELETE', path: '/admin/webhooks/{webhook_id}', domain: 'webhooks' },
  { method: 'POST', path: '/admin/webhooks/{webhook_id}/test', domain: 'webhooks' },
  { method: 'GET', path: '/admin/webhooks/{webhook_id}/deliveries', domain: 'webhooks' },
  { method: 'GET', path: '/admin/webhooks/{webhook_id}/deliveries/{delivery_id}', domain: 'webhooks' },
  { method: 'POST', path: '/admin/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver', domain: 'webhooks' },

  { method: 'GET', path: '/activities', domain: 'activities' },
  // community analytics (docs/analytics.md): the activities function serves them
  { method: 'GET', path: '/analytics/overview/widget', domain: 'activities' },
  { method: 'GET', path: '/analytics/overview/activity', domain: 'activities' },
  { method: 'GET', path: '/analytics/overview/popular-day-time', domain: 'activities' },
  { method: 'GET', path: '/analytics/members/widget', domain: 'activities' },
  { method: 'GET', path: '/analytics/members/activity', domain: 'activities' },
  { method: 'GET', path: '/analytics/members/top-members', domain: 'activities' },
  { method: 'GET', path: '/analytics/members/top-commenters', domain: 'activities' },
  { method: 'GET', path: '/analytics/members/top-post-starters', domain: 'activities' },
  { method: 'GET', path: '/analytics/spaces/widget', domain: 'activities' },
  { method: 'GET', path: '/analytics/spaces/activity', domain: 'activities' },
  { method: 'GET', path: '/analytics/spaces/popular', domain: 'activities' },
  { method: 'GET', path: '/analytics/spaces/search', domain: 'activities' },

  { method: 'GET', path: '/feeds/oembed', domain: 'media' },
  { method: 'POST', path: '/media/uploads', domain: 'media' },
  { method: 'GET', path: '/media/{id}', domain: 'media' },
  { method: 'POST', path: '/feeds/media-upload', domain: 'media' },
  { method: 'DELETE', path: '/media/{id}', domain: 'media' },
  { method: 'GET', path: '/profile/{username}/media', domain: 'media' },

  // courses: a member's courses, a detour under /profile (DETOUR_PATHS)
  { method: 'GET', path: '/profile/{username}/courses', domain: 'courses' },
  // courses: catalog
  { method: 'GET', path: '/courses', domain: 'courses' },
  { method: 'POST', path: '/courses', domain: 'courses' },
  { method: 'GET', path: '/courses/{id}', domain: 'courses' },
  { method: 'PUT', path: '/courses/{id}', domain: 'courses' },
  { method: 'GET', path: '/courses/{slug}/by-slug', domain: 'courses' },
  { method: 'POST', path: '/admin/courses', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}', domain: 'courses' },
  { method: 'PUT', path: '/admin/courses/{id}', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/sections', domain: 'courses' },
  { method: 'POST', path: '/admin/courses/{id}/sections', domain: 'courses' },
  { method: 'PATCH', path: '/admin/courses/{id}/sections/indexes', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/sections/{section_id}', domain: 'courses' },
  { method: 'PUT', path: '/admin/courses/{id}/sections/{section_id}', domain: 'courses' },
  { method: 'PATCH', path: '/admin/courses/{id}/sections/{section_id}', domain: 'courses' },
  { method: 'DELETE', path: '/admin/courses/{id}/sections/{section_id}', domain: 'courses' },
  { method: 'PATCH', path: '/admin/courses/{id}/sections/{section_id}/indexes', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/lessons', domain: 'courses' },
  { method: 'POST', path: '/admin/courses/{id}/lessons', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/lessons/{lesson_id}', domain: 'courses' },
  { method: 'PUT', path: '/admin/courses/{id}/lessons/{lesson_id}', domain: 'courses' },
  { method: 'PATCH', path: '/admin/courses/{id}/lessons/{lesson_id}', domain: 'courses' },
  { method: 'DELETE', path: '/admin/courses/{id}/lessons/{lesson_id}', domain: 'courses' },
  // courses: the original's other routes (issue 30)
  { method: 'GET', path: '/courses/{slug}/lessons/{lesson_slug}/by-slug', domain: 'courses' },
  { method: 'GET', path: '/courses/all-courses', domain: 'courses' },
  { method: 'GET', path: '/admin/courses', domain: 'courses' },
  { method: 'POST', path: '/admin/courses/{id}/duplicate', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/comments', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/users/search', domain: 'courses' },
  { method: 'POST', path: '/admin/courses/{id}/links', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/meta-settings', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/instructors/search', domain: 'courses' },
  { method: 'PUT', path: '/admin/courses/{id}/copy-section', domain: 'courses' },
  { method: 'PUT', path: '/admin/courses/{id}/move-lesson', domain: 'courses' },
  { method: 'POST', path: '/admin/courses/{id}/lessons/{lesson_id}/duplicate', domain: 'courses' },
  { method: 'POST', path: '/courses/{id}/lessons/{lesson_id}/video-watched', domain: 'courses' },
  // courses: cascade
  { method: 'DELETE', path: '/courses/{id}', domain: 'courses' },
  { method: 'DELETE', path: '/admin/courses/{id}', domain: 'courses' },
  // courses: learning
  { method: 'POST', path: '/courses/{id}/enroll', domain: 'courses' },
  { method: 'POST', path: '/courses/{id}/unenroll', domain: 'courses' },
  { method: 'GET', path: '/courses/my-courses', domain: 'courses' },
  { method: 'GET', path: '/courses/{id}/progress', domain: 'courses' },
  { method: 'DELETE', path: '/courses/{id}/progress', domain: 'courses' },
  { method: 'POST', path: '/courses/{id}/lessons/{lesson_id}/complete', domain: 'courses' },
  { method: 'POST', path: '/courses/{id}/lessons/{lesson_id}/incomplete', domain: 'courses' },
  { method: 'PUT', path: '/courses/{id}/lessons/{lesson_id}/completion', domain: 'courses' },
  { method: 'GET', path: '/courses/{id}/students', domain: 'courses' },
  { method: 'GET', path: '/courses/{id}/certificate', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/students', domain: 'courses' },
  { method: 'POST', path: '/admin/courses/{id}/students', domain: 'courses' },
  { method: 'DELETE', path: '/admin/courses/{id}/students/{student_id}', domain: 'courses' },
  { method: 'DELETE', path: '/admin/courses/{id}/students/{student_id}/progress', domain: 'courses' },
  { method: 'PUT', path: '/admin/courses/{id}/lockscreens', domain: 'courses' },
  // courses: every space and course for the administration's pickers (the original's, docs/wordpress-compat.md)
  { method: 'GET', path: '/admin/all_space_courses', domain: 'courses' },
  // courses: quizzes
  { method: 'POST', path: '/courses/{id}/lessons/{lesson_id}/quiz/start', domain: 'courses' },
  { method: 'POST', path: '/courses/{id}/lessons/{lesson_id}/quiz/submit', domain: 'courses' },
  { method: 'GET', path: '/courses/{id}/lessons/{lesson_id}/quiz/result', domain: 'courses' },
  { method: 'GET', path: '/admin/courses/{id}/quiz-results', domain: 'courses' },
  { method: 'POST', path: '/admin/courses/{id}/quiz-results/{quiz_id}', domain: 'courses' },

  // migrations (docs/migration.md): {source} is legacy-platform, or the original's buddypress
  { method: 'GET', path: '/migrations', domain: 'migrations' },
  { method: 'GET', path: '/migrations/{source}/config', domain: 'migrations' },
  { method: 'POST', path: '/migrations/{source}/uploads', domain: 'migrations' },
  { method: 'POST', path: '/migrations/{source}/start', domain: 'migrations' },
  { method: 'GET', path: '/migrations/{source}/status', domain: 'migrations' },

  // reference (docs/openapi.md, "Serving"): the OpenAPI description and its reference page, open to anyone
  { method: 'GET', path: '/openapi.json', domain: 'reference' },
  { method: 'GET', path: '/reference', domain: 'reference' },
  { method: 'GET', path: '/reference/redoc.standalone.js', domain: 'reference' },

  // chat [PRO] (docs/chat.md): direct messages and group chat, and the administrators' audited moderation read
  { method: 'GET', path: '/chat/threads', domain: 'chat' },
  { method: 'POST', path: '/chat/threads', domain: 'chat' },
  { method: 'GET', path: '/chat/threads/{thread_id}', domain: 'chat' },
  { method: 'GET', path: '/chat/threads/{thread_id}/members', domain: 'chat' },
  { method: 'POST', path: '/chat/threads/leave/{thread_id}', domain: 'chat' },
  { method: 'POST', path: '/chat/threads/delete/{thread_id}', domain: 'chat' },
  { method: 'POST', path: '/chat/threads/block/{thread_id}', domain: 'chat' },
  { method: 'POST', path: '/chat/threads/unblock/{thread_id}', domain: 'chat' },
  { method: 'POST', path: '/chat/threads/{thread_id}/members/{member_id}/block-chat', domain: 'chat' },
  { method: 'POST', path: '/chat/threads/{thread_id}/members/{member_id}/unblock-chat', domain: 'chat' },
  { method: 'GET', path: '/chat/messages/{thread_id}', domain: 'chat' },
  { method: 'POST', path: '/chat/messages/{thread_id}', domain: 'chat' },
  { method: 'GET', path: '/chat/messages/{thread_id}/new', domain: 'chat' },
  { method: 'POST', path: '/chat/messages/edit/{message_id}', domain: 'chat' },
  { method: 'POST', path: '/chat/messages/delete/{message_id}', domain: 'chat' },
  { method: 'POST', path: '/chat/messages/{message_id}/react', domain: 'chat' },
  { method: 'POST', path: '/chat/read-threads', domain: 'chat' },
  { method: 'GET', path: '/chat/unread_threads', domain: 'chat' },
  { method: 'GET', path: '/chat/users', domain: 'chat' },
  { method: 'POST', path: '/chat/groups', domain: 'chat' },
  { method: 'POST', path: '/chat/groups/{thread_id}', domain: 'chat' },
  { method: 'POST', path: '/chat/groups/{thread_id}/delete', domain: 'chat' },
  { method: 'POST', path: '/chat/groups/{thread_id}/leave', domain: 'chat' },
  { method: 'GET', path: '/chat/groups/{thread_id}/members', domain: 'chat' },
  { method: 'POST', path: '/chat/groups/{thread_id}/members', domain: 'chat' },
  { method: 'POST', path: '/chat/groups/{thread_id}/members/{member_id}/admin', domain: 'chat' },
  { method: 'POST', path: '/chat/groups/{thread_id}/members/{member_id}/remove', domain: 'chat' },
  { method: 'GET', path: '/admin/chat/threads/{thread_id}/messages', domain: 'chat' },
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
