/**
 * Space use cases: read (detail or card by the one visibility rule), list, discover, create,
 * update, delete (in the background), lockscreens. Storage is behind the space stores.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { groupCountUpdate, getGroup } from '#features/spaces/space-group-store.ts';
import { purgeJobPut } from '#features/spaces/space-content-store.ts';
import { membershipPut, toMembership, type MembershipRecord } from '#features/spaces/space-member-store.ts';
import {
  DISCOVER_COUNTER,
  changedSpaceItems,
  countSpaces,
  deletedSpaceItems,
  discoverIds,
  forgetSlug,
  getSpace,
  hasSpaceFilters,
  listSpaces,
  newSpaceItems,
  rememberedSlug,
  resolveSlug,
  searchSpaceIds,
  slugClaimIndex,
  spaceCounter,
  spaceListPartition,
  toSpace,
  type SpaceFilters,
} from '#features/spaces/space-store.ts';
import { incrementCounter, nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import { imageChanges, imageMediaIds, mediaConflictFrom, releaseUnused, resolveImageFields } from '#features/media/media-attachments.ts';
import type { MemberProfile } from '#features/members/members.ts';
import { callerSpaceRole, isSpaceAdmin, isSpaceManager, showsMemberCount, spaceVisibility } from '#features/spaces/space-access.ts';
import {
  DuplicateSlugError,
  SpaceNotFoundError,
  defaultSpaceSettings,
  writeWithSlug,
  toSpaceCard,
  toSpaceDetail,
  toSpaceListItem,
  type CourseLockscreen,
  type Lockscreen,
  type SpaceOrder,
  type SpaceRecord,
  type SpaceSettingsPatch,
  type SpaceStatus,
} from '#features/spaces/spaces.ts';
import { slugify } from '#platform/core/slugs.ts';
import { searchWords } from '#features/members/members.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { ApiError, ForbiddenError, InvalidParamError } from '#platform/core/errors.ts';
import { GSI } from '#platform/data/table.ts';
import { decodeCursor, decodeOffsetCursor, encodeCursor, encodeOffsetCursor, type DynamoKey } from '#platform/core/paging.ts';

export type SpaceRef = { slug: string } | { id: number };

export interface LoadedSpace {
  space: SpaceRecord;
  membership: MembershipRecord | null;
  /** Extra items asked for in the same BatchGet, keyed pk|sk. */
  extras: Map<string, Record<string, unknown>>;
}

/**
 * The space, the caller's membership and any `extraKeys`, in one BatchGet after the slug is
 * resolved (from the container's memory when warm). `consistent` for reads before a write.
 */
export async function loadSpace(
  ref: SpaceRef,
  caller: Caller | null,
  options: { consistent?: boolean; extraKeys?: (spaceId: number, createdBy: number | null) => Array<{ pk: string; sk: string }> } = {},
): Promise<LoadedSpace> {
  for (let attempt = 0; attempt < 2; attempt++) {
    // A remembered slug serves writes too: the space read (consistent for a write) must still carry it.
    const target = 'slug' in ref ? await resolveSlug(ref.slug, { fresh: attempt > 0 }) : { spaceId: ref.id, createdBy: null };
    if (!target) break;
    const spaceKey = keys.space(target.spaceId);
    const memberKey = caller ? keys.spaceMember(target.spaceId, caller.userId) : null;
    const found = await batchGet(
      [spaceKey, ...(memberKey ? [memberKey] : []), ...(options.extraKeys?.(target.spaceId, target.createdBy) ?? [])],
      { consistent: options.consistent ?? false },
    );
    const item = found.get(itemKeyOf(spaceKey));
    // A remembered slug that now names another space (or none) is looked up again.
    if ('slug' in ref && (!item || item['slug'] !== ref.slug)) {
      forgetSlug(ref.slug);
      if (attempt === 0) continue;
      break;
    }
    if (!item) break;
    const memberItem = memberKey ? found.get(itemKeyOf(memberKey)) : undefined;
    return { space: toSpace(item), membership: memberItem ? toMembership(memberItem) : null, extras: found };
  }
  throw new SpaceNotFoundError();
}

/**
 * The id `ref` names when it is known without a call (an id, or a slug this container remembers),
 * else null: a read can then query the space's items beside loadSpace instead of after it. A
 * remembered slug may have moved to another space meanwhile: loadSpace tells (its space's id).
 */
