/**
 * The presigned upload's policy, proven on the URL the code generates (the local emulator checks no
 * signatures, so this is where the conditions S3 enforces are shown): the declared type and size
 * are signed headers, and the URL expires after MEDIA_UPLOAD_URL_SECONDS.
 */
import { beforeAll, describe, expect, it } from 'vitest';

let presignUpload: typeof import('#shared/storage/media-bucket.ts').presignUpload;

beforeAll(async () => {
  process.env['AWS_REGION'] = 'eu-west-1';
  process.env['AWS_ACCESS_KEY_ID'] = 'AKIDEXAMPLE';
  process.env['AWS_SECRET_ACCESS_KEY'] = 'secret';
  process.env['MEDIA_BUCKET'] = 'presign-test-media';
  process.env['MEDIA_UPLOAD_URL_SECONDS'] = '240';
  delete process.env['S3_ENDPOINT'];
  ({ presignUpload } = await import('#shared/storage/media-bucket.ts'));
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
