/**
 * The access table's vocabulary (docs/access.md). Every route declares, next to its handler, who
 * may call it (`access`), which resource's visibility it inherits and what the caller needs in
 * that resource (`inherits`), and whether it acts on a member below the caller (`target`). The
 * domain enforces these rules; the declaration states them once so a generated test can check
 * every route against them (test/api/platform/access-table.test.ts).
 */
import { ACCESS_LEVELS, type AccessLevel } from '#platform/auth/access.ts';

/**
 * The resource a route addresses (by path or filter), whose space decides who may see it:
 * - space: a space in the path (hidden -> 404);
 * - space-filter: a space given as a list filter (`space_id`), answered as the space's members list;
 *   with `manage`, a space named in the body or the space of a record in the path (an invitation);
 * - member-of-space: a member of a space in the path (the space's rule, then the target's rank);
 * - feed, comment: a post (or its comment), visible as its space is (a hidden post is 404);
 * - member: a community member in the path (their profile or account);
 * - course: a course in the path (a space of type course, docs/courses.md): drafts and archived
 *   courses are known to its administrators only, secret ones to its members; `administer` there
 *   means a course administrator (its instructor, a space admin of it, a community administrator),
 *   `membership` an enrolled student (others 403 not_enrolled), `join` enrolment (a private
 *   course only by its administrators, never the banned).
 */
export const RESOURCES = ['space', 'space-filter', 'member-of-space', 'feed', 'comment', 'member', 'course'] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * What the caller needs in the resource (beyond the access level):
 * - nothing: seeing the resource is enough (a member's profile);
 * - see: the space is not hidden (a private space's card counts);
 * - read: the space (or post) in full: active members and managers of a private space;
 * - take-part: read, and not banned from the space (comment, like; features/spaces/space-access.ts mayTakePart);
 * - list-members: read, and the space lists its members to the caller (members_page_status);
 * - join: see, and not banned; - membership: a membership of one's own (leave);
 * - post: an active member allowed to post, or a manager;
 * - manage: a space manager (space admin or moderator, community moderator or administrator);
 * - administer: a space admin or a community administrator (for a member: an administrator);
 * - author: the post's or comment's author, or a community administrator;
 * - author-or-manage: the author or a manager of the space.
 */
export const NEEDS = ['nothing', 'see', 'read', 'take-part', 'list-members', 'join', 'membership', 'post', 'manage', 'administer', 'author', 'author-or-manage'] as const;
export type Need = (typeof NEEDS)[number];

/** below-caller: the target member's rank must be below the caller's (features/spaces/space-access.ts). */
export const TARGETS = ['none', 'below-caller'] as const;
export type Target = (typeof TARGETS)[number];

export interface ResourceRule {
  resource: Resource;
  needs: Need;
  target: Target;
}

/** `none`: the route addresses no shared resource (the caller's own records, or admin-only data). */
export type Inherits = 'none' | ResourceRule;

export interface AccessRule {
  access: AccessLevel;
  inherits: Inherits;
  /** The route creates credentials or grants privileges: a token may not call it (platform/auth/access.ts assertSecretPresented). */
  requiresSecret?: boolean;
}

/** Shorthands for the declarations in features/<feature>/routes.ts. */
export const inSpace = (needs: Need): ResourceRule => ({ resource: 'space', needs, target: 'none' });
export const onPost = (needs: Need): ResourceRule => ({ resource: 'feed', needs, target: 'none' });
export const onComment = (needs: Need): ResourceRule => ({ resource: 'comment', needs, target: 'none' });
/** A community member in the path; `administer` there means a community administrator (or the member themself, for their own records). */
export const onMember = (needs: Need, target: Target): ResourceRule => ({ resource: 'member', needs, target });
/** A `space_id` filter answered as the space's members list (GET /members, GET /spaces/users/search). */
export const spaceFilter: ResourceRule = { resource: 'space-filter', needs: 'list-members', target: 'none' };
/** A course in the path (docs/courses.md): `see` it, or `administer` it. */
export const onCourse = (needs: Need): ResourceRule => ({ resource: 'course', needs, target: 'none' });
export const onSpaceMember: ResourceRule = { resource: 'member-of-space', needs: 'manage', target: 'below-caller' };

/** Why a declaration is malformed, or null (the route table's unit test and the pipeline check every route). */
export function ruleProblem(rule: Partial<AccessRule> | undefined): string | null {
  if (!rule || !ACCESS_LEVELS.includes(rule.access as AccessLevel)) return 'no access level';
  const inherits = rule.inherits;
  if (inherits === 'none') return null;
  if (!inherits || typeof inherits !== 'object') return 'no inherits declaration';
  if (!RESOURCES.includes(inherits.resource)) return `unknown resource ${String(inherits.resource)}`;
  if (!NEEDS.includes(inherits.needs)) return `unknown need ${String(inherits.needs)}`;
  if (!TARGETS.includes(inherits.target)) return `unknown target ${String(inherits.target)}`;
  if (inherits.target === 'below-caller' && !['member-of-space', 'member'].includes(inherits.resource)) return 'below-caller needs a member resource';
  return null;
}
