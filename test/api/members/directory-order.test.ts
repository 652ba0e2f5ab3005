/**
 * GET /members answers in the order asked (orderby x order) with search and with every filter
 * (role, status, space_id), paged exactly; the default order is created_at descending.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { api, serverTiming, type Auth } from '../../support/http.ts';
import { collectMembers, createApiMember, onlyMine, token, touchLastSeen, type ApiMember } from '../../support/identity.ts';

const ORDERBYS = ['created_at', 'display_name', 'last_seen'] as const;
type OrderBy = (typeof ORDERBYS)[number];
const MINUTE = 60_000;

interface Seeded {
  member: ApiMember;
  /** Creation rank: members are created one after another. */
  rank: number;
  role: 'member' | 'moderator';
  status: 'active' | 'suspended';
  lastSeen: string | null;
  inSpace: boolean;
}

/** The directory's order as a model: the same keys, ties by id. */
function expectedOrder(seeded: Seeded[], orderby: OrderBy, order: 'asc' | 'desc'): number[] {
  const key = (s: Seeded): string => {
    const id = String(s.member.userId).padStart(12, '0');
    if (orderby === 'display_name') return `${s.member.displayName.toLowerCase()}#${id}`;
    if (orderby === 'last_seen') return `${s.lastSeen ?? '0000'}#${id}`;
    return `${String(s.rank).padStart(4, '0')}#${id}`;
  };
  const sorted = [...seeded].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return (order === 'asc' ? sorted : sorted.reverse()).map((s) => s.member.userId);
}

