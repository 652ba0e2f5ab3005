/**
 * Secrets at rest. Application passwords are 144-bit random strings, so a fast digest (SHA-256)
 * is safe and keeps authentication cheap; user-chosen passwords use scrypt (slow by design), with
 * a small per-container cache of verified (hash, keyed password digest) pairs so repeated requests
 * with the same credentials do not pay the KDF each time.
 */
import { createHash, createHmac, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const APP_PASSWORD_LENGTH = 24;

/** A new application password, shown once, as six groups of four characters. */
export function generateAppPassword(): string {
  const chars = Array.from({ length: APP_PASSWORD_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Application passwords are accepted with or without the display spaces. */
export const normalizeAppPassword = (value: string): string => value.replace(/\s+/g, '');

export const digestSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Drawn per container and never stored: what a container remembers about a secret is useless elsewhere. */
const CONTAINER_KEY = randomBytes(32);

/**
 * An HMAC of `text` under this container's random key: how the container's caches name a
 * presented secret (a password, a whole Authorization value) without keeping it, or a digest
 * that could be tried against guesses outside the container.
 */
export const keyedDigest = (text: string): string => createHmac('sha256', CONTAINER_KEY).update(text).digest('base64url');

export function digestsEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && ab.length > 0 && timingSafeEqual(ab, bb);
}

const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 32 } as const;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const verified = new Map<string, true>();
const VERIFIED_CACHE_SIZE = 1000;

/**
 * The scrypt digest of a password nobody has, with the parameters of SCRYPT: checked when there
 * is no account (or it has no password), so a refusal costs the same KDF whether the username
 * exists or not and its timing does not tell which.
 */
const DUMMY_DIGEST = 'scrypt$16384$8$1$qfN4XnIUViO8zpHCEg8x1g$o5S8umHaxCXpmSSl18ivTWOD457_jEd1ovNLUVyOfpk';

/** Whether `password` matches the stored digest; with none, the same work is done and the answer is false. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) {
    await verifyPassword(password, DUMMY_DIGEST);
    return false;
  }
  const cacheKey = `${stored}:${keyedDigest(password)}`;
  if (verified.has(cacheKey)) return true;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  const ok = timingSafeEqual(key, expected);
  if (ok) {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(cacheKey, true);
  }
  return ok;
}
