/**
 * One sample request per route of ROUTES (platform/http/route-table.ts): path parameters from the
 * fixtures and a minimal valid body, for the access table's generated test and any test that needs
 * "a request this route accepts". A request that would use up or change what other requests rely
 * on (delete, join, leave, ban...) builds its own fresh copy when `changes` is set (the caller is
 * expected to pass); refused callers share the fixtures.
 */
import type { Domain, DomainRouteKey } from '#platform/http/route-table.ts';

/** Exactly the method and path pairs of ROUTES. */
export type RouteKey = DomainRouteKey<Domain>;
import type { Role, SpaceKind } from './access-oracle.ts';
import {
  adminCredentials, clearPostRate, freshAppPassword, freshComment, freshCourse, freshGroup, freshLesson, freshSection, freshSpace, freshTarget, freshTopic, freshWebhook, queuedPost, unique,
  type Account, type CourseFixture, type Fixtures, type SpaceFixture,
} from './access-fixtures.ts';
import { unsubscribeToken } from '#features/mail/unsubscribe-link.ts';
import { createMember } from './factories.ts';
import { createLink, inviteByEmail, newAccount, uniqueEmail } from './invitations.ts';
import { api } from './http.ts';
import { claimMedium, readyMedium } from './media.ts';
import { makeQuiz, RIGHT, seededQuizResult } from './quizzes.ts';
import { seedReadyMedia } from './media-seed.ts';

export interface SampleCall {
  /** For routes that involve no space, `fx.spaces` and `space` are not built yet: their samples may not read them. */
  fx: Fixtures;
  role: Role;
  account: Account | null;
  kind: SpaceKind;
  /** The shared fixture space of `kind`. */
  space: SpaceFixture;
  /** The oracle expects the call to pass: what it changes must be its own. */
  changes: boolean;
}

