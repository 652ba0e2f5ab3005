/**
 * Levels (docs/points.md, "Levels"): the original Pro's `GET` and `POST /admin/leaderboards/levels`
 * (fc-pro-paths.md), served on both base paths by the members function. Administrators only; PRO.
 * They declare no feature switch: administrators prepare the levels while `features.leaderboard`
 * is off, and members see them once it is on.
 */
import * as z from 'zod';
import { integer } from '#platform/core/fields.ts';
import { route } from '#platform/http/route.ts';
import { levelList } from '#features/points/levels.ts';
import { listLevels, saveLevels } from '#features/points/level-catalogue.ts';
import { levelsResponse, levelsSavedResponse } from '#features/points/shapes.ts';

const saveBody = z.object({
  levels: levelList,
  /** The revision the administrator read: the save applies only over it (409 otherwise). Omitted: over whatever is stored. */
  rev: integer({ min: 0 }).optional(),
});

export const levelRoutes = {
  'GET /admin/leaderboards/levels': route({
    access: 'admin',
    inherits: 'none',
    pro: true,
    responses: { 200: levelsResponse },
    handle: async () => listLevels(),
  }),
  'POST /admin/leaderboards/levels': route({
    access: 'admin',
    inherits: 'none',
    pro: true,
    body: saveBody,
    responses: { 200: levelsSavedResponse },
    errors: { 409: ['conflict'] },
    handle: async ({ body }) => ({ message: 'Levels have been saved successfully.', ...(await saveLevels(body.levels, body.rev)) }),
  }),
};
