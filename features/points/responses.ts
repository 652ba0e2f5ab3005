/** The points routes' answers (docs/points.md). */
import * as z from 'zod';
import { POINT_ACTIONS } from '#features/points/points.ts';

const values = z.strictObject(Object.fromEntries(POINT_ACTIONS.map((a) => [a, z.number().int()])) as Record<(typeof POINT_ACTIONS)[number], z.ZodNumber>);
const backfill = z
  .strictObject({
    status: z.enum(['running', 'done']),
    reason: z.string(),
    scanned: z.number().int(),
    awarded: z.number().int(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'PointsBackfill', description: 'The backfill bringing points earned so far to the values in force (docs/points.md, Backfill).' });

export const pointValuesResponse = z.strictObject({ values, defaults: values, updated_at: z.string().nullable(), backfill: backfill.nullable() });
export const savedResponse = z.strictObject({ message: z.string(), values, defaults: values, updated_at: z.string().nullable(), backfill_started: z.boolean() });

