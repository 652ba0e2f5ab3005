/** `/admin/general`: the site's name, logo, portal slug and who may enter (fc-shapes-2.md 3.2; the original's key spellings kept). */
import * as z from 'zod';
import { httpUrlOrEmpty, list, yesNo } from '#platform/core/fields.ts';
import { ROLES } from '#platform/core/roles.ts';
import { effectiveValue } from '#features/settings/settings.ts';
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
    white_logo: { role: { display: 'the logo on dark backgrounds' }, schema: httpUrlOrEmpty(), default: '' },
    featured_image: { role: { display: "the portal's sharing image" }, schema: httpUrlOrEmpty(), default: '' },
    logo_permalink_type: { role: { display: 'where the logo links: the portal or logo_permalink' }, schema: z.enum(['default', 'custom']), default: 'default' },
    logo_permalink: { role: { display: 'the custom address the logo links to' }, schema: httpUrlOrEmpty(), default: '' },
    // `acess_level` is the original's spelling; its clients send it so.
    access: { role: { behaviour: 'who may use the community at all (public, signed-in, listed roles): every route not declared open', where: 'features/settings/site-access.ts assertSiteAccess', test: 'test/api/settings/privacy-settings.test.ts' },
      schema: z.strictObject({ acess_level: z.enum(['public', 'logged_in', 'role_based']), access_roles: list(z.enum(['member', 'moderator', 'admin']), { max: 10 }).default([]) }),
      default: { acess_level: 'public', access_roles: [] },
    },
    auth_form_type: { role: { display: "which sign-in form clients show: the portal's own or a custom page" }, schema: z.enum(['default', 'custom']), default: 'default' },
    explicit_registration: { role: { display: 'whether the sign-in page shows its own registration link' }, schema: yesNo(), default: 'no' },
    // `no` (the original's default is `yes`): posts outside spaces worked before the key governed them (docs/settings.md).
    disable_global_posts: { role: { behaviour: "members' posts outside any space are refused", where: 'features/feeds/feed-service.ts', test: 'test/api/settings/posting-rules.test.ts' }, schema: yesNo(), default: 'no' },
    auth_content: { role: { display: 'the text shown to visitors who must sign in' }, schema: text(5000), default: 'Please login first to access this page' },
    auth_redirect: { role: { display: 'where clients send a visitor after sign-in' }, schema: httpUrlOrEmpty(), default: '' },
    auth_url: { role: { display: 'the sign-in page clients link to' }, schema: httpUrlOrEmpty(), default: '' },
    restricted_role_content: { role: { display: 'the text shown to signed-in members whose role may not enter' }, schema: text(5000), default: 'Sorry, you can not access to this page. Only authorized users can access this page.' },
    cutsom_auth_url: { role: { display: "the custom sign-in page (the original's spelling)" }, schema: httpUrlOrEmpty(), default: '' },
    use_custom_signup_page: { role: { display: 'whether clients link to a custom sign-up page' }, schema: yesNo(), default: 'no' },
    custom_signup_url: { role: { display: 'the custom sign-up page' }, schema: httpUrlOrEmpty(), default: '' },
  },
  // The original's extras: roles a rule may name (administrators always pass), whether visitors may sign up, and no slug fixed by configuration.
  shapeAnswer: (settings, { site }) => ({
    settings,
    user_roles: Object.fromEntries(ROLES.filter((r) => r !== 'admin').map((r) => [r, r[0]!.toUpperCase() + r.slice(1)])),
    users_can_register: effectiveValue('allow_registration', site) === true,
    user_registration_enable_url: '',
    is_slug_defined: false,
  }),
});
