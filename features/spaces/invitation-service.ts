/**
 * Invitation use cases (docs/invitations.md): a space's managers invite by email or create a link;
 * list, revoke and resend; anyone holding a token reads what it invites to and accepts it, as the
 * member they are signed in as or with a new account, joining the space in the same transaction.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { ForbiddenError, InvalidParamError, type FieldIssue } from '#platform/core/errors.ts';
import { decodeCursor, encodeCursor } from '#platform/core/paging.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { keys } from '#platform/data/keys.ts';
import { nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { takeSlot } from '#platform/data/window-counter-store.ts';
import type { MailJob } from '#features/mail/mail-jobs.ts';
import { mailJobPut } from '#features/mail/mail-job-store.ts';
import { getProfile } from '#features/members/member-store.ts';
import { newMemberWrite } from '#features/members/member-service.ts';
import { emailVerificationJob } from '#features/members/account-mail-jobs.ts';
import type { MemberProfile } from '#features/members/members.ts';
import { effectiveValue } from '#features/settings/settings.ts';
import { readStoredSettings } from '#features/settings/settings-store.ts';
import { isSpaceManager, spaceVisibility } from '#features/spaces/space-access.ts';
import { getMembership } from '#features/spaces/space-member-store.ts';
import { invitedJoinItems } from '#features/spaces/space-membership-service.ts';
import { loadSpace } from '#features/spaces/space-service.ts';
import { getSpace } from '#features/spaces/space-store.ts';
import { SpaceNotFoundError, type SpaceRecord } from '#features/spaces/spaces.ts';
import {
  deleteInvitation,
  getInvitation,
  invitationListIndex,
  invitationPut,
  invitationUse,
  listInvitations,
  resendUpdate,
} from '#features/spaces/invitation-store.ts';
import {
  emailExpiry,
  INVITATION_MAIL_KIND,
  InvitationNotFoundError,
  InvitationNotResendableError,
  invitationLink,
  invitationState,
  invitationView,
  linkExpiry,
  newInvitationToken,
  parseInvitationToken,
  INVITE_MAIL_LIMIT,
  RESEND_LIMIT,
  RESEND_WINDOW_SECONDS,
  SpaceNotInvitableError,
  tokenMatches,
  unusableError,
  type InvitationRecord,
} from '#features/spaces/invitations.ts';
import { digestSecret } from '#platform/auth/secrets.ts';

/**
 * The space an invitation is made in or managed from: hidden or unknown -> 404, not one of its
 * managers (space admins and moderators, community moderators and administrators) -> 403.
 */
async function loadManaged(spaceId: number, caller: Caller): Promise<SpaceRecord> {
  const { space, membership } = await loadSpace({ id: spaceId }, caller, { consistent: true });
  if (spaceVisibility(space, caller, membership) === 'hidden') throw new SpaceNotFoundError();
  if (!isSpaceManager(caller, membership)) throw new ForbiddenError('Only the managers of this space may invite to it and manage its invitations.');
  return space;
}

function assertInvitable(space: SpaceRecord): void {
  if (space.type === 'course') throw new SpaceNotInvitableError('A course is joined by enrolling: its administrators enroll students instead.');
}

/** One mail per send: its job id names the send, so a send is mailed at most once. */
const invitationJob = (inv: InvitationRecord): MailJob => ({
  job_id: `invitation:${inv.id}:${inv.send_seq}`,
  kind: INVITATION_MAIL_KIND,
  to_address: inv.email ?? '',
  data: { invitation_id: inv.id, send_seq: inv.send_seq },
});

function newRecord(fields: Pick<InvitationRecord, 'type' | 'space_id' | 'email' | 'invitee_name' | 'title' | 'limit' | 'expires_at'>, id: number, caller: Caller, at: string): InvitationRecord {
  return { ...fields, id, status: 'pending', uses: 0, created_by: caller.userId, created_at: at, updated_at: at, accepted_by: null, accepted_at: null, token_digest: null, send_seq: 1, token_at: null };
}

