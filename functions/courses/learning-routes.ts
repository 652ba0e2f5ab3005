/**
 * Enrolment and progress (docs/courses.md, "Enrolment and progress"; issue 16 part 3): enrol,
 * unenrol, students, progress, lesson completion, certificates, my courses. Filled by that part.
 */
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import type { AnyRoute } from '#shared/http/route.ts';

export const learningRoutes = {} satisfies Partial<Record<DomainRouteKey<'courses'>, AnyRoute>>;
