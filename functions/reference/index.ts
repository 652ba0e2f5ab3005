import { createHttpHandler } from '#platform/http/handler.ts';
import { routes } from '#features/reference/routes.ts';

// No caller hooks: the routes are open to anyone and the function never writes (lib/domain-access.ts).
export const handler = createHttpHandler(routes, { onCaller: [] });
