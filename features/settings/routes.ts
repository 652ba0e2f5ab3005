import { isAdmin, requireCaller } from '#platform/auth/access.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import * as settings from '#features/settings/settings-service.ts';
import { getFeatures } from '#features/settings/feature-switches.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { restIndex, restNamespace } from '#platform/http/rest-index.ts';
import { Reply, route, type AnyRoute } from '#platform/http/route.ts';
import { linkSaveBody } from '#features/settings/sidebar-links.ts';
import { removeSidebarLink, saveSidebarLink } from '#features/settings/sidebar-link-service.ts';
import { GROUPS, GROUP_NAMES } from '#features/settings/groups/catalog.ts';
import { authSettings } from '#features/settings/groups/auth-settings.ts';
import { changePortalSlug, readGroupAnswer, saveGroup } from '#features/settings/groups/service.ts';
import { originalUpdate } from '#features/settings/groups/group.ts';
import { fluentPlayerRoutes } from '#features/settings/player-routes.ts';
import { ADD_ONS, PluginNotInstallableError } from '#features/settings/add-ons.ts';
import { originalFeatures } from '#features/settings/settings.ts';
import { activateLicense, deactivateLicense, readLicenseState } from '#features/settings/license-service.ts';
/** The settings answers, loaded when read (platform/http/lazy-responses.ts); a group's are made from its name. */
const answers = () => import('./responses.ts');
const { authSettingsResponse, changeSlugResponse, featuresResponse, featuresUpdatedResponse, installPluginResponse, licenseActivatedResponse, licenseDeactivatedResponse, licenseResponse, linkDeletedResponse, linkSavedResponse, publicSettingsResponse, settingResponse, settingsAuditResponse, settingsListResponse, settingsResetResponse, settingsUpdatedResponse } = lazyResponses(answers);
import { auditQuery, changeSlugBody, featuresBody, groupBody, installPluginBody, licenseBody, linkParams, settingKeyParams, settingsQuery, settingsResetBody, settingsUpdateBody } from './schemas.ts';
import { lazyResponses, lazySchema } from '#platform/http/lazy-responses.ts';

