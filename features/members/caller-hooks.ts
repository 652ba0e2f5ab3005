/**
 * What the domain does when a request by a caller is served, handed to the request pipeline by
 * each function (createHttpHandler's `onCaller`), so platform/http never imports a use case:
 * the member's last-seen time and the app password's last use, each written at most once per interval;
 * for every request, the site's access level (site-access.ts); and the feature switches (feature-switches.ts).
 *
 * @example
 * export const handler = createHttpHandler(routes, pipelineHooks);
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { recordAppPasswordUse } from '#features/members/account-service.ts';
import { refreshLastSeen } from '#features/members/member-service.ts';
import { assertSiteAccess } from '#features/settings/site-access.ts';
import { assertFeatureOn } from '#features/settings/feature-switches.ts';

export const callerHooks: ReadonlyArray<(caller: Caller) => Promise<void>> = [(caller) => refreshLastSeen(caller), (caller) => recordAppPasswordUse(caller)];

/** Every domain function's hooks: the callers' bookkeeping, the site's access level on every request, and the feature switches of routes that declare one. */
export const pipelineHooks = { onCaller: callerHooks, onRequest: [assertSiteAccess], onFeature: assertFeatureOn } as const;
