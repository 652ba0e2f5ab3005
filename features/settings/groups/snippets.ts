/**
 * `/settings/snippets-settings` [PRO]: the administrator's code snippets for the clients that
 * render the community (extra CSS, a script, header and footer markup). Its body is shown nowhere;
 * docs/settings.md ("Snippets settings") gives ours. `custom_css` is the registry's custom_css
 * (kept in the site's item): one value however it is edited, and a snippet like the others: served
 * only while snippets are enabled (servedSnippets; docs/settings.md "Snippets").
 */
import { yesNo } from '#platform/core/fields.ts';
import { defineGroup, siteKey, text } from './group.ts';

export const snippets = defineGroup({
  name: 'snippets',
  paths: ['/settings/snippets-settings'],
  wrapper: 'settings',
  pro: true,
  keys: {
    is_enabled: { schema: yesNo(), default: 'no' },
    custom_css: siteKey('custom_css'),
    custom_js: { schema: text(20_000), default: '' },
    header_html: { schema: text(20_000), default: '' },
    footer_html: { schema: text(20_000), default: '' },
  },
});

/** What clients apply (GET /settings/public): the four snippets while enabled, nothing (null) while not. */
export function servedSnippets(values: Record<keyof typeof snippets.keys, unknown>) {
  if (values.is_enabled !== 'yes') return null;
  return { custom_css: values.custom_css as string, custom_js: values.custom_js as string, header_html: values.header_html as string, footer_html: values.footer_html as string };
}
