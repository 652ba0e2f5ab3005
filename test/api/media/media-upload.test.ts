/**
 * The presigned upload path end to end (docs/media.md): POST /media/uploads, a PUT of the bytes to
 * the media bucket, the finalize step run by the bucket's ObjectCreated event, and the record read
 * back with GET /media/{id}. Checks the records, the thumbnails' pixel sizes (downloaded and read
 * with sharp), the objects in the bucket and the errors.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { expectError } from '../../support/spaces.ts';
import {
  animated, clearUploadRate, gif, imageAt, jpeg, objectKeys, pdf, png, truncated, uploadViaPresign, webp, zip,
} from '../../support/media.ts';

let member: TestMember;

beforeAll(async () => {
  member = await createMember();
});
beforeEach(async () => {
  await clearUploadRate(member.userId);
});

const folderOf = (data: { id: number; file_path: string }) => data.file_path.replace(/[^/]+$/, '');
const pendingOf = (upload: { request: { body: any } }): string => new URL(upload.request.body.upload.url).pathname.split('/').slice(-2).join('/');

/** The objects of a medium: everything under its folder, and whether its pending object is still there. */
async function objectsOf(id: number): Promise<{ media: string[]; pending: string[] }> {
  return { media: await objectKeys(`media/${id}-`), pending: await objectKeys(`pending/${id}-`) };
}

