/**
 * Space membership use cases, following the spec's state machine and nothing else:
 * (none) -join-> active (public) | pending (private), unless a membership or payment lockscreen
 * keeps self-service out (spaces.ts assertSelfServiceOpen); (none) -add-> active | pending;
 * pending -approve-> active; active -ban-> banned; banned -unban-> active;
 * active | pending -leave-> (none); any -remove-> (none).
 * Each transition is one conditional transaction with the space's counters and its event.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { keys } from '#platform/data/keys.ts';
import { getProfile, toProfile } from '#features/members/member-store.ts';
import { started } from '#platform/core/started.ts';
import { emptyFilter, searchIds, whereEquals } from '#platform/data/search-index.ts';
import {
  countSpaceMembers,
  getMembership,
  listSpaceMembers,
  membershipChange,
  membershipCreate,
  membershipDelete,
  toMembership,
  STUDENT_ROLE,
  type MembershipRecord,
  type SpaceMemberStatus,
  type SpaceRole,
} from '#features/spaces/space-member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { resolveSlug } from '#features/spaces/space-store.ts';
import { transact, type TransactItem } from '#platform/data/transactions.ts';
import { MemberNotFoundError, searchWords, toXprofile } from '#features/members/members.ts';
import { assertOutranks, canListMembers, isSpaceAdmin, isSpaceManager, spaceVisibility } from '#features/spaces/space-access.ts';
import { loadSpace, type LoadedSpace, type SpaceRef } from '#features/spaces/space-service.ts';
import { AlreadyMemberError, assertSelfServiceOpen, CannotRemoveSelfError, InvalidTransitionError, SpaceNotFoundError, type SpaceRecord } from '#features/spaces/spaces.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { GSI } from '#platform/data/table.ts';
import { decodeCursor, encodeCursor, pageMeta } from '#platform/core/paging.ts';

export const membershipView = (m: MembershipRecord) => ({
  id: m.user_id,
  space_id: m.space_id,
  user_id: m.user_id,
  role: m.role,
  status: m.status,
  joined_at: toSqlDateTime(m.joined_at),
  updated_at: toSqlDateTime(m.updated_at),
});

const joinedEvent = (m: MembershipRecord, actorId: number) =>
  outboxPut({ name: 'space.member_joined', actorId, spaceId: m.space_id, data: membershipView(m) });
const leftEvent = (m: MembershipRecord, actorId: number, reason: string) =>
  outboxPut({ name: 'space.member_left', actorId, spaceId: m.space_id, data: { ...membershipView(m), reason } });

/** Loads the space for a membership change and makes sure the caller may see it. */
async function loadVisible(ref: SpaceRef, caller: Caller): Promise<LoadedSpace> {
  const loaded = await loadSpace(ref, caller, { consistent: true });
  if (spaceVisibility(loaded.space, caller, loaded.membership) === 'hidden') throw new SpaceNotFoundError();
  return loaded;
}

function assertManager(loaded: LoadedSpace, caller: Caller, grantsAdmin = false): void {
  if (!isSpaceManager(caller, loaded.membership)) throw new ForbiddenError('Only the managers of this space may manage its members.');
  if (grantsAdmin && !isSpaceAdmin(caller, loaded.membership)) throw new ForbiddenError('Only space administrators may make others administrators.');
}

/**
 * A course's students change only through the course's enrolment routes (docs/courses.md), which
 * keep students_count and the progress on the item: the space routes leave them alone.
 */
function assertNotStudent(m: MembershipRecord): void {
  if (m.role === STUDENT_ROLE) throw new ForbiddenError('A course student is managed through the course: unenroll, or remove the student from the course.');
}

/**
 * The target's membership, checked against the rank rule: the caller must outrank the target
 * (their community role and their role in this space).
 */
async function targetBelowCaller(loaded: LoadedSpace, caller: Caller, userId: number): Promise<MembershipRecord> {
  const [membership, profile] = await Promise.all([getMembership(loaded.space.id, userId, { consistent: true }), getProfile(userId)]);
  if (!membership || !profile) throw new MemberNotFoundError();
  assertNotStudent(membership);
  assertOutranks({ role: caller.role, membership: loaded.membership }, { role: profile.role, membership });
  return membership;
}

/** Runs a transition; when its condition fails (a concurrent change), reports what is there now. */
async function commit(items: TransactItem[], spaceId: number, userId: number): Promise<void> {
  await transact(items, (failed) => {
    if (failed.length > 0) throw new StaleMembershipError(spaceId, userId);
  });
}

class StaleMembershipError extends Error {
  constructor(readonly spaceId: number, readonly userId: number) {
    super('membership changed concurrently');
  }
}

