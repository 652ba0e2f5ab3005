/**
 * Secrets at rest (docs/security.md "Secrets at rest"): who may use the stack's secrets key. A
 * function that saves secrets may `kms:Encrypt`, one that uses them `kms:Decrypt`, each on that key
 * only and only with an encryption context of the one key its secrets use (`setting` for secret
 * settings, `webhook` for webhooks' credentials, as features/settings/secret-store.ts's callers
 * send it), so a function granted one kind cannot open the other; each is told the key as SECRETS_KEY_ARN.
 */
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type { DomainFunction } from './constructs/domain-function.ts';

/** `seal`: kms:Encrypt (saving a secret); `open`: kms:Decrypt (using one). */
export type SecretsUse = 'seal' | 'open';

/** The encryption context's key of a kind of secret: a secret setting's, or a webhook's credentials. */
export type SecretsContext = 'setting' | 'webhook';

/** What a function may do with the key, for which kind of secret. */
export interface SecretsGrant {
  readonly context: SecretsContext;
  readonly uses: readonly SecretsUse[];
}

const ACTION: Record<SecretsUse, string> = { seal: 'kms:Encrypt', open: 'kms:Decrypt' };

export function grantSecrets(fn: DomainFunction, key: kms.IKey, { context, uses }: SecretsGrant): void {
  if (uses.length === 0) return;
  fn.addEnvironment('SECRETS_KEY_ARN', key.keyArn);
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: uses.map((u) => ACTION[u]),
      resources: [key.keyArn],
      conditions: { 'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': [context] }, Null: { 'kms:EncryptionContextKeys': 'false' } },
    }),
  );
}
