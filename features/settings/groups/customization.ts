/**
 * `/settings/customization-settings`: how the portal looks and behaves (fc-shapes-2.md 3.9; the
 * original's keys and defaults). `max_media_per_post` is the site registry's key of that name
 * (what uploads and posts obey), shown and saved here too: one value, two doors.
 */
import * as z from 'zod';
import { integer, yesNo } from '#platform/core/fields.ts';
import { defineGroup, siteKey } from './group.ts';

/** The orders a feed list supports (the original's `order_by_type`; docs/feeds.md, Feed lists). */
export const FEED_ORDERS = ['latest', 'oldest', 'new_activity', 'likes', 'popular', 'unanswered'] as const;
/** Whether a post has a title (docs/feeds.md, Posting rules). */
export const POST_TITLE_PREFS = ['required', 'optional', 'disabled'] as const;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const on = { schema: yesNo(), default: 'yes' };
const off = { schema: yesNo(), default: 'no' };

export const customization = defineGroup({
  name: 'customization',
  paths: ['/settings/customization-settings'],
  wrapper: 'settings',
  keys: {
    dark_mode: { ...on, role: { display: 'how the portal looks: dark_mode' } },
    default_theme_mode: { role: { display: 'how the portal looks: default_theme_mode' }, schema: z.enum(['light', 'dark', 'system']), default: 'light' },
    fixed_page_header: { ...on, role: { display: 'how the portal looks: fixed_page_header' } },
    show_powered_by: { ...on, role: { display: 'how the portal looks: show_powered_by' } },
    feed_link_on_sidebar: { ...on, role: { display: 'how the portal looks: feed_link_on_sidebar' } },
    show_post_modal: { ...on, role: { display: 'how the portal looks: show_post_modal' } },
    fixed_sidebar: { ...off, role: { display: 'how the portal looks: fixed_sidebar' } },
    icon_on_header_menu: { ...off, role: { display: 'how the portal looks: icon_on_header_menu' } },
    disable_feed_layout: { ...off, role: { display: 'how the portal looks: disable_feed_layout' } },
    collapse_sidebar_groups: { ...off, role: { display: 'how the portal looks: collapse_sidebar_groups' } },
    hide_header_on_scroll: { ...off, role: { display: 'how the portal looks: hide_header_on_scroll' } },
    enable_sidebar_toggle: { ...off, role: { display: 'how the portal looks: enable_sidebar_toggle' } },
    affiliate_id: { role: { display: 'how the portal looks: affiliate_id' }, schema: z.union([z.literal(''), integer({ min: 1 })]), default: '' },
    rich_post_layout: { role: { display: 'how the portal looks: rich_post_layout' }, schema: text(40), default: 'classic' },
    member_list_layout: { role: { display: 'how the portal looks: member_list_layout' }, schema: text(40), default: 'classic' },
    default_feed_layout: { role: { display: 'how the portal looks: default_feed_layout' }, schema: text(40), default: 'timeline' },
    post_title_pref: { role: { behaviour: 'a post title is required, optional or dropped', where: 'features/feeds/feed-service.ts', test: 'test/api/settings/posting-rules.test.ts' }, schema: z.enum(POST_TITLE_PREFS), default: 'optional' },
    max_media_per_post: siteKey('max_media_per_post'),
    disable_feed_sort_by: { ...off, role: { behaviour: "feeds ignore the client's order and use default_feed_sort_by", where: 'features/feeds/feed-list-service.ts', test: 'test/api/settings/posting-rules.test.ts' } },
    // '' leaves the lists' own default (latest); enforced by GET /feeds (docs/feeds.md, Feed lists).
    default_feed_sort_by: { role: { behaviour: 'the order of a feed whose client names none', where: 'features/feeds/feed-list-service.ts', test: 'test/api/settings/posting-rules.test.ts' }, schema: z.enum(['', ...FEED_ORDERS]), default: '' },
  },
  // The original forces the light theme while dark mode is off; applied when read, so it holds
  // whichever of the two keys was saved last.
  shapeAnswer: (values) => ({ settings: withThemeRule(values) }),
});

/** The values as clients must apply them: no dark default theme while dark mode is off. */
export function withThemeRule(values: Record<string, unknown>): Record<string, unknown> {
  return values['dark_mode'] === 'yes' ? values : { ...values, default_theme_mode: 'light' };
}