export interface SampleRequest {
  /** Path parameters, filled into the route's path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

export type Sample = (call: SampleCall) => SampleRequest | Promise<SampleRequest>;

/** Every chat route (test/api/chat/chat.test.ts switches messaging on for its own). */
const CHAT_ROUTES = [
  'GET /chat/threads', 'POST /chat/threads', 'GET /chat/threads/{thread_id}', 'GET /chat/threads/{thread_id}/members', 'POST /chat/threads/leave/{thread_id}', 'POST /chat/threads/delete/{thread_id}',
  'POST /chat/threads/block/{thread_id}', 'POST /chat/threads/unblock/{thread_id}', 'POST /chat/threads/join/{thread_id}', 'GET /chat/spaces/{space_id}/thread', 'POST /chat/threads/{thread_id}/members/{member_id}/block-chat',
  'POST /chat/threads/{thread_id}/members/{member_id}/unblock-chat', 'GET /chat/messages/{thread_id}', 'POST /chat/messages/{thread_id}', 'GET /chat/messages/{thread_id}/new',
  'POST /chat/messages/edit/{message_id}', 'POST /chat/messages/delete/{message_id}', 'POST /chat/messages/{message_id}/react', 'POST /chat/read-threads', 'GET /chat/unread_threads', 'GET /chat/users',
  'POST /chat/groups', 'POST /chat/groups/{thread_id}', 'POST /chat/groups/{thread_id}/delete', 'POST /chat/groups/{thread_id}/leave', 'GET /chat/groups/{thread_id}/members',
  'POST /chat/groups/{thread_id}/members', 'POST /chat/groups/{thread_id}/members/{member_id}/admin', 'POST /chat/groups/{thread_id}/members/{member_id}/remove', 'GET /admin/chat/threads/{thread_id}/messages',
  'POST /chat/messages/{thread_id}/media_upload', 'GET /chat/broadcast/auth', 'POST /chat/broadcast/auth',
] as const satisfies readonly RouteKey[];

/**
 * Routes the community can switch off for everyone (a setting, not the caller): the code every
 * caller the oracle lets through gets while it is off. The generated test leaves settings alone.
 */
export const SWITCHED_OFF: Partial<Record<RouteKey, string>> = {
  'POST /auth/register': 'registration_disabled',
  'POST /profile/{username}/change-email': 'email_change_disabled',
  // features.analytics is off by default (docs/analytics.md).
  ...(Object.fromEntries(
    ['overview/widget', 'overview/activity', 'overview/popular-day-time', 'members/widget', 'members/activity', 'members/top-members', 'members/top-commenters', 'members/top-post-starters', 'spaces/widget', 'spaces/activity', 'spaces/popular', 'spaces/search'].map((p) => [`GET /analytics/${p}`, 'feature_disabled']),
  ) as Partial<Record<RouteKey, string>>),
  // features.leaderboard is off by default (docs/points.md).
  'GET /leaderboard': 'feature_disabled',
  // The messaging group's is_enabled is off by default (docs/chat.md): every chat route refuses.
  ...(Object.fromEntries(CHAT_ROUTES.map((k) => [k, 'chat_disabled'])) as Partial<Record<RouteKey, string>>),
};

/** Fills `{name}` placeholders of a route path. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no sample value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

const none: Sample = () => ({});
const bySlug = (c: SampleCall, space = c.space) => ({ space: space.slug });
const byId = (c: SampleCall, space = c.space) => ({ space: space.id });
const post = (c: SampleCall) => ({ feed: c.space.postId });
const comment = (c: SampleCall) => ({ feed: c.space.postId, comment: c.space.commentId });

/** The space the request acts on: a fresh one when it changes the space or the caller's membership there. */
const ownSpace = async (c: SampleCall, content = false) => (c.changes ? freshSpace(c.fx, c.kind, c.role, content) : c.space);
/** The target member: a fresh moderator when the request changes them. */
const target = async (c: SampleCall, banned = false) => (c.changes ? freshTarget(c.space, banned) : banned ? c.space.bannedTargetId : c.space.targetId);

/**
 * A post to delete: the author's own in a fresh space (members post 5 times in 5 minutes), anyone
 * else's is the administrator's in the shared space (administrators have no post limit).
 */
const freshPost = async (c: SampleCall): Promise<number> => {
  if (c.role === 'space-member') return (await ownSpace(c, true)).postId;
  const res = await api<any>('POST', '/feeds', { auth: adminCredentials(), body: { message: unique('post '), space_id: c.space.id } });
  return res.body.feed.id;
};

/**
 * A scheduled post to manage (due in a day, so no schedule fires during the run): the author's own
 * when the author passes, else the administrator's in the space of the call; refused callers get the fixture's published post
 * (they are refused before its status matters).
 */
const scheduledPost = async (c: SampleCall): Promise<number> => {
  if (!c.changes) return c.space.postId;
  const author = c.role === 'space-member' && c.account ? c.account : null;
  const at = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  // The author posts where members may (not in a draft space); any post of theirs is theirs to manage.
  const body = { message: unique('scheduled '), space_id: author ? c.fx.spaces.public.id : c.space.id, status: 'scheduled', scheduled_at: at, timezone: 'UTC' };
  // The author's posts queue with the fixtures' (simultaneous first posts of one member can be refused 429).
  const res = author ? await queuedPost(author, body) : await api<any>('POST', '/feeds', { auth: adminCredentials(), body });
  if (res.status !== 200) throw new Error(`scheduled post for ${c.role} in ${c.kind}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.feed.id;
};

/** The shared course of the call's kind (built with the shared spaces). */
const course = (c: SampleCall): CourseFixture => {
  if (!c.space.course) throw new Error(`no course fixture in the ${c.kind} space`);
  return c.space.course;
};
const inCourse = (c: SampleCall) => ({ id: course(c).id });
/** A section or lesson of its own when the call deletes it. */
const sectionOf = async (c: SampleCall) => ({ ...inCourse(c), section_id: c.changes ? await freshSection(course(c).id) : course(c).sectionId });
/** The course an enrolment or progress request acts on: a fresh one when it changes it. */
const ownCourse = async (c: SampleCall): Promise<CourseFixture> => (c.changes ? freshCourse(c.fx, c.kind, c.role) : course(c));
/** A fresh course where the space member is the enrolled student (for an administrator's request on them). */
const studentCourse = async (c: SampleCall): Promise<CourseFixture> => (c.changes ? freshCourse(c.fx, c.kind, c.role, true) : course(c));
const ownLesson = async (c: SampleCall) => {
  const own = await ownCourse(c);
  return { id: own.id, lesson_id: own.lessonId };
};
/** The caller's own course with its lesson made a published quiz, when the call is expected to pass. */
const ownQuiz = async (c: SampleCall) => {
  const own = await ownCourse(c);
  if (c.changes) await makeQuiz(own.id, own.sectionId, own.lessonId, adminCredentials());
  return { id: own.id, lesson_id: own.lessonId };
};
const lessonOf = async (c: SampleCall) => ({ ...inCourse(c), lesson_id: c.changes ? await freshLesson(course(c).id, course(c).sectionId) : course(c).lessonId });

const current = async (path: string, pick: (body: any) => unknown) => pick((await api<any>('GET', path, { auth: adminCredentials() })).body);

/** A sidebar link of the administrator's, seen by administrators only (the original's members_only). */
const freshLink = async (): Promise<number> => {
  const body = { link: { title: unique('sample link '), privacy: 'members_only', settings: { permalink: 'https://example.test/sample', membership_ids: [1] } } };
  const res = await api<any>('POST', '/admin/links', { auth: adminCredentials(), body });
  if (res.status !== 200) throw new Error(`sample link: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.link.id;
};
/**
 * A badge in the catalogue, for an edit (the fixed sample) or a removal (one of its own). One save
 * at a time: the catalogue is one item, and many samples saving it at once exhaust a save's
 * retries (409 conflict, as designed).
 */
let badgeSaves: Promise<unknown> = Promise.resolve();
const freshBadge = (slug = unique('sample-badge-')): Promise<string> => {
  const saved = badgeSaves.then(async () => {
    const res = await api<any>('POST', '/admin/user-badges', { auth: adminCredentials(), body: { badges: [{ slug, title: 'Sample badge' }] } });
    if (res.status !== 200) throw new Error(`sample badge: ${res.status} ${JSON.stringify(res.body)}`);
    return slug;
  });
  badgeSaves = saved.catch(() => undefined);
  return saved;
};
/** A post on the administrator's profile (readable by every member), for a member to report. */
const freshProfilePost = async (): Promise<number> => {
  const res = await api<any>('POST', '/feeds', { auth: adminCredentials(), body: { message: unique('reported post ') } });
  if (res.status !== 200) throw new Error(`profile post: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.feed.id;
};

/** The administrator's report of a fixture space's post (one per space: one report per member and item). */
const spaceReports = new Map<number, Promise<number>>();
const reportOf = (c: SampleCall): Promise<number> => {
  let report = spaceReports.get(c.space.id);
  if (!report) {
    report = api<any>('POST', '/moderation/report', { auth: adminCredentials(), body: { content_type: 'feed', content_id: c.space.postId, reason: 'spam' } }).then((res) => {
      if (res.status !== 200) throw new Error(`report in ${c.kind}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.report.id as number;
    });
    spaceReports.set(c.space.id, report);
  }
  return report;
};

/** The one link every passing save updates, so the samples add no links to the community. */
let sampleLink: Promise<number> | undefined;

