/**
 * Each domain's route definitions, for the tools that read every domain at once (the OpenAPI
 * document, the route table and access tests): the route wiring, beside the entry points that serve
 * them. Each domain is imported on demand, so a reader of one domain loads no other.
 */
import { resolveResponses } from '#platform/http/lazy-responses.ts';
import type { Domain } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';

type Routes = Record<string, AnyRoute>;

const MODULES: Record<Domain, () => Promise<{ routes: Routes }>> = {
  settings: () => import('#features/settings/routes.ts'),
  auth: () => import('./auth/routes.ts'),
  members: () => import('#features/members/routes.ts'),
  profiles: () => import('#features/members/profiles-routes.ts'),
  spaces: () => import('#features/spaces/routes.ts'),
  feeds: () => import('./feeds/routes.ts'),
  moderation: () => import('./moderation/routes.ts'),
  topics: () => import('#features/topics/routes.ts'),
  notifications: () => import('#features/notifications/routes.ts'),
  webhooks: () => import('#features/webhooks/routes.ts'),
  activities: () => import('./activities/routes.ts'),
  media: () => import('#features/media/routes.ts'),
  courses: () => import('#features/courses/routes.ts'),
  migrations: () => import('#features/migration/routes.ts'),
  reference: () => import('#features/reference/routes.ts'),
  chat: () => import('./chat/routes.ts'),
};

/**
 * The route definitions of `domain`'s function, by route key (`GET /spaces`), their response
 * schemas loaded (a function's routes name them lazily: platform/http/lazy-responses.ts).
 */
export async function routesOf(domain: Domain): Promise<Routes> {
  const { routes } = await MODULES[domain]();
  await Promise.all(
    Object.values(routes).map(async (route) => {
      route.responses = await resolveResponses(route.responses);
      if (route.compat?.responses) route.compat.responses = await resolveResponses(route.compat.responses);
    }),
  );
  return routes;
}
