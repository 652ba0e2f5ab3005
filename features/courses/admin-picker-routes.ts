/** `GET /admin/all_space_courses`: the original's list of every space and course for the administration's pickers. */
import * as z from 'zod';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { allSpacesAndCourses } from './space-picker.ts';

const PickerItem = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    type: z.enum(['community', 'course']),
    privacy: z.string(),
    status: z.string(),
    serial: z.number().int(),
    parent_id: z.number().int().nullable().describe("The space's group (a course's parent), if any."),
  })
  .meta({ id: 'PickerItem', description: 'A space or a course as the administration picks it.' });

export const pickerRoutes = {
  'GET /admin/all_space_courses': route({
    access: 'admin',
    inherits: 'none',
    responses: { 200: z.strictObject({ all_spaces: z.array(PickerItem) }) },
    handle: async ({ caller }) => ({ all_spaces: await allSpacesAndCourses(caller) }),
  }),
} satisfies Record<string, AnyRoute>;
