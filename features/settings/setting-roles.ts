/**
 * What each setting does (docs/settings.md, "What each key does"): every key of the registry
 * (settings.ts) and of every settings group (groups/) declares it here, and
 * test/unit/settings-class.test.ts holds each key to its declaration (a behaviour key's test must
 * exist and name it, a display key must reach clients, a planned key names the issue that builds
 * it). Kept apart from the definitions so no function carries these sentences: only the settings
 * function (the public settings' display keys) and the tools read them.
 */
import type { GroupName, GROUPS } from './groups/catalog.ts';
import type { SettingsGroupDefinition } from './groups/group.ts';
import type { SettingKey } from './settings.ts';

/**
 * - `behaviour`: it changes what the API does (`where`: the module that enforces it); `test` names
 *   the test file that proves it, which mentions the key;
 * - `display`: a hint for clients, which read it through GET /settings/public (or, for a group's
 *   key, its group's public route `via`);
 * - `planned`: stored for a later release, which the open issue `issue` builds;
 * - `admin`: stored for the administration's own screens or an integration that reads it through
 *   the admin API (the sentence says which).
 */
export type SettingRole =
  | { behaviour: string; where: string; test: string }
  | { display: string; via?: `${'GET'} /${string}` }
  | { planned: string; issue: number }
  | { admin: string };

