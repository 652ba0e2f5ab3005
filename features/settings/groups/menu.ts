/**
 * `/settings/menu-settings`: the portal's menus (fc-shapes-2.md 3.8), four lists under
 * `menuSettings`. System items (the feed, spaces, courses, members, leaderboard; my spaces,
 * bookmarks, logout) are always there: an administrator may rename, reorder, disable or re-icon
 * them, never move their target, so their permalinks are computed from the portal slug when read.
 * Custom items need a title and an http(s) permalink; new ones get a slug (`custom_<title><time>`).
 */
import * as z from 'zod';
import { httpUrl, httpUrlOrEmpty, id, list, yesNo } from '#platform/core/fields.ts';
import { slugify } from '#platform/core/slugs.ts';
import { LINK_PRIVACIES, privacyVisibleTo, type LinkAudience } from '#features/settings/sidebar-links.ts';
import { portalSlug, portalUrl } from '#features/settings/portal.ts';
import type { StoredSettings } from '#features/settings/settings.ts';
import { defineGroup, type GroupAnswerContext } from './group.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const MAX_ITEMS = 50;

/** A system item: where it points (under the portal, or the original's client-side placeholder) and its classes. */
interface SystemItem {
  title: string;
  path: string;
  link_classes?: string;
}
const MAIN_SYSTEM: Record<string, SystemItem> = {
  all_feeds: { title: 'Feed', path: '/', link_classes: 'fcom_dashboard route_url' },
  spaces: { title: 'Spaces', path: '/discover/spaces', link_classes: 'fcom_spaces route_url' },
  all_courses: { title: 'Courses', path: '/courses', link_classes: 'fcom_courses route_url' },
  all_members: { title: 'Members', path: '/members', link_classes: 'fcom_all_members route_url' },
  leaderboard: { title: 'Leaderboard', path: '/leaderboards', link_classes: 'fcom_leaderboards route_url' },
};
const PROFILE_SYSTEM: Record<string, SystemItem> = {
  my_spaces: { title: 'My Spaces', path: '#{{user_url}}/spaces' },
  bookmarks: { title: 'Bookmarks', path: '/bookmarks' },
  logout: { title: 'Logout', path: '#{{logout_url}}' },
};

/** What an administrator sets on any item; the rest (is_system, is_locked, ...) is the server's. */
const itemFields = {
  slug: z.string().trim().regex(/^[a-z0-9_-]{0,160}$/, 'must be lowercase letters, digits, dashes and underscores').optional(),
  title: text(200).min(1, 'must not be empty'),
  enabled: yesNo().default('yes'),
  new_tab: yesNo().default('no'),
  link_classes: text(200).default(''),
  shape_svg: text(5000).default(''),
  emoji: text(20).default(''),
  icon_image: httpUrlOrEmpty().default(''),
  privacy: z.enum(LINK_PRIVACIES).default('public'),
  membership_ids: list(id(), { max: 100 }).default([]),
};
const systemItem = z.object(itemFields);
/** A custom item as stored (a system item is the same without its permalink, computed when read). */
export const customItem = z.object({ ...itemFields, permalink: httpUrl() });
type StoredItem = z.output<typeof systemItem> & { permalink?: string };

/**
 * A list of items as stored: a system item (its slug in `system`) keeps only what may change, a
 * custom one needs its permalink and gets a slug when new. Bad items are refused naming their place.
 */
function itemList(system: Record<string, SystemItem>) {
  return list(z.record(z.string(), z.unknown()), { max: MAX_ITEMS }).transform((items, ctx): StoredItem[] => {
    const out: StoredItem[] = [];
    const stamp = Math.floor(Date.now() / 1000);
    items.forEach((raw, i) => {
      const isSystem = typeof raw['slug'] === 'string' && Object.hasOwn(system, raw['slug']);
      const parsed = (isSystem ? systemItem : customItem).safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
        return;
      }
      const item: StoredItem = parsed.data;
      if (item.slug && out.some((o) => o.slug === item.slug)) {
        ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: `${item.slug} is in the list twice` });
        return;
      }
      if (!item.slug) {
        const slug = `custom_${slugify(item.title) || 'link'}${stamp}`;
        item.slug = out.some((o) => o.slug === slug) ? `${slug}_${i}` : slug;
      }
      out.push(item);
    });
    return out;
  });
}

