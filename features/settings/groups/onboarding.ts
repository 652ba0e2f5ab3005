/**
 * `/admin/on-boardings`: the first-run wizard (fc-shapes-2.md 3.6). GET shows the general settings
 * with the wizard's own answers; POST saves those answers and the site's title, logo and portal
 * slug (the same values as `/admin/general`'s: kept in the site's item). Creating starter spaces,
 * installing plugins and the newsletter opt-in are the original's WordPress side effects, not done
 * here (docs/settings.md, "Onboarding").
 */
import * as z from 'zod';
import { emailOrEmpty, yesNo } from '#platform/core/fields.ts';
import { general } from './general.ts';
import { defineGroup, siteKey, text } from './group.ts';

/** The original's companion plugins: never installed here. */
const COMPANIONS = { has_fluentcrm: 'no', has_fluentsmtp: 'no', has_fluentcart: 'no' } as const;

export const onboarding = defineGroup({
  name: 'onboarding',
  paths: ['/admin/on-boardings'],
  wrapper: 'settings',
  with: ['general'],
  keys: {
    site_title: siteKey('site_name'),
    logo: siteKey('logo_url'),
    slug: siteKey('portal_slug'),
    template: { schema: z.enum(['', 'blank', 'course', 'product']), default: '' },
    install_fluentcrm: { schema: yesNo(), default: 'yes' },
    install_fluentsmtp: { schema: yesNo(), default: 'yes' },
    install_fluentcart: { schema: yesNo(), default: 'yes' },
    subscribe_to_newsletter: { schema: yesNo(), default: 'yes' },
    share_data: { schema: yesNo(), default: 'no' },
    user_full_name: { schema: text(120), default: '' },
    user_email_address: { schema: emailOrEmpty(), default: '' },
  },
  shapeAnswer: (view, { groups }) => ({ settings: { ...groups['general'], ...COMPANIONS, ...view } }),
  // What GET shows but this POST does not change (the other general settings, the companions) is not refused when sent back.
  parse: (input) => Object.fromEntries(Object.entries(input).filter(([key]) => !readOnlyHere.has(key))),
});

const readOnlyHere: ReadonlySet<string> = new Set([...Object.keys(general.keys), ...Object.keys(COMPANIONS)].filter((k) => !Object.hasOwn(onboarding.keys, k)));
