/**
 * Unsubscribing through the signed link every non-transactional mail carries (docs/notifications.md,
 * "Unsubscribe"; RFC 8058), with no sign-in: a member's list turns that preference of theirs off;
 * the `invitations` list marks the address `unsubscribed`, so no more invitations go to it (a
 * member's own lists are their preferences). A mark already there (a bounce, a complaint) is kept. Doing it
 * twice changes nothing more. The link's page (GET) changes nothing: it asks to confirm, because
 * mail filters open the links of a mail by themselves (RFC 8058, section 1).
 */
import { ApiError } from '#platform/core/errors.ts';
import type { MailList } from './mail-content.ts';
import type { MailPreferences } from './mail-preferences.ts';
import { getMailPreferences, saveMailPreferences } from './mail-preferences-store.ts';
import { getUndeliverable, markUndeliverable } from './mail-suppression-store.ts';
import { verifyUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-link.ts';

export class InvalidUnsubscribeTokenError extends ApiError {
  constructor() {
    super(400, 'invalid_unsubscribe_token', 'This unsubscribe link is not valid.');
  }
}

/** What each list's mail is about, for the page and the answer. */
const ABOUT: Record<MailList, string> = {
  com_my_post_mail: 'comments on your posts',
  reply_my_com_mail: 'replies in your threads',
  mention_mail: 'mentions of you',
  digest_mail: 'the community digest',
  message_email_frequency: 'unread chat messages',
  invitations: 'invitations to the community',
};

export const aboutList = (list: MailList): string => ABOUT[list];

/**
 * The link's target, or 400 invalid_unsubscribe_token (malformed, tampered with, or signed with
 * another key). Checking never creates the signing key (mail-signature.ts): a refused request writes nothing.
 */
export async function unsubscribeTarget(token: string): Promise<UnsubscribeTarget> {
  const target = await verifyUnsubscribeToken(token);
  if (!target) throw new InvalidUnsubscribeTokenError();
  return target;
}

/** Turns the link's list off; answers what it did. */
export async function unsubscribe(token: string, now = new Date()): Promise<{ message: string; list: MailList }> {
  const target = await unsubscribeTarget(token);
  if ('email' in target) {
    if (!(await getUndeliverable(target.email))) await markUndeliverable({ email: target.email, reason: 'unsubscribed', detail: 'invitations', at: now.toISOString() });
    return { message: 'This address will get no more invitations.', list: target.list };
  }
  const list = target.list as Exclude<MailList, 'invitations'>;
  const { updated_at: _at, ...prefs }: MailPreferences = await getMailPreferences(target.user_id);
  // Chat's list is a frequency: off is `disabled`.
  const off = list === 'message_email_frequency' ? 'disabled' : 'no';
  if (prefs[list] !== off) await saveMailPreferences(target.user_id, { ...prefs, [list]: off });
  return { message: `You will get no more emails about ${ABOUT[list]}.`, list };
}
