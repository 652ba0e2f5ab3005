/**
 * Secrets at rest (docs/security.md "Secrets at rest"): the KMS adapter that seals a credential an
 * administrator saved before it is written to the table, and opens it for the functions that use it
 * (the storage group's secret key, a webhook's signing secret and sensitive headers).
 * Direct Encrypt (a credential is far under KMS's 4 KB) under the stack's key (SECRETS_KEY_ARN),
 * with an encryption context naming what the secret is for (`{setting: '<group>.<key>'}`,
 * `{webhook: '<id>.<field>'}`), so a ciphertext copied to another attribute or item does not
 * decrypt there. Locally the key is the KMS stand-in's (scripts/local/kms.ts).
 * Only the functions granted kms:Encrypt or kms:Decrypt on the key, for that context's key
 * (lib/secrets.ts), call these.
 */
import type { KMSClient } from '@aws-sdk/client-kms';
import { config } from '#platform/config.ts';
import { registeredClient } from '#platform/core/trace-hooks.ts';

/** The KMS SDK and its client, loaded by the first secret a container seals or opens (a chunk of its own: most requests touch none). */
let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-kms'); client: KMSClient }> | undefined;
const kms = () =>
  (loaded ??= import('@aws-sdk/client-kms').then((sdk) => ({
    sdk,
    client: registeredClient(new sdk.KMSClient({ region: config.AWS_REGION, ...(config.KMS_ENDPOINT ? { endpoint: config.KMS_ENDPOINT } : {}) })),
  })));

/** The encryption context of a ciphertext: one key naming what it is for. */
export type SecretContext = Readonly<Record<string, string>>;

/** The encryption context of a setting's ciphertext: `{setting: '<group>.<key>'}`. */
export const secretContext = (setting: string): SecretContext => ({ setting });

function keyArn(): string {
  if (!config.SECRETS_KEY_ARN) throw new Error('SECRETS_KEY_ARN is not set: secrets can be neither sealed nor opened');
  return config.SECRETS_KEY_ARN;
}

/**
 * Opened secrets of this container, by context and ciphertext (a copied ciphertext under another
 * context is not found here, and KMS refuses it): a burst of webhook deliveries, even side by side,
 * calls KMS once per secret (the call in flight is shared). Bounded; the oldest entry goes first.
 * A changed secret is a new ciphertext, so nothing stale is served; a refused call is not kept.
 */
const OPENED_MAX = 200;
const opened = new Map<string, Promise<string>>();
const cacheKey = (context: SecretContext, ciphertext: Uint8Array): string => `${JSON.stringify(context)}|${Buffer.from(ciphertext).toString('base64')}`;

/** `plaintext` encrypted under the stack's key for `context`: the ciphertext blob to store (a binary attribute). */
export async function seal(context: SecretContext, plaintext: string): Promise<Uint8Array> {
  const { sdk, client } = await kms();
  const out = await client.send(new sdk.EncryptCommand({ KeyId: keyArn(), Plaintext: new TextEncoder().encode(plaintext), EncryptionContext: { ...context } }));
  if (!out.CiphertextBlob) throw new Error('KMS Encrypt answered no ciphertext');
  return out.CiphertextBlob;
}

async function decrypt(context: SecretContext, ciphertext: Uint8Array): Promise<string> {
  const { sdk, client } = await kms();
  const out = await client.send(new sdk.DecryptCommand({ KeyId: keyArn(), CiphertextBlob: ciphertext, EncryptionContext: { ...context } }));
  if (!out.Plaintext) throw new Error('KMS Decrypt answered no plaintext');
  return new TextDecoder().decode(out.Plaintext);
}

/** The plaintext of a ciphertext `seal` made for the same `context` (KMS refuses another's). */
export function open(context: SecretContext, ciphertext: Uint8Array): Promise<string> {
  const key = cacheKey(context, ciphertext);
  const cached = opened.get(key);
  if (cached !== undefined) return cached;
  const plaintext = decrypt(context, ciphertext);
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value as string);
  opened.set(key, plaintext);
  plaintext.catch(() => opened.delete(key));
  return plaintext;
}

/** A setting's secret sealed for `setting` (`<group>.<key>`). */
export const sealSecret = (setting: string, plaintext: string): Promise<Uint8Array> => seal(secretContext(setting), plaintext);

/** A setting's secret sealSecret made for the same `setting`. */
export const openSecret = (setting: string, ciphertext: Uint8Array): Promise<string> => open(secretContext(setting), ciphertext);
