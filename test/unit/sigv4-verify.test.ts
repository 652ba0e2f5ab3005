/**
 * The SigV4 check the presigned-URL tests and the local S3 emulator's write guard rely on
 * (scripts/local/sigv4.ts), proven on the worked examples of Amazon S3's documentation
 * ("Authenticating Requests: Using Query Parameters" and "... Using the Authorization Header",
 * examplebucket, AKIAIOSFODNN7EXAMPLE, 2013-05-24), so it is not the SDK checking itself.
 */
import { describe, expect, it } from 'vitest';
import { verifySigV4 } from '../../scripts/local/sigv4.ts';

const ACCESS_KEY = 'AKIAIOSFODNN7EXAMPLE';
const secretFor = (key: string) => (key === ACCESS_KEY ? 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' : undefined);
const now = new Date('2013-05-24T00:00:10Z');
const host = 'examplebucket.s3.amazonaws.com';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const PRESIGNED =
  '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404';
const headerAuth = {
  host,
  range: 'bytes=0-9',
  'x-amz-content-sha256': EMPTY_SHA256,
  'x-amz-date': '20130524T000000Z',
  authorization: `AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
};

describe('SigV4 verification (S3 documentation examples)', () => {
  it('accepts the presigned GET example and refuses it once expired, altered or signed with another secret', () => {
    expect(verifySigV4({ method: 'GET', target: PRESIGNED, headers: { host } }, { secretFor, now })).toMatchObject({ ok: true, accessKeyId: ACCESS_KEY });
    expect(verifySigV4({ method: 'GET', target: PRESIGNED, headers: { host } }, { secretFor, now: new Date('2013-05-25T00:00:01Z') })).toMatchObject({ ok: false, reason: 'Request has expired' });
    expect(verifySigV4({ method: 'PUT', target: PRESIGNED, headers: { host } }, { secretFor, now })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verifySigV4({ method: 'GET', target: PRESIGNED.replace('/test.txt', '/other.txt'), headers: { host } }, { secretFor, now })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verifySigV4({ method: 'GET', target: PRESIGNED, headers: { host } }, { secretFor: () => 'other', now })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('accepts the header-signed GET example and refuses a changed signed header, skew past 15 minutes, an unknown key', () => {
    expect(verifySigV4({ method: 'GET', target: '/test.txt', headers: headerAuth }, { secretFor, now })).toMatchObject({ ok: true });
    expect(verifySigV4({ method: 'GET', target: '/test.txt', headers: { ...headerAuth, range: 'bytes=0-99' } }, { secretFor, now })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verifySigV4({ method: 'GET', target: '/test.txt', headers: headerAuth }, { secretFor, now: new Date('2013-05-24T00:16:00Z') })).toMatchObject({ ok: false, code: 'RequestTimeTooSkewed' });
    expect(verifySigV4({ method: 'GET', target: '/test.txt', headers: headerAuth }, { secretFor: () => undefined, now })).toMatchObject({ ok: false, code: 'InvalidAccessKeyId' });
  });

  it('refuses an unsigned request, an unsigned x-amz-* header, a body that is not the signed hash, a checksum that is not the body', () => {
    expect(verifySigV4({ method: 'PUT', target: '/test.txt', headers: { host } }, { secretFor, now })).toMatchObject({ ok: false, reason: 'the request is not signed' });
    expect(verifySigV4({ method: 'GET', target: '/test.txt', headers: { ...headerAuth, 'x-amz-meta-a': '1' } }, { secretFor, now })).toMatchObject({ ok: false, reason: expect.stringContaining('x-amz-meta-a') });
    expect(verifySigV4({ method: 'GET', target: '/test.txt', headers: headerAuth, body: Buffer.from('x') }, { secretFor, now })).toMatchObject({ ok: false, code: 'XAmzContentSHA256Mismatch' });
    // The CRC32 of an empty body (what the SDK's default signed into presigned URLs) against a non-empty one.
    expect(verifySigV4({ method: 'GET', target: `${PRESIGNED}`, headers: { host, 'x-amz-checksum-crc32': 'AAAAAA==' }, body: Buffer.from('x') }, { secretFor, now })).toMatchObject({ ok: false, reason: expect.stringContaining('not signed') });
  });
});
