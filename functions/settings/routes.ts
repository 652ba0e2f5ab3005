import { isAdmin } from '#shared/auth/access.ts';
import * as settings from '#shared/domain/settings-service.ts';
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import { restIndex, restNamespace } from '#shared/http/rest-index.ts';
import { route, type AnyRoute } from '#shared/http/route.ts';
import { featuresBody, settingKeyParams, settingsQuery, settingsResetBody, settingsUpdateBody } from './schemas.ts';

export const routes: Record<DomainRouteKey<'settings'>, AnyRoute> = {
  'GET /settings': route({
    access: 'admin',
    inherits: 'none',
    query: settingsQuery,
    handle: async ({ query }) => ({ data: await settings.listSettings(query.group) }),
  }),
  'GET /settings/public': route({
    access: 'anyone',
    inherits: 'none',
    handle: async () => ({ data: await settings.getPublicSettings() }),
  }),
  'GET /settings/{key}': route({
    access: 'anyone',
    inherits: 'none',
    params: settingKeyParams,
    handle: async ({ params, caller }) => ({
      data: await settings.getSetting(params.key, { isAdmin: isAdmin(caller), authenticated: caller !== null }),
    }),
  }),
  'PUT /settings': route({
    access: 'admin',
    inherits: 'none',
    body: settingsUpdateBody,
    handle: async ({ body }) => ({ message: 'Settings updated successfully.', data: await settings.updateSettings(body) }),
  }),
  'POST /settings/reset': route({
    access: 'admin',
    inherits: 'none',
    body: settingsResetBody,
    handle: async ({ body }) => ({ message: 'Settings reset to defaults.', data: await settings.resetSettings(body.keys) }),
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
    handle: async ({ body }) => ({ message: 'Features updated successfully.', features: await settings.updateFeatures(body.features) }),
  }),
};

/** `GET /wp-json/`: WordPress's REST index, when the compat base path is on (shared/http/rest-index.ts). */
export const restIndexRoute: AnyRoute = route({
  access: 'anyone',
  inherits: 'none',
  handle: async ({ request }) => {
    const site = await settings.getPublicSettings();
    const index = { name: String(site['site_name'] ?? ''), description: String(site['site_description'] ?? ''), url: new URL(request.url).origin };
    return restIndex(index, restNamespace() ?? '');
  },
});
