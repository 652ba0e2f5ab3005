/**
 * Mail jobs (docs/email.md): mail is an outbox side effect. A change that must mail someone writes
 * a job item in the same transaction; the table's stream carries it to the mail queue (the stream
 * router), and the mail function renders and sends it, at most once per job id. A job names its
 * renderer (`kind`), its recipient and the ids the renderer needs: never a secret, since it travels
 * through the stream and SQS (a token a mail carries is made when the mail is rendered).
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { fromSqsBody } from '#platform/events/sqs-body.ts';

export interface MailJob {
  /** Unique per mail, and deterministic where a duplicate must never be sent (`digest:<period>:<user>`). */
  job_id: string;
  /** The renderer that builds it (functions/mail/renderers.ts). */
  kind: string;
  /** The recipient member (their address is read when the mail is rendered) ... */
  to_user_id?: number;
  /** ... or an address with no account behind it. */
  to_address?: string;
  data: Record<string, unknown>;
}

export const JOB_ID = /^[A-Za-z0-9:_#.-]{1,200}$/;

export const mailJobSchema = z.object({
  job_id: z.string().regex(JOB_ID),
  kind: z.string().min(1).max(64),
  to_user_id: z.int().positive().optional(),
  to_address: z.string().max(254).optional(),
  data: z.record(z.string(), z.unknown()),
});

export const newMailJobId = (prefix: string, now = Date.now()): string => `${prefix}:${now.toString(16)}${randomBytes(8).toString('hex')}`;

/** The job read back from the stream's new image. */
export function mailJobOf(item: Record<string, unknown>): MailJob | null {
  const parsed = mailJobSchema.safeParse(item);
  return parsed.success ? (parsed.data as MailJob) : null;
}

export const isMailJobItem = (item: Record<string, unknown> | undefined): item is Record<string, unknown> => item?.['entity'] === 'mail_job';

/** A queued job as the mail queue carries it: the job and its attempt (1 for the first). */
export interface MailMessage extends MailJob {
  attempt?: number;
  /** When the job was first queued (epoch ms; SQS's SentTimestamp of its first message), carried by its retries: the mail latency metric's start. */
  queued_at?: number;
}

export function parseMailMessage(body: string): MailMessage {
  const raw = fromSqsBody(body) as Record<string, unknown>;
  const job = mailJobSchema.parse(raw) as MailJob;
  const attempt = typeof raw['attempt'] === 'number' && Number.isInteger(raw['attempt']) && raw['attempt'] > 0 ? raw['attempt'] : 1;
  const queuedAt = raw['queued_at'];
  return { ...job, attempt, ...(typeof queuedAt === 'number' && Number.isFinite(queuedAt) ? { queued_at: queuedAt } : {}) };
}

/** The message with its first queueing time: its own, or (a first attempt) SQS's SentTimestamp of this message. */
export function queuedSince(message: MailMessage, sentTimestamp: string | undefined): MailMessage {
  const sent = Number(sentTimestamp);
  return message.queued_at !== undefined || !Number.isFinite(sent) || sent <= 0 ? message : { ...message, queued_at: sent };
}
