/**
 * Accounts: the username rule and the errors of account changes (roles and statuses are the core's,
 * core/roles.ts; the login record is authentication's, data/login-store.ts). No AWS imports here.
 */
import { ApiError, ForbiddenError } from '#platform/core/errors.ts';
import type { Role } from '#platform/core/roles.ts';

/**
 * The community roles' ranks when one member acts on another; space-access.ts rankOf places the
 * space roles below them (community administrator > community moderator > space admin > space
 * moderator > member).
 */
export const COMMUNITY_RANK: Record<Role, number> = { admin: 4, moderator: 3, member: 0 };

/** Nobody acts on a member whose rank is equal to or above their own. */
export function assertRankAbove(actorRank: number, targetRank: number): void {
  if (actorRank <= targetRank) throw new ForbiddenError('You may not act on a member whose role is equal to or above your own.');
}

/** Whether the actor's community role is above the target's. */
export const outranksInCommunity = (actor: { role: Role }, target: { role: Role }): boolean => COMMUNITY_RANK[actor.role] > COMMUNITY_RANK[target.role];

/** PATCH /members/{user_id} on a member of equal or higher rank (the original's "cannot change another admin"). */
export class CannotChangeMemberError extends ApiError {
  constructor() {
    super(403, 'cannot_change_member', "You may not change the status of a member whose role is equal to or above your own; remove them from the moderators first.");
  }
}

/** A community-wide action (a role, a status, a profile edit): by community role alone. */
export const assertOutranksInCommunity = (actor: { role: Role }, target: { role: Role }): void =>
  assertRankAbove(COMMUNITY_RANK[actor.role], COMMUNITY_RANK[target.role]);

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,60}$/;

export class UsernameTakenError extends ApiError {
  constructor(username: string) {
    super(400, 'username_exists', `The username ${username} is already taken.`, { data: { field: 'username' } });
  }
}

export class CannotModifySelfError extends ApiError {
  constructor() {
    super(400, 'cannot_modify_self', 'Administrators cannot change their own role or status.');
  }
}

export class RegistrationDisabledError extends ApiError {
  constructor() {
    super(403, 'registration_disabled', 'Registration is not open on this community.');
  }
}

export class TooManyAppPasswordsError extends ApiError {
  constructor(max: number) {
    super(400, 'too_many_app_passwords', `An account can have at most ${max} application passwords.`, { data: { max } });
  }
}

export class EmailTakenError extends ApiError {
  constructor() {
    super(400, 'email_exists', 'An account with this email already exists.', { data: { field: 'email' } });
  }
}