export const SETTING_ROLES: Record<SettingKey, SettingRole> = {
  site_name: { behaviour: 'names the site in the WordPress REST index (GET /wp-json/)', where: 'features/settings/routes.ts', test: 'test/api/platform/wordpress-conventions.test.ts' },
  site_description: { display: 'a sentence clients show about the community' },
  timezone: { behaviour: "the leaderboard's calendar periods and the activity date filters", where: 'features/settings/groups/site-rules.ts', test: 'test/api/settings/posting-rules.test.ts' },
  date_format: { display: 'how clients format dates' },
  time_format: { display: 'how clients format times' },
  admin_email: { behaviour: 'a self-registration awaiting approval is mailed to it (none while empty)', where: 'features/members/member-service.ts registerMember', test: 'test/api/members/account-settings.test.ts' },
  portal_slug: { behaviour: "the portal's path segment in every permalink", where: 'features/settings/portal.ts', test: 'test/api/settings/admin-settings.test.ts' },
  features: { behaviour: "each switch closes its feature's member-facing routes (403 feature_disabled) and drops its fields from lists", where: 'features/settings/feature-switches.ts (the pipeline hook), features/feeds/feeds.ts', test: 'test/api/settings/feature-switches.test.ts' },
  allow_registration: { behaviour: 'POST /auth/register answers only while it is true', where: 'features/members/member-service.ts', test: 'test/api/members/registration.test.ts' },
  require_email_verification: { behaviour: 'a self-registered account is mailed a verification link and, until it follows it, writes only through its account routes (403 email_not_verified)', where: 'features/members/member-service.ts registerMember, caller-hooks.ts assertEmailVerified', test: 'test/api/members/account-settings.test.ts' },
  default_role: { behaviour: 'the role a self-registered account gets', where: 'features/members/member-service.ts', test: 'test/api/members/registration.test.ts' },
  approval_required: { behaviour: 'self-registered accounts start pending until an administrator approves them', where: 'features/members/member-service.ts', test: 'test/api/members/registration.test.ts' },
  auto_approve_trusted_users: { behaviour: 'trusted members skip moderate_posts, moderate_comments and first approvals', where: 'features/feeds/hold-rules.ts', test: 'test/api/moderation/hold-rules.test.ts' },
  allow_comments: { behaviour: 'new comments are refused site-wide while it is false', where: 'features/feeds/comment-service.ts', test: 'test/api/feeds/comments.test.ts' },
  allow_reactions: { behaviour: 'new reactions are refused site-wide while it is false', where: 'features/feeds/reaction-service.ts', test: 'test/api/settings/posting-rules.test.ts' },
  moderate_posts: { behaviour: 'new posts wait for a moderator (status pending)', where: 'features/feeds/feed-service.ts', test: 'test/api/settings/feature-switches.test.ts' },
  moderate_comments: { behaviour: 'new comments wait for a moderator (not counted, notified or announced until approved)', where: 'features/feeds/comment-service.ts', test: 'test/api/moderation/comment-review.test.ts' },
  max_media_per_post: { behaviour: 'how many uploaded media a post or comment may show', where: 'features/feeds/feed-service.ts', test: 'test/api/media/media-attach.test.ts' },
  spam_protection: { behaviour: 'switches the duplicate and posting-rate rules (limits in /moderation/config)', where: 'features/feeds/feed-service.ts, comment-service.ts', test: 'test/api/moderation/hold-rules.test.ts' },
  media_max_file_size_mb: { behaviour: 'the size limit of one upload', where: 'features/media/media-uploads.ts', test: 'test/api/media/media-limits.test.ts' },
  media_uploads_per_minute: { behaviour: 'uploads a member may start in a minute', where: 'features/media/media-uploads.ts', test: 'test/api/media/media-limits.test.ts' },
  media_member_quota_mb: { behaviour: "the total size of a member's stored media", where: 'features/media/media-uploads.ts', test: 'test/api/media/media-limits.test.ts' },
  enable_email_notifications: { behaviour: 'notification mail (a comment on my post, a reply in my thread, a mention) is sent only while it is true, checked when each mail is rendered', where: 'features/notifications/notification-mail-service.ts', test: 'test/api/notifications/notification-mail-switches.test.ts' },
  enable_push_notifications: { planned: 'no push service here: live updates over WebSockets (issue 34) will bring notifications to connected clients', issue: 34 },
  digest_frequency: { behaviour: 'how often digest emails go out (daily, weekly, monthly; never: none)', where: 'features/digests/digests.ts', test: 'test/api/digests/digests.test.ts' },
  from_name: { behaviour: 'the sender name of every mail', where: 'features/mail/mail-layout.ts', test: 'test/api/mail/mail-layout.test.ts' },
  from_email: { behaviour: "the sender address of every mail (a verified SES identity's; empty: MAIL_FROM_ADDRESS)", where: 'features/mail/mail-layout.ts', test: 'test/api/mail/mail-layout.test.ts' },
  logo_url: { display: 'the logo clients show' },
  favicon_url: { display: 'the favicon clients show' },
  primary_color: { display: 'the main brand color clients apply' },
  secondary_color: { display: 'the accent color clients apply' },
  custom_css: { display: 'extra CSS clients apply, served while snippets are enabled (snippets.is_enabled)' },
  gif_search_api_key: { admin: 'the composer\'s GIF search key, which the administration\'s composer reads through the admin API (GET /settings/{key}); the API itself calls no GIF service' },
  analytics_tracking_id: { display: 'the tracking id web clients pass to their analytics' },
};

const MENU_ROLE: SettingRole = {
  behaviour: 'GET /settings/public answers each caller the enabled items their privacy shows them (menus)',
  where: 'features/settings/groups/menu.ts visibleMenus',
  test: 'test/api/settings/members-see.test.ts',
};

/**
 * Each group's own keys' roles (a key kept as a registry key, siteKey() or featureSwitch(), has the
 * registry key's): a key a group does not have is a type error, a key missing here fails the test.
 */