export const routes: Record<DomainRouteKey<'settings'>, AnyRoute> = {
  ...(groupRoutes() as Record<DomainRouteKey<'settings'>, AnyRoute>),
  ...fluentPlayerRoutes,
  'POST /admin/on-boardings/change-slug': route({
    responses: { 200: changeSlugResponse },
    access: 'admin',
    inherits: 'none',
    body: changeSlugBody,
    handle: async ({ body, caller }) => changePortalSlug(body.slug, editor(caller)),
  }),
  'GET /admin/auth-settings': route({
    responses: { 200: authSettingsResponse },
    access: 'admin',
    inherits: 'none',
    handle: async () => authSettings(),
  }),
  'GET /admin/settings/audit': route({
    responses: { 200: settingsAuditResponse },
    access: 'admin',
    inherits: 'none',
    query: auditQuery,
    handle: async ({ query }) => settings.settingsAudit(query),
  }),
  // The license is itself a PRO resource but never guarded: it is how the guard is satisfied.
  'GET /admin/license': route({
    responses: { 200: licenseResponse },
    access: 'admin',
    inherits: 'none',
    handle: async () => readLicenseState(),
  }),
  'POST /admin/license': route({
    responses: { 200: licenseActivatedResponse },
    errors: { 400: ['invalid_license', 'license_site_mismatch', 'license_expired', 'license_not_configured'] },
    access: 'admin',
    inherits: 'none',
    body: licenseBody,
    handle: async ({ body, caller }) => {
      const view = await activateLicense(body.license_key, editor(caller));
      // license_data: the original's key for the same answer.
      return { message: 'Your license key has been successfully updated', license: view.license, license_data: view.license, site: view.site };
    },
  }),
  'DELETE /admin/license': route({
    responses: { 200: licenseDeactivatedResponse },
    access: 'admin',
    inherits: 'none',
    handle: async ({ caller }) => {
      const removed = await deactivateLicense(editor(caller));
      return { message: removed ? 'Your license key has been successfully deactivated' : 'There was no license to deactivate', license_data: null };
    },
  }),
  'GET /settings': route({
    responses: { 200: settingsListResponse },
    access: 'admin',
    inherits: 'none',
    query: settingsQuery,
    handle: async ({ query }) => ({ data: await settings.listSettings(query.group) }),
  }),
  'GET /settings/public': route({
    responses: { 200: publicSettingsResponse },
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    // Its sidebar links depend on the caller: never one caller's answer for another.
    handle: async ({ caller }) => new Reply(200, { data: await settings.getPublicSettings(caller) }, { 'cache-control': 'private, no-cache' }),
  }),
  'GET /settings/{key}': route({
    responses: { 200: settingResponse },
    // A key that is not public: 401 for anonymous callers, 403 for members.
    errors: { 401: ['rest_forbidden'], 403: ['rest_forbidden'], 404: ['setting_not_found'] },
    access: 'anyone',
    inherits: 'none',
    siteAccess: 'open',
    params: settingKeyParams,
    handle: async ({ params, caller }) => ({
      data: await settings.getSetting(params.key, { isAdmin: isAdmin(caller), authenticated: caller !== null }),
    }),
  }),
  'PUT /settings': route({
    responses: { 200: settingsUpdatedResponse },
    errors: { 400: ['invalid_value', 'invalid_setting_key'] },
    access: 'admin',
    inherits: 'none',
    body: settingsUpdateBody,
    handle: async ({ body, caller }) => ({ message: 'Settings updated successfully.', data: await settings.updateSettings(body, editor(caller)) }),
  }),
  'POST /settings/reset': route({
    responses: { 200: settingsResetResponse },
    errors: { 400: ['invalid_setting_key'] },
    access: 'admin',
    inherits: 'none',
    body: settingsResetBody,
    handle: async ({ body, caller }) => ({ message: 'Settings reset to defaults.', data: await settings.resetSettings(body.keys, editor(caller)) }),
  }),
  'POST /admin/links': route({
    responses: { 200: linkSavedResponse },
    errors: { 400: ['too_many_links'], 404: ['link_not_found'] },
    access: 'admin',
    inherits: 'none',
    pro: true,
    body: linkSaveBody,
    handle: async ({ body, caller }) => ({ message: 'The link has been saved successfully', link: await saveSidebarLink(body, editor(caller)) }),
  }),
  'DELETE /admin/links/{id}': route({
    responses: { 200: linkDeletedResponse },
    errors: { 404: ['link_not_found'] },
    access: 'admin',
    inherits: 'none',
    pro: true,
    params: linkParams,
    handle: async ({ params, caller }) => {
      await removeSidebarLink(params.id, editor(caller));
      return { message: 'The link has been deleted successfully' };
    },
  }),
  'GET /settings/features': route({
    access: 'admin',
    inherits: 'none',
    responses: { 200: featuresResponse },
    handle: async () => ({ features: await getFeatures(), addOns: ADD_ONS }),
  }),
  'POST /settings/features': route({
    access: 'admin',
    inherits: 'none',
    responses: { 200: featuresUpdatedResponse },
    errors: { 400: ['invalid_value', 'invalid_setting_key'] },
    body: featuresBody,
    handle: async ({ body, caller }) => ({ message: 'Features updated successfully.', features: await settings.updateFeatures(body.features, editor(caller)) }),
    // The original keeps switches it does not know; ours has no use for them: dropped and named (docs/wordpress-compat.md).
    compat: {
      errors: { invalid_value: 422 },
      responses: { 200: lazySchema(async () => { const a = await answers(); return a.withIgnoredKeys(a.featuresUpdatedResponse); }) },
      handle: async ({ body, caller }) => {
        const { features, ignored_keys } = originalFeatures(body.features as Record<string, unknown>);
        const saved = Object.keys(features).length > 0 ? await settings.updateFeatures(features, editor(caller)) : await getFeatures();
        return { message: 'Features updated successfully.', features: saved, ignored_keys };
      },
    },
  }),
  // Nothing is ever installed here: every plugin is refused as the original refuses one it cannot install.
  'POST /settings/install_plugin': route({
    access: 'admin',
    inherits: 'none',
    responses: { 200: installPluginResponse },
    errors: { 422: ['plugin_not_installable'] },
    body: installPluginBody,
    handle: async ({ body }) => {
      throw new PluginNotInstallableError(body.plugin);
    },
  }),
};

