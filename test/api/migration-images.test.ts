/**
 * Importing a legacy avatar or cover (shared/domain/migration/images.ts, docs/migration.md "Avatar
 * and cover files"): copied from the migrations bucket into the media bucket as a ready medium of
 * its owner, claimed by the owner's write; anything but an accepted image is null.
 */
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#shared/config.ts';
import { getMedia, getMediaUsage } from '#shared/data/media-store.ts';
import { transact } from '#shared/data/transactions.ts';
import { importImage } from '#shared/domain/migration/images.ts';
import { uploadObjectKey } from '#shared/migration/chunks.ts';
import { createMember, type TestMember } from '../support/factories.ts';
import { api } from '../support/http.ts';
import { token } from '../support/identity.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const s3 = new S3Client({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT, forcePathStyle: true });
const put = (key: string, body: Uint8Array) => s3.send(new PutObjectCommand({ Bucket: config.MIGRATION_BUCKET, Key: key, Body: body }));

describe('importImage', () => {
  const run = token('run');
  const key = (path: string) => uploadObjectKey(run, path);
  let member: TestMember;

  beforeAll(async () => {
    // The local stack may not make the migrations bucket; making it again is harmless.
    await s3.send(new CreateBucketCommand({ Bucket: config.MIGRATION_BUCKET })).catch((error: { name?: string }) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
    member = await createMember();
    await Promise.all([
      put(key('avatars/12/ab-bpfull.png'), PNG),
      put(key('avatars/13/note-bpfull.jpg'), Buffer.from('not a picture')),
      put(key('buddypress/members/13/cover-image/archive.jpg'), Buffer.from('PK\u0003\u0004 a zip is a medium, not an image')),
    ]);
  });

  it('copies an image into the media bucket as a ready medium of its owner, which the owner\'s write claims', async () => {
    const owner = { source: 'profile', id: member.userId, userId: member.userId } as const;
    const imported = await importImage(key('avatars/12/ab-bpfull.png'), owner, new Date().toISOString());
    expect(imported).not.toBeNull();
    const { media, url, claim } = imported!;
    expect(media).toMatchObject({ user_id: member.userId, status: 'ready', file_type: 'image/png', file_size: PNG.length, file_name: 'ab-bpfull.png', claim: null, object_source: 'profile', object_id: member.userId });
    expect(media.object_key).toMatch(new RegExp(`^media/${media.id}-[0-9a-f]+/ab-bpfull\\.png$`));
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(PNG);
    expect(await getMediaUsage(member.userId)).toBe(PNG.length);
    // Unclaimed it waits to expire; the owner's transaction claims it.
    expect((await getMedia(media.id, { consistent: true }))?.expires).not.toBeNull();
    await transact([claim]);
    expect(await getMedia(media.id, { consistent: true })).toMatchObject({ claim: { source: 'profile', id: member.userId }, expires: null });
    const shown = await api<any>('GET', `/media/${media.id}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data).toMatchObject({ file_url: url, status: 'active', object_source: 'profile', object_id: member.userId });
  });

  it('answers null for a file that is no image, a medium that is not an image, and a missing file', async () => {
    const owner = { source: 'space', id: 1, userId: member.userId } as const;
    const now = new Date().toISOString();
    expect(await importImage(key('avatars/13/note-bpfull.jpg'), owner, now)).toBeNull();
    expect(await importImage(key('buddypress/members/13/cover-image/archive.jpg'), owner, now)).toBeNull();
    expect(await importImage(key('avatars/14/gone-bpfull.jpg'), owner, now)).toBeNull();
  });
});
