import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { eventsFor } from '../../support/events.ts';
import { api } from '../../support/http.ts';
import { createApiMember, DATETIME, parseDatetime, token, XPROFILE_KEYS, type ApiMember } from '../../support/identity.ts';
import { ensureBadges } from '../../support/badges.ts';

/** The xprofile plus role and the original's top-level website, cover_photo and social_links. */
const PROFILE_KEYS = [...XPROFILE_KEYS, 'role', 'website', 'cover_photo', 'social_links'].sort();

describe('profiles', () => {
  let owner: ApiMember;
  let other: ApiMember;
  let moderator: ApiMember;

  beforeAll(async () => {
    [owner, other, moderator] = await Promise.all([
      createApiMember({ display_name: 'Profile Owner' }),
      createApiMember(),
      createApiMember({ role: 'moderator' }),
    ]);
  });

  describe('GET /profile', () => {
    it('returns the caller\'s profile with role and email', async () => {
      const res = await api<any>('GET', '/profile', { auth: owner.auth });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['profile']);
      expect(Object.keys(res.body.profile).sort()).toEqual([...PROFILE_KEYS, 'email', 'first_name', 'last_name'].sort());
      expect(res.body.profile).toMatchObject({ user_id: owner.userId, username: owner.username, email: owner.email, role: 'member', status: 'active', display_name: 'Profile Owner' });
    });

    it('fails with 401 rest_forbidden without credentials', async () => {
      const res = await api<any>('GET', '/profile');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('rest_forbidden');
    });
  });

  describe('GET /profile/{username}', () => {
    it('answers anyone with exactly the xprofile keys plus role: meta with social_links and badge_slug, badge null', async () => {
      const m = await createApiMember({ display_name: 'Shape Check' });
      const res = await api<any>('GET', `/profile/${m.username}`);
      expect(res.status).toBe(200);
      const p = res.body.profile;
      expect(Object.keys(p).sort()).toEqual(PROFILE_KEYS);
      expect(p).toMatchObject({
        user_id: m.userId,
        total_points: 0,
        is_verified: 0,
        status: 'active',
        display_name: 'Shape Check',
        username: m.username,
        avatar: '',
        short_description: '',
        role: 'member',
        badge: null,
        // features.leaderboard is off by default: no level (docs/points.md, Levels).
        level: null,
      });
      expect(p.created_at).toMatch(DATETIME);
      expect(Math.abs(parseDatetime(p.created_at) - Date.now())).toBeLessThan(10 * 60_000);
      expect(p.meta).toMatchObject({ website: '', cover_photo: '', badge_slug: [] });
      expect(Object.keys(p.meta).sort()).toEqual(['badge_slug', 'cover_photo', 'social_links', 'website']);
      for (const provider of ['twitter', 'youtube', 'linkedin', 'fb', 'instagram']) expect(p.meta.social_links[provider]).toBe('');
    });

    it('shows the email to the owner and administrators only', async () => {
      const asOwner = await api<any>('GET', `/profile/${owner.username}`, { auth: owner.auth });
      expect(asOwner.body.profile.email).toBe(owner.email);
      const asAdmin = await api<any>('GET', `/profile/${owner.username}`, { auth: adminAuth });
      expect(asAdmin.body.profile.email).toBe(owner.email);
      for (const auth of [other.auth, moderator.auth, undefined]) {
        const res = await api<any>('GET', `/profile/${owner.username}`, { auth });
        expect(res.status).toBe(200);
        expect(res.body.profile).not.toHaveProperty('email');
      }
    });

    it('fails with 404 member_not_found for an unknown username', async () => {
      const res = await api<any>('GET', `/profile/${token('ghost')}`, { auth: owner.auth });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'member_not_found', data: { status: 404 } });
    });

    it('hides a suspended profile (403 rest_forbidden) from members and anonymous callers but not from moderators and administrators', async () => {
      const m = await createApiMember();
      // Seen first: the container remembers the username, and its lists' reads run beside the profile's, yet refuse at once.
      expect((await api('GET', `/profile/${m.username}/comments`, { auth: other.auth })).status).toBe(200);
      expect((await api('PUT', `/members/${m.userId}`, { auth: adminAuth, body: { status: 'suspended' } })).status).toBe(200);
      for (const auth of [other.auth, undefined]) {
        const res = await api<any>('GET', `/profile/${m.username}`, { auth });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('rest_forbidden');
      }
      const list = await api<any>('GET', `/profile/${m.username}/comments`, { auth: other.auth });
      expect([list.status, list.body.code]).toEqual([403, 'rest_forbidden']);
      const asAdmin = await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.profile.status).toBe('suspended');
      expect((await api<any>('GET', `/profile/${m.username}`, { auth: moderator.auth })).status).toBe(200);
    });

    it('hides a pending profile from members but not from moderators', async () => {
      const m = await createApiMember({ status: 'pending' });
      expect((await api<any>('GET', `/profile/${m.username}`, { auth: other.auth })).status).toBe(403);
      const asModerator = await api<any>('GET', `/profile/${m.username}`, { auth: moderator.auth });
      expect(asModerator.status).toBe(200);
      expect(asModerator.body.profile.status).toBe('pending');
    });

    it('sets last_activity after an authenticated request of the member', async () => {
      const m = await createApiMember();
      const before = await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth });
      expect(before.body.profile.last_activity).toBeNull();
      expect((await api('GET', '/profile', { auth: m.auth })).status).toBe(200);
      const after = await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth });
      expect(after.body.profile.last_activity).toMatch(DATETIME);
      expect(Math.abs(parseDatetime(after.body.profile.last_activity) - Date.now())).toBeLessThan(5 * 60_000);
    });
  });

  describe('PUT and POST /profile/{username}', () => {
    it('updates the owner\'s profile from a flat body and answers {message, profile}', async () => {
      const m = await createApiMember();
      const body = {
        display_name: 'New Name',
        short_description: 'About me',
        avatar: 'https://cdn.example.test/a.png',
        website: 'https://me.example.test',
        cover_photo: 'https://cdn.example.test/cover.jpg',
        social_links: { twitter: 'me_on_x', linkedin: 'me-in', instagram: '@me.gram' },
      };
      const res = await api<any>('PUT', `/profile/${m.username}`, { auth: m.auth, body });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.profile).toMatchObject({
        username: m.username,
        display_name: 'New Name',
        short_description: 'About me',
        avatar: 'https://cdn.example.test/a.png',
        meta: { website: 'https://me.example.test', cover_photo: 'https://cdn.example.test/cover.jpg', social_links: { twitter: 'me_on_x', linkedin: 'me-in', instagram: '@me.gram' } },
      });
      const read = await api<any>('GET', `/profile/${m.username}`);
      expect(read.body.profile).toMatchObject({ display_name: 'New Name', short_description: 'About me', meta: { website: 'https://me.example.test', social_links: { twitter: 'me_on_x' } } });
    });

    it('updates with POST and a body wrapped as {data: {...}}', async () => {
      const m = await createApiMember();
      const res = await api<any>('POST', `/profile/${m.username}`, { auth: m.auth, body: { data: { display_name: 'Wrapped', short_description: 'via POST' } } });
      expect(res.status).toBe(200);
      expect(res.body.profile).toMatchObject({ display_name: 'Wrapped', short_description: 'via POST' });
      expect((await api<any>('GET', `/profile/${m.username}`)).body.profile.display_name).toBe('Wrapped');
    });

    it('keeps fields that are not sent and empties URLs sent as ""', async () => {
      const m = await createApiMember();
      await api('PUT', `/profile/${m.username}`, { auth: m.auth, body: { short_description: 'kept', website: 'https://kept.example.test' } });
      const res = await api<any>('PUT', `/profile/${m.username}`, { auth: m.auth, body: { website: '' } });
      expect(res.status).toBe(200);
      expect(res.body.profile.short_description).toBe('kept');
      expect(res.body.profile.meta.website).toBe('');
    });

    it('emits user.profile_updated for an update that changes something, and none for one that does not', async () => {
      const m = await createApiMember();
      expect(await eventsFor('user.profile_updated', m.userId)).toHaveLength(0);
      expect((await api('PUT', `/profile/${m.username}`, { auth: m.auth, body: { display_name: 'Changed Once' } })).status).toBe(200);
      expect(await eventsFor('user.profile_updated', m.userId)).toHaveLength(1);
      expect((await api('PUT', `/profile/${m.username}`, { auth: m.auth, body: { display_name: 'Changed Once' } })).status).toBe(200);
      expect(await eventsFor('user.profile_updated', m.userId), 'after resending the same display name').toHaveLength(1);
      expect((await api('PUT', `/profile/${m.username}`, { auth: m.auth, body: { role: 'admin', total_points: 5 } })).status).toBe(200);
      expect(await eventsFor('user.profile_updated', m.userId), 'after sending only server-owned fields').toHaveLength(1);
    });

    it('ignores server-owned fields', async () => {
      const m = await createApiMember();
      const before = (await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth })).body.profile;
      const res = await api<any>('PUT', `/profile/${m.username}`, {
        auth: m.auth,
        body: { display_name: 'Still Me', user_id: 1, username: 'hijacked_name', role: 'admin', status: 'suspended', total_points: 9999, created_at: '2000-01-01 00:00:00' },
      });
      expect(res.status).toBe(200);
      const after = (await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth })).body.profile;
      expect(after).toMatchObject({ display_name: 'Still Me', user_id: before.user_id, username: m.username, role: 'member', status: 'active', total_points: 0, created_at: before.created_at });
      expect((await api('GET', `/profile/hijacked_name`)).status).toBe(404);
      expect((await api('GET', '/settings', { auth: m.auth })).status).toBe(403);
    });

    it('fails with 403 rest_forbidden when a member sets badge_slug or is_verified, changing nothing', async () => {
      const m = await createApiMember();
      for (const body of [{ badge_slug: ['founder'] }, { is_verified: 1 }, { display_name: 'Sneaky', is_verified: 1 }]) {
        const res = await api<any>('PUT', `/profile/${m.username}`, { auth: m.auth, body });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('rest_forbidden');
      }
      const p = (await api<any>('GET', `/profile/${m.username}`)).body.profile;
      expect(p).toMatchObject({ is_verified: 0, display_name: m.username, meta: { badge_slug: [] } });
    });

    it('lets an administrator set badge_slug and is_verified, and edit another member\'s fields', async () => {
      const m = await createApiMember();
      // A profile shows the badges the catalogue has.
      await ensureBadges('founder', 'helper');
      const res = await api<any>('PUT', `/profile/${m.username}`, { auth: adminAuth, body: { badge_slug: ['founder', 'helper'], is_verified: 1, display_name: 'Verified One' } });
      expect(res.status).toBe(200);
      expect(res.body.profile).toMatchObject({ is_verified: 1, display_name: 'Verified One', meta: { badge_slug: ['founder', 'helper'] } });
      const read = (await api<any>('GET', `/profile/${m.username}`)).body.profile;
      expect(read).toMatchObject({ is_verified: 1, meta: { badge_slug: ['founder', 'helper'] } });
      const undo = await api<any>('POST', `/profile/${m.username}`, { auth: adminAuth, body: { data: { is_verified: 0 } } });
      expect(undo.body.profile.is_verified).toBe(0);
    });

    it('fails with 403 rest_forbidden for another member (and a moderator), 401 without credentials, changing nothing', async () => {
      for (const auth of [other.auth, moderator.auth]) {
        const res = await api<any>('PUT', `/profile/${owner.username}`, { auth, body: { display_name: 'Defaced' } });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('rest_forbidden');
      }
      const anonymous = await api<any>('POST', `/profile/${owner.username}`, { body: { display_name: 'Defaced' } });
      expect(anonymous.status).toBe(401);
      expect((await api<any>('GET', `/profile/${owner.username}`)).body.profile.display_name).toBe('Profile Owner');
    });

    it('fails with 404 member_not_found for an unknown username', async () => {
      const res = await api<any>('PUT', `/profile/${token('ghost')}`, { auth: adminAuth, body: { display_name: 'x' } });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('member_not_found');
    });

    it.each([
      ['website', { website: 'not a url' }],
      ['avatar', { avatar: 'javascript-ish' }],
      ['cover_photo', { cover_photo: 'ftp//broken' }],
      ['display_name', { display_name: '' }],
      ['display_name', { display_name: 'd'.repeat(101) }],
      ['short_description', { short_description: 's'.repeat(5001) }],
      ['social_links', { social_links: { twitter: 't'.repeat(201) } }],
      ['social_links', { social_links: 'twitter' }],
      // A string is a comma-separated list (docs/api-conventions.md, Scalar coercion); a number is not a list.
      ['badge_slug', { badge_slug: 7 }],
      ['badge_slug', { badge_slug: 'founder,' + 'b'.repeat(61) }],
      ['is_verified', { is_verified: 2 }],
    ])('fails with rest_invalid_param naming %s for %j', async (field, body) => {
      const m = await createApiMember();
      const res = await api<any>('PUT', `/profile/${m.username}`, { auth: adminAuth, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params).join(' ')).toContain(field);
    });

    it('accepts the length limits exactly', async () => {
      const m = await createApiMember();
      const res = await api<any>('PUT', `/profile/${m.username}`, {
        auth: m.auth,
        body: { display_name: 'd'.repeat(100), short_description: 's'.repeat(5000), social_links: { youtube: 'y'.repeat(200) } },
      });
      expect(res.status).toBe(200);
      expect(res.body.profile.meta.social_links.youtube).toBe('y'.repeat(200));
    });
  });
});
