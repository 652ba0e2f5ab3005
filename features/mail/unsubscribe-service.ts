/**
 * Unsubscribing through the signed link every non-transactional mail carries (docs/notifications.md,
 * "Unsubscribe"; RFC 8058), with no sign-in: a member's list turns that preference of theirs off;
 * the `invitations` list marks the address `unsubscribed`, so no more invitations (nor any other
 * non-transactional mail) go to it. A mark already there (a bounce, a complaint) is kept. Doing it
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
  invitations: 'invitations to the community',
};

export const aboutList = (list: MailList): string => ABOUT[list];

/** A link's token: a base64url payload, a dot and an HMAC-SHA256 in base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,900}\.[A-Za-z0-9_-]{43}$/;

/**
 * The link's target, or 400 invalid_unsubscribe_token (malformed, tampered with, or signed with
 * another key). A token of the wrong shape is refused before the signing key is read (or, on a
 * fresh deployment, created): a refused request writes nothing.
 */
export async function unsubscribeTarget(token: string): Promise<UnsubscribeTarget> {
  const target = TOKEN_SHAPE.test(token) ? await verifyUnsubscribeToken(token) : null;
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
  if (prefs[list] !== 'no') await saveMailPreferences(target.user_id, { ...prefs, [list]: 'no' });
  return { message: `You will get no more emails about ${ABOUT[list]}.`, list };
}
