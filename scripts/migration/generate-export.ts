/**
 * A realistic legacy export (BuddyPress on WordPress) of any size, deterministic from a seed
 * (docs/migration.md, "The generator"). The tables and columns are exactly what the export
 * commands of docs/migration.md select (EXPORT_TABLES), in BuddyPress's value formats: DATETIME
 * in GMT, 0/1 flags, HTML activity content with mention links, entities and emoji, NULL
 * secondary_item_id, comment trees threaded by item_id/secondary_item_id with their mptt values.
 *
 * It also writes what makes a migration hard: deleted users (ids referenced by memberships,
 * activities and comments but absent from wp_users), members without email or sharing an email
 * in another letter case, hidden groups, pending invitations, membership requests, banned
 * members, activity types that are not migrated, spam, comments on activities that are skipped,
 * replies up to three levels deep, the same short text written twice by one member, optional
 * files (usermeta, groupmeta, activity_meta) and avatar and cover files in BuddyPress's folders.
 *
 * Usage: npx tsx scripts/migration/generate-export.ts --out /tmp/export [--members 10000]
 *   [--groups 100] [--memberships 30000] [--activities 20000] [--comments 20000] [--seed 1]
 *   [--format tsv|jsonl|both] [--no-files] [--id-base n]
 * writes <out>/tsv/<table>.tsv and/or <out>/jsonl/<table>.jsonl, and <out>/<format>/uploads/...
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { EXPORT_TABLES, EXPORT_TABLE_NAMES, toJsonl, toTsv, type ExportFormat, type ExportRow, type ExportTable } from '#features/migration/legacy-export/export-format.ts';

export interface GenerateOptions {
  seed?: number;
  /** wp_users rows (deleted users come on top: they have no row). */
  members?: number;
  groups?: number;
  /** bp_groups_members rows in all (creators, invitations, requests and banned ones included). */
  memberships?: number;
  /** activity_update rows (the posts); skipped types and spam come on top. */
  activities?: number;
  /** activity_comment rows. */
  comments?: number;
  /** Avatar and cover files (default true). */
  files?: boolean;
  /**
   * Added to every legacy id (users, groups, memberships, activities) and to the logins built
   * from them, so exports of one seed can be migrated side by side into one table: legacy ids
   * and emails are global there (default 0).
   */
  idBase?: number;
}

type Row<T extends ExportTable> = ExportRow<T>;

export interface LegacyExport {
  tables: { [T in ExportTable]: Array<Row<T>> };
  /** Files under the uploads folder, path relative to it (avatars/<user>/..., group-avatars/<group>/..., buddypress/...). */
  files: Array<{ path: string; bytes: Uint8Array }>;
  /** What the export holds that a migration must handle (for tests' expectations). */
  features: ExportFeatures;
}

export interface ExportFeatures {
  /** User ids referenced by rows but absent from wp_users. */
  deletedUserIds: number[];
  membersWithoutEmail: number[];
  /** Pairs of user ids whose emails differ only in letter case (the second one's would match the same account). */
  emailCaseTwins: Array<[number, number]>;
  groupsByStatus: Record<'public' | 'private' | 'hidden', number[]>;
  /** bp_groups_members ids by what they are. */
  memberships: { active: number[]; invitations: number[]; requests: number[]; banned: number[]; admins: number[]; mods: number[]; deletedUsers: number[] };
  /** activity ids by kind. */
  posts: { group: number[]; profile: number[]; byDeletedUsers: number[]; spam: number[]; withHtml: number[]; withEmoji: number[]; withMentions: number[] };
  skippedTypes: Record<string, number>;
  comments: { topLevel: number[]; replies: number[]; deepReplies: number[]; onSkipped: number[]; byDeletedUsers: number[]; repeatedText: number[] };
}