/** An emailed invitation: the record and its mail job in one transaction (the mail makes the token). */
export async function inviteByEmail(input: { email: string; space_id: number; invitee_name?: string | undefined }, caller: Caller) {
  const space = await loadManaged(input.space_id, caller);
  assertInvitable(space);
  const now = new Date();
  await takeSlot((window) => ({ key: keys.invitationMailRate(caller.userId, window), entity: 'invitation_mail_rate', attribute: 'invitations' }), { max: INVITE_MAIL_LIMIT, windowSeconds: RESEND_WINDOW_SECONDS }, now);
  const inv = newRecord(
    { type: 'email', space_id: space.id, email: input.email.toLowerCase(), invitee_name: input.invitee_name ?? null, title: null, limit: 1, expires_at: emailExpiry(now) },
    await nextId('invitation'),
    caller,
    now.toISOString(),
  );
  await transact([invitationPut(inv), mailJobPut(invitationJob(inv), now)]);
  return invitationView(inv, now);
}

/** An invitation link: its token is made here and answered once, with the link. */
export async function createInvitationLink(input: { title: string; space_id: number; limit?: number | undefined; expire_date?: string | undefined }, caller: Caller) {
  const now = new Date();
  const expiresAt = linkExpiry(input.expire_date, now);
  if (expiresAt === null) throw new InvalidParamError([{ path: 'expire_date', message: 'must be in the future' }]);
  const space = await loadManaged(input.space_id, caller);
  assertInvitable(space);
  const id = await nextId('invitation');
  const { token, digest } = newInvitationToken(id);
  const at = now.toISOString();
  const inv: InvitationRecord = {
    ...newRecord({ type: 'link', space_id: space.id, email: null, invitee_name: null, title: input.title, limit: input.limit ?? 0, expires_at: expiresAt }, id, caller, at),
    token_digest: digest,
    token_at: at,
  };
  await transact([invitationPut(inv)]);
  return { ...invitationView(inv, now), token, link: invitationLink(token) };
}

export async function listInvitationsFor(q: { space_id: number; status: 'pending' | 'all'; per_page: number; cursor?: string | undefined }, caller: Caller) {
  const space = await loadManaged(q.space_id, caller);
  const startKey = q.cursor ? decodeCursor(q.cursor, invitationListIndex(space.id, q.status)) : undefined;
  const now = new Date();
  const page = await listInvitations(space.id, q.status, q.per_page, now, startKey);
  return {
    invitations: { data: page.invitations.map((inv) => invitationView(inv, now)), per_page: q.per_page, next_cursor: encodeCursor(page.lastKey) },
    // Whoever is answered manages the space (others are refused 403).
    is_mod: true,
  };
}

/** An invitation managed by the caller (its space's managers): 404 when there is none. */
async function loadOwnInvitation(id: number, caller: Caller): Promise<InvitationRecord> {
  const inv = await getInvitation(id, { consistent: true });
  if (!inv) throw new InvitationNotFoundError();
  await loadManaged(inv.space_id, caller);
  return inv;
}

/** Revokes: the invitation is deleted, so neither kind of token works from now on. */
export async function revokeInvitation(id: number, caller: Caller): Promise<void> {
  await loadOwnInvitation(id, caller);
  if (!(await deleteInvitation(id))) throw new InvitationNotFoundError();
}

/**
 * Mails an emailed invitation again with a new token (the old one stops working at once) and a
 * renewed expiry; at most RESEND_LIMIT resends an hour per invitation.
 */
export async function resendInvitation(id: number, caller: Caller) {
  const inv = await loadOwnInvitation(id, caller);
  if (inv.type !== 'email') throw new InvitationNotResendableError('An invitation link is not mailed: share its link, or revoke it and create another.');
  if (inv.status === 'accepted') throw new InvitationNotResendableError('This invitation has been accepted.');
  const now = new Date();
  await takeSlot((window) => ({ key: keys.invitationResendRate(id, window), entity: 'invitation_resend_rate', attribute: 'resends' }), { max: RESEND_LIMIT, windowSeconds: RESEND_WINDOW_SECONDS }, now);
  const at = now.toISOString();
  const next: InvitationRecord = { ...inv, send_seq: inv.send_seq + 1, expires_at: emailExpiry(now), updated_at: at, token_digest: null, token_at: null };
  try {
    await transact([resendUpdate(inv, next.expires_at, at), mailJobPut(invitationJob(next), now)], () => {
      throw new LostRace();
    });
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    // Revoked, accepted or resent by someone else meanwhile: answer what is there now.
    const current = await getInvitation(id, { consistent: true });
    if (!current) throw new InvitationNotFoundError();
    if (current.status === 'accepted') throw new InvitationNotResendableError('This invitation has been accepted.');
    return invitationView(current, now);
  }
  return invitationView(next, now);
}

