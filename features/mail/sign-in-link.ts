/**
 * Sign-in links in mail (privacy `email_auto_login`; docs/email.md "Sign-in links"): while the
 * switch is on, the links into the community in a member's non-transactional mail carry a
 * `login_token` the front end exchanges once for a Bearer token (POST /auth/email-login). Signed
 * (mail-signature.ts) for this purpose, valid for SIGN_IN_LINK_SECONDS, used once (its nonce is
 * claimed when exchanged), and only for members: administrators and moderators sign in themselves.
 */
import { randomBytes } from 'node:crypto';
import { openValue, signValue } from './mail-signature.ts';

export const SIGN_IN_LINK_SECONDS = 48 * 3600;
const PURPOSE = 'sign-in';

export interface SignInClaims {
  userId: number;
  nonce: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export const signInToken = (userId: number, now = new Date()): Promise<string> =>
  signValue(PURPOSE, { u: userId, j: randomBytes(12).toString('base64url'), x: Math.floor(now.getTime() / 1000) + SIGN_IN_LINK_SECONDS });

export async function openSignInToken(token: string, now = new Date()): Promise<SignInClaims | null> {
  const v = await openValue(PURPOSE, token);
  if (!v || typeof v['u'] !== 'number' || typeof v['j'] !== 'string' || typeof v['x'] !== 'number') return null;
  if (v['x'] <= Math.floor(now.getTime() / 1000)) return null;
  return { userId: v['u'], nonce: v['j'], expiresAt: v['x'] };
}

/**
 * The mail's links that start with one of `bases` (the portal, the front end) with `login_token`
 * added: in the HTML's href attributes (escaped as the markup has them) and in the text part.
 */
export function withSignInLinks(part: { html: string; text: string }, bases: readonly string[], token: string): { html: string; text: string } {
  const add = (url: string, amp: string) => {
    const hash = url.indexOf('#');
    const [path, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
    return `${path}${path.includes('?') ? amp : '?'}login_token=${token}${fragment}`;
  };
  const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const roots = bases.filter((b) => b !== '').map(escaped).join('|');
  if (roots === '') return part;
  return {
    html: part.html.replace(new RegExp(`href="((?:${roots})(?:[/?#][^"]*)?)"`, 'g'), (_, url: string) => `href="${add(url, '&amp;')}"`),
    text: part.text.replace(new RegExp(`(?<![\\w/])((?:${roots})(?:[/?#][^\\s<>"')]*)?)(?![^\\s<>"')])`, 'g'), (url: string) => add(url, '&')),
  };
}
