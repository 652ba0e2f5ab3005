/** `/admin/general`: the site's name, logo, portal slug and who may enter (fc-shapes-2.md 3.2; the original's key spellings kept). */
import * as z from 'zod';
import { httpUrlOrEmpty, list, yesNo } from '#platform/core/fields.ts';
import { ROLES } from '#platform/core/roles.ts';
import { effectiveValue } from '#features/settings/settings.ts';
import { portalUrl } from '#features/settings/portal.ts';
import { defineGroup, siteKey, text } from './group.ts';

export const general = defineGroup({
  name: 'general',
  paths: ['/admin/general'],
  wrapper: 'settings',
  keys: {
    // Kept in the site's item: the registry's site_name, portal_slug and logo_url are the same values.
    site_title: siteKey('site_name'),
    slug: siteKey('portal_slug'),
    logo: siteKey('logo_url'),
    white_logo: { schema: httpUrlOrEmpty(), default: '' },
    featured_image: { schema: httpUrlOrEmpty(), default: '' },
    logo_permalink_type: { schema: z.enum(['default', 'custom']), default: 'default' },
    logo_permalink: { schema: httpUrlOrEmpty(), default: '' },
    // `acess_level` is the original's spelling; its clients send it so.
    access: {
      schema: z.strictObject({ acess_level: z.enum(['public', 'logged_in', 'role_based']), access_roles: list(z.enum(['member', 'moderator', 'admin']), { max: 10 }).default([]) }),
      default: { acess_level: 'public', access_roles: [] },
    },
    auth_form_type: { schema: z.enum(['default', 'custom']), default: 'default' },
    explicit_registration: { schema: yesNo(), default: 'no' },
    // `no` (the original's default is `yes`): posts outside spaces worked before the key governed them (docs/settings.md).
    disable_global_posts: { schema: yesNo(), default: 'no' },
    auth_content: { schema: text(5000), default: 'Please login first to access this page' },
    auth_redirect: { schema: httpUrlOrEmpty(), default: '' },
    auth_url: { schema: httpUrlOrEmpty(), default: '' },
    restricted_role_content: { schema: text(5000), default: 'Sorry, you can not access to this page. Only authorized users can access this page.' },
    cutsom_auth_url: { schema: httpUrlOrEmpty(), default: '' },
    use_custom_signup_page: { schema: yesNo(), default: 'no' },
    custom_signup_url: { schema: httpUrlOrEmpty(), default: '' },
  },
  // The original's extras: roles a rule may name (administrators always pass), whether visitors may sign up, and no slug fixed by configuration.
  shapeAnswer: (settings, { site }) => ({
    settings,
    user_roles: Object.fromEntries(ROLES.filter((r) => r !== 'admin').map((r) => [r, r[0]!.toUpperCase() + r.slice(1)])),
    users_can_register: effectiveValue('allow_registration', site) === true,
    user_registration_enable_url: '',
    is_slug_defined: false,
  }),
  // The original sends its web app to the portal's new address after a slug change ('' otherwise).
  changeAnswer: (before, after) => ({ redirect_url: before.slug === after.slug ? '' : `${portalUrl(String(after.slug))}/admin/settings/general` }),
});