describe('POST /media/uploads then PUT to S3: accepted files', () => {
  it('a JPEG: ready with its size, a 320 px thumbnail and a 1280 px medium size, moved from pending/ to media/', async () => {
    const bytes = await jpeg(1600, 1200);
    const up = await uploadViaPresign(member.auth, { name: 'Holiday photo.jpg', type: 'image/jpeg', bytes, object_source: 'feed' });
    expect(up.request.status, JSON.stringify(up.request.body)).toBe(200);
    expect(up.request.body.data).toMatchObject({ status: 'pending', file_name: 'Holiday photo.jpg', file_type: 'image/jpeg', file_size: bytes.length, user_id: member.userId, object_source: 'feed', file_url: null });
    expect(up.request.body.upload).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) } });
    expect(pendingOf(up)).toMatch(new RegExp(`^pending/${up.request.body.data.id}-[0-9a-f]+$`));
    expect(up.put?.status).toBe(200);

    const data = up.settled!.body.data;
    expect(data).toMatchObject({ id: up.request.body.data.id, status: 'active', file_type: 'image/jpeg', width: 1600, height: 1200 });
    expect(data.file_path).toMatch(new RegExp(`^media/${data.id}-[0-9a-f]+/Holiday-photo\\.jpg$`));
    expect(data.file_url).toContain(`?media_key=${data.media_key}`);
    expect(data.sizes.thumbnail).toMatchObject({ width: 320, height: 240 });
    expect(data.sizes.medium).toMatchObject({ width: 1280, height: 960 });
    expect(data.thumbnail_url).toBe(data.sizes.thumbnail.url);

    expect(await imageAt(data.sizes.thumbnail.url)).toMatchObject({ width: 320, height: 240, format: 'webp' });
    expect(await imageAt(data.sizes.medium.url)).toMatchObject({ width: 1280, height: 960, format: 'webp' });
    // Served re-encoded from the checked pixels (no metadata; media-served.test.ts): file_size is what is served.
    const original = await fetch(data.file_url);
    const served = Buffer.from(await original.arrayBuffer());
    expect(data.file_size).toBe(served.length);
    expect(await imageAt(data.file_url)).toMatchObject({ width: 1600, height: 1200, format: 'jpeg' });
    expect(original.headers.get('content-type')).toBe('image/jpeg');

    const objects = await objectsOf(data.id);
    expect(objects.pending).toEqual([]);
    expect(objects.media.sort()).toEqual([data.file_path, `${folderOf(data)}medium.webp`, `${folderOf(data)}thumbnail.webp`].sort());
  });

  it('a PNG smaller than the medium size: a thumbnail only', async () => {
    const up = await uploadViaPresign(member.auth, { name: 'chart.png', type: 'image/png', bytes: await png(640, 480) });
    const data = up.settled!.body.data;
    expect(data).toMatchObject({ status: 'active', file_type: 'image/png', width: 640, height: 480 });
    expect(Object.keys(data.sizes)).toEqual(['thumbnail']);
    expect(await imageAt(data.thumbnail_url)).toMatchObject({ width: 320, height: 240, format: 'webp' });
  });

  it('an image smaller than the thumbnail is never enlarged', async () => {
    const up = await uploadViaPresign(member.auth, { name: 'icon.webp', type: 'image/webp', bytes: await webp(200, 100) });
    const data = up.settled!.body.data;
    expect(data).toMatchObject({ status: 'active', file_type: 'image/webp', width: 200, height: 100 });
    expect(await imageAt(data.thumbnail_url)).toMatchObject({ width: 200, height: 100 });
  });

  it('a GIF: sized and thumbnailed', async () => {
    const data = (await uploadViaPresign(member.auth, { name: 'still.gif', type: 'image/gif', bytes: await gif(500, 250) })).settled!.body.data;
    expect(data).toMatchObject({ status: 'active', file_type: 'image/gif', width: 500, height: 250 });
    expect(await imageAt(data.thumbnail_url)).toMatchObject({ width: 320, height: 160, format: 'webp' });
  });

  it.each(['gif', 'webp'] as const)('an animated %s: the size of one frame, a still thumbnail of the first', async (format) => {
    const bytes = await animated(format, 400, 300, 3);
    const data = (await uploadViaPresign(member.auth, { name: `moving.${format}`, type: `image/${format}`, bytes })).settled!.body.data;
    expect(data).toMatchObject({ status: 'active', file_type: `image/${format}`, width: 400, height: 300 });
    expect(await imageAt(data.thumbnail_url)).toMatchObject({ width: 320, height: 240, format: 'webp' });
    const { default: sharp } = await import('sharp');
    const thumb = Buffer.from(await (await fetch(data.thumbnail_url)).arrayBuffer());
    expect((await sharp(thumb).metadata()).pages ?? 1).toBe(1);
    // The first frame is red.
    const { dominant } = await sharp(thumb).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g).toBeLessThan(60);
  });

  it('a JPEG turned by its EXIF orientation: width and height as shown', async () => {
    const data = (await uploadViaPresign(member.auth, { name: 'portrait.jpg', type: 'image/jpeg', bytes: await jpeg(400, 300, { orientation: 6 }) })).settled!.body.data;
    expect(data).toMatchObject({ status: 'active', width: 300, height: 400 });
    expect(await imageAt(data.thumbnail_url)).toMatchObject({ width: 240, height: 320 });
  });

  it.each([
    ['a PDF', 'report.pdf', 'application/pdf', pdf],
    ['a zip', 'files.zip', 'application/zip', () => zip()],
    // Container headers are what the type is decided by; videos are stored as they are.
    ['an MP4', 'clip.mp4', 'video/mp4', () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12), Buffer.from([0, 0, 0, 8]), Buffer.from('mdat')])],
    ['a WebM', 'clip.webm', 'video/webm', () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(32)])],
  ])('%s: ready, no pixel size and no thumbnails', async (_, name, type, make) => {
    const bytes = make();
    const data = (await uploadViaPresign(member.auth, { name, type, bytes })).settled!.body.data;
    expect(data).toMatchObject({ status: 'active', file_type: type, file_size: bytes.length, width: null, height: null, thumbnail_url: null, sizes: {} });
    const objects = await objectsOf(data.id);
    expect(objects).toEqual({ media: [data.file_path], pending: [] });
  });

  it('adds the stored bytes to the member\'s usage', async () => {
    const m = await createMember();
    const bytes = [await png(100, 100), pdf()];
    let stored = 0;
    for (const [i, b] of bytes.entries()) stored += (await uploadViaPresign(m.auth, { name: `f${i}`, type: i === 0 ? 'image/png' : 'application/pdf', bytes: b })).settled!.body.data.file_size;
    // What is stored: the PDF as uploaded, the PNG as re-encoded.
    expect(stored - bytes[1]!.length).toBeGreaterThan(0);
    const { getMediaUsage } = await import('#features/media/media-store.ts');
    expect(await getMediaUsage(m.userId)).toBe(stored);
  });
});

