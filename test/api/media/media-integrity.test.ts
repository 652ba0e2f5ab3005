/**
 * One upload, one file (docs/media.md "Finalize", issue 26 defect 4): a presigned URL may be PUT to
 * again while its upload is pending, and S3 may run the finalize step for each PUT at once. What
 * is served must be exactly what was checked and described (size, pixels, thumbnails), one run
 * alone decodes and writes, and once an upload is taken, later PUTs to its URL are never served.
 */
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { getMedia } from '#features/media/media-store.ts';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { clearUploadRate, objectKeys, png, pngOfSize, settle } from '../../support/media.ts';

let member: TestMember;
beforeEach(async () => {
  member ??= await createMember();
  await clearUploadRate(member.userId);
});

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** The pixel size and the dominant colour of the image at `url`. */
async function pictureAt(url: string): Promise<{ width: number; height: number; colour: string; bytes: Buffer }> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  const { dominant } = await sharp(bytes).stats();
  // The strongest channel names the colour (the samples are pure red, green or blue).
  const colour = dominant.r > 150 ? 'red' : dominant.b > 150 ? 'blue' : dominant.g > 150 ? 'green' : 'other';
  return { width: meta.width ?? 0, height: meta.height ?? 0, colour, bytes };
}

async function askUpload(size: number, name = 'picture.png') {
  const res = await api('POST', '/media/uploads', { auth: member.auth, body: { file_name: name, file_type: 'image/png', file_size: size } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data.id as number, url: res.body.upload.url as string };
}

const put = (url: string, bytes: Buffer) => fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes }).then((r) => r.status);

/** The served original, its thumbnails and its record describe one picture. */
async function expectOnePicture(id: number) {
  const data = (await settle(member.auth, id)).body.data;
  expect(data.status, JSON.stringify(data)).toBe('active');
  const original = await pictureAt(data.file_url);
  expect({ width: original.width, height: original.height }).toEqual({ width: data.width, height: data.height });
  expect(original.bytes.length).toBe(data.file_size);
  for (const size of Object.values(data.sizes) as Array<{ url: string; width: number; height: number }>) {
    const shown = await pictureAt(size.url);
    expect(shown.colour).toBe(original.colour);
    expect(shown.width / shown.height).toBeCloseTo(original.width / original.height, 1);
  }
  return { data, original };
}

describe('a presigned URL PUT to twice', () => {
  it('a second PUT of another picture of the same length right after the first: what is served is what the record and thumbnails describe', async () => {
    // A wide red picture and a tall blue one, padded to one length (the signed content-length);
    // large enough that decoding takes a while, as a photo's does.
    const [a, b] = [await solid(4000, 2400, '#ff0000'), await solid(2400, 4000, '#0000ff')];
    const size = Math.max(a.length, b.length) + 64;
    const [first, second] = [pngOfSize(a, size), pngOfSize(b, size)];
    // The second PUT lands at several moments of the first's finalize run.
    const delays = [0, 50, 150, 300, 500, 800, 1200, 1800];
    const uploads = await Promise.all(delays.map(() => askUpload(size)));
    await Promise.all(uploads.map(async (u, i) => {
      expect(await put(u.url, first)).toBe(200);
      await new Promise((r) => setTimeout(r, delays[i]));
      // The URL may be spent already (refused), or still take the bytes: neither may be served.
      await put(u.url, second);
    }));
    const outcomes: string[] = [];
    for (const u of uploads) {
      const settled = (await settle(member.auth, u.id)).body.data;
      outcomes.push(settled.status);
      if (settled.status === 'rejected') {
        // Changed between its checks: refused whole, nothing kept.
        expect(settled.reason).toMatch(/^upload_failed: The file was uploaded again while it was being checked/);
        expect(await objectKeys(`media/${u.id}-`)).toEqual([]);
      } else {
        const { data, original } = await expectOnePicture(u.id);
        expect(data.width > data.height).toBe(original.colour === 'red');
      }
      // Nothing of the upload is left under pending/ once the PUTs have been handled.
      const deadline = Date.now() + 10_000;
      while ((await objectKeys(`pending/${u.id}-`)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await objectKeys(`pending/${u.id}-`)).toEqual([]);
    }
    expect(outcomes).toContain('active');
  });

  it('eight parallel PUTs of one picture: one finalize run takes the upload (one decode), the others stop before reading it', async () => {
    const bytes = await png(1400, 900);
    const u = await askUpload(bytes.length);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => put(u.url, bytes)));
    expect(statuses).toContain(200);
    await expectOnePicture(u.id);
    // Every run that takes the upload counts itself on the record before it reads a byte.
    const deadline = Date.now() + 10_000;
    while ((await objectKeys(`pending/${u.id}-`)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await getMedia(u.id, { consistent: true }))?.attempts).toBe(1);
  });

  it('a PUT after the upload became ready is deleted and never served', async () => {
    const [red, blue] = [await solid(300, 200, '#ff0000'), await solid(300, 200, '#0000ff')];
    const size = Math.max(red.length, blue.length) + 64;
    const u = await askUpload(size);
    expect(await put(u.url, pngOfSize(red, size))).toBe(200);
    const before = await expectOnePicture(u.id);
    expect(before.original.colour).toBe('red');
    await put(u.url, pngOfSize(blue, size));
    const deadline = Date.now() + 10_000;
    while ((await objectKeys(`pending/${u.id}-`)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await objectKeys(`pending/${u.id}-`)).toEqual([]);
    const after = await expectOnePicture(u.id);
    expect(after.data).toEqual(before.data);
    expect(after.original.colour).toBe('red');
  });
});