export const knownSpaceId = (ref: SpaceRef): number | null => ('id' in ref ? ref.id : (rememberedSlug(ref.slug)?.spaceId ?? null));

const readCreator = async (space: SpaceRecord) => creatorOf(await batchGet([keys.user(space.created_by)]), space.created_by);

function creatorOf(extras: Map<string, Record<string, unknown>>, createdBy: number) {
  const p = extras.get(itemKeyOf(keys.user(createdBy))) as MemberProfile | undefined;
  return p ? { id: p.user_id, username: p.username, display_name: p.display_name } : null;
}

/** The detail, or the card for those who may only see the card, or 404 for those who may not know it. */
export async function readSpace(ref: SpaceRef, caller: Caller | null) {
  const loaded = await loadSpace(ref, caller, { extraKeys: (_id, createdBy) => (createdBy ? [keys.user(createdBy)] : []) });
  const { space, membership } = loaded;
  const visibility = spaceVisibility(space, caller, membership);
  if (visibility === 'hidden') throw new SpaceNotFoundError();
  const role = callerSpaceRole(membership);
  if (visibility === 'card') return toSpaceCard(space, role);
  const known = loaded.extras.has(itemKeyOf(keys.user(space.created_by)));
  return detailOf(space, membership, caller, known ? creatorOf(loaded.extras, space.created_by) : await readCreator(space));
}

function detailOf(space: SpaceRecord, membership: MembershipRecord | null, caller: Caller | null, creator: ReturnType<typeof creatorOf>) {
  return toSpaceDetail(space, callerSpaceRole(membership), creator, {
    manager: isSpaceManager(caller, membership),
    showCounts: showsMemberCount(space, caller, membership),
  });
}

export interface NewSpaceInput {
  title: string;
  slug?: string | undefined;
  description: string;
  /** A URL, or an upload's id (resolved to its URL, media-attachments.ts resolveImageFields). */
  logo: string | number;
  cover_photo: string | number;
  type: SpaceRecord['type'];
  privacy: SpaceRecord['privacy'];
  status: 'published' | 'draft';
  parent_id?: number | undefined;
  group_id?: number | undefined;
  settings?: SpaceSettingsPatch | undefined;
}

async function checkParentAndGroup(parentId: number | null | undefined, groupId: number | undefined, selfId?: number) {
  if (parentId) {
    if (parentId === selfId || !(await getSpace(parentId))) throw new InvalidParamError([{ path: 'parent_id', message: 'is not an existing space' }]);
  }
  if (groupId && !(await getGroup(groupId))) throw new InvalidParamError([{ path: 'group_id', message: 'is not an existing space group' }]);
}

/** Creates a space with its creator as its admin member, and space.created. */
export async function createSpace(input: NewSpaceInput, caller: Caller) {
  const { record, membership } = await insertSpace(input, caller);
  return detailOf(record, membership, caller, { id: caller.userId, username: caller.username, display_name: await displayName(caller) });
}

/**
 * Writes a new space (its slug claimed, its pictures claimed, its creator its admin member, its
 * counters and space.created in one transaction); `course` makes it a course (docs/courses.md).
 */
