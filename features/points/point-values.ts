/**
 * The points each action earns (docs/points.md, "Actions"): the defaults with the administrator's
 * values over them, and their change, which revalues the points already earned (points-backfill).
 */
import * as z from 'zod';
import { ApiError } from '#platform/core/errors.ts';
import { DEFAULT_POINT_VALUES, POINT_ACTIONS, pointValue, type PointValues } from '#features/points/points.ts';
import { readPointValues, writePointValues } from '#features/points/point-values-store.ts';
import { readBackfillJob, startPointsBackfill } from '#features/points/backfill-job-store.ts';

/** An administrator's change: any of the actions, each a whole number of points. */
export const pointValuesInput = z.strictObject(Object.fromEntries(POINT_ACTIONS.map((a) => [a, pointValue.optional()])) as Record<keyof PointValues, z.ZodOptional<typeof pointValue>>);
export type PointValuesInput = z.output<typeof pointValuesInput>;

export class PointValuesConflictError extends ApiError {
  constructor() {
    super(409, 'conflict', 'The point values were changed at the same time; try again.');
  }
}

const merged = (stored: Record<string, number>): PointValues =>
  Object.fromEntries(POINT_ACTIONS.map((a) => [a, typeof stored[a] === 'number' ? stored[a] : DEFAULT_POINT_VALUES[a]])) as PointValues;

/** The values in force, read consistently (the stream router awards with what was just saved). */
export async function pointValues(): Promise<PointValues> {
  return merged((await readPointValues()).values);
}

/** GET /admin/leaderboards/points. */
export async function pointValuesView() {
  const [stored, backfill] = await Promise.all([readPointValues(), readBackfillJob()]);
  return { values: merged(stored.values), defaults: DEFAULT_POINT_VALUES, updated_at: stored.updated_at, backfill };
}

const ATTEMPTS = 3;

/**
 * PUT /admin/leaderboards/points: the actions sent take their new values (the others keep theirs).
 * A change starts the backfill, which brings every member's points earned so far to the new values.
 */
export async function savePointValues(input: PointValuesInput) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await readPointValues();
    const before = merged(stored.values);
    const values = { ...stored.values, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as Record<string, number>;
    const after = merged(values);
    const changed = POINT_ACTIONS.some((a) => before[a] !== after[a]);
    if (!changed) return { values: after, defaults: DEFAULT_POINT_VALUES, updated_at: stored.updated_at, backfill_started: false };
    const at = new Date().toISOString();
    if (await writePointValues(values, stored.rev, at)) {
      await startPointsBackfill('values_changed', at);
      return { values: after, defaults: DEFAULT_POINT_VALUES, updated_at: at, backfill_started: true };
    }
  }
  throw new PointValuesConflictError();
}
