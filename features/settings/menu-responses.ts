/**
 * Settings answers that other features show too (the portal's sidebar and options, in the spaces
 * function): kept apart from responses.ts, whose derived schemas of every settings group a
 * function that only shows a menu would otherwise build at every cold start.
 */
import * as z from 'zod';
import { FLAGS_OFF, customItem } from '#features/settings/groups/menu.ts';
import { outputSchema } from '#platform/shapes/output-schema.ts';

export const yesNoFlag = z.enum(['yes', 'no']);

/** Menus: an item as answered (menu.ts menuView), custom or system, with the server's flags. */
export const MenuItem = (outputSchema(customItem) as z.ZodObject)
  // A system item's permalink may be the original's client-side placeholder (`#{{logout_url}}`).
  .extend({ slug: z.string(), permalink: z.string(), ...Object.fromEntries(Object.keys(FLAGS_OFF).map((f) => [f, yesNoFlag])) })
  .meta({ id: 'MenuItem', description: 'A menu item: a system item (its permalink fixed) or a custom link.' });

/** A social link provider members may show on their profiles (profile-link-providers.ts). */
export const ProfileLinkProvider = z
  .strictObject({ title: z.string(), domain: z.string(), placeholder: z.string(), icon_svg: z.string(), enabled: yesNoFlag })
  .meta({ id: 'ProfileLinkProvider', description: 'A social link provider: its label, profile URL prefix, input hint, and whether members may show it.' });
