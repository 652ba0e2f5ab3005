/**
 * What the domain does when a request by a caller is served, handed to the request pipeline by
 * each function (createHttpHandler's `onCaller`), so platform/http never imports a use case:
 * the member's last-seen time and the app password's last use, each written at most once per interval;
 * for every request, the site's access level (site-access.ts) and what an account whose email awaits
 * verification may do; and the feature switches (feature-switches.ts).
 *
 * @example
 * export const handler = createHttpHandler(routes, pipelineHooks);
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { recordAppPasswordUse } from '#features/members/account-service.ts';
import { refreshLastSeen } from '#features/members/member-service.ts';
import { assertSiteAccess } from '#features/settings/site-access.ts';
import { assertFeatureOn } from '#features/settings/feature-switches.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { readStoredSettings } from '#features/settings/settings-store.ts';
import { effectiveValue } from '#features/settings/settings.ts';
import { EmailNotVerifiedError } from '#features/members/account-links.ts';
import { loadBadgeCatalogue } from '#features/members/badge-catalogue.ts';
import { loadLevels } from '#features/points/level-catalogue.ts';
import type { RunOnce } from '#platform/http/idempotency.ts';

export const callerHooks: ReadonlyArray<(caller: Caller) => Promise<void>> = [(caller) => refreshLastSeen(caller), (caller) => recordAppPasswordUse(caller)];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An account whose email awaits verification (docs/identity.md "Account mail") signs in and reads,
 * but every write except its own account's routes (`accountRoute`) answers 403 email_not_verified,
 * while the registry's require_email_verification is on. Verified callers pay nothing here.
 */
export async function assertEmailVerified(caller: Caller | null, route: AnyRoute, method: string): Promise<void> {
  if (!caller?.emailUnverified || route.accountRoute || READS.has(method.toUpperCase())) return;
  if (effectiveValue('require_email_verification', await readStoredSettings()) === true) throw new EmailNotVerifiedError();
}

/**
 * Every domain function's hooks: the callers' bookkeeping, the site's access level and email
 * verification on every request, the badge catalogue and the levels every member shape shows (kept
 * per container, badge-catalogue.ts, features/points/level-catalogue.ts), the feature switches of routes that declare one, and the
 * store of idempotent routes' first answers (docs/idempotency.md).
 */
/** The idempotency store, loaded by the first request that sends a key (a chunk of its own: docs/idempotency.md). */
const runOnce: RunOnce = async (request, context, work) => (await import('#platform/data/idempotency-store.ts')).runOnce(request, context, work);

export const pipelineHooks = { onCaller: callerHooks, onRequest: [assertSiteAccess, assertEmailVerified, loadBadgeCatalogue, loadLevels], onFeature: assertFeatureOn, runOnce } as const;
