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
import type { visibleMenus } from '#features/settings/groups/menu.ts';
import type { linkView } from '#features/settings/sidebar-links.ts';
import { portalUrl } from '#features/settings/portal.ts';
import { escapeHtml } from '#features/mail/mail-html.ts';
import { listGroups } from '#features/spaces/space-group-service.ts';
import { readSidebar } from '#features/spaces/space-group-store.ts';
import { memberSpaceIds } from '#features/spaces/space-member-store.ts';

/** The parts of the public settings (settings-service.ts getPublicSettings) the sidebar is built from. */
interface PublicView {
  portal_slug: string;
  site_name: string;
  logo_url: string;
  features: Record<string, boolean>;
  customization: { dark_mode: unknown };
  menus: ReturnType<typeof visibleMenus>;
  sidebar_links: Array<ReturnType<typeof linkView>>;
  profile_link_providers: unknown;
}
const publicView = async (caller: Caller | null) => (await getPublicSettings(caller)) as unknown as PublicView;

/** The sidebar partition as read once (space-group-store.ts readSidebar). */
type Sidebar = Awaited<ReturnType<typeof readSidebar>>;

type MenuEntry = { permalink?: string | undefined; title: string; link_classes?: string | undefined; new_tab?: string | undefined };

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
async function sidebarOf(caller: Caller | null, settings: PublicView, read: Sidebar) {
  const portal = settings.portal_slug;
  const listed = await listGroups({ with_spaces: true, include_empty: false }, caller, read);
  // Spaces in no group are still the caller's to reach: under one more group, id 0.
  const groups = listed.orphaned_spaces.length > 0 ? [...listed.groups, { id: 0, title: 'Other Spaces', slug: 'other-spaces', spaces: listed.orphaned_spaces }] : listed.groups;
  const spaceChild = (s: { id: number; title: string; slug: string }): SidebarChild => ({
    title: s.title,
    icon_image: '',
    shape_svg: '',
    emoji: '',
    permalink: spacePermalink(portal, s.slug),
    is_custom: 'no',
    new_tab: 'no',
    link_classes: `space_menu_item route_url fcom_space_id_${s.id} fcom_space_${s.slug}`,
  });
  // Sidebar links placed in a group (parent_id) follow its spaces, as the original's custom links do.
  const linkChild = (l: PublicView['sidebar_links'][number]): SidebarChild => ({
    title: l.title,
    icon_image: '',
    shape_svg: l.settings.shape_svg,
    emoji: l.settings.emoji,
    permalink: l.url,
    is_custom: 'yes',
    new_tab: l.settings.new_tab === 'yes' ? 'yes' : 'no',
    link_classes: `space_menu_item fcom_link_id_${l.id}`,
  });
  const spaceGroups = groups.map((g) => ({
    id: g.id,
    title: g.title,
    slug: g.slug,
    logo: '',
    children: [...(('spaces' in g ? g.spaces : undefined) ?? []).map(spaceChild), ...settings.sidebar_links.filter((l) => l.parent_id === g.id).map(linkChild)],
  }));
  return {
    primaryItems: settings.menus.mainMenuItems,
    spaceGroups,
    // The original's Pro fills it (the administration's shortcuts); the free plugin sends none.
    settingsItems: [] as never[],
    topInlineLinks: settings.menus.beforeCommunityMenuItems,
    bottomLinkGroups: settings.menus.afterCommunityLinkGroups,
    is_admin: isAdmin(caller),
    has_color_scheme: settings.customization.dark_mode === 'yes',
    context: 'sidebar' as const,
  };
}

/** `GET /options/menu-items`. */
export async function menuItems(caller: Caller | null) {
  const [settings, read] = await Promise.all([publicView(caller), readSidebar()]);
  return sidebarOf(caller, settings, read);
}

/** `GET /options/app-vars`: the portal's variables the original's web app starts with, and the sidebar. */
export async function appVars(caller: Caller | null) {
  const [settings, read] = await Promise.all([publicView(caller), readSidebar()]);
  const sidebar = await sidebarOf(caller, settings, read);
  const portal = settings.portal_slug;
  const features = Object.fromEntries(Object.entries(settings.features).map(([k, on]) => [k, on ? 'yes' : 'no']));
  return {
    appVars: {
      slug: portal,
      portal_slug: portal,
      portal_url: portalUrl(portal),
      user_id: caller?.userId ?? 0,
      logo: settings.logo_url ?? '',
      site_title: settings.site_name ?? '',
      features,
      socialLinkProviders: settings.profile_link_providers,
      space_groups: sidebar.spaceGroups,
      timestamp: Math.floor(Date.now() / 1000),
    },
    menu_links_groups: sidebar,
  };
}

/** The caller's spaces by slug (the original's `auth_spaces`): moderators every space, members those they belong to, guests none. */
async function callerSpaces(caller: Caller | null, portal: string, { cards }: Sidebar) {
  if (!caller) return {};
  const ids = isModerator(caller) ? null : await memberSpaceIds(caller.userId);
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
  const items = (list: readonly MenuEntry[]) => list.map((i) => `<li>${link(i.permalink ?? '', i.title, i.link_classes ?? '', i.new_tab === 'yes')}</li>`).join('');
  const section = (title: string | null, list: readonly MenuEntry[]) =>
    list.length === 0 ? '' : `<div class="fcom_sidebar_section">${title === null ? '' : `<h4>${escapeHtml(title)}</h4>`}<ul>${items(list)}</ul></div>`;
  return [
    '<div class="fcom_sidebar_menu">',
    section(null, sidebar.primaryItems),
    section(null, sidebar.topInlineLinks),
    ...sidebar.spaceGroups.map((g) => section(g.title, g.children)),
    ...sidebar.bottomLinkGroups.map((g) => section(g.title, g.items)),
    '</div>',
  ].join('');
}

/** `GET /options/sidebar-menu-html`. */
export async function sidebarMenuHtml(caller: Caller | null) {
  const [settings, read] = await Promise.all([publicView(caller), readSidebar()]);
  const [sidebar, auth_spaces] = await Promise.all([sidebarOf(caller, settings, read), callerSpaces(caller, settings.portal_slug, read)]);
  return { sidebar_html: sidebarHtml(sidebar), auth_spaces };
}
