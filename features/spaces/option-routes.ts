/**
 * The original's `/options/...` routes (OptionController): the portal's sidebar and start-up
 * variables for its web app, built for the caller (features/spaces/portal-sidebar.ts).
 */
import { route, type AnyRoute } from '#platform/http/route.ts';
const { Sidebar, appVarsResponse, sidebarHtmlResponse } = lazyResponses(() => import('./option-responses.ts'));
import { appVars, menuItems, sidebarMenuHtml } from './portal-sidebar.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

export const optionRoutes = {
  'GET /options/app-vars': route({
    access: 'anyone',
    inherits: 'none',
    responses: { 200: appVarsResponse },
    handle: async ({ caller }) => appVars(caller),
  }),
  'GET /options/menu-items': route({
    access: 'anyone',
    inherits: 'none',
    responses: { 200: Sidebar },
    handle: async ({ caller }) => menuItems(caller),
  }),
  'GET /options/sidebar-menu-html': route({
    access: 'anyone',
    inherits: 'none',
    responses: { 200: sidebarHtmlResponse },
    handle: async ({ caller }) => sidebarMenuHtml(caller),
  }),
} satisfies Record<string, AnyRoute>;
