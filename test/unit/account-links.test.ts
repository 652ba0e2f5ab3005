/** Account links' rules (features/members/account-links.ts): the token's form, its match, the link's address. */
import { describe, expect, it } from 'vitest';
import { digestSecret } from '#platform/auth/secrets.ts';
import { accountLink, linkToken, newSecret, newTokenId, parseLinkToken, tokenMatches, type AccountToken } from '#features/members/account-links.ts';

const now = new Date('2026-11-28T10:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);

function record(secret: string, overrides: Partial<AccountToken> = {}): AccountToken {
  return { token_id: newTokenId(), purpose: 'password_reset', user_id: 7, token_digest: digestSecret(secret), created_at: now.toISOString(), expires_at: nowSeconds + 3600, ...overrides };
}

describe('account links', () => {
  it('round-trips a token and refuses anything else', () => {
    const id = newTokenId();
    const { secret, digest } = newSecret();
    expect(digest).toBe(digestSecret(secret));
    expect(parseLinkToken(linkToken(id, secret))).toEqual({ tokenId: id, secret });
    for (const bad of ['', 'abc', `${id}.`, `.${secret}`, `${id}.${secret}.x`, `${id.toUpperCase()}.${secret}`, `${id}.${secret.slice(1)}`, `../${id}.${secret}`]) {
      expect(parseLinkToken(bad), bad).toBeNull();
    }
  });

  it('matches only a live, unused record of the purpose whose digest is the secret\'s', () => {
    const { secret } = newSecret();
    expect(tokenMatches(record(secret), 'password_reset', secret, now)).toBe(true);
    expect(tokenMatches(record(secret), 'email_verify', secret, now)).toBe(false);
    expect(tokenMatches(record(secret), 'password_reset', newSecret().secret, now)).toBe(false);
    expect(tokenMatches(record(secret, { used_at: now.toISOString() }), 'password_reset', secret, now)).toBe(false);
    expect(tokenMatches(record(secret, { expires_at: nowSeconds }), 'password_reset', secret, now)).toBe(false);
    expect(tokenMatches(null, 'password_reset', secret, now)).toBe(false);
  });

  it('points at the front end\'s page with the token in its query', () => {
    const link = new URL(accountLink('email_change', 'abc.def'));
    expect(link.pathname.endsWith('/confirm-email')).toBe(true);
    expect(link.searchParams.get('token')).toBe('abc.def');
    expect(new URL(accountLink('password_reset', 'x')).pathname.endsWith('/reset-password')).toBe(true);
    expect(new URL(accountLink('email_verify', 'x')).pathname.endsWith('/verify-email')).toBe(true);
  });
});
