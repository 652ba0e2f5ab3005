/**
 * Signed one-click unsubscribe links (RFC 8058; docs/email.md): the link names the member (or the
 * address) and the list, signed (mail-signature.ts), so it works without signing in and cannot be
 * forged or pointed at another member.
 */
import { apiBasePath, config } from '#platform/config.ts';
import { MAIL_LISTS, type MailList } from './mail-content.ts';
import { openValue, signValue } from './mail-signature.ts';

export type UnsubscribeTarget = { user_id: number; list: MailList } | { email: string; list: 'invitations' };

const PURPOSE = 'unsubscribe';

export const unsubscribeToken = (target: UnsubscribeTarget): Promise<string> =>
  signValue(PURPOSE, 'user_id' in target ? { u: target.user_id, l: target.list } : { e: target.email.toLowerCase(), l: target.list });

/** Where the API answers (links in mail have no request to take it from): PUBLIC_BASE_URL, else the site. */
export const mailApiUrl = (): string => `${(config.PUBLIC_BASE_URL ?? config.SITE_URL).replace(/\/+$/, '')}${apiBasePath()}`;

export async function unsubscribeUrl(target: UnsubscribeTarget): Promise<string> {
  return `${mailApiUrl()}/email/unsubscribe?token=${await unsubscribeToken(target)}`;
}

export async function verifyUnsubscribeToken(token: string): Promise<UnsubscribeTarget | null> {
  const v = await openValue(PURPOSE, token);
  if (!v || !MAIL_LISTS.includes(v['l'] as MailList)) return null;
  if (typeof v['u'] === 'number' && Number.isInteger(v['u']) && v['u'] > 0 && v['l'] !== 'invitations') return { user_id: v['u'], list: v['l'] as MailList };
  if (typeof v['e'] === 'string' && v['l'] === 'invitations') return { email: v['e'], list: 'invitations' };
  return null;
}
