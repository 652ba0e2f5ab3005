/**
 * Signing in from a mail's link (privacy `email_auto_login`; docs/email.md "Sign-in links"): the
 * link's token, once, for a Bearer token of the credential `email-link`. Refused while the switch
 * is off, for anyone but a member in good standing (administrators and moderators sign in
 * themselves: a forwarded mail must not hand over an account that can change others'), and for
 * a link used or expired. A password reset or change ends the tokens it gave, as every other token.
 */
import { issueToken } from '#platform/auth/tokens.ts';
import { ApiError } from '#platform/core/errors.ts';
import { claimSignInNonce } from '#features/mail/sign-in-link-store.ts';
import { openSignInToken } from '#features/mail/sign-in-link.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { getLoginAccount } from '#features/members/account-store.ts';
import { getProfile } from '#features/members/member-store.ts';
import { InvalidAccountTokenError } from '#features/members/account-links.ts';

export const EMAIL_LINK_CREDENTIAL = 'email-link';

export async function signInFromMail(token: string, now = new Date()) {
  const claims = await openSignInToken(token, now);
  if (!claims) throw new InvalidAccountTokenError();
  if (!(await siteRules()).privacy.emailAutoLogin) throw new ApiError(403, 'email_login_disabled', 'Sign-in links in emails are switched off: sign in with your password.');
  const profile = await getProfile(claims.userId, { consistent: true });
  const login = profile ? await getLoginAccount(profile.username) : null;
  if (!profile || !login || login.user_id !== claims.userId || login.status !== 'active') throw new InvalidAccountTokenError();
  if (login.role !== 'member') throw new ApiError(403, 'email_login_not_allowed', 'Administrators and moderators sign in with their password.');
  if (!(await claimSignInNonce(claims.nonce, claims.userId, claims.expiresAt))) throw new InvalidAccountTokenError();
  return issueToken({ userId: login.user_id, username: login.username, credentialId: EMAIL_LINK_CREDENTIAL, credentialsVersion: login.credentials_version ?? 0 });
}
