/**
 * Feed posts: the stored record, markdown rendering, mentions, who may post where and who may
 * read what. Pure rules; storage is in features/feeds/feed-store.ts.
 */
import type { OembedSummary } from '#features/media/link-preview.ts';
import type { SurveyConfig } from '#features/feeds/surveys.ts';
import { createHash } from 'node:crypto';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin, isModerator, type Reader } from '#platform/auth/access.ts';
import { isSpaceManager, mayTakePart, spaceVisibility, type MembershipView } from '#features/spaces/space-access.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { slugify } from '#platform/core/slugs.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, ForbiddenError, InvalidParamError, NotFoundError } from '#platform/core/errors.ts';
import { portalUrl } from '#features/settings/portal.ts';
import type { Features } from '#features/settings/settings.ts';
import type { AttachedMedia } from '#features/media/media-attachments.ts';
import { isOpen, mayReadClosed, moderatesPost, type FeedStatus } from '#features/feeds/feed-status.ts';

export { FEED_STATUSES, type FeedStatus } from '#features/feeds/feed-status.ts';
// The original platform's `order_by_type` values, kept with the customization group's default_feed_sort_by that names one.
import type { FEED_ORDERS, POST_TITLE_PREFS } from '#features/settings/groups/rule-keys.ts';

type PostTitlePref = (typeof POST_TITLE_PREFS)[number];
export type FeedOrder = (typeof FEED_ORDERS)[number];

/**
 * A post's media entry: an uploaded medium it claimed (media-attachments.ts), or a link kept as
 * given (`type: 'oembed'`, whose preview is the link-preview code's).
 */
export type FeedMedia = AttachedMedia | { type: string; url: string };

export const isUploaded = (m: FeedMedia): m is AttachedMedia => 'media_id' in m;
/** The ids of the uploaded media a post (or comment) holds. */
export const mediaIdsOf = (media: readonly FeedMedia[] | undefined): number[] => (media ?? []).filter(isUploaded).map((m) => m.media_id);

/**
 * The original's meta for uploaded images (fc-shapes-2.md 2.4): one image is `media_preview`,
 * several are `media_items`. Derived from `media` when shown, never stored twice.
 */
export function mediaMeta(media: readonly FeedMedia[]) {
  const images = media.filter(isUploaded).filter((m) => m.type === 'image');
  if (images.length === 1) {
    const [m] = images as [AttachedMedia];
    return { media_preview: { is_uploaded: true, image: m.url, type: 'meta_data', provider: 'uploader', width: m.width, height: m.height, media_id: m.media_id } };
  }
  if (images.length > 1) return { media_items: images.map((m) => ({ media_id: m.media_id, url: m.url, type: 'image', width: m.width, height: m.height, provider: 'uploader' })) };
  return {};
}

/** The stored post (FEED#<id>/META) without its index attributes. */
export interface FeedRecord {
  id: number;
  slug: string;
  user_id: number;
  space_id: number | null;
  title: string;
  message: string;
  message_rendered: string;
  type: 'text';
  content_type: string;
  status: FeedStatus;
  /** When it last entered the lists (docs/feeds.md, Statuses); null while never published. */
  published_at: string | null;
  is_sticky: boolean;
  /** The original's `priority` (PATCH, moderators): above 0 the post is pinned, ordered by it (docs/feeds.md, Pinned posts). */
  priority?: number;
  comments_disabled: boolean;
  topics: number[];
  media: FeedMedia[];
  /**
   * media_preview: a link's preview (features/media/link-preview.ts), present only when it has an
   * image or html (a migrated post's link card may have neither); legacy_activity_id: a migrated
   * post's (docs/migration.md).
   */
  meta: { mentioned_user_ids: number[]; media_preview?: OembedSummary; legacy_activity_id?: number; auto_flagged?: boolean; survey_config?: SurveyConfig };
  comments_count: number;
  reactions_count: number;
  /**
   * Distinct members who reported it, and that count when a moderator last dismissed its reports
   * (docs/moderation.md, Reports): both changed beside the revision, by the reports' writes.
   */
  reports_count?: number | undefined;
  reports_cleared?: number | undefined;
  created_at: string;
  updated_at: string;
  rev: number;
  /** While scheduled, and kept once published: when and how (docs/scheduled-posts.md). */
  schedule?: FeedSchedule | undefined;
  /** The time zone its author's post counters were counted in (the site's when created); absent: UTC (contribution-store.ts). */
  period_tz?: string;
}

