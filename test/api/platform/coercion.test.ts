/**
 * Scalar coercion over HTTP (docs/api-conventions.md, "Scalar coercion"): each form of a boolean,
 * an integer and a list a WordPress client sends, through JSON bodies, form-encoded bodies and
 * query strings, on feeds, spaces and members/profiles (settings: test/api/settings/settings.test.ts, which
 * owns the global settings). The stored and answered value is the coerced one; a value that
 * cannot be coerced is 400 rest_invalid_param naming the field and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, readFeed } from '../../support/feeds.ts';
import { api, type ApiResponse, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { addMember, createSpace, spaceById } from '../../support/spaces.ts';
import { ensureBadges } from '../../support/badges.ts';

type Encoding = 'json' | 'form';
const ENCODINGS: Encoding[] = ['json', 'form'];

/** Form fields as PHP and WordPress write them: `a[b]=1`, `a[]=1&a[]=2`. */
function formPairs(value: unknown, prefix: string): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((v) => formPairs(v, `${prefix}[]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => formPairs(v, prefix ? `${prefix}[${k}]` : k));
  return [[prefix, String(value)]];
}

/** The same fields as a JSON body or as a form-encoded body. */
function send(method: string, path: string, auth: Auth, body: Record<string, unknown>, as: Encoding): Promise<ApiResponse<any>> {
  if (as === 'json') return api<any>(method, path, { auth, body });
  return api<any>(method, path, { auth, rawBody: new URLSearchParams(formPairs(body, '')).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

function expectInvalid(res: ApiResponse<any>, field: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('rest_invalid_param');
  // Short-form routes (space groups) answer {code, message} only: the message names the field.
  if (res.body.data === undefined) expect(res.body.message).toContain(field);
  else expect(Object.keys(res.body.data.params)).toContain(field);
}

/** Every spelling of true and false, as JSON values and as text (the only thing a form or query holds). */
const TRUE_JSON: unknown[] = [true, 1, '1', 'true', 'yes', 'TRUE', 'Yes'];
const FALSE_JSON: unknown[] = [false, 0, '0', 'false', 'no', 'False', 'NO'];
const TRUE_TEXT = ['1', 'true', 'yes', 'True'];
const FALSE_TEXT = ['0', 'false', 'no', 'FALSE'];
/** Not booleans: refused (2 and '2' are not WordPress booleans either). */
const NOT_BOOLEAN_JSON: unknown[] = ['maybe', '2', 2, '', null, 'on'];
const NOT_BOOLEAN_TEXT = ['maybe', '2', '', 'on'];

const forms = (as: Encoding, truthy: boolean) => (as === 'json' ? (truthy ? TRUE_JSON : FALSE_JSON) : truthy ? TRUE_TEXT : FALSE_TEXT);

describe('scalar coercion', () => {
  let space: any;
  let member: TestMember;

  beforeAll(async () => {
    space = await createSpace();
    member = await createMember();
    await addMember(space.slug, member.userId);
  });

  describe('feeds', () => {
    it.each(ENCODINGS)('PATCH /feeds/{id} reads every boolean spelling of comments_disabled (%s body) and stores the boolean', async (as) => {
      const post = await createFeed(adminAuth, { space: space.slug });
      for (const [t, f] of forms(as, true).map((v, i) => [v, forms(as, false)[i]] as const)) {
        for (const [value, expected] of [[t, true], [f, false]] as const) {
          const res = await send('PATCH', `/feeds/${post.id}`, adminAuth, { comments_disabled: value }, as);
          expect(res.status, `${JSON.stringify(value)} -> ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.feed.comments_disabled).toBe(expected);
          expect((await readFeed(post.id)).comments_disabled, JSON.stringify(value)).toBe(expected);
        }
      }
    });

    it.each(ENCODINGS)('PATCH /feeds/{id} refuses a value that is no boolean (%s body), changing nothing', async (as) => {
      const post = await createFeed(adminAuth, { space: space.slug });
      for (const value of as === 'json' ? NOT_BOOLEAN_JSON : NOT_BOOLEAN_TEXT) {
        expectInvalid(await send('PATCH', `/feeds/${post.id}`, adminAuth, { is_sticky: value }, as), 'is_sticky');
      }
      expect(await readFeed(post.id)).toMatchObject({ is_sticky: false, comments_disabled: false });
    });

    it.each(ENCODINGS)('POST /feeds takes space_id as text and topic_ids as an array or comma-separated text (%s body)', async (as) => {
      const topics = await Promise.all([1, 2].map(async () => {
        const res = await api<any>('POST', '/admin/topics', { auth: adminAuth, body: { title: `Coerce ${token('tp')}` } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.topic.id as number;
      }));
      const expected = [...topics].sort((a, b) => a - b);
      // A poster of its own: the flood limit counts posts per member.
      const poster = await createMember();
      await addMember(space.slug, poster.userId);
      for (const topic_ids of [topics, topics.map(String), topics.join(','), ` ${topics.join(' , ')} ,`]) {
        const res = await send('POST', '/feeds', poster.auth, { message: `Coerced ${token('fd')}`, space_id: String(space.id), topic_ids }, as);
        expect(res.status, `${JSON.stringify(topic_ids)} -> ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.feed.space_id).toBe(space.id);
        expect(res.body.feed.topics.map((t: any) => Number(typeof t === 'object' ? t.id : t)).sort((a: number, b: number) => a - b)).toEqual(expected);
      }
      // The list filter takes the same comma-separated text in a query string.
      const listed = await api<any>('GET', `/feeds?topics=${topics.join(',')}&per_page=50`, { auth: poster.auth });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.feeds.data.length).toBeGreaterThanOrEqual(4);
      expect(listed.body.feeds.per_page).toBe(50);
    });

    it.each(ENCODINGS)('POST /feeds refuses a space_id that is no integer (%s body), creating nothing', async (as) => {
      const message = `Refused ${token('fd')}`;
      for (const space_id of ['abc', '0x2', '2.0', ' 2']) expectInvalid(await send('POST', '/feeds', member.auth, { message, space_id }, as), 'space_id');
      const mine = await api<any>('GET', '/feeds', { auth: member.auth, query: { user_id: member.userId, per_page: 100 } });
      expect(mine.body.feeds.data.some((f: any) => f.message === message)).toBe(false);
    });

    it('GET /feeds reads following and topics from the query string, refusing what is not a boolean or an id list', async () => {
      for (const value of [...TRUE_TEXT, ...FALSE_TEXT, '']) {
        const res = await api<any>('GET', `/feeds?following=${value}`, { auth: member.auth });
        expect(res.status, `${value} -> ${JSON.stringify(res.body)}`).toBe(200);
      }
      for (const value of NOT_BOOLEAN_TEXT.filter((v) => v !== '')) expectInvalid(await api<any>('GET', `/feeds?following=${value}`, { auth: member.auth }), 'following');
      for (const value of ['a,b', '1,x', '0', '1,2.5']) expectInvalid(await api<any>('GET', `/feeds?topics=${value}`, { auth: member.auth }), 'topics');
      expectInvalid(await api<any>('GET', '/feeds?per_page=abc', { auth: member.auth }), 'per_page');
    });
  });

  describe('spaces', () => {
    it.each(ENCODINGS)('POST /spaces reads settings booleans and the post_permissions list (%s body)', async (as) => {
      for (const [truthy, list] of [[true, 'moderator,admin'], [false, ['moderator', 'admin']]] as const) {
        const value = forms(as, truthy)[2];
        const res = await send('POST', '/spaces', adminAuth, { title: `Coerced ${token('sp')}`, settings: { allow_comments: value, topic_required: value, post_permissions: list } }, as);
        expect(res.status, `${JSON.stringify(value)} -> ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.data.settings).toMatchObject({ allow_comments: truthy, topic_required: truthy, post_permissions: ['moderator', 'admin'] });
        expect((await spaceById(res.body.data.id)).settings).toMatchObject({ allow_comments: truthy, topic_required: truthy });
      }
    });

    it.each(ENCODINGS)('PUT /spaces/{slug} coerces each settings boolean it is given and keeps the settings it is not given (%s body)', async (as) => {
      const s = await createSpace({ settings: { topic_required: true, show_sidebar: false } });
      for (const truthy of [false, true, false]) {
        for (const value of forms(as, truthy)) {
          const res = await send('PUT', `/spaces/${s.slug}/by-slug`, adminAuth, { settings: { allow_comments: value } }, as);
          expect(res.status, `${JSON.stringify(value)} -> ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.data.settings.allow_comments).toBe(truthy);
        }
      }
      expect((await spaceById(s.id)).settings).toMatchObject({ allow_comments: false, topic_required: true, show_sidebar: false });
    });

    it.each(ENCODINGS)('PUT /spaces/{slug} refuses settings that are no boolean or an unknown role, naming the field and changing nothing (%s body)', async (as) => {
      const s = await createSpace();
      for (const value of as === 'json' ? NOT_BOOLEAN_JSON : NOT_BOOLEAN_TEXT) {
        expectInvalid(await send('PUT', `/spaces/${s.slug}/by-slug`, adminAuth, { title: 'Changed', settings: { allow_comments: value } }, as), 'settings.allow_comments');
      }
      expectInvalid(await send('PUT', `/spaces/${s.slug}/by-slug`, adminAuth, { title: 'Changed', settings: { post_permissions: 'member,owner' } }, as), 'settings.post_permissions');
      expect(await spaceById(s.id)).toMatchObject({ title: s.title, settings: { allow_comments: true, post_permissions: ['member', 'moderator', 'admin'] } });
    });

    it.each(ENCODINGS)('POST /spaces/{slug}/members takes user_id as text (%s body)', async (as) => {
      const s = await createSpace();
      const m = await createMember();
      expectInvalid(await send('POST', `/spaces/${s.slug}/members`, adminAuth, { user_id: `${m.userId}x` }, as), 'user_id');
      const res = await send('POST', `/spaces/${s.slug}/members`, adminAuth, { user_id: String(m.userId) }, as);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const listed = await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth, query: { per_page: '1', page: '2' } });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.data).toHaveLength(1);
      expectInvalid(await api<any>('GET', `/spaces/${s.slug}/members`, { auth: adminAuth, query: { per_page: '1.0' } }), 'per_page');
    });

    it('GET /spaces/space_groups reads with_spaces and include_empty as any boolean spelling', async () => {
      for (const value of [...TRUE_TEXT, ...FALSE_TEXT]) {
        const res = await api<any>('GET', `/spaces/space_groups?include_empty=${value}&with_spaces=${value}`, { auth: adminAuth });
        expect(res.status, `${value} -> ${JSON.stringify(res.body)}`).toBe(200);
      }
      expectInvalid(await api<any>('GET', '/spaces/space_groups?include_empty=maybe', { auth: adminAuth }), 'include_empty');
    });
  });

  describe('members and profiles', () => {
    it('GET /members reads page and per_page from the query string, refusing what is no integer', async () => {
      const res = await api<any>('GET', '/members?per_page=5&page=2', { auth: member.auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.members).toMatchObject({ per_page: 5, current_page: 2 });
      for (const bad of ['page=abc', 'per_page=5.0', 'page=0x2', 'per_page=']) expectInvalid(await api<any>('GET', `/members?${bad}`, { auth: member.auth }), bad.split('=')[0]!);
    });

    it.each(ENCODINGS)('PUT /profile/{username} reads is_verified as any boolean spelling and badge_slug as a list (%s body)', async (as) => {
      const m = await createMember();
      // A profile shows the badges the catalogue has.
      await ensureBadges('founder', 'helper');
      for (const truthy of [true, false]) {
        for (const value of forms(as, truthy)) {
          const res = await send('PUT', `/profile/${m.username}`, adminAuth, { is_verified: value, badge_slug: truthy ? 'founder, helper' : ['helper'] }, as);
          expect(res.status, `${JSON.stringify(value)} -> ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.profile).toMatchObject({ is_verified: truthy ? 1 : 0, meta: { badge_slug: truthy ? ['founder', 'helper'] : ['helper'] } });
        }
      }
    });

    it.each(ENCODINGS)('PUT /profile/{username} refuses an is_verified that is no boolean (%s body), changing nothing', async (as) => {
      const m = await createMember();
      for (const value of as === 'json' ? NOT_BOOLEAN_JSON : NOT_BOOLEAN_TEXT) {
        expectInvalid(await send('PUT', `/profile/${m.username}`, adminAuth, { display_name: 'Changed', is_verified: value }, as), 'is_verified');
      }
      const read = await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth });
      expect(read.body.profile).toMatchObject({ is_verified: 0, display_name: m.username });
    });
  });
});
