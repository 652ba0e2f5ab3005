/**
 * Feeds at two sizes with the same measured pages: an empty community (one space, 30 posts) and
 * 100,000 members with 200,000 posts across 1,000 spaces. The measured post (20 comments) and the
 * administrator's 10 bookmarks are the same at both sizes, so only the community's size differs.
 * The writes (a post, a comment, a like, an edit) show what a write costs: one transaction besides its reads
 * (docs/data-model.md, "Writes in one round and one transaction").
 * The whole site's popular feed and the compat base path's GET /feeds are measured beside them.
 */
import { seedFeeds } from '../seed/feeds.ts';
import { COMPAT_BASE_PATH, defineScenario, type BenchRequest } from '../types.ts';

function feedsAt(size: { members: number; spaces: number; posts: number }, label: string) {
  return defineScenario({
    name: `feeds-${label}`,
    needs: { curl: true },
    description: `the home feed, a space's feed, a post with its comments and bookmarks with ${size.members.toLocaleString('en')} members, ${size.posts.toLocaleString('en')} posts in ${size.spaces.toLocaleString('en')} spaces`,
    setup: async (ctx) => {
      const started = performance.now();
      const seeded = await seedFeeds(ctx, { spaces: size.spaces, memberships: size.members, posts: size.posts });
      console.log(`  seeded ${seeded.posts.toLocaleString('en')} posts in ${Math.round(performance.now() - started)} ms`);
      return seeded;
    },
    requests: (seeded): BenchRequest[] => [
      { label: 'GET /feeds', method: 'GET', path: '/feeds', auth: 'admin-app', curl: true },
      // The whole site by popularity, from its own index: flat from the small to the large community.
      { label: 'GET /feeds?order_by_type=popular', method: 'GET', path: '/feeds?order_by_type=popular', auth: 'admin-basic' },
      // The same pages under the compat base path: its transforms add no DynamoDB call.
      { label: 'compat GET /feeds', method: 'GET', path: `${COMPAT_BASE_PATH}/feeds`, auth: 'admin-basic' },
      { label: 'compat GET /feeds?order_by_type=popular', method: 'GET', path: `${COMPAT_BASE_PATH}/feeds?order_by_type=popular`, auth: 'admin-basic' },
      { label: 'GET /feeds?space={slug}', method: 'GET', path: `/feeds?space=${seeded.spaceSlug}`, auth: 'admin-app', curl: true },
      { label: 'GET /feeds/{id}/by-id', method: 'GET', path: `/feeds/${seeded.postId}/by-id`, auth: 'admin-basic' },
      { label: 'GET /feeds/{id}/comments', method: 'GET', path: `/feeds/${seeded.postId}/comments`, auth: 'admin-basic' },
      { label: 'GET /feeds/bookmarks', method: 'GET', path: '/feeds/bookmarks', auth: 'admin-basic' },
      // Writes last, so the pages above are measured as seeded: a post in the space and a comment on the measured post.
      { label: 'POST /feeds', method: 'POST', path: '/feeds', auth: 'admin-basic', body: (call) => ({ space: seeded.spaceSlug, message: `Bench post ${call} ${Date.now()}` }) },
      { label: 'POST /feeds/{id}/comments', method: 'POST', path: `/feeds/${seeded.postId}/comments`, auth: 'admin-basic', body: (call) => ({ comment: `Bench comment ${call} ${Date.now()}` }) },
      // With an application password (authentication free): a like and its removal in turn, an edit of the measured post.
      { label: 'POST /feeds/{id}/react', method: 'POST', path: `/feeds/${seeded.postId}/react`, auth: 'admin-app', body: (call) => ({ react_type: 'like', remove: call % 2 === 1 }) },
      { label: 'PUT /feeds/{id}', method: 'PUT', path: `/feeds/${seeded.postId}`, auth: 'admin-app', body: (call) => ({ message: `Bench edit ${call} ${Date.now()}` }) },
    ],
  });
}

export const feedsSmallScenario = feedsAt({ members: 100, spaces: 1, posts: 30 }, 'empty');
export const feedsLargeScenario = feedsAt({ members: 100_000, spaces: 1_000, posts: 200_000 }, '200k');