const linkGroup = z.object({
  title: text(200).min(1, 'must not be empty'),
  slug: z.string().trim().regex(/^[a-z0-9_-]{0,160}$/, 'must be lowercase letters, digits, dashes and underscores').default(''),
  items: itemList({}),
});
const linkGroups = list(z.record(z.string(), z.unknown()), { max: 20 }).transform((groups, ctx) => {
  const stamp = Math.floor(Date.now() / 1000);
  return groups.flatMap((raw, i) => {
    const parsed = linkGroup.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
      return [];
    }
    return [{ ...parsed.data, slug: parsed.data.slug || `custom_footer_group_${stamp}_${i}` }];
  });
});

const defaults = (system: Record<string, SystemItem>): StoredItem[] =>
  Object.entries(system).map(([slug, s]) => systemItem.parse({ slug, title: s.title }));

/** Each list's items reach callers as their `enabled` and `privacy` say (visibleMenus); the other item fields are display hints. */
export const menu = defineGroup({
  name: 'menu',
  paths: ['/settings/menu-settings'],
  wrapper: 'menuSettings',
  keys: {
    mainMenuItems: { schema: itemList(MAIN_SYSTEM), default: defaults(MAIN_SYSTEM) },
    profileDropdownItems: { schema: itemList(PROFILE_SYSTEM), default: defaults(PROFILE_SYSTEM) },
    beforeCommunityMenuItems: { schema: itemList({}), default: [] },
    afterCommunityLinkGroups: { schema: linkGroups, default: [{ title: 'Links', slug: 'custom_footer_links', items: [] }] },
  },
  shapeAnswer: (values, context) => ({ menuSettings: menuView(values, context) }),
});

/** The four lists as clients edit them: every item complete, system items where they belong. */
function menuView(values: Record<string, unknown>, context: GroupAnswerContext) {
  const base = portalUrl(portalSlug(context.site));
  const groups = values['afterCommunityLinkGroups'] as Array<{ title: string; slug: string; items: StoredItem[] }>;
  return {
    mainMenuItems: withSystemItems(values['mainMenuItems'] as StoredItem[], MAIN_SYSTEM, base),
    profileDropdownItems: withSystemItems(values['profileDropdownItems'] as StoredItem[], PROFILE_SYSTEM, base),
    beforeCommunityMenuItems: (values['beforeCommunityMenuItems'] as StoredItem[]).map(customView),
    afterCommunityLinkGroups: groups.map((g) => ({ ...g, items: g.items.map(customView) })),
  };
}

/** The flags every item is answered with, by the server (never saved). */
export const FLAGS_OFF = { is_custom: 'no', is_system: 'no', is_locked: 'no', is_unavailable: 'no' };
const customView = (item: StoredItem) => ({ ...FLAGS_OFF, ...item, is_custom: 'yes' });

/** A list with its system items' fixed permalinks and flags; a system item missing from it comes last. */
function withSystemItems(items: StoredItem[], system: Record<string, SystemItem>, base: string) {
  const present = new Set(items.map((i) => i.slug));
  const all = [...items, ...defaults(system).filter((d) => !present.has(d.slug))];
  return all.map((item) => {
    const s = item.slug ? system[item.slug] : undefined;
    if (!s) return customView(item);
    const permalink = s.path.startsWith('#') ? s.path : `${base}${s.path}`;
    return { ...FLAGS_OFF, ...item, permalink, link_classes: s.link_classes ?? item.link_classes, is_system: 'yes', is_locked: 'yes' };
  });
}

/**
 * The menus as one reader may use them (GET /settings/public): enabled items whose privacy shows
 * them to the audience (sidebar-links.ts privacyVisibleTo: members_only to administrators only),
 * link groups left with no item dropped.
 */
export function visibleMenus(values: Record<string, unknown>, site: StoredSettings, audience: LinkAudience) {
  const view = menuView(values, { site, groups: {} });
  const visible = <T extends { enabled: string; privacy: (typeof LINK_PRIVACIES)[number] }>(items: T[]) =>
    items.filter((i) => i.enabled === 'yes' && privacyVisibleTo(i.privacy, audience));
  return {
    mainMenuItems: visible(view.mainMenuItems),
    profileDropdownItems: visible(view.profileDropdownItems),
    beforeCommunityMenuItems: visible(view.beforeCommunityMenuItems),
    afterCommunityLinkGroups: view.afterCommunityLinkGroups.map((g) => ({ ...g, items: visible(g.items) })).filter((g) => g.items.length > 0),
  };
}
