/**
 * What happens to media after upload (docs/media.md): DELETE /media/{id}, a deleted post releasing
 * its media, the janitor (run with the clock the test chooses), and a member's media list.
 */
import { describe, expect, it } from 'vitest';
import { config } from '#platform/config.ts';
import { keys } from '#platform/data/keys.ts';
import { getMedia } from '#features/media/media-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { runMediaJanitor } from '#features/media/media-janitor.ts';
import type { MediaRecord } from '#features/media/media.ts';
import { headObject } from '#features/media/media-bucket.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed, readFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { png, uploadViaPresign } from '../../support/media.ts';
import { seedReadyMedia } from '../../support/media-seed.ts';
import { addMember, adminUserId, createSpace, expectError } from '../../support/spaces.ts';

const objectsOf = (m: MediaRecord) => [m.object_key, ...m.thumbnails.map((t) => t.key)];
const present = async (m: MediaRecord) => Promise.all(objectsOf(m).map(async (k) => (await headObject(k)) !== null));
const usageOf = async (userId: number) => Number((await batchGet([keys.mediaUsage(userId)], { consistent: true })).get(itemKeyOf(keys.mediaUsage(userId)))?.['bytes'] ?? 0);
const graceEnd = (from: number) => from + config.MEDIA_RELEASE_GRACE_SECONDS * 1000;
/**
 * A janitor run a minute after the grace that began at `from` ended, limited to what expired from
 * that grace's end on: other test files' pending uploads (expiring within the hour) stay theirs.
 */
const janitorAfterGrace = (from: number) => runMediaJanitor(new Date(graceEnd(from) + 60_000), { since: new Date(graceEnd(from) - 5_000) });

