/**
 * Records SES bounce and complaint notifications (functions/mail-events; locally the SES stand-in's
 * `POST /_local/ses-events`): each permanently bounced or complaining address is marked
 * undeliverable, so it gets no more non-transactional mail (docs/email.md). A notification that is
 * not an SES event is logged and skipped; only a failure of the table throws (and is retried).
 */
import { markUndeliverable } from '#features/mail/mail-suppression-store.ts';
import { readSesEvent } from '#features/mail/ses-events.ts';
import { log } from '#platform/core/log.ts';

export interface SesNotificationResult {
  /** Addresses marked (lowercased). */
  marked: string[];
  /** Why nothing was marked: a transient bounce, an event we do not read, a malformed message. */
  skipped?: string;
}

export async function recordSesNotification(body: string, messageId?: string, now = new Date()): Promise<SesNotificationResult> {
  const reading = readSesEvent(body, now);
  if ('malformed' in reading) {
    log.warn('SES notification skipped: malformed', { reason: reading.malformed, messageId });
    return { marked: [], skipped: `malformed: ${reading.malformed}` };
  }
  // One notification names a handful of recipients at most: one PutItem each, idempotent on redelivery.
  for (const mark of reading.marks) await markUndeliverable(mark);
  if (reading.marks.length > 0) log.info('addresses marked undeliverable', { reason: reading.marks[0]?.reason, count: reading.marks.length, messageId });
  return { marked: reading.marks.map((m) => m.email), ...(reading.ignored !== undefined && { skipped: reading.ignored }) };
}