export const ROUTE_SAMPLES: Record<RouteKey, Sample> = {
  'GET /settings': none,
  // Writes of the default value: the community's settings stay as they are.
  'PUT /settings': () => ({ body: { date_format: 'F j, Y' } }),
  'GET /settings/public': none,
  'POST /settings/reset': () => ({ body: { keys: ['date_format'] } }),
  'GET /settings/features': none,
  'POST /settings/features': async () => ({ body: { features: await current('/settings/features', (b) => b.features) } }),
  'GET /settings/{key}': () => ({ params: { key: 'site_name' } }),
  // Groups: an empty update saves nothing, so the community's settings stay as they are.
  'GET /admin/general': none,
  'POST /admin/general': () => ({ body: { settings: {} } }),
  'GET /admin/storage-settings': none,
  'POST /admin/storage-settings': () => ({ body: { config: {} } }),
  'GET /settings/privacy-settings': none,
  'POST /settings/privacy-settings': () => ({ body: { settings: {} } }),
  'GET /settings/followers/config': none,
  'POST /settings/followers/config': () => ({ body: { config: {} } }),
  'GET /admin/email-settings': none,
  'POST /admin/email-settings': () => ({ body: { email_settings: {} } }),
  'GET /admin/welcome-banner': none,
  'POST /admin/welcome-banner': () => ({ body: { settings: {} } }),
  'GET /admin/on-boardings': none,
  'POST /admin/on-boardings': () => ({ body: { settings: {} } }),
  'GET /admin/profile-link-providers': none,
  'POST /admin/profile-link-providers': () => ({ body: { providers: {} } }),
  'GET /settings/crm-tagging-config': none,
  'POST /settings/crm-tagging-config': () => ({ body: { config: {} } }),
  'GET /settings/snippets-settings': none,
  'POST /settings/snippets-settings': () => ({ body: { settings: {} } }),
  'GET /admin/messaging-setting': none,
  'POST /admin/messaging-setting': () => ({ body: { settings: {} } }),
  // The slug it has already: the sample changes nothing site-wide.
  'POST /admin/on-boardings/change-slug': () => ({ body: { slug: 'portal' } }),
  'GET /admin/auth-settings': none,
  // The license: a key that does not verify is refused (400) and stores nothing; no license is stored outside test/api/settings/license.test.ts.
  'GET /admin/license': none,
  'POST /admin/license': () => ({ body: { license_key: 'not-a-license-key' } }),
  'DELETE /admin/license': none,
  'GET /settings/customization-settings': none,
  'POST /settings/customization-settings': () => ({ body: { settings: {} } }),
  'GET /settings/color-config': none,
  'POST /settings/color-config': () => ({ body: {} }),
  'GET /settings/menu-settings': none,
  'POST /settings/menu-settings': () => ({ body: { menuSettings: {} } }),
  'GET /settings/fluent-player-settings': none,
  'POST /settings/fluent-player-settings': () => ({ body: { settings: {} } }),
  // Always refused (422): nothing is installed.
  'POST /settings/install_plugin': () => ({ body: { plugin: 'fluent-crm' } }),
  // No FluentPlayer: uploads and audio edits are refused (422), content is empty.
  'POST /fluent-player/video-upload': none,
  'GET /fluent-player/video-content/{media_id}': () => ({ params: { media_id: '1' } }),
  'POST /fluent-player/audio-media/{media_id}': () => ({ params: { media_id: '1' }, body: { title: 'x' } }),
  'POST /admin/links': async (c) => {
    const body = { title: 'Sample link', url: 'https://example.test/sample' };
    return { body: c.changes ? { id: await (sampleLink ??= freshLink()), ...body } : body };
  },
  'DELETE /admin/links/{id}': async (c) => ({ params: { id: c.changes ? await freshLink() : 999_999_999 } }),
  'GET /admin/settings/audit': none,

  'POST /auth/token': none,
  'POST /auth/register': () => {
    const username = unique('reg_');
    return { body: { username, email: `${username}@example.test`, password: 'a-long-password-1' } };
  },
  'POST /auth/app-passwords': () => ({ body: { name: unique('pw ') } }),
  'GET /auth/app-passwords': none,
  'POST /auth/email-login': () => ({ body: { token: 'not-a-sign-in-link' } }),
  'POST /email/test': () => ({ body: { to: `${unique('test_')}@example.test` } }),
  // A signed link: the plain member's digest (the page changes nothing), an invitee's address (unsubscribed for good: a fresh one).
  'GET /email/unsubscribe': async (c) => ({ query: { token: await unsubscribeToken({ user_id: c.fx.member.userId, list: 'digest_mail' }) } }),
  'POST /email/unsubscribe': async () => ({ query: { token: await unsubscribeToken({ email: `${unique('unsub_')}@example.test`, list: 'invitations' }) } }),
  'POST /live/token': none,
  'DELETE /auth/app-passwords/{uuid}': async (c) => ({ params: { uuid: c.changes && c.account ? await freshAppPassword(c.account) : '00000000-0000-4000-8000-000000000000' } }),
  // An address nobody has: the same answer as a known one, and no mail.
  'POST /auth/password/forgot': () => ({ body: { email: `${unique('nobody_')}@example.test` } }),
  // Links that are not ours: 400 invalid_token, nothing used up.
  'POST /auth/password/reset': () => ({ body: { token: 'not-a-token', password: 'a-long-password-1' } }),
  'POST /auth/email/verify': () => ({ body: { token: 'not-a-token' } }),
  'POST /auth/email/confirm': () => ({ body: { token: 'not-a-token' } }),

  'GET /members': (c) => ({ query: { space_id: c.space.id } }),
  'POST /members': () => {
    const username = unique('new_');
    return { body: { username, email: `${username}@example.test` } };
  },
  'PUT /members/{user_id}': async (c) => ({ params: { user_id: c.changes ? (await createMember()).userId : c.fx.member.userId }, body: { role: 'moderator' } }),
  'PATCH /members/{user_id}': async (c) => ({ params: { user_id: c.changes ? (await createMember()).userId : c.fx.member.userId }, body: { status: 'active' } }),
  'GET /members/{user_id}/mail-log': (c) => ({ params: { user_id: c.fx.member.userId } }),
  // Clearing a mark that is not there changes nothing: the shared member serves.
  'DELETE /members/{user_id}/email-status': (c) => ({ params: { user_id: c.fx.member.userId } }),
  'GET /members/active': none,
  'GET /members/new': none,
  'GET /members/top-contributors': none,
  'GET /leaderboard': none,
  'POST /members/{user_id}/send-reset-link': async (c) => ({ params: { user_id: c.changes ? (await createMember()).userId : c.fx.member.userId } }),
  'GET /admin/user-badges': none,
  'GET /admin/leaderboards/points': none,
  // The default value: saving it changes nothing, so no backfill starts.
  'PUT /admin/leaderboards/points': () => ({ body: { post_published: 5 } }),
  // One fixed sample badge (a save keeps the badges it does not name): reruns never grow the catalogue.
  'POST /admin/user-badges': () => ({ body: { badges: [{ slug: 'route-sample-badge', title: 'Sample badge' }] } }),
  'PUT /admin/user-badges/{slug}': async (c) => ({ params: { slug: c.changes ? await freshBadge('route-sample-badge') : 'no-such-badge' }, body: { title: 'Sample badge, edited' } }),
  'DELETE /admin/user-badges/{slug}': async (c) => ({ params: { slug: c.changes ? await freshBadge() : 'no-such-badge' } }),
  // The fixed sample badge, given to and taken from a fresh member.
  'PUT /admin/user-badges/{slug}/members/{user_id}': async (c) => ({ params: { slug: c.changes ? await freshBadge('route-sample-badge') : 'no-such-badge', user_id: c.changes ? (await createMember()).userId : c.fx.member.userId } }),
  'DELETE /admin/user-badges/{slug}/members/{user_id}': async (c) => ({ params: { slug: 'route-sample-badge', user_id: c.changes ? (await createMember()).userId : c.fx.member.userId } }),
  'GET /admin/leaderboards/levels': none,
  // The levels saved again as they are: the list is site-wide and a save replaces it whole.
  'POST /admin/leaderboards/levels': async () => ({ body: { levels: await current('/admin/leaderboards/levels', (b) => (b.levels as any[]).map(({ number: _n, ...level }) => level)) } }),

  'GET /profile': none,
  'GET /profile/{username}': (c) => ({ params: { username: c.fx.member.username } }),
  'PUT /profile/{username}': (c) => ({ params: { username: c.fx.member.username }, body: { display_name: 'Access table' } }),
  'POST /profile/{username}': (c) => ({ params: { username: c.fx.member.username }, body: { display_name: 'Access table' } }),
  'POST /profile/{username}/follow': (c) => ({ params: { username: c.fx.member.username } }),
  'POST /profile/{username}/unfollow': (c) => ({ params: { username: c.fx.member.username } }),
  'GET /profile/{username}/followers': (c) => ({ params: { username: c.fx.member.username } }),
  'GET /profile/{username}/followings': (c) => ({ params: { username: c.fx.member.username } }),
  // The caller's own account with a wrong current password (422): nothing changes, no token is revoked.
  'POST /profile/{username}/change-password': (c) => ({
    params: { username: c.account?.username ?? c.fx.member.username },
    body: { data: { current_password: 'not the password', new_password: 'a-long-password-1', confirm_password: 'a-long-password-1' } },
  }),
  // can_change_email is off by default (SWITCHED_OFF).
  'POST /profile/{username}/change-email': (c) => ({ params: { username: c.account?.username ?? c.fx.member.username }, body: { email: `${unique('new_')}@example.test`, password: 'not the password' } }),
  // The fixture accounts are verified: 422 email_already_verified.
  'POST /profile/{username}/reconfirm-email': (c) => ({ params: { username: c.account?.username ?? c.fx.member.username } }),
  'GET /profile/{username}/spaces': (c) => ({ params: { username: c.fx.member.username } }),
  'GET /profile/{username}/memberships': (c) => ({ params: { username: c.fx.member.username } }),
  'GET /profile/{username}/courses': (c) => ({ params: { username: c.fx.member.username } }),
  'GET /profile/{username}/comments': (c) => ({ params: { username: c.fx.member.username } }),
  'GET /profile/{username}/media': (c) => ({ params: { username: c.fx.member.username } }),
  // The caller's own medium when it is expected to pass (deleting it changes nothing shared).
  'DELETE /media/{id}': async (c) => ({ params: { id: c.changes && c.account ? (await seedReadyMedia(c.account.userId)).id : 999_999_999 } }),

  'GET /spaces': none,
  'POST /spaces': () => ({ body: { title: unique('Created '), status: 'draft' } }),
  'GET /spaces/discover': none,
  'GET /spaces/all-spaces': none,
  'GET /spaces/users/search': (c) => ({ query: { q: 'member', space_id: c.space.id } }),
  'GET /spaces/{space}/by-slug': (c) => ({ params: bySlug(c) }),
  'GET /spaces/{space}/by-id': (c) => ({ params: byId(c) }),
  'PUT /spaces/{space}/by-slug': (c) => ({ params: bySlug(c), body: { description: 'Access table' } }),
  'PUT /spaces/{space}/by-id': (c) => ({ params: byId(c), body: { description: 'Access table' } }),
  'DELETE /spaces/{space}': async (c) => ({ params: bySlug(c, await ownSpace(c)) }),
  'DELETE /spaces/{space}/by-id': async (c) => ({ params: byId(c, await ownSpace(c)) }),
  // Only callers without a membership change anything (the others are answered already_member).
  'POST /spaces/{space}/join': async (c) => ({ params: bySlug(c, c.role === 'member' || c.role === 'community-moderator' ? await ownSpace(c) : c.space) }),
  'POST /spaces/{space}/leave': async (c) => ({ params: bySlug(c, await ownSpace(c)) }),
  // Disabled: a lock would change what non-members see of the shared space.
  'GET /spaces/{space}/lockscreens': (c) => ({ params: bySlug(c) }),
  'PUT /spaces/{space}/lockscreens': (c) => ({ params: bySlug(c), body: { enabled: false } }),
  'GET /spaces/{space}/meta-settings': (c) => ({ params: bySlug(c) }),
  'POST /spaces/{space}/links': (c) => ({ params: bySlug(c), body: { links: [{ title: 'Access table', url: 'https://example.com/' }] } }),
  'GET /spaces/{space}/members': (c) => ({ params: bySlug(c) }),
  'POST /spaces/{space}/members': async (c) => ({ params: bySlug(c), body: { user_id: c.changes ? (await createMember()).userId : c.fx.member.userId } }),
  'PUT /spaces/{space}/members/{user_id}': async (c) => ({ params: { ...bySlug(c), user_id: await target(c) }, body: { role: 'member' } }),
  'DELETE /spaces/{space}/members/{user_id}': async (c) => ({ params: { ...bySlug(c), user_id: await target(c) } }),
  'POST /spaces/{space}/members/remove': async (c) => ({ params: bySlug(c), body: { user_id: await target(c) } }),
  'POST /spaces/{space}/members/{user_id}/ban': async (c) => ({ params: { ...bySlug(c), user_id: await target(c) } }),
  'POST /spaces/{space}/members/{user_id}/unban': async (c) => ({ params: { ...bySlug(c), user_id: await target(c, true) } }),
  'GET /spaces/space_groups': none,
  'POST /spaces/space_groups': () => ({ body: { title: unique('Group ') } }),
  'PUT /spaces/space_groups/{id}': (c) => ({ params: { id: c.fx.groupId }, body: { description: 'Access table' } }),
  'DELETE /spaces/space_groups/{id}': async (c) => ({ params: { id: c.changes ? await freshGroup() : c.fx.groupId } }),
  // Only the fixture's group: other groups may be deleted meanwhile (or belong to other test files).
  'PATCH /spaces/space_groups/re-index': (c) => ({ body: { group_ids: [c.fx.groupId] } }),
  'PATCH /spaces/space_groups/re-index-spaces': (c) => ({ body: { space_ids: [c.fx.spareSpaceId] } }),
  'PATCH /spaces/space_groups/move-space': (c) => ({ body: { space_id: c.fx.spareSpaceId, group_id: 0 } }),

  'GET /feeds': none,
  // invitations (docs/invitations.md): each space's managers act on an invitation of that space,
  // a fresh one when the call is expected to pass; a token's routes use links to the spare space.
  'GET /invitations': (c) => ({ query: { space_id: c.space.id } }),
  'POST /invitations': (c) => ({ body: { email: `${unique('invitee_')}@example.test`, space_id: c.space.id } }),
  'POST /invitations/link': (c) => ({ body: { title: unique('Link '), space_id: c.space.id } }),
  'DELETE /invitations/{invitation_id}': async (c) => ({ params: { invitation_id: await invitationIn(c, 'link') } }),
  'POST /invitations/{invitation_id}/resend': async (c) => ({ params: { invitation_id: await invitationIn(c, 'email') } }),
  'GET /invitations/{token}/accept': async (c) => ({ params: { token: (await (sharedToken ??= createLink(c.fx.spareSpaceId, {}, adminCredentials()))).token } }),
  'POST /invitations/{token}/accept': async (c) => ({
    params: { token: (await createLink(c.fx.spareSpaceId, {}, adminCredentials())).token },
    body: c.account ? {} : newAccount(),
  }),
  'POST /feeds': async (c) => {
    if (c.changes && c.account) await clearPostRate(c.account.userId);
    return { body: { message: unique('post '), space_id: c.space.id } };
  },
  'GET /feeds/{feed}/by-slug': (c) => ({ params: { feed: c.space.postSlug } }),
  'GET /feeds/{feed}/by-id': (c) => ({ params: post(c) }),
  // `status` alone: what a manager who is not the author may send (approval); content edits stay the author's (test/api/feeds/moderation-queue.test.ts).
  'PUT /feeds/{feed}': (c) => ({ params: post(c), body: { status: 'published' } }),
  'POST /feeds/{feed}': (c) => ({ params: post(c), body: { status: 'published' } }),
  'PATCH /feeds/{feed}': (c) => ({ params: post(c), body: { is_sticky: false } }),
  'DELETE /feeds/{feed}': async (c) => ({ params: { feed: c.changes ? await freshPost(c) : c.space.postId } }),
  'GET /feeds/{feed}/comments': (c) => ({ params: post(c) }),
  'POST /feeds/{feed}/comments': (c) => ({ params: post(c), body: { message: unique('comment ') } }),
  'POST /feeds/{feed}/comments/{comment}': (c) => ({ params: comment(c), body: { message: 'Access table' } }),
  'PUT /feeds/{feed}/comments/{comment}': (c) => ({ params: comment(c), body: { message: 'Access table' } }),
  'PATCH /feeds/{feed}/comments/{comment}': (c) => ({ params: comment(c), body: { is_sticky: false } }),
  'DELETE /feeds/{feed}/comments/{comment}': async (c) => ({ params: { feed: c.space.postId, comment: c.changes ? await freshComment(c.fx, c.space) : c.space.commentId } }),
  'POST /feeds/{feed}/react': (c) => ({ params: post(c), body: { react_type: 'bookmark' } }),
  'GET /feeds/{feed}/reactions': (c) => ({ params: post(c) }),
  'POST /feeds/{feed}/comments/{comment}/reactions': (c) => ({ params: comment(c), body: { state: true } }),
  'GET /feeds/{feed}/comments/{comment}/reactions': (c) => ({ params: comment(c) }),
  'GET /comments/{comment}': (c) => ({ params: { comment: c.space.commentId } }),
  'GET /comments/{comment}/reactions': (c) => ({ params: { comment: c.space.commentId } }),
  'GET /feeds/bookmarks': none,
  'GET /feeds/welcome-banner': none,
  // The original's feed routes (issue 30): a fresh post when the preview's removal is expected to pass.
  'DELETE /feeds/{feed}/media-preview': async (c) => ({ params: { feed: c.changes ? await freshPost(c) : c.space.postId } }),
  'POST /feeds/{feed}/reactions/toggle': (c) => ({ params: post(c), body: { react_type: 'bookmark' } }),
  // The fixture's post has no survey: a caller let through is answered 400 not_a_survey.
  'POST /feeds/{feed}/apps/survey-vote': (c) => ({ params: post(c), body: { vote_indexes: ['opt_1'] } }),
  'GET /feeds/{feed}/apps/survey-voters/{option}': (c) => ({ params: { ...post(c), option: 'opt_1' } }),
  // It involves no space (each post is shown under its own read rule): any id.
  'POST /feeds/batch': () => ({ body: { feed_ids: [1, 2] } }),
  'POST /feeds/markdown-preview': () => ({ body: { text: '**Access table**' } }),
  'GET /feeds/links': none,
  // The links as they are, sent back: other tests' sidebar links stay.
  'POST /feeds/links': async () => ({ body: { links: (await api<any>('GET', '/feeds/links', { auth: adminCredentials() })).body.links } }),
  'GET /feeds/ticker': none,
  'GET /feeds/ticker-updates': () => ({ query: { since: new Date().toISOString() } }),
  'GET /moderation/config': none,
  'POST /moderation/config': () => ({ body: { config: {} } }),
  // Reports (docs/moderation.md): a member reports a fresh post; moderators read and resolve the administrator's report of the space's post.
  'POST /moderation/report': async (c) => ({ body: { content_type: 'feed', content_id: c.changes ? await freshProfilePost() : 1, reason: 'spam' } }),
  'GET /moderation/reports': (c) => ({ query: { space_id: c.space.id } }),
  'GET /moderation/reports/{report}': async (c) => ({ params: { report: await reportOf(c) } }),
  // Dismissed once; later callers the oracle lets through are answered 409 report_already_resolved.
  'POST /moderation/reports/{report}/resolve': async (c) => ({ params: { report: await reportOf(c) }, body: { action: 'dismiss' } }),
  // A space's queue (a space moderator's); the fixture comment is published: approving it answers as done, rejecting it 409.
  'GET /moderation/queue': (c) => ({ query: { space_id: c.space.id } }),
  'POST /moderation/comments/{comment}/approve': (c) => ({ params: { comment: c.space.commentId } }),
  'POST /moderation/comments/{comment}/reject': (c) => ({ params: { comment: c.space.commentId } }),
  'GET /scheduled-posts': none,
  'PUT /scheduled-posts/{feed}': async (c) => ({
    params: { feed: await scheduledPost(c) },
    body: { scheduled_at: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 19).replace('T', ' '), timezone: 'UTC' },
  }),
  'POST /scheduled-posts/publish/{feed}': async (c) => ({ params: { feed: await scheduledPost(c) } }),

  'GET /admin/topics': none,
  'POST /admin/topics': () => ({ body: { title: unique('Topic ') } }),
  'PUT /admin/topics/{topic_id}': (c) => ({ params: { topic_id: c.fx.topicId }, body: { description: 'Access table' } }),
  'DELETE /admin/topics/{topic_id}': async (c) => ({ params: { topic_id: c.changes ? await freshTopic() : c.fx.topicId } }),
  'GET /admin/topics/config': none,
  'POST /admin/topics/config': () => ({ body: {} }),

  'GET /notifications': none,
  'GET /notifications/unread': none,
  'POST /notifications/mark-read/{id}': (c) => ({ params: { id: c.fx.notificationIds[c.role] ?? 1 } }),
  // Any post: the caller's notifications about it (none) are marked read.
  'POST /notifications/mark-read/{feed_id}/by-feed-id': () => ({ params: { feed_id: 1 } }),
  'POST /notifications/mark-all-read': none,
  // The caller's own preferences (the member themself; an anonymous caller names the plain member).
  'GET /profile/{username}/notification-preferences': (c) => ({ params: { username: c.account?.username ?? c.fx.member.username } }),
  'POST /profile/{username}/notification-preferences': (c) => ({ params: { username: c.account?.username ?? c.fx.member.username }, body: { user_globals: { digest_mail: 'no' } } }),

  'GET /admin/webhooks': none,
  'POST /admin/webhooks': () => ({ body: { name: unique('Hook '), url: 'https://127.0.0.1:9/hook', events: ['feed.created'], status: 'inactive' } }),
  'GET /admin/webhooks/{webhook_id}': (c) => ({ params: { webhook_id: c.fx.webhookId } }),
  'PUT /admin/webhooks/{webhook_id}': (c) => ({ params: { webhook_id: c.fx.webhookId }, body: { name: unique('Hook ') } }),
  'DELETE /admin/webhooks/{webhook_id}': async (c) => ({ params: { webhook_id: c.changes ? await freshWebhook() : c.fx.webhookId } }),
  'POST /admin/webhooks/{webhook_id}/test': (c) => ({ params: { webhook_id: c.fx.webhookId } }),
  'GET /admin/webhooks/{webhook_id}/deliveries': (c) => ({ params: { webhook_id: c.fx.webhookId } }),
  'GET /admin/webhooks/{webhook_id}/deliveries/{delivery_id}': (c) => ({ params: { webhook_id: c.fx.webhookId, delivery_id: c.fx.deliveryId } }),
  'POST /admin/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver': (c) => ({ params: { webhook_id: c.fx.webhookId, delivery_id: c.fx.deliveryId } }),

  'GET /activities': none,
  'GET /analytics/overview/widget': none,
  'GET /analytics/overview/activity': none,
  'GET /analytics/overview/popular-day-time': none,
  'GET /analytics/members/widget': none,
  'GET /analytics/members/activity': none,
  'GET /analytics/members/top-members': none,
  'GET /analytics/members/top-commenters': none,
  'GET /analytics/members/top-post-starters': none,
  'GET /analytics/spaces/widget': none,
  'GET /analytics/spaces/activity': none,
  'GET /analytics/spaces/popular': none,
  'GET /analytics/spaces/search': none,

  // Refused before any connection (loopback): the sample never sends traffic anywhere.
  'GET /feeds/oembed': () => ({ query: { url: 'http://127.0.0.1:9/' } }),
  'POST /media/uploads': () => ({ body: { file_name: 'sample.png', file_type: 'image/png', file_size: 1024 } }),
  // A ready medium on a profile: anyone may read it.
  'GET /media/{id}': async () => ({ params: { id: await publicMedium() } }),
  // The route reads a multipart body; a JSON body reaches its handler too (400: no file), which is what the access table checks.
  'POST /feeds/media-upload': () => ({ body: { object_source: 'feed' } }),

  // courses: catalog
  'GET /courses': none,
  'POST /courses': () => ({ body: { title: unique('Course '), description: 'Access table' } }),
  'POST /admin/courses': () => ({ body: { title: unique('Course '), description: 'Access table', privacy: 'public', course_type: 'self_paced' } }),
  'GET /courses/{id}': (c) => ({ params: inCourse(c) }),
  'GET /admin/courses/{id}': (c) => ({ params: inCourse(c) }),
  'GET /courses/{slug}/by-slug': (c) => ({ params: { slug: course(c).slug } }),
  // Writes of what the fixture already holds: the course stays as it is.
  'PUT /courses/{id}': (c) => ({ params: inCourse(c), body: { description: 'Access table' } }),
  'PUT /admin/courses/{id}': (c) => ({ params: inCourse(c), body: { description: 'Access table' } }),
  // courses: the original's other routes (issue 30). Those that change a course act on a fresh one when expected to pass.
  // The shared course's lesson is a draft: a caller expected to pass reads a fresh course's published one.
  'GET /courses/{slug}/lessons/{lesson_slug}/by-slug': async (c) => {
    const own = await ownCourse(c);
    return { params: { slug: own.slug, lesson_slug: String(await current(`/admin/courses/${own.id}/lessons/${own.lessonId}`, (b) => b.lesson.slug)) } };
  },
  'GET /courses/all-courses': none,
  'GET /admin/courses': none,
  'POST /admin/courses/{id}/duplicate': (c) => ({ params: inCourse(c) }),
  'GET /admin/courses/{id}/comments': (c) => ({ params: inCourse(c) }),
  'GET /admin/courses/{id}/users/search': (c) => ({ params: inCourse(c), query: { search: 'access' } }),
  'POST /admin/courses/{id}/links': async (c) => ({ params: { id: (await ownCourse(c)).id }, body: { links: [{ title: 'Docs', url: 'https://example.com/docs' }] } }),
  'GET /admin/courses/{id}/meta-settings': (c) => ({ params: inCourse(c) }),
  'GET /admin/courses/{id}/instructors/search': (c) => ({ params: inCourse(c), query: { search: 'access' } }),
  'PUT /admin/courses/{id}/copy-section': async (c) => ({ params: { id: (await ownCourse(c)).id }, body: { section_id: course(c).sectionId, from_course_id: course(c).id } }),
  'PUT /admin/courses/{id}/move-lesson': async (c) => {
    const own = await ownCourse(c);
    return { params: { id: own.id }, body: { lesson_id: own.lessonId, section_id: own.sectionId } };
  },
  'POST /admin/courses/{id}/lessons/{lesson_id}/duplicate': async (c) => ({ params: await ownLesson(c) }),
  'POST /courses/{id}/lessons/{lesson_id}/video-watched': async (c) => ({ params: await ownLesson(c), body: { watched_percent: 90 } }),
  // courses: cascade
  'DELETE /courses/{id}': async (c) => ({ params: c.changes ? { id: (await freshCourse(c.fx, c.kind, c.role)).id } : inCourse(c) }),
  'DELETE /admin/courses/{id}': async (c) => ({ params: c.changes ? { id: (await freshCourse(c.fx, c.kind, c.role)).id } : inCourse(c) }),
  'GET /admin/courses/{id}/sections': (c) => ({ params: inCourse(c) }),
  'POST /admin/courses/{id}/sections': (c) => ({ params: inCourse(c), body: { title: unique('Section ') } }),
  'PATCH /admin/courses/{id}/sections/indexes': (c) => ({ params: inCourse(c), body: { indexes: { [course(c).sectionId]: 1 } } }),
  'GET /admin/courses/{id}/sections/{section_id}': (c) => ({ params: { ...inCourse(c), section_id: course(c).sectionId } }),
  'PUT /admin/courses/{id}/sections/{section_id}': (c) => ({ params: { ...inCourse(c), section_id: course(c).sectionId }, body: { title: 'Access section', status: 'published' } }),
  'PATCH /admin/courses/{id}/sections/{section_id}': (c) => ({ params: { ...inCourse(c), section_id: course(c).sectionId }, body: { title: 'Access section' } }),
  'DELETE /admin/courses/{id}/sections/{section_id}': async (c) => ({ params: await sectionOf(c) }),
  'PATCH /admin/courses/{id}/sections/{section_id}/indexes': (c) => ({ params: { ...inCourse(c), section_id: course(c).sectionId }, body: { indexes: { [course(c).lessonId]: 1 } } }),
  'GET /admin/courses/{id}/lessons': (c) => ({ params: inCourse(c) }),
  'POST /admin/courses/{id}/lessons': (c) => ({ params: inCourse(c), body: { title: unique('Lesson '), section_id: course(c).sectionId } }),
  'GET /admin/courses/{id}/lessons/{lesson_id}': (c) => ({ params: { ...inCourse(c), lesson_id: course(c).lessonId } }),
  'PUT /admin/courses/{id}/lessons/{lesson_id}': (c) => ({
    params: { ...inCourse(c), lesson_id: course(c).lessonId },
    body: { lesson: { title: 'Access lesson', parent_id: course(c).sectionId, status: 'draft' } },
  }),
  'PATCH /admin/courses/{id}/lessons/{lesson_id}': (c) => ({ params: { ...inCourse(c), lesson_id: course(c).lessonId }, body: { title: 'Access lesson' } }),
  'DELETE /admin/courses/{id}/lessons/{lesson_id}': async (c) => ({ params: await lessonOf(c) }),
  // courses: learning. A request that enrols, unenrols or changes progress acts in a fresh course
  // (published lesson, only the caller's role held); refused callers share the fixture course.
  'POST /courses/{id}/enroll': async (c) => ({ params: { id: (await ownCourse(c)).id } }),
  'POST /courses/{id}/unenroll': async (c) => ({ params: { id: (await ownCourse(c)).id } }),
  'GET /courses/my-courses': () => ({ query: { status: 'all' } }),
  'GET /courses/{id}/progress': (c) => ({ params: inCourse(c) }),
  'DELETE /courses/{id}/progress': async (c) => ({ params: { id: (await ownCourse(c)).id } }),
  'POST /courses/{id}/lessons/{lesson_id}/complete': async (c) => ({ params: await ownLesson(c) }),
  'POST /courses/{id}/lessons/{lesson_id}/incomplete': async (c) => ({ params: await ownLesson(c) }),
  'PUT /courses/{id}/lessons/{lesson_id}/completion': async (c) => ({ params: await ownLesson(c), body: { state: 'completed' } }),
  'GET /courses/{id}/students': (c) => ({ params: inCourse(c) }),
  'GET /courses/{id}/certificate': (c) => ({ params: inCourse(c) }),
  'GET /admin/courses/{id}/students': (c) => ({ params: inCourse(c) }),
  'POST /admin/courses/{id}/students': async (c) => ({ params: { id: (await ownCourse(c)).id }, body: { user_id: c.fx.member.userId } }),
  'DELETE /admin/courses/{id}/students/{student_id}': async (c) => ({ params: { id: (await studentCourse(c)).id, student_id: c.fx.accounts['space-member']!.userId } }),
  'DELETE /admin/courses/{id}/students/{student_id}/progress': async (c) => ({ params: { id: (await studentCourse(c)).id, student_id: c.fx.accounts['space-member']!.userId } }),
  'PUT /admin/courses/{id}/lockscreens': async (c) => ({ params: { id: (await ownCourse(c)).id }, body: { enabled: false, type: 'custom', message: 'Access table' } }),
  // courses: quizzes. The student's requests act on a quiz of a fresh course of theirs; refused callers share the fixture course.
  'POST /courses/{id}/lessons/{lesson_id}/quiz/start': async (c) => ({ params: await ownQuiz(c) }),
  'POST /courses/{id}/lessons/{lesson_id}/quiz/submit': async (c) => ({ params: await ownQuiz(c), body: { answers: RIGHT, time_spent: 5 } }),
  'GET /courses/{id}/lessons/{lesson_id}/quiz/result': async (c) => ({ params: await ownQuiz(c) }),
  'GET /admin/courses/{id}/quiz-results': (c) => ({ params: inCourse(c), query: { status: 'all' } }),
  'POST /admin/courses/{id}/quiz-results/{quiz_id}': async (c) => ({
    params: { ...inCourse(c), quiz_id: c.changes ? await seededQuizResult(course(c).id, course(c).lessonId) : 1 },
    body: { score: 80, feedback: 'Access table' },
  }),

  'GET /admin/all_space_courses': none,
  'GET /options/app-vars': none,
  'GET /options/menu-items': none,
  'GET /options/sidebar-menu-html': none,
  // migrations: an upload of its own (files declared, none uploaded), so a start is refused 400
  // invalid_export and a status reads a draft, whatever other runs the stack holds.
  'GET /migrations': none,
  'GET /migrations/{source}/config': async (c) => ({ params: { source: 'legacy-platform' }, ...(c.changes ? { query: { upload_id: await emptyUpload() } } : {}) }),
  'POST /migrations/{source}/uploads': () => ({ params: { source: 'legacy-platform' }, body: { files: [{ path: 'users.tsv', size: 64 }] } }),
  'POST /migrations/{source}/start': async (c) => ({ params: { source: 'buddypress' }, body: { items: ['members'], ...(c.changes ? { upload_id: await emptyUpload() } : {}) } }),
  'GET /migrations/{source}/status': async (c) => ({ params: { source: 'legacy-platform' }, ...(c.changes ? { query: { migration_id: await emptyUpload() } } : {}) }),
  'GET /openapi.json': none,
  'GET /reference': none,
  'GET /reference/redoc.standalone.js': none,
  // chat: off by default (SWITCHED_OFF), so these only need to pass validation.
  ...(Object.fromEntries(CHAT_ROUTES.map((k) => [k, chatSample(k)])) as Record<(typeof CHAT_ROUTES)[number], Sample>),
};

