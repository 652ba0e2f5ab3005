/**
 * The site's switches of notification mail (docs/notifications.md, "Notification mail";
 * docs/settings.md): `enable_email_notifications` off sends no notification mail, each of the
 * email group's `com_my_post_mail`, `reply_my_com_mail` and `mention_mail` off sends none of its
 * kind (whatever the member chose). On (their defaults), each goes out: notification-mail.test.ts.
 * Site-wide (SITE_WIDE in vitest.config.ts), kept to two rounds: every setting is put back. One reply per round tells three members at once: the
 * post's author (a comment on my post), the thread's first commenter (a reply) and a mentioned one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { mailTo } from '../../support/mail.ts';
import { comment, waitForJob } from '../../support/notification-mail.ts';

const LISTS = ['com_my_post_mail', 'reply_my_com_mail', 'mention_mail'] as const;

async function setEmailGroup(values: Record<string, string>): Promise<void> {
  const res = await api<any>('POST', '/admin/email-settings', { auth: adminAuth, body: { email_settings: values } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function setEnabled(on: boolean): Promise<void> {
  const res = await api<any>('PUT', '/settings', { auth: adminAuth, body: { enable_email_notifications: on } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A post of a new author, commented by a new member and replied to by another who mentions a third: who is told of what. */
async function round(options: { chooseYes?: boolean } = {}): Promise<{ postId: number; told: Record<(typeof LISTS)[number], TestMember> }> {
  const [author, first, replier, mentioned] = [await createMember(), await createMember(), await createMember(), await createMember()];
  if (options.chooseYes) {
    for (const [m, list] of [[author, 'com_my_post_mail'], [first, 'reply_my_com_mail'], [mentioned, 'mention_mail']] as const) {
      const res = await api<any>('POST', `/profile/${m.username}/notification-preferences`, { auth: m.auth, body: { user_globals: { [list]: 'yes' } } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }
  const post = await createFeed(author.auth, { message: `Switches ${token('fd')}` });
  const top = await comment(post.id, first.auth, 'first');
  await comment(post.id, replier.auth, `a reply for @${mentioned.username}`, top.id);
  return { postId: post.id, told: { com_my_post_mail: author, reply_my_com_mail: first, mention_mail: mentioned } };
}

describe('the site switches of notification mail', () => {
  let initial: { enabled: boolean; email: Record<string, string> };
  beforeAll(async () => {
    const enabled = (await api<any>('GET', '/settings/enable_email_notifications', { auth: adminAuth })).body.data.value as boolean;
    const email = (await api<any>('GET', '/admin/email-settings', { auth: adminAuth })).body.email_settings as Record<string, string>;
    initial = { enabled, email: Object.fromEntries(LISTS.map((k) => [k, email[k] ?? 'yes'])) };
  });
  afterAll(async () => {
    await setEnabled(initial.enabled);
    await setEmailGroup(initial.email);
  });

  it('enable_email_notifications off: none of the three is sent', async () => {
    await setEnabled(false);
    const { postId, told } = await round();
    for (const list of LISTS) expect((await waitForJob(told[list].userId, postId, list)).reason).toBe('enable_email_notifications is off');
    await setEnabled(true);
  });

  it('each email group switch off: none of its kind is sent, whatever the member chose', async () => {
    await setEmailGroup({ com_my_post_mail: 'no', reply_my_com_mail: 'no', mention_mail: 'no' });
    // Each member chose 'yes' for their list: the site's 'no' still wins.
    const { postId, told } = await round({ chooseYes: true });
    for (const list of LISTS) expect((await waitForJob(told[list].userId, postId, list)).reason).toBe(`the email settings' ${list} is off`);
    for (const list of LISTS) expect(await mailTo(told[list].email)).toEqual([]);
    await setEmailGroup(initial.email);
  });
});
