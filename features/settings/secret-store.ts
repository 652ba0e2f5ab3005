/**
 * Secrets at rest (docs/security.md "Secrets at rest"): the KMS adapter that seals a credential an
 * administrator saved before it is written to the table, and opens it for the functions that use it.
 * Direct Encrypt (a credential is far under KMS's 4 KB) under the stack's key (SECRETS_KEY_ARN),
 * with an encryption context naming the setting, so a ciphertext copied to another setting's
 * attribute does not decrypt there. Locally the key is the KMS stand-in's (scripts/local/kms.ts).
 * Only the functions granted kms:Encrypt or kms:Decrypt on the key (lib/domain-access.ts) call these.
 */
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from '#platform/config.ts';
import { registeredClient } from '#platform/core/trace-hooks.ts';

let client: KMSClient | undefined;
const kms = (): KMSClient => (client ??= registeredClient(new KMSClient({ region: config.AWS_REGION, ...(config.KMS_ENDPOINT ? { endpoint: config.KMS_ENDPOINT } : {}) })));

/** The encryption context of a setting's ciphertext: `{setting: '<group>.<key>'}`. */
export const secretContext = (setting: string): Record<string, string> => ({ setting });

function keyArn(): string {
  if (!config.SECRETS_KEY_ARN) throw new Error('SECRETS_KEY_ARN is not set: secret settings can be neither sealed nor opened');
  return config.SECRETS_KEY_ARN;
}

/** `plaintext` encrypted under the stack's key for `setting`: the ciphertext blob to store (a binary attribute). */
export async function sealSecret(setting: string, plaintext: string): Promise<Uint8Array> {
  const out = await kms().send(new EncryptCommand({ KeyId: keyArn(), Plaintext: new TextEncoder().encode(plaintext), EncryptionContext: secretContext(setting) }));
  if (!out.CiphertextBlob) throw new Error('KMS Encrypt answered no ciphertext');
  return out.CiphertextBlob;
}

/** The plaintext of a ciphertext sealSecret made for the same `setting` (KMS refuses another setting's). */
export async function openSecret(setting: string, ciphertext: Uint8Array): Promise<string> {
  const out = await kms().send(new DecryptCommand({ KeyId: keyArn(), CiphertextBlob: ciphertext, EncryptionContext: secretContext(setting) }));
  if (!out.Plaintext) throw new Error('KMS Decrypt answered no plaintext');
  return new TextDecoder().decode(out.Plaintext);
}