export async function insertSpace(input: NewSpaceInput, caller: Caller, extra: Pick<SpaceRecord, 'course'> = {}): Promise<{ record: SpaceRecord; membership: MembershipRecord }> {
  await checkParentAndGroup(input.parent_id, input.group_id);
  const id = await nextId('space');
  const owner = { source: 'space', id } as const;
  const pictures = await resolveImageFields({ logo: input.logo, cover_photo: input.cover_photo }, owner, caller);
  const groupId = input.group_id ?? 0;
  const serial = await incrementCounter(`serial#group#${groupId}`);
  const now = new Date();
  const at = now.toISOString();
  const generated = slugify(input.title) || `space-${id}`;
  const record: SpaceRecord = {
    id,
    created_by: caller.userId,
    parent_id: input.parent_id ?? null,
    group_id: groupId,
    title: input.title,
    slug: input.slug ?? generated,
    logo: pictures.values.logo ?? '',
    cover_photo: pictures.values.cover_photo ?? '',
    description: input.description,
    type: input.type,
    privacy: input.privacy,
    status: input.status,
    serial,
    settings: { ...defaultSpaceSettings(), ...input.settings },
    lockscreen: null,
    ...(extra.course ? { course: extra.course } : {}),
    members_count: 1,
    pending_count: 0,
    role_counts: { member: 0, moderator: 0, admin: 1 },
    posts_count: 0,
    created_at: at,
    updated_at: at,
    rev: 0,
  };
  const creatorMembership: MembershipRecord = { space_id: id, user_id: caller.userId, role: 'admin', status: 'active', joined_at: at, updated_at: at };
  const claims = imageChanges([], [record.logo, record.cover_photo], pictures.media, owner, now).claims;
  const write = (space: SpaceRecord) => {
    const items = [
      ...newSpaceItems(space),
      membershipPut(creatorMembership),
      ...groupCountUpdate(groupId, 1),
      outboxPut({ name: 'space.created', actorId: caller.userId, spaceId: id, data: eventData(space) }, now),
    ];
    return transact([...items, ...claims], (failed) => {
      if (failed.includes(0)) throw new DuplicateSlugError(space.slug);
      mediaConflictFrom(items.length)(failed);
    });
  };
  const written = await writeWithSlug(record, input.slug !== undefined, id, write);
  return { record: written, membership: creatorMembership };
}

async function displayName(caller: Caller): Promise<string> {
  const found = await batchGet([keys.user(caller.userId)]);
  return String(found.get(itemKeyOf(keys.user(caller.userId)))?.['display_name'] ?? caller.username);
}

const eventData = (s: SpaceRecord) => toSpaceDetail(s, { is_member: false, role: null }, null, { manager: false, showCounts: true });

export type SpacePatch = Partial<Omit<NewSpaceInput, 'status' | 'group_id'>> & { status?: SpaceStatus | undefined };

/**
 * Space managers change a space; a change that changes nothing writes nothing and emits nothing.
 * Answers the detail, and whether the slug changed (the space's address with it).
 */
export async function updateSpace(ref: SpaceRef, patch: SpacePatch, caller: Caller) {
  const { space: before, membership } = await loadSpace(ref, caller, { consistent: true });
  if (spaceVisibility(before, caller, membership) === 'hidden') throw new SpaceNotFoundError();
  if (!isSpaceManager(caller, membership)) throw new ForbiddenError('Only the managers of this space may change it.');
  const saved = await applySpacePatch(before, patch, caller);
  return { detail: detailOf(saved, membership, caller, await readCreator(saved)), slugChanged: saved.slug !== before.slug };
}

/**
 * Applies a patch the caller was allowed to make: pictures resolved and claimed, the record saved
 * (a change that changes nothing writes nothing), released pictures let go. `course` replaces a
 * course's fields in the same write. Answers the record as saved.
 */
export async function applySpacePatch(before: SpaceRecord, patch: SpacePatch, caller: Caller, extra: Pick<SpaceRecord, 'course'> = {}): Promise<SpaceRecord> {
  if (patch.parent_id !== undefined) await checkParentAndGroup(patch.parent_id, undefined, before.id);
  const owner = { source: 'space', id: before.id } as const;
  const pictures = patch.logo === undefined && patch.cover_photo === undefined ? { values: {}, media: [] } : await resolveImageFields({ logo: patch.logo, cover_photo: patch.cover_photo }, owner, caller);
  const after: SpaceRecord = {
    ...before,
    ...Object.fromEntries(Object.entries(patch).filter(([k, v]) => v !== undefined && k !== 'settings')),
    ...pictures.values,
    settings: { ...before.settings, ...patch.settings },
    ...(extra.course ? { course: extra.course } : {}),
  } as SpaceRecord;
  const images = imageChanges([before.logo, before.cover_photo], [after.logo, after.cover_photo], pictures.media, owner, new Date());
  const saved = await persistSpace(before, after, caller, images.claims);
  await releaseUnused(images.released, owner, new Date());
  return saved;
}

/** Saves a changed space; `media` are claims of its new pictures (last in the write, told apart when they fail). */
async function saveSpace(before: SpaceRecord, after: SpaceRecord, caller: Caller, membership: MembershipRecord | null, media: TransactItem[] = []) {
  const saved = await persistSpace(before, after, caller, media);
  return detailOf(saved, membership, caller, await readCreator(saved));
}