/** mulberry32: small, fast, deterministic. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

const FIRST = ['Ana', 'Björn', 'Chloé', 'Dmitri', 'Eve', 'Farah', 'Gül', 'Hiro', 'Ines', 'José', 'Kai', 'Lena', 'Mateo', 'Nia', 'Olu', 'Priya', 'Quinn', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Víctor', 'Wen', 'Yara', 'Zoë'];
const LAST = ['Andersen', 'Brown', 'Çelik', 'Dubois', 'Evans', 'Fischer', 'García', 'Hoang', 'Ivanova', 'Jones', 'Kowalski', 'López', "O'Brien", 'Müller', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Smith', 'Tanaka'];
const TOPICS = ['gardening', 'photography', 'running', 'cooking', 'chess', 'climbing', 'jazz', 'knitting', 'astronomy', 'cycling', 'poetry', 'coding'];
const EMOJI = ['🎉', '👍', '🌱', '📷', '🏃‍♀️', '👩🏽‍💻', '❤️', '🔥', '🇯🇵', '😂'];
const SENTENCES = [
  'Has anyone tried the new trail by the river?',
  'Sharing my notes from last week &amp; the slides.',
  'Great meetup yesterday, thanks everyone!',
  'What do you think about "quiet hours" in the group?',
  'I&#8217;m looking for advice on getting started.',
  'Here is the schedule for next month.',
  'Welcome to all the new members!',
  'Quick question: is the meeting at 5 or 6?',
  'Café au lait &lt;3 — best way to start the day.',
  'Line one\nline two\twith a tab and a backslash \\ inside.',
];
const SHORT_REPLIES = ['+1', 'Thanks!', 'Agreed.', 'Same here 😂'];
const SKIPPED_TYPES = [
  ['members', 'new_member'],
  ['groups', 'joined_group'],
  ['groups', 'created_group'],
  ['friends', 'friendship_created'],
  ['profile', 'new_avatar'],
  ['xprofile', 'updated_profile'],
  ['blogs', 'new_blog_post'],
] as const;
const BASE = Date.UTC(2024, 5, 1);
const DAY = 86_400_000;
const mysqlDate = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const iso = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** A 1x1 PNG: a real image, so a check of the bytes accepts it. */
const PNG_1X1 = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

interface Pending {
  kind: 'post' | 'skipped' | 'comment';
  at: number;
  userId: number;
  component: string;
  type: string;
  content: string;
  action: string;
  groupId: number;
  spam: boolean;
  hide: boolean;
  /** Comments: the root activity and the parent (the root itself for a top-level comment). */
  root?: Pending;
  parent?: Pending;
  depth: number;
  id: number;
  children: Pending[];
}

