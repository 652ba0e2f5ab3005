/**
 * GET /feeds: which sources a request reads, merging them into one page, the visibility check per
 * post, the sticky post and the total. A page costs one Query per source (one or two) and one
 * BatchGet for posts behind links, authors, spaces, the caller's memberships, likes and bookmarks
 * and the counters.
 */
import { featuresInForce } from '#features/settings/feature-switches.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isModerator } from '#platform/auth/access.ts';
import { PUBLIC_TIMELINE_COUNTER, RESTRICTED_TIMELINE_COUNTER, countUserFeeds, toFeed } from '#features/feeds/feed-store.ts';
import { readSource, sourcePartition, type FeedFilter, type FeedRank, type FeedRef, type FeedSource } from '#features/feeds/feed-list-store.ts';
import { feedCounts } from '#features/feeds/feed-inbox-store.ts';
import { keys } from '#platform/data/keys.ts';
import { toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { listTopics, topicPostsCount } from '#features/topics/topic-store.ts';
import { portalOf, postViewer, postViewerKeys } from '#features/feeds/feed-service.ts';
import { mayReadFeed, toFeedView, type FeedOrder, type FeedRecord } from '#features/feeds/feeds.ts';
import { toXprofile } from '#features/members/members.ts';
import { isSpaceManager, spaceVisibility } from '#features/spaces/space-access.ts';
import { knownSpaceId, loadSpace } from '#features/spaces/space-service.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { InvalidParamError } from '#platform/core/errors.ts';
import { started } from '#platform/core/started.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { decodeCursor, type DynamoKey } from '#platform/core/paging.ts';

export interface FeedListQuery {
  space?: string | undefined;
  space_id?: number | undefined;
  /** `pending` reads the moderation queue; any other status reads the lists as before. */
  status?: 'pending' | undefined;
  user_id?: number | undefined;
  topics?: number[] | undefined;
  topic_slug?: string | undefined;
  search?: string | undefined;
  following?: boolean | undefined;
  /** The original's `disable_sticky=yes`: the pinned post is listed in its place, with no sticky slot. */
  disable_sticky?: boolean | undefined;
  order_by_type: FeedOrder;
  page: number;
  per_page: number;
  cursor?: string | undefined;
}

const RANKED: readonly FeedOrder[] = ['new_activity', 'likes', 'popular'];

/** A merged page's position: per source, the key after which it resumes, null (from the start) or 'end'. */
type Position = DynamoKey | null | 'end';

function decodePositions(cursor: string, sources: FeedSource[]): Position[] {
  const invalid = () => new InvalidParamError([{ path: 'cursor', message: 'is not a cursor returned by this list' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== sources.length) throw invalid();
  return parsed.map((p: unknown, i) => {
    if (p === null || p === 'end') return p;
    const source = sources[i];
    if (!source) throw invalid();
    // Each key must stay in its own source's partition.
    return decodeCursor(Buffer.from(JSON.stringify(p)).toString('base64url'), sourcePartition(source));
  });
}

const encodePositions = (positions: Position[]): string | null =>
  positions.every((p) => p === 'end') ? null : Buffer.from(JSON.stringify(positions)).toString('base64url');

/**
 * Reads every source from its position and merges them by post order: the first `offset + limit`
 * posts of the merged list, the page after `offset`, and where each source resumes.
 */
async function mergedPage(sources: FeedSource[], options: { ascending: boolean; offset: number; limit: number; positions: Position[]; filter: FeedFilter }) {
  const wanted = options.offset + options.limit;
  const reads = await Promise.all(
    sources.map((source, i) => {
      const position = options.positions[i] ?? null;
      if (position === 'end') return { refs: [] as FeedRef[], lastKey: undefined };
      return readSource(source, { ascending: options.ascending, wanted, startKey: position ?? undefined, filter: options.filter });
    }),
  );
  const before = (a: FeedRef, b: FeedRef) => (options.ascending ? a.order < b.order : a.order > b.order);
  // Ranked orders read one source, already in order; merging is by creation order.
  const all = reads.flatMap((r, source) => r.refs.map((ref) => ({ ref, source })));
  if (sources.length > 1) all.sort((a, b) => (before(a.ref, b.ref) ? -1 : before(b.ref, a.ref) ? 1 : 0));
  const seen = new Set<number>();
  const window = all.filter(({ ref }) => !seen.has(ref.id) && seen.add(ref.id)).slice(0, wanted);
  const boundary = window[window.length - 1];
  const positions = reads.map((read, i): Position => {
    const start = options.positions[i] ?? null;
    if (start === 'end') return 'end';
    // A lone source is consumed as far as the window goes (ranked orders are not by date); merged
    // sources up to the page's last post, duplicates dropped from the window included.
    const consumed =
      sources.length === 1 ? read.refs.slice(0, window.length) : boundary ? read.refs.filter((r) => !before(boundary.ref, r)) : [];
    const last = consumed[consumed.length - 1];
    if (consumed.length === read.refs.length && !read.lastKey) return 'end';
    return last ? last.key : start;
  });
  return { refs: window.slice(options.offset).map((w) => w.ref), positions };
}

interface Plan {
  sources: FeedSource[];
  space: SpaceRecord | null;
  stickyId: number | null;
  /** Counters the total comes from, read with the page; null when the list is filtered. */
  counted: boolean;
}

/** The space when the caller may read its feed (null when not), with its sticky post. */
async function gateSpace(ref: { slug: string } | { id: number }, caller: Caller | null) {
  const loaded = await loadSpace(ref, caller);
  if (spaceVisibility(loaded.space, caller, loaded.membership) !== 'full') return null;
  const raw = loaded.extras.get(itemKeyOf(keys.space(loaded.space.id)));
  return { space: loaded.space, stickyId: typeof raw?.['sticky_feed_id'] === 'number' ? raw['sticky_feed_id'] : null };
}

async function resolveTopicIds(q: FeedListQuery): Promise<number[]> {
  const ids = new Set(q.topics ?? []);
  if (q.topic_slug !== undefined) {
    const topic = (await listTopics()).find((t) => t.slug === q.topic_slug?.toLowerCase());
    // An unknown topic matches no post.
    ids.add(topic?.id ?? 0);
  }
  return [...ids];
}

const EMPTY = { feeds: [], total: 0, sticky: null, nextCursor: null };

const filterOf = (q: FeedListQuery): FeedFilter => ({ search: q.search?.trim().toLowerCase() || undefined, unanswered: q.order_by_type === 'unanswered' });

const spaceRefOf = (q: Pick<FeedListQuery, 'space' | 'space_id'>) => (q.space !== undefined ? { slug: q.space } : q.space_id !== undefined ? { id: q.space_id } : null);

/** A list request as the client sends it: no `order_by_type` leaves the order to the site. */
export type FeedListRequest = Omit<FeedListQuery, 'order_by_type'> & { order_by_type?: FeedOrder | undefined };

/**
 * The order a list is read in (docs/feeds.md, Feed lists): the client's, else customization's
 * `default_feed_sort_by` (else latest); with `disable_feed_sort_by` the client's order is ignored,
 * save in the moderation queue. A ranked default orders only a space's feed without topics (the
 * others are latest). The rules are kept per container (site-rules.ts): no call of their own.
 */
async function orderOf(q: FeedListRequest): Promise<FeedOrder> {
  const { posting } = await siteRules();
  const chosen = q.order_by_type !== undefined && (!posting.feedOrderLocked || q.status === 'pending') ? q.order_by_type : undefined;
  if (chosen) return chosen;
  const fallback = posting.defaultFeedOrder || 'latest';
  const spaceFeed = spaceRefOf(q) !== null && !q.topics?.length && q.topic_slug === undefined && q.status !== 'pending';
  return RANKED.includes(fallback) && !spaceFeed ? 'latest' : fallback;
}

/** A page of a feed list, as the routes shape it. */
export type FeedListPage = Awaited<ReturnType<typeof joinPage>>;

/**
 * One page of a feed list. A space's feed reads the space (and the caller's membership) beside the
 * page's Queries when its id is known without a call (docs/data-model.md "Reads in two trips"):
 * the page is dropped when the caller may not read the space. `speculate: false` reads the space
 * first (a remembered slug that named another space).
 */
export async function listFeedsFor(request: FeedListRequest, caller: Caller | null, options: { speculate?: boolean } = {}): Promise<FeedListPage> {
  const q: FeedListQuery = { ...request, order_by_type: await orderOf(request) };
  if (q.status === 'pending') return pendingQueue(q, caller);
  const rank = RANKED.includes(q.order_by_type) ? (q.order_by_type as FeedRank) : undefined;
  const filter = filterOf(q);
  const spaceRef = spaceRefOf(q);
  let space: SpaceRecord | null = null;
  let stickyId: number | null = null;
  let spaceId: number | null = null;
  let gate: Promise<Awaited<ReturnType<typeof gateSpace>>> | null = null;
  if (spaceRef) {
    const known = options.speculate === false ? null : knownSpaceId(spaceRef);
    if (known === null) {
      const gated = await gateSpace(spaceRef, caller);
      if (!gated) return EMPTY;
      ({ space, stickyId } = gated);
      spaceId = gated.space.id;
    } else {
      spaceId = known;
      // Awaited with the page; a request refused before then still reports the space's own error first.
      gate = started(() => gateSpace(spaceRef, caller));
    }
  }
  const topicIds = await resolveTopicIds(q);
  // The whole site by popularity: its own index (docs/feeds.md, Feed lists), no filter but search.
  const sitePopular = rank === 'popular' && spaceId === null && topicIds.length === 0 && q.user_id === undefined && !q.following;
  if (rank && !sitePopular && (spaceId === null || topicIds.length > 0)) {
    await gate;
    throw new InvalidParamError([{ path: 'order_by_type', message: `${rank} orders a space's feed: give space (and no topics)` }]);
  }
  let sources: FeedSource[];
  if (sitePopular) {
    // Posts on the public timeline for everyone; moderators also read the non-public spaces'.
    sources = [{ kind: 'popular', restricted: false }, ...(isModerator(caller) ? [{ kind: 'popular', restricted: true } as const] : [])];
  } else if (topicIds.length > 0) {
    sources = topicIds.map((topicId) => ({ kind: 'topic', topicId }));
    if (spaceId !== null) filter.spaceId = spaceId;
    if (q.user_id !== undefined) filter.userId = q.user_id;
  } else if (spaceId !== null) sources = [{ kind: 'space', spaceId, rank }];
  else if (q.user_id !== undefined) sources = [{ kind: 'user', userId: q.user_id, publishedOnly: caller?.userId !== q.user_id }];
  else if (q.following) sources = caller ? [{ kind: 'following', userId: caller.userId }] : [];
  // Moderators read every space: the restricted timeline replaces their inbox.
  else if (caller) sources = [{ kind: 'timeline' }, isModerator(caller) ? { kind: 'restricted' } : { kind: 'inbox', userId: caller.userId }];
  else sources = [{ kind: 'timeline' }];
  const filtered = filter.search !== undefined || filter.unanswered === true || (topicIds.length > 0 && (spaceId !== null || q.user_id !== undefined));
  // As the original platform does, disable_sticky, search and topic filters turn the sticky slot off.
  const stickySlot = q.disable_sticky !== true && filter.search === undefined && topicIds.length === 0;
  const plan: Plan = { sources, space, stickyId: stickySlot ? stickyId : null, counted: !filtered };
  if (!gate) return joinPage(plan, await readPage(plan, q, filter), q, caller, topicIds);
  // One round: the page's Queries and the space's read side by side.
  const [gated, page] = await Promise.all([gate, readPage(plan, q, filter)]);
  if (!gated) return EMPTY;
  // The remembered slug named another space: read again, the space first.
  if (gated.space.id !== spaceId) return listFeedsFor(request, caller, { speculate: false });
  return joinPage({ ...plan, space: gated.space, stickyId: stickySlot ? gated.stickyId : null }, page, q, caller, topicIds);
}

/**
 * The moderation queue (`status=pending`, docs/feeds.md "Moderation queue"), newest first (or
 * `oldest`), one Query per page on the pending posts' sparse index keys:
 * - with a space its moderators (space managers, community moderators, administrators) get its
 *   pending posts; anyone else who reads the space, their own pending posts there; a space the
 *   caller may not read answers as its feed does (an empty page);
 * - without a space community moderators and administrators get every pending post; anyone else
 *   their own (a space moderator names the space to see its queue); anonymous callers nothing.
 * `user_id` narrows to one author. No counter: the total is the posts up to this page plus one
 * when more follow, as for the other filtered lists.
 */
async function pendingQueue(q: FeedListQuery, caller: Caller | null) {
  if (!caller) return EMPTY;
  const filter = filterOf(q);
  const spaceRef = spaceRefOf(q);
  let space: SpaceRecord | null = null;
  let moderates = isModerator(caller);
  if (spaceRef) {
    const loaded = await loadSpace(spaceRef, caller);
    space = loaded.space;
    if (spaceVisibility(space, caller, loaded.membership) !== 'full') return EMPTY;
    moderates = isSpaceManager(caller, loaded.membership);
  }
  // Who does not moderate the queue reads only their own posts in it.
  const author = moderates ? q.user_id : caller.userId;
  if (q.user_id !== undefined && q.user_id !== author) return EMPTY;
  if (author !== undefined) filter.userId = author;
  const sources: FeedSource[] =
    space || moderates ? [{ kind: 'pending', spaceId: space?.id ?? null }] : [{ kind: 'user', userId: caller.userId, publishedOnly: false, pendingOnly: true }];
  const plan: Plan = { sources, space, stickyId: null, counted: false };
  return joinPage(plan, await readPage(plan, q, filter), q, caller, []);
}

/** The page's Queries: one round, every source side by side. */
function readPage(plan: Plan, q: FeedListQuery, filter: FeedFilter) {
  return mergedPage(plan.sources, {
    ascending: q.order_by_type === 'oldest',
    offset: q.cursor ? 0 : (q.page - 1) * q.per_page,
    limit: q.per_page,
    positions: q.cursor ? decodePositions(q.cursor, plan.sources) : plan.sources.map(() => null),
    filter,
  });
}

/** The page's posts joined with what they show (one BatchGet), checked and shaped, with the total. */
async function joinPage(plan: Plan, page: Awaited<ReturnType<typeof readPage>>, q: FeedListQuery, caller: Caller | null, topicIds: number[]) {
  const { sources, space } = plan;
  const firstPage = q.page === 1 && !q.cursor;
  const refs = page.refs;
  const counterKeys = plan.counted
    ? [
        ...(sources.some((s) => s.kind === 'timeline' || (s.kind === 'popular' && !s.restricted)) ? [keys.counter(PUBLIC_TIMELINE_COUNTER)] : []),
        ...(sources.some((s) => s.kind === 'restricted' || (s.kind === 'popular' && s.restricted)) ? [keys.counter(RESTRICTED_TIMELINE_COUNTER)] : []),
        ...(caller && sources.some((s) => s.kind === 'inbox' || s.kind === 'following') ? [keys.feedCounts(caller.userId)] : []),
        ...topicIds.map((id) => keys.topic(id)),
      ]
    : [];
  const found = await batchGet([
    ...refs.flatMap((r) => (r.post ? [] : [keys.feed(r.id)])),
    ...refs.map((r) => keys.user(r.userId)),
    ...refs.flatMap((r) => (r.spaceId !== null && r.spaceId !== space?.id ? [keys.space(r.spaceId)] : [])),
    ...(caller ? refs.flatMap((r) => (r.spaceId !== null && r.spaceId !== space?.id ? [keys.spaceMember(r.spaceId, caller.userId)] : [])) : []),
    ...(plan.stickyId !== null && firstPage ? [keys.feed(plan.stickyId)] : []),
    ...counterKeys,
    // The caller's likes and bookmarks of the page's posts (has_user_react, bookmarked): no call of their own.
    ...postViewerKeys(caller, [...refs.map((r) => r.id), ...(plan.stickyId !== null && firstPage ? [plan.stickyId] : [])]),
    // The permalinks' portal slug, only when there are posts to show: an empty page makes no call for it.
    ...(refs.length > 0 || (plan.stickyId !== null && firstPage) ? [keys.settings()] : []),
  ]);
  const spaceOf = (spaceId: number | null): SpaceRecord | null => {
    if (spaceId === null) return null;
    if (spaceId === space?.id) return space;
    const item = found.get(itemKeyOf(keys.space(spaceId)));
    return item ? toSpace(item) : null;
  };
  const posts = refs.flatMap((r) => {
    const item = r.post ? null : found.get(itemKeyOf(keys.feed(r.id)));
    const post = r.post ?? (item ? toFeed(item) : null);
    if (!post || post.id === plan.stickyId) return [];
    const s = spaceOf(post.space_id);
    if (post.space_id !== null && s === null) return [];
    const m = caller && post.space_id !== null && post.space_id !== space?.id ? found.get(itemKeyOf(keys.spaceMember(post.space_id, caller.userId))) : undefined;
    const membership = post.space_id === space?.id ? 'full' : m ? toMembership(m) : null;
    // A post reached through a list the caller may read is re-checked, except in a space already checked.
    if (membership !== 'full' && !mayReadFeed(post, caller, s, membership)) return [];
    return [post];
  });
  // The fields of features that are off are left out (the switches come with the kept rules: no call).
  const features = await featuresInForce();
  const shape = (f: FeedRecord) => {
    const author = found.get(itemKeyOf(keys.user(f.user_id)));
    const s = spaceOf(f.space_id);
    return toFeedView(f, { xprofile: author ? toXprofile(toProfile(author)) : null, space: s, portal: portalOf(found), viewer: postViewer(found, caller, f.id), features, reviewer: isModerator(caller) });
  };
  const stickyItem = plan.stickyId !== null ? found.get(itemKeyOf(keys.feed(plan.stickyId))) : undefined;
  const sticky = stickyItem ? toFeed(stickyItem) : null;
  const nextCursor = encodePositions(page.positions);
  return {
    feeds: posts.map(shape),
    total: await total(plan, q, caller, found, topicIds, posts.length, nextCursor !== null),
    sticky: sticky && sticky.status === 'published' ? shape(sticky) : null,
    nextCursor,
  };
}

/**
 * The list's size from the counters kept with each post (or, for one member's posts, counted).
 * A filtered list has no counter: as the original platform, its total is the posts up to this
 * page, plus one when more follow.
 */
async function total(plan: Plan, q: FeedListQuery, caller: Caller | null, found: Map<string, Record<string, unknown>>, topicIds: number[], shown: number, more: boolean) {
  const source = plan.sources[0];
  const seenSoFar = (q.cursor ? 0 : (q.page - 1) * q.per_page) + shown + (more ? 1 : 0);
  if (!plan.counted || !source) return source ? seenSoFar : 0;
  if (topicIds.length > 0) {
    // Moderators read every published post; others are counted only what anyone may read (the
    // public count), or what they were shown so far when they read more (a private space's posts).
    const scope = isModerator(caller) ? 'all' : 'public';
    const counted = topicIds.reduce((sum, id) => sum + topicPostsCount(found.get(itemKeyOf(keys.topic(id))), scope), 0);
    return scope === 'all' ? counted : Math.max(counted, seenSoFar);
  }
  const counts = caller ? feedCounts(found.get(itemKeyOf(keys.feedCounts(caller.userId)))) : { inbox: 0, following: 0 };
  switch (source.kind) {
    case 'space':
      return plan.space?.posts_count ?? 0;
    case 'user':
      return countUserFeeds(source.userId, source.publishedOnly);
    case 'following':
      return counts.following;
    default: {
      const counter = (name: string) => Number(found.get(itemKeyOf(keys.counter(name)))?.['value'] ?? 0);
      const second = plan.sources[1];
      const restricted = second?.kind === 'restricted' || (second?.kind === 'popular' && second.restricted);
      return counter(PUBLIC_TIMELINE_COUNTER) + (second?.kind === 'inbox' ? counts.inbox : restricted ? counter(RESTRICTED_TIMELINE_COUNTER) : 0);
    }
  }
}

/**
 * The original's `last_id` (GET /feeds/bookmarks, page 1): the newest published post the caller
 * may read, 1 when there is none. The newest of the public timeline and of what the caller adds
 * to it (moderators the non-public spaces' timeline, members their inbox): two Queries of one item.
 */
export async function newestFeedId(caller: Caller): Promise<number> {
  const sources: FeedSource[] = [{ kind: 'timeline' }, isModerator(caller) ? { kind: 'restricted' } : { kind: 'inbox', userId: caller.userId }];
  const reads = await Promise.all(sources.map((source) => readSource(source, { ascending: false, wanted: 1, filter: {} })));
  // The newest by the lists' order, not the highest id: post ids come in per-container blocks (docs/data-model.md).
  const newest = reads.flatMap((r) => r.refs).reduce<FeedRef | null>((a, b) => (a === null || b.order > a.order ? b : a), null);
  return newest?.id ?? 1;
}