async function persistSpace(before: SpaceRecord, after: SpaceRecord, caller: Caller, media: TransactItem[]): Promise<SpaceRecord> {
  if (isDeepStrictEqual({ ...after, updated_at: '', rev: 0 }, { ...before, updated_at: '', rev: 0 })) {
    await transact(media, mediaConflictFrom(0));
    return before;
  }
  const now = new Date();
  const next: SpaceRecord = { ...after, updated_at: now.toISOString(), rev: before.rev + 1 };
  const claim = slugClaimIndex(before, next);
  const items = [...changedSpaceItems(before, next), outboxPut({ name: 'space.updated', actorId: caller.userId, spaceId: next.id, data: eventData(next) }, now)];
  await transact([...items, ...media], (failed) => {
    if (claim >= 0 && failed.includes(claim)) throw new DuplicateSlugError(next.slug);
    if (failed.includes(0)) throw new ApiError(409, 'conflict', 'The space was changed at the same time; try again.');
    mediaConflictFrom(items.length)(failed);
  });
  if (before.slug !== next.slug) forgetSlug(before.slug);
  return next;
}

/** DELETE /media/{id} of a space's picture: the space without it, and `items` (the medium's removal), in one write. */
export async function dropSpaceMedium(spaceId: number, mediaId: number, caller: Caller, items: TransactItem[]): Promise<boolean> {
  const before = await getSpace(spaceId, { consistent: true });
  if (!before) return false;
  const gone = (url: string) => (imageMediaIds([url])[0] === mediaId ? '' : url);
  await saveSpace(before, { ...before, logo: gone(before.logo), cover_photo: gone(before.cover_photo) }, caller, null, items);
  return true;
}

/** Administrators delete a space: gone from every list at once, its content purged in the background. */
export async function deleteSpace(ref: SpaceRef, caller: Caller): Promise<void> {
  const { space } = await loadSpace(ref, caller, { consistent: true });
  await removeSpace(space, caller);
}

/**
 * Deletes a space read consistently (a course too, by its administrators: docs/courses.md): its
 * record, slug, list keys and counters in one transaction with the purge job and the event.
 */
export async function removeSpace(space: SpaceRecord, caller: Caller): Promise<void> {
  const now = new Date();
  await transact(
    [
      ...deletedSpaceItems(space),
      ...groupCountUpdate(space.group_id, -1),
      purgeJobPut({ spaceId: space.id }, now),
      outboxPut({ name: 'space.deleted', actorId: caller.userId, spaceId: space.id, data: { id: space.id, title: space.title, slug: space.slug } }, now),
    ],
    // Deleted by someone else meanwhile, or changed: either way, look again.
    () => {
      throw new ApiError(409, 'conflict', 'The space was changed at the same time; try again.');
    },
  ).catch(async (error: unknown) => {
    if (error instanceof ApiError && error.code === 'conflict' && !(await getSpace(space.id, { consistent: true }))) throw new SpaceNotFoundError();
    throw error;
  });
  forgetSlug(space.slug);
  // Its pictures are released (the janitor removes them after the grace).
  await releaseUnused(imageMediaIds([space.logo, space.cover_photo]), { source: 'space', id: space.id }, now);
}

export async function setLockscreen(ref: SpaceRef, lockscreen: Lockscreen, caller: Caller): Promise<Lockscreen> {
  const { space, membership } = await loadSpace(ref, caller, { consistent: true });
  if (spaceVisibility(space, caller, membership) === 'hidden') throw new SpaceNotFoundError();
  if (!isSpaceAdmin(caller, membership)) throw new ForbiddenError('Only space administrators may set the lockscreen.');
  await saveLockscreen(space, lockscreen, caller);
  return lockscreen;
}

/** Writes a lockscreen the caller was checked for (a space's above, a course's in enrolment-service.ts). */
export function saveLockscreen(space: SpaceRecord, lockscreen: Lockscreen | CourseLockscreen, caller: Caller): Promise<SpaceRecord> {
  return persistSpace(space, { ...space, lockscreen, settings: { ...space.settings, custom_lock_screen: lockscreen.enabled } }, caller, []);
}

export interface SpaceListQuery {
  page: number;
  per_page: number;
  cursor?: string | undefined;
  type?: string | undefined;
  privacy?: string | undefined;
  status: SpaceStatus;
  parent_id?: number | undefined;
  search?: string | undefined;
  orderby: SpaceOrder;
  order: 'asc' | 'desc';
}

