/**
 * Mail job items and their send claims (docs/data-model.md "Mail"). Access patterns:
 * - a job: Put MAILJOB#<id>/JOB, in the transaction of the change that mails or on its own
 *   (the stream carries it to the mail queue);
 * - claim a job before sending: conditional PutItem MAILJOB#<id>/CLAIM (absent, or an expired
 *   in-flight claim); mark it sent; release it when the send failed so a retry may claim it.
 */
import { currentCorrelationId } from '#platform/core/log.ts';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { MailJob } from './mail-jobs.ts';

/** Kept long enough for the stream's retries, then expired. */
const JOB_RETENTION_SECONDS = 14 * 24 * 3600;

function mailJobItem(job: MailJob, now: Date): Record<string, unknown> {
  // The request's correlation id: the router queues the job under it, the mail function sends under it.
  const correlationId = currentCorrelationId();
  return { ...keys.mailJob(job.job_id), entity: 'mail_job', ...job, ...(correlationId ? { correlation_id: correlationId } : {}), created_at: now.toISOString(), [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + JOB_RETENTION_SECONDS };
}

/** The job item, for the transaction of the change that mails (the outbox). */
export function mailJobPut(job: MailJob, now = new Date()): TransactItem {
  return { Put: { TableName: tableName, Item: mailJobItem(job, now) } };
}

export async function putMailJob(job: MailJob, now = new Date()): Promise<void> {
  await ddb.send(new PutCommand({ TableName: tableName, Item: mailJobItem(job, now) }));
}

/** A claim older than this is taken to be a crashed sender's; its job may be claimed again. */
const CLAIM_LEASE_SECONDS = 120;
/** A sent job's claim outlives any redelivery of its message (SQS keeps one at most 14 days). */
const SENT_RETENTION_SECONDS = 15 * 24 * 3600;

const isConditionFailure = (e: unknown): boolean => (e as Error).name === 'ConditionalCheckFailedException';

/** Claims the job for one send; false when it was sent, or another sender holds a live claim. */
export async function claimJob(jobId: string, now = new Date()): Promise<boolean> {
  const seconds = Math.floor(now.getTime() / 1000);
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.mailClaim(jobId), entity: 'mail_claim', state: 'sending', lease_until: seconds + CLAIM_LEASE_SECONDS, [TTL_ATTRIBUTE]: seconds + SENT_RETENTION_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :sending AND lease_until < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending', ':now': seconds },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** The job is done (sent, or settled without sending): no redelivery sends it. */
export async function settleJob(jobId: string, outcome: 'sent' | 'skipped' | 'suppressed' | 'failed', messageId: string | null): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mailClaim(jobId),
      UpdateExpression: 'SET #state = :state, message_id = :id REMOVE lease_until',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':state': outcome, ':id': messageId },
    }),
  );
}

/** The send failed and will be retried: the next attempt may claim it at once. */
export async function releaseJob(jobId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.mailClaim(jobId) }));
}
