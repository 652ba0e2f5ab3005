/**
 * Who may look at a profile and what its page shows beside it (its spaces, courses, comments):
 * the profile's own rules (privacy's profile_page_visibility; an inactive profile only to its
 * owner and moderators), read from the profile the page joins anyway.
 *
 * username -> member id is remembered per container (docs/data-model.md "Reads in two trips"):
 * on a warm container a profile route reads the profile beside its own Query (`ahead`, given the
 * member's id) instead of reading the login first. The profile read must still carry the
 * username asked; if not (the member is gone), the login is read again and `ahead` run anew.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { RecentMap } from '#platform/core/recent-map.ts';
import { started } from '#platform/core/started.ts';
import { getLoginAccount } from '#features/members/account-store.ts';
import { getProfile } from '#features/members/member-store.ts';
import { MemberNotFoundError, type MemberProfile } from '#features/members/members.ts';
import { assertMaySee } from '#features/settings/site-access.ts';

/** Lower-cased username -> member id: 10,000 names, each for 10 minutes. */
const memberIds = new RecentMap<string, number>(10_000, 10 * 60_000);

/**
 * The profile named `username` (null when there is none) and `ahead(userId)`, started beside the
 * profile's read when this container knows the id. The caller checks the profile before awaiting `ahead`.
 */
export async function findMember<T = undefined>(username: string, ahead?: (userId: number) => Promise<T>) {
  const name = username.toLowerCase();
  const run = (userId: number) => started(ahead ? () => ahead(userId) : async () => undefined as T);
  const known = memberIds.get(name);
  if (known !== undefined) {
    const early = run(known);
    const profile = await getProfile(known, { consistent: true });
    if (profile?.username.toLowerCase() === name) return { profile, ahead: early };
    memberIds.delete(name);
  }
  const login = await getLoginAccount(username);
  if (!login) return { profile: null, ahead: run(0) };
  memberIds.set(name, login.user_id);
  const early = run(login.user_id);
  const profile = await getProfile(login.user_id, { consistent: true });
  return { profile, ahead: early };
}

/**
 * The profile, the site's rules, whether the caller is its owner and `ahead` (read beside the
 * profile, see findMember); refuses as GET /profile/{username} does, `ahead` then unread.
 */
export async function openProfile<T = undefined>(username: string, caller: Caller | null, ahead?: (userId: number) => Promise<T>) {
  const rules = await assertMaySee('profilePage', caller, { self: caller?.username.toLowerCase() === username.toLowerCase() });
  const found = await findMember(username, ahead);
  const profile: MemberProfile | null = found.profile;
  if (!profile) throw new MemberNotFoundError();
  const own = caller?.userId === profile.user_id;
  if (profile.status !== 'active' && !own && !isModerator(caller)) throw new ForbiddenError('This profile is not active.');
  return { profile, rules, own, ahead: found.ahead };
}
