import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { api, serverTiming } from '../../support/http.ts';
import {
  collectMembers,
  collectMeta,
  createApiMember,
  DATETIME,
  onlyMine,
  PAGINATOR_KEYS,
  parseDatetime,
  randomSpaceId,
  recordContribution,
  token,
  touchLastSeen,
  XPROFILE_KEYS,
  type ApiMember,
} from '../../support/identity.ts';

const MEMBER_ROW_KEYS = [...XPROFILE_KEYS, 'id', 'role', 'last_seen'];
const MINUTE = 60_000;

describe('member directory', () => {
  /** A word only the crew carries in its display names, another its usernames start with, another its emails. */
  const tag = token('dir');
  const userTag = token('usr');
  const emailTag = token('em');
  /** The words of wordA and wordB start with it. */
  const wordTag = token('wrd');
  let caller: ApiMember;
  let moderator: ApiMember;
  /** Created in the order Mia, Zed, Aaron, Bea, Kim: creation order differs from name order. */
  let crew: ApiMember[];
  let crewIds: number[];
  /** Sorted by the word of their display name that starts with `tag`. */
  let wordA: ApiMember;
  let wordB: ApiMember;

  beforeAll(async () => {
    caller = await createApiMember();
    moderator = await createApiMember({ role: 'moderator' });
    crew = [];
    for (const [i, first] of ['Mia', 'Zed', 'Aaron', 'Bea', 'Kim'].entries()) {
      crew.push(
        await createApiMember({
          username: `${userTag}_${first.toLowerCase()}`,
          display_name: `${first} ${tag}`,
          email: `${emailTag}${i}@example.test`,
          role: 'moderator',
        }),
      );
    }
    crewIds = crew.map((m) => m.userId);
    // Matched words in the reverse order of creation.
    wordB = await createApiMember({ username: token('w'), display_name: `Alpha ${wordTag}zb` });
    wordA = await createApiMember({ username: token('w'), display_name: `Omega ${wordTag}za` });
    // One request of the caller first, so the refresh of its last activity is not in the measured requests.
    expect((await api('GET', '/profile', { auth: caller.auth })).status).toBe(200);
  });

  describe('GET /members', () => {
    it('answers {members: paginator with the 13 keys, execution_time} with the defaults page 1, per_page 20, status active', async () => {
      const res = await api<any>('GET', '/members', { auth: caller.auth });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['execution_time', 'members']);
      expect(res.body.execution_time).toEqual(expect.any(Number));
      const p = res.body.members;
      for (const key of PAGINATOR_KEYS) expect(p).toHaveProperty(key);
      for (const k of Object.keys(p)) expect([...PAGINATOR_KEYS, 'next_cursor']).toContain(k);
      expect(p).toMatchObject({ current_page: 1, per_page: 20, from: 1 });
      expect(p.data.length).toBeGreaterThan(0);
      expect(p.data.length).toBeLessThanOrEqual(20);
      expect(p.total).toBeGreaterThanOrEqual(p.data.length);
      expect(p.links[0].label).toContain('Previous');
      for (const row of p.data) expect(row.status).toBe('active');
    });

    it('returns member rows: the xprofile plus id, role and last_seen, without email for a member', async () => {
      const rows = await collectMembers(caller.auth, { search: tag, per_page: 50 });
      const row = rows.find((r) => r.user_id === crew[0]!.userId);
      expect(row).toBeDefined();
      expect(Object.keys(row).sort()).toEqual([...MEMBER_ROW_KEYS].sort());
      expect(row).toMatchObject({ id: crew[0]!.userId, username: crew[0]!.username, display_name: `Mia ${tag}`, role: 'moderator', status: 'active', badge: null });
      expect(row.created_at).toMatch(DATETIME);
      expect(row.last_seen).toBe(row.last_activity);
    });

    it('includes the email in rows for an administrator', async () => {
      const rows = await collectMembers(adminAuth, { search: tag, per_page: 50 });
      const row = rows.find((r) => r.user_id === crew[0]!.userId);
      expect(row?.email).toBe(crew[0]!.email);
      const asModerator = await collectMembers(moderator.auth, { search: tag, per_page: 50 });
      expect(asModerator).toHaveLength(5);
      for (const r of asModerator) expect(r).not.toHaveProperty('email');
    });

    it('fails with rest_invalid_param for per_page 101 and page 0; accepts per_page 100', async () => {
      for (const query of [{ per_page: 101 }, { per_page: 0 }, { page: 0 }, { per_page: 'many' }] as Record<string, string | number>[]) {
        const res = await api<any>('GET', '/members', { auth: caller.auth, query });
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
      }
      const ok = await api<any>('GET', '/members', { auth: caller.auth, query: { per_page: 100 } });
      expect(ok.status).toBe(200);
      expect(ok.body.members.per_page).toBe(100);
    });

    it('filters by role', async () => {
      const rows = await collectMembers(caller.auth, { role: 'moderator' });
      expect(rows.length).toBeGreaterThanOrEqual(6);
      for (const row of rows) expect(row.role).toBe('moderator');
      expect(onlyMine(rows, [...crewIds, moderator.userId]).sort()).toEqual([...crewIds, moderator.userId].sort());
      expect(onlyMine(rows, [wordA.userId, caller.userId])).toEqual([]);
      const members = await collectMembers(caller.auth, { role: 'member', search: wordTag });
      expect(members.map((r) => r.user_id).sort()).toEqual([wordA.userId, wordB.userId].sort());
      const none = await api<any>('GET', '/members', { auth: caller.auth, query: { role: 'admin', search: tag } });
      expect(none.body.members).toMatchObject({ data: [], total: 0 });
    });

    it('filters by role without a search', async () => {
      const page = await api<any>('GET', '/members', { auth: caller.auth, query: { role: 'admin', per_page: 100 } });
      expect(page.status).toBe(200);
      expect(page.body.members.total).toBeGreaterThanOrEqual(1);
      for (const row of page.body.members.data) expect(row.role).toBe('admin');
    });

    it('fails with 400 invalid_filter and data.allowed_values for an unknown role', async () => {
      const res = await api<any>('GET', '/members', { auth: caller.auth, query: { role: 'owner' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_filter', data: { status: 400 } });
      expect(res.body.data.allowed_values).toEqual(expect.arrayContaining(['member', 'moderator', 'admin']));
    });

    it('fails with rest_invalid_param for an unknown orderby, order or status', async () => {
      // space_id takes an id or a space's slug (the original's clients send either); neither is refused.
      for (const query of [{ orderby: 'email' }, { order: 'sideways' }, { status: 'banned' }, { space_id: 'Not A Slug!' }] as Record<string, string>[]) {
        const res = await api<any>('GET', '/members', { auth: adminAuth, query });
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(['rest_invalid_param', 'invalid_filter']).toContain(res.body.code);
      }
    });

    describe('search', () => {
      it('matches a word prefix of the display name', async () => {
        for (const search of [tag, tag.slice(0, 9)]) {
          const res = await api<any>('GET', '/members', { auth: caller.auth, query: { search, per_page: 100 } });
          expect(res.status).toBe(200);
          expect(res.body.members.data.map((r: any) => r.user_id).sort()).toEqual([...crewIds].sort());
          expect(res.body.members.total).toBe(5);
        }
      });

      it('matches the second word of a display name and several words narrow the result', async () => {
        const res = await api<any>('GET', '/members', { auth: caller.auth, query: { search: `${tag} zed` } });
        expect(res.status).toBe(200);
        expect(res.body.members.data.map((r: any) => r.user_id)).toEqual([crew[1]!.userId]);
        expect(res.body.members.total).toBe(1);
        const reversed = await api<any>('GET', '/members', { auth: caller.auth, query: { search: `Zed ${tag}` } });
        expect(reversed.body.members.data.map((r: any) => r.user_id)).toEqual([crew[1]!.userId]);
      });

      it('matches a username prefix', async () => {
        const res = await api<any>('GET', '/members', { auth: caller.auth, query: { search: userTag } });
        expect(res.status).toBe(200);
        expect(res.body.members.data.map((r: any) => r.user_id).sort()).toEqual([...crewIds].sort());
        const full = await api<any>('GET', '/members', { auth: caller.auth, query: { search: crew[2]!.username } });
        expect(full.body.members.data.map((r: any) => r.user_id)).toEqual([crew[2]!.userId]);
      });

      it('does not match inside a word', async () => {
        const res = await api<any>('GET', '/members', { auth: caller.auth, query: { search: tag.slice(2) } });
        expect(onlyMine(res.body.members.data, crewIds)).toEqual([]);
      });

      it('is case-insensitive', async () => {
        const res = await api<any>('GET', '/members', { auth: caller.auth, query: { search: `${tag.toUpperCase()} KIM` } });
        expect(res.body.members.data.map((r: any) => r.user_id)).toEqual([crew[4]!.userId]);
      });

      it('matches an email prefix for administrators only', async () => {
        const asAdmin = await api<any>('GET', '/members', { auth: adminAuth, query: { search: emailTag } });
        expect(asAdmin.status).toBe(200);
        expect(asAdmin.body.members.data.map((r: any) => r.user_id).sort()).toEqual([...crewIds].sort());
        expect(asAdmin.body.members.total).toBe(5);
        for (const auth of [caller.auth, moderator.auth]) {
          const notAdmin = await api<any>('GET', '/members', { auth, query: { search: emailTag } });
          expect(notAdmin.status).toBe(200);
          expect(notAdmin.body.members.data).toEqual([]);
          expect(notAdmin.body.members.total).toBe(0);
        }
      });

      it('returns results newest first by default, not in the order of the matched word', async () => {
        const res = await api<any>('GET', '/members', { auth: caller.auth, query: { search: `${wordTag}z` } });
        expect(res.status).toBe(200);
        expect(res.body.members.data.map((r: any) => r.user_id)).toEqual([wordA.userId, wordB.userId]);
        const oldest = await api<any>('GET', '/members', { auth: caller.auth, query: { search: `${wordTag}z`, order: 'asc' } });
        expect(oldest.body.members.data.map((r: any) => r.user_id)).toEqual([wordB.userId, wordA.userId]);
      });

      it('answers at most the first 200 matches, its total counting those', async () => {
        const capTag = token('cap');
        for (let batch = 0; batch < 11; batch++) {
          await Promise.all(Array.from({ length: 19 }, (_, i) => createApiMember({ display_name: `${capTag} n${batch * 19 + i}` })));
        }
        const page1 = await api<any>('GET', '/members', { auth: caller.auth, query: { search: capTag, per_page: 100 } });
        expect(page1.status).toBe(200);
        expect(page1.body.members.total).toBe(200);
        expect(page1.body.members.last_page).toBe(2);
        const rows = await collectMembers(caller.auth, { search: capTag });
        expect(rows).toHaveLength(200);
        const narrowed = await api<any>('GET', '/members', { auth: caller.auth, query: { search: `${capTag} n208` } });
        expect(narrowed.body.members.total).toBe(1);
      });

      it('answers an empty result with 200, data [] and total 0', async () => {
        const res = await api<any>('GET', '/members', { auth: caller.auth, query: { search: token('nomatch') } });
        expect(res.status).toBe(200);
        expect(res.body.members).toMatchObject({ data: [], total: 0, current_page: 1 });
        expect(res.body.members.next_page_url).toBeNull();
      });

      it('fails with 400 invalid_search for a search under 2 characters', async () => {
        for (const search of ['a', ' a ']) {
          const res = await api<any>('GET', '/members', { auth: caller.auth, query: { search } });
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ code: 'invalid_search', data: { status: 400 } });
        }
      });
    });

    describe('ordering', () => {
      it('orders by display_name ascending', async () => {
        const rows = await collectMembers(caller.auth, { role: 'moderator', orderby: 'display_name', order: 'asc' });
        const expected = [...crew].sort((a, b) => a.displayName.localeCompare(b.displayName)).map((m) => m.userId);
        expect(onlyMine(rows, crewIds)).toEqual(expected);
      });

      it('orders by display_name descending', async () => {
        const rows = await collectMembers(caller.auth, { role: 'moderator', orderby: 'display_name', order: 'desc' });
        const expected = [...crew].sort((a, b) => b.displayName.localeCompare(a.displayName)).map((m) => m.userId);
        expect(onlyMine(rows, crewIds)).toEqual(expected);
      });

      it('orders by created_at descending by default, ascending on request', async () => {
        const desc = await collectMembers(caller.auth, { role: 'moderator' });
        expect(onlyMine(desc, crewIds)).toEqual([...crewIds].reverse());
        const dates = desc.map((r) => parseDatetime(r.created_at));
        for (let i = 1; i < dates.length; i++) expect(dates[i]).toBeLessThanOrEqual(dates[i - 1]!);
        const asc = await collectMembers(caller.auth, { role: 'moderator', orderby: 'created_at', order: 'asc' });
        expect(onlyMine(asc, crewIds)).toEqual(crewIds);
      });

      it('orders by last_seen', async () => {
        const [first, second, third] = crew;
        await touchLastSeen(first!.userId, new Date(Date.now() - 30 * MINUTE));
        await touchLastSeen(second!.userId, new Date(Date.now() - 10 * MINUTE));
        await touchLastSeen(third!.userId, new Date(Date.now() - 20 * MINUTE));
        const rows = await collectMembers(caller.auth, { role: 'moderator', orderby: 'last_seen', order: 'desc' });
        expect(onlyMine(rows, [first!.userId, second!.userId, third!.userId])).toEqual([second!.userId, third!.userId, first!.userId]);
      });
    });

    describe('paging', () => {
      it('gives disjoint pages that together hold every match', async () => {
        const p1 = await api<any>('GET', '/members', { auth: caller.auth, query: { search: tag, per_page: 2 } });
        const p2 = await api<any>('GET', '/members', { auth: caller.auth, query: { search: tag, per_page: 2, page: 2 } });
        const p3 = await api<any>('GET', '/members', { auth: caller.auth, query: { search: tag, per_page: 2, page: 3 } });
        for (const p of [p1, p2, p3]) expect(p.status).toBe(200);
        const ids = [p1, p2, p3].map((p) => p.body.members.data.map((r: any) => r.user_id as number));
        expect(ids[0]).toHaveLength(2);
        expect(ids[1]).toHaveLength(2);
        expect(ids[2]).toHaveLength(1);
        const all = ids.flat();
        expect(new Set(all).size).toBe(5);
        expect([...all].sort()).toEqual([...crewIds].sort());
        expect(p2.body.members).toMatchObject({ current_page: 2, from: 3, to: 4, total: 5, last_page: 3 });
        expect(p2.body.members.next_page_url).toContain('page=3');
        expect(p2.body.members.next_page_url).toContain('search=');
        expect(p2.body.members.prev_page_url).toContain('page=1');
        expect(p3.body.members.next_page_url).toBeNull();
      });

      it('pages with members.next_cursor over the same rows as page numbers', async () => {
        const byNumber: number[] = [];
        for (let page = 1; page <= 3; page++) {
          const res = await api<any>('GET', '/members', { auth: caller.auth, query: { role: 'moderator', orderby: 'display_name', order: 'asc', search: tag, per_page: 2, page } });
          byNumber.push(...res.body.members.data.map((r: any) => r.user_id));
        }
        const byCursor: number[] = [];
        let cursor: string | null | undefined;
        for (let i = 0; i < 5; i++) {
          const query: Record<string, string | number> = { role: 'moderator', orderby: 'display_name', order: 'asc', search: tag, per_page: 2 };
          if (cursor) query['cursor'] = cursor;
          const res = await api<any>('GET', '/members', { auth: caller.auth, query });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.members).toHaveProperty('next_cursor');
          byCursor.push(...res.body.members.data.map((r: any) => r.user_id));
          cursor = res.body.members.next_cursor;
          if (!cursor) break;
        }
        expect(cursor).toBeNull();
        expect(byCursor).toEqual(byNumber);
        expect([...byCursor].sort()).toEqual([...crewIds].sort());
      });

      it('pages the whole directory with next_cursor without repeating a row', async () => {
        const seen = new Set<number>();
        let cursor: string | null = null;
        let pages = 0;
        do {
          const query: Record<string, string | number> = { per_page: 3, orderby: 'created_at', order: 'asc' };
          if (cursor) query['cursor'] = cursor;
          const res = await api<any>('GET', '/members', { auth: caller.auth, query });
          expect(res.status).toBe(200);
          for (const r of res.body.members.data) {
            expect(seen.has(r.user_id)).toBe(false);
            seen.add(r.user_id);
          }
          cursor = res.body.members.next_cursor;
          pages++;
        } while (cursor && pages < 4);
        expect(seen.size).toBeGreaterThan(3);
      });

      it('fails with rest_invalid_param for a cursor it did not issue', async () => {
        const res = await api<any>('GET', '/members', { auth: caller.auth, query: { cursor: 'bm90LWEtY3Vyc29y' } });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
      });
    });

    describe('status', () => {
      it('fails with 403 rest_forbidden when a member asks for another status; moderators and administrators may', async () => {
        const goneTag = token('gone');
        const suspended = await createApiMember({ display_name: `Gone ${goneTag}`, status: 'suspended' });
        const denied = await api<any>('GET', '/members', { auth: caller.auth, query: { status: 'suspended' } });
        expect(denied.status).toBe(403);
        expect(denied.body.code).toBe('rest_forbidden');
        expect((await api<any>('GET', '/members', { auth: caller.auth, query: { status: 'pending' } })).status).toBe(403);
        for (const auth of [moderator.auth, adminAuth]) {
          const rows = await collectMembers(auth, { status: 'suspended', search: goneTag });
          expect(rows.map((r) => r.user_id)).toEqual([suspended.userId]);
          expect(rows[0].status).toBe('suspended');
        }
        const active = await api<any>('GET', '/members', { auth: adminAuth, query: { search: goneTag } });
        expect(active.body.members.data).toEqual([]);
      });
    });

    it('lists the active members of a space with space_id', async () => {
      const created = await api<any>('POST', '/spaces', { auth: adminAuth, body: { title: `Directory ${token('sp')}` } });
      expect(created.status).toBe(200);
      const { id: spaceId, slug } = created.body.data;
      const [a, b, c, d] = crew;
      const add = async (userId: number, body: Record<string, unknown>) =>
        expect((await api<any>('POST', `/spaces/${slug}/members`, { auth: adminAuth, body: { user_id: userId, ...body } })).status).toBe(200);
      await add(a!.userId, {});
      await add(b!.userId, { role: 'moderator' });
      await add(c!.userId, { status: 'pending' });
      await add(d!.userId, {});
      expect((await api<any>('POST', `/spaces/${slug}/members/${d!.userId}/ban`, { auth: adminAuth })).status).toBe(200);
      const res = await api<any>('GET', '/members', { auth: caller.auth, query: { space_id: spaceId } });
      expect(res.status).toBe(200);
      // The creator (the administrator) is the space's first active member.
      expect(res.body.members.total).toBe(3);
      const ids = res.body.members.data.map((r: any) => r.user_id);
      expect(ids.slice(0, 2)).toEqual([b!.userId, a!.userId]);
      expect(ids).not.toContain(c!.userId);
      expect(ids).not.toContain(d!.userId);
      const asc = await api<any>('GET', '/members', { auth: caller.auth, query: { space_id: spaceId, order: 'asc' } });
      expect(asc.body.members.data.map((r: any) => r.user_id).slice(1)).toEqual([a!.userId, b!.userId]);
      // An unknown space answers as a hidden one does: 404, as GET /spaces/{slug}/members.
      const none = await api<any>('GET', '/members', { auth: caller.auth, query: { space_id: randomSpaceId() } });
      expect(none.status).toBe(404);
      expect(none.body.code).toBe('space_not_found');
    });

    it('fails with 401 rest_forbidden without credentials', async () => {
      for (const path of ['/members', '/members/active', '/members/new', '/members/top-contributors']) {
        const res = await api<any>('GET', path);
        expect(res.status, path).toBe(401);
        expect(res.body.code).toBe('rest_forbidden');
      }
    });

    it('costs at most 3 DynamoDB calls (authentication + 2) for a page, a search and the active list', async () => {
      await api('GET', '/profile', { auth: caller.auth });
      const requests: [string, Record<string, string | number>][] = [
        ['/members', {}],
        ['/members', { per_page: 100 }],
        ['/members', { search: tag }],
        ['/members', { search: userTag, per_page: 2 }],
        ['/members', { page: 2 }],
        ['/members/active', {}],
      ];
      for (const [path, query] of requests) {
        const res = await api<any>('GET', path, { auth: caller.auth, query });
        expect(res.status).toBe(200);
        expect(serverTiming(res.headers).calls, `${path} ${JSON.stringify(query)}`).toBeLessThanOrEqual(3);
      }
      const first = await api<any>('GET', '/members', { auth: caller.auth, query: { per_page: 5 } });
      const next = await api<any>('GET', '/members', { auth: caller.auth, query: { per_page: 5, cursor: first.body.members.next_cursor } });
      expect(next.status).toBe(200);
      expect(serverTiming(next.headers).calls).toBeLessThanOrEqual(3);
    });
  });

  describe('GET /members/active', () => {
    it('lists members active within 15 minutes by default, most recent first, with is_online true and meta', async () => {
      const recent = await createApiMember({ display_name: `Recent ${token()}` });
      const older = await createApiMember({ display_name: `Older ${token()}` });
      const away = await createApiMember({ display_name: `Away ${token()}` });
      await touchLastSeen(recent.userId, new Date(Date.now() - 2 * MINUTE));
      await touchLastSeen(older.userId, new Date(Date.now() - 5 * MINUTE));
      await touchLastSeen(away.userId, new Date(Date.now() - 20 * MINUTE));
      const mine = [recent.userId, older.userId, away.userId];

      const first = await api<any>('GET', '/members/active', { auth: caller.auth });
      expect(first.status).toBe(200);
      expect(first.body.meta).toMatchObject({ per_page: 10, current_page: 1, minutes: 15 });
      expect(first.body.meta.total_online).toEqual(expect.any(Number));
      expect(first.body.meta.total_online).toBeGreaterThanOrEqual(2);
      expect(first.body.data.length).toBeLessThanOrEqual(10);

      const rows = await collectMeta('/members/active', caller.auth);
      expect(onlyMine(rows, mine)).toEqual([recent.userId, older.userId]);
      for (const row of rows) {
        expect(row.is_online).toBe(true);
        expect(row.last_seen).toMatch(DATETIME);
        expect(Date.now() - parseDatetime(row.last_seen)).toBeLessThanOrEqual(16 * MINUTE);
      }
      const seen = rows.map((r) => parseDatetime(r.last_seen));
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeLessThanOrEqual(seen[i - 1]!);
      const row = rows.find((r) => r.user_id === recent.userId);
      for (const key of [...MEMBER_ROW_KEYS, 'is_online']) expect(row).toHaveProperty(key);

      const wider = await collectMeta('/members/active', caller.auth, { minutes: 30 });
      expect(onlyMine(wider, mine)).toEqual([recent.userId, older.userId, away.userId]);
    });

    it('includes the caller, whose requests refresh their last activity', async () => {
      const m = await createApiMember();
      await api('GET', '/profile', { auth: m.auth });
      const rows = await collectMeta('/members/active', m.auth, { minutes: 1 });
      expect(onlyMine(rows, [m.userId])).toEqual([m.userId]);
    });

    it('fails with rest_invalid_param for minutes outside 1-1440', async () => {
      for (const minutes of [0, 1441, -5]) {
        const res = await api<any>('GET', '/members/active', { auth: caller.auth, query: { minutes } });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
      }
      expect((await api('GET', '/members/active', { auth: caller.auth, query: { minutes: 1440 } })).status).toBe(200);
    });
  });

  describe('GET /members/new', () => {
    it('lists members created within 7 days by default, newest first, with meta', async () => {
      const fresh = await createApiMember({ display_name: `Fresh ${token()}` });

      const first = await api<any>('GET', '/members/new', { auth: caller.auth });
      expect(first.status).toBe(200);
      expect(first.body.meta).toMatchObject({ per_page: 10, current_page: 1, days: 7 });
      expect(first.body.meta.total).toBeGreaterThanOrEqual(crew.length + 1);
      expect(first.body.data.length).toBeLessThanOrEqual(10);

      const rows = await collectMeta('/members/new', caller.auth);
      expect(onlyMine(rows, [fresh.userId, ...crewIds])).toEqual([fresh.userId, ...[...crewIds].reverse()]);
      const created = rows.map((r) => parseDatetime(r.created_at));
      for (let i = 1; i < created.length; i++) expect(created[i]).toBeLessThanOrEqual(created[i - 1]!);
      for (const key of MEMBER_ROW_KEYS) expect(rows[0]).toHaveProperty(key);

      const wider = await collectMeta('/members/new', caller.auth, { days: 30 });
      expect(onlyMine(wider, [fresh.userId])).toEqual([fresh.userId]);
      const widerMeta = await api<any>('GET', '/members/new', { auth: caller.auth, query: { days: 30 } });
      expect(widerMeta.body.meta.days).toBe(30);
    });

    it('fails with rest_invalid_param for days outside 1-365', async () => {
      for (const days of [0, 366]) {
        const res = await api<any>('GET', '/members/new', { auth: caller.auth, query: { days } });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
      }
      expect((await api('GET', '/members/new', { auth: caller.auth, query: { days: 365 } })).status).toBe(200);
    });
  });

  describe('GET /members/top-contributors', () => {
    const now = new Date();
    const year = now.getUTCFullYear();
    const lastYear = new Date(Date.UTC(year - 1, 5, 15, 12));
    /** A day of this year before this month, when there is one. */
    const earlierThisYear = now.getUTCMonth() > 0 ? new Date(Date.UTC(year, now.getUTCMonth() - 1, 10, 12)) : null;
    /** A day of this month before this ISO week, when there is one. */
    const isoWeekStart = new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
    const earlierThisMonth = isoWeekStart.getUTCDate() > 1 ? new Date(Date.UTC(year, now.getUTCMonth(), 1, 12)) : null;

    let poster: ApiMember;
    let commenter: ApiMember;
    let liked: ApiMember;
    let veteran: ApiMember;
    let ids: number[];

    beforeAll(async () => {
      [poster, commenter, liked, veteran] = await Promise.all([
        createApiMember({ display_name: `Poster ${token()}` }),
        createApiMember({ display_name: `Commenter ${token()}` }),
        createApiMember({ display_name: `Liked ${token()}` }),
        createApiMember({ display_name: `Veteran ${token()}` }),
      ]);
      ids = [poster.userId, commenter.userId, liked.userId, veteran.userId];
      await recordContribution(poster.userId, 'posts', 30);
      await recordContribution(poster.userId, 'comments', 1);
      await recordContribution(poster.userId, 'reactions', 2);
      await recordContribution(commenter.userId, 'posts', 20);
      await recordContribution(commenter.userId, 'comments', 40);
      await recordContribution(commenter.userId, 'reactions', 1);
      await recordContribution(liked.userId, 'posts', 10);
      await recordContribution(liked.userId, 'reactions', 50);
      await recordContribution(liked.userId, 'comments', 1);
      // The veteran contributed most, but last year.
      await recordContribution(veteran.userId, 'posts', 100, lastYear);
      await recordContribution(veteran.userId, 'posts', 1);
    });

    it('ranks by posts in the current month by default, with stats, rank and meta', async () => {
      const res = await api<any>('GET', '/members/top-contributors', { auth: caller.auth });
      expect(res.status).toBe(200);
      expect(res.body.meta).toMatchObject({ period: 'month', metric: 'posts', per_page: 10, current_page: 1 });
      expect(res.body.meta.period_key).toEqual(expect.any(String));
      expect(res.body.meta.period_key).toContain(String(year));

      const rows = await collectMeta('/members/top-contributors', caller.auth);
      expect(onlyMine(rows, ids)).toEqual([poster.userId, commenter.userId, liked.userId, veteran.userId]);
      const row = rows.find((r) => r.user_id === poster.userId);
      for (const key of [...MEMBER_ROW_KEYS, 'stats', 'rank']) expect(row).toHaveProperty(key);
      expect(row.stats).toEqual({ posts_count: 30, comments_count: 1, reactions_received: 2 });
      expect(rows.find((r) => r.user_id === veteran.userId).stats.posts_count).toBe(1);
      rows.forEach((r, i) => {
        expect(r.rank).toBe(i + 1);
        if (i > 0) expect(r.stats.posts_count).toBeLessThanOrEqual(rows[i - 1].stats.posts_count);
      });
    });

    it('continues the rank on later pages', async () => {
      const p1 = await api<any>('GET', '/members/top-contributors', { auth: caller.auth, query: { per_page: 2 } });
      const p2 = await api<any>('GET', '/members/top-contributors', { auth: caller.auth, query: { per_page: 2, page: 2 } });
      expect(p1.body.data.map((r: any) => r.rank)).toEqual([1, 2]);
      expect(p2.body.meta.current_page).toBe(2);
      expect(p2.body.data[0].rank).toBe(3);
      const p1ids = p1.body.data.map((r: any) => r.user_id);
      for (const r of p2.body.data) expect(p1ids).not.toContain(r.user_id);
    });

    it('ranks by comments or by reactions received with metric', async () => {
      const byComments = await collectMeta('/members/top-contributors', caller.auth, { metric: 'comments' });
      expect(onlyMine(byComments, [poster.userId, commenter.userId, liked.userId]).slice(0, 1)).toEqual([commenter.userId]);
      for (let i = 1; i < byComments.length; i++) expect(byComments[i].stats.comments_count).toBeLessThanOrEqual(byComments[i - 1].stats.comments_count);
      const byReactions = await api<any>('GET', '/members/top-contributors', { auth: caller.auth, query: { metric: 'reactions', per_page: 100 } });
      expect(byReactions.body.meta.metric).toBe('reactions');
      const rows = await collectMeta('/members/top-contributors', caller.auth, { metric: 'reactions' });
      expect(onlyMine(rows, [poster.userId, commenter.userId, liked.userId])).toEqual([liked.userId, poster.userId, commenter.userId]);
      for (let i = 1; i < rows.length; i++) expect(rows[i].stats.reactions_received).toBeLessThanOrEqual(rows[i - 1].stats.reactions_received);
    });

    it('counts a contribution of last year in period=all but not in period=year', async () => {
      const all = await collectMeta('/members/top-contributors', caller.auth, { period: 'all' });
      expect(onlyMine(all, ids)).toEqual([veteran.userId, poster.userId, commenter.userId, liked.userId]);
      expect(all.find((r) => r.user_id === veteran.userId).stats.posts_count).toBe(101);
      const thisYear = await collectMeta('/members/top-contributors', caller.auth, { period: 'year' });
      expect(thisYear.find((r) => r.user_id === veteran.userId)?.stats.posts_count).toBe(1);
      expect(onlyMine(thisYear, ids)).toEqual([poster.userId, commenter.userId, liked.userId, veteran.userId]);
      const meta = await api<any>('GET', '/members/top-contributors', { auth: caller.auth, query: { period: 'year' } });
      expect(meta.body.meta).toMatchObject({ period: 'year', period_key: expect.stringContaining(String(year)) });
    });

    it('keeps calendar periods apart: week, month and year', async () => {
      const m = await createApiMember({ display_name: `Calendar ${token()}` });
      await recordContribution(m.userId, 'comments', 3);
      if (earlierThisMonth) await recordContribution(m.userId, 'comments', 5, earlierThisMonth);
      if (earlierThisYear) await recordContribution(m.userId, 'comments', 7, earlierThisYear);
      const expected = { week: 3, month: earlierThisMonth ? 8 : 3, year: 3 + (earlierThisMonth ? 5 : 0) + (earlierThisYear ? 7 : 0), all: 3 + (earlierThisMonth ? 5 : 0) + (earlierThisYear ? 7 : 0) };
      for (const [period, count] of Object.entries(expected)) {
        const rows = await collectMeta('/members/top-contributors', caller.auth, { period, metric: 'comments' });
        expect(rows.find((r) => r.user_id === m.userId)?.stats.comments_count, period).toBe(count);
      }
    });

    it.each([
      ['period', { period: 'decade' }, ['week', 'month', 'year', 'all']],
      ['metric', { metric: 'likes' }, ['posts', 'comments', 'reactions']],
    ])('fails with 400 invalid_filter and data.allowed_values for an unknown %s', async (_name, query, allowed) => {
      const res = await api<any>('GET', '/members/top-contributors', { auth: caller.auth, query });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_filter', data: { status: 400 } });
      expect([...res.body.data.allowed_values].sort()).toEqual([...allowed].sort());
    });
  });
});
