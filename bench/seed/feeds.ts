/**
 * Seeds posts for the feed scenarios with the API's own item builders (newFeedItems: the post with
 * its index keys), in BatchWrites, plus the counters those builders move with ADD. The measured
 * things are the same at every size, so only the community's size differs between two runs: the
 * first space (bench-space-0) and its newest post, which has COMMENTS comments, and BOOKMARKS
 * bookmarks of the administrator.
 */
import type { BenchContext } from '../types.ts';
import { putAll, putWhenFull, seededUserIds } from './members.ts';
import { seedSpaces } from './spaces.ts';

const COMMENTS = 20;
const BOOKMARKS = 10;

let seededPosts = 0;

export interface SeededFeeds {
  posts: number;
  spaceSlug: string;
  postId: number;
}

/** Tops up to `posts` posts over the seeded spaces (a tenth in the first one), then adds the measured post. */
export async function seedFeeds(ctx: BenchContext, size: { spaces: number; memberships: number; posts: number }): Promise<SeededFeeds> {
  await seedSpaces(ctx, size.spaces, size.memberships, 0.2);
  const { incrementCounter, transact, counterUpdate } = await import('#platform/data/transactions.ts');
  const { newFeedItems, PUBLIC_TIMELINE_COUNTER } = await import('#features/feeds/feed-store.ts');
  const { keys } = await import('#platform/data/keys.ts');
  const { tableName } = await import('#platform/data/client.ts');
  const { resolveSlug } = await import('#features/spaces/space-store.ts');
  const first = await resolveSlug('bench-space-0');
  if (!first) throw new Error('bench-space-0 was not seeded');
  const firstSpace = first.spaceId;

  const count = size.posts - seededPosts;
  if (count > 0) {
    const last = await incrementCounter('id#feed', count);
    const spaceCount = size.spaces;
    const perSpace = new Map<number, number>();
    const items: Record<string, unknown>[] = [];
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const n = seededPosts + i;
      const id = last - count + 1 + i;
      // Spaces are numbered from the first one's id; posts spread over a year, oldest first.
      const spaceId = n % 10 === 0 ? firstSpace : firstSpace + (n % spaceCount);
      const at = new Date(now - 365 * 86_400_000 + Math.floor((i / count) * 364 * 86_400_000)).toISOString();
      const feed = {
        id,
        slug: `bench-post-${id}`,
        user_id: seededUserIds[n % seededUserIds.length] ?? 1,
        space_id: spaceId,
        title: `Bench post ${n}`,
        message: `Benchmark post number ${n}, written to fill the feeds.`,
        message_rendered: `<p>Benchmark post number ${n}, written to fill the feeds.</p>\n`,
        type: 'text' as const,
        content_type: 'text',
        status: 'published' as const,
        is_sticky: false,
        comments_disabled: false,
        topics: [],
        media: [],
        meta: { mentioned_user_ids: [] },
        comments_count: 0,
        reactions_count: 0,
        created_at: at,
        updated_at: at,
        published_at: at,
        rev: 0,
      };
      // Only the post itself: slug and duplicate markers are not read by the measured requests.
      const put = newFeedItems(feed, { onPublicTimeline: true }, `bench-${id}`, new Date(at))[0]?.Put;
      if (put) items.push(put.Item as Record<string, unknown>);
      perSpace.set(spaceId, (perSpace.get(spaceId) ?? 0) + 1);
      await putWhenFull(items);
    }
    await putAll(items);
    for (const [spaceId, n] of perSpace) {
      await transact([{ Update: { TableName: tableName, Key: keys.space(spaceId), UpdateExpression: 'ADD posts_count :n', ExpressionAttributeValues: { ':n': n } } }]);
    }
    await transact([counterUpdate(PUBLIC_TIMELINE_COUNTER, count)]);
    seededPosts = size.posts;
  }
  // The measured post, its comments and the administrator's bookmarks go through the API.
  const created = await ctx.call<{ feed: { id: number } }>('POST', '/feeds', {
    auth: 'admin-basic',
    body: { space: 'bench-space-0', title: 'The measured post', message: `The post whose page is measured (${size.posts} posts).` },
  });
  const postId = created.feed.id;
  for (let i = 0; i < COMMENTS; i++) await ctx.call('POST', `/feeds/${postId}/comments`, { auth: 'admin-basic', body: { comment: `Comment ${i} on the measured post.` } });
  const recent = await ctx.call<{ feeds: { data: Array<{ id: number }> } }>('GET', `/feeds?space=bench-space-0&per_page=${BOOKMARKS}`, { auth: 'admin-basic' });
  for (const post of recent.feeds.data) await ctx.call('POST', `/feeds/${post.id}/react`, { auth: 'admin-basic', body: { react_type: 'bookmark' } });
  // The stream router follows every seeded post (fan-out lists); measure once it has caught up.
  await ctx.settled();
  return { posts: size.posts, spaceSlug: 'bench-space-0', postId };
}
