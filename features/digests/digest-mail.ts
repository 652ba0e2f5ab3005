/**
 * The digest mail (docs/digests.md), built when the mail function sends the job the run
 * queued: the switches and the member's preference are checked again then, and the posts are
 * those the member may read at that moment.
 *
 * Where the posts come from, for the window [since, until) (digests.ts windowStart):
 * - everyone: the public timeline (posts of public spaces and of profiles), read once per window
 *   and container (the same list for every member, kept SHARED_TTL_MS with the spaces and authors
 *   of its best posts);
 * - community moderators and administrators, who read every space: the restricted timeline too,
 *   kept the same way;
 * - other members: their inbox, the posts of the non-public spaces they belong to that the feed's
 *   fan-out already lists for their home feed (features/feeds/feed-fanout.ts): one Query.
 * Each post is then checked with the feed's read rule (mayReadFeed: the space as it is now, the
 * member's membership), their own posts left out, and the best DIGEST_POSTS ranked by reactions
 * and comments. Nothing left: no mail (the delivery log says `nothing new`).
 */
import type { MailJob } from '#features/mail/mail-jobs.ts';
import type { MailContext, Renderer, RenderedMail } from '#features/mail/mail-content.ts';
import { button, formatMailDate, html } from '#features/mail/mail-html.ts';
import { effectivePreference } from '#features/mail/mail-preferences.ts';
import { isModerator, type Reader } from '#platform/auth/access.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { feedPermalink, mayReadFeed, type FeedRecord } from '#features/feeds/feeds.ts';
import { inboxWindow, readDigestJoin, recipientOf, saveLastDigest, timelineWindow } from '#features/digests/digest-store.ts';
import { DIGEST_POSTS, digestFrequency, excerpt, topPosts, windowStart, type DigestFrequency } from '#features/digests/digests.ts';
import type { MemberProfile } from '#features/members/members.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';

/** Posts of a timeline read for one window at most (the busiest day of a large community ranks its newest thousand). */
const TIMELINE_CAP = 1_000;
/** Inbox links read for one member at most. */
const INBOX_CAP = 100;
/** Of a shared timeline, the best posts whose spaces and authors are read with it (what most members are shown). */
const SHARED_JOINED = 20;
/**
 * How long a container keeps a window's timeline, with the spaces and authors it read: every member
 * of a period shares them, and a space made private meanwhile is seen within this time.
 */
const SHARED_TTL_MS = 60_000;

interface SharedTimeline {
  posts: FeedRecord[];
  spaces: Map<number, SpaceRecord>;
  authors: Map<number, MemberProfile>;
}

const shared = new Map<string, { until: number; value: Promise<SharedTimeline> }>();

async function loadShared(timeline: 'public' | 'restricted', from: string, until: string): Promise<SharedTimeline> {
  const posts = await timelineWindow(timeline, from, until, TIMELINE_CAP);
  const best = topPosts(posts, SHARED_JOINED);
  const join = await readDigestJoin({
    posts: [],
    spaces: [...new Set(best.flatMap((p) => (p.space_id === null ? [] : [p.space_id])))],
    membershipsOf: null,
    authors: [...new Set(best.map((p) => p.user_id))],
  });
  return { posts, spaces: join.spaces, authors: join.authors };
}

/** A window's timeline as this container keeps it (SHARED_TTL_MS). */
function sharedTimeline(timeline: 'public' | 'restricted', from: string, until: string, now = Date.now()): Promise<SharedTimeline> {
  const key = `${timeline}|${from}|${until}`;
  const kept = shared.get(key);
  if (kept && now < kept.until) return kept.value;
  const value = loadShared(timeline, from, until);
  value.catch(() => shared.delete(key));
  shared.set(key, { until: now + SHARED_TTL_MS, value });
  // A handful of windows at a time (two timelines, the current period and a late one).
  while (shared.size > 4) shared.delete(shared.keys().next().value as string);
  return value;
}

interface DigestData {
  period: string;
  from: string;
  until: string;
}

function digestData(job: MailJob): DigestData | null {
  const { period, from, until } = job.data;
  const iso = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
  return typeof period === 'string' && iso(from) && iso(until) ? { period, from, until } : null;
}

