/**
 * Limits read from the settings registry (docs/media.md "Limits"): the member quota is checked on
 * the request (declared size) and again at finalize (stored bytes). The quota is set for the few
 * seconds of this test only and large enough (2 MB) that no other test's member reaches it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../support/factories.ts';
import { api } from '../support/http.ts';
import { objectKeys, pdf, uploadViaPresign } from '../support/media.ts';
import { expectError } from '../support/spaces.ts';

const MB = 1_048_576;
const padded = (bytes: number) => { const head = pdf(); return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]); };

afterAll(async () => {
  await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['media_member_quota_mb'] } });
});

describe('media_member_quota_mb', () => {
  it('refuses a declared size over the room left, and at finalize the bytes that would pass it', async () => {
    const m = await createMember();
    expect((await api('PUT', '/settings', { auth: adminAuth, body: { media_member_quota_mb: 2 } })).status).toBe(200);
    try {
      const over = await api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'big.pdf', file_type: 'application/pdf', file_size: 2 * MB + 1 } });
      expectError(over, 400, 'file_too_large');
      expect(over.body.data).toMatchObject({ max_size: 2 * MB, file_size: 2 * MB + 1 });
      expect(over.body.message).toMatch(/quota/);

      // Two files that each fit while nothing is stored: the second is refused once the first is.
      const [first, second] = [padded(1.5 * MB), padded(1.5 * MB)];
      const a = await api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'a.pdf', file_type: 'application/pdf', file_size: first.length } });
      const b = await api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'b.pdf', file_type: 'application/pdf', file_size: second.length } });
      expect([a.status, b.status]).toEqual([200, 200]);
      const put = (res: typeof a, bytes: Buffer) => fetch(res.body.upload.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: bytes });
      const { settle } = await import('../support/media.ts');
      await put(a, first);
      expect((await settle(m.auth, a.body.data.id)).body.data.status).toBe('active');
      await put(b, second);
      const refused = (await settle(m.auth, b.body.data.id)).body.data;
      expect(refused).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/^file_too_large: .*quota/) });
      expect(await objectKeys(`pending/${b.body.data.id}-`)).toEqual([]);
      expect(await objectKeys(`media/${b.body.data.id}-`)).toEqual([]);
      const { getMediaUsage } = await import('#shared/data/media-store.ts');
      expect(await getMediaUsage(m.userId)).toBe(first.length);
    } finally {
      await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['media_member_quota_mb'] } });
    }
    // Without a quota the same member uploads again.
    expect((await uploadViaPresign(m.auth, { name: 'c.pdf', type: 'application/pdf', bytes: padded(1.5 * MB) })).settled?.body.data.status).toBe('active');
  });

  it('is a setting of the content group, 0 (none) by default; the per-file limit is public', async () => {
    const all = await api('GET', '/settings', { auth: adminAuth, query: { group: 'content' } });
    expect(all.body.data.content).toMatchObject({
      media_max_file_size_mb: { value: 10, type: 'number' },
      media_uploads_per_minute: { value: 10, type: 'number' },
      media_member_quota_mb: { value: 0, type: 'number' },
    });
    expect((await api('GET', '/settings/public')).body.data.media_max_file_size_mb).toBe(10);
    expectError(await api('PUT', '/settings', { auth: adminAuth, body: { media_max_file_size_mb: 0 } }), 400, 'invalid_value');
  });
});
