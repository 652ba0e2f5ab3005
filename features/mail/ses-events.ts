/**
 * What an SES event notification means for an address (docs/email.md "Bounces and complaints").
 * The configuration set publishes its bounce and complaint events to SNS as JSON
 * (`eventType`; an identity's own notifications say `notificationType`); each names its
 * recipients. Permanent bounces and complaints mark the address undeliverable; transient and
 * undetermined bounces mark nothing (the mailbox may come back, and the mail function retries).
 */

export type MarkReason = 'bounce' | 'complaint';

export interface AddressMark {
  /** Lowercased. */
  email: string;
  reason: MarkReason;
  /** The bounce type and diagnostic, or the complaint's feedback type; at most DETAIL_MAX characters. */
  detail: string | null;
  /** When SES saw it (the event's timestamp), ISO 8601. */
  at: string;
}

/** What a notification asks for: marks (possibly none, with why), or nothing because it is not one we read. */
export type SesEventReading = { marks: AddressMark[]; ignored?: string } | { malformed: string };

const DETAIL_MAX = 500;
/** A bare address, or the address in `Name <address>`. */
const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The address of a recipient entry, lowercased, or undefined when it is not one. */
export function recipientAddress(value: unknown): string | undefined {
  const raw = str(value);
  if (raw === undefined) return undefined;
  const inner = /<([^<>]+)>\s*$/.exec(raw)?.[1]?.trim() ?? raw;
  return ADDRESS.test(inner) ? inner.toLowerCase() : undefined;
}

function timestampOf(value: unknown, fallback: Date): string {
  const s = str(value);
  const t = s === undefined ? NaN : Date.parse(s);
  return Number.isNaN(t) ? fallback.toISOString() : new Date(t).toISOString();
}

function recipients(list: unknown): Record<string, unknown>[] {
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

const clip = (s: string): string => (s.length > DETAIL_MAX ? `${s.slice(0, DETAIL_MAX - 1)}…` : s);

/**
 * Reads one SNS message body (the SES event as JSON text). Never throws: a body that is not JSON or
 * not an SES event is `malformed` (logged and skipped by the caller).
 */
export function readSesEvent(body: string, now = new Date()): SesEventReading {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return { malformed: 'not JSON' };
  }
  if (!isRecord(event)) return { malformed: 'not an object' };
  const type = str(event['eventType']) ?? str(event['notificationType']);
  if (type === undefined) return { malformed: 'no eventType' };
  if (type === 'Bounce') {
    const bounce = event['bounce'];
    if (!isRecord(bounce)) return { malformed: 'Bounce without bounce' };
    const bounceType = str(bounce['bounceType']);
    if (bounceType !== 'Permanent') return { marks: [], ignored: `${bounceType ?? 'unknown'} bounce` };
    const at = timestampOf(bounce['timestamp'], now);
    const subType = str(bounce['bounceSubType']);
    return {
      marks: recipients(bounce['bouncedRecipients']).flatMap((r) => {
        const email = recipientAddress(r['emailAddress']);
        if (email === undefined) return [];
        const diagnostic = str(r['diagnosticCode']);
        return [{ email, reason: 'bounce' as const, detail: clip(`${bounceType}${subType ? `/${subType}` : ''}${diagnostic ? `: ${diagnostic}` : ''}`), at }];
      }),
    };
  }
  if (type === 'Complaint') {
    const complaint = event['complaint'];
    if (!isRecord(complaint)) return { malformed: 'Complaint without complaint' };
    const at = timestampOf(complaint['timestamp'], now);
    const feedback = str(complaint['complaintFeedbackType']);
    return {
      marks: recipients(complaint['complainedRecipients']).flatMap((r) => {
        const email = recipientAddress(r['emailAddress']);
        return email === undefined ? [] : [{ email, reason: 'complaint' as const, detail: feedback === undefined ? null : clip(feedback), at }];
      }),
    };
  }
  // Deliveries, sends, rejects... are not subscribed; one arriving changes nothing.
  return { marks: [], ignored: `${type} event` };
}