export interface DigestEntry {
  post: FeedRecord;
  space: SpaceRecord | null;
  author: MemberProfile | null;
}

/**
 * The posts of `member`'s digest for [since, until), best first (empty: nothing new). A member
 * whose shown posts are all on the shared timeline and in spaces that need no membership to read
 * costs nothing here, one Query if they have inbox links (in non-public spaces); inbox posts cost one BatchGet more.
 */
export async function digestEntries(member: Reader & { inboxLinks: number }, since: string, data: DigestData): Promise<DigestEntry[]> {
  const inWindow = (p: { created_at: string; user_id: number }) => p.created_at >= since && p.created_at < data.until && p.user_id !== member.userId;
  const moderator = isModerator(member);
  const timelines = [await sharedTimeline('public', data.from, data.until), ...(moderator ? [await sharedTimeline('restricted', data.from, data.until)] : [])];
  // A member with no inbox link at all (in no non-public space) needs no Query of it.
  const links = moderator || member.inboxLinks <= 0 ? [] : (await inboxWindow(member.userId, since, data.until, INBOX_CAP)).filter(inWindow);
  const candidates = topPosts(timelines.flatMap((t) => t.posts.filter(inWindow)), DIGEST_POSTS + INBOX_CAP);
  if (candidates.length === 0 && links.length === 0) return [];
  const spaces = new Map(timelines.flatMap((t) => [...t.spaces]));
  const authors = new Map(timelines.flatMap((t) => [...t.authors]));
  // What the shared timelines do not hold: the inbox's posts as they are now, their spaces, the
  // member's place in each space whose posts need it to be read, and the authors; one BatchGet.
  const missingSpaces = [...new Set([...candidates.map((p) => p.space_id), ...links.map((l) => l.space_id)].filter((id): id is number => id !== null && !spaces.has(id)))];
  const joinedCandidates = topPosts(candidates, DIGEST_POSTS);
  const join = await readDigestJoin({
    posts: links.map((l) => l.id),
    spaces: missingSpaces,
    membershipsOf: { userId: member.userId, spaces: [...new Set([...links.map((l) => l.space_id), ...candidates.map((p) => p.space_id)].filter((id): id is number => id !== null && needsMembership(spaces.get(id))))] },
    authors: [...new Set([...links.map((l) => l.user_id), ...joinedCandidates.map((p) => p.user_id)].filter((id) => !authors.has(id)))],
  });
  for (const [id, space] of join.spaces) spaces.set(id, space);
  for (const [id, author] of join.authors) authors.set(id, author);
  const readable = [...candidates, ...join.posts.values()].filter((post) => {
    if (post.status !== 'published' || !inWindow(post)) return false;
    const space = post.space_id === null ? null : (spaces.get(post.space_id) ?? null);
    if (post.space_id !== null && !space) return false;
    return mayReadFeed(post, member, space, post.space_id === null ? null : (join.memberships.get(post.space_id) ?? null));
  });
  const top = topPosts(readable);
  // An author neither shared nor joined (a post ranked up once others were left out): read now.
  const unknown = [...new Set(top.map((p) => p.user_id).filter((id) => !authors.has(id)))];
  if (unknown.length > 0) for (const [id, author] of (await readDigestJoin({ posts: [], spaces: [], membershipsOf: null, authors: unknown })).authors) authors.set(id, author);
  return top.map((post) => ({ post, space: post.space_id === null ? null : (spaces.get(post.space_id) ?? null), author: authors.get(post.user_id) ?? null }));
}

/**
 * Whether reading a space's posts depends on the member's place in it (features/spaces/space-access.ts
 * spaceVisibility): any space but a published public one without a lockscreen; an unknown space too.
 */
const needsMembership = (space: SpaceRecord | undefined): boolean => !space || space.status !== 'published' || space.privacy !== 'public' || space.lockscreen?.enabled === true;

const PERIOD_WORDS: Record<DigestFrequency, { title: string; since: string }> = {
  daily: { title: 'Your daily digest', since: 'since yesterday' },
  weekly: { title: 'Your weekly digest', since: 'this week' },
  monthly: { title: 'Your monthly digest', since: 'this month' },
};

