/**
 * The storage settings' external buckets (docs/media.md "Storage settings"): how each driver's keys
 * become a bucket, an endpoint, a region and credentials; and the connection check's HEAD, whose
 * SigV4 signature is verified here by an independent computation on the request as it arrived
 * (the local S3 emulator checks no signatures); and the outbound address rule on every request to
 * such a bucket, the check's and the media clients': with STORAGE_ALLOWED_ADDRESSES=127.0.0.1 (the
 * test stack's emulator), a receiver on 127.0.0.3 stands for every other private address and
 * counts what reaches it. Nothing leaves loopback: refused addresses are never connected to.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { effectiveGroup } from '#features/settings/groups/group.ts';
import { storage, storageTarget } from '#features/settings/groups/storage.ts';
import { bucketFor, storeOf } from '#features/media/media-storage.ts';
import { checkBucket, type BucketTarget } from '#platform/storage/bucket-target.ts';
import { deleteObjects, putObject } from '#features/media/media-bucket.ts';

// The test stack's allowance (test/support/local-stack-setup.ts), whatever the environment holds;
// DNS answers for made-up names (`*.dns.test`), every other name to the real resolver.
const fakeDns = vi.hoisted(() => {
  process.env['STORAGE_ALLOWED_ADDRESSES'] = '127.0.0.1';
  return new Map<string, string>([['rebound.dns.test', '127.0.0.3'], ['allowed.dns.test', '127.0.0.1']]);
});
vi.mock('node:dns/promises', async (real) => (await import('../support/fake-dns.ts')).withFakeLookup(await real(), fakeDns));

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

  it('says why a bucket cannot be used (for the log), never with the credentials', async () => {
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

/** An S3-ish receiver on `host` that answers 200 to everything and keeps each request's method and path. */
async function receiver(host: string) {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${new URL(req.url ?? '/', 'http://receiver').pathname}`);
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/xml' }).end(req.method === 'POST' ? '<DeleteResult></DeleteResult>' : ''));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('external buckets only at public addresses', () => {
  let allowed: Awaited<ReturnType<typeof receiver>>;
  let other: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    allowed = await receiver('127.0.0.1');
    other = await receiver('127.0.0.3');
  });
  afterAll(async () => {
    await allowed.close();
    await other.close();
  });

  const at = (endpoint: string): BucketTarget => ({ bucket: 'pics', endpoint, region: 'us-east-1', accessKeyId: 'AK', secretAccessKey: 'SK' });
  /** Endpoints of addresses the rule refuses: the receiver on 127.0.0.3 by address and by name, and addresses never connected to. */
  const refused = () => [
    `http://127.0.0.3:${other.port}`,
    `http://rebound.dns.test:${other.port}`,
    `https://127.0.0.3:${other.port}`,
    'http://169.254.169.254',
    'http://10.0.0.1:9000',
    'http://[::1]:9000',
    'http://[::ffff:127.0.0.3]:9000',
    'http://[fd00::1]:9000',
  ];

  it('the connection check refuses a loopback, private or link-local endpoint without sending anything', async () => {
    for (const endpoint of refused()) {
      const started = Date.now();
      const reason = await checkBucket(at(endpoint));
      expect(reason, endpoint).toMatch(/private, loopback or link-local/);
      expect(Date.now() - started, endpoint).toBeLessThan(1000);
    }
    expect(other.requests).toEqual([]);
    // The allowed address (the emulator's, in tests) is reached, by address and by name.
    expect(await checkBucket(at(`http://127.0.0.1:${allowed.port}`))).toBeNull();
    expect(await checkBucket(at(`http://allowed.dns.test:${allowed.port}`))).toBeNull();
    expect(allowed.requests).toEqual(['HEAD /pics', 'HEAD /pics']);
  });

  it("media clients of an external bucket write and delete nowhere else", async () => {
    allowed.requests.length = 0;
    for (const endpoint of refused()) {
      await expect(putObject('media/1-a/x.png', new Uint8Array([1, 2, 3]), 'image/png', undefined, at(endpoint)), endpoint).rejects.toThrow(/private, loopback or link-local/);
      await expect(deleteObjects(['media/1-a/x.png'], at(endpoint)), endpoint).rejects.toThrow(/private, loopback or link-local/);
    }
    expect(other.requests).toEqual([]);
    await putObject('media/1-a/x.png', new Uint8Array([1, 2, 3]), 'image/png', undefined, at(`http://allowed.dns.test:${allowed.port}`));
    await deleteObjects(['media/1-a/x.png'], at(`http://127.0.0.1:${allowed.port}`));
    expect(allowed.requests).toEqual(['PUT /pics/media/1-a/x.png', 'POST /pics/']);
  }, 30_000);
});