class LostRace extends Error {}

/** The invitation a token names, when the token is its current one (else 404, alike for every reason). */
async function invitationOfToken(token: string): Promise<{ inv: InvitationRecord; secret: string }> {
  const { id, secret } = parseInvitationToken(token);
  const inv = await getInvitation(id, { consistent: true });
  if (!inv || !tokenMatches(inv, secret)) throw new InvitationNotFoundError();
  return { inv, secret };
}

/** What a token invites to, for its holder (no sign-in needed): the space's card, who invited, the state. */
export async function viewInvitation(token: string) {
  const { inv } = await invitationOfToken(token);
  const [space, inviter] = await Promise.all([getSpace(inv.space_id), getProfile(inv.created_by)]);
  if (!space) throw new InvitationNotFoundError();
  return {
    id: inv.id,
    type: inv.type,
    status: invitationState(inv, new Date()),
    email: inv.email,
    invitee_name: inv.invitee_name,
    title: inv.title,
    expire_date: invitationView(inv, new Date()).expire_date,
    space: { id: space.id, title: space.title, slug: space.slug, description: space.description, privacy: space.privacy, logo: space.logo, cover_photo: space.cover_photo },
    invited_by: inviter ? { username: inviter.username, display_name: inviter.display_name } : null,
  };
}

/** A visitor's new account (the registration's fields and password policy). */
export interface AcceptBody {
  username?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  display_name?: string | undefined;
}

export interface AcceptAnswer {
  message: string;
  account_created: boolean;
  membership: { space_id: number; user_id: number; role: string; status: string; joined_at: string | null };
  space: { id: number; slug: string; title: string };
  user: { user_id: number; username: string };
}

/** The invitation was still usable when an accept failed: the membership (or the space) changed meanwhile. */
class MembershipChanged extends Error {}

class AcceptConflict extends Error {
  constructor(readonly failed: number[]) {
    super('invitation accept lost a race');
  }
}

/**
 * Accepts: the signed-in caller joins the space, or a visitor creates an account (an emailed
 * invitation's account takes the invited address) and joins, in one transaction with the use of the
 * invitation, which fails if another accept took the last use meanwhile (410 invitation_used).
 */