/** The portal's slug, from the portal's address the mail context carries (`SITE_URL/<portal>`): permalinks are the feed's own. */
const portalOf = (portalUrl: string): string => portalUrl.replace(/\/+$/, '').split('/').pop() ?? '';

/** The mail: each post's title (or the start of its text), author, space, date in the site's zone, an excerpt and its link. */
export function digestMail(to: MemberProfile, entries: DigestEntry[], frequency: DigestFrequency, ctx: MailContext): Omit<RenderedMail, 'to' | 'user_id'> {
  const words = PERIOD_WORDS[frequency];
  const portal = portalOf(ctx.site.portalUrl);
  const items = entries.map(({ post, space, author }) => {
    const link = feedPermalink(post, space, portal);
    const text = excerpt(post.message);
    const heading = post.title.trim() !== '' ? post.title.trim() : excerpt(post.message, 80);
    const by = author?.display_name ?? 'A member';
    const where = space ? ` in ${space.title}` : '';
    const when = formatMailDate(post.created_at, ctx.site.timeZone);
    const counts = `${post.comments_count} ${post.comments_count === 1 ? 'comment' : 'comments'} · ${post.reactions_count} ${post.reactions_count === 1 ? 'reaction' : 'reactions'}`;
    return {
      html: html`<tr><td style="padding:12px 0;border-bottom:1px solid #eee">
<p style="margin:0 0 4px"><a href="${link}" style="font-weight:bold">${heading}</a></p>
<p style="margin:0 0 4px;color:#666;font-size:13px">${by}${where} · ${when} · ${counts}</p>
${text !== '' && text !== heading ? html`<p style="margin:0">${text}</p>` : html``}
</td></tr>`,
      text: [`${heading}`, `${by}${where} · ${when} · ${counts}`, ...(text !== '' && text !== heading ? [text] : []), link].join('\n'),
    };
  });
  const intro = `Hi ${to.display_name}, here is what people talked about most on ${ctx.site.name} ${words.since}.`;
  return {
    subject: `${words.title} from ${ctx.site.name}`,
    html: html`<h1 style="font-size:20px">${words.title}</h1>
<p>${intro}</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${items.map((i) => i.html)}</table>
${button(ctx.site.portalUrl, `Visit ${ctx.site.name}`)}`,
    text: [words.title, '', intro, '', ...items.flatMap((i) => [i.text, '']), `Visit ${ctx.site.name}: ${ctx.site.portalUrl}`].join('\n'),
    list: 'digest_mail',
  };
}

/** The digest job's renderer: a mail, or why none goes out (logged `skipped`). */
export const renderDigest: Renderer = async (job, ctx) => {
  const data = digestData(job);
  if (!data || job.to_user_id === undefined) return { skip: 'malformed digest job' };
  const frequency = digestFrequency({ frequency: ctx.digestFrequency, status: ctx.email.digest_email_status });
  if (!frequency) return { skip: 'digests are off' };
  const userId = job.to_user_id;
  const { profile, prefs, last, inboxLinks } = await recipientOf(userId);
  if (!profile || profile.status !== 'active') return { skip: 'recipient is not an active member' };
  // A site open to some roles only (general access `role_based`) is not read by the others, so not mailed to them either.
  const { access } = await siteRules();
  if (access.level === 'role_based' && profile.role !== 'admin' && !access.roles.includes(profile.role)) return { skip: 'the site is closed to their role' };
  if (!effectivePreference(prefs, 'digest_mail', ctx)) return { skip: 'opted out of digests' };
  const since = windowStart({ key: data.period, from: data.from }, last);
  const entries = since < data.until ? await digestEntries({ userId, role: profile.role, inboxLinks }, since, data) : [];
  if (entries.length === 0) return { skip: 'nothing new' };
  // Recorded once built: the next period starts after this window; a send retried builds it again.
  await saveLastDigest(userId, { period: data.period, since, until: data.until });
  return { to: profile.email, user_id: userId, ...digestMail(profile, entries, frequency, ctx) };
};

export const DIGEST_MAILS: Record<string, Renderer> = { digest: renderDigest };
