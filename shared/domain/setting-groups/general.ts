/** `/admin/general`: the site's name, logo, portal slug and who may enter (fc-shapes-2.md 3.2; the original's key spellings kept). */
import * as z from 'zod';
import { httpUrlOrEmpty, list, yesNo } from '#shared/core/fields.ts';
import { defineGroup } from './group.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const general = defineGroup({
  name: 'general',
  paths: ['/admin/general'],
  wrapper: 'settings',
  keys: {
    site_title: { schema: text(120), default: 'Community' },
    slug: { schema: z.string().trim().regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'must be lowercase letters, digits and dashes (at most 64)'), default: 'portal' },
    logo: { schema: httpUrlOrEmpty(), default: '' },
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
    disable_global_posts: { schema: yesNo(), default: 'yes' },
    auth_content: { schema: text(5000), default: 'Please login first to access this page' },
    auth_redirect: { schema: httpUrlOrEmpty(), default: '' },
    auth_url: { schema: httpUrlOrEmpty(), default: '' },
    restricted_role_content: { schema: text(5000), default: 'Sorry, you can not access to this page. Only authorized users can access this page.' },
    cutsom_auth_url: { schema: httpUrlOrEmpty(), default: '' },
    use_custom_signup_page: { schema: yesNo(), default: 'no' },
    custom_signup_url: { schema: httpUrlOrEmpty(), default: '' },
  },
});
