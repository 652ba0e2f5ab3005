import { createHttpHandler } from '#shared/http/handler.ts';
import { routes } from './routes.ts';

// No caller hooks: the routes are open to anyone and the function never writes (lib/domain-access.ts).
export const handler = createHttpHandler(routes, { onCaller: [] });
