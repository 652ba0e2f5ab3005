/**
 * The cast and scenery of the access table's generated test (docs/access.md): one account per
 * role, a public, a private and a draft space where every space role holds, each with a post and
 * a comment by the space member, and the records admin routes act on. Built once; fresh copies of
 * what a state-changing request would use up are made per call (freshSpace, freshTarget, ...).
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ROLES, SPACE_KINDS, type Role, type SpaceKind } from './access-oracle.ts';
import { adminAuth, createMember, type TestMember } from './factories.ts';
import { api, type Auth } from './http.ts';

export interface SpaceFixture {
  kind: SpaceKind;
  id: number;
  slug: string;
  postId: number;
  postSlug: string;
  commentId: number;
  /** A space moderator (rank 1) no caller is, the target of member routes; and one banned. */
  targetId: number;
  bannedTargetId: number;
  /** A course of the same kind where the same space roles hold (the shared fixtures only). */
  course?: CourseFixture;
}

/** A course (a space of type course) with one section holding one lesson. */
export interface CourseFixture {
  id: number;
  slug: string;
  sectionId: number;
  lessonId: number;
}

export interface Account {
  userId: number;
  username: string;
  /** What the account calls with: a Bearer token where it has one. */
  auth: Auth;
  /** Its HTTP Basic secret, for the routes a token may not call (requiresSecret). */
  secret: Auth;
}

export interface Fixtures {
  accounts: Record<Role, Account | null>;
  spaces: Record<SpaceKind, SpaceFixture>;
  /** A plain community member, the target of member routes that do not change them. */
  member: TestMember;
  topicId: number;
  groupId: number;
  webhookId: number;
  deliveryId: string;
  /** One unread notification of each role's account. */
  notificationIds: Partial<Record<Role, number>>;
  /** A draft space of no role, for the space-group routes that order or move a space. */
  spareSpaceId: number;
  /** The two accounts that are the target moderators (one banned) of every fixture space. */
  targets: { targetId: number; bannedTargetId: number };
}

/**
 * The administrator's credentials for building fixtures: a Bearer token once issued (the
 * administrator's Basic password is checked with scrypt, slow by design, on every request).
 */
let admin: Auth = adminAuth;
export const adminCredentials = (): Auth => admin;

