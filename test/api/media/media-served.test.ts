/**
 * What an accepted image is served as (docs/media.md "Finalize", issue 26 defect 7 and the pixel
 * cap): the original is re-encoded from the checked bytes, with no metadata (no GPS position, no
 * author, no camera) and its EXIF orientation applied to the pixels; an image that decodes to
 * more pixels than the cap is refused, and a large one is served scaled down to the largest edge.
 */
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { animated, clearUploadRate, png, uploadViaMultipart, uploadViaPresign, withCameraExif } from '../../support/media.ts';

let member: TestMember;
beforeAll(async () => {
  member = await createMember();
});
beforeEach(async () => {
  await clearUploadRate(member.userId);
});

const fetched = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

/** No metadata block at all: EXIF (GPS, Artist, Make...), XMP, IPTC. */
async function expectNoMetadata(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation ?? 1).toBe(1);
  for (const text of ['Jane Doe', 'PhoneMaker']) expect(bytes.includes(text)).toBe(false);
  return meta;
}

describe('metadata of served images', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('a %s with GPS, author and an orientation: served without them, turned as shown', async (format) => {
    const bytes = await withCameraExif(format, 400, 300, 6);
    const before = await sharp(bytes).metadata();
    expect(before.exif?.includes('Jane Doe')).toBe(true);
    expect(before.orientation).toBe(6);

    const up = await uploadViaPresign(member.auth, { name: `photo.${format}`, type: `image/${format}`, bytes });
    const data = up.settled!.body.data;
    expect(data).toMatchObject({ status: 'active', file_type: `image/${format}`, width: 300, height: 400 });
    const served = await fetched(data.file_url);
    const meta = await expectNoMetadata(served);
    // The orientation is in the pixels now: 300 wide, 400 high, with no tag left to turn it again.
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 300, height: 400, format: format === 'jpeg' ? 'jpeg' : format });
    expect(data.file_size).toBe(served.length);
    for (const size of Object.values(data.sizes) as Array<{ url: string }>) await expectNoMetadata(await fetched(size.url));
  });

  it('the multipart path serves the same stripped original', async () => {
    const res = await uploadViaMultipart(member.auth, { name: 'photo.jpg', type: 'image/jpeg', bytes: await withCameraExif('jpeg', 400, 300, 8) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const meta = await expectNoMetadata(await fetched(res.body.data.file_url));
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect(res.body.media).toMatchObject({ width: 300, height: 400 });
  });

  it('an animated GIF stays animated', async () => {
    const data = (await uploadViaPresign(member.auth, { name: 'moving.gif', type: 'image/gif', bytes: await animated('gif', 200, 100, 3) })).settled!.body.data;
    const meta = await sharp(await fetched(data.file_url), { pages: -1 }).metadata();
    expect({ format: meta.format, pages: meta.pages, width: meta.width, pageHeight: meta.pageHeight }).toEqual({ format: 'gif', pages: 3, width: 200, pageHeight: 100 });
  });
});

describe('the pixel cap of originals', () => {
  it('a small PNG that decodes to 10000 x 10000 pixels is refused with why', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_048_576);
    const data = (await uploadViaPresign(member.auth, { name: 'bomb.png', type: 'image/png', bytes: bomb })).settled!.body.data;
    expect(data).toMatchObject({ status: 'rejected', file_url: null });
    expect(data.reason).toMatch(/^file_too_large: .*10000 x 10000.*megapixel/);
  });

  it('an image larger than the largest edge is served scaled down to it; its sizes as before', async () => {
    const data = (await uploadViaPresign(member.auth, { name: 'wide.png', type: 'image/png', bytes: await png(5000, 2000) })).settled!.body.data;
    expect(data).toMatchObject({ status: 'active', width: 2560, height: 1024 });
    const meta = await sharp(await fetched(data.file_url)).metadata();
    expect([meta.width, meta.height]).toEqual([2560, 1024]);
    expect(data.sizes.medium).toMatchObject({ width: 1280, height: 512 });
    expect(data.sizes.thumbnail).toMatchObject({ width: 320, height: 128 });
  });
});
