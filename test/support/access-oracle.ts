/**
 * The access table's oracle (docs/access.md): what a role should be answered by a route, computed
 * from the route's declaration alone (its access level and what it inherits), never per route.
 * It restates the rules of docs/spaces.md and docs/feeds.md for the fixture roles below; it does
 * not import the domain's rule, so a route that does not apply the rule it declares shows up.
 */
import type { AccessRule, Need, ResourceRule } from '#platform/auth/route-rules.ts';

/** The callers of the generated test; space roles hold in every fixture space. */
export const ROLES = [
  'anonymous',
  'pending-account',
  'member',
  'space-member',
  'banned-space-member',
  'space-moderator',
  'space-admin',
  'community-moderator',
  'administrator',
] as const;
export type Role = (typeof ROLES)[number];

export const SPACE_KINDS = ['public', 'private', 'draft'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];

/** allowed: not 401, 403 or 404; the others: that status exactly. */
export type Expected = 'allowed' | 401 | 403 | 404;

/** The fixture's cast: who holds which community role and space membership. */
const COMMUNITY: Record<Role, 'member' | 'moderator' | 'admin'> = {
  anonymous: 'member',
  'pending-account': 'member',
  member: 'member',
  'space-member': 'member',
  'banned-space-member': 'member',
  'space-moderator': 'member',
  'space-admin': 'member',
  'community-moderator': 'moderator',
  // The administrator creates the fixture spaces, which makes them the spaces' admin member too.
  administrator: 'admin',
};
const MEMBERSHIP: Partial<Record<Role, { role: 'member' | 'moderator' | 'admin'; status: 'active' | 'banned' }>> = {
  'space-member': { role: 'member', status: 'active' },
  'banned-space-member': { role: 'member', status: 'banned' },
  'space-moderator': { role: 'moderator', status: 'active' },
  'space-admin': { role: 'admin', status: 'active' },
  administrator: { role: 'admin', status: 'active' },
};
/** The fixture posts and comments are the space member's. */
const AUTHOR: Role = 'space-member';
/** The target of member routes: a space moderator (rank 1), or a plain community member (rank 0). */
const TARGET_RANK: Record<ResourceRule['resource'], number> = { 'member-of-space': 1, member: 0, space: 0, 'space-filter': 0, feed: 0, comment: 0, course: 0 };

const RANK = { community: { admin: 4, moderator: 3, member: 0 }, space: { admin: 2, moderator: 1, member: 0 } } as const;

function facts(role: Role, kind: SpaceKind) {
  const community = COMMUNITY[role];
  const m = MEMBERSHIP[role];
  const active = m?.status === 'active' ? m.role : null;
  const manager = community !== 'member' || active === 'admin' || active === 'moderator';
  const spaceAdmin = community === 'admin' || active === 'admin';
  const visibility = kind === 'draft' ? (manager ? 'full' : 'hidden') : kind === 'private' && !active && !manager ? 'card' : 'full';
  const rank = Math.max(RANK.community[community], active ? RANK.space[active] : 0);
  // In a course the space member is its enrolled student (test/support/access-fixtures.ts).
  return { kind, community, membership: m ?? null, active, manager, spaceAdmin, visibility, rank, author: role === AUTHOR, student: role === 'space-member' };
}

/** The pipeline's answer when the caller falls short of the access level (null: they pass it). */
export function accessOutcome(rule: AccessRule, role: Role): Expected | null {
  if (rule.access === 'anyone') return null;
  if (role === 'anonymous') return 401;
  if (role === 'pending-account') return 403;
  const community = COMMUNITY[role];
  if (rule.access === 'admin' && community !== 'admin') return 403;
  if (rule.access === 'moderator' && community === 'member') return 403;
  return null;
}

