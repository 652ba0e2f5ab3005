/**
 * The administrators' point values (docs/points.md, "Actions"): what each action earns. Ours (the
 * original keeps them in its Pro settings screens); served by the members function.
 */
import { route } from '#platform/http/route.ts';
const { pointValuesResponse, savedResponse } = lazyResponses(() => import('#features/points/responses.ts'));
import { pointValuesInput, pointValuesView, savePointValues } from '#features/points/point-values.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

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
