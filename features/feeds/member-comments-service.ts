/**
 * A member's comments as their profile lists them (the original's GET /profile/{username}/comments):
 * the profile's rules decide who may look; a page shows the member's published comments, newest
 * first, on posts the caller may read (feeds.ts mayReadFeed), each with its post. One Query (the
 * member's comments, comment-store.ts commentsByAuthor, beside the profile's read) and one
 * BatchGet (the posts, their spaces and the caller's memberships there, the member's comment
 * count); a second BatchGet only for comments written without their post's space (migrated ones).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { openProfile } from '#features/members/profile-access.ts';
import { toXprofile } from '#features/members/members.ts';
import { toStanding } from '#features/members/contribution-store.ts';
import { withoutLastActivity } from '#features/settings/site-access.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { commentsByAuthor } from '#features/feeds/comment-store.ts';
import { toCommentView } from '#features/feeds/comments.ts';
import { toFeed } from '#features/feeds/feed-store.ts';
import { mayReadFeed, type FeedRecord } from '#features/feeds/feeds.ts';

/** The post a profile's comment is shown with: enough to name and open it. */
const postSummary = (f: FeedRecord, space: SpaceRecord | null) => ({
  id: f.id,
  title: f.title,
  slug: f.slug,
  message: f.message,
  message_rendered: f.message_rendered,
  type: f.type,
  status: f.status,
  user_id: f.user_id,
  space_id: f.space_id,
  created_at: toSqlDateTime(f.created_at),
  space: space ? { id: space.id, title: space.title, slug: space.slug } : null,
});

/** How deep a page may start: the Query reads every comment before it (a member's latest 1,000 comments are reachable). */
export const MAX_COMMENTS_OFFSET = 1_000;

export async function commentsOfMember(username: string, q: { page: number; per_page: number }, caller: Caller | null) {
  const offset = (q.page - 1) * q.per_page;
  // The comments are read beside the profile (profile-access.ts), dropped unread when it refuses.
  const opened = await openProfile(username, caller, async (userId) => (offset < MAX_COMMENTS_OFFSET ? await commentsByAuthor(userId, offset, q.per_page) : []));
  const { profile, rules, own } = opened;
  const found = (await opened.ahead).filter((f) => f.comment.status === 'published');
  const spaceKeys = (spaceId: number) => [keys.space(spaceId), ...(caller ? [keys.spaceMember(spaceId, caller.userId)] : [])];
  const knownSpaces = [...new Set(found.flatMap((f) => (typeof f.spaceId === 'number' ? [f.spaceId] : [])))];
  const postIds = [...new Set(found.map((f) => f.comment.post_id))];
  const countKey = keys.contribution(profile.user_id, 'ALL');
  const items = await batchGet([countKey, ...postIds.map((id) => keys.feed(id)), ...knownSpaces.flatMap(spaceKeys)]);
  const posts = new Map(postIds.flatMap((id) => {
    const item = items.get(itemKeyOf(keys.feed(id)));
    return item ? [[id, toFeed(item)] as const] : [];
  }));
  // Comments written without their post's space (migrated): that space read now.
  const missing = [...new Set([...posts.values()].flatMap((p) => (p.space_id !== null && !knownSpaces.includes(p.space_id) ? [p.space_id] : [])))];
  if (missing.length > 0) for (const [k, v] of await batchGet(missing.flatMap(spaceKeys))) items.set(k, v);

  const spaceOf = (id: number | null) => {
    const item = id === null ? undefined : items.get(itemKeyOf(keys.space(id)));
    return item ? toSpace(item) : null;
  };
  const membershipIn = (id: number | null) => {
    const item = id === null || !caller ? undefined : items.get(itemKeyOf(keys.spaceMember(id, caller.userId)));
    return item ? toMembership(item) : null;
  };
  const shown = toXprofile(profile);
  const xprofile = own || isAdmin(caller) || rules.privacy.showLastActivity ? shown : withoutLastActivity(shown);
  const data = found.flatMap(({ comment }) => {
    const post = posts.get(comment.post_id);
    if (!post) return [];
    const space = spaceOf(post.space_id);
    if (!mayReadFeed(post, caller, space, membershipIn(post.space_id))) return [];
    return [{ ...toCommentView(comment, xprofile), post: postSummary(post, space) }];
  });
  return { data, total: toStanding(items.get(itemKeyOf(countKey))).comments, xprofile };
}
