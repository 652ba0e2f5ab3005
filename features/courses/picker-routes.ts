/** `GET /admin/all_space_courses`: the original's list of every space and course for the administration's pickers. */
import { route, type AnyRoute } from '#platform/http/route.ts';
import { allSpacesAndCourses } from './space-picker.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const { allSpacesResponse } = lazyResponses(() => import('./responses/picker.ts'));

export const pickerRoutes = {
  'GET /admin/all_space_courses': route({
    access: 'admin',
    inherits: 'none',
    responses: { 200: allSpacesResponse },
    handle: async ({ caller }) => ({ all_spaces: await allSpacesAndCourses(caller) }),
  }),
} satisfies Record<string, AnyRoute>;
