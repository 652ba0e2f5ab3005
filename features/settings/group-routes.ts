/** The settings groups' GET and POST routes (docs/settings.md, "Settings groups"), for the functions that serve them. */
import type { Caller } from '#platform/auth/authenticate.ts';
import { requireCaller } from '#platform/auth/access.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { GROUPS, type GroupName } from '#features/settings/groups/catalog.ts';
import { readGroupAnswer, saveGroup } from '#features/settings/groups/service.ts';
import { groupResponse, groupUpdatedResponse } from './responses.ts';
import { groupBody } from './schemas.ts';

/** Who changes a group, for the audit. */
const editor = (caller: Caller | null) => ({ userId: requireCaller(caller).userId });

/** Groups whose paths sit under another function's mount, which serves their routes (`/moderation/config` with the reports). */
export const SERVED_ELSEWHERE: ReadonlySet<GroupName> = new Set(['moderation']);

/**
 * GET and POST of every settings group, on each of its paths: GET answers the group under its
 * wrapper key (or as its `answer` shapes it); POST takes a partial update under the wrapper key or
 * flat, and answers the same with the keys it changed.
 */
export function groupRoutes(names: readonly GroupName[]): Record<string, AnyRoute> {
  const out: Record<string, AnyRoute> = {};
  for (const name of names) {
    const group = GROUPS[name];
    for (const path of group.paths) {
      out[`GET ${path}`] = route({ access: 'admin', inherits: 'none', pro: group.pro === true, responses: { 200: groupResponse(name) }, handle: async () => readGroupAnswer(name) });
      out[`POST ${path}`] = route({
        access: 'admin',
        inherits: 'none',
        pro: group.pro === true || group.pro === 'write',
        responses: { 200: groupUpdatedResponse(name) },
        // The storage group checks the connection to an external bucket before saving.
        errors: { 400: ['invalid_setting_key', 'invalid_value'], ...(name === 'storage' ? { 422: ['storage_connection_failed'] } : {}) },
        body: groupBody,
        handle: async ({ body, caller }) => {
          const wrapped = body[group.wrapper];
          const patch = wrapped !== null && typeof wrapped === 'object' && !Array.isArray(wrapped) ? (wrapped as Record<string, unknown>) : body;
          const saved = await saveGroup(name, patch, editor(caller));
          return { message: 'Settings have been updated', ...saved.answer, updated_keys: saved.updated_keys };
        },
      });
    }
  }
  return out;
}
