/**
 * Bounces and complaints (docs/email.md "Bounces and complaints", "What administrators see"): SES's
 * notifications, fed to the mail-events handler through the stand-in's `POST /_local/ses-events`,
 * mark an address; administrators see it on the member (email_status) with the delivery log, and
 * may clear a bounce or a complaint. A marked address gets no non-transactional mail (suppressed in
 * the log) while transactional mail still goes.
 *
 * No flow of this part sends non-transactional mail, so that case runs the mail function's own
 * dispatch (features/mail/mail-dispatch.ts, what functions/mail runs per message) in this process
 * with a renderer naming a list, against the stack's table and SES stand-in.
 */
import { describe, expect, it } from 'vitest';
import { loadMailContext, type Renderer } from '#features/mail/mail-content.ts';
import { dispatchMail } from '#features/mail/mail-dispatch.ts';
import { html } from '#features/mail/mail-html.ts';
import { enqueueMail } from '#features/mail/mail-queue.ts';
import { markUndeliverable } from '#features/mail/mail-suppression-store.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { DATETIME, token } from '../../support/identity.ts';
import { mailTo, waitForMail } from '../../support/mail.ts';
import { sendSesEvents, sesEvent } from '../../support/ses-events.ts';

const emailStatus = async (m: TestMember) => (await api('GET', `/profile/${m.username}`, { auth: adminAuth })).body.profile.email_status;

/** A non-transactional mail (a mention) to the member, through the mail function's dispatch. */
const listMail: Renderer = async (job) => ({
  to: String(job.data['to']),
  user_id: job.to_user_id ?? null,
  subject: 'You were mentioned',
  html: html`<p>Someone mentioned you.</p>`,
  text: 'Someone mentioned you.',
  list: 'mention_mail',
});
async function sendListMail(m: TestMember) {
  const jobId = `opstest:${token('list')}`;
  const outcome = await dispatchMail({ job_id: jobId, kind: 'ops_list_test', to_user_id: m.userId, data: { to: m.email } }, await loadMailContext(), { ops_list_test: listMail });
  return { jobId, outcome };
}

describe('SES notifications mark addresses', () => {
  it('a permanent bounce marks the address: administrators see it bounced; a list mail is suppressed and logged, a transactional one still goes', async () => {
    const member = await createMember();
    expect(await emailStatus(member)).toEqual({ status: 'deliverable', at: null, detail: null });

    // SES reports the address as it was sent, in any case.
    const [result] = await sendSesEvents(sesEvent('permanent', member.email.toUpperCase()));
    expect(result).toEqual({ marked: [member.email.toLowerCase()] });
    const status = await emailStatus(member);
    expect(status).toMatchObject({ status: 'bounced', detail: expect.stringContaining('550 5.1.1') });
    expect(status.at).toMatch(DATETIME);

    const list = await sendListMail(member);
    expect(list.outcome).toBe('suppressed');
    // Transactional mail is never held back: the test mail arrives, and it is the only mail there.
    expect((await api('POST', '/email/test', { auth: adminAuth, body: { to: member.email } })).status).toBe(200);
    const marker = await waitForMail(member.email);
    expect(marker.subject).toMatch(/^Test email/);
    expect(await mailTo(member.email)).toHaveLength(1);

    const log = await api('GET', `/members/${member.userId}/mail-log`, { auth: adminAuth });
    expect(log.status).toBe(200);
    expect(log.body.email_status).toMatchObject({ status: 'bounced' });
    expect(log.body.mail_log).toContainEqual({
      job_id: list.jobId,
      kind: 'ops_list_test',
      to: member.email,
      status: 'suppressed',
      reason: 'address marked undeliverable (bounce)',
      message_id: null,
      attempt: 1,
      at: expect.stringMatching(DATETIME),
    });
  });

  it('a transient bounce marks nothing, a complaint marks, and a malformed message is skipped without blocking the others', async () => {
    const [a, b] = await Promise.all([createMember(), createMember()]);
    const results = await sendSesEvents('{ not json', sesEvent('transient', a.email), sesEvent('complaint', b.email), { eventType: 'Bounce' });
    expect(results).toEqual([
      { marked: [], skipped: 'malformed: not JSON' },
      { marked: [], skipped: 'Transient bounce' },
      { marked: [b.email] },
      { marked: [], skipped: 'malformed: Bounce without bounce' },
    ]);
    expect((await emailStatus(a)).status).toBe('deliverable');
    expect(await emailStatus(b)).toMatchObject({ status: 'complained', detail: 'abuse' });
    // A transient bounce leaves list mail going.
    expect((await sendListMail(a)).outcome).toBe('sent');
    expect((await sendListMail(b)).outcome).toBe('suppressed');
  });
});

