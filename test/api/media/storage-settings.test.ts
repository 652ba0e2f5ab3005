/**
 * The storage settings (`/admin/storage-settings`, docs/media.md "Storage settings"): defaults,
 * each driver's required keys, the connection check, and their effect: with an external bucket
 * (a second bucket of the local S3 emulator, never an address outside this machine) accepted
 * uploads are written there and read at public_url; media stored before a switch keep working
 * from where they are. Site-wide (api-serial): it changes where every upload goes, so the driver
 * is put back to `s3` in finally blocks and afterAll.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { SECRET_MASK } from '#features/settings/groups/group.ts';
import { openSecret } from '#features/settings/secret-store.ts';
import { watchTableChanges } from '../../support/table-changes.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { clearUploadRate, objectKeys, pdf, png, readyMedium, uploadViaMultipart } from '../../support/media.ts';

const { endpoint, bucket: stackBucket } = inject('media');
const external = `${stackBucket}-ext-${randomBytes(3).toString('hex')}`.slice(0, 63);
const SECRET = `ext-secret-${randomBytes(8).toString('hex')}`;
/** Never fetched: only compared with the URLs handed out. */
const PUBLIC_URL = 'https://cdn.storage-settings.test/community';
const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

const save = (config: Record<string, unknown>) => api('POST', '/admin/storage-settings', { auth: adminAuth, body: { config } });
const read = async () => (await api('GET', '/admin/storage-settings', { auth: adminAuth })).body.config as Record<string, unknown>;
/** Back to the stack's bucket; an empty body saves nothing, so the driver is sent alone. */
const restore = () => save({ driver: 's3' });
const externalConfig = { driver: 'amazon_s3', access_key: 'local-key', secret_key: SECRET, bucket: external, endpoint_url: endpoint, public_url: PUBLIC_URL, sub_folder: 'community/uploads' };

async function keysIn(bucketName: string, prefix: string): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: bucketName, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key ?? '');
}
const deleteMedium = (id: number, member: TestMember) => api('DELETE', `/media/${id}`, { auth: member.auth });

let member: TestMember;

beforeAll(async () => {
  member = await createMember();
  await s3.send(new CreateBucketCommand({ Bucket: external }));
  // Start from the defaults, whatever an earlier file saved.
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.settingsGroup('storage') }));
});
afterAll(async () => {
  await restore();
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.settingsGroup('storage') }));
});

