/**
 * The member directory: list, search, active, new and top contributors. An unfiltered page (any
 * order, status, role) is one Query on an index plus at most one more call (a BatchGet of
 * profiles, or the total's counter); a search or a space filter sorts a bounded candidate set.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { started } from '#platform/core/started.ts';
import { isAdmin, isModerator } from '#platform/auth/access.ts';
import { periodKeys, topContributors, type ContributionPeriod } from '#features/members/contribution-store.ts';
import { directoryPartition, directorySortKey, getProfiles, listMembers, listRecentMembers, searchMemberIds } from '#features/members/member-store.ts';
import type { AccountStatus, Role } from '#platform/core/roles.ts';
import {
  searchWords,
  toMemberRow,
  type ContributionMetric,
  type MemberOrder,
  type MemberProfile,
} from '#features/members/members.ts';
import { assertMaySee, LastActivityHiddenError, withoutLastActivity, type PrivacyPage } from '#features/settings/site-access.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { decodeCursor, decodeOffsetCursor, encodeCursor, encodeOffsetCursor } from '#platform/core/paging.ts';

export interface DirectoryQuery {
  page: number;
  per_page: number;
  cursor?: string | undefined;
  role?: Role | undefined;
  status: AccountStatus;
  orderby: MemberOrder;
  order: 'asc' | 'desc';
  /** A space's id or slug. */
  space_id?: number | string | undefined;
  search?: string | undefined;
}

/** A directory query whose space is known by id. */
type ResolvedQuery = Omit<DirectoryQuery, 'space_id'> & { space_id?: number | undefined };

export interface DirectoryPage {
  rows: ReturnType<typeof toMemberRow>[];
  total: number;
  page: number;
  perPage: number;
  nextCursor: string | null;
}

/** What the directory's space filter (`space_id`) asks of the spaces (space-directory.ts). */
export interface SpaceMembersFilter {
  /** The space's id (named by id or slug); refuses as the space's own members list does (404 hidden or unknown, 403 members only). */
  listableSpaceId(space: number | string, caller: Caller | null): Promise<number>;
  /** The space's id when this container knows it without a call (an id, or a slug it remembers). */
  knownSpaceId(space: number | string): number | null;
  /** The space's `limit` latest joiners. */
  latestMemberIds(spaceId: number, limit: number): Promise<number[]>;
  /** Which of these members hold an active membership there. */
  activeMembersAmong(spaceId: number, userIds: number[]): Promise<Set<number>>;
}

let spaceFilter: SpaceMembersFilter | undefined;

/** Set by the members function's entry point (functions/members/index.ts), as spaces are built on members. */
export function setSpaceMembersFilter(filter: SpaceMembersFilter): void {
  spaceFilter = filter;
}

function spaces(): SpaceMembersFilter {
  if (!spaceFilter) throw new Error('No space filter: the entry point sets it (functions/members/index.ts).');
  return spaceFilter;
}

/** Only moderators and administrators list accounts that are not active. */
function assertMayListStatus(status: AccountStatus, caller: Caller | null): void {
  if (status !== 'active' && !isModerator(caller)) throw new ForbiddenError('Only moderators may list inactive members.');
}

/** How the caller sees a directory list: what the site shows them (privacy settings), or a refusal. */
export interface ListView {
  caller: Caller | null;
  showActivity: boolean;
}

/** The privacy page's audience (members_page_status, leaderboard_members_visibility) and show_last_activity. */
export async function listView(page: PrivacyPage, caller: Caller | null): Promise<ListView> {
  const rules = await assertMaySee(page, caller);
  return { caller, showActivity: isAdmin(caller) || rules.privacy.showLastActivity };
}

/** Directory rows as the caller may see them (email for administrators, last activity per privacy); also the leaderboard's. */
export const rows = (profiles: MemberProfile[], view: ListView) =>
  profiles.map((p) => {
    const row = toMemberRow(p, { includeEmail: isAdmin(view.caller) });
    return view.showActivity ? row : withoutLastActivity(row);
  });

/** A space filter without a search sorts the space's most recent joiners, at most these. */
export const SPACE_SORT_WINDOW = 1_000;

export async function listDirectory(q: DirectoryQuery, caller: Caller | null): Promise<DirectoryPage> {
  const view = await listView('membersPage', caller);
  // Ordered by last activity, the list would tell what its rows hide.
  if (q.orderby === 'last_seen' && !view.showActivity) throw new LastActivityHiddenError();
  assertMayListStatus(q.status, caller);
  const offset = q.cursor ? 0 : (q.page - 1) * q.per_page;
  if (q.search !== undefined || q.space_id !== undefined) {
    const { spaceId, ids } = await candidates(q, caller);
    return sortedList({ ...q, space_id: spaceId }, ids, view, q.cursor ? decodeOffsetCursor(q.cursor) : offset);
  }

  const startKey = q.cursor ? decodeCursor(q.cursor, directoryPartition(q)) : undefined;
  const page = await listMembers({
    status: q.status,
    ...(q.role ? { role: q.role } : {}),
    orderby: q.orderby,
    ascending: q.order === 'asc',
    offset,
    limit: q.per_page,
    ...(startKey ? { startKey } : {}),
  });
  return { rows: rows(page.profiles, view), total: page.total, page: q.page, perPage: q.per_page, nextCursor: encodeCursor(page.lastKey) };
}

/** Mention mode's size (the original's @-mention picker). */
export const MENTION_LIMIT = 10;

/**
 * Mention mode (GET /members?mention=): up to MENTION_LIMIT active members matching the term, the
 * caller left out, within a space when one is named (which the caller must be able to list).
 */
