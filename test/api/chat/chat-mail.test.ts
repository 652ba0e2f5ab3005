/**
 * Chat's unread-message mail and a group's last admin (docs/chat.md). In SITE_WIDE: messaging's
 * is_enabled is off by default, and one case switches email_unread_messages off; the file puts the
 * group back as it found it. Mail windows last 3 s here (MAIL_COALESCE_SECONDS).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { mailHeaders, mailTo, waitForMail } from '../../support/mail.ts';
import { unsubscribeTokenOf, waitForLog } from '../../support/notification-mail.ts';

const SETTINGS = '/admin/messaging-setting';
let saved: Record<string, unknown>;
const setMessaging = async (settings: Record<string, unknown>) => {
  const res = await api('POST', SETTINGS, { auth: adminAuth, body: { settings } });
  expect(res.status).toBe(200);
};

let ann: TestMember, bob: TestMember, reader: TestMember, optedOut: TestMember, leaver: TestMember, switchedOff: TestMember;
beforeAll(async () => {
  saved = (await api<any>('GET', SETTINGS, { auth: adminAuth })).body.settings;
  await setMessaging({ is_enabled: 'yes', email_unread_messages: 'yes' });
  [ann, bob, reader, optedOut, leaver, switchedOff] = await Promise.all([createMember(), createMember(), createMember(), createMember(), createMember(), createMember()]);
});
afterAll(async () => {
  await setMessaging(saved);
});

const start = async (from: TestMember, to: TestMember) => (await api<any>('POST', '/chat/threads', { auth: from.auth, body: { user_id: to.userId } })).body.thread;
const send = async (from: TestMember, threadId: number, message: string) => {
  const res = await api<any>('POST', `/chat/messages/${threadId}`, { auth: from.auth, body: { message } });
  expect(res.status).toBe(201);
  return res.body.message;
};
/** The member's chat mail job, once settled (sent or skipped). */
const chatJob = (member: TestMember) => waitForLog(member.userId, (e) => e.job_id.startsWith(`chatmail:${member.userId}:`) && e.status !== 'retrying');

describe('unread-message mail', () => {
  it('one mail for the messages of a window, only while unread and a member; the preference and its unsubscribe link', async () => {
    const [toBob, toReader, toOptedOut] = await Promise.all([start(ann, bob), start(ann, reader), start(ann, optedOut)]);
    const group = (await api<any>('POST', '/chat/groups', { auth: ann.auth, body: { title: 'Left', user_ids: [leaver.userId] } })).body.thread;
    const prefs = await api('POST', `/profile/${optedOut.username}/notification-preferences`, { auth: optedOut.auth, body: { user_globals: { message_email_frequency: 'disabled' } } });
    expect(prefs.status).toBe(200);
    await send(ann, toBob.id, 'first <b>hello</b>');
    await send(ann, toBob.id, 'second line');
    await send(ann, toReader.id, 'read me in the app');
    await send(ann, toOptedOut.id, 'not by mail');
    await send(ann, group.id, 'gone before the mail');
    // Before the window closes: the reader reads it in the app, the leaver leaves the group.
    await api('POST', '/chat/read-threads', { auth: reader.auth, body: { thread_ids: [toReader.id] } });
    await api('POST', `/chat/groups/${group.id}/leave`, { auth: leaver.auth });

    const mail = await waitForMail(bob.email);
    expect(mail.subject).toBe(`You have 2 unread messages from ${ann.username}`);
    expect(mail.body.text).toContain('first <b>hello</b>');
    expect(mail.body.text).toContain('second line');
    expect(mail.body.text).toMatch(new RegExp(`https?://\\S+/chat/${toBob.id}\\b`));
    expect(mail.body.html).toContain('first &lt;b&gt;hello&lt;/b&gt;');
    expect(mailHeaders(mail)['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [readerJob, leaverJob, optedOutJob] = await Promise.all([chatJob(reader), chatJob(leaver), chatJob(optedOut)]);
    for (const job of [readerJob, leaverJob]) expect(job).toMatchObject({ status: 'skipped', reason: 'the member has read these messages, or left or blocked their threads' });
    expect(optedOutJob).toMatchObject({ status: 'skipped', reason: 'the member turned message_email_frequency off' });
    expect(await mailTo(bob.email)).toHaveLength(1);

    // The link turns the chat mail off: message_email_frequency `disabled`.
    const off = await api<any>('POST', '/email/unsubscribe', { query: { token: unsubscribeTokenOf(mail) }, rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(off.body).toMatchObject({ list: 'message_email_frequency' });
    const after = await api<any>('GET', `/profile/${bob.username}/notification-preferences`, { auth: bob.auth });
    expect(after.body.user_globals.message_email_frequency).toBe('disabled');
  });

  it("nothing while the messaging settings' email_unread_messages is off", async () => {
    const thread = await start(ann, switchedOff);
    await setMessaging({ email_unread_messages: 'no' });
    try {
      await send(ann, thread.id, 'no mail for this');
      expect(await chatJob(switchedOff)).toMatchObject({ status: 'skipped', reason: "the messaging settings' email_unread_messages is off" });
    } finally {
      await setMessaging({ email_unread_messages: 'yes' });
    }
    expect(await mailTo(switchedOff.email)).toEqual([]);
  });
});

describe("a group's last admin", () => {
  const members = async (who: TestMember, id: number) => (await api<any>('GET', `/chat/threads/${id}/members`, { auth: who.auth })).body.members as Array<{ user_id: number; role: string }>;
  const adminsOf = async (who: TestMember, id: number) => (await members(who, id)).filter((m) => m.role === 'admin').map((m) => m.user_id);

  it('the longest-standing member takes over; two admins leaving at once leave one; the last member deletes it', async () => {
    // Members of the mail cases, whose mail is settled by now.
    const [x, y, z] = [reader, optedOut, leaver];
    const group = (await api<any>('POST', '/chat/groups', { auth: x.auth, body: { title: 'Admins', user_ids: [y.userId] } })).body.thread;
    await sleep(5); // z joins later than y
    expect((await api('POST', `/chat/groups/${group.id}/members`, { auth: x.auth, body: { user_ids: [z.userId] } })).status).toBe(200);
    expect((await api('POST', `/chat/groups/${group.id}/leave`, { auth: x.auth })).status).toBe(200);
    expect(await adminsOf(y, group.id)).toEqual([y.userId]);

    // y makes z an admin too; both leave at once: x comes back first to stay behind.
    await api('POST', `/chat/groups/${group.id}/members`, { auth: y.auth, body: { user_ids: [x.userId] } });
    await api('POST', `/chat/groups/${group.id}/members/${z.userId}/admin`, { auth: y.auth });
    const left = await Promise.all([y, z].map((m) => api('POST', `/chat/groups/${group.id}/leave`, { auth: m.auth })));
    expect(left.map((r) => r.status)).toEqual([200, 200]);
    expect(await members(x, group.id)).toEqual([expect.objectContaining({ user_id: x.userId, role: 'admin' })]);

    const last = await api<any>('POST', `/chat/groups/${group.id}/leave`, { auth: x.auth });
    expect(last.body.message).toContain('deleted');
    expect((await ddb.send(new GetCommand({ TableName: tableName, Key: keys.chatThread(group.id), ConsistentRead: true }))).Item).toBeUndefined();
  });
});
