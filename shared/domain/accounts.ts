/** Accounts: roles, statuses and the rules on them. No AWS imports here. */
import { ApiError } from '#shared/core/errors.ts';

export const ROLES = ['admin', 'moderator', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'pending', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** What authentication needs about an account; kept on the login record. */
export interface LoginAccount {
  user_id: number;
  username: string;
  role: Role;
  status: AccountStatus;
  /** scrypt digest of a user-chosen password, when the account has one. */
  password_hash?: string;
  /** Last authenticated request, refreshed at most once a minute. */
  last_seen_at?: string | null;
}

export interface AppPasswordRecord {
  uuid: string;
  name: string;
  digest: string;
  created_at: string;
  last_used_at?: string | null;
}

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
