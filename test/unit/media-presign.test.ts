/**
 * The presigned upload's policy, proven on the URL the code generates (here every condition S3
 * enforces is shown, the checksum included, which the local emulator does not check): the declared
 * type and size are signed headers, the URL expires after MEDIA_UPLOAD_URL_SECONDS, and S3 would
 * accept the declared body sent with exactly the returned headers (docs/emulator-differences.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKSUM_PARAM, s3Verdict, signedHeaders } from '../support/presigned.ts';

let presignUpload: typeof import('#features/media/media-bucket.ts').presignUpload;

beforeAll(async () => {
  process.env['AWS_REGION'] = 'eu-west-1';
  process.env['AWS_ACCESS_KEY_ID'] = 'AKIDEXAMPLE';
  process.env['AWS_SECRET_ACCESS_KEY'] = 'secret';
  process.env['MEDIA_BUCKET'] = 'presign-test-media';
  process.env['MEDIA_UPLOAD_URL_SECONDS'] = '240';
  delete process.env['S3_ENDPOINT'];
  ({ presignUpload } = await import('#features/media/media-bucket.ts'));
});

describe('presigned upload policy', () => {
  it('signs Content-Type and Content-Length, so S3 refuses another type or size', async () => {
    const upload = await presignUpload('pending/7-0123456789abcdef01234567', 'image/png', 12_345);
    const url = new URL(upload.url);
    expect(upload.method).toBe('PUT');
    expect(url.pathname).toBe('/pending/7-0123456789abcdef01234567');
    expect(url.hostname).toBe('presign-test-media.s3.eu-west-1.amazonaws.com');
    const signed = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(upload.headers).toEqual({ 'content-type': 'image/png', 'content-length': '12345' });
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires after MEDIA_UPLOAD_URL_SECONDS', async () => {
    const before = Date.now();
    const upload = await presignUpload('pending/8-0123456789abcdef01234567', 'application/pdf', 100);
    const url = new URL(upload.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('240');
    const expiresAt = Date.parse(upload.expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(240_000 - 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(240_000);
    // The signing instant is the URL's own: expiry counts from it.
    const date = url.searchParams.get('X-Amz-Date') ?? '';
    const signedAt = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(Math.abs(signedAt - before)).toBeLessThan(5_000);
  });

  it('signs a different URL for a different declared size or type', async () => {
    const key = 'pending/9-0123456789abcdef01234567';
    const sig = async (type: string, size: number) => new URL((await presignUpload(key, type, size)).url).searchParams.get('X-Amz-Signature');
    const base = await sig('image/jpeg', 500);
    expect(await sig('image/jpeg', 501)).not.toBe(base);
    expect(await sig('image/png', 500)).not.toBe(base);
  });
});

describe('presigned upload as S3 reads it (issue 26: no checksum of an empty body)', () => {
  const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
  const body = Buffer.alloc(12_345, 7);

  it('signs exactly the headers the client is told to send, and no checksum in the query or the signed headers', async () => {
    const upload = await presignUpload('pending/10-0123456789abcdef01234567', 'image/png', body.length);
    expect(signedHeaders(upload)).toEqual(['content-length', 'content-type', 'host']);
    expect(Object.keys(upload.headers).sort()).toEqual(signedHeaders(upload).filter((h) => h !== 'host'));
    const names = [...new URL(upload.url).searchParams.keys()];
    expect(names.filter((n) => CHECKSUM_PARAM.test(n))).toEqual([]);
    expect(signedHeaders(upload).filter((n) => CHECKSUM_PARAM.test(n))).toEqual([]);
    // Nothing but the signature's own parameters (and the SDK's operation name) rides in the query.
    expect(names.sort()).toEqual(['X-Amz-Algorithm', 'X-Amz-Content-Sha256', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-Signature', 'X-Amz-SignedHeaders', 'x-id']);
  });

  it('verifies (SigV4 recomputed from the canonical request, UNSIGNED-PAYLOAD) for a PUT of the declared non-empty body with exactly the returned headers', async () => {
    const upload = await presignUpload('pending/11-0123456789abcdef01234567', 'image/jpeg', body.length);
    expect(new URL(upload.url).searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD').toBe('UNSIGNED-PAYLOAD');
    expect(s3Verdict(upload, body, credentials)).toEqual({ ok: true, accessKeyId: 'AKIDEXAMPLE', service: 's3' });
  });

  it('is refused as S3 would: another length, another type, an unsigned checksum header, another secret, after expiry', async () => {
    const upload = await presignUpload('pending/12-0123456789abcdef01234567', 'image/png', body.length);
    expect(s3Verdict(upload, body.subarray(1), credentials, { headers: { 'content-length': String(body.length - 1) } })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(s3Verdict(upload, body, credentials, { headers: { 'content-type': 'text/html' } })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(s3Verdict(upload, body, credentials, { headers: { 'x-amz-checksum-crc32': 'AAAAAA==' } })).toMatchObject({ ok: false, reason: expect.stringContaining('not signed') });
    expect(s3Verdict(upload, body, { ...credentials, secretAccessKey: 'other' })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(s3Verdict(upload, body, credentials, { now: new Date(Date.now() + 241_000) })).toMatchObject({ ok: false, reason: 'Request has expired' });
  });
});
