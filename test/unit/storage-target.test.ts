/**
 * The storage settings' external buckets (docs/media.md "Storage settings"): how each driver's keys
 * become a bucket, an endpoint, a region and credentials; and the connection check's HEAD, whose
 * SigV4 signature is verified here by an independent computation on the request as it arrived
 * (the local S3 emulator checks no signatures).
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveGroup } from '#shared/domain/setting-groups/group.ts';
import { storage, storageTarget } from '#shared/domain/setting-groups/storage.ts';
import { bucketFor, storeOf } from '#shared/domain/media-storage.ts';
import { checkBucket } from '#shared/storage/bucket-target.ts';

const values = (over: Record<string, unknown>) => effectiveGroup(storage, over);

describe('storageTarget', () => {
  it('is null for the stack bucket, and for a driver short of a key', () => {
    expect(storageTarget(values({}))).toBeNull();
    expect(storageTarget(values({ driver: 'amazon_s3', access_key: 'a', secret_key: 'b' }))).toBeNull();
  });

  it('amazon_s3: the region from the endpoint, path-style, the sub folder as a prefix, the endpoint as the public base by default', () => {
    const t = storageTarget(values({ driver: 'amazon_s3', access_key: 'AK', secret_key: 'SK', bucket: 'pics', endpoint_url: 'https://s3.eu-west-3.amazonaws.com/', sub_folder: '/site/a/' }));
    expect(t).toEqual({
      driver: 'amazon_s3',
      bucket: { bucket: 'pics', endpoint: 'https://s3.eu-west-3.amazonaws.com', region: 'eu-west-3', accessKeyId: 'AK', secretAccessKey: 'SK' },
      prefix: 'site/a/',
      baseUrl: 'https://s3.eu-west-3.amazonaws.com/pics',
    });
    expect(storageTarget(values({ driver: 'amazon_s3', access_key: 'AK', secret_key: 'SK', bucket: 'pics' }))?.bucket).toMatchObject({ endpoint: 'https://s3.amazonaws.com', region: 'us-east-1' });
  });

  it("cloudflare_r2: the bucket from the endpoint's path, region auto, public_url as the base", () => {
    const t = storageTarget(values({ driver: 'cloudflare_r2', access_key: 'AK', secret_key: 'SK', public_url: 'https://pub-1.r2.dev/', endpoint_url: 'https://acc.r2.cloudflarestorage.com/media' }));
    expect(t).toMatchObject({ bucket: { bucket: 'media', endpoint: 'https://acc.r2.cloudflarestorage.com', region: 'auto' }, prefix: '', baseUrl: 'https://pub-1.r2.dev' });
  });

  it("bunny_cdn: the storage zone's name signs, its password is the secret", () => {
    const t = storageTarget(values({ driver: 'bunny_cdn', access_key: 'zone-password', bucket: 'zone', s3_endpoint: 'https://storage.bunnycdn.com', public_url: 'https://zone.b-cdn.net' }));
    expect(t?.bucket).toMatchObject({ bucket: 'zone', accessKeyId: 'zone', secretAccessKey: 'zone-password' });
  });

  it("a medium's store finds its credentials while the settings name the same bucket, whatever the driver now", () => {
    const config = { driver: 'amazon_s3', access_key: 'AK', secret_key: 'SK', bucket: 'pics', endpoint_url: 'http://127.0.0.1:4566' };
    const store = storeOf(storageTarget(values(config))!);
    expect(store).toEqual({ driver: 'amazon_s3', bucket: 'pics', endpoint: 'http://127.0.0.1:4566', base_url: 'http://127.0.0.1:4566/pics' });
    expect(bucketFor(store, values({ ...config, driver: 's3' }))?.secretAccessKey).toBe('SK');
    expect(bucketFor(store, values({ ...config, bucket: 'other' }))).toBeNull();
  });
});

describe('checkBucket', () => {
  let server: ReturnType<typeof createServer>;
  let endpoint = '';
  let status = 200;
  let received: IncomingMessage | undefined;
  beforeAll(async () => {
    server = createServer((req, res) => {
      received = req;
      res.writeHead(status, status === 301 ? { 'x-amz-bucket-region': 'eu-central-1' } : {}).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const target = () => ({ bucket: 'my-bucket', endpoint, region: 'eu-west-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' });

  it('sends a HEAD of the bucket with a valid SigV4 signature of the headers as they arrived', async () => {
    status = 200;
    expect(await checkBucket(target())).toBeNull();
    const req = received!;
    expect(req.method).toBe('HEAD');
    expect(req.url).toBe('/my-bucket');
    const auth = String(req.headers['authorization']);
    const m = /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/(\d{8})\/eu-west-1\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
    expect(m, auth).not.toBeNull();
    const [, day, signedHeaders, signature] = m!;
    expect(signedHeaders!.split(';')).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
    const amzDate = String(req.headers['x-amz-date']);
    const canonical = [
      'HEAD',
      '/my-bucket',
      '',
      ...signedHeaders!.split(';').map((h) => `${h}:${String(req.headers[h]).trim()}`),
      '',
      signedHeaders,
      String(req.headers['x-amz-content-sha256']),
    ].join('\n');
    const scope = `${day}/eu-west-1/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
    const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
    const key = ['eu-west-1', 's3', 'aws4_request'].reduce((k, part) => hmac(k, part), hmac(`AWS4${target().secretAccessKey}`, day!));
    expect(createHmac('sha256', key).update(toSign).digest('hex')).toBe(signature);
  });

  it('says why a bucket cannot be used, never with the credentials', async () => {
    const reasons: string[] = [];
    for (const code of [404, 403, 301, 500]) {
      status = code;
      reasons.push(String(await checkBucket(target())));
    }
    expect(reasons[0]).toContain('does not exist');
    expect(reasons[1]).toContain('denied');
    expect(reasons[2]).toContain('eu-central-1');
    expect(reasons[3]).toContain('HTTP 500');
    expect(await checkBucket({ ...target(), endpoint: 'http://127.0.0.1:9' })).toContain('could not reach');
    expect(reasons.join(' ')).not.toContain(target().secretAccessKey);
  });
});
