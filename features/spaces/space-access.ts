/**
 * Who sees and manages a space: the one rule every space, member and (later) feed endpoint uses.
 * - published public: anyone reads it;
 * - published private, or locked by a lockscreen: anyone sees its card; active members and
 *   managers read it;
 * - draft or archived: only managers know it exists;
 * - secret (a course, or a space from a migration): only its active members and managers know it exists.
 * Managers are community administrators and moderators, and the space's own admins and moderators.
 * Taking part (posting, editing, commenting, liking) is refused to members the space banned, even
 * where they still read it as the public does.
 */
import { isAdmin, isModerator, type Reader } from '#platform/auth/access.ts';
import type { Role } from '#platform/core/roles.ts';
import { assertRankAbove, COMMUNITY_RANK } from '#features/members/accounts.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';

export interface MembershipView {
  /** `student`: a course's enrolment (docs/courses.md), an ordinary member otherwise. */
  role: 'member' | 'moderator' | 'admin' | 'student';
  status: 'active' | 'pending' | 'banned';
}

export type SpaceVisibility = 'hidden' | 'card' | 'full';

const activeRole = (m: MembershipView | null) => (m?.status === 'active' ? m.role : null);

export const isActiveMember = (m: MembershipView | null): boolean => m?.status === 'active';

export function isSpaceManager(caller: Reader | null, m: MembershipView | null): boolean {
  const role = activeRole(m);
  return isModerator(caller) || role === 'admin' || role === 'moderator';
}

/** Space admins and community administrators: lockscreens, granting the admin role. */
export function isSpaceAdmin(caller: Reader | null, m: MembershipView | null): boolean {
  return isAdmin(caller) || activeRole(m) === 'admin';
}

export function spaceVisibility(space: SpaceRecord, caller: Reader | null, m: MembershipView | null): SpaceVisibility {
  const manager = isSpaceManager(caller, m);
  if (space.status !== 'published') return manager ? 'full' : 'hidden';
  if (manager || isActiveMember(m)) return 'full';
  if (space.privacy === 'secret') return 'hidden';
  if (space.privacy === 'private' || space.lockscreen?.enabled) return 'card';
  return 'full';
}

/** Whether the caller may write in the space's content: everyone who reads it, except its banned members. */
export function mayTakePart(caller: Reader | null, m: MembershipView | null): boolean {
  return m?.status !== 'banned' || isModerator(caller);
}

/** The members list: readable where the space is, unless the space keeps it to its members. */
export function canListMembers(space: SpaceRecord, caller: Reader | null, m: MembershipView | null): boolean {
  if (spaceVisibility(space, caller, m) !== 'full') return false;
  return space.settings.members_page_status === 'public' || isActiveMember(m) || isSpaceManager(caller, m);
}

/** Member counts are shown unless the space hides them from those who do not manage it. */
export function showsMemberCount(space: SpaceRecord, caller: Reader | null, m: MembershipView | null): boolean {
  return !space.settings.hide_members_count || isSpaceManager(caller, m);
}

/** A caller's role in a space as the API shows it (is_member, role). */
export function callerSpaceRole(m: MembershipView | null) {
  return { is_member: isActiveMember(m), role: activeRole(m) };
}

/**
 * Where a member stands when one member acts on another (demote, ban, remove, suspend):
 * community administrator > community moderator > space admin > space moderator > member.
 * The community role outranks every space role, so a space role never acts on a community
 * administrator. An actor's space role counts only while active (a banned moderator manages
 * nothing); a target's counts in any status (a banned admin is still unbanned by those above).
 */
const SPACE_RANK: Record<MembershipView['role'], number> = { admin: 2, moderator: 1, member: 0, student: 0 };

export interface RankedMember {
  /** The community role. */
  role: Role;
  /** The membership in the space where the action happens; none for community-wide actions. */
  membership?: MembershipView | null;
}

export function rankOf(who: RankedMember, as: 'actor' | 'target'): number {
  const m = who.membership ?? null;
  const spaceRole = as === 'actor' ? activeRole(m) : (m?.role ?? null);
  return Math.max(COMMUNITY_RANK[who.role], spaceRole ? SPACE_RANK[spaceRole] : 0);
}

/** Nobody acts on a member whose rank is equal to or above their own. */
export function assertOutranks(actor: RankedMember, target: RankedMember): void {
  assertRankAbove(rankOf(actor, 'actor'), rankOf(target, 'target'));
}