export interface SpaceListPage {
  items: ReturnType<typeof toSpaceListItem>[];
  total: number;
  nextCursor: string | null;
}

/** Lists spaces of type course as space list items (course-list.ts listCourseSpaces). */
export type CourseSpaceList = (q: Omit<SpaceListQuery, 'type'>, caller: Caller | null) => Promise<SpaceListPage>;

let courseSpaceList: CourseSpaceList | undefined;

/**
 * GET /spaces?type=course and /spaces/discover?type=course list courses, which have lists of their
 * own (COURSES#<status>) and the catalogue's rules: the courses answer, handed here by the spaces
 * function's entry point (functions/spaces/index.ts), as courses are built on spaces.
 */
export function setCourseSpaceList(list: CourseSpaceList): void {
  courseSpaceList = list;
}

const listCourseSpaces: CourseSpaceList = (q, caller) => {
  if (!courseSpaceList) throw new Error('No course list: the entry point sets it (functions/spaces/index.ts).');
  return courseSpaceList(q, caller);
};

/** List items for a page of spaces, with the caller's memberships (and the total's counter) in one BatchGet. */
async function listItems(spaces: SpaceRecord[], caller: Caller | null, counterName: string | null) {
  const memberKeys = caller ? spaces.map((s) => keys.spaceMember(s.id, caller.userId)) : [];
  const counterKey = counterName ? keys.counter(counterName) : null;
  const found = memberKeys.length > 0 || counterKey ? await batchGet([...memberKeys, ...(counterKey ? [counterKey] : [])]) : new Map<string, Record<string, unknown>>();
  const items = spaces.map((s) => listItemOf(s, caller, found));
  return { items, counterValue: counterKey ? Number(found.get(itemKeyOf(counterKey))?.['value'] ?? 0) : null };
}

const ORDER_FIELD: Record<SpaceOrder, (s: SpaceRecord) => string | number> = {
  serial: (s) => s.serial,
  title: (s) => s.title.toLowerCase(),
  created_at: (s) => s.created_at,
};

/**
 * A search's page: its matches (at most 200) read, ordered as asked and sliced; then the page's
 * memberships. Costs more than a plain list page, bounded by the 200 matches.
 */
async function searchPage(
  ids: number[],
  q: { page: number; per_page: number; cursor?: string | undefined; orderby: SpaceOrder; order: 'asc' | 'desc' },
  caller: Caller | null,
  include: (s: SpaceRecord) => boolean,
): Promise<SpaceListPage> {
  // Spaces and the caller's memberships together: one BatchGet for up to 50 matches.
  const memberKey = (id: number) => (caller ? [keys.spaceMember(id, caller.userId)] : []);
  const found = await batchGet(ids.flatMap((id) => [keys.space(id), ...memberKey(id)]));
  const field = ORDER_FIELD[q.orderby];
  const direction = q.order === 'asc' ? 1 : -1;
  const matches = ids
    .flatMap((id) => {
      const item = found.get(itemKeyOf(keys.space(id)));
      return item ? [toSpace(item)] : [];
    })
    .filter(include)
    .sort((a, b) => (field(a) < field(b) ? -direction : field(a) > field(b) ? direction : a.id - b.id));
  const start = q.cursor ? decodeOffsetCursor(q.cursor) : (q.page - 1) * q.per_page;
  const items = matches.slice(start, start + q.per_page).map((space) => listItemOf(space, caller, found));
  return { items, total: matches.length, nextCursor: start + q.per_page < matches.length ? encodeOffsetCursor(start + q.per_page) : null };
}

function listItemOf(space: SpaceRecord, caller: Caller | null, found: Map<string, Record<string, unknown>>) {
  const m = caller ? found.get(itemKeyOf(keys.spaceMember(space.id, caller.userId))) : undefined;
  const membership = m ? toMembership(m) : null;
  return toSpaceListItem(space, callerSpaceRole(membership), { showCounts: showsMemberCount(space, caller, membership) });
}

