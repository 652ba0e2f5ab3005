/**
 * Sending one queued mail job (docs/email.md "The pipeline"): claim the job id (a job sent or in
 * flight is never sent again), render it with its kind's renderer, hold back non-transactional
 * mail to an address marked undeliverable, wrap the layout, send, and log the attempt for the
 * member. A send that fails for a reason that may pass is queued again after base * 2^(attempt-1)
 * seconds (MAIL_RETRY_BASE_SECONDS) up to MAX_ATTEMPTS; then, or at once for a permanent refusal,
 * the job goes to the dead-letter queue.
 */
import { countOutcome, countRate, METRIC, MetricUnit } from '#platform/core/metrics.ts';
import { MAIL_FAILED, MAIL_SENT } from '#platform/core/metric-names.ts';
import { config } from '#platform/config.ts';
import { isSkipped, type MailContext, type RenderedMail, type Renderer } from './mail-content.ts';
import { SafeHtml } from './mail-html.ts';
import { signInToken, withSignInLinks } from './sign-in-link.ts';
import { claimJob, releaseJob, settleJob } from './mail-job-store.ts';
import { layoutMail } from './mail-layout.ts';
import { recordMailAttempt, type MailOutcome } from './mail-log-store.ts';
import type { MailMessage } from './mail-jobs.ts';
import { deadLetterMail, enqueueMail } from './mail-queue.ts';
import { backoffSeconds } from '#platform/events/sqs-client.ts';
import { isPermanentSendError, sendMail } from './mail-sender.ts';
import { getUndeliverable } from './mail-suppression-store.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

export const MAX_ATTEMPTS = 5;

/** A member's non-transactional mail, with sign-in links while email_auto_login is on (sign-in-link.ts). */
async function withSignIn(mail: RenderedMail, ctx: MailContext): Promise<RenderedMail> {
  if (!ctx.emailAutoLogin || mail.user_id === null || !mail.list || mail.list === 'invitations') return mail;
  const token = await signInToken(mail.user_id, ctx.now);
  const bases = [ctx.site.portalUrl, ...(config.FRONTEND_URL ? [config.FRONTEND_URL.replace(/\/+$/, '')] : [])];
  const linked = withSignInLinks({ html: String(mail.html), text: mail.text }, bases, token);
  return { ...mail, html: new SafeHtml(linked.html), text: linked.text };
}

export const mailRetryDelaySeconds = (attempt: number, base = config.MAIL_RETRY_BASE_SECONDS): number => backoffSeconds(attempt, base);

export type DispatchOutcome = MailOutcome | 'duplicate';

/** `send` is SES (tests hand in a sender that fails, to follow a retry through the real queue). Counts each job's outcome (MailAttempts). */
export async function dispatchMail(message: MailMessage, ctx: MailContext, renderers: Readonly<Record<string, Renderer>>, send: typeof sendMail = sendMail): Promise<DispatchOutcome> {
  const outcome = await handleJob(message, ctx, renderers, send);
  countOutcome(METRIC.mailAttempts, outcome);
  return outcome;
}

/** SES's answer: the rate metric, the SES call's duration and the time since the job was first queued, under the attempt's outcome. */
function noteSend(outcome: 'sent' | 'retrying' | 'failed', startedAt: number, queuedAt: number | undefined): void {
  const now = Date.now();
  countRate(outcome === 'sent' ? MAIL_SENT : MAIL_FAILED);
  countOutcome(METRIC.mailSendLatency, outcome, now - startedAt, MetricUnit.Milliseconds);
  if (queuedAt !== undefined && queuedAt <= now) countOutcome(METRIC.mailLatency, outcome, now - queuedAt, MetricUnit.Milliseconds);
}

async function handleJob(message: MailMessage, ctx: MailContext, renderers: Readonly<Record<string, Renderer>>, send: typeof sendMail): Promise<DispatchOutcome> {
  const attempt = message.attempt ?? 1;
  const renderer = renderers[message.kind];
  if (!renderer) {
    await deadLetterMail(message, `no renderer for mail kind ${message.kind}`);
    return 'failed';
  }
  if (!(await claimJob(message.job_id, ctx.now))) return 'duplicate';
  const log = async (userId: number | null | undefined, to: string, status: MailOutcome, reason: string | null, messageId: string | null = null) => {
    if (userId) await recordMailAttempt(userId, { job_id: message.job_id, kind: message.kind, to, status, reason, message_id: messageId, attempt, at: ctx.now.toISOString() });
  };
  const settle = async (status: 'sent' | 'skipped' | 'suppressed' | 'failed', userId: number | null | undefined, to: string, reason: string | null, messageId: string | null = null) => {
    await Promise.all([settleJob(message.job_id, status, messageId), log(userId, to, status, reason, messageId)]);
    return status;
  };
  let rendered;
  try {
    rendered = await renderer(message, ctx);
  } catch (error) {
    // A failed read may pass: the message comes again (SQS), and the claim must not stop it.
    await releaseJob(message.job_id);
    throw error;
  }
  const to = isSkipped(rendered) ? (message.to_address ?? '') : rendered.to;
  const userId = isSkipped(rendered) ? message.to_user_id : rendered.user_id;
  if (isSkipped(rendered)) return settle('skipped', userId, to, rendered.skip);
  let unsubscribe: string | undefined;
  if (rendered.list) {
    const marked = await getUndeliverable(rendered.to);
    // A bounce or complaint stops every list; an address's unsubscribe is from invitations only (a member's lists are their preferences).
    if (marked && (marked.reason !== 'unsubscribed' || rendered.list === 'invitations')) {
      return settle('suppressed', userId, to, `address ${marked.reason === 'unsubscribed' ? 'unsubscribed' : `marked undeliverable (${marked.reason})`}`);
    }
    unsubscribe = await unsubscribeUrl(rendered.user_id !== null && rendered.list !== 'invitations' ? { user_id: rendered.user_id, list: rendered.list } : { email: rendered.to, list: 'invitations' });
  }
  const outgoing = layoutMail(await withSignIn(rendered, ctx), ctx, unsubscribe ? { unsubscribe } : {});
  const sendStarted = Date.now();
  try {
    const messageId = await send(outgoing);
    noteSend('sent', sendStarted, message.queued_at);
    return await settle('sent', userId, to, null, messageId);
  } catch (error) {
    const retry = !isPermanentSendError(error) && attempt < MAX_ATTEMPTS;
    noteSend(retry ? 'retrying' : 'failed', sendStarted, message.queued_at);
    const reason = `${(error as Error).name}: ${(error as Error).message}`.slice(0, 500);
    if (retry) {
      await releaseJob(message.job_id);
      await Promise.all([enqueueMail([{ ...message, attempt: attempt + 1 }], mailRetryDelaySeconds(attempt)), log(userId, to, 'retrying', reason)]);
      return 'retrying';
    }
    await deadLetterMail(message, reason);
    return settle('failed', userId, to, reason);
  }
}
