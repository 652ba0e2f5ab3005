/**
 * Member use cases: creating accounts (by an administrator or by registration), changing role and
 * status, profiles and last activity. Handlers call these; storage is behind the data stores.
 */
import { randomUUID } from 'node:crypto';
import { digestSecret, generateAppPassword, hashPassword, normalizeAppPassword } from '#platform/auth/secrets.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { forgetCredentials, noteLastSeen } from '#platform/auth/credential-cache.ts';
import { appPasswordPut, getLoginAccount, newLoginPut } from '#features/members/account-store.ts';
import { accountChange, PROFILE_ITEM_INDEX, requireProfile } from '#features/members/account-change.ts';
import { claimUnique, nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { changedMemberItems, getProfile, lastSeenItems, newMemberItems } from '#features/members/member-store.ts';
import { readStoredSettings } from '#features/settings/settings-store.ts';
import {
  EmailTakenError,
  RegistrationDisabledError,
  UsernameTakenError,
  assertOutranksInCommunity,
} from '#features/members/accounts.ts';
import type { AccountStatus, Role } from '#platform/core/roles.ts';
import type { AppPasswordRecord } from '#platform/data/login-store.ts';
import {
  ADMIN_ONLY_PROFILE_FIELDS,
  MemberNotFoundError,
  applyProfileEdit,
  disabledSocialLinks,
  type ResolvedProfileEdit,
  newProfile,
  toMemberRow,
  toProfileView,
  toXprofile,
  type MemberProfile,
  type ProfileEdit,
} from '#features/members/members.ts';
import { effectiveValue } from '#features/settings/settings.ts';
import { imageChanges, imageMediaIds, mediaConflictFrom, releaseUnused, resolveImageFields } from '#features/media/media-attachments.ts';
import { withoutLastActivity } from '#features/settings/site-access.ts';
import { openProfile } from '#features/members/profile-access.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { readCatalogue } from '#features/members/badge-store.ts';
import { BadgeNotFoundError, withBadge } from '#features/members/badges.ts';
import { ApiError, ForbiddenError, InvalidParamError } from '#platform/core/errors.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { emailStatusOf } from '#features/members/email-status-service.ts';
import { mailJobPut } from '#features/mail/mail-job-store.ts';
import type { MailJob } from '#features/mail/mail-jobs.ts';
import { emailVerificationJob, registrationPendingJob } from '#features/members/account-mail-jobs.ts';
import { log, errorField } from '#platform/core/log.ts';

export interface NewMemberInput {
  username: string;
  email: string;
  display_name?: string | undefined;
  role: Role;
  status: AccountStatus;
  password?: string | undefined;
}

export interface CreatedMember {
  profile: MemberProfile;
  /** Present when the account was created without a password: shown once. */
  appPassword?: { uuid: string; secret: string };
}

export interface NewMemberOptions {
  issueAppPassword: boolean;
  /** A self-registration under require_email_verification: the email awaits verification (docs/identity.md "Account mail"). */
  emailUnverified?: boolean;
  /** Mail jobs written in the same transaction (the verification link, the administrator's notice). */
  mail?: (profile: MemberProfile) => MailJob[];
}

/**
 * Creates the login, profile, directory entries and counters in one transaction, with the
 * user.registered event; usernames and emails are unique case-insensitively.
 */
export async function createMember(input: NewMemberInput, actorId: number | null, options: NewMemberOptions): Promise<CreatedMember> {
  const write = await newMemberWrite(input, actorId, options);
  await transact(write.items, write.onCancel);
  return write.created;
}

/**
 * A new account's writes, for createMember or a transaction that does more at once (accepting an
 * invitation creates the account and its membership together): its first items are the login and
 * the email marker, so `onCancel` names a taken username or email by their index.
 */
export async function newMemberWrite(
  input: NewMemberInput,
  actorId: number | null,
  options: NewMemberOptions,
): Promise<{ created: CreatedMember; items: TransactItem[]; onCancel: (failed: number[]) => void }> {
  const userId = await nextId('user');
  const now = new Date();
  const at = now.toISOString();
  const profile = newProfile(input, userId, at);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const app = options.issueAppPassword && !input.password ? newAppPassword('Created with account', at) : undefined;
  return {
    created: { profile, ...(app ? { appPassword: { uuid: app.record.uuid, secret: app.secret } } : {}) },
    items: [
      newLoginPut({
        user_id: userId,
        username: input.username,
        role: input.role,
        status: input.status,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        ...(options.emailUnverified ? { email_unverified: true } : {}),
        last_seen_at: null,
      }),
      claimUnique('email', input.email, { user_id: userId }),
      ...newMemberItems(profile),
      ...(app ? [appPasswordPut(input.username, app.record)] : []),
      outboxPut({ name: 'user.registered', actorId: actorId ?? userId, data: toMemberRow(profile, { includeEmail: false }) }, now),
      ...(options.mail?.(profile) ?? []).map((job) => mailJobPut(job, now)),
    ],
    onCancel: (failed) => {
      if (failed.includes(0)) throw new UsernameTakenError(input.username);
      if (failed.includes(1)) throw new EmailTakenError();
    },
  };
}

export function newAppPassword(name: string, createdAt: string): { record: AppPasswordRecord; secret: string } {
  const secret = generateAppPassword();
  return { secret, record: { uuid: randomUUID(), name, digest: digestSecret(normalizeAppPassword(secret)), created_at: createdAt, last_used_at: null } };
}

/**
 * Self-registration, when the community allows it, with the configured role and approval. Under
 * require_email_verification the account's email awaits verification and its link is mailed; an
 * account awaiting approval is announced to admin_email when one is set (docs/identity.md "Account mail").
 */
export async function registerMember(input: { username: string; email: string; password: string; display_name?: string | undefined }): Promise<{ profile: MemberProfile; emailUnverified: boolean }> {
  const settings = await readStoredSettings({ consistent: true });
  if (effectiveValue('allow_registration', settings) !== true) throw new RegistrationDisabledError();
  const role = effectiveValue('default_role', settings) as Role;
  const status: AccountStatus = effectiveValue('approval_required', settings) === true ? 'pending' : 'active';
  const emailUnverified = effectiveValue('require_email_verification', settings) === true;
  const adminEmail = String(effectiveValue('admin_email', settings) ?? '');
  const mail = (p: MemberProfile): MailJob[] => [
    ...(emailUnverified ? [emailVerificationJob(p.user_id)] : []),
    ...(status === 'pending' && adminEmail !== '' ? [registrationPendingJob(adminEmail, p.user_id)] : []),
  ];
  const { profile } = await createMember({ ...input, role, status }, null, { issueAppPassword: false, emailUnverified, mail });
  return { profile, emailUnverified };
}

/**
 * An administrator changes a member's role and/or status (account-change.ts); authentication sees
 * it at once in this container, elsewhere within config.CREDENTIAL_CACHE_SECONDS.
 */
export async function updateMemberAccount(userId: number, changes: { role?: Role | undefined; status?: AccountStatus | undefined }, actor: Caller, outranked?: () => ApiError): Promise<MemberProfile> {
  const { profile, items } = await accountChange(userId, changes, actor, outranked);
  if (items.length === 0) return profile;
  await transact(items, (failed) => profileConflict(failed.map((i) => i - PROFILE_ITEM_INDEX)));
  forgetCredentials(profile.username);
  return profile;
}

/**
 * The profile a caller may see: profiles as privacy's profile_page_visibility says (the owner
 * always), inactive ones only to moderators, the owner and administrators; last activity as
 * show_last_activity says.
 */
export async function viewProfile(username: string, caller: Caller | null) {
  const { profile, rules, own } = await openProfile(username, caller);
  const view = toProfileView(profile, { includeEmail: own || isAdmin(caller), providers: rules.profileLinkProviders });
  // Administrators see whether mail reaches the address (docs/email.md): one GetItem, theirs only.
  if (isAdmin(caller)) return { ...view, email_status: await emailStatusOf(profile.email) };
  return own || rules.privacy.showLastActivity ? view : withoutLastActivity(view);
}

export async function viewOwnProfile(caller: Caller) {
  const [profile, rules] = await Promise.all([requireProfile(caller.userId), siteRules()]);
  return toProfileView(profile, { includeEmail: true, providers: rules.profileLinkProviders });
}

/** A profile write whose revision condition (its first item) failed: another change won the race. */
function profileConflict(failed: number[]): void {
  if (failed.includes(0)) throw new ApiError(409, 'conflict', 'The profile was changed at the same time; try again.');
}

/**
 * The owner or an administrator edits a profile; a real change emits user.profile_updated. A
 * social link of a provider not enabled is refused (400 naming the field as sent, `social_links.<provider>`).
 */
export async function editProfile(username: string, edit: ProfileEdit & { socialLinkPaths?: Record<string, string> }, caller: Caller) {
  const { profileLinkProviders: providers } = await siteRules();
  const disabled = disabledSocialLinks(edit, providers);
  if (disabled.length > 0) {
    throw new InvalidParamError(disabled.map((p) => ({ path: edit.socialLinkPaths?.[p] ?? `social_links.${p}`, message: 'is not an enabled profile link provider' })));
  }
  const login = await getLoginAccount(username);
  if (!login) throw new MemberNotFoundError();
  if (login.user_id !== caller.userId && !isAdmin(caller)) throw new ForbiddenError('You may only edit your own profile.');
  if (!isAdmin(caller) && ADMIN_ONLY_PROFILE_FIELDS.some((f) => edit[f] !== undefined)) {
    throw new ForbiddenError(`Only administrators may change ${ADMIN_ONLY_PROFILE_FIELDS.join(' and ')}.`);
  }
  const before = await requireProfile(login.user_id);
  // An administrator edits others' profiles only below their own rank (not another administrator's).
  if (login.user_id !== caller.userId) assertOutranksInCommunity(caller, before);
  const now = new Date();
  // Pictures that name uploads are the member's own (the caller's: an administrator sets theirs).
  const owner = { source: 'profile', id: before.user_id } as const;
  const pictures = { avatar: edit.avatar, cover_photo: edit.cover_photo };
  const resolved = pictures.avatar === undefined && pictures.cover_photo === undefined ? { values: {}, media: [] } : await resolveImageFields(pictures, owner, caller);
  const after = applyProfileEdit(before, { ...edit, ...resolved.values } as ResolvedProfileEdit, now.toISOString());
  if (!after) return toProfileView(before, { includeEmail: true, providers });
  const images = imageChanges([before.avatar, before.meta.cover_photo], [after.avatar, after.meta.cover_photo], resolved.media, owner, now);
  const items = [...changedMemberItems(before, after), outboxPut({ name: 'user.profile_updated', actorId: caller.userId, data: toProfileView(after, { includeEmail: false }) }, now)];
  await transact([...items, ...images.claims], (failed) => {
    profileConflict(failed);
    mediaConflictFrom(items.length)(failed);
  });
  await releaseUnused(images.released, owner, now);
  return toProfileView(after, { includeEmail: true, providers });
}

/**
 * An administrator gives a catalogue badge to a member, or takes one back (docs/badges.md): the
 * profile's badge list changes, nothing else; user.profile_updated as for any profile change.
 * Answers the member's xprofile.
 */
export async function changeMemberBadge(userId: number, slug: string, give: boolean, caller: Caller) {
  // Read consistently: a badge just added in another container is given.
  if (give && !(await readCatalogue()).badges.has(slug)) throw new BadgeNotFoundError();
  const before = await requireProfile(userId);
  const now = new Date();
  const after = applyProfileEdit(before, { badge_slug: withBadge(before.meta.badge_slug ?? [], slug, give) }, now.toISOString());
  if (!after) return toXprofile(before);
  await transact([...changedMemberItems(before, after), outboxPut({ name: 'user.profile_updated', actorId: caller.userId, data: toProfileView(after, { includeEmail: false }) }, now)], profileConflict);
  return toXprofile(after);
}

/** DELETE /media/{id} of a profile's picture: the profile without it, and `items` (the medium's removal), in one write. */
export async function dropProfileMedium(userId: number, mediaId: number, caller: Caller, items: TransactItem[]): Promise<boolean> {
  const before = await getProfile(userId, { consistent: true });
  if (!before) return false;
  const gone = (url: string) => (imageMediaIds([url])[0] === mediaId ? '' : url);
  const after: MemberProfile = { ...before, avatar: gone(before.avatar), meta: { ...before.meta, cover_photo: gone(before.meta.cover_photo) }, updated_at: new Date().toISOString(), rev: before.rev + 1 };
  await transact([...changedMemberItems(before, after), outboxPut({ name: 'user.profile_updated', actorId: caller.userId, data: toProfileView(after, { includeEmail: false }) }, new Date()), ...items], profileConflict);
  return true;
}

const LAST_SEEN_INTERVAL_MS = 60_000;

/** Refreshes the caller's last activity when it is older than a minute (one write, not one per request). */
export async function refreshLastSeen(caller: Caller, now = new Date()): Promise<void> {
  const last = caller.lastSeenAt ? Date.parse(caller.lastSeenAt) : 0;
  if (now.getTime() - last < LAST_SEEN_INTERVAL_MS) return;
  try {
    await transact(lastSeenItems({ user_id: caller.userId, username: caller.username }, now.toISOString()));
    noteLastSeen(caller.username, now.toISOString());
  } catch (error) {
    // Last activity is advisory: a failure here must not fail the request it rides on.
    log.warn('last_seen refresh failed', { user_id: caller.userId, error: errorField(error) });
  }
}
