import { pipelineHooks } from '#features/members/caller-hooks.ts';
import { licenseGuard } from '#features/settings/license-service.ts';
import { createHttpHandler } from '#platform/http/handler.ts';
import { routes } from './routes.ts';

export const handler = createHttpHandler(routes, { ...pipelineHooks, onPro: licenseGuard });
