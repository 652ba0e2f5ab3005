/**
 * The administrators' point values (docs/points.md, "Actions"): what each action earns. Ours (the
 * original keeps them in its Pro settings screens); served by the members function.
 */
import * as z from 'zod';
import { route } from '#platform/http/route.ts';
import { POINT_ACTIONS } from '#features/points/points.ts';
import { pointValuesInput, pointValuesView, savePointValues } from '#features/points/point-values.ts';

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

const pointValuesResponse = z.strictObject({ values, defaults: values, updated_at: z.string().nullable(), backfill: backfill.nullable() });
const savedResponse = z.strictObject({ message: z.string(), values, defaults: values, updated_at: z.string().nullable(), backfill_started: z.boolean() });

const base = { access: 'admin', inherits: 'none', pro: true } as const;

export const pointsRoutes = {
  'GET /admin/leaderboards/points': route({ ...base, responses: { 200: pointValuesResponse }, handle: () => pointValuesView() }),
  'PUT /admin/leaderboards/points': route({
    ...base,
    body: pointValuesInput,
    responses: { 200: savedResponse },
    errors: { 409: ['conflict'] },
    handle: async ({ body }) => ({ message: 'The point values have been saved.', ...(await savePointValues(body)) }),
  }),
};