/** Every page of a list at per_page 2, checking the paginator's total and last page on each. */
async function pagedIds(auth: Auth, query: Record<string, string | number>, expectedTotal: number): Promise<number[]> {
  const ids: number[] = [];
  const lastPage = Math.max(1, Math.ceil(expectedTotal / 2));
  for (let page = 1; page <= lastPage; page++) {
    const res = await api<any>('GET', '/members', { auth, query: { ...query, per_page: 2, page } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.members, JSON.stringify(query)).toMatchObject({ total: expectedTotal, last_page: lastPage, current_page: page });
    ids.push(...res.body.members.data.map((r: any) => r.user_id as number));
    if (page === lastPage) expect(res.body.members.next_page_url).toBeNull();
  }
  return ids;
}

describe('member directory order with search and filters', () => {
  const tag = token('ord');
  let caller: ApiMember;
  let seeded: Seeded[];
  let spaceId: number;

  beforeAll(async () => {
    caller = await createApiMember();
    // Creation order, name order and last-seen order all differ.
    const plan: Array<[string, Seeded['role'], Seeded['status'], number | null, boolean]> = [
      ['Nora', 'member', 'active', 30, true],
      ['Ben', 'moderator', 'active', 5, true],
      ['Uma', 'member', 'active', 50, false],
      ['Carl', 'moderator', 'active', null, true],
      ['Ivy', 'member', 'active', 10, true],
      ['Abe', 'moderator', 'active', 40, false],
      ['Zoe', 'member', 'suspended', 20, false],
      ['Dan', 'member', 'suspended', null, false],
    ];
    seeded = [];
    const now = Date.now();
    for (const [rank, [first, role, status, minutesAgo, inSpace]] of plan.entries()) {
      const member = await createApiMember({ display_name: `${first} ${tag}`, role, status });
      let lastSeen: string | null = null;
      if (minutesAgo !== null) {
        const at = new Date(now - minutesAgo * MINUTE);
        await touchLastSeen(member.userId, at);
        lastSeen = at.toISOString();
      }
      seeded.push({ member, rank, role, status, lastSeen, inSpace });
    }
    const created = await api<any>('POST', '/spaces', { auth: adminAuth, body: { title: `Order ${tag}` } });
    expect(created.status).toBe(200);
    spaceId = created.body.data.id;
    for (const s of seeded.filter((x) => x.inSpace)) {
      const added = await api<any>('POST', `/spaces/${created.body.data.slug}/members`, { auth: adminAuth, body: { user_id: s.member.userId } });
      expect(added.status).toBe(200);
    }
  });

  const active = () => seeded.filter((s) => s.status === 'active');
  const filters: Array<{ name: string; query: () => Record<string, string | number>; pick: () => Seeded[]; admin?: boolean }> = [
    { name: 'no filter', query: () => ({}), pick: active },
    { name: 'role member', query: () => ({ role: 'member' }), pick: () => active().filter((s) => s.role === 'member') },
    { name: 'role moderator', query: () => ({ role: 'moderator' }), pick: () => active().filter((s) => s.role === 'moderator') },
    { name: 'status suspended', query: () => ({ status: 'suspended' }), pick: () => seeded.filter((s) => s.status === 'suspended'), admin: true },
    { name: 'space_id', query: () => ({ space_id: spaceId }), pick: () => active().filter((s) => s.inSpace) },
    { name: 'space_id and role moderator', query: () => ({ space_id: spaceId, role: 'moderator' }), pick: () => active().filter((s) => s.inSpace && s.role === 'moderator') },
  ];

  for (const filter of filters) {
    for (const orderby of ORDERBYS) {
      it(`with search and ${filter.name}: orderby ${orderby}, asc and desc, paged exactly`, async () => {
        const auth = filter.admin ? adminAuth : caller.auth;
        for (const order of ['asc', 'desc'] as const) {
          const expected = expectedOrder(filter.pick(), orderby, order);
          const ids = await pagedIds(auth, { ...filter.query(), search: tag, orderby, order }, expected.length);
          expect(ids, `${filter.name} ${orderby} ${order}`).toEqual(expected);
        }
      });

      it(`without search and ${filter.name}: orderby ${orderby}, asc and desc`, async () => {
        const auth = filter.admin ? adminAuth : caller.auth;
        for (const order of ['asc', 'desc'] as const) {
          const rows = await collectMembers(auth, { ...filter.query(), orderby, order });
          const mine = seeded.map((s) => s.member.userId);
          expect(onlyMine(rows, mine), `${filter.name} ${orderby} ${order}`).toEqual(expectedOrder(filter.pick(), orderby, order));
          if (!('space_id' in filter.query())) continue;
          // A space's list holds its creator too: every row answered is in the order asked.
          const keys = rows.map((r) =>
            orderby === 'display_name' ? `${String(r.display_name).toLowerCase()}#${String(r.user_id).padStart(12, '0')}` : orderby === 'last_seen' ? (r.last_seen ?? '') : r.created_at,
          );
          const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
        }
      });
    }
  }

  it('defaults to created_at descending, with search, with a filter and without', async () => {
    const newestFirst = expectedOrder(active(), 'created_at', 'desc');
    expect(await pagedIds(caller.auth, { search: tag }, newestFirst.length)).toEqual(newestFirst);
    const moderators = expectedOrder(active().filter((s) => s.role === 'moderator'), 'created_at', 'desc');
    expect(await pagedIds(caller.auth, { search: tag, role: 'moderator' }, moderators.length)).toEqual(moderators);
    const inSpace = expectedOrder(active().filter((s) => s.inSpace), 'created_at', 'desc');
    const spaceRows = await collectMembers(caller.auth, { space_id: spaceId });
    expect(onlyMine(spaceRows, seeded.map((s) => s.member.userId))).toEqual(inSpace);
    // The space's creator (the administrator) joined too: the total counts every active member.
    expect(spaceRows).toHaveLength(inSpace.length + 1);
    const all = await collectMembers(caller.auth, {});
    expect(onlyMine(all, seeded.map((s) => s.member.userId))).toEqual(newestFirst);
  });

  it('pages a sorted search with next_cursor over the same rows as page numbers', async () => {
    const expected = expectedOrder(active(), 'display_name', 'asc');
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const query: Record<string, string | number> = { search: tag, orderby: 'display_name', order: 'asc', per_page: 4 };
      if (cursor) query['cursor'] = cursor;
      const res = await api<any>('GET', '/members', { auth: caller.auth, query });
      expect(res.status).toBe(200);
      ids.push(...res.body.members.data.map((r: any) => r.user_id));
      cursor = res.body.members.next_cursor;
      if (!cursor) break;
    }
    expect(ids).toEqual(expected);
  });

  it('costs a bounded number of DynamoDB calls for a sorted search, a space list and a search in a space', async () => {
    const queries: Record<string, string | number>[] = [{ search: tag, orderby: 'last_seen' }, { space_id: spaceId, orderby: 'display_name' }, { search: tag, space_id: spaceId, order: 'asc' }];
    for (const query of queries) {
      const res = await api<any>('GET', '/members', { auth: caller.auth, query });
      expect(res.status).toBe(200);
      // Authentication, the space (with a space filter), one Query, the profiles (and memberships) side by side.
      expect(serverTiming(res.headers).calls, JSON.stringify(query)).toBeLessThanOrEqual(5);
    }
  });

  it('fails with 400 rest_invalid_param naming orderby for an unknown orderby, with or without search', async () => {
    for (const query of [{ orderby: 'email' }, { orderby: 'relevance', search: tag }, { orderby: 'joined_at', space_id: spaceId }] as Record<string, string | number>[]) {
      const res = await api<any>('GET', '/members', { auth: caller.auth, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
      expect(Object.keys(res.body.data.params)).toEqual(['orderby']);
    }
  });
});
