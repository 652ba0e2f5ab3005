/**
 * The member directory: list, search, active, new and top contributors. Every page is one Query
 * on an index plus at most one more call (a BatchGet of profiles, or the total's counter).
 */
import type { Caller } from '#shared/auth/authenticate.ts';
import { isAdmin, isModerator } from '#shared/auth/access.ts';
import { periodKeys, topContributors, type ContributionPeriod } from '#shared/data/contribution-store.ts';
import { directoryPartition, getProfiles, listMembers, listRecentMembers, searchMembers } from '#shared/data/member-store.ts';
import { listSpaceMembers } from '#shared/data/space-member-store.ts';
import { keys } from '#shared/data/keys.ts';
import { keyOf } from '#shared/data/queries.ts';
import type { AccountStatus, Role } from '#shared/domain/accounts.ts';
import {
  searchWords,
  toMemberRow,
  type ContributionMetric,
  type MemberOrder,
  type MemberProfile,
} from '#shared/domain/members.ts';
import { loadListableSpace } from '#shared/domain/space-membership-service.ts';
import { ForbiddenError } from '#shared/core/errors.ts';
import { GSI } from '#shared/data/table.ts';
import { decodeCursor, decodeOffsetCursor, encodeCursor, encodeOffsetCursor, type DynamoKey } from '#shared/core/paging.ts';

export interface DirectoryQuery {
  page: number;
  per_page: number;
  cursor?: string | undefined;
  role?: Role | undefined;
  status: AccountStatus;
  orderby: MemberOrder;
  order: 'asc' | 'desc';
  space_id?: number | undefined;
  search?: string | undefined;
}

export interface DirectoryPage {
  rows: ReturnType<typeof toMemberRow>[];
  total: number;
  page: number;
  perPage: number;
  nextCursor: string | null;
}

/** Only moderators and administrators list accounts that are not active. */
function assertMayListStatus(status: AccountStatus, caller: Caller | null): void {
  if (status !== 'active' && !isModerator(caller)) throw new ForbiddenError('Only moderators may list inactive members.');
}

const rows = (profiles: MemberProfile[], caller: Caller | null) => profiles.map((p) => toMemberRow(p, { includeEmail: isAdmin(caller) }));

export async function listDirectory(q: DirectoryQuery, caller: Caller | null): Promise<DirectoryPage> {
  assertMayListStatus(q.status, caller);
  // A space filter answers as the space's own members list does (404 hidden or unknown, 403 members only).
  if (q.space_id !== undefined) await loadListableSpace({ id: q.space_id }, caller);
  const offset = q.cursor ? 0 : (q.page - 1) * q.per_page;

  if (q.search !== undefined) {
    const words = searchWords(q.search);
    const start = q.cursor ? decodeOffsetCursor(q.cursor) : offset;
    const found = await searchMembers({ ...words, status: q.status, role: q.role, includeEmail: isAdmin(caller), offset: start, limit: q.per_page });
    const hasNext = start + q.per_page < found.total;
    return { rows: rows(found.profiles, caller), total: found.total, page: q.page, perPage: q.per_page, nextCursor: hasNext ? encodeOffsetCursor(start + q.per_page) : null };
  }

  if (q.space_id !== undefined) {
    const partition = { index: GSI.gsi1, partition: keys.spaceMembersPartition(q.space_id, 'active') };
    const startKey = q.cursor ? decodeCursor(q.cursor, partition) : undefined;
    const { memberships, lastKey } = await listSpaceMembers(q.space_id, 'active', {
      ascending: q.order === 'asc',
      offset,
      limit: q.per_page,
      ...(startKey ? { startKey } : {}),
    });
    const spaceKey = keys.space(q.space_id);
    const { profiles, extras } = await getProfiles(memberships.map((m) => m.user_id), [spaceKey]);
    const matching = profiles.filter((p) => p.status === q.status && (!q.role || p.role === q.role));
    const total = Number(extras.get(keyOf(spaceKey))?.['members_count'] ?? 0);
    return { rows: rows(matching, caller), total, page: q.page, perPage: q.per_page, nextCursor: encodeCursor(lastKey as DynamoKey | undefined) };
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
  return { rows: rows(page.profiles, caller), total: page.total, page: q.page, perPage: q.per_page, nextCursor: encodeCursor(page.lastKey) };
}

/** Members active within the last `minutes`, most recent first. */
export async function activeMembers(q: { minutes: number; page: number; per_page: number }, caller: Caller | null, now = new Date()) {
  const since = new Date(now.getTime() - q.minutes * 60_000).toISOString();
  const { profiles, total } = await listRecentMembers({ order: 'last_seen', since, offset: (q.page - 1) * q.per_page, limit: q.per_page });
  return {
    data: rows(profiles, caller).map((r) => ({ ...r, is_online: true })),
    meta: { total_online: total, per_page: q.per_page, current_page: q.page, minutes: q.minutes },
  };
}

/** Members who joined within the last `days`, newest first. */
export async function newMembers(q: { days: number; page: number; per_page: number }, caller: Caller | null, now = new Date()) {
  const since = new Date(now.getTime() - q.days * 86_400_000).toISOString();
  const { profiles, total } = await listRecentMembers({ order: 'created_at', since, offset: (q.page - 1) * q.per_page, limit: q.per_page });
  return { data: rows(profiles, caller), meta: { total, per_page: q.per_page, current_page: q.page, days: q.days } };
}

/** The members with the most posts, comments or reactions received in the current period. */
export async function topContributorList(
  q: { period: ContributionPeriod; metric: ContributionMetric; page: number; per_page: number },
  caller: Caller | null,
  now = new Date(),
) {
  const periodKey = periodKeys(now)[q.period];
  const offset = (q.page - 1) * q.per_page;
  const top = await topContributors(periodKey, q.metric, offset, q.per_page);
  const { profiles } = await getProfiles(top.map((t) => t.user_id));
  const byId = new Map(profiles.map((p) => [p.user_id, p]));
  const data = top.flatMap((t, i) => {
    const p = byId.get(t.user_id);
    if (!p || p.status !== 'active') return [];
    const { user_id: _u, ...stats } = t;
    return [{ ...toMemberRow(p, { includeEmail: isAdmin(caller) }), stats, rank: offset + i + 1 }];
  });
  return { data, meta: { period: q.period, metric: q.metric, period_key: periodKey, per_page: q.per_page, current_page: q.page } };
}
