/**
 * A member's email status as administrators see it (docs/email.md "What administrators see"): the
 * undeliverable mark of their current address (features/mail/mail-suppression-store.ts), if any.
 * A mark belongs to an address, not to the account: a member who changes their address starts
 * deliverable again, and the old address keeps its mark.
 */
import { ApiError } from '#platform/core/errors.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import type { Undeliverable } from '#features/mail/mail-suppression-store.ts';

export const EMAIL_STATUSES = ['deliverable', 'bounced', 'complained', 'unsubscribed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export interface EmailStatusView {
  status: EmailStatus;
  /** When the address was marked (UTC, YYYY-MM-DD HH:MM:SS); null when deliverable. */
  at: string | null;
  /** SES's bounce type and diagnostic, or the complaint's feedback type; null when none. */
  detail: string | null;
}

const STATUS_OF: Record<Undeliverable['reason'], EmailStatus> = { bounce: 'bounced', complaint: 'complained', unsubscribed: 'unsubscribed' };

export function toEmailStatus(mark: Undeliverable | null): EmailStatusView {
  if (!mark) return { status: 'deliverable', at: null, detail: null };
  return { status: STATUS_OF[mark.reason], at: toSqlDateTime(mark.at), detail: mark.detail };
}

/**
 * An administrator may clear a bounce or a complaint (the mailbox works again, the member asked to
 * receive mail); an unsubscribe is the address owner's own choice, undone only by them.
 */
export function assertClearable(view: EmailStatusView): void {
  if (view.status === 'unsubscribed') {
    throw new ApiError(409, 'email_unsubscribed', "The address's owner unsubscribed it; an administrator cannot undo that.");
  }
}
