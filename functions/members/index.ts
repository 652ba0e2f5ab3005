import { pipelineHooks } from '#shared/domain/caller-hooks.ts';
import { setSpaceMembersFilter } from '#shared/domain/directory-service.ts';
import { spaceMembersFilter } from '#shared/domain/space-directory.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';

// The directory's space filter is the spaces' (directory-service.ts setSpaceMembersFilter).
setSpaceMembersFilter(spaceMembersFilter);

export const handler = createHttpHandler(routes, pipelineHooks);
