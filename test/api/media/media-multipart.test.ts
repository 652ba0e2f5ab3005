/**
 * POST /feeds/media-upload (multipart/form-data, the spec's endpoint): the type is sniffed from the
 * bytes before anything is stored, the file goes through the same finalize step as a presigned
 * upload, and the answer waits for its outcome (docs/media.md).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { expectError } from '../../support/spaces.ts';
import { animated, clearUploadRate, gif, imageAt, jpeg, objectKeys, pdf, png, truncated, uploadViaMultipart, webp } from '../../support/media.ts';

let member: TestMember;

beforeAll(async () => {
  member = await createMember();
});
beforeEach(async () => {
  await clearUploadRate(member.userId);
});

const MULTIPART_MAX = 4 * 1_048_576;

async function uploadRate(userId: number): Promise<number> {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { keys } = await import('#platform/data/keys.ts');
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.uploadRate(userId), ConsistentRead: true }));
  return Number(out.Item?.['uploads'] ?? 0);
}

describe('POST /feeds/media-upload: accepted files', () => {
  it('a JPEG: the spec\'s data (ready, sized, thumbnailed) and the original\'s media object', async () => {
    const bytes = await jpeg(1600, 1200);
    const res = await uploadViaMultipart(member.auth, { name: 'camera.jpg', type: 'image/jpeg', bytes, object_source: 'feed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data, media } = res.body;
    expect(res.body.message).toEqual(expect.any(String));
    expect(data).toMatchObject({
      id: expect.any(Number), file_name: 'camera.jpg', file_type: 'image/jpeg', file_size: expect.any(Number), width: 1600, height: 1200,
      status: 'active', object_source: 'feed', user_id: member.userId, created_at: expect.any(String),
    });
    expect(data.file_url).toContain(`?media_key=${data.media_key}`);
    expect(media).toEqual({ url: data.file_url, media_key: data.media_key, type: 'image/jpeg', width: 1600, height: 1200 });
    expect(await imageAt(data.thumbnail_url)).toMatchObject({ width: 320, height: 240, format: 'webp' });
    expect(await imageAt(data.sizes.medium.url)).toMatchObject({ width: 1280, height: 960 });
    // Served re-encoded (no metadata, docs/media.md "Finalize"): a JPEG of the same pixels, its stored size.
    const served = Buffer.from(await (await fetch(data.file_url)).arrayBuffer());
    expect(await imageAt(data.file_url)).toMatchObject({ width: 1600, height: 1200, format: 'jpeg' });
    expect(data.file_size).toBe(served.length);
    expect(await objectKeys(`pending/${data.id}-`)).toEqual([]);
    expect((await objectKeys(`media/${data.id}-`)).sort()).toEqual([data.file_path, data.file_path.replace(/[^/]+$/, 'medium.webp'), data.file_path.replace(/[^/]+$/, 'thumbnail.webp')].sort());
  });

  it.each([
    ['a PNG', 'shot.png', 'image/png', () => png(640, 480), { width: 640, height: 480 }, { width: 320, height: 240 }],
    ['a GIF', 'still.gif', 'image/gif', () => gif(300, 300), { width: 300, height: 300 }, { width: 300, height: 300 }],
    ['an animated GIF', 'moving.gif', 'image/gif', () => animated('gif', 400, 200, 3), { width: 400, height: 200 }, { width: 320, height: 160 }],
    ['a WebP', 'pic.webp', 'image/webp', () => webp(800, 600), { width: 800, height: 600 }, { width: 320, height: 240 }],
  ])('%s', async (_, name, type, make, size, thumb) => {
    const res = await uploadViaMultipart(member.auth, { name, type, bytes: await make() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'active', file_type: type, ...size });
    expect(await imageAt(res.body.data.thumbnail_url)).toMatchObject({ ...thumb, format: 'webp' });
  });

  it('a PDF labelled application/octet-stream (as curl sends a file): the bytes decide', async () => {
    const bytes = pdf();
    const res = await uploadViaMultipart(member.auth, { name: 'terms.pdf', type: 'application/octet-stream', bytes });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'active', file_type: 'application/pdf', file_size: bytes.length, width: null, thumbnail_url: null });
    expect(res.body.media).toMatchObject({ type: 'application/pdf', width: null, height: null });
  });
});

describe('POST /feeds/media-upload: refused', () => {
  it('a PDF renamed photo.jpg and labelled image/jpeg: 400 invalid_file_type, nothing stored, no upload counted', async () => {
    const res = await uploadViaMultipart(member.auth, { name: 'photo.jpg', type: 'image/jpeg', bytes: pdf() });
    expectError(res, 400, 'invalid_file_type');
    expect(res.body.data.allowed_types).toHaveLength(8);
    expect(await uploadRate(member.userId)).toBe(0);
  });

  it('a text file renamed picture.png: 400 invalid_file_type', async () => {
    expectError(await uploadViaMultipart(member.auth, { name: 'picture.png', type: 'image/png', bytes: Buffer.from('not an image\n'.repeat(50)) }), 400, 'invalid_file_type');
    expect(await uploadRate(member.userId)).toBe(0);
  });

  it('over the multipart limit: 400 file_too_large naming the limit and pointing at POST /media/uploads', async () => {
    const bytes = Buffer.concat([await jpeg(32, 32), Buffer.alloc(MULTIPART_MAX + 100_000)]);
    const res = await uploadViaMultipart(member.auth, { name: 'big.jpg', type: 'image/jpeg', bytes });
    expectError(res, 400, 'file_too_large');
    expect(res.body.data.max_size).toBe(MULTIPART_MAX);
    expect(res.body.message).toContain('/media/uploads');
    expect(await uploadRate(member.userId)).toBe(0);
  });

  it('a truncated JPEG: 400 invalid_file_type from the finalize step; its object is gone and its record says why', async () => {
    const res = await uploadViaMultipart(member.auth, { name: 'cut.jpg', type: 'image/jpeg', bytes: truncated(await jpeg(800, 600, { noise: true })) });
    expectError(res, 400, 'invalid_file_type');
    expect(res.body.message).toMatch(/truncated or corrupt/);
    const id = res.body.data.media_id as number;
    expect(id).toEqual(expect.any(Number));
    expect(await objectKeys(`pending/${id}-`)).toEqual([]);
    expect(await objectKeys(`media/${id}-`)).toEqual([]);
    const record = await api('GET', `/media/${id}`, { auth: member.auth });
    expect(record.body.data).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/^invalid_file_type: /) });
  });

  it('no file part: 400 naming file', async () => {
    const form = new FormData();
    form.append('object_source', 'feed');
    const { baseUrl } = await import('../../support/http.ts');
    const [user, pass] = (member.auth as { basic: [string, string] }).basic;
    const res = await fetch(`${baseUrl()}/feeds/media-upload`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}` }, body: form });
    const body = (await res.json()) as any;
    expectError({ status: res.status, body }, 400, 'rest_invalid_param');
    expect(body.data.params).toHaveProperty('file');
  });

  it('a JSON body: 400 naming file', async () => {
    const res = await api('POST', '/feeds/media-upload', { auth: member.auth, body: { object_source: 'feed' } });
    expectError(res, 400, 'rest_invalid_param');
    expect(res.body.data.params).toHaveProperty('file');
  });

  it('an unknown object_source: 400 naming it, nothing stored', async () => {
    const res = await uploadViaMultipart(member.auth, { name: 'a.png', type: 'image/png', bytes: await png(10, 10), object_source: 'wall' });
    expectError(res, 400, 'rest_invalid_param');
    expect(res.body.data.params).toHaveProperty('object_source');
    expect(await uploadRate(member.userId)).toBe(0);
  });

  it('a malformed multipart body: 400, never 500', async () => {
    const { baseUrl } = await import('../../support/http.ts');
    const [user, pass] = (member.auth as { basic: [string, string] }).basic;
    const res = await fetch(`${baseUrl()}/feeds/media-upload`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG garbage without an end',
    });
    expect(res.status).toBe(400);
  });

  it('anonymous: 401', async () => {
    expectError(await uploadViaMultipart(undefined, { name: 'a.png', type: 'image/png', bytes: await png(10, 10) }), 401, 'rest_forbidden');
  });
});
