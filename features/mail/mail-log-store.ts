/**
 * The delivery log (docs/email.md): each attempt at a member's mail, kept 30 days. Access patterns:
 * - record an attempt: PutItem USER#<id>/MAILLOG#<at>#<job id>;
 * - a member's latest attempts: Query USER#<id>, sk begins_with MAILLOG#, newest first, Limit n.
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';

export type MailOutcome = 'sent' | 'skipped' | 'suppressed' | 'retrying' | 'failed';

export interface MailLogEntry {
  job_id: string;
  kind: string;
  to: string;
  status: MailOutcome;
  reason: string | null;
  message_id: string | null;
  attempt: number;
  at: string;
}

const LOG_RETENTION_SECONDS = 30 * 24 * 3600;
export const MAIL_LOG_LIMIT = 50;

export async function recordMailAttempt(userId: number, entry: MailLogEntry): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.mailLog(userId, entry.at, entry.job_id), entity: 'mail_log', user_id: userId, ...entry, [TTL_ATTRIBUTE]: Math.floor(Date.parse(entry.at) / 1000) + LOG_RETENTION_SECONDS },
    }),
  );
}

export async function listMailLog(userId: number, limit = MAIL_LOG_LIMIT): Promise<MailLogEntry[]> {
  const { pk } = keys.user(userId);
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.mailLogPrefix },
      ScanIndexForward: false,
      Limit: Math.max(1, Math.min(MAIL_LOG_LIMIT, limit)),
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => ({
    job_id: String(i['job_id']),
    kind: String(i['kind']),
    to: String(i['to']),
    status: i['status'] as MailOutcome,
    reason: (i['reason'] as string | null) ?? null,
    message_id: (i['message_id'] as string | null) ?? null,
    attempt: Number(i['attempt'] ?? 1),
    at: String(i['at']),
  }));
}
