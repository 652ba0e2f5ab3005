/** The courses function's routes: one record per part of issue 16 (docs/courses.md), merged. */
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { administrationRoutes } from './administration-routes.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { learningRoutes } from './learning-routes.ts';
import { quizRoutes } from './quiz-routes.ts';
import { pickerRoutes } from './picker-routes.ts';

export const routes: Record<DomainRouteKey<'courses'>, AnyRoute> = { ...catalogRoutes, ...administrationRoutes, ...learningRoutes, ...quizRoutes, ...pickerRoutes };
