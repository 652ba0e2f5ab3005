/**
 * Signed values in mail links (docs/email.md): `<payload>.<HMAC-SHA256>`, the payload base64url JSON,
 * signed for one purpose (an unsubscribe link cannot pass for a sign-in link). The key is
 * MAIL_SIGNING_SECRET, or one created once and kept in the table.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '#platform/config.ts';
import { storedSecret } from '#platform/data/stored-secret-store.ts';

const signingKey = storedSecret('mail-signing-key', config.MAIL_SIGNING_SECRET);

const MAX_TOKEN_LENGTH = 1000;

const sign = async (purpose: string, payload: string): Promise<string> => createHmac('sha256', await signingKey()).update(`${purpose}:${payload}`).digest('base64url');

export async function signValue(purpose: string, value: Record<string, unknown>): Promise<string> {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${await sign(purpose, payload)}`;
}

/** The signed value, or null when the token is malformed or its signature is not this purpose's. */
export async function openValue(purpose: string, token: string): Promise<Record<string, unknown> | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(await sign(purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
