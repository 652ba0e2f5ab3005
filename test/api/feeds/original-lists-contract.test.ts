/**
 * The original's feed lists, posts' writes, comments, notifications and activities as its clients
 * call them (test/support/original-calls/lists.ts), under the WordPress base path. The setup
 * leaves the administrator a notification: a member comments on the administrator's post, and the
 * stream router writes it in the background (polled for).
 */
import { expect } from 'vitest';
import { LISTS_CALLS } from '../../support/original-calls/lists.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';

replayOriginalCalls('the original\'s feed lists, comments, notifications and activities', LISTS_CALLS, async (saved) => {
  const commenter = await createMember();
  const post = await api<any>('POST', '/feeds', { auth: adminAuth, body: { message: `A post to be notified about ${saved['run']}` } });
  expect(post.status, JSON.stringify(post.body)).toBe(200);
  const feedId = post.body.feed.id as number;
  expect((await api('POST', `/feeds/${feedId}/comments`, { auth: commenter.auth, body: { comment: 'Notify the author' } })).status).toBe(200);
  const found = await pollUntil(
    async () => {
      const res = await api<any>('GET', '/notifications', { auth: adminAuth, query: { per_page: 50 } });
      return (res.body.notifications.data as any[]).find((n) => n.feed_id === feedId);
    },
    (n) => n !== undefined,
  );
  saved['notification_id'] = String(found.id);
  saved['notified_feed_id'] = String(feedId);
});
