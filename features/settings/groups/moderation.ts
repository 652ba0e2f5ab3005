/**
 * `/moderation/config` [PRO]: content moderation (the original's Pro moderation config,
 * unshown-parts.md "Moderation"): the report threshold that hides content pending review, first
 * post and comment approval, the word filter, who counts as trusted, and the spam limits.
 * docs/moderation.md says what each key does and where it is enforced.
 */
import { integer, list, yesNo } from '#platform/core/fields.ts';
import { defineGroup, featureSwitch, text } from './group.ts';

export const moderation = defineGroup({
  name: 'moderation',
  paths: ['/moderation/config'],
  wrapper: 'config',
  pro: true,
  keys: {
    // The registry's features.moderation: one value through either door.
    is_enabled: featureSwitch('moderation'),
    // Reports by distinct members after which a post or comment is hidden pending review (auto_flagged).
    flag_after_threshold: { schema: integer({ min: 1, max: 100 }), default: 3 },
    // A member's first post / first comment waits for a moderator.
    first_post_approval: { schema: yesNo(), default: 'no' },
    first_comment_approval: { schema: yesNo(), default: 'no' },
    // The word filter: content holding one of blocked_words waits for a moderator.
    profanity_filter: { schema: yesNo(), default: 'no' },
    blocked_words: { schema: list(text(60).min(1, 'must not be empty'), { max: 500 }).transform((w) => [...new Set(w.map((x) => x.toLowerCase()))]), default: [] as string[] },
    // Trusted (auto_approve_trusted_users): this many approved posts and comments, and no rejection for this many days.
    trusted_min_approved: { schema: integer({ min: 0, max: 10_000 }), default: 5 },
    trusted_clean_days: { schema: integer({ min: 0, max: 3650 }), default: 30 },
    // Spam protection's posting-rate limits (the registry's spam_protection switches them).
    spam_posts_per_window: { schema: integer({ min: 1, max: 1000 }), default: 5 },
    spam_window_minutes: { schema: integer({ min: 1, max: 1440 }), default: 5 },
    spam_comments_per_minute: { schema: integer({ min: 1, max: 1000 }), default: 10 },
  },
});
