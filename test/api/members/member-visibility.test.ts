/**
 * Lists filtered by a space answer as the space's own members list does (issue 11): a filter is no
 * side door into a private or draft space's membership.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';

describe('space filters follow the space members rule', () => {
  const tag = token('vis');
  let outsider: TestMember;
  let insider: TestMember;
  let spaces: Record<'public' | 'private' | 'draft', any>;

  beforeAll(async () => {
    [outsider, insider] = await Promise.all([createMember(), createMember({ username: `${tag}_insider` })]);
    spaces = {
      public: await createSpace(),
      private: await createSpace({ privacy: 'private' }),
      draft: await createSpace({ status: 'draft' }),
    };
    for (const s of Object.values(spaces)) await addMember(s.slug, insider.userId);
  });

  describe('GET /members?space_id', () => {
    it('lists a public space\'s members to any signed-in member', async () => {
      const res = await api<any>('GET', '/members', { auth: outsider.auth, query: { space_id: spaces.public.id } });
      expect(res.status).toBe(200);
      expect(res.body.members.data.map((r: any) => r.user_id)).toContain(insider.userId);
    });

    it('refuses a private space\'s members to a non-member with 403, like GET /spaces/{slug}/members', async () => {
      expectError(await api<any>('GET', `/spaces/${spaces.private.slug}/members`, { auth: outsider.auth }), 403, 'rest_forbidden');
      expectError(await api<any>('GET', '/members', { auth: outsider.auth, query: { space_id: spaces.private.id } }), 403, 'rest_forbidden');
    });

    it('answers 404 space_not_found for a draft space a non-manager cannot see', async () => {
      expectError(await api<any>('GET', '/members', { auth: outsider.auth, query: { space_id: spaces.draft.id } }), 404, 'space_not_found');
    });

    it('lists a private space\'s members to its members', async () => {
      const res = await api<any>('GET', '/members', { auth: insider.auth, query: { space_id: spaces.private.id } });
      expect(res.status).toBe(200);
      expect(res.body.members.data.map((r: any) => r.user_id)).toContain(insider.userId);
    });
  });

  describe('GET /spaces/users/search?space_id', () => {
    it('does not reveal who belongs to a private or draft space to a non-member', async () => {
      expectError(await api<any>('GET', '/spaces/users/search', { auth: outsider.auth, query: { q: tag, space_id: spaces.private.id } }), 403, 'rest_forbidden');
      expectError(await api<any>('GET', '/spaces/users/search', { auth: outsider.auth, query: { q: tag, space_id: spaces.draft.id } }), 404, 'space_not_found');
    });

    it('still excludes the members of a space the caller may list', async () => {
      const res = await api<any>('GET', '/spaces/users/search', { auth: adminAuth, query: { q: tag, space_id: spaces.private.id } });
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: any) => r.id)).not.toContain(insider.userId);
      const open = await api<any>('GET', '/spaces/users/search', { auth: outsider.auth, query: { q: tag } });
      expect(open.body.data.map((r: any) => r.id)).toContain(insider.userId);
    });
  });
});