describe('DELETE /media/{id}', () => {
  it('the uploader deletes a medium: objects, record and usage go, and the post drops it', async () => {
    const m = await createMember();
    const [a, b] = [await seedReadyMedia(m.userId), await seedReadyMedia(m.userId)];
    const feed = await createFeed(m.auth, { media_ids: [a.id, b.id] });
    expect(await present(a)).toEqual([true, true]);
    const usage = await usageOf(m.userId);
    const res = await api('DELETE', `/media/${a.id}`, { auth: m.auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(await present(a)).toEqual([false, false]);
    expect(await getMedia(a.id, { consistent: true })).toBeNull();
    expect(await usageOf(m.userId)).toBe(usage - (a.file_size ?? 0));
    const after = await readFeed(feed.id);
    expect(after.media.map((x: any) => x.media_id)).toEqual([b.id]);
    expect(after.meta.media_preview?.media_id).toBe(b.id);
    expectError(await api('DELETE', `/media/${a.id}`, { auth: m.auth }), 404, 'media_not_found');
  });

  it('others are refused (403), a moderator or administrator may delete, an unknown id is 404', async () => {
    const [m, other, moderator] = [await createMember(), await createMember(), await createMember({ role: 'moderator' })];
    const [a, b] = [await seedReadyMedia(m.userId), await seedReadyMedia(m.userId)];
    expectError(await api('DELETE', `/media/${a.id}`, { auth: other.auth }), 403, 'rest_forbidden');
    expect(await getMedia(a.id, { consistent: true })).not.toBeNull();
    expect((await api('DELETE', `/media/${a.id}`, { auth: moderator.auth })).status).toBe(200);
    expect((await api('DELETE', `/media/${b.id}`, { auth: adminAuth })).status).toBe(200);
    expectError(await api('DELETE', '/media/999999999', { auth: m.auth }), 404, 'media_not_found');
    expect((await api('DELETE', `/media/${b.id}`)).status).toBe(401);
  });
});

describe('the media janitor', () => {
  it('a deleted post releases its media; the janitor removes them after the grace period, once', async () => {
    const m = await createMember();
    const [a, kept] = [await seedReadyMedia(m.userId, { type: 'image/webp' }), await seedReadyMedia(m.userId)];
    const feed = await createFeed(m.auth, { media_ids: [a.id] });
    const deletedAt = Date.now();
    expect((await api('DELETE', `/feeds/${feed.id}`, { auth: m.auth })).status).toBe(200);
    expect(await getMedia(a.id, { consistent: true })).toMatchObject({ claim: null, expires: expect.any(String) });
    const usage = await usageOf(m.userId);

    // Within the grace period: nothing of it goes.
    expect((await runMediaJanitor(new Date(deletedAt + 60_000), { since: new Date(deletedAt) })).removed).not.toContain(a.id);
    expect(await present(a)).toEqual([true, true]);

    const run = await janitorAfterGrace(deletedAt);
    expect(run.removed).toContain(a.id);
    expect(run.failed).not.toContain(a.id);
    expect(await getMedia(a.id, { consistent: true })).toBeNull();
    expect(await present(a)).toEqual([false, false]);
    expect(await usageOf(m.userId)).toBe(usage - (a.file_size ?? 0));
    // An unattached ready medium with no expiry is not the janitor's; a second run removes nothing twice.
    expect(await getMedia(kept.id, { consistent: true })).not.toBeNull();
    expect((await janitorAfterGrace(deletedAt)).removed).not.toContain(a.id);
  });

  it('a medium attached again during its grace is kept', async () => {
    const m = await createMember();
    const a = await seedReadyMedia(m.userId);
    const first = await createFeed(m.auth, { media_ids: [a.id] });
    const at = Date.now();
    expect((await api('DELETE', `/feeds/${first.id}`, { auth: m.auth })).status).toBe(200);
    await createFeed(m.auth, { media_ids: [a.id] });
    expect((await janitorAfterGrace(at)).removed).not.toContain(a.id);
    expect(await present(a)).toEqual([true, true]);
  });

  it("deleting a space releases its pictures and its posts' and comments' media (the purge, in the background)", async () => {
    const space = await createSpace();
    const m = await createMember();
    await addMember(space.slug, m.userId);
    const [postMedium, commentMedium] = [await seedReadyMedia(m.userId), await seedReadyMedia(m.userId)];
    const logo = await seedReadyMedia(await adminUserId());
    expect((await api('PUT', `/spaces/${space.slug}/by-slug`, { auth: adminAuth, body: { logo: logo.id } })).status).toBe(200);
    const feed = await createFeed(m.auth, { space: space.slug, media_ids: [postMedium.id] });
    expect((await api('POST', `/feeds/${feed.id}/comments`, { auth: m.auth, body: { comment: 'pic', media_ids: [commentMedium.id] } })).status).toBe(200);
    expect((await api('DELETE', `/spaces/${space.slug}`, { auth: adminAuth })).status).toBe(200);
    for (const medium of [logo, postMedium, commentMedium]) {
      await expect.poll(async () => (await getMedia(medium.id, { consistent: true }))?.claim, { timeout: 20_000 }).toBeNull();
    }
  });

  it('an upload never completed is removed after its deadline: its record, and no object is left', async () => {
    const m = await createMember();
    const deadline = new Date(Date.now() + 60_000);
    // No object: the client was handed a presigned PUT and never used it (an object under pending/
    // would start the finalize step, which settles the upload itself).
    const p = await seedReadyMedia(m.userId, { status: 'pending', expires: deadline.toISOString(), upload: false });
    const since = { since: new Date(deadline.getTime() - 5_000) };
    expect((await runMediaJanitor(new Date(deadline.getTime() - 1000), since)).removed).not.toContain(p.id);
    expect(await getMedia(p.id, { consistent: true })).toMatchObject({ status: 'pending' });
    expect((await runMediaJanitor(new Date(deadline.getTime() + 1000), since)).removed).toContain(p.id);
    expect(await getMedia(p.id, { consistent: true })).toBeNull();
    expect(await headObject(p.object_key)).toBeNull();
    // A second run finds nothing left to remove.
    expect((await runMediaJanitor(new Date(deadline.getTime() + 1000), since)).removed).not.toContain(p.id);
  });

  it('a rejected upload keeps its deadline: the janitor removes its record then (its bytes went at once)', async () => {
    const m = await createMember();
    const lying = { name: 'holiday.jpg', type: 'image/jpeg', bytes: await png(40, 30) };
    const up = await uploadViaPresign(m.auth, lying);
    expect(up.settled?.body.data).toMatchObject({ status: 'rejected' });
    const id = up.settled?.body.data.id as number;
    const record = await getMedia(id, { consistent: true });
    expect(record?.expires).toEqual(expect.any(String));
    expect(await headObject(record!.object_key)).toBeNull();
    const deadline = Date.parse(record!.expires!);
    // The window is this record's millisecond: pending uploads other files make now expire within a
    // second of it, and a wider window removed one under a parallel test (media-access.test.ts).
    const run = await runMediaJanitor(new Date(deadline + 1), { since: new Date(deadline) });
    expect(run.removed).toContain(id);
    expect(await getMedia(id, { consistent: true })).toBeNull();
  });
});

describe('GET /profile/{username}/media', () => {
  it("lists a member's ready media newest first with filters and paging", async () => {
    const m = await createMember();
    const png = await seedReadyMedia(m.userId, { type: 'image/png', width: 40, height: 40 });
    const pdf = await seedReadyMedia(m.userId, { type: 'application/pdf' });
    const jpg = await seedReadyMedia(m.userId, { width: 40, height: 40 });
    await seedReadyMedia(m.userId, { status: 'pending', upload: false });
    await createFeed(m.auth, { media_ids: [jpg.id] });
    const list = async (query: Record<string, string | number> = {}, auth = m.auth) => {
      const res = await api('GET', `/profile/${m.username}/media`, { auth, query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const all = await list();
    expect(all.meta).toEqual({ total: 3, per_page: 20, current_page: 1 });
    expect(all.data.map((x: any) => x.id)).toEqual([jpg.id, pdf.id, png.id]);
    expect(all.data[0]).toMatchObject({ id: jpg.id, user_id: m.userId, status: 'active', file_type: 'image/jpeg', width: 40, object_source: 'feed' });
    expect((await list({ file_type: 'application/pdf' })).data.map((x: any) => x.id)).toEqual([pdf.id]);
    expect((await list({ object_source: 'feed' })).data.map((x: any) => x.id)).toEqual([jpg.id]);
    const page2 = await list({ per_page: 2, page: 2 });
    expect(page2.meta).toEqual({ total: 3, per_page: 2, current_page: 2 });
    expect(page2.data.map((x: any) => x.id)).toEqual([png.id]);
    // Anyone may list (as the profile is public); bad filters are 400 naming the field.
    expect((await list({}, undefined as never)).meta.total).toBe(3);
    const bad = await api('GET', `/profile/${m.username}/media`, { query: { file_type: 'text/html' } });
    expectError(bad, 400, 'rest_invalid_param');
    expect((await api('GET', '/profile/no_such_member_x/media')).status).toBe(404);
    expectError(await api('GET', `/profile/${m.username}/media`, { query: { per_page: 101 } }), 400, 'rest_invalid_param');
  });

  it('a medium attached to a post in a private space is neither listed nor counted for those outside it', async () => {
    const space = await createSpace({ privacy: 'private' });
    const m = await createMember();
    await addMember(space.slug, m.userId);
    const [open, secret] = [await seedReadyMedia(m.userId), await seedReadyMedia(m.userId)];
    await createFeed(m.auth, { media_ids: [open.id] });
    await createFeed(m.auth, { media_ids: [secret.id], space: space.slug });
    const ids = async (auth?: unknown) => {
      const res = await api('GET', `/profile/${m.username}/media`, { auth: auth as never });
      expect(res.status).toBe(200);
      return { ids: res.body.data.map((x: any) => x.id), total: res.body.meta.total };
    };
    const outsider = await createMember();
    expect(await ids(outsider.auth)).toEqual({ ids: [open.id], total: 1 });
    expect(await ids()).toEqual({ ids: [open.id], total: 1 });
    expect(await ids(m.auth)).toEqual({ ids: [secret.id, open.id], total: 2 });
    expect(await ids(adminAuth)).toEqual({ ids: [secret.id, open.id], total: 2 });
  });
});