/** What the caller is answered in the space (or its post) for the route's need. */
function needOutcome(r: ResourceRule, f: ReturnType<typeof facts>): Expected {
  const onPost = r.resource === 'feed' || r.resource === 'comment';
  if (onPost) {
    // A post is read by its author, an administrator, and those who read its space in full; to others it does not exist.
    const reads = f.author || f.community === 'admin' || f.visibility === 'full';
    if (!reads) return 404;
    const byNeed: Partial<Record<Need, boolean>> = {
      // A space's banned members still read its public posts, but take no part in them.
      'take-part': f.membership?.status !== 'banned' || f.community !== 'member',
      author: f.author || f.community === 'admin',
      'author-or-manage': f.author || f.manager,
      manage: f.manager,
    };
    return (byNeed[r.needs] ?? true) ? 'allowed' : 403;
  }
  if (r.resource === 'member') {
    if (r.needs === 'administer' && f.community !== 'admin') return 403;
    return 'allowed';
  }
  if (r.resource === 'course') {
    // docs/courses.md: course administrators are community administrators, the course's space
    // admins and its instructor (the administrator, who creates the fixture courses); only they
    // know a draft; a private course's detail is seen by everyone (only secret ones are hidden).
    if (f.kind === 'draft' && !f.spaceAdmin) return 404;
    if (r.needs === 'administer') return f.spaceAdmin ? 'allowed' : 403;
    // membership: an enrolled student's routes (progress, completion, certificate); others get 403 not_enrolled.
    if (r.needs === 'membership') return f.student ? 'allowed' : 403;
    // join: enrolment. A student is already enrolled; the banned are refused; a private course
    // enrols only through its administrators (others 403).
    if (r.needs === 'join') {
      if (f.student) return 'allowed';
      if (f.membership?.status === 'banned') return 403;
      return f.kind === 'private' && !f.spaceAdmin ? 403 : 'allowed';
    }
    return 'allowed';
  }
  // space, space-filter, member-of-space: a hidden space does not exist for the caller.
  if (f.visibility === 'hidden') return 404;
  const checks: Record<Need, () => Expected> = {
    nothing: () => 'allowed',
    see: () => 'allowed',
    read: () => (f.visibility === 'full' ? 'allowed' : 403),
    'take-part': () => (f.visibility !== 'full' ? 403 : f.membership?.status === 'banned' && f.community === 'member' ? 403 : 'allowed'),
    'list-members': () => (f.visibility === 'full' ? 'allowed' : 403),
    join: () => (f.membership?.status === 'banned' ? 403 : 'allowed'),
    membership: () => (!f.membership ? 404 : f.membership.status === 'banned' ? 403 : 'allowed'),
    post: () => (f.manager || f.active !== null ? 'allowed' : 403),
    manage: () => (f.manager ? 'allowed' : 403),
    administer: () => (f.spaceAdmin ? 'allowed' : 403),
    author: () => 403,
    'author-or-manage': () => (f.manager ? 'allowed' : 403),
  };
  return checks[r.needs]();
}

/** The answer `role` should get from a route declared `rule`, in a space of `kind` (ignored when it inherits none). */
export function expectedOutcome(rule: AccessRule, role: Role, kind: SpaceKind): Expected {
  const refused = accessOutcome(rule, role);
  if (refused !== null) return refused;
  if (rule.inherits === 'none') return 'allowed';
  const f = facts(role, kind);
  const outcome = needOutcome(rule.inherits, f);
  if (outcome !== 'allowed' || rule.inherits.target === 'none') return outcome;
  // The rank rule: the target must rank below the caller.
  return f.rank > TARGET_RANK[rule.inherits.resource] ? 'allowed' : 403;
}

/** Whether the route's outcome depends on the space (it is walked against each kind of space). */
export const variesBySpace = (rule: AccessRule): boolean => rule.inherits !== 'none' && rule.inherits.resource !== 'member';

/**
 * The roles a route is called by: all of them where a space is involved; elsewhere one per
 * community standing, since space roles mean nothing without a space (the space member, banned
 * member and space managers are plain community members there).
 */
export const COMMUNITY_STANDINGS: readonly Role[] = ['anonymous', 'pending-account', 'member', 'community-moderator', 'administrator'];
export const rolesFor = (rule: AccessRule): readonly Role[] => (variesBySpace(rule) ? ROLES : COMMUNITY_STANDINGS);
