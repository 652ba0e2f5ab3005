/**
 * Attaching uploaded media to posts (docs/media.md, Attaching): by id and the original's URL forms,
 * only the caller's own ready media, one owner at a time, released when replaced.
 */
import { describe, expect, it } from 'vitest';
import { config } from '#platform/config.ts';
import { getMedia } from '#features/media/media-store.ts';
import { mediaUrl } from '#features/media/media-urls.ts';
import { createMember } from '../../support/factories.ts';
import { createFeed, postFeed, readFeed, uniqueMessage } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { seedReadyMedia } from '../../support/media-seed.ts';
import { expectError } from '../../support/spaces.ts';

const urlOf = (m: { object_key: string; media_key: string }) => mediaUrl(m.object_key, m.media_key);

describe('attaching media to posts', () => {
  it('a post shows its own ready medium by id with URLs, sizes and the original meta, and claims it', async () => {
    const m = await createMember();
    const medium = await seedReadyMedia(m.userId, { type: 'image/png', width: 800, height: 600 });
    const feed = await createFeed(m.auth, { media_ids: [medium.id] });
    expect(feed.media).toEqual([
      { media_id: medium.id, type: 'image', url: urlOf(medium), thumbnail_url: expect.stringContaining('/thumbnail.webp'), width: 800, height: 600, file_type: 'image/png' },
    ]);
    expect(feed.meta.media_preview).toEqual({ is_uploaded: true, image: urlOf(medium), type: 'meta_data', provider: 'uploader', width: 800, height: 600, media_id: medium.id });
    expect((await readFeed(feed.id)).media).toEqual(feed.media);
    // The URL serves the bytes, the thumbnail its 300 px picture.
    const thumb = await fetch(feed.media[0].thumbnail_url);
    expect(thumb.status).toBe(200);
    expect((await getMedia(medium.id, { consistent: true }))?.claim).toEqual({ source: 'feed', id: feed.id });
  });

  it('takes the original forms: media_images and media URLs carrying a media_key; several images are media_items', async () => {
    const m = await createMember();
    const [a, b, pdf] = [await seedReadyMedia(m.userId), await seedReadyMedia(m.userId, { width: 320, height: 200 }), await seedReadyMedia(m.userId, { type: 'application/pdf' })];
    const feed = await createFeed(m.auth, {
      media_images: [{ url: urlOf(a), provider: 'uploader', type: 'image', width: 1, height: 1 }, { url: urlOf(b) }],
      media: [{ type: 'document', url: urlOf(pdf) }, { type: 'oembed', url: 'https://example.com/watch?v=1' }],
    });
    expect(feed.media.map((x: any) => x.media_id ?? x.type)).toEqual([a.id, b.id, pdf.id, 'oembed']);
    expect(feed.media[2]).toMatchObject({ type: 'file', file_type: 'application/pdf', thumbnail_url: null, width: null });
    expect(feed.meta.media_preview).toBeUndefined();
    expect(feed.meta.media_items).toEqual([
      { media_id: a.id, url: urlOf(a), type: 'image', width: 640, height: 480, provider: 'uploader' },
      { media_id: b.id, url: urlOf(b), type: 'image', width: 320, height: 200, provider: 'uploader' },
    ]);
  });

  it("refuses someone else's medium, a pending one, an unknown one, a wrong media_key and a URL without one, storing nothing", async () => {
    const [m, other] = [await createMember(), await createMember()];
    const theirs = await seedReadyMedia(other.userId);
    const pending = await seedReadyMedia(m.userId, { status: 'pending', upload: false });
    const mine = await seedReadyMedia(m.userId);
    const refused = async (body: Record<string, unknown>, field: string, code = 'invalid_media') => {
      const res = await postFeed(m.auth, { message: uniqueMessage(), ...body });
      expectError(res, 400, code);
      if (code === 'invalid_media') expect(res.body.data.field).toBe(field);
      else expect(Object.keys(res.body.data.params)).toContain(field);
      return res;
    };
    expect((await refused({ media_ids: [mine.id, theirs.id] }, 'media_ids.1')).body.message).toMatch(/your own/);
    expect((await refused({ media_ids: [pending.id] }, 'media_ids.0')).body.message).toMatch(/processed/);
    await refused({ media_ids: [999_999_999] }, 'media_ids.0');
    await refused({ media_images: [{ url: urlOf({ ...mine, media_key: 'wrong' }) }] }, 'media_images.0.url');
    await refused({ media: [{ type: 'image', url: 'https://example.com/cat.jpg' }] }, 'media.0.url', 'rest_invalid_param');
    // Nothing was claimed by the refused posts.
    expect((await getMedia(mine.id, { consistent: true }))?.claim).toBeNull();
  });

  it('a medium is attached to one post at a time; at most max_media_per_post (4)', async () => {
    const m = await createMember();
    const media = await Promise.all([1, 2, 3, 4, 5].map(() => seedReadyMedia(m.userId, { width: 64, height: 64 })));
    const first = await createFeed(m.auth, { media_ids: [media[0]!.id] });
    const res = await postFeed(m.auth, { message: uniqueMessage(), media_ids: [media[0]!.id] });
    expectError(res, 400, 'invalid_media');
    expect(res.body.message).toMatch(/attached elsewhere/);
    const tooMany = await postFeed(m.auth, { message: uniqueMessage(), media_ids: media.map((x) => x.id) });
    expectError(tooMany, 400, 'too_many_media');
    expect(tooMany.body.data).toMatchObject({ max: 4, field: 'media_ids.4' });
    expect(first.media).toHaveLength(1);
  });

  it('editing a post replaces its media: the new one claimed, the dropped one released for the grace period', async () => {
    const m = await createMember();
    const [a, b] = [await seedReadyMedia(m.userId), await seedReadyMedia(m.userId)];
    const feed = await createFeed(m.auth, { media_ids: [a.id] });
    const before = Date.now();
    const res = await api('PUT', `/feeds/${feed.id}`, { auth: m.auth, body: { media_ids: [b.id] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.feed.media.map((x: any) => x.media_id)).toEqual([b.id]);
    expect((await getMedia(b.id, { consistent: true }))?.claim).toEqual({ source: 'feed', id: feed.id });
    const released = await getMedia(a.id, { consistent: true });
    expect(released?.claim).toBeNull();
    const expires = Date.parse(released?.expires ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + config.MEDIA_RELEASE_GRACE_SECONDS * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + config.MEDIA_RELEASE_GRACE_SECONDS * 1000);
    // The released medium can be attached again (to another post) during its grace.
    const again = await createFeed(m.auth, { media_ids: [a.id] });
    expect((await getMedia(a.id, { consistent: true }))).toMatchObject({ claim: { source: 'feed', id: again.id }, expires: null });
    // An edit that names no media keeps them.
    const kept = await api('PUT', `/feeds/${feed.id}`, { auth: m.auth, body: { title: 'Only the title' } });
    expect(kept.body.feed.media.map((x: any) => x.media_id)).toEqual([b.id]);
  });

  it('a comment shows its media as a post does; editing replaces them, deleting it or its post releases them', async () => {
    const m = await createMember();
    const [a, b, c] = [await seedReadyMedia(m.userId), await seedReadyMedia(m.userId, { type: 'image/gif', width: 50, height: 40 }), await seedReadyMedia(m.userId)];
    const feed = await createFeed(m.auth, {});
    const res = await api('POST', `/feeds/${feed.id}/comments`, { auth: m.auth, body: { comment: 'With a picture', media_images: [{ url: urlOf(a) }] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const comment = res.body.comment;
    expect(comment.media).toEqual([expect.objectContaining({ media_id: a.id, type: 'image', url: urlOf(a), width: 640, height: 480, file_type: 'image/jpeg' })]);
    expect(comment.meta.media_preview).toMatchObject({ media_id: a.id, image: urlOf(a) });
    expect((await getMedia(a.id, { consistent: true }))?.claim).toEqual({ source: 'comment', id: comment.id, feed_id: feed.id });
    // Someone else's comment cannot take it; an edit replaces it.
    const other = await createMember();
    expectError(await api('POST', `/feeds/${feed.id}/comments`, { auth: other.auth, body: { comment: 'Mine now', media_ids: [a.id] } }), 400, 'invalid_media');
    const edited = await api('PUT', `/feeds/${feed.id}/comments/${comment.id}`, { auth: m.auth, body: { comment: 'Another picture', media_ids: [b.id] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.comment.media.map((x: any) => x.media_id)).toEqual([b.id]);
    expect((await getMedia(a.id, { consistent: true }))?.claim).toBeNull();
    // DELETE /media/{id} drops it from the comment.
    expect((await api('DELETE', `/media/${b.id}`, { auth: m.auth })).status).toBe(200);
    const listed = await api('GET', `/feeds/${feed.id}/comments`, { auth: m.auth });
    expect(listed.body.comments.find((x: any) => x.id === comment.id).media).toEqual([]);
    // A comment deleted with its post (in the background) releases its media.
    const second = await api('POST', `/feeds/${feed.id}/comments`, { auth: m.auth, body: { comment: 'Third', media_ids: [c.id] } });
    expect(second.status).toBe(200);
    expect((await api('DELETE', `/feeds/${feed.id}`, { auth: m.auth })).status).toBe(200);
    await expect.poll(async () => (await getMedia(c.id, { consistent: true }))?.claim, { timeout: 15_000 }).toBeNull();
    expect((await getMedia(c.id, { consistent: true }))?.expires).toEqual(expect.any(String));
  });
});

describe('avatars, cover photos and logos', () => {
  it('a profile takes an upload by id or media_key URL as avatar and cover; replacing releases, DELETE /media clears it', async () => {
    const m = await createMember();
    const [a, b, c, pdf] = [await seedReadyMedia(m.userId), await seedReadyMedia(m.userId, { type: 'image/webp' }), await seedReadyMedia(m.userId), await seedReadyMedia(m.userId, { type: 'application/pdf' })];
    const edit = (body: Record<string, unknown>, auth = m.auth) => api('PUT', `/profile/${m.username}`, { auth, body });
    const res = await edit({ avatar: a.id, cover_photo: urlOf(b) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile).toMatchObject({ avatar: urlOf(a), cover_photo: urlOf(b), meta: { cover_photo: urlOf(b) } });
    expect((await getMedia(a.id, { consistent: true }))?.claim).toEqual({ source: 'profile', id: m.userId });
    expect((await getMedia(b.id, { consistent: true }))?.claim).toEqual({ source: 'profile', id: m.userId });
    // Replaced by another upload, then by an external picture: each old one is released.
    expect((await edit({ avatar: urlOf(c) })).body.profile.avatar).toBe(urlOf(c));
    expect(await getMedia(a.id, { consistent: true })).toMatchObject({ claim: null, expires: expect.any(String) });
    expect((await edit({ avatar: 'https://cdn.example.test/me.png' })).body.profile.avatar).toBe('https://cdn.example.test/me.png');
    expect((await getMedia(c.id, { consistent: true }))?.claim).toBeNull();
    // Not an image, someone else's: refused.
    expectError(await edit({ avatar: pdf.id }), 400, 'invalid_media');
    const other = await createMember();
    const theirs = await seedReadyMedia(other.userId);
    expectError(await edit({ cover_photo: theirs.id }), 400, 'invalid_media');
    // Deleting the cover's medium clears the cover.
    expect((await api('DELETE', `/media/${b.id}`, { auth: m.auth })).status).toBe(200);
    const profile = await api('GET', `/profile/${m.username}`, { auth: m.auth });
    expect(profile.body.profile).toMatchObject({ cover_photo: '', avatar: 'https://cdn.example.test/me.png' });
  });

  it('a space takes uploads as logo and cover photo on create and update; replacing releases; external URLs still work', async () => {
    const owner = await createMember({ role: 'admin' });
    const [logo, cover, next] = [await seedReadyMedia(owner.userId), await seedReadyMedia(owner.userId), await seedReadyMedia(owner.userId)];
    const created = await api('POST', '/spaces', { auth: owner.auth, body: { title: `Pictured ${logo.id}`, logo: logo.id, cover_photo: urlOf(cover) } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const space = created.body.data;
    expect(space).toMatchObject({ logo: urlOf(logo), cover_photo: urlOf(cover) });
    expect((await getMedia(logo.id, { consistent: true }))?.claim).toEqual({ source: 'space', id: space.id });
    const updated = await api('PUT', `/spaces/${space.slug}/by-slug`, { auth: owner.auth, body: { logo: next.id, cover_photo: 'https://cdn.example.test/cover.png' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ logo: urlOf(next), cover_photo: 'https://cdn.example.test/cover.png' });
    expect((await getMedia(logo.id, { consistent: true }))?.claim).toBeNull();
    expect((await getMedia(cover.id, { consistent: true }))?.claim).toBeNull();
    expect((await getMedia(next.id, { consistent: true }))?.claim).toEqual({ source: 'space', id: space.id });
    // The same upload cannot be another space's logo while this one shows it.
    expectError(await api('POST', '/spaces', { auth: owner.auth, body: { title: `Other ${next.id}`, logo: next.id } }), 400, 'invalid_media');
  });
});
