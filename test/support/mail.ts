/**
 * Mail the service sent, read from the SES stand-in's store (contract item 8: `GET /store`), the
 * way the email tests follow each flow end to end.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

export interface StoredMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: Array<{ name: string; value: string }>;
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

/** The mail sent to `address` so far, oldest first. Addresses compare case-insensitively. */
export const mailTo = async (address: string): Promise<StoredMail[]> =>
  (await storedMail()).filter((m) => m.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));

/** Waits for a mail to `address` that `predicate` accepts (the first when none), polling the store. */
export async function waitForMail(address: string, predicate: (m: StoredMail) => boolean = () => true, timeoutMs = 15_000): Promise<StoredMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(address)).find(predicate);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await sleep(150);
  }
}

/** The first link in the mail's text part whose address contains `pathPart`. */
export function mailLink(mail: StoredMail, pathPart: string): string {
  const link = (mail.body.text ?? '').match(/https?:\/\/[^\s<>"')]+/g)?.find((u) => u.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in the mail "${mail.subject}"`);
  return link;
}

/** The mail's headers as a name -> value map (names lowercased). */
export const mailHeaders = (mail: StoredMail): Record<string, string> => Object.fromEntries((mail.headers ?? []).map((h) => [h.name.toLowerCase(), h.value]));
