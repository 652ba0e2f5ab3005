/**
 * GET /activities (docs/activities.md): one list of the history (everybody's, a member's or a
 * space's), newest first, with a date range in the key condition. Activities in spaces the caller
 * may not read in full are left out after reading; reading goes on (bounded) so pages stay full.
 * A page is one Query plus one BatchGet (actors, spaces, the caller's memberships, the counter);
 * a space's list is checked against the space in that same BatchGet.
 */
import { isModerator } from '#platform/auth/access.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import {
  listCountKey, listKeyOf, listPartition, readActivities, toActivity, toCount, type ActivityList, type ActivityQuery,
} from '#features/activities/activity-store.ts';
import { keys } from '#platform/data/keys.ts';
import { toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { toActivityView, type ActionType, type ActivityRecord } from '#features/activities/activities.ts';
import { toXprofile } from '#features/members/members.ts';
import { spaceVisibility } from '#features/spaces/space-access.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { parseDateOnly } from '#platform/core/datetime.ts';
import { zonedToUtc } from '#platform/core/zoned-time.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { ApiError } from '#platform/core/errors.ts';
import { decodeCursor, encodeCursor, type DynamoKey } from '#platform/core/paging.ts';

/** 400 invalid_parameter: the spec's error for a date that is not `YYYY-MM-DD`. */
export class InvalidDateError extends ApiError {
  constructor(param: string) {
    super(400, 'invalid_parameter', `Invalid date format for ${param}. Use YYYY-MM-DD.`, { data: { param } });
  }
}

export interface ActivitiesInput {
  contextUserId?: number | undefined;
  contextSpaceId?: number | undefined;
  actionType?: ActionType | undefined;
  userId?: number | undefined;
  spaceId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  page: number;
  perPage: number;
  cursor?: string | undefined;
}

/** Activities read past (left out as unreadable) before a page ends short; its cursor reads on. */
const MAX_SKIPPED = 500;

type Item = Record<string, unknown>;

/**
 * A date filter's bound: `YYYY-MM-DD` is a day in the site's time zone (`timezone`), from its first
 * instant (date_from) to its last (date_to), as UTC times of the sort keys.
 */
function dateBound(value: string | undefined, param: string, end: boolean, timeZone: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const day = parseDateOnly(value);
  if (!day) throw new InvalidDateError(param);
  if (!end) return zonedToUtc(`${value} 00:00:00`, timeZone).toISOString();
  const next = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
  // Sort keys are `<ISO time>#<event id>`: '~' sorts after every character of a time and an id.
  return `${new Date(zonedToUtc(`${next} 00:00:00`, timeZone).getTime() - 1).toISOString()}~`;
}

const distinct = (...ids: Array<number | undefined>) => [...new Set(ids.filter((id): id is number => id !== undefined))];

const emptyPage = (q: ActivitiesInput) => ({ data: [], total: 0, perPage: q.perPage, page: q.page, nextCursor: null });

/** GET /activities for a logged-in caller. */
export async function listActivities(caller: Caller, q: ActivitiesInput) {
  // The site's time zone comes with the site rules kept per container: no call of its own.
  const timeZone = q.dateFrom || q.dateTo ? (await siteRules()).timeZone : 'UTC';
  const from = dateBound(q.dateFrom, 'date_from', false, timeZone);
  const to = dateBound(q.dateTo, 'date_to', true, timeZone);
  const spaceIds = distinct(q.contextSpaceId, q.spaceId);
  const userIds = distinct(q.contextUserId, q.userId);
  // A context and a filter naming different members (or spaces) match nothing.
  if (spaceIds.length > 1 || userIds.length > 1) return emptyPage(q);
  const [spaceId] = spaceIds;
  const [userId] = userIds;
  const list: ActivityList = spaceId !== undefined ? { kind: 'space', spaceId } : userId !== undefined ? { kind: 'user', userId } : { kind: 'all' };
  const query: ActivityQuery = {
    list,
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(q.actionType !== undefined ? { actionType: q.actionType } : {}),
    ...(list.kind === 'space' && userId !== undefined ? { userId } : {}),
  };
  const filtered = from !== undefined || to !== undefined || q.actionType !== undefined || query.userId !== undefined;
  const seesAll = isModerator(caller);

  // One space's list is readable whole or not at all: its visibility is decided once (below).
  const checkEach = list.kind !== 'space' && !seesAll;
  const counted = !filtered && !checkEach;

  const { index, value } = listPartition(list);
  const startKey = q.cursor ? decodeCursor(q.cursor, { index, partition: value }) : undefined;
  // Pages by number read past the earlier pages (as the other lists do); a cursor starts where the last page ended.
  const offset = startKey ? 0 : (q.page - 1) * q.perPage;
  const wanted = offset + q.perPage;

  const found = await collect(query, { caller, wanted, startKey, sparse: q.actionType !== undefined || query.userId !== undefined || checkEach, checkEach, counted, seesAll });
  if (!found) return emptyPage(q);
  const { kept, next, joined } = found;
  const page = kept.slice(offset);
  const nextCursor = encodeCursor(next as DynamoKey | undefined);
  // Unfiltered lists the caller reads whole have a counter; the others count, as the filtered feed
  // lists do, the activities up to this page plus one when more follow.
  const total = counted ? Math.max(toCount(joined.get(itemKeyOf(listCountKey(list)))), (q.page - 1) * q.perPage + page.length) : (q.page - 1) * q.perPage + page.length + (nextCursor ? 1 : 0);
  return { data: page.map((a) => joinedActivityView(a, joined)), total, perPage: q.perPage, page: q.page, nextCursor };
}

interface Collect {
  caller: Caller;
  /** Readable activities to collect: the earlier pages' and this one's. */
  wanted: number;
  startKey: Record<string, unknown> | undefined;
  /** Whether reads may come back thinned: a FilterExpression (action type, member in a space), or checks of each activity's space. */
  sparse: boolean;
  checkEach: boolean;
  counted: boolean;
  seesAll: boolean;
}

/**
 * The first `wanted` readable activities of the list, what they join, and the key after the last
 * one taken (null at the end). Reads on while activities are left out, up to MAX_SKIPPED of them.
 * Null when the list is a space's that the caller may not read.
 */
async function collect(query: ActivityQuery, c: Collect) {
  const { list } = query;
  const joined = new Map<string, Item>();
  const kept: ActivityRecord[] = [];
  let key = c.startKey;
  let skipped = 0;
  for (let first = true; ; first = false) {
    const missing = c.wanted - kept.length;
    // Reading a little ahead when activities may be dropped (a filter, unreadable spaces) saves round trips.
    const limit = c.sparse ? Math.min(200, Math.max(2 * missing, 50)) : missing;
    const read = await readActivities(query, limit, key);
    const items = read.items.map((item) => ({ item, a: toActivity(item) }));
    const extra = !first ? [] : [...(c.counted ? [listCountKey(list)] : []), ...(list.kind === 'space' ? [keys.space(list.spaceId), keys.spaceMember(list.spaceId, c.caller.userId)] : [])];
    await join(joined, items.map((i) => i.a), c.caller, extra);
    if (first && list.kind === 'space' && !c.seesAll && !readsSpace(list.spaceId, joined, c.caller)) return null;
    for (const [i, { item, a }] of items.entries()) {
      if (readable(a, joined, c.caller, c.checkEach)) kept.push(a);
      else skipped++;
      // A full page: more may follow in the rest of this read or of the range.
      if (kept.length === c.wanted) return { kept, joined, next: i < items.length - 1 || read.lastKey ? listKeyOf(list, item) : undefined };
    }
    if (!read.lastKey || skipped >= MAX_SKIPPED) return { kept, joined, next: read.lastKey };
    key = read.lastKey;
  }
}

/** Reads, in one BatchGet, what `activities` need and is not known yet: spaces, the caller's memberships, profiles. */
async function join(joined: Map<string, Item>, activities: ActivityRecord[], caller: Caller, extra: Array<{ pk: string; sk: string }>): Promise<void> {
  const wanted = [
    ...extra,
    ...activities.flatMap((a) => [
      keys.user(a.user_id),
      ...(a.meta.target_user_id !== undefined ? [keys.user(a.meta.target_user_id)] : []),
      ...(a.space_id !== null ? [keys.space(a.space_id), keys.spaceMember(a.space_id, caller.userId)] : []),
    ]),
  ].filter((k) => !joined.has(itemKeyOf(k)));
  if (wanted.length === 0) return;
  const found = await batchGet(wanted);
  // Absent items are remembered too (a deleted space, a non-member), so later reads skip them.
  for (const k of wanted) joined.set(itemKeyOf(k), found.get(itemKeyOf(k)) ?? {});
}

const present = (item: Item | undefined): Item | undefined => (item && Object.keys(item).length > 0 ? item : undefined);

function spaceOf(a: ActivityRecord, joined: Map<string, Item>): SpaceRecord | null {
  if (a.space_id === null) return null;
  const item = present(joined.get(itemKeyOf(keys.space(a.space_id))));
  return item ? toSpace(item) : null;
}

/** Whether the caller reads the space in full (its activities with it). */
function readsSpace(spaceId: number, joined: Map<string, Item>, caller: Caller): boolean {
  const space = present(joined.get(itemKeyOf(keys.space(spaceId))));
  const m = present(joined.get(itemKeyOf(keys.spaceMember(spaceId, caller.userId))));
  return space !== undefined && spaceVisibility(toSpace(space), caller, m ? toMembership(m) : null) === 'full';
}

/** An activity outside spaces is readable by every member; one in a space as the space is (read in full). */
function readable(a: ActivityRecord, joined: Map<string, Item>, caller: Caller, checkEach: boolean): boolean {
  if (a.space_id === null) return true;
  const space = spaceOf(a, joined);
  // The space is gone: its activities are being purged.
  if (!space) return false;
  return !checkEach || readsSpace(a.space_id, joined, caller);
}

function joinedActivityView(a: ActivityRecord, joined: Map<string, Item>) {
  const profileOf = (id: number | undefined) => {
    const item = id === undefined ? undefined : present(joined.get(itemKeyOf(keys.user(id))));
    return item ? toProfile(item) : null;
  };
  const actor = profileOf(a.user_id);
  const space = spaceOf(a, joined);
  return toActivityView(a, {
    actor,
    xprofile: actor ? toXprofile(actor) : null,
    space: space ? { title: space.title, slug: space.slug } : null,
    target: profileOf(a.meta.target_user_id),
  });
}
