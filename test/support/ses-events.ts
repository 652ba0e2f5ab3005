/**
 * SES bounce and complaint notifications as the configuration set publishes them to SNS, fed to
 * the local stack's mail-events handler through the SES stand-in's `POST /_local/ses-events`
 * (scripts/local/ses.ts), the handler AWS runs on the SNS topic. Local only.
 */
import { inject } from 'vitest';

export interface SesEventResult {
  marked: string[];
  skipped?: string;
}

/** An SES event for `address`: a permanent or transient bounce, or a complaint. */
export function sesEvent(kind: 'permanent' | 'transient' | 'complaint', address: string): Record<string, unknown> {
  const timestamp = new Date().toISOString();
  const mail = { timestamp, messageId: `local-${Date.now()}`, source: 'no-reply@localhost.localdomain', destination: [address] };
  if (kind === 'complaint') {
    return { eventType: 'Complaint', mail, complaint: { complainedRecipients: [{ emailAddress: address }], timestamp, feedbackId: 'local', complaintFeedbackType: 'abuse' } };
  }
  return {
    eventType: 'Bounce',
    mail,
    bounce: {
      bounceType: kind === 'permanent' ? 'Permanent' : 'Transient',
      bounceSubType: kind === 'permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
      timestamp,
      feedbackId: 'local',
    },
  };
}

/** Delivers one SNS notification per message (an object is sent as its JSON, a string as it is) and answers each one's result. */
export async function sendSesEvents(...messages: (Record<string, unknown> | string)[]): Promise<SesEventResult[]> {
  const Records = messages.map((m, i) => ({
    EventSource: 'aws:sns',
    Sns: { MessageId: `local-${Date.now()}-${i}`, Message: typeof m === 'string' ? m : JSON.stringify(m), Timestamp: new Date().toISOString() },
  }));
  const res = await fetch(`${inject('mail').endpoint}/_local/ses-events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Records }) });
  const body = (await res.json()) as { results?: SesEventResult[]; message?: string };
  if (!res.ok || !body.results) throw new Error(`ses-events answered ${res.status}: ${body.message ?? ''}`);
  return body.results;
}
