/** Reading the local stack's queues (fauxqs) from tests: dead letters are left in place for other tests. */
import { ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';

export const localSqs = (): SQSClient =>
  new SQSClient({ endpoint: inject('queues').endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/** The messages of `queueUrl` (parsed JSON) that `accept` takes, once at least one is found or `timeoutMs` passed. */
export async function messagesOf(queueUrl: string, accept: (message: any) => boolean, timeoutMs = 20_000): Promise<any[]> {
  const sqs = localSqs();
  const found: any[] = [];
  const deadline = Date.now() + timeoutMs;
  try {
    while (found.length === 0 && Date.now() < deadline) {
      // Visibility 0: messages of other tests stay in the queue for them.
      const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 0 }));
      found.push(...(out.Messages ?? []).map((m) => JSON.parse(m.Body ?? '{}')).filter(accept));
    }
  } finally {
    sqs.destroy();
  }
  return found;
}

/** The stream router's dead letters (docs/events.md) that `accept` takes. */
export const routerDeadLetters = (accept: (letter: any) => boolean, timeoutMs?: number): Promise<any[]> =>
  messagesOf(inject('queues').routerDeadLetterQueueUrl, accept, timeoutMs);
