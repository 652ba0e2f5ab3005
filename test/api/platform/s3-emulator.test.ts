/**
 * The local S3 emulator is no softer than S3 where it matters (scripts/local/emulator.ts,
 * docs/emulator-differences.md): it listens on loopback only, a write to the stack's buckets must
 * be signed with the stack's credentials (an unsigned or wrongly signed PUT, DELETE, POST or copy
 * is refused and leaves the served object as it was), a presigned URL is refused once expired or
 * for a body it did not sign, and conditional writes answer 412 as S3 does. Reads stay open, as
 * CloudFront serves media.
 */
import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { CopyObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { png, readyMedium } from '../../support/media.ts';

const { endpoint, bucket } = inject('media');
const client = (secretAccessKey = 'local') =>
  new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey }, requestChecksumCalculation: 'WHEN_REQUIRED' });
const stack = client();
const objectUrl = (key: string) => `${endpoint}/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
const bytesAt = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
const status = async (p: Promise<unknown>) => p.then(() => 200, (e: { $metadata?: { httpStatusCode?: number } }) => e.$metadata?.httpStatusCode ?? 0);

let member: TestMember;
let served: { url: string; key: string; bytes: Buffer };

beforeAll(async () => {
  member = await createMember();
  const medium = await readyMedium(member.auth);
  const key = decodeURIComponent(new URL(medium.file_url as string).pathname.slice(`/${bucket}/`.length));
  served = { url: medium.file_url as string, key, bytes: await bytesAt(medium.file_url as string) };
});

describe('the local S3 emulator', () => {
  it('listens on loopback only', async () => {
    expect(new URL(endpoint).hostname).toBe('127.0.0.1');
    // This machine's own non-loopback addresses (traffic to them stays on the host) must not answer.
    const port = Number(new URL(endpoint).port);
    const own = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal && a.family === 'IPv4').map((a) => a!.address);
    for (const address of own) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: address, port, timeout: 2000 }, () => { socket.destroy(); resolve(true); });
        socket.on('error', () => resolve(false));
        socket.on('timeout', () => { socket.destroy(); resolve(false); });
      });
      expect(reached, address).toBe(false);
    }
  });

  it('refuses unsigned writes to the media bucket, and the served object stays as it was', async () => {
    const evil = await png(8, 8);
    expect((await fetch(served.url, { method: 'PUT', body: evil, headers: { 'content-type': 'image/png' } })).status).toBe(403);
    expect((await fetch(served.url, { method: 'DELETE' })).status).toBe(403);
    expect((await fetch(`${endpoint}/${bucket}?delete`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: `<Delete><Object><Key>${served.key}</Key></Object></Delete>` })).status).toBe(403);
    expect((await fetch(served.url, { method: 'PUT', headers: { 'x-amz-copy-source': `/${bucket}/${served.key}` } })).status).toBe(403);
    expect((await fetch(served.url)).status).toBe(200);
    expect((await bytesAt(served.url)).equals(served.bytes)).toBe(true);
  });

  it("refuses writes signed with another secret, and takes those signed with the stack's credentials", async () => {
    const key = `media/emulator-test/${Date.now()}.txt`;
    expect(await status(client('not-the-secret').send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' })))).toBe(403);
    expect(await status(client('not-the-secret').send(new CopyObjectCommand({ Bucket: bucket, Key: served.key, CopySource: `${bucket}/${key}` })))).toBe(403);
    expect(await status(stack.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'signed' })))).toBe(200);
    expect((await bytesAt(objectUrl(key))).toString()).toBe('signed');
  });

  it('refuses a presigned PUT once expired, or with a body of another length than signed', async () => {
    const key = `pending/emulator-test-${Date.now()}`;
    const expired = await getSignedUrl(stack, new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: 3 }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
      signableHeaders: new Set(['content-length']),
    });
    expect((await fetch(expired, { method: 'PUT', body: 'abc' })).status).toBe(403);
    const fresh = await getSignedUrl(stack, new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: 3 }), { expiresIn: 60, signableHeaders: new Set(['content-length']) });
    expect((await fetch(fresh, { method: 'PUT', body: 'abcd' })).status).toBe(403);
    expect((await fetch(objectUrl(key))).status).toBe(404);
  });

  it('answers conditional writes as S3 does: If-None-Match: * on an existing key, a copy whose source ETag does not match', async () => {
    expect(await status(stack.send(new PutObjectCommand({ Bucket: bucket, Key: served.key, Body: 'x', IfNoneMatch: '*' })))).toBe(412);
    const key = `media/emulator-test/${Date.now()}-copy`;
    expect(await status(stack.send(new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: `${bucket}/${served.key}`, CopySourceIfMatch: '"0123456789abcdef0123456789abcdef"' })))).toBe(412);
    expect((await fetch(objectUrl(key))).status).toBe(404);
    expect((await bytesAt(served.url)).equals(served.bytes)).toBe(true);
  });
});