describe('storage settings', () => {
  it('answers the defaults: the stack bucket, no credentials', async () => {
    expect(await read()).toEqual({ driver: 's3', access_key: '', secret_key: '', bucket: '', public_url: '', endpoint_url: '', account_id: '', sub_folder: '', s3_endpoint: '' });
  });

  it("takes the original's `local` as the stack bucket", async () => {
    const res = await save({ driver: 'local' });
    expect(res.status).toBe(200);
    expect(res.body.config.driver).toBe('s3');
  });

  it("refuses an external driver short of one of its keys, naming it, and saves nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ driver: 'amazon_s3' }, 'access_key'],
      [{ driver: 'amazon_s3', access_key: 'a' }, 'secret_key'],
      [{ driver: 'amazon_s3', access_key: 'a', secret_key: 'b' }, 'bucket'],
      [{ driver: 'cloudflare_r2', access_key: 'a', secret_key: 'b' }, 'public_url'],
      [{ driver: 'cloudflare_r2', access_key: 'a', secret_key: 'b', public_url: PUBLIC_URL }, 'endpoint_url'],
      // R2's bucket is `bucket` or the endpoint's path, as Cloudflare's dashboard shows it.
      [{ driver: 'cloudflare_r2', access_key: 'a', secret_key: 'b', public_url: PUBLIC_URL, endpoint_url: endpoint }, 'bucket'],
      [{ driver: 'bunny_cdn', access_key: 'a' }, 's3_endpoint'],
      [{ driver: 'bunny_cdn', access_key: 'a', s3_endpoint: endpoint }, 'bucket'],
      [{ driver: 'bunny_cdn', access_key: 'a', s3_endpoint: endpoint, bucket: external }, 'public_url'],
    ];
    for (const [config, key] of cases) {
      const res = await save(config);
      expect(res.status, JSON.stringify([config, res.body])).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_value', data: { key } });
    }
    const bad = await save({ ...externalConfig, public_url: 'not a url' });
    expect(bad.body).toMatchObject({ code: 'invalid_value', data: { key: 'public_url' } });
    expect((await save({ sub_folder: '../up' })).body).toMatchObject({ code: 'invalid_value', data: { key: 'sub_folder' } });
    expect(await read()).toMatchObject({ driver: 's3', access_key: '', secret_key: '' });
  });

  it('checks the connection before saving an external bucket, and refuses one that fails', async () => {
    const missing = await save({ ...externalConfig, bucket: 'no-such-bucket-here' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: 'storage_connection_failed', data: { driver: 'amazon_s3', bucket: 'no-such-bucket-here' } });
    // A closed port on this machine: refused at once, and answered as the missing bucket is.
    const closed = await save({ ...externalConfig, endpoint_url: 'http://127.0.0.1:9' });
    expect(closed.status).toBe(422);
    expect(closed.body).toEqual({ ...missing.body, data: { ...missing.body.data, bucket: external } });
    expect(JSON.stringify([missing.body, closed.body])).not.toContain(SECRET);
    expect(await read()).toMatchObject({ driver: 's3', bucket: '', secret_key: '' });
    // R2 and Bunny are checked the same way (the bucket from R2's endpoint path).
    const r2 = await save({ driver: 'cloudflare_r2', access_key: 'a', secret_key: 'b', public_url: PUBLIC_URL, endpoint_url: `${endpoint}/no-such-bucket-here` });
    expect(r2.body).toMatchObject({ code: 'storage_connection_failed', data: { driver: 'cloudflare_r2', bucket: 'no-such-bucket-here' } });
  });

  it('refuses a loopback, private or link-local endpoint with the same answer, sending nothing there', async () => {
    // The stack allows the emulator's 127.0.0.1 only (STORAGE_ALLOWED_ADDRESSES); this receiver
    // on 127.0.0.3 stands for every other private host and counts what reaches it.
    let connections = 0;
    const receiver = createServer((_req, res) => res.writeHead(200).end());
    receiver.on('connection', () => connections++);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.3', resolve));
    const port = (receiver.address() as AddressInfo).port;
    try {
      const generic = (await save({ ...externalConfig, bucket: 'no-such-bucket-here' })).body.message as string;
      const cases: Array<Record<string, unknown>> = [
        { ...externalConfig, endpoint_url: `http://127.0.0.3:${port}` },
        { ...externalConfig, endpoint_url: `https://127.0.0.3:${port}` },
        { ...externalConfig, endpoint_url: 'http://169.254.169.254' },
        { ...externalConfig, endpoint_url: 'http://10.0.0.1:9000' },
        { ...externalConfig, endpoint_url: 'http://[::1]:9000' },
        { ...externalConfig, endpoint_url: 'http://[::ffff:a9fe:a9fe]' },
        { driver: 'cloudflare_r2', access_key: 'a', secret_key: 'b', public_url: PUBLIC_URL, endpoint_url: `http://127.0.0.3:${port}/${external}` },
        { driver: 'bunny_cdn', access_key: 'a', bucket: external, public_url: PUBLIC_URL, s3_endpoint: `http://127.0.0.3:${port}` },
      ];
      for (const config of cases) {
        const started = Date.now();
        const res = await save(config);
        expect(res.status, JSON.stringify([config, res.body])).toBe(422);
        expect(res.body).toMatchObject({ code: 'storage_connection_failed', message: generic, data: { status: 422, driver: config['driver'] } });
        expect(Object.keys(res.body.data).sort()).toEqual(['bucket', 'driver', 'status']);
        expect(Date.now() - started).toBeLessThan(2000);
      }
      expect(generic).not.toMatch(/\d{2,}|127\.|169\.|refused|ECONN/);
      expect(connections).toBe(0);
      expect(await read()).toMatchObject({ driver: 's3', bucket: '', endpoint_url: '', s3_endpoint: '' });
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it('sends accepted uploads to the external bucket, read at public_url; media stored before keep working; switching back', async () => {
    await clearUploadRate(member.userId);
    const before = await readyMedium(member.auth);
    try {
      const saved = await save(externalConfig);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.config).toMatchObject({ driver: 'amazon_s3', bucket: external, secret_key: SECRET_MASK, sub_folder: 'community/uploads' });
      expect(JSON.stringify(saved.body)).not.toContain(SECRET);
      expect(JSON.stringify(await read())).not.toContain(SECRET);

      // A presigned upload: checked in the stack bucket, written to the external one under the sub folder.
      const image = await readyMedium(member.auth, { name: 'away.png', type: 'image/png', bytes: await png(400, 300) });
      const folder = `community/uploads/media/${image.id}-`;
      expect(image.file_path.startsWith(folder)).toBe(true);
      expect(image.file_url.startsWith(`${PUBLIC_URL}/${folder}`)).toBe(true);
      expect(image.thumbnail_url.startsWith(`${PUBLIC_URL}/${folder}`)).toBe(true);
      const stored = await keysIn(external, folder);
      expect(stored.sort()).toEqual([image.file_path, image.sizes.thumbnail.url.slice(PUBLIC_URL.length + 1)].sort());
      const head = await s3.send(new HeadObjectCommand({ Bucket: external, Key: image.file_path }));
      expect(head.ContentType).toBe('image/png');
      expect(await objectKeys(`media/${image.id}-`)).toEqual([]);
      expect(await objectKeys(`pending/${image.id}-`)).toEqual([]);

      // The multipart path too, a file without thumbnails.
      const multipart = await uploadViaMultipart(member.auth, { name: 'doc.pdf', type: 'application/pdf', bytes: pdf() });
      expect(multipart.status, JSON.stringify(multipart.body)).toBe(200);
      expect(multipart.body.media.url.startsWith(`${PUBLIC_URL}/community/uploads/media/`)).toBe(true);
      expect(await keysIn(external, multipart.body.data.file_path)).toEqual([multipart.body.data.file_path]);

      // The medium stored before the switch is still read from the stack bucket, and deleted there.
      const old = await api('GET', `/media/${before.id}`, { auth: member.auth });
      expect(old.body.data.file_url).toBe(before.file_url);
      expect((await fetch(before.file_url)).status).toBe(200);
      expect((await deleteMedium(before.id, member)).status).toBe(200);
      expect(await objectKeys(`media/${before.id}-`)).toEqual([]);

      // Back to the stack bucket: new uploads go there again; the external medium stays where it is.
      expect((await restore()).body.config.driver).toBe('s3');
      await clearUploadRate(member.userId);
      const home = await readyMedium(member.auth);
      expect(home.file_path.startsWith(`media/${home.id}-`)).toBe(true);
      expect((await fetch(home.file_url)).status).toBe(200);
      expect(await keysIn(external, `community/uploads/media/${home.id}-`)).toEqual([]);
      const away = await api('GET', `/media/${image.id}`, { auth: member.auth });
      expect(away.body.data.file_url).toBe(image.file_url);
      // Deleting it removes its objects from the external bucket (the credentials are still stored).
      expect((await deleteMedium(image.id, member)).status).toBe(200);
      expect(await keysIn(external, folder)).toEqual([]);
      expect((await deleteMedium(home.id, member)).status).toBe(200);
    } finally {
      await restore();
    }
  });

  it('keeps the secret key sealed at rest: ciphertext in the item and its stream records, opened by media to store uploads', async () => {
    const { dynamoEndpoint } = inject('stack');
    const kms = inject('kms');
    const changes = await watchTableChanges(dynamoEndpoint, 'us-east-1', tableName);
    const kmsCalls = async () => (await (await fetch(`${kms.endpoint}/_local/calls`)).json()) as { operation: string; context: Record<string, string> }[];
    /** A record or item as text, its binary attributes as the bytes they hold. */
    const text = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (x instanceof Uint8Array ? Buffer.from(x).toString('latin1') : x));
    try {
      expect((await save(externalConfig)).status).toBe(200);
      const item = (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.settingsGroup('storage'), ConsistentRead: true }))).Item ?? {};
      const sealed = item['g_secret_key'];
      expect(sealed).toBeInstanceOf(Uint8Array);
      expect(text(item)).not.toContain(SECRET);
      expect(item['g_access_key']).toBe('local-key');
      // It is the secret under the stack's key, bound to its setting: another setting's context does not open it.
      expect(await openSecret('storage.secret_key', sealed as Uint8Array)).toBe(SECRET);
      await expect(openSecret('storage.access_key', sealed as Uint8Array)).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
      const records = (await changes.records()).filter((r) => r.dynamodb?.Keys?.['sk']?.S === keys.settingsGroup('storage').sk);
      expect(records.length).toBeGreaterThan(0);
      expect(records.some((r) => r.dynamodb?.NewImage?.['g_secret_key']?.B !== undefined)).toBe(true);
      for (const r of records) expect(text(r)).not.toContain(SECRET);

      // The finalize function opens it to write an accepted upload to the external bucket.
      const decryptsBefore = (await kmsCalls()).filter((c) => c.operation === 'Decrypt').length;
      await clearUploadRate(member.userId);
      const image = await readyMedium(member.auth, { name: 'sealed.png', type: 'image/png', bytes: await png(40, 30) });
      expect(image.file_path.startsWith(`community/uploads/media/${image.id}-`)).toBe(true);
      const decrypts = (await kmsCalls()).filter((c) => c.operation === 'Decrypt').slice(decryptsBefore);
      expect(decrypts.some((c) => c.context['setting'] === 'storage.secret_key')).toBe(true);
      expect((await deleteMedium(image.id, member)).status).toBe(200);
      expect(await keysIn(external, `community/uploads/media/${image.id}-`)).toEqual([]);
    } finally {
      changes.stop();
      await restore();
    }
  });

  it('uses a secret stored in clear before secrets were sealed, and seals it on the next save', async () => {
    // The old form: the group as an earlier version wrote it, the secret a string attribute.
    const attributes = Object.fromEntries(Object.entries(externalConfig).map(([k, v]) => [`g_${k}`, v]));
    await ddb.send(new PutCommand({ TableName: tableName, Item: { ...keys.settingsGroup('storage'), entity: 'settings_group', updated_at: new Date().toISOString(), ...attributes } }));
    try {
      expect((await read()).secret_key).toBe(SECRET_MASK);
      await clearUploadRate(member.userId);
      const image = await readyMedium(member.auth, { name: 'clear.png', type: 'image/png', bytes: await png(40, 30) });
      expect(image.file_path.startsWith(`community/uploads/media/${image.id}-`)).toBe(true);
      // A save that leaves the secret alone (sent back as the mask) seals it.
      const saved = await save({ ...externalConfig, secret_key: SECRET_MASK, public_url: `${PUBLIC_URL}/v2` });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.updated_keys).not.toContain('secret_key');
      const item = (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.settingsGroup('storage'), ConsistentRead: true }))).Item ?? {};
      expect(item['g_secret_key']).toBeInstanceOf(Uint8Array);
      expect(await openSecret('storage.secret_key', item['g_secret_key'] as Uint8Array)).toBe(SECRET);
      expect((await deleteMedium(image.id, member)).status).toBe(200);
      expect(await keysIn(external, `community/uploads/media/${image.id}-`)).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('never answers the secret, and keeps it out of the audit', async () => {
    const res = await api('GET', '/admin/settings/audit', { auth: adminAuth, query: { per_page: 20 } });
    expect(res.body.audit.some((e: { target: string; keys: string[] }) => e.target === 'storage' && e.keys.includes('secret_key'))).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect((await read()).secret_key).toBe(SECRET_MASK);
    expect((await api('GET', '/admin/storage-settings', { auth: member.auth })).status).toBe(403);
  });
});