/** Maps a lost race to what the caller would have been told had they come second. */
async function explainStale(error: unknown, onMissing: () => Error, onExisting: (m: MembershipRecord) => Error): Promise<never> {
  if (!(error instanceof StaleMembershipError)) throw error;
  const current = await getMembership(error.spaceId, error.userId, { consistent: true });
  throw current ? onExisting(current) : onMissing();
}

const now = () => new Date().toISOString();

export async function joinSpace(ref: SpaceRef, caller: Caller) {
  const { space, membership } = await loadVisible(ref, caller);
  if (membership?.status === 'banned') throw new ForbiddenError('You are banned from this space.');
  if (membership) throw new AlreadyMemberError(membership.status);
  // A course member is a student, with progress and the course's counters and lockscreens: only enrolment makes one.
  if (space.type === 'course') throw new ForbiddenError(`A course is joined by enrolling: POST /courses/${space.id}/enroll.`);
  // A paid or membership space is opened by whoever sells it (a manager, an integration), a request to join included.
  assertSelfServiceOpen(space);
  if (space.privacy === 'private' && !space.settings.can_request_join) throw new ForbiddenError('This space does not take join requests.');
  const at = now();
  const m: MembershipRecord = { space_id: space.id, user_id: caller.userId, role: 'member', status: space.privacy === 'public' ? 'active' : 'pending', joined_at: at, updated_at: at };
  try {
    await commit([...membershipCreate(m), ...(m.status === 'active' ? [joinedEvent(m, caller.userId)] : [])], space.id, caller.userId);
  } catch (error) {
    await explainStale(error, () => new SpaceNotFoundError(), (current) => (current.status === 'banned' ? new ForbiddenError('You are banned from this space.') : new AlreadyMemberError(current.status)));
  }
  return m;
}

/**
 * What makes `userId` an active member through an invitation (docs/invitations.md), with the event
 * joining emits: a new membership, or their pending join request approved. Null when they are an
 * active member already (nothing to write); a ban stands (403). Courses take no invitations.
 */
export function invitedJoinItems(spaceId: number, userId: number, existing: MembershipRecord | null): { membership: MembershipRecord; items: TransactItem[] } | null {
  if (existing?.status === 'active') return null;
  if (existing?.status === 'banned') throw new ForbiddenError('You are banned from this space; an invitation does not lift a ban.');
  const at = now();
  if (existing) {
    const after: MembershipRecord = { ...existing, status: 'active', updated_at: at };
    return { membership: after, items: [...membershipChange(existing, after), joinedEvent(after, userId)] };
  }
  const m: MembershipRecord = { space_id: spaceId, user_id: userId, role: 'member', status: 'active', joined_at: at, updated_at: at };
  return { membership: m, items: [...membershipCreate(m), joinedEvent(m, userId)] };
}

export async function leaveSpace(ref: SpaceRef, caller: Caller): Promise<void> {
  const { space, membership } = await loadVisible(ref, caller);
  if (!membership) throw new MemberNotFoundError();
  if (membership.status === 'banned') throw new ForbiddenError('A ban cannot be left; ask a manager of the space.');
  assertNotStudent(membership);
  try {
    await commit([...membershipDelete(membership), ...(membership.status === 'active' ? [leftEvent(membership, caller.userId, 'left')] : [])], space.id, caller.userId);
  } catch (error) {
    await explainStale(error, () => new MemberNotFoundError(), () => new MemberNotFoundError());
  }
}

export async function addMember(ref: SpaceRef, caller: Caller, input: { user_id: number; role: SpaceRole; status: 'active' | 'pending' }) {
  const loaded = await loadVisible(ref, caller);
  assertManager(loaded, caller, input.role === 'admin');
  if (!(await getProfile(input.user_id))) throw new MemberNotFoundError();
  const existing = await getMembership(loaded.space.id, input.user_id, { consistent: true });
  if (existing) throw new AlreadyMemberError(existing.status);
  const at = now();
  const m: MembershipRecord = { space_id: loaded.space.id, user_id: input.user_id, role: input.role, status: input.status, joined_at: at, updated_at: at };
  try {
    await commit([...membershipCreate(m), ...(m.status === 'active' ? [joinedEvent(m, caller.userId)] : [])], m.space_id, m.user_id);
  } catch (error) {
    await explainStale(error, () => new SpaceNotFoundError(), (current) => new AlreadyMemberError(current.status));
  }
  return m;
}

