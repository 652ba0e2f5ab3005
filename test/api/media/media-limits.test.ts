/**
 * Limits read from the settings registry (docs/media.md "Limits"): the member quota reserves an
 * upload's declared size when it is admitted (both paths), settles it at finalize and gives it back
 * when the upload is refused or expires (issue 26, defect 5). The quota is set for the few seconds
 * of each test only; the file runs in the serial group, so no other file's member meets it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { clearUploadRate, pdf, settle, uploadViaMultipart, uploadViaPresign } from '../../support/media.ts';
import { expectError } from '../../support/spaces.ts';

const MB = 1_048_576;
const padded = (bytes: number) => { const head = pdf(); return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]); };

afterAll(async () => {
  await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['media_member_quota_mb'] } });
});

describe('media_member_quota_mb', () => {
  it('refuses a declared size over the room left, and a second upload while the first holds its bytes', async () => {
    const m = await createMember();
    expect((await api('PUT', '/settings', { auth: adminAuth, body: { media_member_quota_mb: 2 } })).status).toBe(200);
    try {
      const over = await api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'big.pdf', file_type: 'application/pdf', file_size: 2 * MB + 1 } });
      expectError(over, 400, 'file_too_large');
      expect(over.body.data).toMatchObject({ max_size: 2 * MB, file_size: 2 * MB + 1 });
      expect(over.body.message).toMatch(/quota/);

      // Two files that each fit while nothing is stored: the first reserves its bytes when it is
      // admitted, so the second is refused at once, before a byte is sent.
      const [first, second] = [padded(1.5 * MB), padded(1.5 * MB)];
      const a = await api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'a.pdf', file_type: 'application/pdf', file_size: first.length } });
      expect(a.status).toBe(200);
      const b = await api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'b.pdf', file_type: 'application/pdf', file_size: second.length } });
      expectError(b, 400, 'file_too_large');
      expect(b.body.data.max_size).toBe(2 * MB - first.length);
      const { settle } = await import('../../support/media.ts');
      await fetch(a.body.upload.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: first });
      expect((await settle(m.auth, a.body.data.id)).body.data.status).toBe('active');
      const { getMediaUsage } = await import('#features/media/media-store.ts');
      expect(await getMediaUsage(m.userId)).toBe(first.length);
    } finally {
      await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['media_member_quota_mb'] } });
    }
    // Without a quota the same member uploads again.
    expect((await uploadViaPresign(m.auth, { name: 'c.pdf', type: 'application/pdf', bytes: padded(1.5 * MB) })).settled?.body.data.status).toBe('active');
  });

  it('six parallel 600 KB uploads under a 1 MB quota: one is admitted, on either path, and only its bytes are counted', async () => {
    const m = await createMember();
    const { getMediaUsage } = await import('#features/media/media-store.ts');
    expect((await api('PUT', '/settings', { auth: adminAuth, body: { media_member_quota_mb: 1 } })).status).toBe(200);
    try {
      const file = padded(600 * 1024);
      const asked = await Promise.all(Array.from({ length: 6 }, (_, i) =>
        api('POST', '/media/uploads', { auth: m.auth, body: { file_name: `p${i}.pdf`, file_type: 'application/pdf', file_size: file.length } })));
      const admitted = asked.filter((r) => r.status === 200);
      expect(admitted).toHaveLength(1);
      for (const r of asked.filter((x) => x.status !== 200)) {
        expectError(r, 400, 'file_too_large');
        expect(r.body.message).toMatch(/quota/);
      }
      // All six PUT anyway (a client that ignores the answer): the admitted one alone becomes active.
      await Promise.all(admitted.map((r) => fetch(r.body.upload.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: file })));
      expect((await settle(m.auth, admitted[0]!.body.data.id)).body.data.status).toBe('active');
      expect(await getMediaUsage(m.userId)).toBe(file.length);

      // The multipart path reserves in the same way: the room left takes none of them.
      await clearUploadRate(m.userId);
      const other = await createMember();
      const direct = await Promise.all(Array.from({ length: 6 }, (_, i) => uploadViaMultipart(other.auth, { name: `d${i}.pdf`, type: 'application/pdf', bytes: file })));
      expect(direct.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of direct.filter((x) => x.status !== 200)) expectError(r, 400, 'file_too_large');
      expect(await getMediaUsage(other.userId)).toBe(file.length);
    } finally {
      await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['media_member_quota_mb'] } });
    }
  });

  it('a pending upload holds its bytes until it is refused at finalize or expires', async () => {
    const m = await createMember();
    const { getMedia, getMediaUsage } = await import('#features/media/media-store.ts');
    const { runMediaJanitor } = await import('#features/media/media-janitor.ts');
    expect((await api('PUT', '/settings', { auth: adminAuth, body: { media_member_quota_mb: 1 } })).status).toBe(200);
    try {
      const file = padded(600 * 1024);
      const ask = () => api('POST', '/media/uploads', { auth: m.auth, body: { file_name: 'p.pdf', file_type: 'application/pdf', file_size: file.length } });
      // Admitted, never uploaded: its bytes are held...
      const idle = await ask();
      expect(idle.status).toBe(200);
      expect(await getMediaUsage(m.userId)).toBe(file.length);
      expectError(await ask(), 400, 'file_too_large');
      // ...until the janitor removes it past its deadline.
      const deadline = Date.parse((await getMedia(idle.body.data.id, { consistent: true }))!.expires!);
      const run = await runMediaJanitor(new Date(deadline + 60_000), { since: new Date(deadline - 5_000) });
      expect(run.removed).toContain(idle.body.data.id);
      expect(await getMediaUsage(m.userId)).toBe(0);

      // Refused at finalize (not the declared type): the bytes come back at once.
      const refused = await ask();
      expect(refused.status).toBe(200);
      const zipBytes = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(file.length - 4)]);
      await fetch(refused.body.upload.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: zipBytes });
      expect((await settle(m.auth, refused.body.data.id)).body.data.status).toBe('rejected');
      expect(await getMediaUsage(m.userId)).toBe(0);
      expect((await ask()).status).toBe(200);
    } finally {
      await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['media_member_quota_mb'] } });
    }
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