export async function acceptInvitation(token: string, caller: Caller | null, body: AcceptBody, retried = false): Promise<AcceptAnswer> {
  const { inv, secret } = await invitationOfToken(token);
  const now = new Date();
  const unusable = unusableError(inv, now);
  if (unusable) throw unusable;
  const space = await getSpace(inv.space_id, { consistent: true });
  if (!space) throw new InvitationNotFoundError();
  const digest = digestSecret(secret);

  if (caller) {
    const given = (['username', 'email', 'password', 'display_name'] as const).filter((f) => body[f] !== undefined);
    if (given.length > 0) throw new InvalidParamError(given.map((path) => ({ path, message: 'is not taken while signed in: the invitation is accepted by the signed-in account' })));
    const existing = await getMembership(space.id, caller.userId, { consistent: true });
    const join = invitedJoinItems(space.id, caller.userId, existing);
    // An active member joins nothing: an emailed invitation is used up all the same, a link's uses stay.
    const use = invitationUse(inv, digest, caller.userId, now);
    const items = join ? [use, ...join.items] : inv.type === 'email' ? [use] : [];
    try {
      await commitAccept(items, inv, secret, []);
    } catch (error) {
      // Their membership changed meanwhile (a second accept of theirs at once): once more, as it is now.
      if (error instanceof MembershipChanged && !retried) return acceptInvitation(token, caller, body, true);
      throw error instanceof MembershipChanged ? new InvitationNotFoundError() : error;
    }
    const membership = join?.membership ?? existing;
    return {
      message: join ? `You joined ${space.title}.` : `You are already a member of ${space.title}.`,
      account_created: false,
      membership: membershipOf(membership ?? null, space.id, caller.userId),
      space: { id: space.id, slug: space.slug, title: space.title },
      user: { user_id: caller.userId, username: caller.username },
    };
  }

  const email = accountEmail(inv, body);
  const missing: FieldIssue[] = [
    ...(body.username === undefined ? [{ path: 'username', message: 'is required to create an account' }] : []),
    ...(body.password === undefined ? [{ path: 'password', message: 'is required to create an account' }] : []),
  ];
  if (missing.length > 0) throw new InvalidParamError(missing);
  // A link's visitor names an address nobody confirmed: under require_email_verification it is verified like a registration's.
  const emailUnverified = inv.type === 'link' && effectiveValue('require_email_verification', await readStoredSettings({ consistent: true })) === true;
  const write = await newMemberWrite(
    { username: body.username ?? '', email, password: body.password, display_name: body.display_name ?? inv.invitee_name ?? undefined, role: 'member', status: 'active' },
    null,
    { issueAppPassword: false, ...(emailUnverified ? { emailUnverified, mail: (p: MemberProfile) => [emailVerificationJob(p.user_id)] } : {}) },
  );
  const userId = write.created.profile.user_id;
  const join = invitedJoinItems(space.id, userId, null);
  const items = [...write.items, invitationUse(inv, digest, userId, now), ...(join?.items ?? [])];
  try {
    await commitAccept(items, inv, secret, [write.onCancel]);
  } catch (error) {
    // The new account's membership cannot exist: the space went away meanwhile, and its invitations with it.
    throw error instanceof MembershipChanged ? new InvitationNotFoundError() : error;
  }
  return {
    message: `Your account was created and you joined ${space.title}. Sign in with your username and password.`,
    account_created: true,
    membership: membershipOf(join?.membership ?? null, space.id, userId),
    space: { id: space.id, slug: space.slug, title: space.title },
    user: { user_id: userId, username: write.created.profile.username },
  };
}

/** The new account's address: an emailed invitation's own (taken as verified); a link's visitor names theirs. */
function accountEmail(inv: InvitationRecord, body: AcceptBody): string {
  if (inv.type === 'email' && inv.email) {
    if (body.email !== undefined && body.email.toLowerCase() !== inv.email) {
      throw new InvalidParamError([{ path: 'email', message: 'must be the invited address (or left out): this invitation was sent to another address' }]);
    }
    return inv.email;
  }
  if (body.email === undefined) throw new InvalidParamError([{ path: 'email', message: 'is required to create an account' }]);
  return body.email;
}

function membershipOf(m: { space_id: number; user_id: number; role: string; status: string; joined_at: string } | null, spaceId: number, userId: number): AcceptAnswer['membership'] {
  return m ? { space_id: m.space_id, user_id: m.user_id, role: m.role, status: m.status, joined_at: toSqlDateTime(m.joined_at) } : { space_id: spaceId, user_id: userId, role: 'member', status: 'active', joined_at: null };
}

/**
 * Writes an accept; when a condition fails, says why as the caller would have been told coming
 * second: a taken username or email (the account's own explanations), else the invitation's state
 * now (used, expired, revoked: of two accepts racing for the last use, the second gets 410
 * invitation_used), else MembershipChanged.
 */
async function commitAccept(items: TransactItem[], inv: InvitationRecord, secret: string, explain: Array<(failed: number[]) => void>): Promise<void> {
  if (items.length === 0) return;
  try {
    await transact(items, (failed) => {
      for (const e of explain) e(failed);
      throw new AcceptConflict(failed);
    });
  } catch (error) {
    if (!(error instanceof AcceptConflict)) throw error;
    const current = await getInvitation(inv.id, { consistent: true });
    if (!current || !tokenMatches(current, secret)) throw new InvitationNotFoundError();
    const unusable = unusableError(current, new Date());
    if (unusable) throw unusable;
    throw new MembershipChanged();
  }
}
