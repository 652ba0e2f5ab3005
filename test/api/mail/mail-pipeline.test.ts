/**
 * The mail pipeline (docs/email.md "The pipeline"): a job item goes through the stream, the mail
 * queue and the mail function to SES (the stand-in), once per job id, with the layout's parts; a
 * refused send is retried through the queue or dead-lettered.
 */
import { describe, expect, inject, it } from 'vitest';
import { loadMailContext } from '#features/mail/mail-content.ts';
import { dispatchMail, MAX_ATTEMPTS } from '#features/mail/mail-dispatch.ts';
import { enqueueMail } from '#features/mail/mail-queue.ts';
import { RENDERERS } from '#functions/mail/renderers.ts';
import { listMailLog } from '#features/mail/mail-log-store.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { mailHeaders, mailTo, waitForMail } from '../../support/mail.ts';
import { messagesOf } from '../../support/queues.ts';

describe('POST /email/test', () => {
  it('mails the address through the pipeline, with HTML and text parts, the sender and no unsubscribe (transactional)', async () => {
    const to = `${token('mailtest')}@example.test`;
    const res = await api('POST', '/email/test', { auth: adminAuth, body: { to } });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(to);
    const mail = await waitForMail(to);
    expect(mail.subject).toMatch(/^Test email from /);
    expect(mail.from).toContain('no-reply@localhost.localdomain');
    expect(mail.body.text).toContain('This is a test email');
    expect(mail.body.html).toContain('<!doctype html>');
    expect(mail.body.html).toContain('This is a test email');
    expect(mailHeaders(mail)['list-unsubscribe']).toBeUndefined();
  });

  it('is for administrators, and a bad address is a 400 that sends nothing', async () => {
    const member = await createMember();
    expect((await api('POST', '/email/test', { auth: member.auth, body: { to: member.email } })).status).toBe(403);
    expect((await api('POST', '/email/test', { body: { to: member.email } })).status).toBe(401);
    const bad = await api('POST', '/email/test', { auth: adminAuth, body: { to: 'not an address' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
    expect(bad.body.data.params).toHaveProperty('to');
  });
});

describe('the mail function', () => {
  it('sends a job delivered twice (even side by side) once, and logs it for the member', async () => {
    const member = await createMember();
    const job = { job_id: `test:${token('dup')}`, kind: 'email_test', to_address: member.email, data: { requested_by: member.userId } };
    await enqueueMail([job, job]);
    await waitForMail(member.email);
    // A later job to the same address arrives after the first pair was handled.
    await enqueueMail([{ ...job, job_id: `test:${token('marker')}` }]);
    await expect.poll(async () => (await mailTo(member.email)).length, { timeout: 15_000 }).toBe(2);
    const log = await listMailLog(member.userId);
    expect(log.filter((e) => e.job_id === job.job_id)).toEqual([expect.objectContaining({ status: 'sent', kind: 'email_test', to: member.email, attempt: 1 })]);
    expect(log.find((e) => e.job_id === job.job_id)?.message_id).toBeTruthy();
  });

  it('dead-letters a job of an unknown kind, and goes on with the others', async () => {
    const to = `${token('unknown')}@example.test`;
    const jobId = `test:${token('unknown')}`;
    await enqueueMail([{ job_id: jobId, kind: 'no_such_kind', to_address: to, data: {} }, { job_id: `test:${token('after')}`, kind: 'email_test', to_address: to, data: {} }]);
    await waitForMail(to);
    const letters = await messagesOf(inject('queues').mailDeadLetterQueueUrl, (m) => m.job_id === jobId);
    expect(letters[0]).toMatchObject({ kind: 'no_such_kind', last_error: expect.stringContaining('no renderer') });
  });
});

describe('a send SES refuses', () => {
  const refusing = (name: string) => async () => {
    throw Object.assign(new Error(`SES said ${name}`), { name });
  };

  it('for a reason that may pass: logged retrying, queued again with its next attempt, which the mail function then sends', async () => {
    const member = await createMember();
    const job = { job_id: `test:${token('retry')}`, kind: 'email_test', to_address: member.email, data: { requested_by: member.userId } };
    // The first attempt, here, against the stack's table and queue, with a sender that is throttled.
    expect(await dispatchMail(job, await loadMailContext(), RENDERERS, refusing('TooManyRequestsException'))).toBe('retrying');
    // The second, from the queue after MAIL_RETRY_BASE_SECONDS (1 s in tests), by the stack's mail function and SES.
    await waitForMail(member.email);
    await expect.poll(async () => (await listMailLog(member.userId)).filter((e) => e.job_id === job.job_id).map((e) => `${e.attempt}:${e.status}`), { timeout: 15_000 }).toEqual(['2:sent', '1:retrying']);
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it('for good, or on its last attempt: logged failed and dead-lettered with the reason, never retried', async () => {
    const member = await createMember();
    const context = await loadMailContext();
    const rejected = { job_id: `test:${token('rejected')}`, kind: 'email_test', to_address: member.email, data: { requested_by: member.userId } };
    expect(await dispatchMail(rejected, context, RENDERERS, refusing('MessageRejected'))).toBe('failed');
    const last = { job_id: `test:${token('last')}`, kind: 'email_test', to_address: member.email, data: { requested_by: member.userId }, attempt: MAX_ATTEMPTS };
    expect(await dispatchMail(last, context, RENDERERS, refusing('TooManyRequestsException'))).toBe('failed');
    const seen = new Map<string, string>();
    await expect
      .poll(async () => {
        for (const l of await messagesOf(inject('queues').mailDeadLetterQueueUrl, (m) => m.job_id === rejected.job_id || m.job_id === last.job_id, 2_000)) seen.set(l.job_id, l.last_error);
        return [...seen.values()].sort();
      }, { timeout: 15_000 })
      .toEqual(['MessageRejected: SES said MessageRejected', 'TooManyRequestsException: SES said TooManyRequestsException']);
    expect((await listMailLog(member.userId)).map((e) => `${e.job_id === rejected.job_id ? 'rejected' : 'last'}:${e.status}`).sort()).toEqual(['last:failed', 'rejected:failed']);
    // Settled: a redelivery of either sends nothing.
    expect(await dispatchMail(rejected, context, RENDERERS)).toBe('duplicate');
    expect(await mailTo(member.email)).toHaveLength(0);
  });
});
