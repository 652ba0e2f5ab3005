/**
 * Importing a legacy avatar or cover (features/migration/images.ts, docs/migration.md "Avatar
 * and cover files"): copied from the migrations bucket into the media bucket as a ready medium of
 * its owner, claimed by the owner's write; anything but an accepted image is null. What is served
 * is re-encoded as an upload's original: no metadata (GPS, author), upright (issue 26, defect 7).
 */
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config.ts';
import { getMedia, getMediaUsage } from '#features/media/media-store.ts';
import { transact } from '#platform/data/transactions.ts';
import { importImage } from '#features/migration/images.ts';
import { uploadObjectKey } from '#features/migration/legacy-export/chunks.ts';
import { createMember, type TestMember } from '../../support/factories.ts';
import { withCameraExif } from '../../support/media.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const s3 = new S3Client({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT, forcePathStyle: true });
const put = (key: string, body: Uint8Array) => s3.send(new PutObjectCommand({ Bucket: config.MIGRATION_BUCKET, Key: key, Body: body }));

describe('importImage', () => {
  const run = token('run');
  const key = (path: string) => uploadObjectKey(run, path);
  let member: TestMember;

  let camera: Buffer;
  let bomb: Buffer;

  beforeAll(async () => {
    camera = await withCameraExif('jpeg', 400, 300, 6);
    bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    // The local stack may not make the migrations bucket; making it again is harmless.
    await s3.send(new CreateBucketCommand({ Bucket: config.MIGRATION_BUCKET })).catch((error: { name?: string }) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
    member = await createMember();
    await Promise.all([
      put(key('avatars/12/ab-bpfull.png'), PNG),
      put(key('avatars/15/camera-bpfull.jpg'), camera),
      put(key('avatars/16/bomb-bpfull.png'), bomb),
      put(key('avatars/13/note-bpfull.jpg'), Buffer.from('not a picture')),
      put(key('buddypress/members/13/cover-image/archive.jpg'), Buffer.from('PK\u0003\u0004 a zip is a medium, not an image')),
    ]);
  });

  it('copies an image into the media bucket as a ready medium of its owner, which the owner\'s write claims', async () => {
    const owner = { source: 'profile', id: member.userId, userId: member.userId } as const;
    const imported = await importImage(key('avatars/12/ab-bpfull.png'), owner, new Date().toISOString());
    expect(imported).not.toBeNull();
    const { media, url, claim } = imported!;
    const served = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(media).toMatchObject({ user_id: member.userId, status: 'ready', file_type: 'image/png', file_size: served.length, width: 1, height: 1, file_name: 'ab-bpfull.png', claim: null, object_source: 'profile', object_id: member.userId });
    expect(media.object_key).toMatch(new RegExp(`^media/${media.id}-[0-9a-f]+/ab-bpfull\\.png$`));
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(await getMediaUsage(member.userId)).toBe(served.length);
    // Unclaimed it waits to expire; the owner's transaction claims it.
    expect((await getMedia(media.id, { consistent: true }))?.expires).not.toBeNull();
    await transact([claim]);
    expect(await getMedia(media.id, { consistent: true })).toMatchObject({ claim: { source: 'profile', id: member.userId }, expires: null });
    const shown = await api<any>('GET', `/media/${media.id}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data).toMatchObject({ file_url: url, status: 'active', object_source: 'profile', object_id: member.userId });
  });

  it('serves a legacy photo without its GPS position and author, turned as its orientation said', async () => {
    expect((await sharp(camera).metadata()).exif?.includes('Jane Doe')).toBe(true);
    const owner = { source: 'profile', id: member.userId, userId: member.userId } as const;
    const imported = await importImage(key('avatars/15/camera-bpfull.jpg'), owner, new Date().toISOString());
    expect(imported).not.toBeNull();
    const served = Buffer.from(await (await fetch(imported!.url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    for (const text of ['Jane Doe', 'PhoneMaker']) expect(served.includes(text)).toBe(false);
    expect(imported!.media).toMatchObject({ width: 300, height: 400, file_size: served.length });
  });

  it('answers null for a picture that decodes to more pixels than an upload may', async () => {
    expect(await importImage(key('avatars/16/bomb-bpfull.png'), { source: 'space', id: 1, userId: member.userId }, new Date().toISOString())).toBeNull();
  });

  it('answers null for a file that is no image, a medium that is not an image, and a missing file', async () => {
    const owner = { source: 'space', id: 1, userId: member.userId } as const;
    const now = new Date().toISOString();
    expect(await importImage(key('avatars/13/note-bpfull.jpg'), owner, now)).toBeNull();
    expect(await importImage(key('buddypress/members/13/cover-image/archive.jpg'), owner, now)).toBeNull();
    expect(await importImage(key('avatars/14/gone-bpfull.jpg'), owner, now)).toBeNull();
  });
});
