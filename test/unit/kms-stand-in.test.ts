/**
 * The local KMS stand-in (scripts/local/kms.ts): the encryption context is bound to a ciphertext as
 * AWS binds it (Decrypt needs exactly Encrypt's pairs, in any order, case-sensitive), a blob is
 * refused under another key or when altered, and @aws-sdk/client-kms speaks to it as to KMS.
 */
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt, encrypt, KmsError, newLocalKey, startKmsStandIn, type KmsStandIn } from '../../scripts/local/kms.ts';

const key = newLocalKey('us-east-1', '000000000000');
const other = newLocalKey('us-east-1', '000000000000');
const text = Buffer.from('s3cr3t-value');
const typeOf = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    return e instanceof KmsError ? e.type : String(e);
  }
};

describe('encryption context', () => {
  const blob = encrypt(key, key.arn, text, { setting: 'storage.secret_key', stack: 'dev' });

  it('opens with the same pairs in any order', () => {
    expect(decrypt(key, blob, { setting: 'storage.secret_key', stack: 'dev' }).toString()).toBe('s3cr3t-value');
    expect(decrypt(key, blob, { stack: 'dev', setting: 'storage.secret_key' }).toString()).toBe('s3cr3t-value');
  });

  it('refuses a missing, extra, changed or differently cased pair', () => {
    const contexts: (Record<string, string> | undefined)[] = [
      undefined,
      { setting: 'storage.secret_key' },
      { setting: 'storage.secret_key', stack: 'dev', more: 'x' },
      { setting: 'storage.access_key', stack: 'dev' },
      { setting: 'storage.secret_key', stack: 'Dev' },
      { Setting: 'storage.secret_key', stack: 'dev' },
    ];
    for (const context of contexts) {
      expect(typeOf(() => decrypt(key, blob, context)), JSON.stringify(context)).toBe('InvalidCiphertextException');
    }
  });

  it('binds any context: only the exact one opens', () => {
    const ctx = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 });
    fc.assert(
      fc.property(ctx, ctx, (a, b) => {
        const sealed = encrypt(key, key.arn, text, a);
        const same = JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
        expect(typeOf(() => decrypt(key, sealed, b))).toBe(same ? undefined : 'InvalidCiphertextException');
      }),
      { numRuns: 200 },
    );
  });
});

describe('keys and blobs', () => {
  it('takes the key by ARN or id and refuses another', () => {
    const id = key.arn.slice(key.arn.lastIndexOf('/') + 1);
    expect(decrypt(key, encrypt(key, id, text), undefined, key.arn).toString()).toBe('s3cr3t-value');
    expect(typeOf(() => encrypt(key, other.arn, text))).toBe('NotFoundException');
    expect(typeOf(() => decrypt(key, encrypt(key, key.arn, text), undefined, other.arn))).toBe('IncorrectKeyException');
    // Another key's blob (KMS would find that key; this stand-in has one) does not open.
    expect(typeOf(() => decrypt(key, encrypt(other, other.arn, text)))).toBe('InvalidCiphertextException');
  });

  it('refuses an altered blob, and empty or oversized plaintext', () => {
    const blob = encrypt(key, key.arn, text);
    for (const i of [0, 10, blob.length - 1]) {
      const bad = Buffer.from(blob);
      bad[i]! ^= 1;
      expect(typeOf(() => decrypt(key, bad))).toBe('InvalidCiphertextException');
    }
    expect(typeOf(() => decrypt(key, Buffer.from('plain text')))).toBe('InvalidCiphertextException');
    expect(typeOf(() => encrypt(key, key.arn, Buffer.alloc(0)))).toBe('ValidationException');
    expect(typeOf(() => encrypt(key, key.arn, Buffer.alloc(4097)))).toBe('ValidationException');
  });
});

describe('over the SDK', () => {
  let standIn: KmsStandIn;
  let client: KMSClient;
  beforeAll(async () => {
    standIn = await startKmsStandIn({ region: 'us-east-1', account: '000000000000' });
    client = new KMSClient({ region: 'us-east-1', endpoint: standIn.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  });
  afterAll(async () => {
    client.destroy();
    await standIn.close();
  });

  it('encrypts and decrypts with the context, and answers a wrong context as KMS does', async () => {
    const context = { setting: 'storage.secret_key' };
    const sealed = await client.send(new EncryptCommand({ KeyId: standIn.keyArn, Plaintext: text, EncryptionContext: context }));
    expect(sealed.KeyId).toBe(standIn.keyArn);
    expect(Buffer.from(sealed.CiphertextBlob!).includes(text)).toBe(false);
    const opened = await client.send(new DecryptCommand({ CiphertextBlob: sealed.CiphertextBlob, EncryptionContext: context }));
    expect(Buffer.from(opened.Plaintext!).toString()).toBe('s3cr3t-value');
    await expect(client.send(new DecryptCommand({ CiphertextBlob: sealed.CiphertextBlob, EncryptionContext: { setting: 'other' } }))).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
    await expect(client.send(new EncryptCommand({ KeyId: 'alias/nope', Plaintext: text }))).rejects.toMatchObject({ name: 'NotFoundException' });
    expect(standIn.calls.map((c) => [c.operation, c.context['setting']])).toEqual([['Encrypt', 'storage.secret_key'], ['Decrypt', 'storage.secret_key']]);
  });
});
