/**
 * Signed one-click unsubscribe links (RFC 8058; docs/email.md): the link names the member (or the
 * address) and the list, signed with HMAC-SHA256, so it works without signing in and cannot be
 * forged or pointed at another member. The key is MAIL_SIGNING_SECRET, or one kept in the table.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiBasePath, config } from '#platform/config.ts';
import { storedSecret } from '#platform/data/stored-secret-store.ts';
import { MAIL_LISTS, type MailList } from './mail-content.ts';

export type UnsubscribeTarget = { user_id: number; list: MailList } | { email: string; list: 'invitations' };

const signingKey = storedSecret('mail-signing-key', config.MAIL_SIGNING_SECRET);

const sign = async (payload: string): Promise<string> => createHmac('sha256', await signingKey()).update(`unsubscribe:${payload}`).digest('base64url');

export async function unsubscribeToken(target: UnsubscribeTarget): Promise<string> {
  const payload = Buffer.from(JSON.stringify('user_id' in target ? { u: target.user_id, l: target.list } : { e: target.email.toLowerCase(), l: target.list })).toString('base64url');
  return `${payload}.${await sign(payload)}`;
}

/** Where the API answers (links in mail have no request to take it from): PUBLIC_BASE_URL, else the site. */
export const mailApiUrl = (): string => `${(config.PUBLIC_BASE_URL ?? config.SITE_URL).replace(/\/+$/, '')}${apiBasePath()}`;

export async function unsubscribeUrl(target: UnsubscribeTarget): Promise<string> {
  return `${mailApiUrl()}/email/unsubscribe?token=${await unsubscribeToken(target)}`;
}

export async function verifyUnsubscribeToken(token: string): Promise<UnsubscribeTarget | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 1000) return null;
  const expected = Buffer.from(await sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; e?: unknown; l?: unknown };
    if (!MAIL_LISTS.includes(v.l as MailList)) return null;
    if (typeof v.u === 'number' && Number.isInteger(v.u) && v.u > 0 && v.l !== 'invitations') return { user_id: v.u, list: v.l as MailList };
    if (typeof v.e === 'string' && v.l === 'invitations') return { email: v.e, list: 'invitations' };
    return null;
  } catch {
    return null;
  }
}