describe('refused at finalize: the object is deleted and the record says why', () => {
  async function expectRejected(up: Awaited<ReturnType<typeof uploadViaPresign>>, code: string) {
    expect(up.request.status).toBe(200);
    const data = up.settled!.body.data;
    expect(data.status).toBe('rejected');
    expect(data.reason).toMatch(new RegExp(`^${code}: `));
    expect(data.file_url).toBeNull();
    expect(await objectsOf(data.id)).toEqual({ media: [], pending: [] });
    // Nothing counted.
    return data;
  }

  it('a PDF renamed photo.jpg and declared image/jpeg', async () => {
    const data = await expectRejected(await uploadViaPresign(member.auth, { name: 'photo.jpg', type: 'image/jpeg', bytes: pdf() }), 'invalid_file_type');
    expect(data.reason).toContain('application/pdf');
  });

  it('a text file renamed picture.png', async () => {
    await expectRejected(await uploadViaPresign(member.auth, { name: 'picture.png', type: 'image/png', bytes: Buffer.from('just some text, not a picture at all\n'.repeat(20)) }), 'invalid_file_type');
  });

  it('a truncated JPEG (decoded in full, not just its header)', async () => {
    const data = await expectRejected(await uploadViaPresign(member.auth, { name: 'cut.jpg', type: 'image/jpeg', bytes: truncated(await jpeg(800, 600, { noise: true })) }), 'invalid_file_type');
    expect(data.reason).toMatch(/truncated or corrupt/);
  });

  it('a truncated PNG', async () => {
    await expectRejected(await uploadViaPresign(member.auth, { name: 'cut.png', type: 'image/png', bytes: truncated(await png(800, 600)) }), 'invalid_file_type');
  });

  it('more bytes than declared, past the per-file limit: the signed length refuses the PUT, and finalize refuses such an object written another way', async () => {
    const big = Buffer.concat([await jpeg(64, 64), Buffer.alloc(10 * 1_048_576 + 1)]);
    const up = await uploadViaPresign(member.auth, { name: 'big.jpg', type: 'image/jpeg', bytes: big }, { declaredSize: 1000, writtenBy: 'stack' });
    expect(up.put?.status).toBe(403);
    const data = await expectRejected(up, 'file_too_large');
    expect(data.reason).toContain('10 MB');
  });

  it('fewer bytes than declared: refused at the PUT, and by finalize when written another way', async () => {
    const bytes = await png(50, 50);
    const up = await uploadViaPresign(member.auth, { name: 'short.png', type: 'image/png', bytes }, { declaredSize: bytes.length + 10, writtenBy: 'stack' });
    expect(up.put?.status).toBe(403);
    await expectRejected(up, 'upload_failed');
  });

  it('a rejected medium is not counted in the member\'s usage', async () => {
    const m = await createMember();
    await uploadViaPresign(m.auth, { name: 'photo.jpg', type: 'image/jpeg', bytes: pdf() });
    const { getMediaUsage } = await import('#features/media/media-store.ts');
    expect(await getMediaUsage(m.userId)).toBe(0);
  });
});

