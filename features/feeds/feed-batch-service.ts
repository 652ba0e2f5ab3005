/**
 * `POST /feeds/batch` (the original's batchFetch): up to 20 posts by id, as the feed shows them,
 * for a client refreshing the posts it holds. Two BatchGets whatever the ids: the posts, then their
 * authors, spaces, the caller's memberships, likes and bookmarks (and the portal slug) together.
 * As in the original, only published posts are answered, each under the read rule (feeds.ts
 * mayReadFeed): a private space's post to its members only; an id that is none of these is left out.
 */
import { featuresInForce } from '#features/settings/feature-switches.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { toProfile } from '#features/members/member-store.ts';
import { toXprofile } from '#features/members/members.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { toFeed } from '#features/feeds/feed-store.ts';
import { portalOf, postViewer, postViewerKeys } from '#features/feeds/feed-service.ts';
import { mayReadFeed, toFeedView } from '#features/feeds/feeds.ts';

/** The original reads the first 20 ids it is given. */
export const BATCH_MAX_POSTS = 20;

export async function batchFeeds(ids: readonly number[], caller: Caller | null) {
  const wanted = [...new Set(ids)].slice(0, BATCH_MAX_POSTS);
  const stored = await batchGet(wanted.map((id) => keys.feed(id)));
  const posts = wanted.flatMap((id) => {
    const item = stored.get(itemKeyOf(keys.feed(id)));
    const post = item ? toFeed(item) : null;
    return post?.status === 'published' ? [post] : [];
  });
  if (posts.length === 0) return [];
  const spaceIds = [...new Set(posts.flatMap((p) => (p.space_id === null ? [] : [p.space_id])))];
  const found = await batchGet([
    ...posts.map((p) => keys.user(p.user_id)),
    ...spaceIds.map((id) => keys.space(id)),
    ...(caller ? spaceIds.map((id) => keys.spaceMember(id, caller.userId)) : []),
    ...postViewerKeys(caller, posts.map((p) => p.id)),
    keys.settings(),
  ]);
  const features = await featuresInForce();
  return posts.flatMap((post) => {
    const spaceItem = post.space_id === null ? undefined : found.get(itemKeyOf(keys.space(post.space_id)));
    const space = spaceItem ? toSpace(spaceItem) : null;
    if (post.space_id !== null && space === null) return [];
    const memberItem = caller && post.space_id !== null ? found.get(itemKeyOf(keys.spaceMember(post.space_id, caller.userId))) : undefined;
    if (!mayReadFeed(post, caller, space, memberItem ? toMembership(memberItem) : null)) return [];
    const author = found.get(itemKeyOf(keys.user(post.user_id)));
    return [
      toFeedView(post, {
        xprofile: author ? toXprofile(toProfile(author)) : null,
        space,
        portal: portalOf(found),
        viewer: postViewer(found, caller, post.id),
        features,
        reviewer: isModerator(caller),
      }),
    ];
  });
}
