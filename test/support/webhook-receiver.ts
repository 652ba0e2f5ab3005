/**
 * The tests' local HTTPS webhook receiver: scripts/local/webhook-receiver.ts with the certificate
 * the API tests' global setup made (its authority is trusted by the stack's webhook delivery).
 */
import { inject } from 'vitest';
import { startWebhookReceiver, type ReceivedCall, type Receiver } from '../../scripts/local/webhook-receiver.ts';

export type { ReceivedCall, Receiver };

export function startReceiver(respond: (call: ReceivedCall, n: number) => number = () => 200): Promise<Receiver> {
  const tls = inject('tls');
  return startWebhookReceiver({ certFile: tls.certFile, keyFile: tls.keyFile, respond });
}