/** A short-lived Bearer token for an account: cheap to check on each of the many requests. */
async function bearer(auth: Auth): Promise<Auth> {
  const res = await api<any>('POST', '/auth/token', { auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { bearer: res.body.access_token as string };
}

const ok = async (method: string, path: string, auth: Auth, body?: unknown): Promise<any> => {
  const res = await api<any>(method, path, { auth, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

export const unique = (prefix: string): string => `${prefix}${randomBytes(5).toString('hex')}`;

/** Empties a member's commenting-rate window (features/feeds/feed-store.ts, COMMENTRATE beside POSTRATE). */
async function clearCommentRate(userId: number): Promise<void> {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { keys } = await import('#platform/data/keys.ts');
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: { pk: keys.postRate(userId).pk, sk: 'COMMENTRATE' } }));
}

/**
 * A comment of `author` on the post. Fixtures comment more often, and more at once, than spam
 * protection's commenting rate allows one member: a refusal for the rate empties the window and
 * tries again.
 */
async function commentAs(author: Account, postId: number): Promise<any> {
  for (let attempt = 0; ; attempt++) {
    const res = await api<any>('POST', `/feeds/${postId}/comments`, { auth: author.auth, body: { message: unique('comment ') } });
    if (res.status !== 429 || attempt >= 5) {
      expect(res.status, `POST /feeds/${postId}/comments -> ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.comment;
    }
    await clearCommentRate(author.userId);
  }
}

/** Members post at most 5 times in 5 minutes; fixtures post more, so the counter is cleared first. */
export async function clearPostRate(userId: number): Promise<void> {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { keys } = await import('#platform/data/keys.ts');
  await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.postRate(userId) }));
}

/**
 * A post of `author`, whose post counter is cleared first (fixtures post more than 5 times in 5
 * minutes). One at a time: a member's simultaneous first posts can be refused 429 (the counter's
 * creation races), so the posts queue.
 */
let postQueue: Promise<unknown> = Promise.resolve();
function postAs(author: Account, body: Record<string, unknown>): Promise<any> {
  return queuedPost(author, { title: 'Access table', message: unique('post '), ...body }).then((res) => {
    expect(res.status, `POST /feeds -> ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.feed;
  });
}

/** POST /feeds as `author` in the fixtures' posting queue, the counter cleared first; answers the response. */
export function queuedPost(author: Account, body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const next = postQueue.then(async () => {
    await clearPostRate(author.userId);
    return api<any>('POST', '/feeds', { auth: author.auth, body });
  });
  postQueue = next.catch(() => undefined);
  return next;
}

async function pendingAccount(): Promise<Account> {
  const { createMember: create } = await import('#features/members/member-service.ts');
  const username = unique('pending_');
  const created = await create({ username, email: `${username}@example.test`, display_name: username, role: 'member', status: 'pending' }, null, { issueAppPassword: true });
  const basic: Auth = { basic: [username, created.appPassword!.secret] };
  return { userId: created.profile.user_id, username, auth: basic, secret: basic };
}

async function accounts(): Promise<Record<Role, Account | null>> {
  admin = await bearer(adminAuth);
  const plain = async (role?: 'moderator' | 'admin'): Promise<Account> => {
    const m = await createMember(role ? { role } : {});
    return { ...m, secret: m.auth };
  };
  const [pending, member, spaceMember, banned, moderator, spaceAdmin, communityModerator] = await Promise.all([
    pendingAccount(), plain(), plain(), plain(), plain(), plain(), plain('moderator'),
  ]);
  const adminId = Number((await ok('GET', '/profile', admin)).profile.user_id);
  const administrator = { userId: adminId, username: 'admin', auth: admin, secret: adminAuth };
  const cast: Record<Role, Account | null> = {
    anonymous: null,
    'pending-account': pending,
    member: member!,
    'space-member': spaceMember!,
    'banned-space-member': banned!,
    'space-moderator': moderator!,
    'space-admin': spaceAdmin!,
    'community-moderator': communityModerator!,
    administrator,
  };
  // Every active account calls with a Bearer token; the pending one cannot have one.
  await Promise.all(ROLES.filter((r) => r !== 'pending-account' && r !== 'administrator' && cast[r]).map(async (r) => (cast[r]!.auth = await bearer(cast[r]!.secret))));
  return cast;
}

/** Adds a membership as the administrator (ban after adding for `banned`). */
export async function addMembership(slug: string, userId: number, role: 'member' | 'moderator' | 'admin', banned = false): Promise<void> {
  await ok('POST', `/spaces/${slug}/members`, admin, { user_id: userId, role });
  if (banned) await ok('POST', `/spaces/${slug}/members/${userId}/ban`, admin);
}

const SPACE_ROLES: Array<[Role, 'member' | 'moderator' | 'admin', boolean]> = [
  ['space-member', 'member', false],
  ['banned-space-member', 'member', true],
  ['space-moderator', 'moderator', false],
  ['space-admin', 'admin', false],
];

/**
 * A space of `kind` where the given roles hold (all space roles by default), with a post and a
 * comment of the space member (`content`), and the target moderators (`targets`). A draft space is made published, filled,
 * then turned to draft (nobody posts in a draft).
 */
export async function buildSpace(
  cast: Record<Role, Account | null>,
  kind: SpaceKind,
  roles: Role[] = SPACE_ROLES.map(([r]) => r),
  content = true,
  targets?: { targetId: number; bannedTargetId: number },
): Promise<SpaceFixture> {
  const created = (await ok('POST', '/spaces', admin, { title: unique('Access '), privacy: kind === 'private' ? 'private' : 'public' })).data;
  const slug: string = created.slug;
  const fixture: SpaceFixture = { kind, id: created.id, slug, postId: 0, postSlug: '', commentId: 0, targetId: 0, bannedTargetId: 0 };
  const author = cast['space-member']!;
  if (content) {
    await addMembership(slug, author.userId, 'member');
    const post = await postAs(author, { space_id: created.id });
    const comment = await commentAs(author, post.id);
    Object.assign(fixture, { postId: post.id, postSlug: post.slug, commentId: comment.id });
  }
  if (targets) {
    await Promise.all([addMembership(slug, targets.targetId, 'moderator'), addMembership(slug, targets.bannedTargetId, 'moderator', true)]);
    Object.assign(fixture, targets);
  }
  const others = SPACE_ROLES.filter(([r]) => roles.includes(r) && !(content && r === 'space-member'));
  await Promise.all(others.map(([r, role, banned]) => addMembership(slug, cast[r]!.userId, role, banned)));
  if (kind === 'draft') await ok('PUT', `/spaces/${slug}/by-slug`, admin, { status: 'draft' });
  return fixture;
}

/**
 * A course of `kind` where every space role holds (as memberships of the course's space), with a
 * section and a lesson; a draft course is written as a draft from the start.
 */
export async function buildCourse(cast: Record<Role, Account | null>, kind: SpaceKind): Promise<CourseFixture> {
  const created = (
    await ok('POST', '/courses', admin, { title: unique('Access course '), description: 'Access table', privacy: kind === 'private' ? 'private' : 'public', status: kind === 'draft' ? 'draft' : 'published' })
  ).data;
  await Promise.all(SPACE_ROLES.map(([r, role, banned]) => courseRole(created, cast, r, role, banned)));
  const sectionId = await freshSection(created.id);
  const lessonId = await freshLesson(created.id, sectionId);
  return { id: created.id, slug: created.slug, sectionId, lessonId };
}

/** In a course the space member is its enrolled student (docs/courses.md: an enrolment is a membership with role student). */
function courseRole(course: { id: number; slug: string }, cast: Record<Role, Account | null>, r: Role, role: 'member' | 'moderator' | 'admin', banned: boolean): Promise<void> {
  if (r === 'space-member') return ok('POST', `/admin/courses/${course.id}/students`, admin, { user_id: cast[r]!.userId }).then(() => undefined);
  return addMembership(course.slug, cast[r]!.userId, role, banned);
}

/**
 * A course of its own for a request that changes enrolment or progress: only the caller's role
 * holds there, and its section and lesson are published (a lesson to complete).
 */
export async function freshCourse(fx: Fixtures, kind: SpaceKind, role: Role, student = false): Promise<CourseFixture> {
  const created = (
    await ok('POST', '/courses', admin, { title: unique('Fresh course '), description: 'Access table', privacy: kind === 'private' ? 'private' : 'public', status: kind === 'draft' ? 'draft' : 'published' })
  ).data;
  // `student`: the space member is enrolled too (the target of an administrator's request).
  const roles = [...new Set<Role>([role, ...(student ? (['space-member'] as const) : [])])];
  for (const r of roles) {
    const held = SPACE_ROLES.find(([x]) => x === r);
    if (held && fx.accounts[r]) await courseRole(created, fx.accounts, r, held[1], held[2]);
  }
  const sectionId = (await ok('POST', `/admin/courses/${created.id}/sections`, admin, { title: unique('Section '), status: 'published' })).section.id;
  const lessonId = await freshLesson(created.id, sectionId);
  await ok('PATCH', `/admin/courses/${created.id}/sections/${sectionId}`, admin, { status: 'published' });
  await ok('PATCH', `/admin/courses/${created.id}/lessons/${lessonId}`, admin, { status: 'published' });
  return { id: created.id, slug: created.slug, sectionId, lessonId };
}

export async function freshSection(courseId: number): Promise<number> {
  return (await ok('POST', `/admin/courses/${courseId}/sections`, admin, { title: unique('Section ') })).section.id;
}

export async function freshLesson(courseId: number, sectionId: number): Promise<number> {
  return (await ok('POST', `/admin/courses/${courseId}/lessons`, admin, { title: unique('Lesson '), section_id: sectionId })).data.id;
}

/** A space of its own for a request that changes it (join, leave, delete): only the caller's role holds there; `content` adds the post. */
export const freshSpace = (fx: Fixtures, kind: SpaceKind, role: Role, content = false): Promise<SpaceFixture> => buildSpace(fx.accounts, kind, [role], content);

/** A fresh target moderator in a shared space (banned for unban), for a request that changes or removes them. */
export async function freshTarget(space: SpaceFixture, banned = false): Promise<number> {
  const m = await createMember();
  await addMembership(space.slug, m.userId, 'moderator', banned);
  return m.userId;
}

/** A fresh comment of the space member on the space's post, for a request that deletes it. */
export async function freshComment(fx: Fixtures, space: SpaceFixture): Promise<number> {
  return (await commentAs(fx.accounts['space-member']!, space.postId)).id;
}

export async function freshTopic(): Promise<number> {
  return (await ok('POST', '/admin/topics', admin, { title: unique('Topic ') })).topic.id;
}

export async function freshGroup(): Promise<number> {
  return (await ok('POST', '/spaces/space_groups', admin, { title: unique('Group ') })).space_group.id;
}

/** Inactive: nothing is delivered to it. */
export async function freshWebhook(): Promise<number> {
  return (await ok('POST', '/admin/webhooks', admin, { name: unique('Hook '), url: 'https://127.0.0.1:9/hook', events: ['feed.created'], status: 'inactive' })).webhook.id;
}

export async function freshAppPassword(account: Account): Promise<string> {
  const { createAppPassword } = await import('#features/members/account-service.ts');
  return (await createAppPassword(account.username, unique('revoke '))).uuid;
}

async function seedDelivery(webhookId: number): Promise<string> {
  const { recordAttempt } = await import('#features/webhooks/webhook-delivery-store.ts');
  const eventId = unique('evt-');
  const at = new Date().toISOString();
  await recordAttempt({ webhookId, eventId, event: 'feed.created', body: '{}', status: 'failed', attempt: { attempt: 1, at, status_code: 500, response_time: 1, error: 'seeded' } });
  return eventId;
}

async function seedNotification(userId: number): Promise<number> {
  const { nextNotificationIds, notificationCreate } = await import('#features/notifications/notification-store.ts');
  const { transact } = await import('#platform/data/transactions.ts');
  const [id] = await nextNotificationIds(1);
  const at = new Date().toISOString();
  const record = {
    id: id!, user_id: userId, subject: `TEST#${unique('n')}`, feed_id: null, object_id: 1, src_user_id: null, src_object_type: 'user', action: 'user/followed',
    title: 'Access table', content: '', route: { name: 'user_profile', params: {} }, is_read: 0, actor_ids: [], event_ids: [], created_at: at, updated_at: at, rev: 1,
  } as const;
  await transact(notificationCreate(record as unknown as Parameters<typeof notificationCreate>[0]));
  return id!;
}

/** Everything but the three spaces: enough for the routes that involve no space. */
export type Cast = Omit<Fixtures, 'spaces'>;

export async function buildCast(): Promise<Cast> {
  const cast = await accounts();
  const [member, target, bannedTarget, topicId, groupId, webhookId, spare] = await Promise.all([
    createMember(), createMember(), createMember(), freshTopic(), freshGroup(), freshWebhook(),
    ok('POST', '/spaces', admin, { title: unique('Spare '), status: 'draft' }),
  ]);
  const deliveryId = await seedDelivery(webhookId);
  const withAccounts = ROLES.filter((r) => cast[r] !== null);
  const ids = await Promise.all(withAccounts.map((r) => seedNotification(cast[r]!.userId)));
  const notificationIds = Object.fromEntries(withAccounts.map((r, i) => [r, ids[i]]));
  return {
    accounts: cast, member, topicId, groupId, webhookId, deliveryId, notificationIds, spareSpaceId: spare.data.id,
    targets: { targetId: target!.userId, bannedTargetId: bannedTarget!.userId },
  };
}

/** The public, private and draft spaces, where every space role holds. */
export async function buildSpaces(cast: Cast): Promise<Record<SpaceKind, SpaceFixture>> {
  const list = await Promise.all(
    SPACE_KINDS.map(async (kind) => {
      const [space, course] = await Promise.all([buildSpace(cast.accounts, kind, undefined, true, cast.targets), buildCourse(cast.accounts, kind)]);
      return { ...space, course };
    }),
  );
  return Object.fromEntries(list.map((s) => [s.kind, s])) as Record<SpaceKind, SpaceFixture>;
}
