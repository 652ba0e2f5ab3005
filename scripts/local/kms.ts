/**
 * The local stand-in for AWS KMS (docs/security.md "Secrets at rest"): a loopback HTTP server
 * speaking the JSON 1.1 subset that @aws-sdk/client-kms sends for Encrypt and Decrypt with a
 * symmetric key, so the service's code path is the one it takes in AWS. One AES-256-GCM key is
 * generated at start and kept in memory, or in the local data folder when there is one. The encryption context is bound to the
 * ciphertext as AWS binds it: Decrypt must be given exactly the pairs Encrypt was given (any order,
 * case-sensitive), else InvalidCiphertextException.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// ---------------------------------------------------------------------------------------------
// Pure rules (unit-tested in test/unit/kms-stand-in.test.ts)

/** KMS's typed errors the stand-in answers (HTTP 400, `__type`). */
export class KmsError extends Error {
  constructor(readonly type: 'InvalidCiphertextException' | 'IncorrectKeyException' | 'NotFoundException' | 'ValidationException', message: string) {
    super(message);
  }
}

export interface LocalKey {
  arn: string;
  /** 32 bytes. */
  material: Buffer;
}

const MAGIC = Buffer.from('LKMS1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The additional authenticated data of a context: its pairs sorted by key, so order does not matter and every byte does. */
export function contextAad(context: Record<string, string> = {}): Buffer {
  return Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** Whether `keyId` names `key` (its ARN or its id, as KMS takes them; aliases are not kept here). */
export const namesKey = (key: LocalKey, keyId: string): boolean => keyId === key.arn || keyId === key.arn.slice(key.arn.lastIndexOf('/') + 1);

/** Encrypt: the blob carries the key's ARN (so Decrypt needs no KeyId, as in KMS), the IV, the tag and the ciphertext. */
export function encrypt(key: LocalKey, keyId: string, plaintext: Buffer, context?: Record<string, string>): Buffer {
  if (!namesKey(key, keyId)) throw new KmsError('NotFoundException', `Key '${keyId}' does not exist`);
  if (plaintext.length < 1 || plaintext.length > 4096) throw new KmsError('ValidationException', 'Plaintext must be 1 to 4096 bytes');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.material, iv);
  cipher.setAAD(contextAad(context));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const arn = Buffer.from(key.arn);
  return Buffer.concat([MAGIC, Buffer.from([arn.length]), arn, iv, cipher.getAuthTag(), body]);
}

/** Decrypt: refused as KMS refuses it when the blob is not ours, the KeyId names another key or the context differs. */
export function decrypt(key: LocalKey, blob: Buffer, context?: Record<string, string>, keyId?: string): Buffer {
  const invalid = new KmsError('InvalidCiphertextException', '');
  if (blob.length < MAGIC.length + 1 || !blob.subarray(0, MAGIC.length).equals(MAGIC)) throw invalid;
  const arnEnd = MAGIC.length + 1 + blob[MAGIC.length]!;
  const arn = blob.subarray(MAGIC.length + 1, arnEnd).toString();
  if (keyId !== undefined && !namesKey(key, keyId)) throw new KmsError(namesKey({ ...key, arn }, keyId) ? 'NotFoundException' : 'IncorrectKeyException', 'The key ID in the request does not identify a CMK that can perform this operation.');
  if (arn !== key.arn) throw invalid;
  const iv = blob.subarray(arnEnd, arnEnd + IV_BYTES);
  const tag = blob.subarray(arnEnd + IV_BYTES, arnEnd + IV_BYTES + TAG_BYTES);
  if (tag.length !== TAG_BYTES) throw invalid;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.material, iv);
    decipher.setAAD(contextAad(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(blob.subarray(arnEnd + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw invalid;
  }
}

/** A fresh key, its ARN shaped as AWS's. */
export const newLocalKey = (region: string, account: string): LocalKey => ({ arn: `arn:aws:kms:${region}:${account}:key/${randomUUID()}`, material: randomBytes(32) });

// ---------------------------------------------------------------------------------------------
// The server

export interface KmsStandIn {
  endpoint: string;
  /** The one key's ARN (SECRETS_KEY_ARN). */
  keyArn: string;
  /** Every call so far, oldest first: the operation and the context it was given (tests check who asked). */
  calls: { operation: 'Encrypt' | 'Decrypt'; context: Record<string, string> }[];
  close(): Promise<void>;
}

function loadOrCreateKey(file: string, region: string, account: string): LocalKey {
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { arn: string; material: string };
    return { arn: saved.arn, material: Buffer.from(saved.material, 'base64') };
  }
  const key = newLocalKey(region, account);
  writeFileSync(file, JSON.stringify({ arn: key.arn, material: key.material.toString('base64') }), { mode: 0o600 });
  return key;
}

const isContext = (v: unknown): v is Record<string, string> | undefined =>
  v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string'));

/**
 * Starts the stand-in with a new key, or with `keyFile`'s (written there when absent): a local
 * table kept in a data folder keeps its secrets readable across runs.
 */
export async function startKmsStandIn(options: { region: string; account: string; host?: string; keyFile?: string }): Promise<KmsStandIn> {
  const key = options.keyFile ? loadOrCreateKey(options.keyFile, options.region, options.account) : newLocalKey(options.region, options.account);
  const calls: KmsStandIn['calls'] = [];

  const send = (res: ServerResponse, status: number, body: unknown, errorType?: string) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID(), ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
    res.end(JSON.stringify(errorType ? { __type: errorType, message: (body as { message: string }).message } : body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Local only: the calls served, for tests in other processes (which operation, which context; never a plaintext).
    if (req.method === 'GET' && req.url === '/_local/calls') return send(res, 200, calls);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
    const operation = String(req.headers['x-amz-target'] ?? '').replace(/^TrentService\./, '');
    const context = body['EncryptionContext'];
    if (!isContext(context)) throw new KmsError('ValidationException', 'EncryptionContext must map strings to strings');
    const keyId = typeof body['KeyId'] === 'string' ? body['KeyId'] : undefined;
    if (operation === 'Encrypt') {
      if (keyId === undefined) throw new KmsError('ValidationException', 'KeyId is required');
      const blob = encrypt(key, keyId, Buffer.from(String(body['Plaintext'] ?? ''), 'base64'), context);
      calls.push({ operation, context: context ?? {} });
      return send(res, 200, { CiphertextBlob: blob.toString('base64'), KeyId: key.arn, EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' });
    }
    if (operation === 'Decrypt') {
      const plaintext = decrypt(key, Buffer.from(String(body['CiphertextBlob'] ?? ''), 'base64'), context, keyId);
      calls.push({ operation, context: context ?? {} });
      return send(res, 200, { Plaintext: plaintext.toString('base64'), KeyId: key.arn, EncryptionAlgorithm: 'SYMMETRIC_DEFAULT' });
    }
    throw new KmsError('ValidationException', `The stand-in does not serve ${operation || 'this operation'}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof KmsError) return send(res, 400, { message: error.message }, error.type);
      send(res, 500, { message: String(error) }, 'KMSInternalException');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host ?? '127.0.0.1', () => resolve());
  });
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${options.host ?? '127.0.0.1'}:${port}`,
    keyArn: key.arn,
    calls,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
