import { pipelineHooks } from '#features/members/caller-hooks.ts';
import { setSpaceMembersFilter } from '#features/members/directory-service.ts';
import { spaceMembersFilter } from '#features/spaces/space-directory.ts';
import { createHttpHandler } from '#platform/http/handler.ts';
import { routes } from '#features/members/routes.ts';
import { licenseGuard } from '#features/settings/license-service.ts';

// The directory's space filter is the spaces' (directory-service.ts setSpaceMembersFilter).
setSpaceMembersFilter(spaceMembersFilter);

export const handler = createHttpHandler(routes, { ...pipelineHooks, onPro: licenseGuard });
