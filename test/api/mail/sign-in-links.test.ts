/**
 * Sign-in links in mail (privacy email_auto_login, on by default; docs/email.md "Sign-in links"):
 * a link's token is exchanged once for a Bearer token, by members only. The switch off is proved in
 * test/api/members/account-settings.test.ts (site-wide).
 */
import { describe, expect, it } from 'vitest';
import { signInToken, withSignInLinks } from '#features/mail/sign-in-link.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { mailHeaders, mailLink, waitForMail } from '../../support/mail.ts';
import { comment, waitForJob } from '../../support/notification-mail.ts';

const exchange = (token: string) => api<any>('POST', '/auth/email-login', { body: { token } });

describe('POST /auth/email-login', () => {
  it("gives a member a Bearer token for a link's token, once (two uses at once: one wins)", async () => {
    const m = await createMember();
    const token = await signInToken(m.userId);
    const [first, second] = await Promise.all([exchange(token), exchange(token)]);
    const ok = [first, second].filter((r) => r.status === 200);
    expect(ok, JSON.stringify([first.body, second.body])).toHaveLength(1);
    expect([first, second].find((r) => r.status !== 200)?.body.code).toBe('invalid_token');
    const bearer = { bearer: ok[0]?.body.access_token as string };
    expect(ok[0]?.body).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    const me = await api<any>('GET', '/profile', { auth: bearer });
    expect(me.status).toBe(200);
    expect(me.body.profile.user_id).toBe(m.userId);
  });

  it('refuses a forged, tampered or expired link, and administrators and moderators', async () => {
    const m = await createMember();
    const token = await signInToken(m.userId);
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), u: m.userId + 1 })).toString('base64url');
    for (const bad of [`${other}.${signature}`, `${payload}.${'A'.repeat(43)}`, 'x.y', await signInToken(m.userId, new Date(Date.now() - 49 * 3600_000))]) {
      const res = await exchange(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('invalid_token');
    }
    const moderator = await createMember({ role: 'moderator' });
    expect((await exchange(await signInToken(moderator.userId))).body.code).toBe('email_login_not_allowed');
    const admin = (await api<any>('GET', '/profile', { auth: adminAuth })).body.profile.user_id as number;
    expect((await exchange(await signInToken(admin))).status).toBe(403);
    expect((await api('POST', '/auth/email-login', { body: {} })).status).toBe(400);
  });
});

describe('notification mail', () => {
  it("carries the sign-in token in its links into the community, which signs its member in; the unsubscribe link has none", async () => {
    const [author, commenter] = [await createMember(), await createMember()];
    const post = await createFeed(author.auth, { message: `Sign me in ${token('fd')}` });
    await comment(post.id, commenter.auth, 'hello');
    const entry = await waitForJob(author.userId, post.id, 'com_my_post_mail', 'sent');
    const mail = await waitForMail(author.email, (m) => m.messageId === entry.message_id);
    const link = new URL(mailLink(mail, String(post.permalink)));
    const loginToken = link.searchParams.get('login_token');
    expect(loginToken).toBeTruthy();
    expect(mail.body.html).toContain(`login_token=${loginToken}`);
    expect(mailHeaders(mail)['list-unsubscribe']).not.toContain('login_token');
    const signedIn = await exchange(loginToken ?? '');
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await api<any>('GET', '/profile', { auth: { bearer: signedIn.body.access_token } })).body.profile.user_id).toBe(author.userId);
  });
});

describe('withSignInLinks', () => {
  it('adds the token to links into the portal only, in both parts, before a fragment', () => {
    const out = withSignInLinks(
      {
        html: '<a href="https://site.test/portal/post/1?x=1&amp;y=2">a</a> <a href="https://elsewhere.test/portal">b</a> <a href="https://site.test/portal#top">c</a>',
        text: 'Read it: https://site.test/portal/post/1 or https://site.test/portalx (not ours) https://elsewhere.test/x',
      },
      ['https://site.test/portal'],
      'TOKEN',
    );
    expect(out.html).toBe('<a href="https://site.test/portal/post/1?x=1&amp;y=2&amp;login_token=TOKEN">a</a> <a href="https://elsewhere.test/portal">b</a> <a href="https://site.test/portal?login_token=TOKEN#top">c</a>');
    expect(out.text).toBe('Read it: https://site.test/portal/post/1?login_token=TOKEN or https://site.test/portalx (not ours) https://elsewhere.test/x');
  });
});
