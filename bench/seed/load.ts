/**
 * Seeds the load scenario's own space through the API: a public space with a few members (so
 * posts fan out to inboxes and notify, as in a real space, without the big seeded spaces' 20,000
 * members turning every post into minutes of router work), and posts with comments for the reads.
 */
import type { LoadTargets } from '../load/mix.ts';
import type { BenchContext } from '../types.ts';
import { seedMembers, seededUserIds } from './members.ts';

const SPACE_SLUG = 'bench-load';
const MEMBERS = 20;
const POSTS = 20;
const COMMENTS_PER_POST = 5;

export async function seedLoad(ctx: BenchContext): Promise<LoadTargets> {
  await seedMembers(ctx, 100, 20);
  const auth = 'admin-bearer' as const;
  await ctx.call('POST', '/spaces', { auth, body: { title: 'Bench load', slug: SPACE_SLUG, privacy: 'public' } });
  for (const userId of seededUserIds.slice(0, MEMBERS)) {
    await ctx.call('POST', `/spaces/${SPACE_SLUG}/members`, { auth, body: { user_id: userId } });
  }
  const postIds: number[] = [];
  for (let i = 0; i < POSTS; i++) {
    const created = await ctx.call<{ feed: { id: number } }>('POST', '/feeds', {
      auth,
      body: { space: SPACE_SLUG, title: `Load seed post ${i}`, message: `Seed post ${i} of the load scenario.` },
    });
    postIds.push(created.feed.id);
    for (let c = 0; c < COMMENTS_PER_POST; c++) {
      await ctx.call('POST', `/feeds/${created.feed.id}/comments`, { auth, body: { comment: `Seed comment ${c}.` } });
    }
  }
  return { spaceSlug: SPACE_SLUG, postIds };
}
