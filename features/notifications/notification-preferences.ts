/**
 * The vocabulary of a member's email notification preferences (docs/notifications.md, "Email
 * preferences"), as the original's routes name it.
 */

/** The yes/no switches of `user_globals`: each is a mail list (its unsubscribe link turns it off). */
export const GLOBAL_SWITCHES = ['digest_mail', 'mention_mail', 'reply_my_com_mail', 'com_my_post_mail'] as const;
export type GlobalSwitch = (typeof GLOBAL_SWITCHES)[number];

/** `default`: the member chose none (the site's). */
export const FREQUENCY_CHOICES = ['hourly', 'daily', 'weekly', 'disabled', 'default'] as const;
export type FrequencyChoice = (typeof FREQUENCY_CHOICES)[number];

/** A space's choice (kept for clients: no space post is mailed yet); '' in a request removes it. */
export const SPACE_PREFS = ['all_member_posts', 'admin_only_posts'] as const;
export type SpacePref = (typeof SPACE_PREFS)[number];

/** The group of the member's spaces that belong to no group of the sidebar. */
export const OTHER_SPACES_GROUP = 'other_space_group';

/** The email group's digest_mail_day as the original shows it. */
export const DAY_NAMES: Record<string, string> = {
  mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};

/** What a POST may change (every part optional). */
export interface PreferencesInput {
  user_globals?: Partial<Record<GlobalSwitch, 'yes' | 'no'>> & { message_email_frequency?: FrequencyChoice | undefined } | undefined;
  space_prefs?: Record<string, SpacePref | ''> | undefined;
}

/** How many spaces one request may set. */
export const MAX_SPACE_PREFS = 500;
