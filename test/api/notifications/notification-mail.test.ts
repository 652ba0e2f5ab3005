/**
 * Notification mail end to end (docs/notifications.md, "Notification mail" and "Unsubscribe"), mail read from the SES stand-in: a comment on my post, a reply in my thread and
 * a mention each mail their member once per coalescing window (MAIL_COALESCE_SECONDS=3 in tests),
 * with the comments escaped, dated in the site's zone, the post's link and the one-click
 * unsubscribe headers; a member's own preference off sends nothing; a private space's content is
 * never mailed to someone who may not read it; the unsubscribe link works without signing in and a
 * tampered one is refused. The site's switches are in notification-mail-switches.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatMailDate } from '#features/mail/mail-html.ts';
import { getMailPreferences } from '#features/mail/mail-preferences-store.ts';
import { getUndeliverable } from '#features/mail/mail-suppression-store.ts';
import { unsubscribeToken } from '#features/mail/unsubscribe-link.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { mailHeaders, mailTo, waitForMail, type StoredMail } from '../../support/mail.ts';
import { comment, jobPrefix, unsubscribeTokenOf, waitForJob, waitForLog } from '../../support/notification-mail.ts';
import { actionsOf, waitFor } from '../../support/notifications.ts';
import { addMember, createSpace } from '../../support/spaces.ts';

const setPrefs = async (m: TestMember, user_globals: Record<string, string>) => {
  const res = await api<any>('POST', `/profile/${m.username}/notification-preferences`, { auth: m.auth, body: { user_globals } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** The one mail a window job sent, found by the job's log entry (its SES message id). */
async function mailOfJob(m: TestMember, postId: number, list: string): Promise<StoredMail> {
  const entry = await waitForJob(m.userId, postId, list, 'sent');
  return waitForMail(m.email, (mail) => mail.messageId === entry.message_id);
}