/** Role changes of active members, and approval of pending ones (status active). */
export async function updateMember(ref: SpaceRef, caller: Caller, userId: number, input: { role: SpaceRole; status?: SpaceMemberStatus | undefined }) {
  const loaded = await loadVisible(ref, caller);
  assertManager(loaded, caller, input.role === 'admin');
  const before = await targetBelowCaller(loaded, caller, userId);
  const target = input.status ?? before.status;
  if (target !== 'active' || before.status === 'banned') throw new InvalidTransitionError(before.status, target);
  const after: MembershipRecord = { ...before, role: input.role, status: 'active', updated_at: now() };
  const approving = before.status === 'pending';
  try {
    await commit([...membershipChange(before, after), ...(approving ? [joinedEvent(after, caller.userId)] : [])], after.space_id, userId);
  } catch (error) {
    // Someone else made the same change first: the caller's wish holds, nothing more to do.
    const current = error instanceof StaleMembershipError ? await getMembership(after.space_id, userId, { consistent: true }) : null;
    if (current?.status === 'active' && current.role === after.role) return current;
    await explainStale(error, () => new MemberNotFoundError(), (now) => new InvalidTransitionError(now.status, 'active'));
  }
  return after;
}

export async function removeMember(ref: SpaceRef, caller: Caller, userId: number): Promise<void> {
  const loaded = await loadVisible(ref, caller);
  assertManager(loaded, caller);
  if (userId === caller.userId) throw new CannotRemoveSelfError();
  const before = await targetBelowCaller(loaded, caller, userId);
  try {
    await commit([...membershipDelete(before), ...(before.status === 'active' ? [leftEvent(before, caller.userId, 'removed')] : [])], before.space_id, userId);
  } catch (error) {
    await explainStale(error, () => new MemberNotFoundError(), () => new MemberNotFoundError());
  }
}

/** active -> banned, or banned -> active. */
export async function setBanned(ref: SpaceRef, caller: Caller, userId: number, banned: boolean) {
  const loaded = await loadVisible(ref, caller);
  assertManager(loaded, caller);
  if (userId === caller.userId) throw new CannotRemoveSelfError();
  const before = await targetBelowCaller(loaded, caller, userId);
  const from: SpaceMemberStatus = banned ? 'active' : 'banned';
  const to: SpaceMemberStatus = banned ? 'banned' : 'active';
  if (before.status !== from) throw new InvalidTransitionError(before.status, to);
  const after: MembershipRecord = { ...before, status: to, updated_at: now() };
  const event = banned ? leftEvent(before, caller.userId, 'banned') : joinedEvent(after, caller.userId);
  try {
    await commit([...membershipChange(before, after), event], after.space_id, userId);
  } catch (error) {
    await explainStale(error, () => new MemberNotFoundError(), (current) => new InvalidTransitionError(current.status, to));
  }
  return after;
}

export interface SpaceMembersQuery {
  page: number;
  per_page: number;
  cursor?: string | undefined;
  role?: SpaceRole | undefined;
  status: SpaceMemberStatus;
  search?: string | undefined;
  order: 'asc' | 'desc';
}

/** The members page: one Query of the space's members, one BatchGet of profiles with the space and the caller's membership. */
export async function listMembersOf(ref: SpaceRef, caller: Caller | null, q: SpaceMembersQuery) {
  if (q.search !== undefined) return searchMembersOf(ref, caller, q);
  // The page is read first (the slug is usually known to this container), the space and the
  // caller's rights with the profiles; nothing is answered until the rights are checked.
  const target = await loadTargetId(ref);
  const offset = q.cursor ? 0 : (q.page - 1) * q.per_page;
  const partition = { index: GSI.gsi1, partition: keys.spaceMembersPartition(target, q.status) };
  const page = await listSpaceMembers(target, q.status, {
    ascending: q.order === 'asc',
    offset,
    limit: q.per_page,
    startKey: q.cursor ? decodeCursor(q.cursor, partition) : undefined,
    role: q.role,
  });
  const loaded = await loadSpace(ref, caller, { extraKeys: () => page.memberships.map((m) => keys.user(m.user_id)) });
  assertMayList(loaded.space, caller, loaded.membership, q.status);
  const space = loaded.space;
  const counted =
    q.status === 'active' ? (q.role ? space.role_counts[q.role] : space.members_count) : q.status === 'pending' && !q.role ? space.pending_count : null;
  // Only managers' views of pending-by-role and banned members have no counter; those count.
  const total = counted ?? (await countSpaceMembers(space.id, q.status, q.role));
  return {
    data: page.memberships.flatMap((m) => {
      const p = loaded.extras.get(itemKeyOf(keys.user(m.user_id)));
      return p ? [{ ...membershipView(m), xprofile: toXprofile(toProfile(p)) }] : [];
    }),
    meta: pageMeta(total, q.page, q.per_page, encodeCursor(page.lastKey)),
    pending_count: pendingCountFor(loaded, caller),
  };
}

