/** What the settings routes answer (docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { FEATURE_KEYS } from '#shared/domain/settings.ts';

const features = z.strictObject(Object.fromEntries(FEATURE_KEYS.map((k) => [k, z.boolean()]))).meta({ id: 'Features', description: 'Feature switches, one boolean per feature.' });

export const featuresResponse = z.strictObject({ features });
export const featuresUpdatedResponse = z.strictObject({ message: z.string(), features });
