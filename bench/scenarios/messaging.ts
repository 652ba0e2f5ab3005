/**
 * Chat (docs/chat.md) at two community sizes: the administrator's thread list, a page of a thread
 * (the newest, and one scrolled back) and a send, after the directory's seeder has brought the
 * community to 100 and then 100,000 members. A member's threads and a thread's messages are
 * partitions of their own, so the figures should not move with the community's size (issue 35:
 * p50 within 1.5x; at most 2 DynamoDB calls beyond authentication for a read, one transaction for a send).
 * A space's chat thread (docs/chat.md "Space threads") with every member of the size in its space:
 * its page and its send read and write no member's item, whatever the space's size.
 */
import { seededUserIds, seedMembers } from '../seed/members.ts';
import { seedSpaceMembers } from '../seed/spaces.ts';
import { defineScenario, type BenchRequest } from '../types.ts';

/** Threads the administrator starts per size, and messages in the measured thread. */
const THREADS = 20;
const MESSAGES = 60;

function messagingAt(size: number, label: string) {
  return defineScenario({
    name: `messaging-${label}`,
    description: `GET /chat/threads, GET /chat/messages/{thread_id} (newest, before), POST /chat/messages/{thread_id}, a space thread's page and send with ${size.toLocaleString('en')} members (all in its space)`,
    setup: async (ctx) => {
      await seedMembers(ctx, size, 0);
      await ctx.call('POST', '/admin/messaging-setting', { auth: 'admin-app', body: { settings: { is_enabled: 'yes' } } });
      // Members seeded last: each size starts threads of its own.
      const peers = seededUserIds.slice(-THREADS);
      let threadId = 0;
      for (const userId of peers) {
        const { thread } = await ctx.call<{ thread: { id: number } }>('POST', '/chat/threads', { auth: 'admin-app', body: { user_id: userId, message: `Hello member ${userId}` } });
        threadId = thread.id;
      }
      let middle = 0;
      for (let i = 0; i < MESSAGES; i++) {
        const { message } = await ctx.call<{ message: { id: number } }>('POST', `/chat/messages/${threadId}`, { auth: 'admin-app', body: { message: `Message ${i} of the bench thread` } });
        if (i === MESSAGES / 2) middle = message.id;
      }
      // The space's thread: the administrator creates the space (its admin member), every member of this size joins it.
      const { data: space } = await ctx.call<{ data: { id: number } }>('POST', '/spaces', { auth: 'admin-app', body: { title: `Bench chat space ${label}`, settings: { group_chat: true } } });
      await seedSpaceMembers(space.id, seededUserIds.slice(0, size));
      await ctx.call('POST', '/admin/messaging-setting', { auth: 'admin-app', body: { settings: { space_chat: 'yes' } } });
      const { thread: spaceThread } = await ctx.call<{ thread: { id: number } }>('GET', `/chat/spaces/${space.id}/thread`, { auth: 'admin-app' });
      await ctx.call('POST', `/chat/threads/join/${spaceThread.id}`, { auth: 'admin-app' });
      for (let i = 0; i < MESSAGES; i++) await ctx.call('POST', `/chat/messages/${spaceThread.id}`, { auth: 'admin-app', body: { message: `Message ${i} of the space thread` } });
      return { threadId, middle, spaceThreadId: spaceThread.id };
    },
    requests: ({ threadId, middle, spaceThreadId }): BenchRequest[] => [
      { label: 'GET /chat/threads', method: 'GET', path: '/chat/threads', auth: 'admin-app' },
      { label: 'GET /chat/messages/{thread_id}', method: 'GET', path: `/chat/messages/${threadId}`, auth: 'admin-app' },
      { label: 'GET /chat/messages/{thread_id}?before', method: 'GET', path: `/chat/messages/${threadId}?before=${middle}`, auth: 'admin-app' },
      { label: 'POST /chat/messages/{thread_id}', method: 'POST', path: `/chat/messages/${threadId}`, auth: 'admin-app', body: (call) => ({ message: `Bench message ${call}` }), expectStatus: 201 },
      { label: 'GET /chat/messages/{space thread}', method: 'GET', path: `/chat/messages/${spaceThreadId}`, auth: 'admin-app' },
      { label: 'POST /chat/messages/{space thread}', method: 'POST', path: `/chat/messages/${spaceThreadId}`, auth: 'admin-app', body: (call) => ({ message: `Space bench message ${call}` }), expectStatus: 201 },
    ],
  });
}

export const messagingSmallScenario = messagingAt(100, '100');
export const messagingLargeScenario = messagingAt(100_000, '100k');