async function loadTargetId(ref: SpaceRef): Promise<number> {
  if ('id' in ref) return ref.id;
  const target = await resolveSlug(ref.slug);
  if (!target) throw new SpaceNotFoundError();
  return target.spaceId;
}

/** The members list's rule as errors: 404 when the space is hidden, 403 when its members are not listed to the caller. */
export function assertMayList(space: SpaceRecord, caller: Caller | null, membership: MembershipRecord | null, status: SpaceMemberStatus = 'active'): void {
  if (spaceVisibility(space, caller, membership) === 'hidden') throw new SpaceNotFoundError();
  if (!canListMembers(space, caller, membership)) throw new ForbiddenError('The members of this space are visible to its members only.');
  if (status !== 'active' && !isSpaceManager(caller, membership)) throw new ForbiddenError('Only managers see pending and banned members.');
}

/**
 * The space a list filters by (GET /members?space_id, GET /spaces/users/search?space_id), checked
 * as its own members list is: a filter reveals no more than GET /spaces/{slug}/members would.
 */
export async function loadListableSpace(ref: SpaceRef, caller: Caller | null): Promise<LoadedSpace> {
  const loaded = await loadSpace(ref, caller);
  assertMayList(loaded.space, caller, loaded.membership);
  return loaded;
}

/** Members of the space among the community's first matches of the search (by word prefix). */
async function searchMembersOf(ref: SpaceRef, caller: Caller | null, q: SpaceMembersQuery) {
  const loaded = await loadSpace(ref, caller);
  assertMayList(loaded.space, caller, loaded.membership, q.status);
  const ids = (await searchIds('member', searchWords(q.search ?? '').indexWord, whereEquals(emptyFilter(), 'public', true))).slice(0, 50);
  const found = await batchGet(ids.flatMap((id) => [keys.spaceMember(loaded.space.id, id), keys.user(id)]));
  const rows = ids.flatMap((id) => {
    const m = found.get(itemKeyOf(keys.spaceMember(loaded.space.id, id)));
    const p = found.get(itemKeyOf(keys.user(id)));
    if (!m || !p) return [];
    const membership = toMembership(m);
    if (membership.status !== q.status || (q.role && membership.role !== q.role)) return [];
    return [{ ...membershipView(membership), xprofile: toXprofile(toProfile(p)) }];
  });
  const start = (q.page - 1) * q.per_page;
  return { data: rows.slice(start, start + q.per_page), meta: pageMeta(rows.length, q.page, q.per_page, null), pending_count: pendingCountFor(loaded, caller) };
}

/** Join requests awaiting the space's managers: counted to them, 0 to everyone else (as the original). */
const pendingCountFor = (loaded: LoadedSpace, caller: Caller | null): number => (isSpaceManager(caller, loaded.membership) ? loaded.space.pending_count : 0);

/** People to add to a space: the member search, without those who already have a membership. */
export async function searchUsersForSpace(q: { q: string; space?: SpaceRef | undefined; per_page: number }, caller: Caller) {
  const space = q.space;
  // Excluding a space's members tells who they are: only for those who may list them.
  return peopleToAdd(q, caller, async () => (space === undefined ? undefined : (await loadListableSpace(space, caller)).space.id));
}

/**
 * The member search for people to add, in two trips: the search runs beside `check` (the caller's
 * right to ask, answering the space whose members to leave out), its answer dropped unread on a
 * refusal; one BatchGet then reads the first 100 matches' memberships there and the profiles a
 * page can need (per_page past those 100's members at most).
 */
export async function peopleToAdd(q: { q: string; per_page: number }, caller: Caller, check: () => Promise<number | undefined>) {
  const matches = started(async () => searchIds('member', searchWords(q.q).indexWord, whereEquals(whereEquals(emptyFilter(), 'status', 'active'), 'public', true)));
  const spaceId = await check();
  const ids = await matches;
  const checked = spaceId === undefined ? [] : ids.slice(0, 100).map((id) => keys.spaceMember(spaceId, id));
  const found = await batchGet([...checked, ...ids.slice(0, q.per_page + checked.length).map((id) => keys.user(id))]);
  const candidates = spaceId === undefined ? ids : ids.filter((id) => !found.has(itemKeyOf(keys.spaceMember(spaceId, id))));
  const profiles = candidates.slice(0, q.per_page).flatMap((id) => {
    const item = found.get(itemKeyOf(keys.user(id)));
    return item ? [toProfile(item)] : [];
  });
  return profiles.map((p) => ({ id: p.user_id, username: p.username, display_name: p.display_name, avatar: p.avatar, ...(isAdmin(caller) ? { email: p.email } : {}) }));
}

