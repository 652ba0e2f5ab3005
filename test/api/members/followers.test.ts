import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { outboxEvents, type OutboxEvent } from '../../support/events.ts';
import { api, type Auth } from '../../support/http.ts';

const follow = (username: string, auth: Auth, verb: 'follow' | 'unfollow' = 'follow') =>
  api<any>('POST', `/profile/${username}/${verb}`, { auth });

describe('followers', () => {
  it('follows a member: the follow, their xprofile and a message; both lists and totals show it', async () => {
    const [a, b] = [await createMember(), await createMember()];
    const res = await follow(b.username, a.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ follow: { follower_id: a.userId, followed_id: b.userId }, xprofile: { user_id: b.userId }, message: 'You followed this user successfully' });
    const followers = await api<any>('GET', `/profile/${b.username}/followers`, { auth: a.auth });
    expect(followers.body.followers).toMatchObject({ total: 1, current_page: 1 });
    expect(followers.body.followers.data.map((r: any) => r.user_id)).toEqual([a.userId]);
    const followings = await api<any>('GET', `/profile/${a.username}/followings`, { auth: b.auth });
    expect(followings.body.followings.data.map((r: any) => r.user_id)).toEqual([b.userId]);
  });

  it('fails with already_following on a repeat and counts once, even when sent concurrently', async () => {
    const [a, b] = [await createMember(), await createMember()];
    const results = await Promise.all(Array.from({ length: 6 }, () => follow(b.username, a.auth)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.code === 'already_following')).toBe(true);
    expect((await api<any>('GET', `/profile/${b.username}/followers`, { auth: a.auth })).body.followers.total).toBe(1);
  });

  it('unfollows, and fails with not_following when there is nothing to undo', async () => {
    const [a, b] = [await createMember(), await createMember()];
    await follow(b.username, a.auth);
    expect((await follow(b.username, a.auth, 'unfollow')).body.message).toBe('You unfollowed this user successfully');
    expect((await api<any>('GET', `/profile/${b.username}/followers`, { auth: a.auth })).body.followers).toMatchObject({ total: 0, data: [] });
    const again = await follow(b.username, a.auth, 'unfollow');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('not_following');
  });

  it('lists the newest followers first and pages them', async () => {
    const target = await createMember();
    const fans = [await createMember(), await createMember(), await createMember()];
    for (const f of fans) expect((await follow(target.username, f.auth)).status).toBe(200);
    const page1 = await api<any>('GET', `/profile/${target.username}/followers`, { auth: adminAuth, query: { per_page: 2 } });
    expect(page1.body.followers.data.map((r: any) => r.user_id)).toEqual([fans[2]!.userId, fans[1]!.userId]);
    expect(page1.body.followers).toMatchObject({ total: 3, last_page: 2 });
    const page2 = await api<any>('GET', `/profile/${target.username}/followers`, { auth: adminAuth, query: { per_page: 2, page: 2 } });
    expect(page2.body.followers.data.map((r: any) => r.user_id)).toEqual([fans[0]!.userId]);
  });

  it('fails with cannot_follow_self, member_not_found for an unknown username, and 401 without credentials', async () => {
    const a = await createMember();
    expect((await follow(a.username, a.auth)).body.code).toBe('cannot_follow_self');
    expect((await follow('nobody_by_that_name', a.auth)).body.code).toBe('member_not_found');
    expect((await follow(a.username, undefined)).status).toBe(401);
  });

  it('records user.followed and user.unfollowed in the outbox, and nothing for a refused repeat', async () => {
    const [a, b] = [await createMember(), await createMember()];
    await follow(b.username, a.auth);
    await follow(b.username, a.auth);
    await follow(b.username, a.auth, 'unfollow');
    const between = (e: OutboxEvent) => e.data['follower_id'] === a.userId && e.data['user_id'] === b.userId;
    expect(await outboxEvents('user.followed', between)).toHaveLength(1);
    expect(await outboxEvents('user.unfollowed', between)).toHaveLength(1);
  });
});
