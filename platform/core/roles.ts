/**
 * An account's community role and status: what authentication reads from the login record (the
 * Caller, platform/auth/authenticate.ts), what access rules compare, what members' answers show.
 * In the core so the platform's authentication and every feature read the one definition.
 */
export const ROLES = ['admin', 'moderator', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'pending', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
