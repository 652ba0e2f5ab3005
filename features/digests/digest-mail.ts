/**
 * The digest mail (docs/digests.md), built when the mail function sends the job the run
 * queued: the switches and the member's preference are checked again then, and the posts are
 * those the member may read at that moment.
 *
 * Where the posts come from, for the window [since, until) (digests.ts windowStart):
 * - everyone: the public timeline (posts of public spaces and of profiles), read once per window
 *   and container (the same list for every member);
 * - community moderators and administrators, who read every space: the restricted timeline too,
 *   also once per window and container;
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
import { getMailPreferences } from '#features/mail/mail-preferences-store.ts';
import { isModerator, type Reader } from '#platform/auth/access.ts';
import { feedPermalink, mayReadFeed, type FeedRecord } from '#features/feeds/feeds.ts';
import { inboxWindow, readDigestJoin, recipientOf, saveLastDigest, timelineWindow } from '#features/digests/digest-store.ts';
import { digestFrequency, excerpt, topPosts, windowStart, type DigestFrequency } from '#features/digests/digests.ts';
import type { MemberProfile } from '#features/members/members.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';

/** Posts of a timeline read for one window at most (the busiest day of a large community ranks its newest thousand). */
const TIMELINE_CAP = 1_000;
/** Inbox links read for one member at most. */
const INBOX_CAP = 100;

/** The timelines of the windows this container rendered lately: every member of a period shares them. */
const windows = new Map<string, Promise<FeedRecord[]>>();
function sharedTimeline(timeline: 'public' | 'restricted', from: string, until: string): Promise<FeedRecord[]> {
  const key = `${timeline}|${from}|${until}`;
  let posts = windows.get(key);
  if (!posts) {
    posts = timelineWindow(timeline, from, until, TIMELINE_CAP);
    posts.catch(() => windows.delete(key));
    windows.set(key, posts);
    // A handful of windows at a time (two timelines, the current period and a late one).
    while (windows.size > 4) windows.delete(windows.keys().next().value as string);
  }
  return posts;
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

/** The posts of `member`'s digest for [since, until), best first (empty: nothing new). */
export async function digestEntries(member: Reader, since: string, data: DigestData): Promise<DigestEntry[]> {
  const inWindow = (p: { created_at: string; user_id: number }) => p.created_at >= since && p.created_at < data.until && p.user_id !== member.userId;
  const shared = [...(await sharedTimeline('public', data.from, data.until))];
  if (isModerator(member)) shared.push(...(await sharedTimeline('restricted', data.from, data.until)));
  const links = isModerator(member) ? [] : await inboxWindow(member.userId, since, data.until, INBOX_CAP);
  const candidates = shared.filter(inWindow);
  const linkIds = links.filter(inWindow).map((l) => l.id);
  if (candidates.length === 0 && linkIds.length === 0) return [];
  const spaceIds = [...new Set([...candidates.map((p) => p.space_id), ...links.map((l) => l.space_id)].filter((id): id is number => id !== null))];
  // The linked posts as they are now, every space as it is now, and the member's place in each.
  const join = await readDigestJoin({ posts: linkIds, spaces: spaceIds, membershipsOf: { userId: member.userId, spaces: spaceIds }, authors: [] });
  const readable = [...candidates, ...join.posts.values()].filter((post) => {
    if (post.status !== 'published' || !inWindow(post)) return false;
    const space = post.space_id === null ? null : (join.spaces.get(post.space_id) ?? null);
    if (post.space_id !== null && !space) return false;
    return mayReadFeed(post, member, space, post.space_id === null ? null : (join.memberships.get(post.space_id) ?? null));
  });
  const top = topPosts(readable);
  if (top.length === 0) return [];
  const { authors } = await readDigestJoin({ posts: [], spaces: [], membershipsOf: null, authors: [...new Set(top.map((p) => p.user_id))] });
  return top.map((post) => ({ post, space: post.space_id === null ? null : (join.spaces.get(post.space_id) ?? null), author: authors.get(post.user_id) ?? null }));
}

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
  const [{ profile, last }, prefs] = await Promise.all([recipientOf(userId), getMailPreferences(userId)]);
  if (!profile || profile.status !== 'active') return { skip: 'recipient is not an active member' };
  if (!effectivePreference(prefs, 'digest_mail', ctx)) return { skip: 'opted out of digests' };
  const since = windowStart({ key: data.period, from: data.from }, last);
  const entries = since < data.until ? await digestEntries({ userId, role: profile.role }, since, data) : [];
  if (entries.length === 0) return { skip: 'nothing new' };
  // Recorded once built: the next period starts after this window; a send retried builds it again.
  await saveLastDigest(userId, { period: data.period, since, until: data.until });
  return { to: profile.email, user_id: userId, ...digestMail(profile, entries, frequency, ctx) };
};

export const DIGEST_MAILS: Record<string, Renderer> = { digest: renderDigest };
