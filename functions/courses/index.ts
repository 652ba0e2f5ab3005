import { pipelineHooks } from '#shared/domain/caller-hooks.ts';
import { licenseGuard } from '#shared/domain/license-service.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';

export const handler = createHttpHandler(routes, { ...pipelineHooks, onPro: licenseGuard });
