/**
 * API test files that change what every other file sees: site settings (PUT /settings, reset,
 * features, the media limits), the topic configuration (required topics), registration. They run
 * one at a time while no other API file runs (vitest.config.ts), and each puts back what it changed.
 * Listed here, not in the config, because test/api/site-wide.test.ts runs them too.
 */
export const SITE_WIDE = [
  'test/api/points/points.test.ts', // features.leaderboard on and the point values changed, both put back
  'test/api/platform/access-table.test.ts', // its samples call PUT /settings and POST /settings/reset as the administrator
  'test/api/settings/admin-settings.test.ts', // the site name, the portal slug (permalinks) and registration
  'test/api/platform/input-bounds.test.ts',
  'test/api/settings/license.test.ts', // a stored license governs every PRO route
  'test/api/media/media-limits.test.ts',
  'test/api/platform/pipeline.test.ts',
  'test/api/topics/post-topics.test.ts',
  'test/api/settings/privacy-settings.test.ts', // general access, privacy and followers govern every route
  'test/api/members/registration.test.ts',
  'test/api/settings/settings.test.ts',
  'test/api/media/storage-settings.test.ts', // where every upload goes
  'test/api/settings/settings-groups.test.ts', // privacy, general and followers settings govern every other file's requests
  'test/api/settings/settings-appearance.test.ts', // customization's max_media_per_post is the site's (media tests)
  'test/api/topics/topics.test.ts',
  'test/api/platform/wordpress-conventions.test.ts',
  'test/api/settings/feature-switches.test.ts', // every feature switch, off and on
  'test/api/settings/posting-rules.test.ts', // reactions, posting rules, the feed order and the time zone, site-wide
  'test/api/moderation/report-threshold.test.ts', // the moderation config's flag_after_threshold
  'test/api/settings/members-see.test.ts', // the welcome banner, menus, profile link providers, snippets and topic config
  'test/api/moderation/comment-review.test.ts', // moderate_comments holds every member's comment
  'test/api/moderation/hold-rules.test.ts', // the moderation config, auto_approve_trusted_users and spam_protection govern every write
  'test/api/mail/mail-layout.test.ts', // the email settings frame every mail
  'test/api/members/account-settings.test.ts', // require_email_verification, admin_email and registration; privacy's can_change_password and can_change_email
  'test/api/notifications/notification-mail-switches.test.ts', // enable_email_notifications and the email group's mail switches
  'test/api/digests/digests.test.ts', // the site's time zone and digest settings; each run fans out to every member
  'test/api/settings/original-settings-contract.test.ts', // customization and privacy saved whole, the portal slug; put back
  'test/api/feeds/feed-links.test.ts', // POST /feeds/links replaces every sidebar link
  'test/api/analytics/analytics.test.ts', // switches features.analytics (off by default) on and back
  'test/api/analytics/original-analytics-contract.test.ts', // likewise
  'test/api/points/levels.test.ts', // replaces the site's levels and switches features.leaderboard on; puts both back
  'test/api/points/original-levels-contract.test.ts', // likewise
  'test/api/members/leaderboard.test.ts', // switches features.leaderboard on and back; the privacy setting and timezone, each put back
  'test/api/members/original-leaderboard-contract.test.ts', // switches features.leaderboard on and back
  'test/api/chat/chat.test.ts', // the messaging group (is_enabled off by default, which every chat route reads) switched on and put back
  'test/api/chat/chat-mail.test.ts', // messaging switched on, and its email_unread_messages off for one case; put back
  'test/api/chat/chat-media.test.ts', // likewise: messaging switched on for media, link previews and broadcast/auth, and put back
  'test/api/chat/chat-space.test.ts', // likewise, with space_chat on (and off once)
];
