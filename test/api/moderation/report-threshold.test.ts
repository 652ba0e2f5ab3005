/**
 * flag_after_threshold (the moderation config, docs/moderation.md, Reports) governs when reports
 * hide content: at 1 a single report hides a post. Site-wide (SITE_WIDE in vitest.config.ts): the
 * default (3) is put back after; reports.test.ts proves the default.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed, feedById, uniqueMessage } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';

const setThreshold = async (value: number) => {
  const res = await api<any>('POST', '/moderation/config', { auth: adminAuth, body: { config: { flag_after_threshold: value } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

afterAll(() => setThreshold(3));

describe('flag_after_threshold', () => {
  it('hides a post at the configured number of reports (1), not before at the default (3)', async () => {
    const [author, a, b] = await Promise.all([createMember(), createMember(), createMember()]);
    const first = await createFeed(author.auth, { message: uniqueMessage('threshold') });
    expect((await api<any>('POST', '/moderation/report', { auth: a.auth, body: { content_type: 'feed', content_id: first.id, reason: 'spam' } })).status).toBe(200);
    expect((await feedById(first.id, adminAuth)).body.feed.status).toBe('published');
    await setThreshold(1);
    const second = await createFeed(author.auth, { message: uniqueMessage('threshold') });
    expect((await api<any>('POST', '/moderation/report', { auth: b.auth, body: { content_type: 'feed', content_id: second.id, reason: 'spam' } })).status).toBe(200);
    expect((await feedById(second.id, adminAuth)).body.feed).toMatchObject({ status: 'pending', meta: { auto_flagged: true, reports_count: 1 } });
  });
});
