/**
 * Each domain's route definitions, for the tools that read every domain at once (the OpenAPI
 * document, the route table and access tests): the route wiring, beside the entry points that serve
 * them. Each domain is imported on demand, so a reader of one domain loads no other.
 */
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

/** The route definitions of `domain`'s function, by route key (`GET /spaces`). */
export async function routesOf(domain: Domain): Promise<Routes> {
  return (await MODULES[domain]()).routes;
}
