/**
 * The settings that govern who reads what (docs/settings.md, "Privacy and access", "Followers"):
 * general `access`, the privacy audiences, show_last_activity and the followers config, each seen
 * by an anonymous caller, a member and an administrator, before and after. Site-wide (api-serial):
 * every change is put back in a finally, and afterAll puts back every default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, serverTiming, type Auth } from '../../support/http.ts';

const PRIVACY_DEFAULTS = {
  members_page_status: 'everybody',
  profile_page_visibility: 'everybody',
  user_space_visibility: 'everybody',
  leaderboard_members_visibility: 'everybody',
  show_last_activity: 'yes',
};
const ACCESS_DEFAULT = { access: { acess_level: 'public', access_roles: [] } };

const save = async (path: string, body: Record<string, unknown>) => {
  const res = await api('POST', path, { auth: adminAuth, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const restore = async () => {
  await save('/settings/privacy-settings', { settings: PRIVACY_DEFAULTS });
  await save('/admin/general', { settings: ACCESS_DEFAULT });
  await save('/settings/followers/config', { config: { is_enabled: 'yes' } });
};

/** Runs `check` with `patch` saved to the group at `path`, then puts the defaults back whatever happens. */
async function withSettings(path: string, patch: Record<string, unknown>, check: () => Promise<void>): Promise<void> {
  await save(path, patch);
  try {
    await check();
  } finally {
    await restore();
  }
}

const status = async (path: string, auth?: Auth, query?: Record<string, string>) => (await api('GET', path, { auth, ...(query ? { query } : {}) })).status;

