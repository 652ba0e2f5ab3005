/**
 * Mail the service sent, read from the SES stand-in's store (contract item 8: `GET /store`), the
 * way the email tests follow each flow end to end.
 */
import { inject } from 'vitest';

export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Epoch seconds. */
  at: number;
}

/** Every mail in the stand-in's store (sent since `sinceSeconds`, when given). */
export async function storedMail(sinceSeconds?: number): Promise<StoredMail[]> {
  const url = new URL('/store', inject('mail').endpoint);
  if (sinceSeconds !== undefined) url.searchParams.set('since', String(sinceSeconds));
  const res = await fetch(url);
  if (!res.ok) throw new Error(`mail store answered ${res.status}`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}

/** The mail sent to `address` so far, oldest first. */
export const mailTo = async (address: string): Promise<StoredMail[]> => (await storedMail()).filter((m) => m.destination.to.includes(address));