export function generateLegacyExport(options: GenerateOptions = {}): LegacyExport {
  const r = rng(options.seed ?? 1);
  const idBase = options.idBase ?? 0;
  const nMembers = Math.max(options.members ?? 200, 4);
  const nGroups = Math.max(options.groups ?? 6, 3);
  const nMemberships = Math.max(options.memberships ?? 400, nGroups);
  const nPosts = Math.max(options.activities ?? 200, 5);
  const nComments = Math.max(options.comments ?? 200, 8);

  // Deleted users: a few percent on top of the members, with ids among theirs (WordPress reuses no id).
  const nDeleted = Math.max(2, Math.round(nMembers * 0.02));
  const allIds = Array.from({ length: nMembers + nDeleted }, (_, i) => i + 1);
  const deleted = new Set<number>();
  while (deleted.size < nDeleted) deleted.add(r.int(2, allIds.length)); // user 1 (the site's administrator) stays
  const features: ExportFeatures = {
    deletedUserIds: [...deleted].sort((a, b) => a - b),
    membersWithoutEmail: [],
    emailCaseTwins: [],
    groupsByStatus: { public: [], private: [], hidden: [] },
    memberships: { active: [], invitations: [], requests: [], banned: [], admins: [], mods: [], deletedUsers: [] },
    posts: { group: [], profile: [], byDeletedUsers: [], spam: [], withHtml: [], withEmoji: [], withMentions: [] },
    skippedTypes: {},
    comments: { topLevel: [], replies: [], deepReplies: [], onSkipped: [], byDeletedUsers: [], repeatedText: [] },
  };

  // Users.
  const users: Array<Row<'users'>> = [];
  const usermeta: Array<Row<'usermeta'>> = [];
  const registered = new Map<number, number>();
  const nicename = new Map<number, string>();
  const span = 3 * 365 * DAY;
  const siteAdmin = `siteadmin${idBase || ''}`;
  for (const id of allIds) {
    const at = BASE - span + Math.floor(((id - 1) / allIds.length) * span * 0.6) + r.int(0, DAY);
    registered.set(id, at);
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const login = `${first}${last}${id + idBase}`.normalize('NFD').replace(/[^A-Za-z0-9]/g, '').toLowerCase();
    nicename.set(id, login);
    if (deleted.has(id)) continue;
    let email = `${login}@example.org`;
    if (id === 5 || (id > 3 && r.chance(0.01))) {
      email = '';
      features.membersWithoutEmail.push(id);
    }
    users.push({
      ID: id,
      user_login: id === 1 ? siteAdmin : login,
      user_email: id === 1 ? `admin${idBase || ''}@example.org` : email,
      user_nicename: id === 1 ? siteAdmin : login,
      display_name: r.chance(0.05) ? `${first} ${EMOJI[id % EMOJI.length]}` : `${first} ${last}`,
      user_url: r.chance(0.2) ? `https://${login}.example.net/` : '',
      user_registered: iso(at),
      user_status: 0,
    });
    if (r.chance(0.5)) usermeta.push({ user_id: id, meta_key: 'description', meta_value: `I like ${r.pick(TOPICS)} ${r.pick(EMOJI)} &amp; ${r.pick(TOPICS)}.` });
    usermeta.push({ user_id: id, meta_key: 'first_name', meta_value: first }, { user_id: id, meta_key: 'last_name', meta_value: last });
    // Rows nobody reads (the export commands may select every key): serialized PHP, tokens, NULL values.
    usermeta.push({ user_id: id, meta_key: 'wp_capabilities', meta_value: 'a:1:{s:10:"subscriber";b:1;}' });
    if (r.chance(0.1)) usermeta.push({ user_id: id, meta_key: 'bp_latest_update', meta_value: null });
  }
  // Two accounts whose emails differ only in letter case (a case-insensitive match takes one account).
  const twins = users.filter((u) => u.user_email !== '' && u.ID > 3);
  const a = twins[1];
  const b = twins[2];
  if (a && b) {
    b.user_email = a.user_email.toUpperCase();
    features.emailCaseTwins.push([a.ID, b.ID]);
  }
  const liveIds = users.map((u) => u.ID);

  // Groups: public, private, hidden, in that rotation, with one of each at least.
  const groups: Array<Row<'groups'>> = [];
  const groupmeta: Array<Row<'groupmeta'>> = [];
  const statuses = ['public', 'private', 'hidden'] as const;
  const groupCreated = new Map<number, number>();
  for (let id = 1; id <= nGroups; id++) {
    const status = id <= 3 ? statuses[id - 1]! : r.chance(0.6) ? 'public' : r.chance(0.6) ? 'private' : 'hidden';
    const creator = r.pick(liveIds.slice(0, Math.max(3, Math.floor(liveIds.length / 3))));
    const at = (registered.get(creator) ?? BASE - span) + r.int(DAY, 30 * DAY);
    groupCreated.set(id, at);
    const topic = r.pick(TOPICS);
    const name = id % 7 === 0 ? `${topic[0]!.toUpperCase()}${topic.slice(1)} &amp; friends ${r.pick(EMOJI)}` : `${topic[0]!.toUpperCase()}${topic.slice(1)} club ${id}`;
    groups.push({
      id,
      creator_id: creator,
      name,
      slug: `${topic}-club-${id + idBase}`,
      description: `<p>All about <strong>${topic}</strong>.</p>\n<p>Be kind ${r.pick(EMOJI)}</p>`,
      status,
      parent_id: 0,
      enable_forum: r.chance(0.3),
      date_created: iso(at),
    });
    features.groupsByStatus[status].push(id);
    groupmeta.push({ group_id: id, meta_key: 'last_activity', meta_value: mysqlDate(at) });
    if (r.chance(0.3)) groupmeta.push({ group_id: id, meta_key: 'activity_feed_status', meta_value: 'admins' });
  }

  // Memberships: the creator as admin first, then members; unique per group and user.
  const members: Array<Row<'group_members'>> = [];
  const inGroup = new Map<number, Set<number>>(groups.map((g) => [g.id, new Set<number>()]));
  const activeIn = new Map<number, number[]>(groups.map((g) => [g.id, []]));
  let membershipId = 0;
  const addMembership = (groupId: number, userId: number, kind: 'creator' | 'active' | 'invitation' | 'request' | 'banned', role: 'admin' | 'mod' | 'member') => {
    const set = inGroup.get(groupId)!;
    if (set.has(userId)) return false;
    set.add(userId);
    const id = ++membershipId;
    const at = Math.max(groupCreated.get(groupId)!, registered.get(userId)!) + r.int(0, 200 * DAY);
    members.push({
      id,
      group_id: groupId,
      user_id: userId,
      inviter_id: kind === 'invitation' ? r.pick(liveIds) : 0,
      is_admin: role === 'admin',
      is_mod: role === 'mod',
      user_title: role === 'admin' ? 'Group Admin' : role === 'mod' ? 'Group Mod' : '',
      date_modified: iso(Math.min(at, BASE - DAY)),
      is_confirmed: kind === 'creator' || kind === 'active' || kind === 'banned',
      is_banned: kind === 'banned',
      invite_sent: kind === 'invitation',
    });
    if (deleted.has(userId)) features.memberships.deletedUsers.push(id);
    const bucket = kind === 'creator' ? 'active' : kind === 'invitation' ? 'invitations' : kind === 'request' ? 'requests' : kind === 'banned' ? 'banned' : 'active';
    features.memberships[bucket].push(id);
    if (role === 'admin') features.memberships.admins.push(id);
    if (role === 'mod') features.memberships.mods.push(id);
    if (kind === 'creator' || kind === 'active') activeIn.get(groupId)!.push(userId);
    return true;
  };
  for (const g of groups) addMembership(g.id, g.creator_id, 'creator', 'admin');
  let guard = 0;
  while (members.length < nMemberships && guard++ < nMemberships * 20) {
    const g = groups[members.length % groups.length]!;
    const user = r.chance(0.02) ? r.pick(features.deletedUserIds) : r.pick(liveIds);
    const roll = r.next();
    const kind = roll < 0.03 ? 'invitation' : roll < 0.06 ? 'request' : roll < 0.08 ? 'banned' : 'active';
    const role = kind === 'active' && r.chance(0.03) ? 'mod' : kind === 'active' && r.chance(0.01) ? 'admin' : 'member';
    addMembership(g.id, user, kind, role);
  }

  // Activities: posts, skipped types and comments, dated, then numbered in date order (ids follow time, as auto-increment does).
  const pending: Pending[] = [];
  const authorIn = (groupId: number) => r.pick(activeIn.get(groupId)!.length > 0 ? activeIn.get(groupId)! : liveIds);
  const mention = (userId: number) => `<a href='https://legacy.example.org/members/${nicename.get(userId)}/' rel='nofollow'>@${nicename.get(userId)}</a>`;
  const newItem = (fields: Partial<Pending> & Pick<Pending, 'kind' | 'at' | 'userId' | 'component' | 'type' | 'content'>): Pending => ({
    action: '', groupId: 0, spam: false, hide: false, depth: 0, id: 0, children: [], ...fields,
  });
  const postFeatures = new Map<Pending, Array<keyof ExportFeatures['posts']>>();
  for (let i = 0; i < nPosts; i++) {
    const inGroupPost = r.chance(0.75);
    const groupId = inGroupPost ? r.pick(groups).id : 0;
    const userId = i === 1 || r.chance(0.02) ? r.pick(features.deletedUserIds) : inGroupPost ? authorIn(groupId) : r.pick(liveIds);
    const flags: Array<keyof ExportFeatures['posts']> = [inGroupPost ? 'group' : 'profile'];
    let content = r.pick(SENTENCES);
    if (r.chance(0.4)) {
      content = `<p>${content}</p>\n<p>More at <a href="https://example.com/${r.pick(TOPICS)}?a=1&amp;b=2">this link</a>.<br />Cheers</p>`;
      flags.push('withHtml');
    }
    if (r.chance(0.3)) {
      content += ` ${r.pick(EMOJI)}${r.pick(EMOJI)}`;
      flags.push('withEmoji');
    }
    if (r.chance(0.2)) {
      content = `${mention(r.pick(liveIds))} ${content}`;
      flags.push('withMentions');
    }
    if (deleted.has(userId)) flags.push('byDeletedUsers');
    const spam = i === 3 || r.chance(0.01);
    if (spam) flags.push('spam');
    const at = Math.max(groupCreated.get(groupId) ?? 0, registered.get(userId)!) + r.int(DAY, 2 * 365 * DAY);
    const item = newItem({
      kind: 'post',
      at: Math.min(at, BASE - DAY),
      userId,
      component: inGroupPost ? 'groups' : 'activity',
      type: 'activity_update',
      content,
      action: inGroupPost ? `<a href="https://legacy.example.org/members/${nicename.get(userId)}/">${nicename.get(userId)}</a> posted an update in the group` : `${nicename.get(userId)} posted an update`,
      groupId,
      spam,
      hide: inGroupPost && groups[groupId - 1]!.status !== 'public',
    });
    pending.push(item);
    postFeatures.set(item, flags);
  }
  const nSkipped = Math.max(SKIPPED_TYPES.length, Math.round(nPosts * 0.15));
  const skipped: Pending[] = [];
  for (let i = 0; i < nSkipped; i++) {
    const [component, type] = SKIPPED_TYPES[i % SKIPPED_TYPES.length]!;
    const groupId = component === 'groups' ? r.pick(groups).id : 0;
    const userId = r.pick(liveIds);
    const item = newItem({
      kind: 'skipped',
      at: Math.min(Math.max(registered.get(userId)!, groupCreated.get(groupId) ?? 0) + r.int(0, 365 * DAY), BASE - DAY),
      userId,
      component,
      type,
      content: type === 'new_blog_post' ? '<p>A blog post excerpt&hellip;</p>' : '',
      action: `${nicename.get(userId)} did ${type}`,
      groupId,
    });
    features.skippedTypes[type] = (features.skippedTypes[type] ?? 0) + 1;
    pending.push(item);
    skipped.push(item);
  }
  const posts = pending.filter((p) => p.kind === 'post' && !p.spam);
  const comments: Pending[] = [];
  const commentFeatures = new Map<Pending, Array<keyof ExportFeatures['comments']>>();
  const written = new Map<Pending, Set<string>>();
  let repeated = false;
  // The last comments on posts that may still get a reply (replies go at most three levels deep).
  const recent: Pending[] = [];
  for (let i = 0; i < nComments; i++) {
    // Mostly on posts, a few on skipped activities (blog posts get comments too); replies to earlier comments of the same tree.
    const onSkipped = i % 50 === 7 || (i < 2 && skipped.length > 0);
    const canReply = recent;
    const reply = !onSkipped && canReply.length > 0 && r.chance(0.4);
    let parent = onSkipped ? r.pick(skipped) : reply ? r.pick(canReply) : r.pick(posts);
    let userId = i === 2 || r.chance(0.02) ? r.pick(features.deletedUserIds) : (parent.root ?? parent).groupId ? authorIn((parent.root ?? parent).groupId) : r.pick(liveIds);
    const flags: Array<keyof ExportFeatures['comments']> = [];
    let content = r.chance(0.3) ? r.pick(SHORT_REPLIES) : `${r.pick(SENTENCES)}${r.chance(0.3) ? ` ${r.pick(EMOJI)}` : ''}`;
    if (reply && r.chance(0.3)) content = `${mention(parent.userId)} ${content}`;
    // Once at least: the same short text by the same member on the same post, twice (the API would refuse the second).
    const first = !repeated && i === nComments - 1 ? comments.find((c) => c.depth === 1 && c.root?.kind === 'post' && !deleted.has(c.userId)) : undefined;
    if (first) {
      parent = first.parent!;
      userId = first.userId;
      content = first.content;
    }
    const root = parent.root ?? parent;
    const texts = written.get(root) ?? new Set<string>();
    written.set(root, texts);
    if (texts.has(`${userId}#${content}`)) {
      flags.push('repeatedText');
      repeated = true;
    }
    texts.add(`${userId}#${content}`);
    const depth = parent.kind === 'comment' ? parent.depth + 1 : 1;
    if (root.kind === 'skipped') flags.push('onSkipped');
    else if (depth === 1) flags.push('topLevel');
    else flags.push(depth > 2 ? 'deepReplies' : 'replies');
    if (deleted.has(userId)) flags.push('byDeletedUsers');
    const item = newItem({
      kind: 'comment',
      at: Math.min(parent.at + r.int(60_000, 30 * DAY), BASE - 1000 * (nComments - i)),
      userId,
      component: 'activity',
      type: 'activity_comment',
      content,
      action: `${nicename.get(userId)} posted a new activity comment`,
      root,
      parent,
      depth,
      hide: root.hide,
    });
    if (item.at <= parent.at) item.at = parent.at + 1000;
    parent.children.push(item);
    comments.push(item);
    if (root.kind === 'post' && depth < 3) {
      recent.push(item);
      if (recent.length > 30) recent.shift();
    }
    pending.push(item);
    commentFeatures.set(item, flags);
  }
  // Ids in date order; a child is always later than its parent, so its id is greater.
  pending.sort((x, y) => x.at - y.at);
  pending.forEach((p, i) => (p.id = i + 1));
  for (const [item, flags] of postFeatures) for (const f of flags) features.posts[f].push(item.id);
  for (const [item, flags] of commentFeatures) for (const f of flags) features.comments[f].push(item.id);
  for (const list of [...Object.values(features.posts), ...Object.values(features.comments)]) list.sort((x, y) => x - y);

  // mptt values per tree, as BuddyPress's rebuild_activity_comment_tree numbers them (root left = 1, children by date).
  const mptt = new Map<Pending, [number, number]>();
  const number = (node: Pending, left: number): number => {
    let right = left + 1;
    for (const child of [...node.children].sort((x, y) => x.at - y.at || x.id - y.id)) right = number(child, right);
    mptt.set(node, [left, right]);
    return right + 1;
  };
  for (const p of pending) if (p.kind !== 'comment' && p.children.length > 0) number(p, 1);

  const activity: Array<Row<'activity'>> = pending.map((p) => ({
    id: p.id,
    user_id: p.userId,
    component: p.component,
    type: p.type,
    action: p.action,
    content: p.content,
    primary_link: `https://legacy.example.org/members/${nicename.get(p.userId)}/`,
    item_id: p.kind === 'comment' ? p.root!.id : p.groupId,
    // BuddyPress: a comment's parent (the root itself for a top-level one); NULL or 0 for the rest.
    secondary_item_id: p.kind === 'comment' ? p.parent!.id : p.id % 3 === 0 ? null : 0,
    date_recorded: iso(p.at),
    hide_sitewide: p.hide,
    mptt_left: mptt.get(p)?.[0] ?? 0,
    mptt_right: mptt.get(p)?.[1] ?? 0,
    is_spam: p.spam,
  }));
  const activityMeta: Array<Row<'activity_meta'>> = [];
  for (const p of pending) {
    if (p.kind === 'post' && p.id % 40 === 1) {
      activityMeta.push({ activity_id: p.id, meta_key: '_link_preview_data', meta_value: 'a:2:{s:3:"url";s:19:"https://example.com";s:5:"title";s:7:"Example";}' });
    }
  }

  const files: LegacyExport['files'] = [];
  if (options.files ?? true) {
    for (const u of users) {
      const uid = u.ID + idBase;
      if (u.ID % 10 === 3) files.push({ path: `avatars/${uid}/${hex(r, 13)}-bpfull.png`, bytes: PNG_1X1 }, { path: `avatars/${uid}/${hex(r, 13)}-bpthumb.png`, bytes: PNG_1X1 });
      if (u.ID % 25 === 4) files.push({ path: `buddypress/members/${uid}/cover-image/${hex(r, 13)}-bp-cover-image.png`, bytes: PNG_1X1 });
    }
    for (const g of groups) {
      const gid = g.id + idBase;
      if (g.id % 3 !== 0) files.push({ path: `group-avatars/${gid}/${hex(r, 13)}-bpfull.png`, bytes: PNG_1X1 });
      if (g.id % 2 === 1) files.push({ path: `buddypress/groups/${gid}/cover-image/${hex(r, 13)}-bp-cover-image.png`, bytes: PNG_1X1 });
    }
  }

  const tables = { users, usermeta, groups, groupmeta, group_members: members, activity, activity_meta: activityMeta };
  if (idBase > 0) shiftIds(tables, features, idBase);
  return { tables, files, features };
}

