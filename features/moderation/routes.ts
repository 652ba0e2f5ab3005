/**
 * Moderation's routes (docs/moderation.md), served by the feeds function under the `/moderation`
 * mount: the moderation config group (its GET and POST are the settings groups' own).
 */
import type { AnyRoute } from '#platform/http/route.ts';
import { groupRoutes } from '#features/settings/group-routes.ts';

export const moderationRoutes: Record<string, AnyRoute> = {
  ...groupRoutes(['moderation']),
};
