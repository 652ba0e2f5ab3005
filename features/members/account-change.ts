/**
 * Changing an account's community role and status (docs/members.md): the rank rule and the writes,
 * for PUT /members/{id} (member-service.ts) and for a moderator suspending a reported author
 * (features/moderation/report-service.ts), which adds its own items to the same transaction.
 * Kept apart from member-service.ts so the feeds function does not bundle account creation.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import type { AccountStatus, Role } from '#platform/core/roles.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { ApiError } from '#platform/core/errors.ts';
import { loginRoleStatusUpdate } from '#features/members/account-store.ts';
import { changedMemberItems, getProfile } from '#features/members/member-store.ts';
import { CannotModifySelfError, assertOutranksInCommunity, outranksInCommunity } from '#features/members/accounts.ts';
import { MemberNotFoundError, type MemberProfile } from '#features/members/members.ts';

/** Reads a profile consistently or fails with member_not_found. */
export async function requireProfile(userId: number): Promise<MemberProfile> {
  const profile = await getProfile(userId, { consistent: true });
  if (!profile) throw new MemberNotFoundError();
  return profile;
}

/**
 * The account after the change and the items that write it (none when nothing changes): the
 * login's role and status, then the profile guarded by its revision (item 1: a conflict).
 * Nobody changes their own account or one of equal or higher rank (refused with `outranked` when
 * given: the original's member status change names its own refusal).
 */
export async function accountChange(userId: number, changes: { role?: Role | undefined; status?: AccountStatus | undefined }, actor: Caller, outranked?: () => ApiError) {
  if (userId === actor.userId) throw new CannotModifySelfError();
  const before = await requireProfile(userId);
  if (outranked && !outranksInCommunity(actor, before)) throw outranked();
  assertOutranksInCommunity(actor, before);
  const role = changes.role ?? before.role;
  const status = changes.status ?? before.status;
  if (role === before.role && status === before.status) return { profile: before, items: [] as TransactItem[] };
  const updated: MemberProfile = { ...before, role, status, updated_at: new Date().toISOString(), rev: before.rev + 1 };
  return { profile: updated, items: [loginRoleStatusUpdate(before.username, { role, status }), ...changedMemberItems(before, updated)] };
}

/** The index of the profile's guarded write in accountChange's items. */
export const PROFILE_ITEM_INDEX = 1;