describe('DELETE /members/{user_id}/email-status', () => {
  it('clears a bounce: the address is deliverable again and list mail goes out; clearing again changes nothing', async () => {
    const member = await createMember();
    await sendSesEvents(sesEvent('permanent', member.email));
    expect((await emailStatus(member)).status).toBe('bounced');

    const cleared = await api('DELETE', `/members/${member.userId}/email-status`, { auth: adminAuth });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ message: expect.any(String), email_status: { status: 'deliverable', at: null, detail: null } });
    expect((await emailStatus(member)).status).toBe('deliverable');
    expect((await sendListMail(member)).outcome).toBe('sent');
    await waitForMail(member.email, (m) => m.subject === 'You were mentioned');

    expect((await api('DELETE', `/members/${member.userId}/email-status`, { auth: adminAuth })).status).toBe(200);
  });

  it("refuses to undo the owner's unsubscribe (409 email_unsubscribed), which stays", async () => {
    const member = await createMember();
    await markUndeliverable({ email: member.email, reason: 'unsubscribed', detail: null, at: new Date().toISOString() });
    const res = await api('DELETE', `/members/${member.userId}/email-status`, { auth: adminAuth });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email_unsubscribed');
    expect((await emailStatus(member)).status).toBe('unsubscribed');
    // An unsubscribe from invitations holds back invitations only: the member's own lists are their preferences.
    expect((await sendListMail(member)).outcome).toBe('sent');
  });
});

describe('who sees the mail status and the delivery log', () => {
  it('administrators only: members get 403, guests 401, an unknown member 404; email_status is not on anyone else\'s view of a profile', async () => {
    const [member, other] = await Promise.all([createMember(), createMember()]);
    await sendSesEvents(sesEvent('permanent', member.email));
    for (const [method, path] of [['GET', `/members/${member.userId}/mail-log`], ['DELETE', `/members/${member.userId}/email-status`]] as const) {
      expect((await api(method, path, { auth: member.auth })).status).toBe(403);
      expect((await api(method, path, { auth: other.auth })).body.code).toBe('rest_forbidden');
      expect((await api(method, path)).status).toBe(401);
    }
    expect((await api('GET', '/members/999999999/mail-log', { auth: adminAuth })).body.code).toBe('member_not_found');
    expect((await api('DELETE', '/members/999999999/email-status', { auth: adminAuth })).status).toBe(404);
    // The member's own view and another member's: no email_status; the mark is still there.
    expect((await api('GET', `/profile/${member.username}`, { auth: member.auth })).body.profile).not.toHaveProperty('email_status');
    expect((await api('GET', '/profile', { auth: member.auth })).body.profile).not.toHaveProperty('email_status');
    expect((await api('GET', `/profile/${member.username}`, { auth: other.auth })).body.profile).not.toHaveProperty('email_status');
    expect((await emailStatus(member)).status).toBe('bounced');
  });

  it('the delivery log lists the last attempts newest first, limit bounded to 1-50', async () => {
    const member = await createMember();
    const jobs = [`test:${token('first')}`, `test:${token('second')}`];
    for (const job_id of jobs) {
      await enqueueMail([{ job_id, kind: 'email_test', to_address: member.email, data: { requested_by: member.userId } }]);
      const before = (await mailTo(member.email)).length;
      await expect.poll(async () => (await mailTo(member.email)).length, { timeout: 15_000 }).toBe(before + 1);
    }
    const log = await api('GET', `/members/${member.userId}/mail-log`, { auth: adminAuth });
    expect(log.body.mail_log.map((e: { job_id: string }) => e.job_id)).toEqual([...jobs].reverse());
    expect(log.body.mail_log[0]).toMatchObject({ kind: 'email_test', to: member.email, status: 'sent', reason: null, message_id: expect.any(String), attempt: 1 });
    const one = await api('GET', `/members/${member.userId}/mail-log`, { auth: adminAuth, query: { limit: 1 } });
    expect(one.body.mail_log.map((e: { job_id: string }) => e.job_id)).toEqual([jobs[1]]);
    for (const limit of [0, 51, 'x']) {
      const bad = await api('GET', `/members/${member.userId}/mail-log`, { auth: adminAuth, query: { limit } });
      expect(bad.status).toBe(400);
      expect(bad.body.data.params).toHaveProperty('limit');
    }
  });
});