export async function mentionMembers(q: { mention: string; space?: number | string | undefined }, caller: Caller): Promise<DirectoryPage['rows']> {
  const page = await listDirectory({ page: 1, per_page: MENTION_LIMIT + 1, status: 'active', orderby: 'display_name', order: 'asc', search: q.mention, space_id: q.space }, caller);
  return page.rows.filter((r) => r.user_id !== caller.userId).slice(0, MENTION_LIMIT);
}

/**
 * A search's matches or a space's latest joiners, and the space's id: a space filter answers as
 * the space's own members list does (404 hidden or unknown, 403 members only). The candidates are
 * read beside that check when they need no space id (a search) or the container knows it (an id,
 * a remembered slug: checked against the space read), and dropped unread when it refuses.
 */
async function candidates(q: DirectoryQuery, caller: Caller | null): Promise<{ spaceId: number | undefined; ids: number[] }> {
  const search = q.search;
  const matches = search === undefined ? null : started(async () => searchMemberIds({ ...searchWords(search), status: q.status, role: q.role, includeEmail: isAdmin(caller) }));
  if (q.space_id === undefined) return { spaceId: undefined, ids: await matches! };
  const known = spaces().knownSpaceId(q.space_id);
  const joiners = matches === null && known !== null ? started(() => spaces().latestMemberIds(known, SPACE_SORT_WINDOW)) : null;
  const spaceId = await spaces().listableSpaceId(q.space_id, caller);
  if (matches) return { spaceId, ids: await matches };
  return { spaceId, ids: joiners && spaceId === known ? await joiners : await spaces().latestMemberIds(spaceId, SPACE_SORT_WINDOW) };
}

/**
 * A search or a space filter: no index holds its members in every order, so a bounded set of
 * candidates (a search's first SEARCH_MATCHES matches, or a space's SPACE_SORT_WINDOW latest
 * joiners) is read with its profiles, filtered and sorted here by the directory's own sort keys.
 * The cost is bounded by the window, never by the community's size.
 */
async function sortedList(q: ResolvedQuery, ids: number[], view: ListView, start: number): Promise<DirectoryPage> {
  const spaceId = q.space_id;
  // A search within a space keeps the matches holding an active membership there.
  const [{ profiles }, inSpace] = await Promise.all([
    getProfiles(ids),
    q.search !== undefined && spaceId !== undefined ? spaces().activeMembersAmong(spaceId, ids) : null,
  ]);
  const sorted = profiles
    .filter((p) => p.status === q.status && (!q.role || p.role === q.role) && (!inSpace || inSpace.has(p.user_id)))
    .map((p) => ({ p, key: directorySortKey(p, q.orderby) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (q.order === 'asc' ? 1 : -1))
    .map(({ p }) => p);
  const hasNext = start + q.per_page < sorted.length;
  return {
    rows: rows(sorted.slice(start, start + q.per_page), view),
    total: sorted.length,
    page: q.page,
    perPage: q.per_page,
    nextCursor: hasNext ? encodeOffsetCursor(start + q.per_page) : null,
  };
}

/** Members active within the last `minutes`, most recent first. */
export async function activeMembers(q: { minutes: number; page: number; per_page: number }, caller: Caller | null, now = new Date()) {
  const view = await listView('membersPage', caller);
  // Who is online is last activity itself.
  if (!view.showActivity) throw new LastActivityHiddenError();
  const since = new Date(now.getTime() - q.minutes * 60_000).toISOString();
  const { profiles, total } = await listRecentMembers({ order: 'last_seen', since, offset: (q.page - 1) * q.per_page, limit: q.per_page });
  return {
    data: rows(profiles, view).map((r) => ({ ...r, is_online: true })),
    meta: { total_online: total, per_page: q.per_page, current_page: q.page, minutes: q.minutes },
  };
}

/** Members who joined within the last `days`, newest first. */
export async function newMembers(q: { days: number; page: number; per_page: number }, caller: Caller | null, now = new Date()) {
  const view = await listView('membersPage', caller);
  const since = new Date(now.getTime() - q.days * 86_400_000).toISOString();
  const { profiles, total } = await listRecentMembers({ order: 'created_at', since, offset: (q.page - 1) * q.per_page, limit: q.per_page });
  return { data: rows(profiles, view), meta: { total, per_page: q.per_page, current_page: q.page, days: q.days } };
}

/** The members with the most posts, comments or reactions received in the current period. */
export async function topContributorList(
  q: { period: ContributionPeriod; metric: ContributionMetric; page: number; per_page: number },
  caller: Caller | null,
  now = new Date(),
) {
  // The leaderboard (leaderboard_members_visibility), not the directory.
  const view = await listView('leaderboard', caller);
  // The calendar periods of the site's time zone (kept with the site rules: no call of its own).
  const periodKey = periodKeys(now, (await siteRules()).timeZone)[q.period];
  const offset = (q.page - 1) * q.per_page;
  const top = await topContributors(periodKey, q.metric, offset, q.per_page);
  const { profiles } = await getProfiles(top.map((t) => t.user_id));
  const byId = new Map(profiles.map((p) => [p.user_id, p]));
  const data = top.flatMap((t, i) => {
    const p = byId.get(t.user_id);
    if (!p || p.status !== 'active') return [];
    const { user_id: _u, ...stats } = t;
    return [{ ...rows([p], view)[0]!, stats, rank: offset + i + 1 }];
  });
  return { data, meta: { period: q.period, metric: q.metric, period_key: periodKey, per_page: q.per_page, current_page: q.page } };
}
