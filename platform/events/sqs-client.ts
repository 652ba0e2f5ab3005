/** The one SQS client of a container (fauxqs locally, through SQS_ENDPOINT), and sending one JSON message. */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '#platform/config.ts';
import { toSqsBody } from '#platform/events/sqs-body.ts';

export const sqs = new SQSClient({ region: config.AWS_REGION, ...(config.SQS_ENDPOINT ? { endpoint: config.SQS_ENDPOINT } : {}) });

/** The configured queue URL, or why it is missing. */
export function queueUrl(url: string | undefined, name: string, purpose: string): string {
  if (!url) throw new Error(`${name} is not configured: ${purpose}`);
  return url;
}

export async function sendJson(url: string, value: unknown): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: toSqsBody(value) }));
}