let sharedToken: ReturnType<typeof createLink> | undefined;
const sharedInvitations = new Map<string, Promise<number>>();
/** An invitation of the call's space: a fresh one when the call changes it, else one per space and kind. */
function invitationIn(c: SampleCall, type: 'link' | 'email'): Promise<number> {
  const make = async () =>
    type === 'link' ? (await createLink(c.space.id, {}, adminCredentials())).id : ((await inviteByEmail(c.space.id, uniqueEmail(), adminCredentials())).id as number);
  if (c.changes) return make();
  const key = `${c.kind}:${type}`;
  if (!sharedInvitations.has(key)) sharedInvitations.set(key, make());
  return sharedInvitations.get(key) as Promise<number>;
}

/** An upload with its files declared and never uploaded (the administrator's). */
async function emptyUpload(): Promise<string> {
  const res = await api<any>('POST', '/migrations/legacy-platform/uploads', { auth: adminCredentials(), body: { files: [{ path: 'users.tsv', size: 64 }] } });
  if (res.status !== 200) throw new Error(`migration upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.upload_id as string;
}

let sharedMedium: Promise<number> | undefined;
/** One ready medium of the administrator's, attached to their profile, for every caller of GET /media/{id}. */
function publicMedium(): Promise<number> {
  sharedMedium ??= (async () => {
    const medium = await readyMedium(adminCredentials());
    await claimMedium(medium.id, { source: 'profile', id: medium.user_id });
    return medium.id as number;
  })();
  return sharedMedium;
}

/** A valid request of a chat route: ids of no thread (refused while messaging is off, before any lookup). */
function chatSample(key: string): Sample {
  const params = { thread_id: 1, member_id: 1, message_id: 1, space_id: 1 };
  const body: Record<string, unknown> =
    key === 'POST /chat/threads' ? { user_id: 1 }
    : key === 'POST /chat/groups' ? { title: 'Sample', user_ids: [] }
    : key === 'POST /chat/groups/{thread_id}' ? { title: 'Sample' }
    : key === 'POST /chat/groups/{thread_id}/members' ? { user_ids: [1] }
    : key === 'POST /chat/read-threads' ? { thread_ids: [1] }
    : key === 'POST /chat/messages/{thread_id}' || key === 'POST /chat/messages/edit/{message_id}' ? { message: 'Hello' }
    : key === 'POST /chat/messages/{thread_id}/media_upload' ? { file_name: 'sample.png', file_type: 'image/png', file_size: 100 }
    : {};
  return () => ({ params, ...(key.startsWith('POST') ? { body } : {}) });
}

