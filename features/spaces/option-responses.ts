/** What the `/options/...` routes answer (option-routes.ts, portal-sidebar.ts). */
import * as z from 'zod';
import { MenuItem, ProfileLinkProvider } from '#features/settings/menu-responses.ts';
import { SOCIAL_PROVIDERS } from '#features/settings/groups/social-providers.ts';

const yesNo = z.enum(['yes', 'no']);
const SidebarChild = z
  .strictObject({ title: z.string(), icon_image: z.string(), shape_svg: z.string(), emoji: z.string(), permalink: z.string(), is_custom: yesNo, new_tab: yesNo, link_classes: z.string() })
  .meta({ id: 'SidebarChild', description: 'A space, or a sidebar link placed in the group, as the sidebar shows it.' });
const SidebarGroup = z
  .strictObject({ id: z.number().int(), title: z.string(), slug: z.string(), logo: z.string(), children: z.array(SidebarChild) })
  .meta({ id: 'SidebarGroup', description: 'A space group with the spaces the caller may see (groups left empty are not listed); spaces in no group are under `Other Spaces`, id 0.' });
export const Sidebar = z
  .strictObject({
    primaryItems: z.array(MenuItem),
    spaceGroups: z.array(SidebarGroup),
    settingsItems: z.array(z.never()).describe("The original's Pro shortcuts: none."),
    topInlineLinks: z.array(MenuItem),
    bottomLinkGroups: z.array(z.strictObject({ title: z.string(), slug: z.string(), items: z.array(MenuItem) })),
    is_admin: z.boolean(),
    has_color_scheme: z.boolean().describe('Whether the portal offers a dark color scheme (customization dark_mode).'),
    context: z.literal('sidebar'),
  })
  .meta({ id: 'PortalSidebar', description: "The portal's sidebar as the caller may use it: the menus' enabled items, the space groups and the links their privacy shows them." });

const AuthSpace = z.strictObject({ id: z.number().int(), title: z.string(), slug: z.string(), privacy: z.string(), status: z.string(), permalink: z.string() });

export const appVarsResponse = z.strictObject({
  appVars: z.strictObject({
    slug: z.string(),
    portal_slug: z.string(),
    portal_url: z.string(),
    user_id: z.number().int().describe('0 for a guest.'),
    logo: z.string(),
    site_title: z.string(),
    features: z.record(z.string(), yesNo),
    socialLinkProviders: z.partialRecord(z.enum(SOCIAL_PROVIDERS), ProfileLinkProvider),
    space_groups: z.array(SidebarGroup),
    timestamp: z.number().int(),
  }),
  menu_links_groups: Sidebar,
});

export const sidebarHtmlResponse = z.strictObject({
  sidebar_html: z.string().describe('The sidebar rendered as HTML, every text and address escaped.'),
  auth_spaces: z.record(z.string(), AuthSpace).describe("The caller's spaces by slug: a moderator's every space, a member's their published spaces, a guest's none ({})."),
});
