/**
 * `/settings/snippets-settings` [PRO]: the administrator's code snippets for the clients that
 * render the community (extra CSS, a script, header and footer markup). Its body is shown nowhere;
 * docs/settings.md ("Snippets settings") gives ours. `custom_css` is the registry's custom_css
 * (kept in the site's item, public): one value however it is edited.
 */
import { yesNo } from '#platform/core/fields.ts';
import { defineGroup, siteKey, text } from './group.ts';

export const snippets = defineGroup({
  name: 'snippets',
  paths: ['/settings/snippets-settings'],
  wrapper: 'settings',
  pro: true,
  keys: {
    is_enabled: { role: { pending: 'issue 28', what: 'the enabled snippets reach clients' }, schema: yesNo(), default: 'no' },
    custom_css: siteKey('custom_css'),
    custom_js: { role: { pending: 'issue 28', what: 'the enabled snippets reach clients' }, schema: text(20_000), default: '' },
    header_html: { role: { pending: 'issue 28', what: 'the enabled snippets reach clients' }, schema: text(20_000), default: '' },
    footer_html: { role: { pending: 'issue 28', what: 'the enabled snippets reach clients' }, schema: text(20_000), default: '' },
  },
});