export const GROUP_ROLES: { [G in GroupName]?: Partial<Record<keyof (typeof GROUPS)[G]['keys'], SettingRole>> } = {
  colors: {
    light_schema: { display: 'the color scheme clients apply (light_schema)' },
    dark_schema: { display: 'the color scheme clients apply (dark_schema)' },
    light_config: { display: 'the color scheme clients apply (light_config)' },
    dark_config: { display: 'the color scheme clients apply (dark_config)' },
  },
  crm_tagging: {
    is_enabled: { admin: "the CRM integration's tagging rules, which the integration reads through the admin API" },
    signup_tags: { admin: "the CRM integration's tagging rules, which the integration reads through the admin API" },
    space_join_tags: { admin: "the CRM integration's tagging rules, which the integration reads through the admin API" },
    course_enroll_tags: { admin: "the CRM integration's tagging rules, which the integration reads through the admin API" },
    remove_tags_on_leave: { admin: "the CRM integration's tagging rules, which the integration reads through the admin API" },
  },
  customization: {
    dark_mode: { display: 'how the portal looks: dark_mode' },
    default_theme_mode: { display: 'how the portal looks: default_theme_mode' },
    fixed_page_header: { display: 'how the portal looks: fixed_page_header' },
    show_powered_by: { display: 'how the portal looks: show_powered_by' },
    feed_link_on_sidebar: { display: 'how the portal looks: feed_link_on_sidebar' },
    show_post_modal: { display: 'how the portal looks: show_post_modal' },
    fixed_sidebar: { display: 'how the portal looks: fixed_sidebar' },
    icon_on_header_menu: { display: 'how the portal looks: icon_on_header_menu' },
    disable_feed_layout: { display: 'how the portal looks: disable_feed_layout' },
    collapse_sidebar_groups: { display: 'how the portal looks: collapse_sidebar_groups' },
    hide_header_on_scroll: { display: 'how the portal looks: hide_header_on_scroll' },
    enable_sidebar_toggle: { display: 'how the portal looks: enable_sidebar_toggle' },
    affiliate_id: { display: 'how the portal looks: affiliate_id' },
    rich_post_layout: { display: 'how the portal looks: rich_post_layout' },
    member_list_layout: { display: 'how the portal looks: member_list_layout' },
    default_feed_layout: { display: 'how the portal looks: default_feed_layout' },
    post_title_pref: { behaviour: 'a post title is required, optional or dropped', where: 'features/feeds/feed-service.ts', test: 'test/api/settings/posting-rules.test.ts' },
    disable_feed_sort_by: { behaviour: "feeds ignore the client's order and use default_feed_sort_by", where: 'features/feeds/feed-list-service.ts', test: 'test/api/settings/posting-rules.test.ts' },
    default_feed_sort_by: { behaviour: 'the order of a feed whose client names none', where: 'features/feeds/feed-list-service.ts', test: 'test/api/settings/posting-rules.test.ts' },
  },
  email: {
    com_my_post_mail: { behaviour: "mail on a comment on the member's post: sent only while 'yes', and the default of each member's own choice", where: 'features/notifications/notification-mail-service.ts, features/mail/mail-preferences.ts', test: 'test/api/notifications/notification-mail-switches.test.ts' },
    reply_my_com_mail: { behaviour: "mail on a reply in the member's thread: sent only while 'yes', and the default of each member's own choice", where: 'features/notifications/notification-mail-service.ts, features/mail/mail-preferences.ts', test: 'test/api/notifications/notification-mail-switches.test.ts' },
    mention_mail: { behaviour: "mail on a mention of the member: sent only while 'yes', and the default of each member's own choice", where: 'features/notifications/notification-mail-service.ts, features/mail/mail-preferences.ts', test: 'test/api/notifications/notification-mail-switches.test.ts' },
    digest_email_status: { behaviour: "digest emails go out only while it is yes (and members who never chose are opted in)", where: 'features/digests/digests.ts', test: 'test/api/digests/digests.test.ts' },
    digest_mail_day: { behaviour: "the weekly digest's day, in the site's time zone", where: 'features/digests/digests.ts', test: 'test/api/digests/digests.test.ts' },
    daily_digest_time: { behaviour: "when every digest goes out on its day, in the site's time zone", where: 'features/digests/digests.ts', test: 'test/api/digests/digests.test.ts' },
    reply_to_name: { behaviour: 'the reply-to name of every mail', where: 'features/mail/mail-layout.ts', test: 'test/api/mail/mail-layout.test.ts' },
    reply_to_email: { behaviour: 'the reply-to address of every mail (empty: none)', where: 'features/mail/mail-layout.ts', test: 'test/api/mail/mail-layout.test.ts' },
    email_footer: { behaviour: 'the footer of every mail, with its placeholders', where: 'features/mail/mail-layout.ts', test: 'test/api/mail/mail-layout.test.ts' },
    disable_powered_by: { behaviour: 'drops the powered-by line of every mail', where: 'features/mail/mail-layout.ts', test: 'test/api/mail/mail-layout.test.ts' },
    logo: { behaviour: "the logo atop every mail (empty: the site's logo_url)", where: 'features/mail/mail-layout.ts', test: 'test/api/mail/mail-layout.test.ts' },
  },
  general: {
    white_logo: { display: 'the logo on dark backgrounds' },
    featured_image: { display: "the portal's sharing image" },
    logo_permalink_type: { display: 'where the logo links: the portal or logo_permalink' },
    logo_permalink: { display: 'the custom address the logo links to' },
    access: { behaviour: 'who may use the community at all (public, signed-in, listed roles): every route not declared open', where: 'features/settings/site-access.ts assertSiteAccess', test: 'test/api/settings/privacy-settings.test.ts' },
    auth_form_type: { display: "which sign-in form clients show: the portal's own or a custom page" },
    explicit_registration: { display: 'whether the sign-in page shows its own registration link' },
    disable_global_posts: { behaviour: "members' posts outside any space are refused", where: 'features/feeds/feed-service.ts', test: 'test/api/settings/posting-rules.test.ts' },
    auth_content: { display: 'the text shown to visitors who must sign in' },
    auth_redirect: { display: 'where clients send a visitor after sign-in' },
    auth_url: { display: 'the sign-in page clients link to' },
    restricted_role_content: { display: 'the text shown to signed-in members whose role may not enter' },
    cutsom_auth_url: { display: "the custom sign-in page (the original's spelling)" },
    use_custom_signup_page: { display: 'whether clients link to a custom sign-up page' },
    custom_signup_url: { display: 'the custom sign-up page' },
  },
  fluent_player: Object.fromEntries(
    ['enable_fluent_player', 'skin', 'brandColor', 'controlBarColor', 'playButtonColor', 'playButtonBgColor', 'controls', 'behaviors', 'video_upload', 'video_upload_role', 'play_embedded_videos', 'enable_audio'].map((k) => [
      k,
      { admin: "the FluentPlayer integration's settings, kept for clients that embed the player (this API plays and converts no media: docs/wordpress-compat.md)" },
    ]),
  ) as Record<keyof (typeof GROUPS)['fluent_player']['keys'], SettingRole>,
  menu: {
    mainMenuItems: MENU_ROLE,
    profileDropdownItems: MENU_ROLE,
    beforeCommunityMenuItems: MENU_ROLE,
    afterCommunityLinkGroups: MENU_ROLE,
  },
  messaging: {
    is_enabled: { behaviour: 'every chat route (off: 403 chat_disabled)', where: 'features/chat/chat-service.ts', test: 'test/api/chat/chat.test.ts' },
    who_can_start: { behaviour: 'who may start a direct or group thread', where: 'features/chat/chats.ts', test: 'test/api/chat/chat.test.ts' },
    space_chat: { behaviour: "a space's chat thread for its active members, where the space's group_chat is on (off: 403 chat_space_disabled)", where: 'features/chat/space-chats.ts', test: 'test/api/chat/chat-space.test.ts' },
    email_unread_messages: { behaviour: 'the unread-message mail to an offline member (no: none is sent)', where: 'features/chat/chat-mail-service.ts', test: 'test/api/chat/chat-mail.test.ts' },
    max_message_length: { behaviour: 'the longest chat message (400 chat_message_too_long)', where: 'features/chat/chats.ts', test: 'test/api/chat/chat.test.ts' },
    retention_days: { behaviour: 'chat messages expire this many days after they are sent (TTL; 0 keeps them)', where: 'features/chat/chat-store.ts', test: 'test/api/chat/chat.test.ts' },
  },
  moderation: {
    flag_after_threshold: { behaviour: 'reports by distinct members that hide a post or comment pending review (auto_flagged)', where: 'features/moderation/report-service.ts', test: 'test/api/moderation/report-threshold.test.ts' },
    first_post_approval: { behaviour: "a member's first post waits for a moderator", where: 'features/feeds/hold-rules.ts', test: 'test/api/moderation/hold-rules.test.ts' },
    first_comment_approval: { behaviour: "a member's first comment waits for a moderator", where: 'features/feeds/hold-rules.ts', test: 'test/api/moderation/hold-rules.test.ts' },
    profanity_filter: { behaviour: 'posts and comments holding a blocked word wait for a moderator', where: 'features/feeds/hold-rules.ts', test: 'test/api/moderation/hold-rules.test.ts' },
    blocked_words: { behaviour: "the word filter's words (whole words, any case)", where: 'features/feeds/hold-rules.ts', test: 'test/api/moderation/hold-rules.test.ts' },
    trusted_min_approved: { behaviour: 'published posts and comments a member needs to be trusted', where: 'features/feeds/hold-rules.ts', test: 'test/api/moderation/hold-rules.test.ts' },
    trusted_clean_days: { behaviour: 'days without a rejection a member needs to be trusted', where: 'features/feeds/hold-rules.ts', test: 'test/api/moderation/hold-rules.test.ts' },
    spam_posts_per_window: { behaviour: 'posts a member may write per window while spam protection is on', where: 'features/feeds/feed-store.ts', test: 'test/api/moderation/hold-rules.test.ts' },
    spam_window_minutes: { behaviour: "the posting window's length", where: 'features/feeds/feed-store.ts', test: 'test/api/moderation/hold-rules.test.ts' },
    spam_comments_per_minute: { behaviour: 'comments a member may write per minute while spam protection is on', where: 'features/feeds/feed-store.ts', test: 'test/api/moderation/hold-rules.test.ts' },
  },
  onboarding: {
    template: { admin: "the onboarding wizard's answers, kept for the administration's own screens" },
    install_fluentcrm: { admin: "the onboarding wizard's answers, kept for the administration's own screens" },
    install_fluentsmtp: { admin: "the onboarding wizard's answers, kept for the administration's own screens" },
    install_fluentcart: { admin: "the onboarding wizard's answers, kept for the administration's own screens" },
    subscribe_to_newsletter: { admin: "the onboarding wizard's answers, kept for the administration's own screens" },
    share_data: { admin: "the onboarding wizard's answers, kept for the administration's own screens" },
    user_full_name: { admin: "the onboarding wizard's answers, kept for the administration's own screens" },
    user_email_address: { admin: "the onboarding wizard's answers, kept for the administration's own screens" },
  },
  privacy: {
    can_customize_username: { planned: "members change their own username (the original's profile update)", issue: 30 },
    can_change_email: { behaviour: 'members change their own email (POST /profile/{username}/change-email; 403 email_change_disabled while no)', where: 'features/members/account-mail-service.ts requestEmailChange', test: 'test/api/members/account-settings.test.ts' },
    email_auto_login: { behaviour: "links in a member's notification mail and digests sign them in once (POST /auth/email-login); off, such links are refused", where: 'features/mail/mail-dispatch.ts, features/members/email-sign-in.ts', test: 'test/api/members/account-settings.test.ts' },
    can_change_password: { behaviour: 'members change their own password (POST /profile/{username}/change-password; 403 password_change_disabled while no)', where: 'features/members/account-mail-service.ts changePassword', test: 'test/api/members/account-settings.test.ts' },
    show_last_activity: { behaviour: "members' last activity shown to other members", where: 'features/settings/site-access.ts showsLastActivity', test: 'test/api/settings/privacy-settings.test.ts' },
    enable_gravatar: { planned: "Gravatar images for members without an avatar (the original's xprofile)", issue: 30 },
    enable_user_sync: { admin: "the CRM integration's user sync, which it reads through the admin API" },
    skip_crm_undeliverable_emails: { admin: "the CRM integration's rule for undeliverable addresses, which it reads through the admin API" },
    can_deactive_account: { planned: "members deactivate their own account (the original's PUT /profile/{username})", issue: 30 },
    members_page_status: { behaviour: 'who sees the member directory', where: 'features/members/directory-service.ts (site-access.ts assertMaySee)', test: 'test/api/settings/privacy-settings.test.ts' },
    profile_page_visibility: { behaviour: 'who sees member profiles', where: 'features/members/member-service.ts (site-access.ts assertMaySee)', test: 'test/api/settings/privacy-settings.test.ts' },
    user_space_visibility: { behaviour: "who sees a member's spaces, memberships and courses (GET /profile/{username}/spaces, /memberships, /courses)", where: 'features/spaces/member-spaces-service.ts (site-access.ts assertAudience)', test: 'test/api/settings/privacy-settings.test.ts' },
    leaderboard_members_visibility: { behaviour: 'who sees the leaderboard (`GET /leaderboard`, `GET /members/top-contributors`)', where: 'features/members/directory-service.ts listView (site-access.ts assertMaySee), features/members/leaderboard-service.ts', test: 'test/api/members/leaderboard.test.ts' },
  },
  profile_link_providers: {
    configs: { behaviour: 'profile edits refuse links of other providers; profiles show only these (others kept stored)', where: 'features/members/member-service.ts', test: 'test/api/settings/members-see.test.ts' },
  },
  snippets: {
    is_enabled: { behaviour: 'the snippets (custom_css with them) reach clients in GET /settings/public only while yes', where: 'features/settings/groups/snippets.ts servedSnippets, settings-service.ts', test: 'test/api/settings/members-see.test.ts' },
    custom_js: { display: 'code for the clients that render the community, in GET /settings/public while snippets are enabled' },
    header_html: { display: 'code for the clients that render the community, in GET /settings/public while snippets are enabled' },
    footer_html: { display: 'code for the clients that render the community, in GET /settings/public while snippets are enabled' },
  },
  storage: {
    driver: { behaviour: 'where uploads are kept (driver)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
    access_key: { behaviour: 'where uploads are kept (access_key)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
    secret_key: { behaviour: 'where uploads are kept (secret_key)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
    bucket: { behaviour: 'where uploads are kept (bucket)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
    public_url: { behaviour: 'where uploads are kept (public_url)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
    endpoint_url: { behaviour: 'where uploads are kept (endpoint_url)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
    account_id: { behaviour: 'where uploads are kept (account_id)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
    sub_folder: { behaviour: 'where uploads are kept (sub_folder)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
    s3_endpoint: { behaviour: 'where uploads are kept (s3_endpoint)', where: 'features/media/media-storage.ts', test: 'test/api/media/storage-settings.test.ts' },
  },
  welcome_banner: {
    login: { behaviour: 'GET /feeds/welcome-banner answers it to signed-in callers while enabled, its description rendered', where: 'features/feeds/welcome-banner-service.ts', test: 'test/api/settings/members-see.test.ts' },
    logout: { behaviour: 'GET /feeds/welcome-banner answers it to guests while enabled, its description rendered', where: 'features/feeds/welcome-banner-service.ts', test: 'test/api/settings/members-see.test.ts' },
  },
};

/** A group key's role: its own, or the registry key's it is kept as. */
export function roleOf(group: SettingsGroupDefinition, key: string): SettingRole | undefined {
  const def = group.keys[key];
  if (def?.site) return SETTING_ROLES[def.site];
  if (def?.feature) return SETTING_ROLES.features;
  return (GROUP_ROLES[group.name as GroupName] as Record<string, SettingRole> | undefined)?.[key];
}

/**
 * A group's own display hints (role `display`, not kept in the site's item): the keys GET
 * /settings/public shows of a group it shows only in part (general's branding and sign-in pages).
 */
export const displayKeys = (group: SettingsGroupDefinition): string[] =>
  Object.entries(group.keys).flatMap(([key, def]) => {
    const role = roleOf(group, key);
    return role && 'display' in role && !def.site && !def.feature ? [key] : [];
  });