describe('privacy and access settings', () => {
  let member: TestMember;
  let moderator: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    [member, moderator, other] = await Promise.all([createMember(), createMember({ role: 'moderator' }), createMember()]);
    // A request of each gives them a last activity.
    await Promise.all([member, moderator, other].map((m) => api('GET', '/profile', { auth: m.auth })));
  });
  afterAll(restore);

  describe('general access', () => {
    it('logged_in refuses anonymous callers on content reads, not on sign-in, registration or public settings', async () => {
      const reads = ['/feeds', '/spaces', '/courses', `/profile/${other.username}`, `/profile/${other.username}/media`];
      for (const path of reads) expect(await status(path), `public: ${path}`).toBe(200);
      await withSettings('/admin/general', { settings: { access: { acess_level: 'logged_in' } } }, async () => {
        for (const path of reads) {
          const res = await api('GET', path);
          expect(res.status, `logged_in: ${path}`).toBe(401);
          expect(res.body.code).toBe('rest_forbidden');
          expect(await status(path, member.auth), `member: ${path}`).toBe(200);
          expect(await status(path, adminAuth), `admin: ${path}`).toBe(200);
        }
        expect(await status('/settings/public')).toBe(200);
        const register = await api('POST', '/auth/register', { body: { username: 'nobody_here', email: 'nobody@example.test', password: 'a-long-password' } });
        expect(register.status).not.toBe(401);
      });
      expect(await status('/feeds')).toBe(200);
    });

    it('role_based admits the listed roles and administrators; others keep sign-in and their own profile', async () => {
      await withSettings('/admin/general', { settings: { access: { acess_level: 'role_based', access_roles: ['moderator'] } } }, async () => {
        expect(await status('/feeds')).toBe(401);
        const refused = await api('GET', '/feeds', { auth: member.auth });
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('rest_forbidden');
        expect(await status('/members', member.auth)).toBe(403);
        expect(await status('/profile', member.auth)).toBe(200);
        expect(await status('/auth/app-passwords', member.auth)).toBe(200);
        expect(await status('/feeds', moderator.auth)).toBe(200);
        expect(await status('/feeds', adminAuth)).toBe(200);
      });
      expect(await status('/feeds', member.auth)).toBe(200);
    });

    it('costs an anonymous read at most one more DynamoDB call, and only while the rules are reloaded', async () => {
      const path = `/profile/${other.username}`;
      const warm = serverTiming((await api('GET', path)).headers).calls;
      // A change empties this container's rules: the next request reads them again (one BatchGet).
      await save('/settings/followers/config', { config: { is_enabled: 'yes' } });
      const cold = serverTiming((await api('GET', path)).headers).calls;
      const again = serverTiming((await api('GET', path)).headers).calls;
      expect(cold).toBeLessThanOrEqual(warm + 1);
      expect(again).toBe(warm);
    });
  });

  describe('privacy', () => {
    it('members_page_status: the directory is for signed-in members by default and logged_in; admin_only keeps it to administrators', async () => {
      for (const path of ['/members', '/members/new', '/members/active']) {
        expect(await status(path)).toBe(401);
        expect(await status(path, member.auth)).toBe(200);
      }
      await withSettings('/settings/privacy-settings', { settings: { members_page_status: 'logged_in' } }, async () => {
        expect(await status('/members')).toBe(401);
        expect(await status('/members', member.auth)).toBe(200);
      });
      await withSettings('/settings/privacy-settings', { settings: { members_page_status: 'admin_only' } }, async () => {
        for (const path of ['/members', '/members/new', '/members/active']) {
          expect(await status(path), path).toBe(401);
          expect(await status(path, member.auth), path).toBe(403);
          expect(await status(path, moderator.auth), path).toBe(403);
          expect(await status(path, adminAuth), path).toBe(200);
        }
        // The leaderboard has its own setting.
        expect(await status('/members/top-contributors', member.auth)).toBe(200);
      });
      expect(await status('/members', member.auth)).toBe(200);
    });

    it('profile_page_visibility governs profiles and their lists; the owner always sees their own', async () => {
      const profile = `/profile/${other.username}`;
      expect(await status(profile)).toBe(200);
      await withSettings('/settings/privacy-settings', { settings: { profile_page_visibility: 'logged_in' } }, async () => {
        expect(await status(profile)).toBe(401);
        expect(await status(`${profile}/media`)).toBe(401);
        expect(await status(profile, member.auth)).toBe(200);
        expect(await status(`${profile}/followers`, member.auth)).toBe(200);
      });
      await withSettings('/settings/privacy-settings', { settings: { profile_page_visibility: 'admin_only' } }, async () => {
        expect(await status(profile)).toBe(401);
        for (const path of [profile, `${profile}/media`, `${profile}/followers`, `${profile}/followings`]) {
          expect(await status(path, member.auth), path).toBe(403);
          expect(await status(path, adminAuth), path).toBe(200);
        }
        expect(await status(`/profile/${other.username}`, other.auth)).toBe(200);
        expect(await status(`/profile/${other.username}/followers`, other.auth)).toBe(200);
      });
      expect(await status(profile)).toBe(200);
    });

    it("user_space_visibility governs a member's spaces, memberships and courses; the owner always sees their own", async () => {
      const lists = ['spaces', 'memberships', 'courses'].map((l) => `/profile/${other.username}/${l}`);
      for (const path of lists) expect(await status(path), path).toBe(200);
      await withSettings('/settings/privacy-settings', { settings: { user_space_visibility: 'logged_in' } }, async () => {
        for (const path of lists) {
          expect(await status(path), path).toBe(401);
          expect(await status(path, member.auth), path).toBe(200);
        }
      });
      await withSettings('/settings/privacy-settings', { settings: { user_space_visibility: 'admin_only' } }, async () => {
        for (const path of lists) {
          expect(await status(path, member.auth), path).toBe(403);
          expect(await status(path, other.auth), path).toBe(200);
          expect(await status(path, adminAuth), path).toBe(200);
        }
        // The profile itself and its comments follow profile_page_visibility alone.
        expect(await status(`/profile/${other.username}/comments`, member.auth)).toBe(200);
      });
    });

    it('leaderboard_members_visibility governs the top contributors', async () => {
      expect(await status('/members/top-contributors', member.auth)).toBe(200);
      await withSettings('/settings/privacy-settings', { settings: { leaderboard_members_visibility: 'admin_only' } }, async () => {
        expect(await status('/members/top-contributors', member.auth)).toBe(403);
        expect(await status('/members/top-contributors', adminAuth)).toBe(200);
        expect(await status('/members', member.auth)).toBe(200);
      });
    });

    it('show_last_activity: no hides last activity from everyone but administrators (and the owner)', async () => {
      const seen = async (auth: Auth) => {
        const profile = await api('GET', `/profile/${other.username}`, { auth });
        const directory = await api('GET', '/members', { auth, query: { search: other.username } });
        const row = directory.body.members.data.find((r: any) => r.user_id === other.userId);
        return { profile: profile.body.profile.last_activity, row: row.last_activity, lastSeen: row.last_seen };
      };
      expect(await seen(member.auth)).toEqual({ profile: expect.any(String), row: expect.any(String), lastSeen: expect.any(String) });
      await withSettings('/settings/privacy-settings', { settings: { show_last_activity: 'no' } }, async () => {
        expect(await seen(member.auth)).toEqual({ profile: null, row: null, lastSeen: null });
        expect(await seen(adminAuth)).toEqual({ profile: expect.any(String), row: expect.any(String), lastSeen: expect.any(String) });
        expect((await api('GET', `/profile/${other.username}`, { auth: other.auth })).body.profile.last_activity).toEqual(expect.any(String));
        const active = await api('GET', '/members/active', { auth: member.auth });
        expect(active.status).toBe(403);
        expect(active.body.code).toBe('last_activity_hidden');
        expect(await status('/members', member.auth, { orderby: 'last_seen' })).toBe(403);
        expect(await status('/members/active', adminAuth)).toBe(200);
        expect(await status('/members', adminAuth, { orderby: 'last_seen' })).toBe(200);
      });
      expect(await status('/members/active', member.auth)).toBe(200);
    });
  });

  describe('followers config', () => {
    it('is_enabled: no refuses following and the lists to everyone, with feature_disabled; yes brings them back', async () => {
      const follow = () => api('POST', `/profile/${other.username}/follow`, { auth: member.auth });
      expect((await follow()).status).toBe(200);
      await withSettings('/settings/followers/config', { config: { is_enabled: 'no' } }, async () => {
        const refused = await follow();
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'feature_disabled', data: { feature: 'followers' } });
        expect((await api('POST', `/profile/${other.username}/unfollow`, { auth: member.auth })).status).toBe(403);
        for (const auth of [member.auth, adminAuth]) {
          expect(await status(`/profile/${other.username}/followers`, auth)).toBe(403);
          expect(await status(`/profile/${member.username}/followings`, auth)).toBe(403);
        }
        // The profile itself stays.
        expect(await status(`/profile/${other.username}`, member.auth)).toBe(200);
      });
      const followers = await api('GET', `/profile/${other.username}/followers`, { auth: member.auth });
      expect(followers.status).toBe(200);
      expect(followers.body.followers.data.map((r: any) => r.user_id)).toContain(member.userId);
      expect((await api('POST', `/profile/${other.username}/unfollow`, { auth: member.auth })).status).toBe(200);
    });
  });
});
