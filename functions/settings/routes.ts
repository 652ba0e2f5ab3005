import { isAdmin, requireCaller } from '#shared/auth/access.ts';
import type { Caller } from '#shared/auth/authenticate.ts';
import * as settings from '#shared/domain/settings-service.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { restIndex, restNamespace } from '#shared/http/rest-index.ts';
import { route, type AnyRoute } from '#shared/http/route.ts';
import { GROUPS, GROUP_NAMES } from '#shared/domain/setting-groups/catalog.ts';
import { readGroupView, saveGroup } from '#shared/domain/setting-groups/service.ts';
import { auditQuery, featuresBody, groupBody, settingKeyParams, settingsQuery, settingsResetBody, settingsUpdateBody } from './schemas.ts';

export const routes: Record<DomainRouteKey<'settings'>, AnyRoute> = {
  ...(groupRoutes() as Record<DomainRouteKey<'settings'>, AnyRoute>),
  'GET /admin/settings/audit': route({
    access: 'admin',
    inherits: 'none',
    query: auditQuery,
    handle: async ({ query }) => settings.settingsAudit(query),
  }),
  'GET /settings': route({
    access: 'admin',
    inherits: 'none',
    query: settingsQuery,
    handle: async ({ query }) => ({ data: await settings.listSettings(query.group) }),
  }),
  'GET /settings/public': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    handle: async () => ({ data: await settings.getPublicSettings() }),
  }),
  'GET /settings/{key}': route({
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    params: settingKeyParams,
    handle: async ({ params, caller }) => ({
      data: await settings.getSetting(params.key, { isAdmin: isAdmin(caller), authenticated: caller !== null }),
    }),
  }),
  'PUT /settings': route({
    access: 'admin',
    inherits: 'none',
    body: settingsUpdateBody,
    handle: async ({ body, caller }) => ({ message: 'Settings updated successfully.', data: await settings.updateSettings(body, editor(caller)) }),
  }),
  'POST /settings/reset': route({
    access: 'admin',
    inherits: 'none',
    body: settingsResetBody,
    handle: async ({ body, caller }) => ({ message: 'Settings reset to defaults.', data: await settings.resetSettings(body.keys, editor(caller)) }),
  }),
  'GET /settings/features': route({
    access: 'admin',
    inherits: 'none',
    handle: async () => ({ features: await settings.getFeatures() }),
  }),
  'POST /settings/features': route({
    access: 'admin',
    inherits: 'none',
    body: featuresBody,
    handle: async ({ body, caller }) => ({ message: 'Features updated successfully.', features: await settings.updateFeatures(body.features, editor(caller)) }),
  }),
};

/** Who changes settings, for the audit. */
const editor = (caller: Caller | null): settings.SettingsEditor => ({ userId: requireCaller(caller).userId });

/**
 * GET and POST of every settings group, on each of its paths: GET answers the group under its
 * wrapper key; POST takes a partial update under the wrapper key or flat, and answers the group as
 * saved with the keys it changed.
 */
function groupRoutes(): Record<string, AnyRoute> {
  const out: Record<string, AnyRoute> = {};
  for (const name of GROUP_NAMES) {
    const group = GROUPS[name];
    for (const path of group.paths) {
      out[`GET ${path}`] = route({ access: 'admin', inherits: 'none', handle: async () => ({ [group.wrapper]: await readGroupView(name) }) });
      out[`POST ${path}`] = route({
        access: 'admin',
        inherits: 'none',
        body: groupBody,
        handle: async ({ body, caller }) => {
          const wrapped = body[group.wrapper];
          const patch = wrapped !== null && typeof wrapped === 'object' && !Array.isArray(wrapped) ? (wrapped as Record<string, unknown>) : body;
          const saved = await saveGroup(name, patch, editor(caller));
          return { message: 'Settings have been updated', [group.wrapper]: saved.settings, updated_keys: saved.updated_keys };
        },
      });
    }
  }
  return out;
}

/** `GET /wp-json/`: WordPress's REST index, when the compat base path is on (shared/http/rest-index.ts). */
export const restIndexRoute: AnyRoute = route({
  access: 'anyone',
  inherits: 'none',
  siteAccess: 'open',
  handle: async ({ request }) => {
    const site = await settings.getPublicSettings();
    const index = { name: String(site['site_name'] ?? ''), description: String(site['site_description'] ?? ''), url: new URL(request.url).origin };
    return restIndex(index, restNamespace() ?? '');
  },
});