/** Who changes settings, for the audit. */
const editor = (caller: Caller | null): settings.SettingsEditor => ({ userId: requireCaller(caller).userId });

/**
 * GET and POST of every settings group, on each of its paths: GET answers the group under its
 * wrapper key (or as its `answer` shapes it); POST takes a partial update under the wrapper key or
 * flat, and answers the same with the keys it changed.
 */
function groupRoutes(): Record<string, AnyRoute> {
  const out: Record<string, AnyRoute> = {};
  for (const name of GROUP_NAMES) {
    const group = GROUPS[name];
    for (const path of group.paths) {
      out[`GET ${path}`] = route({ access: 'admin', inherits: 'none', pro: group.pro === true, responses: { 200: lazySchema(async () => (await answers()).groupResponse(name)) }, handle: async () => readGroupAnswer(name) });
      out[`POST ${path}`] = route({
        access: 'admin',
        inherits: 'none',
        pro: group.pro === true || group.pro === 'write',
        responses: { 200: lazySchema(async () => (await answers()).groupUpdatedResponse(name)) },
        // The storage group checks the connection to an external bucket before saving.
        errors: { 400: ['invalid_setting_key', 'invalid_value'], ...(name === 'storage' ? { 422: ['storage_connection_failed'] } : {}) },
        body: groupBody,
        handle: async ({ body, caller }) => {
          const saved = await saveGroup(name, unwrap(body, group.wrapper), editor(caller));
          return { message: 'Settings have been updated', ...saved.answer, updated_keys: saved.updated_keys };
        },
        // The original drops unknown keys (named here in ignored_keys) and replaces the groups it replaces (docs/wordpress-compat.md).
        compat: {
          errors: { invalid_value: 422 },
          responses: { 200: lazySchema(async () => { const a = await answers(); return a.withIgnoredKeys(a.groupUpdatedResponse(name)); }) },
          handle: async ({ body, caller }) => {
            const { patch, ignored_keys } = originalUpdate(group, unwrap(body as Record<string, unknown>, group.wrapper));
            const saved = await saveGroup(name, patch, editor(caller));
            return { message: 'Settings have been updated', ...saved.answer, updated_keys: saved.updated_keys, ignored_keys };
          },
        },
      });
    }
  }
  return out;
}

/** A group's update: under its wrapper key (`{settings: {...}}`, as the original's clients send it) or flat. */
function unwrap(body: Record<string, unknown>, wrapper: string): Record<string, unknown> {
  const wrapped = body[wrapper];
  return wrapped !== null && typeof wrapped === 'object' && !Array.isArray(wrapped) ? (wrapped as Record<string, unknown>) : body;
}

/** `GET /wp-json/`: WordPress's REST index, when the compat base path is on (platform/http/rest-index.ts). */
export const restIndexRoute: AnyRoute = route({
  access: 'anyone',
  inherits: 'none',
  siteAccess: 'open',
  handle: async ({ request }) => {
    const site = await settings.getPublicSettings(null);
    const index = { name: String(site['site_name'] ?? ''), description: String(site['site_description'] ?? ''), url: new URL(request.url).origin };
    return restIndex(index, restNamespace() ?? '');
  },
});
