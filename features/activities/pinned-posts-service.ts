/**
 * The original's `pinned_posts` and `pending_count` beside GET /activities (docs/activities.md):
 * - the whole site (no space, no member): its trending posts, the most popular (likes + 2 x
 *   comments) of the last 7 days, from the site-wide popular index (posts on the public timeline);
 * - a space (`with_pins`): its pinned posts (PATCH /feeds/{id} `priority` above 0), highest
 *   priority then newest first, those the caller may read;
 * - a space (`with_pending_count`): its pending membership requests, for its managers (0 otherwise).
 * Each answer is one Query and one or two BatchGets, whatever the community's size.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { ApiError } from '#platform/core/errors.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { toProfile } from '#features/members/member-store.ts';
import { toXprofile } from '#features/members/members.ts';
import { isSpaceManager, spaceVisibility } from '#features/spaces/space-access.ts';
import { loadSpace, type LoadedSpace } from '#features/spaces/space-service.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toFeed } from '#features/feeds/feed-store.ts';
import { readSource } from '#features/feeds/feed-list-store.ts';
import { pinnedPostIds } from '#features/feeds/feed-pin-store.ts';
import { portalOf } from '#features/feeds/feed-service.ts';
import { feedPermalink, mayReadFeed, type FeedRecord } from '#features/feeds/feeds.ts';
import { excerpt } from '#features/digests/digests.ts';

/** How many pinned or trending posts the original shows. */
export const PINNED_POSTS = 5;
const TRENDING_DAYS = 7;
/** Pins read for a space's five: room for pins of posts since unpublished or deleted. */
const PINS_READ = 20;

/** The space of a GET /activities context, loaded once for its pins and pending count; null when there is none. */
export async function activitySpace(spaceId: number, caller: Caller): Promise<LoadedSpace | null> {
  try {
    const loaded = await loadSpace({ id: spaceId }, caller);
    return spaceVisibility(loaded.space, caller, loaded.membership) === 'full' ? loaded : null;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The original's pending_count: a space's membership requests, for who may add members (its managers). */
export const pendingCountFor = (loaded: LoadedSpace | null, caller: Caller): number =>
  loaded && isSpaceManager(caller, loaded.membership) ? loaded.space.pending_count : 0;

/** The whole site's trending posts (null) or a loaded space's pinned posts, as the original lists them. */
export async function pinnedPostsFor(caller: Caller, loaded: LoadedSpace | null | 'site') {
  if (loaded === null) return [];
  let posts: FeedRecord[];
  if (loaded === 'site') {
    const since = new Date(Date.now() - TRENDING_DAYS * 86_400_000).toISOString();
    const read = await readSource({ kind: 'popular', restricted: false }, { ascending: false, wanted: PINNED_POSTS, filter: { since } });
    posts = read.refs.flatMap((r) => (r.post ? [r.post] : []));
  } else {
    const ids = await pinnedPostIds(loaded.space.id, PINS_READ);
    const found = await batchGet(ids.map((id) => keys.feed(id)));
    posts = ids
      .flatMap((id) => {
        const item = found.get(itemKeyOf(keys.feed(id)));
        return item ? [toFeed(item)] : [];
      })
      .filter((p) => p.status === 'published' && p.space_id === loaded.space.id && mayReadFeed(p, caller, loaded.space, loaded.membership))
      .slice(0, PINNED_POSTS);
  }
  if (posts.length === 0) return [];
  const spaceIds = [...new Set(posts.flatMap((p) => (p.space_id !== null ? [p.space_id] : [])))];
  const found = await batchGet([
    keys.settings(),
    ...[...new Set(posts.map((p) => p.user_id))].map((id) => keys.user(id)),
    ...spaceIds.map((id) => keys.space(id)),
    ...spaceIds.map((id) => keys.spaceMember(id, caller.userId)),
  ]);
  const portal = portalOf(found);
  return posts.flatMap((p) => {
    const spaceItem = p.space_id !== null ? found.get(itemKeyOf(keys.space(p.space_id))) : undefined;
    const space = spaceItem ? toSpace(spaceItem) : null;
    const m = p.space_id !== null ? found.get(itemKeyOf(keys.spaceMember(p.space_id, caller.userId))) : undefined;
    if (p.space_id !== null && (!space || !mayReadFeed(p, caller, space, m ? toMembership(m) : null))) return [];
    const author = found.get(itemKeyOf(keys.user(p.user_id)));
    return [{
      id: p.id,
      message: excerpt(p.message, 100),
      permalink: feedPermalink(p, space, portal),
      xprofile: author ? toXprofile(toProfile(author)) : null,
      created_at: toSqlDateTime(p.created_at),
    }];
  });
}
