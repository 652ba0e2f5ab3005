/** Request schemas of enrolment, progress, students, certificates and lockscreens (docs/courses.md). */
import * as z from 'zod';
import { id, integer } from '#platform/core/fields.ts';
import { courseLockscreenSchema } from '#features/spaces/spaces.ts';
import { pagingQuery } from '#platform/http/pagination.ts';

export const studentParams = z.object({ id: id(), student_id: id() });
export const addStudentBody = z.object({ user_id: id() });

export const completionBody = z.object({ state: z.enum(['completed', 'incomplete']) });

/** `time_spent`: seconds since the last report (at most a day per report). */
export const progressQuery = z.object({ time_spent: integer({ min: 0, max: 86_400 }).optional() });

export const studentsQuery = z.object({
  ...pagingQuery(20),
  orderby: z.enum(['enrolled_at']).default('enrolled_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const myCoursesQuery = z.object({
  ...pagingQuery(20),
  status: z.enum(['active', 'completed', 'all']).default('active'),
});

/**
 * The spec's lockscreen ({enabled, type, conditions, message, button_text, button_url}) or the
 * original's ({lockscreen: [blocks]}, stored as blocks of an enabled custom lockscreen).
 */
export const lockscreenBody = z.union([
  courseLockscreenSchema,
  z.object({ lockscreen: courseLockscreenSchema.shape.blocks.unwrap() }).transform((b) => courseLockscreenSchema.parse({ enabled: true, type: 'custom', blocks: b.lockscreen })),
]);
