/**
 * Feed post use cases: create (posting rules, rendering, mentions, duplicate and rate checks),
 * read, update, moderation patch, delete. Lists are in feed-list-service.ts.
 */
import { mediaPreviewOf } from '#features/media/link-preview.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin, isModerator } from '#platform/auth/access.ts';
import { getLoginAccount } from '#features/members/account-store.ts';
import { contributionUpdates, periodZone, rejectionUpdate, standingKey, toStanding, type Standing } from '#features/members/contribution-store.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { blockedBy, holdConfig, holdReason, isTrusted } from '#features/feeds/hold-rules.ts';
import { isDeepStrictEqual } from 'node:util';
import {
  DUPLICATE_MARKER_INDEX,
  changedFeedItems,
  deletedFeedItems,
  getFeed,
  newFeedItems,
  resolveFeedSlug,
  RATE_KEYS,
  toFeed,
  transactWithSlot,
  rememberedFeedSlug,
  forgetFeedSlug,
  type FeedPlacement,
  type RateLimit,
} from '#features/feeds/feed-store.ts';
import { keys } from '#platform/data/keys.ts';
import { purgeJobPut } from '#features/spaces/space-content-store.ts';
import { toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { viewerFlags, viewerKeys } from '#features/feeds/reaction-store.ts';
import { spaceStickyUpdate, toSpace } from '#features/spaces/space-store.ts';
import { pinChangeItems } from '#features/feeds/feed-pin-store.ts';
import { mergeSameItemUpdates, nextId, transact, type TransactItem } from '#platform/data/transactions.ts';
import {
  DuplicatePostError,
  FeedNotFoundError,
  assertMayPost,
  assertMayTakePart,
  assertSameSpace,
  newFeedRecord,
  mayEditFeed,
  mayReadFeed,
  mentionedUsernames,
  onPublicTimeline,
  messageFingerprint,
  renderMessage,
  NOT_REACTED,
  assertMayPostOutsideSpaces,
  titleUnderPref,
  toFeedView,
  withoutViewer,
  mediaIdsOf,
  type FeedRecord,
  type FeedStatus,
  type ViewerFlags,
} from '#features/feeds/feeds.ts';
import { toXprofile } from '#features/members/members.ts';
import { portalSlug } from '#features/settings/portal.ts';
import { attachedView, claimChanges, mediaConflictFrom, releaseItems, resolveMedia, type MediaInput } from '#features/media/media-attachments.ts';
import { resolvePostTopics } from '#features/topics/topic-service.ts';
import { isSpaceManager, type MembershipView } from '#features/spaces/space-access.ts';
import { loadSpace } from '#features/spaces/space-service.ts';
import { RecentMap } from '#platform/core/recent-map.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { endsSchedule, isOpen, moderatesPost, resultingStatus, statusEvent, type CreateFeedStatus } from '#features/feeds/feed-status.ts';
import { createPostSchedule, deletePostSchedule } from '#features/feeds/post-schedules.ts';
import { scheduleOf, type ScheduleRequest } from '#features/feeds/post-schedule-rules.ts';
import { readStoredSettings, toStoredSettings } from '#features/settings/settings-store.ts';
import { featuresInForce } from '#features/settings/feature-switches.ts';
import { effectiveValue, type StoredSettings } from '#features/settings/settings.ts';
import { outboxPut } from '#platform/events/outbox.ts';
import { ApiError, ForbiddenError } from '#platform/core/errors.ts';
import { surveyView, type SurveyConfig } from '#features/feeds/surveys.ts';
import { memberVoteKey, votedSlugs } from '#features/feeds/survey-store.ts';
import { log, errorField } from '#platform/core/log.ts';

const placementOf = (space: SpaceRecord | null): FeedPlacement => ({ onPublicTimeline: onPublicTimeline(space) });

/** Resolves @mentions to existing accounts: lower-cased name -> username, and their ids. */
export async function resolveMentions(message: string): Promise<{ names: Map<string, string>; ids: number[] }> {
  const names = new Map<string, string>();
  const ids: number[] = [];
  // Side by side: one round of reads however many names the text mentions.
  const wanted = mentionedUsernames(message);
  const logins = await Promise.all(wanted.map((name) => getLoginAccount(name)));
  for (const [i, name] of wanted.entries()) {
    const login = logins[i];
    if (login && login.status === 'active') {
      names.set(name, login.username);
      ids.push(login.user_id);
    }
  }
  return { names, ids };
}

/**
 * The author's published posts for the directory's top contributors, counted in the period the
 * post was created in, as it enters or leaves the published state.
 */
export function authorPostCount(before: FeedRecord | null, after: FeedRecord | null): TransactItem[] {
  const published = (f: FeedRecord | null) => (f?.status === 'published' ? 1 : 0);
  const delta = published(after) - published(before);
  const post = after ?? before;
  return post && delta !== 0 ? contributionUpdates(post.user_id, 'posts', delta, new Date(post.created_at), post.period_tz) : [];
}

export interface NewFeedInput {
  message: string;
  title: string;
  space?: string | undefined;
  space_id?: number | undefined;
  content_type: string;
  status: CreateFeedStatus;
  /** Uploaded media (and oEmbed links) to show; undefined when the request names none. */
  media?: MediaInput | undefined;
  /** `media: {type: 'oembed', url}`: the URL whose preview becomes meta.media_preview. */
  link_preview?: string | undefined;
  topics?: Array<number | string> | undefined;
  /** With status `scheduled` (the schema requires it then). */
  schedule?: ScheduleRequest | undefined;
  /** A survey (surveys.ts): the post's meta.survey_config. */
  survey?: SurveyConfig | undefined;
}

/** The portal slug of permalinks, from a BatchGet that fetched keys.settings() with its other keys. */
export const portalOf = (found: ReadonlyMap<string, Record<string, unknown>>): string => portalSlug(toStoredSettings(found.get(itemKeyOf(keys.settings()))));

/**
 * The post with the author's xprofile and its space, ready to answer. `found` may already hold
 * them: read with keys.settings() too (its permalink's portal slug).
 */
export async function loadPostView(feed: FeedRecord, space?: SpaceRecord | null, found?: Map<string, Record<string, unknown>>, viewer?: Caller | null) {
  const authorKey = keys.user(feed.user_id);
  const spaceKey = space === undefined && feed.space_id !== null ? keys.space(feed.space_id) : null;
  if (!found?.has(itemKeyOf(authorKey))) found = await batchGet([authorKey, keys.settings(), ...(spaceKey ? [spaceKey] : []), ...postViewerKeys(viewer ?? null, [feed.id])]);
  const author = found.get(itemKeyOf(authorKey));
  const spaceItem = spaceKey ? found.get(itemKeyOf(spaceKey)) : undefined;
  const s = space !== undefined ? space : spaceItem ? toSpace(spaceItem) : null;
  return toFeedView(feed, {
    xprofile: author ? toXprofile(toProfile(author)) : null,
    space: s,
    portal: portalOf(found),
    viewer: viewer === undefined ? undefined : postViewer(found, viewer, feed.id),
    // An answer to a caller leaves out the fields of features that are off (kept rules: no call).
    features: viewer === undefined ? undefined : await featuresInForce(),
    reviewer: isModerator(viewer ?? null),
  });
}

/** What a post's text is judged by (the word filter) and, when already read, its author's standing. */
export interface PostContent {
  texts: readonly string[];
  standing?: Standing | undefined;
  /** Hidden by reports (docs/moderation.md, Reports): only a moderator publishes it again. */
  held?: boolean | undefined;
}

/**
 * The status a write by `caller` ends with (feed-status.ts). A post that enters the lists and is
 * not written by one of its moderators waits as pending when its space requires approval, or the
 * site holds it (docs/moderation.md, "Holding content for review": moderate_posts, the first post,
 * the word filter; trusted members skip the first two). What the answer depends on is read only
 * when needed: the site's settings unless `settings` were read already, the author's standing
 * unless `content` brings it.
 */
export async function statusFor(
  requested: FeedStatus,
  current: FeedStatus | null,
  space: SpaceRecord | null,
  caller: Caller,
  membership: MembershipView | null,
  settings?: StoredSettings,
  content?: PostContent,
) {
  const moderates = moderatesPost(caller, space !== null, membership);
  const decides = isOpen(requested) && !moderates && (current === null || !isOpen(current));
  // `held`: hidden by reports (docs/moderation.md): only a moderator publishes it again.
  const approvalRequired = decides && (content?.held === true || space?.settings.require_approval === true || (await siteHoldsPost(caller, settings, content)));
  return resultingStatus(requested, current, { moderates, approvalRequired });
}

/** The site's hold on a post by `caller`, who does not moderate it (hold-rules.ts). */
async function siteHoldsPost(caller: Caller, settings: StoredSettings | undefined, content: PostContent | undefined): Promise<boolean> {
  const site = settings ?? (await readStoredSettings());
  const config = holdConfig((await siteRules()).moderation);
  const trustMatters = effectiveValue('auto_approve_trusted_users', site) === true;
  const needsStanding = trustMatters || config.first_post_approval === 'yes';
  const standing = content?.standing ?? (needsStanding ? await readStanding(caller.userId) : toStanding(undefined));
  const now = new Date();
  return (
    holdReason({
      moderates: false,
      siteModerates: effectiveValue('moderate_posts', site) === true,
      firstApproval: config.first_post_approval === 'yes',
      isFirst: standing.posts === 0,
      blocked: blockedBy(config, content?.texts ?? []),
      trusted: trustMatters && isTrusted(standing, config, now),
    }) !== null
  );
}

const readStanding = async (userId: number): Promise<Standing> => toStanding((await batchGet([standingKey(userId)])).get(itemKeyOf(standingKey(userId))));

/** The limits spam protection applies, or null when it is off (docs/moderation.md). */
export async function spamLimits(settings: StoredSettings): Promise<{ posts: RateLimit; comments: RateLimit } | null> {
  if (effectiveValue('spam_protection', settings) !== true) return null;
  const config = holdConfig((await siteRules()).moderation);
  return {
    posts: { limit: config.spam_posts_per_window, windowSeconds: config.spam_window_minutes * 60 },
    comments: { limit: config.spam_comments_per_minute, windowSeconds: 60 },
  };
}

/** A status event for `after` (feed-status.ts); the post's author is its actor when it enters the lists. */
function statusEventItem(before: FeedRecord | null, after: FeedRecord, changed: boolean, caller: Caller, data: Record<string, unknown>, now: Date): TransactItem[] {
  const name = statusEvent(before?.status ?? null, after.status, changed);
  if (name === null) return [];
  return [outboxPut({ name, actorId: name === 'feed.created' ? after.user_id : caller.userId, spaceId: after.space_id, data }, now)];
}

/** Keys of the caller's likes and bookmarks of these posts, for the BatchGet a page makes anyway (none when anonymous). */
export const postViewerKeys = (caller: Caller | null, postIds: number[]) => (caller ? viewerKeys(caller.userId, postIds.map((postId) => ({ postId }))) : []);

/** The caller's flags on a post from what postViewerKeys read: false for an anonymous caller. */
export function postViewer(found: ReadonlyMap<string, unknown>, caller: Caller | null, postId: number): ViewerFlags {
  const flags = viewerFlags(found, caller?.userId ?? null, { postId });
  return { has_user_react: flags.liked, bookmarked: flags.bookmarked };
}

export async function createFeed(input: NewFeedInput, caller: Caller) {
  const spaceRef = input.space !== undefined ? { slug: input.space } : input.space_id !== undefined ? { id: input.space_id } : null;
  // The posting rules are kept per container (site-rules.ts): no call of their own.
  const rules = siteRules();
  // The site's settings and the author's standing come with the space and membership (or in one
  // BatchGet without a space): whether the post waits for approval may depend on them. The
  // author's profile and the settings' portal slug then shape the answer with no read of their own.
  // The posting window (spam protection) too: its slot is taken in the post's transaction.
  const rateKey = isAdmin(caller) ? null : RATE_KEYS.post(caller.userId);
  const extraKeys = [keys.settings(), standingKey(caller.userId), keys.user(caller.userId), ...(rateKey ? [rateKey] : [])];
  const loaded = spaceRef ? await loadSpace(spaceRef, caller, { consistent: true, extraKeys: () => extraKeys }) : null;
  const space = loaded?.space ?? null;
  assertMayPost(space, caller, loaded?.membership ?? null);
  const { posting, timeZone } = await rules;
  if (!space) assertMayPostOutsideSpaces(caller, posting.globalPosts);
  const title = titleUnderPref(posting.titlePref, input.title, '');
  const found = loaded?.extras ?? (await batchGet(extraKeys, { consistent: true }));
  const settings = toStoredSettings(found.get(itemKeyOf(keys.settings())));
  const standing = toStanding(found.get(itemKeyOf(standingKey(caller.userId))));
  const status = await statusFor(input.status, null, space, caller, loaded?.membership ?? null, settings, { texts: [title, input.message], standing });
  const now = new Date();
  // Checked before anything is written: a past time is refused as it is.
  const schedule = status === 'scheduled' ? await scheduleOf(input.schedule, 1, now) : undefined;
  // What depends on nothing else is read side by side: the topics, the media, the mentions, the link's preview.
  const [topics, attached, mentions, preview, id] = await Promise.all([
    resolvePostTopics(input.topics ?? [], caller, [], space),
    // Claimed with the post (its id is not known yet).
    input.media ? maxMedia(input.media, settings).then((max) => resolveMedia(input.media!.refs, null, caller, max)) : [],
    resolveMentions(input.message),
    input.link_preview === undefined ? undefined : mediaPreviewOf(input.link_preview, caller.userId),
    // Taken from the container's block of post ids (transactions.ts ID_BLOCKS): no call on a warm one.
    nextId('feed'),
  ]);
  // Spam protection (docs/moderation.md): the posting rate (administrators are not limited), taken with the post, and duplicates.
  const spam = await spamLimits(settings);
  const slot = spam && rateKey ? { key: rateKey, seen: found.get(itemKeyOf(rateKey)), rate: spam.posts } : null;
  const at = now.toISOString();
  const feed = newFeedRecord(
    {
      id,
      user_id: caller.userId,
      space_id: space?.id ?? null,
      title,
      message: input.message,
      message_rendered: await renderMessage(input.message, mentions.names),
      content_type: input.survey ? 'survey' : input.content_type,
      status,
      topics,
      media: [...attached.map(attachedView), ...(input.media?.links ?? [])],
      meta: { mentioned_user_ids: mentions.ids, ...(preview ? { media_preview: preview } : {}), ...(input.survey ? { survey_config: input.survey } : {}) },
      ...(schedule ? { schedule } : {}),
      // Its counters' periods are the site's time zone's, now and when it is uncounted (absent: UTC).
      ...periodZone(timeZone),
    },
    at,
  );
  const placement = placementOf(space);
  const data = await loadPostView(feed, space, found);
  const items = [
    ...newFeedItems(feed, placement, messageFingerprint(input.message, feed.space_id), now, spam !== null),
    ...authorPostCount(null, feed),
    ...statusEventItem(null, feed, true, caller, data, now),
  ];
  await transactWithSlot([...items, ...claimChanges([], attached, { source: 'feed', id }, now)], slot, now, (failed) => {
    if (failed.includes(DUPLICATE_MARKER_INDEX)) throw new DuplicatePostError();
    mediaConflictFrom(items.length)(failed);
  });
  rememberSpace(feed);
  if (schedule) await scheduleOrDraft(feed, space, caller);
  return { ...data, ...NOT_REACTED };
}

/**
 * The post is written scheduled first, then its schedule is created (docs/scheduled-posts.md):
 * when Scheduler refuses, the post goes back to a draft (its author keeps the text) and the
 * request answers 503, so no post is left scheduled without a schedule.
 */
async function scheduleOrDraft(feed: FeedRecord, space: SpaceRecord | null, caller: Caller) {
  const schedule = feed.schedule;
  // auto_publish false: no schedule; the post waits for its author to publish it.
  if (!schedule?.auto_publish) return;
  try {
    await createPostSchedule({ postId: feed.id, version: schedule.version, local: schedule.local, timeZone: schedule.timezone });
  } catch (error) {
    log.error('schedule not created; post saved as draft', { post_id: feed.id, error: errorField(error) });
    const { schedule: _s, ...rest } = feed;
    await savePostChange(feed, { ...rest, status: 'draft' }, space, caller);
    throw new ApiError(503, 'schedule_unavailable', 'The post could not be scheduled; it was saved as a draft.', { data: { feed_id: feed.id }, cause: error });
  }
}

/** The site's max_media_per_post, read only when the request names media (and not read with the space already). */
export async function maxMedia(input: MediaInput, settings?: StoredSettings): Promise<number> {
  if (input.refs.length === 0) return 0;
  return effectiveValue('max_media_per_post', settings ?? (await readStoredSettings())) as number;
}

export type FeedRef = { id: number } | { slug: string };

/**
 * Each post's space (null: on a profile) as this container saw it. A post never changes space
 * (space_change_not_supported), so a warm container reads a post with its space, the caller's
 * membership and the write's other keys in one BatchGet. Bounded like the other lookups (RecentMap).
 */
const knownSpaces = new RecentMap<number, number | null>(10_000, 60 * 60_000);

const rememberSpace = (feed: Pick<FeedRecord, 'id' | 'space_id'>): void => knownSpaces.set(feed.id, feed.space_id);

type ReadOptions = { consistent?: boolean; extraKeys?: Array<{ pk: string; sk: string }> };

/** The post and its space with the caller's membership, or 404 when the caller may not read it. */
export async function loadReadable(ref: FeedRef, caller: Caller | null, options: ReadOptions = {}) {
  const id = 'id' in ref ? ref.id : await resolveFeedSlug(ref.slug);
  const spaceId = id === null ? undefined : knownSpaces.get(id);
  if (id !== null && spaceId !== undefined) {
    const feedKey = keys.feed(id);
    const read = await spaceAndExtras(spaceId, caller, { ...options, extraKeys: [feedKey, ...(options.extraKeys ?? [])] });
    const item = read.extras.get(itemKeyOf(feedKey));
    if (!item) knownSpaces.delete(id);
    return checkReadable(item ? toFeed(item) : null, caller, options, read);
  }
  const feed = id === null ? null : await getFeed(id, options);
  if (feed) rememberSpace(feed);
  return checkReadable(feed, caller, options);
}

/** A post the caller may read and take part in (edit, comment on, like): 403 for a member its space banned. */
export async function loadWritable(ref: FeedRef, caller: Caller, extraKeys?: Array<{ pk: string; sk: string }>) {
  const loaded = await loadReadable(ref, caller, { consistent: true, ...(extraKeys ? { extraKeys } : {}) });
  assertMayTakePart(loaded.space, caller, loaded.membership);
  return loaded;
}

/** The space (with the caller's membership) and `extraKeys` in one BatchGet; the keys alone for a post on a profile. */
async function spaceAndExtras(spaceId: number | null, caller: Caller | null, options: ReadOptions) {
  const extraKeys = options.extraKeys ?? [];
  const loaded = spaceId !== null ? await loadSpace({ id: spaceId }, caller, { ...options, extraKeys: () => extraKeys }).catch(() => null) : null;
  const extras = loaded?.extras ?? (extraKeys.length > 0 ? await batchGet(extraKeys, { consistent: options.consistent ?? false }) : new Map<string, Record<string, unknown>>());
  return { loaded, extras };
}

/**
 * The read check of a post already read: its space and the caller's membership in one BatchGet,
 * with `extraKeys` (e.g. the authors of a page of comments) fetched in the same call (or `read`
 * already, with the post).
 */
export async function checkReadable(feed: FeedRecord | null, caller: Caller | null, options: ReadOptions = {}, read?: Awaited<ReturnType<typeof spaceAndExtras>>) {
  if (!feed) throw new FeedNotFoundError();
  const { loaded, extras } = read ?? (await spaceAndExtras(feed.space_id, caller, options));
  const space = loaded?.space ?? null;
  if ((feed.space_id !== null && !space) || !mayReadFeed(feed, caller, space, loaded?.membership ?? null)) throw new FeedNotFoundError();
  const rawSpace = space ? extras.get(itemKeyOf(keys.space(space.id))) : undefined;
  const stickyId = typeof rawSpace?.['sticky_feed_id'] === 'number' ? rawSpace['sticky_feed_id'] : null;
  return { feed, space, membership: loaded?.membership ?? null, stickyId, extras };
}

/** A post by its slug: one read when the container remembers the slug's post and that post still carries it. */
async function postBySlug(slug: string): Promise<FeedRecord | null> {
  const known = rememberedFeedSlug(slug);
  if (known !== null) {
    const post = await getFeed(known);
    if (post?.slug.toLowerCase() === slug.toLowerCase()) return post;
    forgetFeedSlug(slug);
  }
  const id = await resolveFeedSlug(slug);
  return id === null ? null : getFeed(id);
}

/** A post in 2 calls (by slug too on a warm container): the post, then its space, the caller's membership and the author together. */
export async function readFeed(ref: FeedRef, caller: Caller | null) {
  const post = 'id' in ref ? await getFeed(ref.id) : await postBySlug(ref.slug);
  // A survey's reader sees their own choice (`voted`): their vote item comes in the same BatchGet.
  const voteKey = caller && post?.meta.survey_config ? memberVoteKey(post.id, caller.userId) : null;
  const { feed, space, extras } = await checkReadable(post, caller, {
    extraKeys: post ? [keys.user(post.user_id), keys.settings(), ...postViewerKeys(caller, [post.id]), ...(voteKey ? [voteKey] : [])] : [],
  });
  const view = await loadPostView(feed, space, extras, caller);
  return voteKey && view.meta.survey_config ? { ...view, meta: { ...view.meta, survey_config: surveyView(view.meta.survey_config, votedSlugs(extras.get(itemKeyOf(voteKey)))) } } : view;
}

export interface FeedPatch {
  message?: string | undefined;
  /** Only compared with the post's own space (assertSameSpace). */
  space?: string | undefined;
  space_id?: number | undefined;
  title?: string | undefined;
  content_type?: string | undefined;
  status?: FeedStatus | undefined;
  /** Replaces the post's media when given. */
  media?: MediaInput | undefined;
  /** A link whose preview replaces meta.media_preview. */
  link_preview?: string | undefined;
  topics?: Array<number | string> | undefined;
  is_sticky?: boolean | undefined;
  priority?: number | undefined;
  comments_disabled?: boolean | undefined;
}

const CONTENT_FIELDS = ['message', 'title', 'content_type', 'status', 'media', 'topics', 'comments_disabled'] as const;

/**
 * Saves a changed post with its events; a change that changes nothing writes nothing. `media`
 * are the claims, releases or record deletes of media that go with the change (last, so a
 * failed one is told apart).
 */
export async function savePostChange(before: FeedRecord, after: FeedRecord, space: SpaceRecord | null, caller: Caller, extra: TransactItem[] = [], media: TransactItem[] = [], found?: Map<string, Record<string, unknown>>) {
  if (isDeepStrictEqual({ ...after, updated_at: '', rev: 0 }, { ...before, updated_at: '', rev: 0 })) {
    // The post is unchanged (a medium it no longer showed): the media's own change still goes.
    await transact(media, mediaConflictFrom(0));
    return loadPostView(before, space, undefined, caller);
  }
  const now = new Date();
  const at = now.toISOString();
  const entersLists = before.status !== 'published' && after.status === 'published';
  const next: FeedRecord = { ...after, updated_at: at, rev: before.rev + 1, ...(entersLists ? { published_at: at } : {}) };
  const placement = placementOf(space);
  const shown = await loadPostView(next, space, found, caller);
  const data = withoutViewer(shown);
  const events: TransactItem[] = [];
  if (before.is_sticky !== next.is_sticky) {
    events.push(outboxPut({ name: next.is_sticky ? 'feed.pinned' : 'feed.unpinned', actorId: caller.userId, spaceId: next.space_id, data }, now));
  }
  events.push(...statusEventItem(before, next, CONTENT_FIELDS.some((k) => !isDeepStrictEqual(before[k], next[k])), caller, data, now));
  // The sticky pointer (extra) and the post counter may both change the space item.
  // A moderator sending a pending post back to draft rejects it: the author's standing remembers (docs/moderation.md).
  const rejected = before.status === 'pending' && next.status === 'draft' && caller.userId !== before.user_id ? [rejectionUpdate(before.user_id, now)] : [];
  const items = mergeSameItemUpdates([...changedFeedItems(before, next, placement, placement), ...authorPostCount(before, next), ...extra, ...events, ...rejected]);
  await transact([...items, ...media], (failed) => {
    if (failed.includes(0)) throw new FeedChangedError();
    mediaConflictFrom(items.length)(failed);
  });
  if (endsSchedule(before.status, next.status)) await dropSchedule(next.id);
  return shown;
}

/**
 * Deletes the schedule of a post that left `scheduled`. A failure is only logged: the change is
 * saved, and a schedule left behind does nothing when it fires (the post is no longer scheduled).
 */
async function dropSchedule(postId: number) {
  await deletePostSchedule(postId).catch((error: unknown) =>
    log.error('schedule not deleted', { post_id: postId, error: errorField(error) }));
}

export class FeedChangedError extends ApiError {
  constructor() {
    super(409, 'conflict', 'The post was changed at the same time; try again.');
  }
}

/**
 * Saves a status change alone. Two moderators approving at once: the post's revision lets one
 * write (and its one feed.created) through; the other finds the post already in the status it
 * asked for and answers it instead of a conflict.
 */
export async function savePostStatus(before: FeedRecord, after: FeedRecord, space: SpaceRecord | null, caller: Caller, extra: TransactItem[] = []) {
  try {
    return await savePostChange(before, after, space, caller, extra);
  } catch (error) {
    if (!(error instanceof FeedChangedError)) throw error;
    const current = await getFeed(before.id, { consistent: true });
    if (current?.status !== after.status) throw error;
    return loadPostView(current, space, undefined, caller);
  }
}

/** A moderator opening a post hidden by reports reviewed it: meta.auto_flagged goes (docs/moderation.md). */
function reviewedMeta(f: FeedRecord): FeedRecord['meta'] {
  if (!isOpen(f.status) || f.meta.auto_flagged !== true) return f.meta;
  const { auto_flagged: _f, ...meta } = f.meta;
  return meta;
}

/** A body that changes nothing but the status (the space fields are only compared). */
const onlyStatus = (patch: FeedPatch): boolean =>
  patch.status !== undefined &&
  Object.entries(patch).every(([k, v]) => v === undefined || k === 'status' || k === 'space' || k === 'space_id');

/**
 * The author or an administrator edits a post's content; a moderator of the post (its space's
 * managers, community moderators) may change its status alone: approve or reject a pending post.
 */
export async function updateFeed(id: number, patch: FeedPatch, caller: Caller) {
  // What the answer shows (the author, who is mostly the caller; the settings; the caller's flags) comes with the post.
  const { feed, space, membership, extras } = await loadWritable({ id }, caller, [keys.user(caller.userId), keys.settings(), ...postViewerKeys(caller, [id])]);
  const statusOnly = onlyStatus(patch);
  if (!mayEditFeed(feed, caller) && !(statusOnly && moderatesPost(caller, space !== null, membership))) {
    throw new ForbiddenError('Only the author or an administrator may edit this post.');
  }
  assertSameSpace(space, patch);
  const after: FeedRecord = { ...feed };
  if (patch.message !== undefined && patch.message !== feed.message) {
    const mentions = await resolveMentions(patch.message);
    after.message = patch.message;
    after.message_rendered = await renderMessage(patch.message, mentions.names);
    after.meta = { ...feed.meta, mentioned_user_ids: mentions.ids };
  }
  // A status alone (a moderator's approval) is no edit of the title.
  if (!statusOnly) after.title = titleUnderPref((await siteRules()).posting.titlePref, patch.title, feed.title);
  if (patch.content_type !== undefined) after.content_type = patch.content_type;
  let media: TransactItem[] = [];
  if (patch.media !== undefined) {
    const owner = { source: 'feed', id: feed.id } as const;
    const attached = await resolveMedia(patch.media.refs, owner, caller, await maxMedia(patch.media));
    after.media = [...attached.map(attachedView), ...patch.media.links];
    media = claimChanges(mediaIdsOf(feed.media), attached, owner, new Date());
  }
  if (patch.link_preview !== undefined) {
    // A new link replaces the preview; one that has none leaves the post without.
    const { media_preview: _old, ...meta } = after.meta;
    const preview = await mediaPreviewOf(patch.link_preview, caller.userId);
    after.meta = preview ? { ...meta, media_preview: preview } : meta;
  }
  if (patch.status !== undefined) after.status = await statusFor(patch.status, feed.status, space, caller, membership, toStoredSettings(extras.get(itemKeyOf(keys.settings()))), { texts: [after.title, after.message], held: feed.meta.auto_flagged === true });
  after.meta = reviewedMeta(after);
  // Cancelled (to a draft): the schedule goes with the state; a published post keeps when it was due.
  if (after.status !== 'scheduled' && after.status !== 'published') delete after.schedule;
  after.topics = await resolvePostTopics(patch.topics, caller, feed.topics, space);
  return statusOnly ? savePostStatus(feed, after, space, caller) : savePostChange(feed, after, space, caller, [], media, extras);
}

/**
 * Moderation fields: is_sticky (space managers; one sticky post per space), comments_disabled
 * (the author or a manager), status (managers).
 */
export async function patchFeed(id: number, patch: FeedPatch, caller: Caller) {
  const { feed, space, membership, stickyId } = await loadWritable({ id }, caller);
  const manager = space !== null ? isSpaceManager(caller, membership) : isAdmin(caller);
  if ((patch.is_sticky !== undefined || patch.status !== undefined) && !manager) throw new ForbiddenError('Only the managers of this space may do that.');
  if (patch.comments_disabled !== undefined && !manager && feed.user_id !== caller.userId) throw new ForbiddenError('Only the author or a manager may do that.');
  if (patch.priority !== undefined && !manager) throw new ForbiddenError('Only the managers of this space may do that.');
  const after: FeedRecord = {
    ...feed,
    ...(patch.is_sticky !== undefined ? { is_sticky: patch.is_sticky } : {}),
    ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
    ...(patch.comments_disabled !== undefined ? { comments_disabled: patch.comments_disabled } : {}),
    ...(patch.status !== undefined ? { status: patch.status } : {}),
  };
  after.meta = reviewedMeta(after);
  const extra: TransactItem[] = [];
  if (space && after.is_sticky !== feed.is_sticky) {
    // The space remembers its one sticky post; pinning another unpins the previous one.
    if (after.is_sticky) extra.push(spaceStickyUpdate(space.id, feed.id));
    else if (stickyId === feed.id) extra.push(spaceStickyUpdate(space.id, null));
    if (after.is_sticky && stickyId !== null && stickyId !== feed.id) {
      const old = await getFeed(stickyId, { consistent: true });
      if (old?.is_sticky) extra.push(...changedFeedItems(old, { ...old, is_sticky: false, rev: old.rev + 1 }, placementOf(space), placementOf(space)));
    }
  }
  // A priority above 0 pins the post (GET /activities pinned_posts), ordered by it.
  extra.push(...pinChangeItems(feed, feed.priority ?? 0, after.priority ?? 0));
  return patch.is_sticky === undefined && patch.comments_disabled === undefined && patch.priority === undefined ? savePostStatus(feed, after, space, caller, extra) : savePostChange(feed, after, space, caller, extra);
}

/** The author, a manager of its space or a moderator deletes a post. */
export async function deleteFeed(id: number, caller: Caller): Promise<void> {
  // A deleted sticky post leaves the space's pointer dangling; lists ignore a pointer to nothing.
  const { feed, space, membership } = await loadReadable({ id }, caller, { consistent: true });
  const manager = space !== null ? isSpaceManager(caller, membership) : isAdmin(caller);
  if (feed.user_id !== caller.userId && !manager) throw new ForbiddenError('Only the author or a manager may delete this post.');
  const now = new Date();
  const items = [
    ...deletedFeedItems(feed, placementOf(space)),
    ...authorPostCount(feed, null),
    // Its comments and reactions share its partition: deleted in the background, any number.
    purgeJobPut({ postId: feed.id, authorId: feed.user_id }, now),
    // A moderator deleting a pending post rejects it (docs/moderation.md).
    ...(feed.status === 'pending' && caller.userId !== feed.user_id ? [rejectionUpdate(feed.user_id, now)] : []),
    ...(statusEvent(feed.status, null, true) === 'feed.deleted'
      ? [outboxPut({ name: 'feed.deleted', actorId: caller.userId, spaceId: feed.space_id, data: { id: feed.id, user_id: feed.user_id, space_id: feed.space_id, title: feed.title } }, now)]
      : []),
  ];
  // Its media are released: kept for the grace period, then the janitor removes them.
  await transact([...items, ...releaseItems(mediaIdsOf(feed.media), { source: 'feed', id: feed.id }, now)], (failed) => {
    mediaConflictFrom(items.length)(failed);
    throw new FeedNotFoundError();
  });
  if (endsSchedule(feed.status, null)) await dropSchedule(feed.id);
}

/**
 * DELETE /feeds/{id}/media-preview: the post's link preview goes (the original's meta.media_preview
 * set to null); who may delete the post may remove it. Uploaded images stay: they are the post's media.
 */
export async function removeMediaPreview(id: number, caller: Caller) {
  const { feed, space, membership } = await loadWritable({ id }, caller);
  const manager = space !== null ? isSpaceManager(caller, membership) : isAdmin(caller);
  if (feed.user_id !== caller.userId && !manager) throw new ForbiddenError('Only the author or a manager may change this post.');
  if (feed.meta.media_preview === undefined) return;
  const { media_preview: _removed, ...meta } = feed.meta;
  await savePostChange(feed, { ...feed, meta }, space, caller);
}
