/**
 * Who may look at a profile and what its page shows beside it (its spaces, courses, comments):
 * the profile's own rules (privacy's profile_page_visibility; an inactive profile only to its
 * owner and moderators), read from the login alone so the lists add no read for the profile.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { getLoginAccount } from '#features/members/account-store.ts';
import { MemberNotFoundError } from '#features/members/members.ts';
import { assertMaySee } from '#features/settings/site-access.ts';

/** The profile's owner (its login), the site's rules and whether the caller is that owner; refuses as GET /profile/{username} does. */
export async function openProfile(username: string, caller: Caller | null) {
  const rules = await assertMaySee('profilePage', caller, { self: caller?.username.toLowerCase() === username.toLowerCase() });
  const login = await getLoginAccount(username);
  if (!login) throw new MemberNotFoundError();
  const own = caller?.userId === login.user_id;
  if (login.status !== 'active' && !own && !isModerator(caller)) throw new ForbiddenError('This profile is not active.');
  return { login, rules, own };
}
