/**
 * What the site's settings groups allow (docs/settings.md, "Privacy and access"):
 * who may use the community at all (general `access`, one check in the request pipeline), who sees
 * the member directory, profiles and the leaderboard (privacy), whether members' last activity is
 * shown. The feature switches are feature-switches.ts's. The rules come from site-rules.ts (kept per
 * container), so these checks add no DynamoDB call to a request while they are kept.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { ApiError, ForbiddenError, NotAuthenticatedError } from '#platform/core/errors.ts';
import type { Audience } from '#features/settings/groups/privacy.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';

/**
 * The request pipeline's gate (createHttpHandler `onRequest`), for every route not declared
 * `siteAccess: 'open'` (sign-in, registration, public settings, the REST index, one's own profile):
 * with `logged_in` an anonymous caller is refused (401); with `role_based` too, and a caller whose
 * role is not listed (403; administrators always pass). `public` lets the route's own rules decide.
 */
export async function assertSiteAccess(caller: Caller | null, route: { siteAccess?: 'open' | undefined }): Promise<void> {
  // Administrators always pass: no need to read the rules.
  if (route.siteAccess === 'open' || isAdmin(caller)) return;
  const { access } = await siteRules();
  if (access.level === 'public') return;
  if (!caller) throw new NotAuthenticatedError('Please sign in to access this community.');
  if (access.level === 'role_based' && !isAdmin(caller) && !access.roles.includes(caller.role)) {
    throw new ForbiddenError('Sorry, you can not access this community. Only authorized users can access it.');
  }
}

/**
 * A page shown to an audience (privacy's everybody | logged_in | admin_only): `logged_in` refuses
 * anonymous callers (401), `admin_only` everyone but administrators (401 anonymous, 403 others).
 * `self`: the caller is the member the page is about, who always sees it.
 */
export function assertAudience(audience: Audience, caller: Caller | null, options: { self?: boolean; what: string }): void {
  if (audience === 'everybody' || options.self) return;
  if (!caller) throw new NotAuthenticatedError(`Please sign in to see ${options.what}.`);
  if (audience === 'admin_only' && !isAdmin(caller)) throw new ForbiddenError(`Only administrators may see ${options.what} on this site.`);
}

/** Which privacy page a route shows. */
export type PrivacyPage = 'membersPage' | 'profilePage' | 'leaderboard';

const PAGE_NAMES: Record<PrivacyPage, string> = { membersPage: 'the member directory', profilePage: 'member profiles', leaderboard: 'the leaderboard' };

/** Refuses a caller outside the page's audience (assertAudience); answers the rules for what follows. */
export async function assertMaySee(page: PrivacyPage, caller: Caller | null, options: { self?: boolean } = {}) {
  const rules = await siteRules();
  assertAudience(rules.privacy[page], caller, { ...options, what: PAGE_NAMES[page] });
  return rules;
}

/** Whether the caller sees members' last activity (privacy `show_last_activity`; administrators always). */
export async function showsLastActivity(caller: Caller | null): Promise<boolean> {
  return isAdmin(caller) || (await siteRules()).privacy.showLastActivity;
}

/** A list of members' last activity (who is online, the directory by last seen) while it is hidden from the caller. */
export class LastActivityHiddenError extends ApiError {
  constructor() {
    super(403, 'last_activity_hidden', "Members' last activity is not shown on this site.");
  }
}

/** A route of a feature that is switched off (feature-switches.ts; the registry's `features`). */
export class FeatureDisabledError extends ApiError {
  constructor(feature: string) {
    super(403, 'feature_disabled', `The ${feature} feature is turned off on this site.`, { data: { feature } });
  }
}

/** A row or profile with its last activity hidden (null) when the caller may not see it. */
export function withoutLastActivity<T extends { last_activity: string | null; last_seen?: string | null }>(row: T): T {
  return { ...row, last_activity: null, ...('last_seen' in row ? { last_seen: null } : {}) };
}
