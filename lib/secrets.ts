/**
 * Secrets at rest (docs/security.md "Secrets at rest"): who may use the stack's secrets key. A
 * function that saves secret settings may `kms:Encrypt`, one that uses them `kms:Decrypt`, each on
 * that key only and only with an encryption context naming a setting (the `setting` key, as
 * features/settings/secret-store.ts sends it); each is told the key as SECRETS_KEY_ARN.
 */
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type { DomainFunction } from './constructs/domain-function.ts';

/** `seal`: kms:Encrypt (saving a secret setting); `open`: kms:Decrypt (using one). */
export type SecretsUse = 'seal' | 'open';

const ACTION: Record<SecretsUse, string> = { seal: 'kms:Encrypt', open: 'kms:Decrypt' };

export function grantSecrets(fn: DomainFunction, key: kms.IKey, uses: readonly SecretsUse[]): void {
  if (uses.length === 0) return;
  fn.addEnvironment('SECRETS_KEY_ARN', key.keyArn);
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: uses.map((u) => ACTION[u]),
      resources: [key.keyArn],
      conditions: { 'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['setting'] }, Null: { 'kms:EncryptionContextKeys': 'false' } },
    }),
  );
}
