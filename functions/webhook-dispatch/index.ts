/**
 * PLACEHOLDER so that CDK can bundle the webhook dispatcher (lib/events-stack.ts) before the real
 * one lands: it acknowledges every message. The real handler reads the webhook, POSTs the signed
 * event, logs the delivery and re-enqueues failed attempts with a delay (partial batch responses).
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  void event;
  return { batchItemFailures: [] };
}