/** Spaces by ids, in that order, with the caller's memberships and a counter, in one BatchGet. */
async function listItemsByIds(ids: number[], caller: Caller | null, counterName: string | null, include: (s: SpaceRecord) => boolean) {
  const memberKeys = caller ? ids.map((id) => keys.spaceMember(id, caller.userId)) : [];
  const counterKey = counterName ? keys.counter(counterName) : null;
  const found = await batchGet([...ids.map((id) => keys.space(id)), ...memberKeys, ...(counterKey ? [counterKey] : [])]);
  const items = ids.flatMap((id) => {
    const item = found.get(itemKeyOf(keys.space(id)));
    if (!item) return [];
    const s = toSpace(item);
    return include(s) ? [listItemOf(s, caller, found)] : [];
  });
  return { items, counterValue: counterKey ? Number(found.get(itemKeyOf(counterKey))?.['value'] ?? 0) : null };
}

/**
 * GET /spaces. Secret spaces are never in the lists everyone reads (docs/spaces.md, Secret
 * spaces): community moderators and administrators list them alone, with privacy=secret, from
 * their own partition; anyone else asking for them is refused.
 */
export async function listSpacesFor(q: SpaceListQuery, caller: Caller | null): Promise<SpaceListPage> {
  const secret = q.privacy === 'secret';
  // Courses have lists of their own (COURSES#<status>) and the catalogue's visibility rules (secret ones never listed).
  if (q.type === 'course') return secret ? { items: [], total: 0, nextCursor: null } : listCourseSpaces(q, caller);
  if (q.status !== 'published' && !isModerator(caller)) throw new ForbiddenError('Only moderators may list unpublished spaces.');
  if (secret && !isModerator(caller)) throw new ForbiddenError('Only moderators may list secret spaces.');
  // privacy=secret picks the partition; public and private filter the other one.
  const filters: SpaceFilters = { type: q.type, privacy: secret ? undefined : q.privacy, parent_id: q.parent_id };
  if (q.search !== undefined) {
    const words = searchWords(q.search);
    const ids = await searchSpaceIds(words.indexWord, { otherWords: words.otherWords, status: q.status, filters: { ...filters, privacy: q.privacy } });
    // Courses share the search words of spaces; without type=course they are not listed here.
    return searchPage(ids, q, caller, (s) => s.type !== 'course' && (s.privacy === 'secret') === secret);
  }
  const list = { status: q.status, secret, orderby: q.orderby };
  const startKey = q.cursor ? decodeCursor(q.cursor, spaceListPartition(list)) : undefined;
  const page = await listSpaces({ ...list, ascending: q.order === 'asc', offset: q.cursor ? 0 : (q.page - 1) * q.per_page, limit: q.per_page, startKey, filters });
  const filtered = hasSpaceFilters(filters);
  const { items, counterValue } = await listItems(page.spaces, caller, filtered ? null : spaceCounter(q.status, secret));
  const total = counterValue ?? (await countSpaces(q.status, secret, filters));
  return { items, total, nextCursor: encodeCursor(page.lastKey as DynamoKey | undefined) };
}

/**
 * Published public spaces by title; search narrows by title words. With type=course, the published
 * course catalogue by title (docs/courses.md); any other type leaves the list as it is.
 */
export async function discoverSpaces(
  q: { page: number; per_page: number; cursor?: string | undefined; search?: string | undefined; type?: string | undefined },
  caller: Caller | null,
): Promise<SpaceListPage> {
  if (q.type === 'course') return listCourseSpaces({ ...q, status: 'published', orderby: 'title', order: 'asc' }, caller);
  const start = (q.page - 1) * q.per_page;
  if (q.search !== undefined) {
    const words = searchWords(q.search);
    const ids = await searchSpaceIds(words.indexWord, { otherWords: words.otherWords, discoverable: true });
    return searchPage(ids, { ...q, orderby: 'title', order: 'asc' }, caller, (s) => s.status === 'published' && s.privacy === 'public');
  }
  const startKey = q.cursor ? decodeCursor(q.cursor, { index: GSI.gsi2, partition: keys.DISCOVER_PARTITION }) : undefined;
  const page = await discoverIds(q.cursor ? 0 : start, q.per_page, startKey);
  const { items, counterValue } = await listItemsByIds(page.ids, caller, DISCOVER_COUNTER, (s) => s.status === 'published' && s.privacy === 'public');
  return { items, total: counterValue ?? 0, nextCursor: encodeCursor(page.lastKey) };
}

