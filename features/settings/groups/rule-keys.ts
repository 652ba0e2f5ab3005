/**
 * The keys of other groups that the site rules (site-rules.ts) read: defined here once and used by
 * their groups (customization, profile link providers), so the rules, which every function loads,
 * carry these few keys and not their groups' other keys, answers and catalogues.
 */
import * as z from 'zod';
import { list, yesNo } from '#platform/core/fields.ts';
import { SOCIAL_PROVIDERS } from './social-providers.ts';

/** The orders a feed list supports (the original's `order_by_type`; docs/feeds.md, Feed lists). */
export const FEED_ORDERS = ['latest', 'oldest', 'new_activity', 'likes', 'popular', 'unanswered'] as const;
/** Whether a post has a title (docs/feeds.md, Posting rules). */
export const POST_TITLE_PREFS = ['required', 'optional', 'disabled'] as const;

/** Customization's posting and feed keys (docs/feeds.md, Posting rules and Feed lists). */
export const postingKeys = {
  post_title_pref: { schema: z.enum(POST_TITLE_PREFS), default: 'optional' },
  disable_feed_sort_by: { schema: yesNo(), default: 'no' },
  // '' leaves the lists' own default (latest); enforced by GET /feeds (docs/feeds.md, Feed lists).
  default_feed_sort_by: { schema: z.enum(['', ...FEED_ORDERS]), default: '' },
};

/** The profile link providers group's enabled set (the original's `configs`). */
export const providerConfigsKey = {
  schema: list(z.enum(SOCIAL_PROVIDERS, { error: 'must be a provider key' }), { max: SOCIAL_PROVIDERS.length * 2 }).transform((keys) => [...new Set(keys)]),
  default: ['instagram', 'twitter', 'youtube', 'linkedin', 'fb'] satisfies (typeof SOCIAL_PROVIDERS)[number][],
};