const unsubscribe = (tokenValue: string) =>
  api<any>('POST', '/email/unsubscribe', { query: { token: tokenValue }, rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe.concurrent('notification mail', () => {
  it('tells the author of a comment on their post: escaped excerpt, site-zone date, the post link, the one-click unsubscribe headers', async () => {
    const [author, commenter] = [await createMember(), await createMember()];
    const post = await createFeed(author.auth, { message: `Mail me ${token('fd')}` });
    const c = await comment(post.id, commenter.auth, 'Nice <b>bold</b> & "quoted"');
    const mail = await mailOfJob(author, post.id, 'com_my_post_mail');
    expect(mail.subject).toContain(`${commenter.username} commented on your post`);
    expect(mail.body.html).toContain('Nice &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(mail.body.html).not.toContain('<b>bold</b>');
    expect(mail.body.text).toContain('Nice <b>bold</b> & "quoted"');
    const zone = (await api<any>('GET', '/settings/timezone', { auth: adminAuth })).body.data.value as string;
    expect(mail.body.text).toContain(formatMailDate(c.created_at.replace(' ', 'T') + 'Z', zone));
    expect(mail.body.text).toContain(post.permalink);
    const headers = mailHeaders(mail);
    expect(headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/email\/unsubscribe\?token=[^>]+>$/);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Nobody is mailed of their own comment.
    expect(await mailTo(commenter.email)).toEqual([]);
  });

  it('tells a thread participant of a reply, and the mentioned of a mention', async () => {
    const [author, first, replier, mentioned] = [await createMember(), await createMember(), await createMember(), await createMember()];
    const post = await createFeed(author.auth, { message: `Thread ${token('fd')}` });
    const top = await comment(post.id, first.auth, 'first!');
    await comment(post.id, replier.auth, `replying, and hello @${mentioned.username}`, top.id);
    const reply = await mailOfJob(first, post.id, 'reply_my_com_mail');
    expect(reply.subject).toContain(`${replier.username} replied`);
    expect(reply.body.text).toContain('replying, and hello');
    const mention = await mailOfJob(mentioned, post.id, 'mention_mail');
    expect(mention.subject).toContain(`${replier.username} mentioned you in`);
    expect(mailHeaders(mention)['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends one mail for a busy window, naming each comment', async () => {
    const [author, a, b] = [await createMember(), await createMember(), await createMember()];
    const post = await createFeed(author.auth, { message: `Busy ${token('fd')}` });
    const texts = ['one apple', 'two bananas', 'three cherries'];
    // At once: all three well inside one window however busy the machine is.
    await Promise.all([comment(post.id, a.auth, texts[0]!), comment(post.id, b.auth, texts[1]!), comment(post.id, a.auth, texts[2]!)]);
    const mail = await mailOfJob(author, post.id, 'com_my_post_mail');
    expect(mail.subject).toContain('3 new comments on your post');
    for (const t of texts) expect(mail.body.text).toContain(t);
    expect(await mailTo(author.email)).toHaveLength(1);
    // One job for the window: the log holds one entry of the post's list.
    const { listMailLog } = await import('#features/mail/mail-log-store.ts');
    expect((await listMailLog(author.userId)).filter((e) => e.job_id.startsWith(jobPrefix(author.userId, post.id, 'com_my_post_mail')))).toHaveLength(1);
  });

  it('sends nothing of a list the member turned off (each of the three), while the others still go', async () => {
    const [author, first, replier, mentioned, marker] = [await createMember(), await createMember(), await createMember(), await createMember(), await createMember()];
    await setPrefs(author, { com_my_post_mail: 'no' });
    await setPrefs(first, { reply_my_com_mail: 'no' });
    await setPrefs(mentioned, { mention_mail: 'no' });
    const post = await createFeed(author.auth, { message: `Quiet ${token('fd')}` });
    const top = await comment(post.id, first.auth, 'first');
    // One reply: the author (a comment on their post), the thread's first (a reply) and two mentioned.
    await comment(post.id, replier.auth, `reply for @${mentioned.username} and @${marker.username}`, top.id);
    const told = await mailOfJob(marker, post.id, 'mention_mail');
    expect(told.subject).toContain(`${replier.username} mentioned you`);
    expect((await waitForJob(author.userId, post.id, 'com_my_post_mail')).reason).toBe('the member turned com_my_post_mail off');
    expect((await waitForJob(first.userId, post.id, 'reply_my_com_mail')).reason).toBe('the member turned reply_my_com_mail off');
    expect((await waitForJob(mentioned.userId, post.id, 'mention_mail')).reason).toBe('the member turned mention_mail off');
    for (const m of [author, first, mentioned]) expect(await mailTo(m.email)).toEqual([]);
  });

  it("never mails a private space's content to someone who may not read it", async () => {
    const space = await createSpace({ privacy: 'private' });
    const [author, member, outsider, leaver] = [await createMember(), await createMember(), await createMember(), await createMember()];
    for (const m of [author, member, leaver]) await addMember(space.slug, m.userId);
    const secret = `Secret plan ${token('sc')}`;
    const post = await createFeed(author.auth, { space: space.slug, title: secret, message: 'inside' });
    // The outsider is mentioned first: no notification, so no mail job, for them.
    await comment(post.id, author.auth, `@${outsider.username} @${member.username} @${leaver.username} look`);
    await waitFor(leaver, 'mention_added', post.id);
    // The leaver was told, then left before the window closed: the mail is not sent.
    expect((await api<any>('POST', `/spaces/${space.slug}/leave`, { auth: leaver.auth })).status).toBe(200);
    expect((await waitForJob(leaver.userId, post.id, 'mention_mail')).reason).toBe('the member may not read the post');
    const inside = await mailOfJob(member, post.id, 'mention_mail');
    expect(inside.subject).toContain(secret.slice(0, 20));
    // A marker: a mention of the outsider in a public post, queued after the private one was handled.
    const open = await createFeed(author.auth, { message: `Public ${token('fd')}` });
    await comment(open.id, author.auth, `hi @${outsider.username}`);
    const marker = await mailOfJob(outsider, open.id, 'mention_mail');
    expect((await mailTo(outsider.email)).map((m) => m.messageId)).toEqual([marker.messageId]);
    const { listMailLog } = await import('#features/mail/mail-log-store.ts');
    expect((await listMailLog(outsider.userId)).filter((e) => e.job_id.includes(`:${post.id}:`))).toEqual([]);
    expect(await actionsOf(outsider)).toEqual([`mention_added:${open.id}`]);
    expect(JSON.stringify(await mailTo(outsider.email))).not.toContain(secret);
  });
});

describe.concurrent('unsubscribe', () => {
  it('the link opens a page that changes nothing; its one-click POST turns the list off, and the next comment sends nothing', async () => {
    const [author, commenter] = [await createMember(), await createMember()];
    const post = await createFeed(author.auth, { message: `Unsub ${token('fd')}` });
    await comment(post.id, commenter.auth, 'first comment');
    const mail = await mailOfJob(author, post.id, 'com_my_post_mail');
    const tokenValue = unsubscribeTokenOf(mail);
    const page = await api<any>('GET', '/email/unsubscribe', { query: { token: tokenValue } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('comments on your posts');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await getMailPreferences(author.userId)).com_my_post_mail).toBeUndefined();
    // RFC 8058's one-click request: no sign-in, a form body.
    const done = await unsubscribe(tokenValue);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ message: 'You will get no more emails about comments on your posts.', list: 'com_my_post_mail' });
    expect((await unsubscribe(tokenValue)).status).toBe(200);
    const prefs = await api<any>('GET', `/profile/${author.username}/notification-preferences`, { auth: author.auth });
    expect(prefs.body.user_globals).toMatchObject({ com_my_post_mail: 'no', mention_mail: 'yes' });
    // The window closed before its job ran: the next comment opens another, which is skipped.
    await comment(post.id, commenter.auth, 'second comment');
    await waitForLog(author.userId, (e) => e.job_id.startsWith(jobPrefix(author.userId, post.id, 'com_my_post_mail')) && e.status === 'skipped');
    expect(await mailTo(author.email)).toHaveLength(1);
  });

  it('a mention mail\'s link turns mentions off for its member only', async () => {
    const [author, mentioned] = [await createMember(), await createMember()];
    const post = await createFeed(author.auth, { message: `Hey @${mentioned.username} ${token('fd')}` });
    const mail = await mailOfJob(mentioned, post.id, 'mention_mail');
    expect(mail.body.text).toContain('mentioned you in the post');
    expect((await unsubscribe(unsubscribeTokenOf(mail))).body.list).toBe('mention_mail');
    expect(await getMailPreferences(mentioned.userId)).toMatchObject({ mention_mail: 'no' });
    expect((await getMailPreferences(author.userId)).mention_mail).toBeUndefined();
  });

  it('the invitations list marks the address unsubscribed (a mark already there is kept)', async () => {
    const email = `${token('inv')}@example.test`;
    const res = await unsubscribe(await unsubscribeToken({ email, list: 'invitations' }));
    expect(res.body).toEqual({ message: 'This address will get no more invitations.', list: 'invitations' });
    expect(await getUndeliverable(email)).toMatchObject({ email, reason: 'unsubscribed' });
  });

  it('refuses a tampered, malformed or missing token (400), whatever the method', async () => {
    const member = await createMember();
    const good = await unsubscribeToken({ user_id: member.userId, list: 'digest_mail' });
    const [payload, signature] = good.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ u: member.userId + 1, l: 'digest_mail' })).toString('base64url');
    for (const bad of [`${other}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`, payload, 'x.y.z', 'not a token']) {
      for (const method of ['GET', 'POST']) {
        const res = await api<any>(method, '/email/unsubscribe', { query: { token: bad } });
        expect(res.status, `${method} ${bad}`).toBe(400);
        expect(res.body.code).toBe('invalid_unsubscribe_token');
      }
    }
    expect((await api<any>('POST', '/email/unsubscribe')).status).toBe(400);
    expect(await getMailPreferences(member.userId)).toEqual({});
  });
});

describe('notification preferences routes', () => {
  it('answer the original shape: the site defaults filled in, the member\'s spaces by group, the digest day', async () => {
    const member = await createMember();
    const space = await createSpace({ privacy: 'private' });
    await addMember(space.slug, member.userId);
    const res = await api<any>('GET', `/profile/${member.username}/notification-preferences`, { auth: member.auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['crm_email_status', 'default_messaging_email_frequency', 'digestEmailDay', 'spaceGroups', 'space_prefs', 'user_globals']);
    expect(res.body.user_globals).toMatchObject({ mention_mail: 'yes', reply_my_com_mail: 'yes', com_my_post_mail: 'yes', message_email_frequency: 'default' });
    expect(res.body.space_prefs).toEqual({});
    const spaces = res.body.spaceGroups.flatMap((g: any) => g.spaces);
    expect(spaces).toEqual([{ id: space.id, title: space.title, slug: space.slug, pref: '' }]);
    expect(typeof res.body.digestEmailDay).toBe('string');
    // Saved: the switches, the frequency, the space's choice; the answer is what is kept.
    const saved = await api<any>('POST', `/profile/${member.username}/notification-preferences`, {
      auth: member.auth,
      body: { user_globals: { digest_mail: 'yes', mention_mail: 'no', message_email_frequency: 'weekly' }, space_prefs: { [space.id]: 'admin_only_posts' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.prefs).toEqual({ digest_mail: 'yes', mention_mail: 'no', message_email_frequency: 'weekly', space_prefs: { [space.id]: 'admin_only_posts' } });
    const after = (await api<any>('GET', `/profile/${member.username}/notification-preferences`, { auth: member.auth })).body;
    expect(after.user_globals).toMatchObject({ digest_mail: 'yes', mention_mail: 'no', message_email_frequency: 'weekly' });
    expect(after.spaceGroups.flatMap((g: any) => g.spaces)).toEqual([{ id: space.id, title: space.title, slug: space.slug, pref: 'admin_only_posts' }]);
    // 'default' and '' remove a choice.
    const cleared = await api<any>('POST', `/profile/${member.username}/notification-preferences`, { auth: member.auth, body: { user_globals: { message_email_frequency: 'default' }, space_prefs: { [space.id]: '' } } });
    expect(cleared.body.prefs).toEqual({ digest_mail: 'yes', mention_mail: 'no', space_prefs: {} });
  });

  it('are the member\'s own: an administrator reads them, nobody else reads or saves them', async () => {
    const [member, other] = [await createMember(), await createMember()];
    const path = `/profile/${member.username}/notification-preferences`;
    expect((await api<any>('GET', path, { auth: adminAuth })).status).toBe(200);
    expect((await api<any>('GET', path, { auth: other.auth })).status).toBe(403);
    expect((await api<any>('GET', path)).status).toBe(401);
    for (const auth of [other.auth, adminAuth]) expect((await api<any>('POST', path, { auth, body: { user_globals: { mention_mail: 'no' } } })).status).toBe(403);
    expect((await api<any>('GET', `/profile/nobody_${token('nb')}/notification-preferences`, { auth: adminAuth })).status).toBe(404);
    expect(await getMailPreferences(member.userId)).toEqual({});
  });

  it('refuse bad values (400) and change nothing', async () => {
    const member = await createMember();
    const elsewhere = await createSpace();
    const path = `/profile/${member.username}/notification-preferences`;
    const bad = [
      { user_globals: { mention_mail: 'maybe' } },
      { user_globals: { message_email_frequency: 'sometimes' } },
      { space_prefs: { abc: 'all_member_posts' } },
      { space_prefs: { 12: 'everything' } },
      { space_prefs: { [elsewhere.id]: 'all_member_posts' } },
      { user_globals: 'yes' },
    ];
    for (const body of bad) {
      const res = await api<any>('POST', path, { auth: member.auth, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
    expect(await getMailPreferences(member.userId)).toEqual({});
  });
});
