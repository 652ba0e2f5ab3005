import { listCourseSpaces } from '#shared/domain/course-list.ts';
import { pipelineHooks } from '#shared/domain/caller-hooks.ts';
import { licenseGuard } from '#shared/domain/license-service.ts';
import { setCourseSpaceList } from '#shared/domain/space-service.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';

// Courses are listed by their own feature (space-service.ts setCourseSpaceList).
setCourseSpaceList(listCourseSpaces);

export const handler = createHttpHandler(routes, { ...pipelineHooks, onPro: licenseGuard });
