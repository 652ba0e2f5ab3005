/**
 * The migrations bucket's presigned PUTs (features/migration/migration-bucket.ts presignPut) read as
 * S3 reads them: only Content-Length and Host are signed, no checksum rides in the URL (the SDK's
 * default would sign the CRC32 of an empty body, which S3 refuses for any upload), and the
 * signature recomputed from the canonical request accepts the declared body
 * (docs/emulator-differences.md: the local emulator checks none of this on its own).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKSUM_PARAM, s3Verdict, signedHeaders } from '../support/presigned.ts';

let presignPut: typeof import('#features/migration/migration-bucket.ts').presignPut;
let UPLOAD_URL_SECONDS: number;
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'migration-secret' };

beforeAll(async () => {
  process.env['AWS_REGION'] = 'eu-west-1';
  process.env['AWS_ACCESS_KEY_ID'] = credentials.accessKeyId;
  process.env['AWS_SECRET_ACCESS_KEY'] = credentials.secretAccessKey;
  process.env['MIGRATION_BUCKET'] = 'presign-test-migrations';
  delete process.env['S3_ENDPOINT'];
  ({ presignPut, UPLOAD_URL_SECONDS } = await import('#features/migration/migration-bucket.ts'));
});

describe('migration upload URL as S3 reads it (issue 26)', () => {
  const body = Buffer.from('user_id\tuser_login\n1\tadmin\n');
  const key = 'migrations/01J0000000000000000000000/export/users.tsv';

  it('signs exactly the headers the client is told to send, and no checksum in the query or the signed headers', async () => {
    const upload = await presignPut(key, body.length);
    const url = new URL(upload.url);
    expect(url.hostname).toBe('presign-test-migrations.s3.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe(`/${key}`);
    expect(upload).toMatchObject({ method: 'PUT', headers: { 'content-length': String(body.length) } });
    expect(signedHeaders(upload)).toEqual(['content-length', 'host']);
    expect(Object.keys(upload.headers)).toEqual(['content-length']);
    expect([...url.searchParams.keys()].filter((n) => CHECKSUM_PARAM.test(n))).toEqual([]);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_SECONDS));
  });

  it('verifies (SigV4 recomputed, UNSIGNED-PAYLOAD) for a PUT of the declared non-empty body with exactly the returned headers', async () => {
    const upload = await presignPut(key, body.length);
    expect(s3Verdict(upload, body, credentials)).toEqual({ ok: true, accessKeyId: credentials.accessKeyId, service: 's3' });
  });

  it('is refused for another length, an added query parameter, or after expiry', async () => {
    const upload = await presignPut(key, body.length);
    expect(s3Verdict(upload, body.subarray(2), credentials, { headers: { 'content-length': String(body.length - 2) } })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(s3Verdict(upload, body, credentials, { target: (t) => `${t}&x-amz-acl=public-read` })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(s3Verdict(upload, body, credentials, { now: new Date(Date.now() + (UPLOAD_URL_SECONDS + 5) * 1000) })).toMatchObject({ ok: false, reason: 'Request has expired' });
  });
});