describe('POST /media/uploads: refused before anything is stored', () => {
  it('a type outside the eight: 400 invalid_file_type with the allowed types', async () => {
    const res = await api('POST', '/media/uploads', { auth: member.auth, body: { file_name: 'page.html', file_type: 'text/html', file_size: 100 } });
    expectError(res, 400, 'invalid_file_type');
    expect(res.body.data.allowed_types).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'application/pdf', 'application/zip']);
  });

  it('over the per-file limit: 400 file_too_large with max_size and file_size', async () => {
    const res = await api('POST', '/media/uploads', { auth: member.auth, body: { file_name: 'huge.mp4', file_type: 'video/mp4', file_size: 10 * 1_048_576 + 1 } });
    expectError(res, 400, 'file_too_large');
    expect(res.body.data).toMatchObject({ max_size: 10 * 1_048_576, file_size: 10 * 1_048_576 + 1 });
  });

  it('a refused request takes no upload from the rate limit', async () => {
    const m = await createMember();
    for (let i = 0; i < 12; i++) {
      expectError(await api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'x.exe', file_type: 'application/x-msdownload', file_size: 10 } }), 400, 'invalid_file_type');
    }
    expect((await api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'ok.png', file_type: 'image/png', file_size: 10 } })).status).toBe(200);
  });

  it.each([
    [{ file_type: 'image/png', file_size: 10 }, 'file_name'],
    [{ file_name: 'a.png', file_size: 10 }, 'file_type'],
    [{ file_name: 'a.png', file_type: 'image/png' }, 'file_size'],
    [{ file_name: 'a.png', file_type: 'image/png', file_size: 0 }, 'file_size'],
    [{ file_name: 'a.png', file_type: 'image/png', file_size: '1e3' }, 'file_size'],
    [{ file_name: 'a.png', file_type: 'image/png', file_size: 10, object_source: 'wall' }, 'object_source'],
    [{ file_name: 'a.png', file_type: 'image/png', file_size: 10, object_id: -1 }, 'object_id'],
  ])('%j: 400 naming %s', async (body, field) => {
    const res = await api('POST', '/media/uploads', { auth: member.auth, body });
    expectError(res, 400, 'rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toContain(field);
  });

  it('anonymous: 401', async () => {
    expectError(await api('POST', '/media/uploads', { body: { file_name: 'a.png', file_type: 'image/png', file_size: 10 } }), 401, 'rest_forbidden');
  });
});

describe('upload rate', () => {
  it('a member starts 10 uploads a minute; the 11th is 429 with Retry-After, and the multipart path counts too', async () => {
    const m = await createMember();
    const ask = () => api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'a.png', file_type: 'image/png', file_size: 10 } });
    for (let i = 0; i < 10; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expectError(refused, 429, 'too_many_requests');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.data.retry_after).toBe(retryAfter);
    const { uploadViaMultipart } = await import('../../support/media.ts');
    expectError(await uploadViaMultipart(m.auth, { name: 'a.png', type: 'image/png', bytes: await png(10, 10) }), 429, 'too_many_requests');
  });

  it('administrators have no upload rate', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await api('POST', '/media/uploads', { auth: adminAuth, body: { file_name: 'a.png', file_type: 'image/png', file_size: 10 } })).status).toBe(200);
    }
  });
});

describe('the finalize handler', () => {
  it('a repeated ObjectCreated event changes nothing (S3 may deliver twice)', async () => {
    const up = await uploadViaPresign(member.auth, { name: 'twice.png', type: 'image/png', bytes: await png(60, 40) });
    const before = up.settled!.body.data;
    const { handler } = await import('#functions/media-finalize/index.ts');
    const { s3Event } = await import('../../../scripts/local/s3.ts');
    const { getMediaUsage } = await import('#features/media/media-store.ts');
    const usage = await getMediaUsage(member.userId);
    await handler(s3Event('ignored', pendingOf(up), 'us-east-1'));
    const after = (await api('GET', `/media/${before.id}`, { auth: member.auth })).body.data;
    expect(after).toEqual(before);
    expect(await getMediaUsage(member.userId)).toBe(usage);
    expect((await objectsOf(before.id)).media).toHaveLength(2);
  });

  it('an object under pending/ that no upload owns is deleted (its key URL-encoded with + for spaces)', async () => {
    const { putObject } = await import('#features/media/media-bucket.ts');
    const key = `pending/stray file ${Date.now()}.txt`;
    await putObject(key, Buffer.from('stray'), 'text/plain');
    const deadline = Date.now() + 15_000;
    while ((await objectKeys(key)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await objectKeys(key)).toEqual([]);
  });
});
