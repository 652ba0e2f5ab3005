import * as z from 'zod';
import { list } from '#shared/core/fields.ts';
import { SETTING_GROUPS } from '#shared/domain/settings.ts';

export const settingsQuery = z.object({ group: z.enum(SETTING_GROUPS).optional() });
export const settingKeyParams = z.object({ key: z.string().min(1).max(100) });
/** Keys and values are checked against the registry by the domain, for its specific error codes. */
export const settingsUpdateBody = z.record(z.string(), z.unknown());
export const settingsResetBody = z.object({ keys: list(z.string().min(1), { min: 1, max: 100 }).optional() });
export const featuresBody = z.object({ features: z.record(z.string(), z.unknown()) });