export interface FeedSchedule {
  /** The UTC instant it publishes at (ISO). */
  at: string;
  /** `YYYY-MM-DD HH:MM:SS` as given, in `timezone`. */
  local: string;
  timezone: string;
  auto_publish: boolean;
  /** Bumped by every reschedule: a schedule that fires with another version does nothing. */
  version: number;
}

// Raw HTML off: whatever a member types is text, never markup another member's browser runs.
// Loaded on the first render, not at import: most functions that import this module never render
// (a dynamic import of a bundled module stays in the bundle, but esbuild runs its top-level code,
// markdown-it's and its entity tables', only when the import is reached), so their cold start skips it.
let markdown: Promise<{ render(src: string): string }> | undefined;
const loadMarkdown = (): Promise<{ render(src: string): string }> =>
  (markdown ??= import('markdown-it').then(({ default: MarkdownIt }) => new MarkdownIt({ html: false, linkify: true, breaks: true })));

export const MENTION_PATTERN = /(^|[^\w@])@([a-zA-Z0-9_.-]{3,60})/g;

/** Usernames mentioned in a message, lower-cased, at most 20. */
export function mentionedUsernames(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(MENTION_PATTERN)) if (m[2]) names.add(m[2].replace(/[.-]+$/, '').toLowerCase());
  return [...names].slice(0, 20);
}

/** Markdown to sanitized HTML, with resolved mentions turned into profile links. */
export async function renderMessage(message: string, resolved: ReadonlyMap<string, string>): Promise<string> {
  const html = (await loadMarkdown()).render(message);
  if (resolved.size === 0) return html;
  // Mentions are replaced in the rendered text only (never inside tags or attributes).
  return html.replace(/(>[^<]*)/g, (text) =>
    text.replace(MENTION_PATTERN, (whole, before: string, name: string) => {
      const username = resolved.get(name.replace(/[.-]+$/, '').toLowerCase());
      return username ? `${before}<a class="mention" href="/u/${encodeURIComponent(username)}">@${username}</a>` : whole;
    }),
  );
}

/** Identifies "the same text" within a scope for the duplicate checks: case and spacing aside. */
export const textFingerprint = (scope: string, message: string): string =>
  createHash('sha256').update(`${scope}\n${message.trim().replace(/\s+/g, ' ').toLowerCase()}`).digest('hex').slice(0, 32);

/** Identifies "the same text in the same place" for the duplicate post check. */
export const messageFingerprint = (message: string, spaceId: number | null): string => textFingerprint(String(spaceId ?? 'profile'), message);

export function feedSlug(title: string, message: string, id: number): string {
  const base = slugify(title || message.slice(0, 40)).slice(0, 60).replace(/-+$/, '');
  return base ? `${base}-${id}` : `post-${id}`;
}

/** A new post: the fields a writer decides; its slug, first publication and empty counters follow from them. */
export function newFeedRecord(
  f: Pick<FeedRecord, 'id' | 'user_id' | 'space_id' | 'title' | 'message' | 'message_rendered' | 'content_type' | 'status' | 'topics' | 'media' | 'meta' | 'period_tz'> & { schedule?: FeedSchedule },
  at: string,
): FeedRecord {
  return {
    ...f,
    slug: feedSlug(f.title, f.message, f.id),
    type: 'text',
    published_at: f.status === 'published' ? at : null,
    is_sticky: false,
    comments_disabled: false,
    comments_count: 0,
    reactions_count: 0,
    reports_count: 0,
    reports_cleared: 0,
    created_at: at,
    updated_at: at,
    rev: 0,
  };
}

/** Who may post in a space (or on their profile, when there is no space). */
export function assertMayPost(space: SpaceRecord | null, caller: Caller, membership: MembershipView | null): void {
  if (!space) return;
  if (spaceVisibility(space, caller, membership) === 'hidden') throw new FeedSpaceNotFoundError();
  const manager = isSpaceManager(caller, membership);
  if (manager) return;
  assertMayTakePart(space, caller, membership);
  if (membership?.status !== 'active') throw new ForbiddenError('Only members of this space may post in it.');
  if (!space.settings.allow_posts) throw new ForbiddenError('Posting is turned off in this space.');
  if (space.settings.restricted_post_only) throw new ForbiddenError('Only the managers of this space may post in it.');
  // A course's students post as its members do.
  if (!space.settings.post_permissions.includes(membership.role === 'student' ? 'member' : membership.role)) throw new ForbiddenError('Your role in this space may not post.');
}

