import { listCourseSpaces } from '#features/courses/course-list.ts';
import { pipelineHooks } from '#features/members/caller-hooks.ts';
import { licenseGuard } from '#features/settings/license-service.ts';
import { setCourseSpaceList } from '#features/spaces/space-service.ts';
import { createHttpHandler } from '#platform/http/handler.ts';
import { routes } from '#features/spaces/routes.ts';

// Courses are listed by their own feature (space-service.ts setCourseSpaceList).
setCourseSpaceList(listCourseSpaces);

export const handler = createHttpHandler(routes, { ...pipelineHooks, onPro: licenseGuard });
