/**
 * `/settings/customization-settings`: how the portal looks and behaves (fc-shapes-2.md 3.9; the
 * original's keys and defaults). `max_media_per_post` is the site registry's key of that name
 * (what uploads and posts obey), shown and saved here too: one value, two doors.
 */
import * as z from 'zod';
import { integer, yesNo } from '#platform/core/fields.ts';
import { defineGroup, siteKey } from './group.ts';
import { postingKeys } from './rule-keys.ts';


const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const on = { schema: yesNo(), default: 'yes' };
const off = { schema: yesNo(), default: 'no' };

export const customization = defineGroup({
  name: 'customization',
  paths: ['/settings/customization-settings'],
  wrapper: 'settings',
  keys: {
    dark_mode: on,
    default_theme_mode: { schema: z.enum(['light', 'dark', 'system']), default: 'light' },
    fixed_page_header: on,
    show_powered_by: on,
    feed_link_on_sidebar: on,
    show_post_modal: on,
    fixed_sidebar: off,
    icon_on_header_menu: off,
    disable_feed_layout: off,
    collapse_sidebar_groups: off,
    hide_header_on_scroll: off,
    enable_sidebar_toggle: off,
    affiliate_id: { schema: z.union([z.literal(''), integer({ min: 1 })]), default: '' },
    rich_post_layout: { schema: text(40), default: 'classic' },
    member_list_layout: { schema: text(40), default: 'classic' },
    default_feed_layout: { schema: text(40), default: 'timeline' },
    post_title_pref: postingKeys.post_title_pref,
    max_media_per_post: siteKey('max_media_per_post'),
    disable_feed_sort_by: postingKeys.disable_feed_sort_by,
    default_feed_sort_by: postingKeys.default_feed_sort_by,
  },
  // The original forces the light theme while dark mode is off; applied when read, so it holds
  // whichever of the two keys was saved last.
  shapeAnswer: (values) => ({ settings: withThemeRule(values) }),
  // The original stores the keys sent in place of the group.
  original: { replace: true },
});

/** The values as clients must apply them: no dark default theme while dark mode is off. */
export function withThemeRule(values: Record<string, unknown>): Record<string, unknown> {
  return values['dark_mode'] === 'yes' ? values : { ...values, default_theme_mode: 'light' };
}