/** Adds `base` to every legacy id of the tables and the features (0 stays 0: "none" in BuddyPress's columns). */
function shiftIds(tables: LegacyExport['tables'], features: ExportFeatures, base: number): void {
  const id = (n: number) => (n > 0 ? n + base : n);
  for (const u of tables.users) u.ID = id(u.ID);
  for (const m of tables.usermeta) m.user_id = id(m.user_id);
  for (const g of tables.groups) Object.assign(g, { id: id(g.id), creator_id: id(g.creator_id), parent_id: id(g.parent_id) });
  for (const m of tables.groupmeta) m.group_id = id(m.group_id);
  for (const m of tables.group_members) Object.assign(m, { id: id(m.id), group_id: id(m.group_id), user_id: id(m.user_id), inviter_id: id(m.inviter_id) });
  for (const a of tables.activity) {
    Object.assign(a, { id: id(a.id), user_id: id(a.user_id), item_id: id(a.item_id), secondary_item_id: a.secondary_item_id === null ? null : id(a.secondary_item_id) });
  }
  for (const m of tables.activity_meta) m.activity_id = id(m.activity_id);
  const lists = (group: Record<string, number[]>) => {
    for (const key of Object.keys(group)) group[key] = group[key]!.map(id);
  };
  features.deletedUserIds = features.deletedUserIds.map(id);
  features.membersWithoutEmail = features.membersWithoutEmail.map(id);
  features.emailCaseTwins = features.emailCaseTwins.map(([a, b]) => [id(a), id(b)]);
  lists(features.groupsByStatus);
  lists(features.memberships);
  lists(features.posts);
  lists(features.comments);
}