/**
 * A post stays where it was written: an update naming another space (or any space, for a profile
 * post) is refused rather than ignored. Naming its own space is harmless (clients resend the post).
 */
export function assertSameSpace(space: SpaceRecord | null, named: { space?: string | undefined; space_id?: number | undefined }): void {
  const other = (named.space !== undefined && named.space !== space?.slug) || (named.space_id !== undefined && named.space_id !== space?.id);
  if (other) throw new SpaceChangeNotSupportedError();
}

/** Writes in a space's content (edits, comments, likes) by a member the space banned are refused. */
export function assertMayTakePart(space: SpaceRecord | null, caller: Caller, membership: MembershipView | null): void {
  if (space && !mayTakePart(caller, membership)) throw new ForbiddenError('You are banned from this space.');
}

export class GlobalPostsDisabledError extends ApiError {
  constructor() {
    super(403, 'global_posts_disabled', 'Posts outside a space are turned off: choose a space to post in.');
  }
}

/**
 * general `disable_global_posts`: a post outside any space is refused to members; community
 * moderators and administrators still post site-wide announcements (docs/feeds.md, Posting rules).
 */
export function assertMayPostOutsideSpaces(caller: Caller, globalPostsAllowed: boolean): void {
  if (!globalPostsAllowed && !isModerator(caller)) throw new GlobalPostsDisabledError();
}

/**
 * The title a post ends with under customization `post_title_pref`, for every content type:
 * `required` refuses a post left without one (400 naming `title`); `disabled` drops a title sent
 * (a new post has none, an edit keeps the stored one); `optional` takes what is sent.
 * `current` is the stored title of an edited post ('' for a new one).
 */
export function titleUnderPref(pref: PostTitlePref, sent: string | undefined, current: string): string {
  if (pref === 'disabled') return current;
  const title = sent ?? current;
  if (pref === 'required' && title.trim() === '') throw new InvalidParamError([{ path: 'title', message: 'is required: this community asks every post for a title' }]);
  return title;
}

export class ReactionsDisabledError extends ApiError {
  constructor() {
    super(403, 'reactions_disabled', 'Reactions are turned off here.');
  }
}

/**
 * A new like of a post or comment is refused where its space (`settings.allow_reactions`) or the
 * community (`allow_reactions`) turns reactions off, for every caller as comments are; likes
 * already given stay counted and may be taken back. Bookmarks and survey votes are not reactions.
 */
export function assertReactionsOpen(space: SpaceRecord | null, siteAllows: boolean): void {
  if (space?.settings.allow_reactions === false || !siteAllows) throw new ReactionsDisabledError();
}

/** Posts of profiles and of public, published spaces are on the public timeline; others reach members through their inbox. */
export const onPublicTimeline = (space: SpaceRecord | null): boolean => space === null || (space.privacy === 'public' && space.status === 'published');

/** Who may read a post: its author always; others when open (feed-status.ts) in a space they may read. */
export function mayReadFeed(feed: FeedRecord, caller: Reader | null, space: SpaceRecord | null, membership: MembershipView | null): boolean {
  if (caller && (caller.userId === feed.user_id || isAdmin(caller))) return true;
  if (!isOpen(feed.status)) return mayReadClosed(feed.status, feed.user_id, caller, moderatesPost(caller, feed.space_id !== null, membership));
  if (feed.space_id === null) return true;
  return space !== null && spaceVisibility(space, caller, membership) === 'full';
}

/** Who may change a post: its author and administrators (moderators for moderation fields). */
export const mayEditFeed = (feed: FeedRecord, caller: Caller): boolean => caller.userId === feed.user_id || isAdmin(caller);

/** The original's permalink: {site}/{portal}/space/{space}/post/{post}, or {site}/{portal}/post/{post} without a space. */
export function feedPermalink(f: Pick<FeedRecord, 'slug'>, space: Pick<SpaceRecord, 'slug'> | null, portal: string): string {
  return permalinkUnder(portalUrl(portal), f, space);
}

/** The permalink under a portal address already known (mail's context carries it). */
export function permalinkUnder(base: string, f: Pick<FeedRecord, 'slug'>, space: Pick<SpaceRecord, 'slug'> | null): string {
  return space ? `${base}/space/${encodeURIComponent(space.slug)}/post/${encodeURIComponent(f.slug)}` : `${base}/post/${encodeURIComponent(f.slug)}`;
}

