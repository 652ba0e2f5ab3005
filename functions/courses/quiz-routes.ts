/**
 * Quizzes (docs/courses.md, "Quizzes"; issue 16 part 5): submit, results, the admin results list
 * and grading. Filled by that part.
 */
import type { DomainRouteKey } from '#shared/http/route-table.ts';
import type { AnyRoute } from '#shared/http/route.ts';

export const quizRoutes = {} satisfies Partial<Record<DomainRouteKey<'courses'>, AnyRoute>>;
