/**
 * The spaces a caller belongs to (the original's GET /spaces and discover's type=joined): one
 * Query of the caller's memberships (USERSPACES#<user>, at most CALLER_SPACES_LIMIT) and one
 * BatchGet of their spaces. Courses are left out (they have lists of their own), and so is any
 * space the caller may not know (a draft they do not manage, a secret space they only asked to join).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { userMemberships } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { callerSpaceRole, showsMemberCount, spaceVisibility } from '#features/spaces/space-access.ts';
import { toSpaceListItem, type SpaceRecord } from '#features/spaces/spaces.ts';
import type { SpaceListPage } from '#features/spaces/space-service.ts';

/** The most memberships read for one answer: one Query page and one BatchGet of spaces. */
export const CALLER_SPACES_LIMIT = 100;

export type CallerSpacesOrder = 'alphabetical' | 'oldest' | 'latest';

const ORDERS: Record<CallerSpacesOrder, (a: SpaceRecord, b: SpaceRecord) => number> = {
  alphabetical: (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
  oldest: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  latest: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
};

/** The caller's spaces as list items, by title (or `order`); `search` keeps titles containing it. */
export async function listCallerSpaces(caller: Caller | null, options: { order?: CallerSpacesOrder; search?: string | undefined } = {}) {
  if (!caller) return [];
  const memberships = await userMemberships(caller.userId, CALLER_SPACES_LIMIT);
  const found = await batchGet(memberships.map((m) => keys.space(m.space_id)));
  const needle = options.search?.toLowerCase();
  return memberships
    .flatMap((membership) => {
      const item = found.get(itemKeyOf(keys.space(membership.space_id)));
      if (!item) return [];
      const space = toSpace(item);
      if (space.type === 'course' || spaceVisibility(space, caller, membership) === 'hidden') return [];
      if (needle !== undefined && !space.title.toLowerCase().includes(needle)) return [];
      return [{ space, membership }];
    })
    .sort((a, b) => ORDERS[options.order ?? 'alphabetical'](a.space, b.space))
    .map(({ space, membership }) => toSpaceListItem(space, callerSpaceRole(membership), { showCounts: showsMemberCount(space, caller, membership) }));
}

/** A page of the caller's spaces (discover's type=joined). */
export async function callerSpacesPage(
  caller: Caller | null,
  q: { page: number; per_page: number; search?: string | undefined; order: CallerSpacesOrder },
): Promise<SpaceListPage> {
  const all = await listCallerSpaces(caller, q);
  const start = (q.page - 1) * q.per_page;
  return { items: all.slice(start, start + q.per_page), total: all.length, nextCursor: null };
}