/** What the caller did with the post (the original's caller-specific fields). */
export interface ViewerFlags {
  has_user_react: boolean;
  bookmarked: boolean;
}
export const NOT_REACTED: ViewerFlags = { has_user_react: false, bookmarked: false };

export interface FeedViewExtras {
  xprofile: unknown;
  space: SpaceRecord | null;
  /** The portal slug of its permalink (portal.ts portalSlug). */
  portal: string;
  /** The caller's flags; left out of event payloads, which go to many readers. */
  viewer?: ViewerFlags | undefined;
  /**
   * The feature switches in force (feature-switches.ts featuresInForce), for an answer to a
   * caller: the fields of a feature that is off are left out. Events carry every field.
   */
  features?: SwitchedFields | undefined;
  /** The caller reviews reports (a community moderator or administrator): meta.reports_count is shown once there are any. */
  reviewer?: boolean | undefined;
}

/** The switches whose fields a post or comment carries (docs/settings.md "Feature switches"). */
export type SwitchedFields = Pick<Features, 'reactions' | 'bookmarks' | 'topics'>;

/**
 * A post or comment without the fields of the features that are off: reactions (reactions_count,
 * has_user_react, a comment's liked), bookmarks (bookmarked), topics (topics).
 */
export function withoutSwitchedOff<T extends object>(view: T, features: SwitchedFields | undefined): T {
  if (!features) return view;
  const out = { ...view } as Record<string, unknown>;
  if (!features.reactions) for (const k of ['reactions_count', 'has_user_react', 'liked']) delete out[k];
  if (!features.bookmarks) delete out['bookmarked'];
  if (!features.topics) delete out['topics'];
  return out as T;
}

export const spaceSummary = (s: SpaceRecord) => ({ id: s.id, title: s.title, slug: s.slug, type: s.type, privacy: s.privacy });

/** The highest `priority` kept (the original stores an int; its web app sends 0 or 1). */
export const MAX_PRIORITY = 999;

export function toFeedView(f: FeedRecord, extras: FeedViewExtras) {
  return withoutSwitchedOff(feedViewOf(f, extras), extras.features);
}

function feedViewOf(f: FeedRecord, extras: FeedViewExtras) {
  return {
    id: f.id,
    slug: f.slug,
    title: f.title,
    message: f.message,
    message_rendered: f.message_rendered,
    user_id: f.user_id,
    space_id: f.space_id,
    type: f.type,
    content_type: f.content_type,
    status: f.status,
    published_at: f.published_at === null ? null : toSqlDateTime(f.published_at),
    is_sticky: f.is_sticky,
    priority: f.priority ?? 0,
    comments_disabled: f.comments_disabled,
    topics: f.topics,
    media: f.media,
    // A link's stored preview wins over the uploaded images' (the original takes the oEmbed branch first).
    meta: { ...mediaMeta(f.media), ...f.meta, ...(extras.reviewer && (f.reports_count ?? 0) > 0 ? { reports_count: f.reports_count } : {}) },
    comments_count: f.comments_count,
    reactions_count: f.reactions_count,
    created_at: toSqlDateTime(f.created_at),
    updated_at: toSqlDateTime(f.updated_at),
    permalink: feedPermalink(f, extras.space, extras.portal),
    xprofile: extras.xprofile,
    space: extras.space ? spaceSummary(extras.space) : null,
    ...(f.schedule ? { scheduled_at: f.schedule.local, timezone: f.schedule.timezone, auto_publish: f.schedule.auto_publish } : {}),
    ...extras.viewer,
  };
}

/** A post's answer without the caller's flags: what its events carry. */
export function withoutViewer<T extends Partial<ViewerFlags>>(view: T): Omit<T, keyof ViewerFlags> {
  const { has_user_react: _r, bookmarked: _b, ...rest } = view;
  return rest;
}

export class FeedNotFoundError extends NotFoundError {
  constructor() {
    super('feed_not_found', 'Post not found.');
  }
}

export class FeedSpaceNotFoundError extends NotFoundError {
  constructor() {
    super('space_not_found', 'Space not found.');
  }
}

export class DuplicatePostError extends ApiError {
  constructor() {
    super(400, 'duplicate_post', 'You already posted this text here recently.');
  }
}

export class SpaceChangeNotSupportedError extends ApiError {
  constructor() {
    super(400, 'space_change_not_supported', 'A post cannot be moved to another space; delete it and post it there.', { data: { field: 'space' } });
  }
}
