/** GET /admin/all_space_courses (space-picker.ts). */
import * as z from 'zod';

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

export const allSpacesResponse = z.strictObject({ all_spaces: z.array(PickerItem) });
