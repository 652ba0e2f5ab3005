import * as z from 'zod';
import { id, integer, list } from '#platform/core/fields.ts';
import { MAX_PER_PAGE } from '#platform/core/paging.ts';
import { MAX_LICENSE_KEY_LENGTH } from '#features/settings/license.ts';
import { SETTING_GROUPS, portalSlugSchema } from '#features/settings/settings.ts';

export const settingsQuery = z.object({ group: z.enum(SETTING_GROUPS).optional() });
export const settingKeyParams = z.object({ key: z.string().min(1).max(100) });
/** Keys and values are checked against the registry by the domain, for its specific error codes. */
export const settingsUpdateBody = z.record(z.string(), z.unknown());
export const settingsResetBody = z.object({ keys: list(z.string().min(1), { min: 1, max: 100 }).optional() });
export const featuresBody = z.object({ features: z.record(z.string(), z.unknown()) });
/** A group's update: under its wrapper key (`{settings: {...}}`, as the original's clients send) or flat. */
export const groupBody = z.record(z.string(), z.unknown());
/** The add-on to install (the original's slug); any is refused (add-ons.ts). */
export const installPluginBody = z.object({ plugin: z.string().trim().min(1).max(100) });
export const auditQuery = z.object({
  per_page: integer({ min: 1, max: MAX_PER_PAGE }).default(20),
  cursor: z.string().min(1).max(2048).optional(),
});
/** The new portal slug: `slug` (the spec) or `new_slug` (the original's clients); format and reserved words checked. */
export const changeSlugBody = z
  .object({ slug: portalSlugSchema().optional(), new_slug: portalSlugSchema().optional() })
  .refine((b) => b.slug !== undefined || b.new_slug !== undefined, { message: 'is required', path: ['slug'] })
  .transform((b) => ({ slug: (b.slug ?? b.new_slug) as string }));
/** A license token (docs/license.md); surrounding whitespace from a copy and paste is dropped. */
export const licenseBody = z.object({ license_key: z.string().trim().min(1).max(MAX_LICENSE_KEY_LENGTH) });
export const linkParams = z.object({ id: id() });
