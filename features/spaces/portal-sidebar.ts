/**
 * The original's portal sidebar (Utility::getPortalSidebarData and OptionController): the menus,
 * space groups, sidebar links and the caller's spaces its web app draws, for `GET /options/...`
 * (docs/wordpress-compat.md, "Routes: settings, admin, options, migration, FluentPlayer").
 * Built from what the caller may see: the public settings' menus and links for their audience
 * (one BatchGet), the space groups with the spaces visible to them (one Query of the sidebar
 * partition, a BatchGet of their secret memberships), and for the sidebar HTML their memberships
 * (one Query).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin, isModerator } from '#platform/auth/access.ts';
import { getPublicSettings } from '#features/settings/settings-service.ts';
import { portalUrl } from '#features/settings/portal.ts';
import { escapeHtml } from '#features/mail/mail-html.ts';
import { listGroups } from '#features/spaces/space-group-service.ts';
import { readSidebar } from '#features/spaces/space-group-store.ts';
import { memberSpaceIds } from '#features/spaces/space-member-store.ts';

type Settings = Record<string, any>;

/** A space or custom link inside a space group, as the original's sidebar holds it (Helper::transformSpaceToLink). */
export interface SidebarChild {
  title: string;
  icon_image: string;
  shape_svg: string;
  emoji: string;
  permalink: string;
  is_custom: 'yes' | 'no';
  new_tab: 'yes' | 'no';
  link_classes: string;
}

export const spacePermalink = (portal: string, slug: string): string => `${portalUrl(portal)}/space/${encodeURIComponent(slug)}/home`;

/** The sidebar config (the original's `fluent_community/sidebar_menu_groups_config`), from the caller's public settings. */
async function sidebarOf(caller: Caller | null, settings: Settings) {
  const portal = String(settings['portal_slug']);
  const listed = await listGroups({ with_spaces: true, include_empty: false }, caller);
  // Spaces in no group are still the caller's to reach: under one more group, id 0.
  const groups: Array<Settings> =
    listed.orphaned_spaces.length > 0 ? [...listed.groups, { id: 0, title: 'Other Spaces', slug: 'other-spaces', spaces: listed.orphaned_spaces }] : listed.groups;
  // Sidebar links placed in a group (parent_id) follow its spaces, as the original's custom links do.
  const links = (settings['sidebar_links'] as Array<Settings>) ?? [];
  const spaceGroups = groups.map((g) => ({
    id: g['id'] as number,
    title: g['title'] as string,
    slug: g['slug'] as string,
    logo: '',
    children: [
      ...((g['spaces'] as Array<{ id: number; title: string; slug: string }>) ?? []).map(
        (s): SidebarChild => ({
          title: s.title,
          icon_image: '',
          shape_svg: '',
          emoji: '',
          permalink: spacePermalink(portal, s.slug),
          is_custom: 'no',
          new_tab: 'no',
          link_classes: `space_menu_item route_url fcom_space_id_${s.id} fcom_space_${s.slug}`,
        }),
      ),
      ...links
        .filter((l) => l['parent_id'] === g['id'])
        .map(
          (l): SidebarChild => ({
            title: l['title'],
            icon_image: '',
            shape_svg: l['settings']['shape_svg'],
            emoji: l['settings']['emoji'],
            permalink: l['url'],
            is_custom: 'yes',
            new_tab: l['settings']['new_tab'],
            link_classes: `space_menu_item fcom_link_id_${l['id']}`,
          }),
        ),
    ],
  }));
  const menus = settings['menus'];
  return {
    primaryItems: menus.mainMenuItems,
    spaceGroups,
    // The original's Pro fills it (the administration's shortcuts); the free plugin sends none.
    settingsItems: [] as never[],
    topInlineLinks: menus.beforeCommunityMenuItems,
    bottomLinkGroups: menus.afterCommunityLinkGroups,
    is_admin: isAdmin(caller),
    has_color_scheme: settings['customization']['dark_mode'] === 'yes',
    context: 'sidebar' as const,
  };
}

/** `GET /options/menu-items`. */
export async function menuItems(caller: Caller | null) {
  return sidebarOf(caller, await getPublicSettings(caller));
}

/** `GET /options/app-vars`: the portal's variables the original's web app starts with, and the sidebar. */
export async function appVars(caller: Caller | null) {
  const settings = await getPublicSettings(caller);
  const sidebar = await sidebarOf(caller, settings);
  const portal = String(settings['portal_slug']);
  const features = Object.fromEntries(Object.entries(settings['features'] as Record<string, boolean>).map(([k, on]) => [k, on ? 'yes' : 'no']));
  return {
    appVars: {
      slug: portal,
      portal_slug: portal,
      portal_url: portalUrl(portal),
      user_id: caller?.userId ?? 0,
      logo: String(settings['logo_url'] ?? ''),
      site_title: String(settings['site_name'] ?? ''),
      features,
      socialLinkProviders: settings['profile_link_providers'],
      space_groups: sidebar.spaceGroups,
      timestamp: Math.floor(Date.now() / 1000),
    },
    menu_links_groups: sidebar,
  };
}

/** The caller's spaces by slug (the original's `auth_spaces`): moderators every space, members those they belong to, guests none. */
async function callerSpaces(caller: Caller | null, portal: string) {
  if (!caller) return {};
  const [{ cards }, ids] = await Promise.all([readSidebar(), isModerator(caller) ? Promise.resolve(null) : memberSpaceIds(caller.userId)]);
  const mine = ids ? new Set(ids) : null;
  return Object.fromEntries(
    cards
      .filter((c) => !mine || (mine.has(c.id) && c.status === 'published'))
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((c) => [c.slug, { id: c.id, title: c.title, slug: c.slug, privacy: c.privacy, status: c.status, permalink: spacePermalink(portal, c.slug) }]),
  );
}

const link = (href: string, text: string, classes: string, newTab = false) =>
  `<a href="${escapeHtml(href)}" class="${escapeHtml(classes)}"${newTab ? ' target="_blank" rel="noopener"' : ''}>${escapeHtml(text)}</a>`;

/** The sidebar as HTML (the original's `fluent_community/portal_sidebar`), every text and address escaped. */
function sidebarHtml(sidebar: Awaited<ReturnType<typeof sidebarOf>>): string {
  const items = (list: Array<Settings>) => list.map((i) => `<li>${link(String(i['permalink']), String(i['title']), String(i['link_classes'] ?? ''), i['new_tab'] === 'yes')}</li>`).join('');
  const section = (title: string | null, list: Array<Settings>) =>
    list.length === 0 ? '' : `<div class="fcom_sidebar_section">${title === null ? '' : `<h4>${escapeHtml(title)}</h4>`}<ul>${items(list)}</ul></div>`;
  return [
    '<div class="fcom_sidebar_menu">',
    section(null, sidebar.primaryItems),
    section(null, sidebar.topInlineLinks),
    ...sidebar.spaceGroups.map((g) => section(g.title, g.children as unknown as Array<Settings>)),
    ...(sidebar.bottomLinkGroups as Array<Settings>).map((g) => section(String(g['title']), g['items'])),
    '</div>',
  ].join('');
}

/** `GET /options/sidebar-menu-html`. */
export async function sidebarMenuHtml(caller: Caller | null) {
  const settings = await getPublicSettings(caller);
  const [sidebar, auth_spaces] = await Promise.all([sidebarOf(caller, settings), callerSpaces(caller, String(settings['portal_slug']))]);
  return { sidebar_html: sidebarHtml(sidebar), auth_spaces };
}