function hex(r: ReturnType<typeof rng>, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += '0123456789abcdef'[r.int(0, 15)];
  return out;
}

/** The columns each file is written with: those the export commands select (EXPORT_TABLES, in order). */
export const columnsOf = (table: ExportTable): string[] => Object.keys(EXPORT_TABLES[table].columns);

/** One table as the text of a file in a format. */
export function exportText(data: LegacyExport, table: ExportTable, format: ExportFormat): string {
  const rows = data.tables[table] as unknown as Array<Record<string, string | number | boolean | null>>;
  // DATETIME columns are written back as MySQL writes them (YYYY-MM-DD HH:MM:SS, GMT).
  const specs = EXPORT_TABLES[table].columns as Record<string, { type: string }>;
  const dated = Object.keys(specs).filter((c) => specs[c]?.type === 'datetime');
  const out = dated.length === 0 ? rows : rows.map((row) => ({ ...row, ...Object.fromEntries(dated.map((c) => [c, row[c] === null ? '0000-00-00 00:00:00' : mysqlDate(Date.parse(String(row[c])))])) }));
  return format === 'tsv' ? toTsv(columnsOf(table), out) : toJsonl(columnsOf(table), out);
}

/** Writes the export under `dir`: <dir>/<format>/<table>.<ext> and <dir>/<format>/uploads/<files>. */
export function writeExport(data: LegacyExport, dir: string, formats: readonly ExportFormat[] = ['tsv', 'jsonl']): string[] {
  const written: string[] = [];
  for (const format of formats) {
    const base = join(dir, format);
    mkdirSync(base, { recursive: true });
    for (const table of EXPORT_TABLE_NAMES) {
      const path = join(base, `${table}.${format}`);
      writeFileSync(path, exportText(data, table, format));
      written.push(path);
    }
    for (const file of data.files) {
      const path = join(base, 'uploads', file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.bytes);
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      members: { type: 'string', default: '200' },
      groups: { type: 'string', default: '6' },
      memberships: { type: 'string', default: '400' },
      activities: { type: 'string', default: '200' },
      comments: { type: 'string', default: '200' },
      format: { type: 'string', default: 'both' },
      'no-files': { type: 'boolean', default: false },
      'id-base': { type: 'string', default: '0' },
    },
  });
  if (!values.out) {
    console.error('usage: generate-export.ts --out <dir> [--members n] [--groups n] [--memberships n] [--activities n] [--comments n] [--seed n] [--format tsv|jsonl|both] [--no-files] [--id-base n]');
    process.exit(2);
  }
  const data = generateLegacyExport({
    seed: Number(values.seed),
    members: Number(values.members),
    groups: Number(values.groups),
    memberships: Number(values.memberships),
    activities: Number(values.activities),
    comments: Number(values.comments),
    files: !values['no-files'],
    idBase: Number(values['id-base']),
  });
  const formats: ExportFormat[] = values.format === 'both' ? ['tsv', 'jsonl'] : [values.format as ExportFormat];
  writeExport(data, values.out, formats);
  const counts = Object.fromEntries(EXPORT_TABLE_NAMES.map((t) => [t, data.tables[t].length]));
  console.log(JSON.stringify({ out: values.out, formats, rows: counts, files: data.files.length }, null, 2));
}
