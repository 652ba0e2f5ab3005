/**
 * A whole migration through HTTP and the local stack's state machine (docs/migration.md, "Tests"):
 * a generated export (fixed seed) is uploaded with the upload script and migrated by the real
 * execution (Prepare, the five Maps, Finalize) the stack runs. One run serves every check: it is
 * made to fail in its activities step by a chunk object overwritten with garbage, resumed, and
 * must end with the results a clean run has, which are derived here from the export alone; then
 * what it wrote is read through the API (and the table where the API cannot show it), and a rerun
 * with skip_existing changes nothing.
 *
 * The stack has one migration lock (MIGRATION/CURRENT): every test that takes it is in this file,
 * the forms driven with executions of the test's own (no state machine) included, so no other
 * file's run can meet one of these.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '#platform/auth/authenticate.ts';
import { endRun, getRun, listRuns, lockHolder, readMappings, recordChunk, setTotals, updateRun, type MappingState } from '#features/migration/migration-store.ts';
import type { MigrationExecutions } from '#features/migration/migration-executions.ts';
import { startMigration, type StartRequest } from '#features/migration/run-service.ts';
import { DEFAULT_OPTIONS } from '#features/migration/run.ts';
import { readObject, putText } from '#features/migration/migration-bucket.ts';
import { CHUNK_KINDS, MAP_KIND, STEPS, chunkObjectKey, type ChunkKind } from '#features/migration/legacy-export/chunks.ts';
import { EXPORT_TABLE_NAMES, EXPORT_TABLES, type ExportFormat, type ExportTable } from '#features/migration/legacy-export/export-format.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';
import { exportText, generateLegacyExport, type LegacyExport } from '../../../scripts/migration/generate-export.ts';
import { uploadExport } from '../../../scripts/migration/upload-export.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { listFeeds, readFeed } from '../../support/feeds.ts';
import { api, baseUrl } from '../../support/http.ts';
import { collectSpaceMembers, spaceById } from '../../support/spaces.ts';

const SOURCE = '/migrations/legacy-platform';
const ITEMS = ['members', 'groups', 'activities'];
/** Legacy ids (and the logins and emails made from them) of this file: apart from other files' exports in the shared table. */
const ID_BASE = 8_200_000;
const data = generateLegacyExport({ seed: 17, members: 120, groups: 6, memberships: 240, activities: 120, comments: 120, files: false, idBase: ID_BASE });
const { tables, features } = data;
/** Optional tables as JSON Lines, the others as mysql --batch TSV: both formats in one export. */
const formatOf = (table: ExportTable): ExportFormat => (EXPORT_TABLES[table].file === 'optional' ? 'jsonl' : 'tsv');
/** API datetimes: the legacy GMT date as `YYYY-MM-DD HH:MM:SS`. */
const apiDate = (iso: string | null) => iso!.slice(0, 19).replace('T', ' ');

const authorization = `Basic ${Buffer.from((adminAuth as { basic: readonly [string, string] }).basic.join(':')).toString('base64')}`;
const upload = (folder: string) => uploadExport({ api: baseUrl(), authorization }, folder);
const start = (body: Record<string, unknown>, auth = adminAuth) => api<any>('POST', `${SOURCE}/start`, { auth, body });
const status = (migrationId: string) => api<any>('GET', `${SOURCE}/status`, { auth: adminAuth, query: { migration_id: migrationId } });
/** The run's status once it is no longer in progress. */
const finished = (migrationId: string) => pollUntil(() => status(migrationId), (r) => r.status !== 200 || r.body.status !== 'in_progress', { timeoutMs: 150_000, intervalMs: 200 });

/**
 * What a clean run of the export does, from the generator's rows and features alone: each legacy
 * row 'migrated' or why not (a skip reason; a member linked by email to an account: existing_account),
 * the results and skip reasons per kind, and where migrated rows go (legacy ids).
 */
function cleanRun({ tables, features }: LegacyExport) {
  const decided = Object.fromEntries(CHUNK_KINDS.map((k) => [k, new Map<number, string>()])) as Record<ChunkKind, Map<number, string>>;
  // Members: without email, not migrated; of two emails differing in case, the second links to the first's account.
  const accountOf = new Map<number, number>();
  for (const u of tables.users) {
    decided.members.set(u.ID, u.user_email === '' ? 'no_email' : 'migrated');
    if (u.user_email !== '') accountOf.set(u.ID, u.ID);
  }
  for (const [first, second] of features.emailCaseTwins) {
    decided.members.set(second, 'existing_account');
    accountOf.set(second, first);
  }
  for (const g of tables.groups) decided.groups.set(g.id, 'migrated');
  // Memberships in id order: one per account and group, the first row's.
  const fm = features.memberships;
  const memberships = new Map<number, { group: number; account: number; role: string; status: string }>();
  for (const m of tables.group_members) {
    const account = accountOf.get(m.user_id);
    const taken = [...memberships.values()].some((x) => x.group === m.group_id && x.account === account);
    const reason = fm.invitations.includes(m.id) ? 'invitation' : account === undefined ? 'user_not_found' : taken ? 'duplicate_membership' : 'migrated';
    decided.memberships.set(m.id, reason);
    if (reason === 'migrated') {
      const role = fm.admins.includes(m.id) ? 'admin' : fm.mods.includes(m.id) ? 'moderator' : 'member';
      memberships.set(m.id, { group: m.group_id, account: account!, role, status: fm.banned.includes(m.id) ? 'banned' : fm.requests.includes(m.id) ? 'pending' : 'active' });
    }
  }
  const activities = tables.activity.filter((a) => a.type !== 'activity_comment');
  const commentRows = tables.activity.filter((a) => a.type === 'activity_comment');
  for (const a of activities) decided.activities.set(a.id, a.is_spam ? 'spam' : a.type !== 'activity_update' ? `unsupported_type:${a.type}` : 'migrated');
  const posts = activities.filter((a) => decided.activities.get(a.id) === 'migrated');
  // Comments: a reply at any depth hangs under its top-level ancestor.
  const parentOf = new Map(commentRows.map((c) => [c.id, c.secondary_item_id]));
  const comments = new Map<number, { root: number; parent: number | null }>();
  for (const c of commentRows) {
    decided.comments.set(c.id, decided.activities.get(c.item_id) === 'migrated' ? 'migrated' : 'post_not_migrated');
    if (decided.comments.get(c.id) !== 'migrated') continue;
    let top = c.id;
    while (parentOf.has(parentOf.get(top) ?? 0)) top = parentOf.get(top)!;
    comments.set(c.id, { root: c.item_id, parent: top === c.id ? null : top });
  }
  const reasons = Object.fromEntries(CHUNK_KINDS.map((k) => [k, {} as Record<string, number>])) as Record<ChunkKind, Record<string, number>>;
  for (const k of CHUNK_KINDS) for (const reason of decided[k].values()) if (reason !== 'migrated') reasons[k][reason] = (reasons[k][reason] ?? 0) + 1;
  const results = Object.fromEntries(
    CHUNK_KINDS.map((k) => {
      const skipped = Object.values(reasons[k]).reduce((a, b) => a + b, 0);
      return [k, { total: decided[k].size, migrated: decided[k].size - skipped, skipped, failed: 0 }];
    }),
  ) as Record<ChunkKind, { total: number; migrated: number; skipped: number; failed: number }>;
  return { decided, results, reasons, accountOf, memberships, posts, comments };
}

const clean = cleanRun(data);
let dir: string;
let uploadId: string;
/** A second upload of the same files: a draft while the run goes (409), then the forms' own. */
let otherUploadId: string;
let member: TestMember;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'migration-'));
  for (const table of EXPORT_TABLE_NAMES) writeFileSync(join(dir, `${table}.${formatOf(table)}`), exportText(data, table, formatOf(table)));
  [{ upload_id: uploadId }, { upload_id: otherUploadId }, member] = await Promise.all([upload(dir), upload(dir), createMember()]);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('before the run', () => {
  it('counts the uploaded export as the generator wrote it, with the warnings it calls for', async () => {
    const res = await api<any>('GET', `${SOURCE}/config`, { auth: adminAuth, query: { upload_id: uploadId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { results } = clean;
    expect(res.body.config).toMatchObject({
      counts_complete: true,
      counts: {
        members: results.members.total,
        groups: results.groups.total,
        memberships: results.memberships.total,
        posts: features.posts.group.length + features.posts.profile.length - features.posts.spam.length,
        comments: results.comments.total,
        spam: features.posts.spam.length,
        skipped_activities: features.skippedTypes,
      },
    });
    const warnings = Object.fromEntries(res.body.config.warnings.map((w: { code: string; count: number }) => [w.code, w.count]));
    expect(warnings).toMatchObject({
      unmapped_activity_types: Object.values(features.skippedTypes).reduce((a, b) => a + b, 0),
      members_without_email: features.membersWithoutEmail.length,
      deleted_users: features.deletedUserIds.length,
      invitations: features.memberships.invitations.length,
    });
  });

  it('refuses anonymous callers (401), members (403), unknown items and an export missing a column (400)', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'migration-broken-'));
    try {
      // users without its user_email column.
      writeFileSync(join(broken, 'users.tsv'), exportText(data, 'users', 'tsv').split('\n').map((line) => line.split('\t').filter((_, i) => i !== 2).join('\t')).join('\n'));
      const { upload_id: brokenId } = await upload(broken);
      const [anonymous, byMember, items, invalid] = await Promise.all([
        api('POST', `${SOURCE}/start`, { body: { items: ITEMS, upload_id: uploadId } }),
        start({ items: ITEMS, upload_id: uploadId }, member.auth),
        start({ items: ['members', 'forums'], upload_id: uploadId }),
        start({ items: ['members'], upload_id: brokenId }),
      ]);
      expect([anonymous.status, byMember.status, items.status, invalid.status]).toEqual([401, 403, 400, 400]);
      expect(items.body).toEqual({ code: 'invalid_items', message: expect.any(String) });
      expect(invalid.body).toEqual({ code: 'invalid_export', message: expect.stringContaining('user_email'), data: { status: 400, missing_files: [], missing_columns: { users: ['user_email'] } } });
      expect(await getRun(uploadId)).toMatchObject({ state: 'draft' });
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe('a run that fails in its activities step and is resumed', () => {
  /** The activities chunk overwritten, its text and rows. */
  let badKey: string;
  let goodText: string;
  let badRows: number;

  it('answers 409 to a second start and shows the step and progress while it runs, then fails with migration_failed in activities', async () => {
    const started = await start({ items: ITEMS, upload_id: uploadId });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.migration).toMatchObject({ id: uploadId, status: 'in_progress', current_step: 'prepare', attempt: 1 });
    // One run at a time: this upload again, and another upload.
    const [again, other] = await Promise.all([start({ items: ITEMS, upload_id: uploadId }), start({ items: ITEMS, upload_id: otherUploadId })]);
    expect([again.status, again.body.code, other.status, other.body.code]).toEqual([409, 'migration_in_progress', 409, 'migration_in_progress']);
    expect(await getRun(otherUploadId)).toMatchObject({ state: 'draft' });

    // Prepare has split the export once the step moves on (the manifest is written last).
    const prepared = await pollUntil(() => status(uploadId), (r) => r.body.migration?.current_step !== 'prepare', { timeoutMs: 30_000, intervalMs: 25 });
    const run = (await getRun(uploadId))!;
    badKey = chunkObjectKey(uploadId, 'activities', run.manifest!.activities - 1);
    // Put back before the resume.
    goodText = (await readObject(badKey)).toString('utf8');
    badRows = goodText.trim().split('\n').length;
    await putText(badKey, 'this is not JSON\n');

    expect(prepared.status).toBe(200);
    expect(prepared.body).toMatchObject({ status: 'in_progress', migration: { id: uploadId, attempt: 1, started_at: expect.any(String), rate: expect.any(Number) } });
    expect(STEPS.slice(1, -1)).toContain(prepared.body.migration.current_step);
    for (const kind of CHUNK_KINDS) expect(prepared.body.migration.progress[kind].total, kind).toBe(clean.results[kind].total);

    // The steps the status shows go in the state machine's order.
    const steps: string[] = [];
    const failed = await pollUntil(
      () => status(uploadId),
      (r) => {
        if (r.status === 200 && r.body.migration) steps.push(r.body.migration.current_step);
        return r.status !== 200 || r.body.status !== 'in_progress';
      },
      { timeoutMs: 120_000, intervalMs: 200 },
    );
    expect(steps.map((s) => STEPS.indexOf(s as never))).toEqual([...steps.map((s) => STEPS.indexOf(s as never))].sort((a, b) => a - b));
    expect(failed.status, JSON.stringify(failed.body)).toBe(500);
    expect(failed.body).toEqual({ code: 'migration_failed', message: expect.any(String), details: { step: 'activities', completed: expect.any(Number), total: clean.results.activities.total } });
    expect(failed.body.details.completed).toBeLessThan(clean.results.activities.total);
    const history = await api<any>('GET', '/migrations', { auth: adminAuth });
    expect(history.body.history.find((r: { id: string }) => r.id === uploadId)).toMatchObject({
      status: 'failed',
      error: { step: 'activities', cause: expect.stringContaining('SyntaxError') },
      results: { members: clean.results.members, groups: clean.results.groups, memberships: clean.results.memberships },
    });
  }, 150_000);

  it('resumes as attempt 2 where it stopped, with the items in any order, and completes with a clean run\'s results', async () => {
    // The other activities chunks started beside the bad one finish as Lambda invocations would: wait for them.
    const rest = clean.results.activities.total - badRows;
    const settled = await pollUntil(() => getRun(uploadId), (r) => r!.progress.activities.completed >= rest, { timeoutMs: 60_000, intervalMs: 200 });
    expect(settled!.progress.activities.completed).toBe(rest);
    await putText(badKey, goodText);

    // Resumed as the original's clients start (the compat base path): 200 {current_status, max_ids}, its cursors our counts.
    const resumed = await api<any>('POST', '/migrations/buddypress/start', { auth: adminAuth, compat: true, body: { items: [...ITEMS].reverse(), upload_id: uploadId, config: { 3: 1 } } });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toMatchObject({
      current_status: { current_stage: 'posts', migrated_groups: {}, last_migrated_user_id: clean.results.members.total, last_migrated_member_id: clean.results.memberships.total },
      max_ids: { max_user_id: clean.results.members.total, group_member_max: clean.results.memberships.total, max_activity_id: clean.results.activities.total + clean.results.comments.total },
    });
    expect(await getRun(uploadId)).toMatchObject({ attempt: 2 });
    const completed = await finished(uploadId);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', current_stage: 'completed', migration: { id: uploadId, attempt: 2, errors: [], errors_total: 0 } });
    // The original's bare status object of the completed run.
    const original = await api<any>('GET', '/migrations/buddypress/status', { auth: adminAuth, compat: true, query: { migration_id: uploadId } });
    expect(original.body).toEqual({
      migrated_groups: {},
      last_migrated_member_id: clean.results.memberships.total,
      last_activity_id: clean.results.activities.total + clean.results.comments.total,
      last_migrated_user_id: clean.results.members.total,
      migrated_posts_count: clean.results.activities.migrated,
      current_stage: 'completed',
    });
    expect(completed.body.migration.results).toEqual(clean.results);
    expect(completed.body.migration.skipped_reasons).toEqual(clean.reasons);
    expect(await lockHolder()).not.toBe(uploadId);
    // Its posts and comments earn points like native ones: the points backfill starts (docs/points.md).
    const points = await api<any>('GET', '/admin/leaderboards/points', { auth: adminAuth });
    expect(points.body.backfill).toMatchObject({ status: 'running', reason: 'migration' });
  }, 150_000);
});

describe('what the run wrote', () => {
  /** Each kind's mapping items by legacy id, and the new ids among them. */
  const mappings = {} as Record<ChunkKind, Map<number, MappingState>>;
  const ids = {} as Record<ChunkKind, Map<number, number>>;
  let placeholder: number;
  /** A legacy user's author on the new side: their account, or the placeholder (deleted, no email). */
  const authorOf = (legacyUserId: number) => ids.members.get(clean.accountOf.get(legacyUserId) ?? 0) ?? placeholder;
  const spaceOf = (legacyGroupId: number) => ids.groups.get(legacyGroupId)!;

  beforeAll(async () => {
    for (const kind of CHUNK_KINDS) {
      mappings[kind] = await readMappings(MAP_KIND[kind], [...clean.decided[kind].keys()]);
      ids[kind] = new Map([...mappings[kind]].flatMap(([legacy, m]) => (m.new_id === undefined ? [] : [[legacy, m.new_id] as const])));
    }
    placeholder = (await readMappings('user', [0])).get(0)!.new_id!;
  });

  it('records every legacy row in the table: its mapping to the new id, or why it was skipped', () => {
    for (const kind of CHUNK_KINDS) {
      const seen = new Map([...clean.decided[kind].keys()].map((id) => {
        const m = mappings[kind].get(id);
        return [id, m?.skip ?? (m?.linked ? 'existing_account' : m?.new_id !== undefined ? 'migrated' : 'nothing')] as const;
      }));
      expect(seen, kind).toEqual(clean.decided[kind]);
    }
    // A member linked by email shares its account; a membership maps to its member's account.
    for (const [first, second] of features.emailCaseTwins) expect(ids.members.get(second)).toBe(ids.members.get(first));
    for (const [legacy, m] of clean.memberships) expect(ids.memberships.get(legacy)).toBe(ids.members.get(m.account));
    expect(placeholder).toBeGreaterThan(0);
  });

  it('maps groups to community spaces by privacy (hidden: secret, which a non-member cannot see), with their dates and counts', async () => {
    const privacy = { public: 'public', private: 'private', hidden: 'secret' } as const;
    for (const g of tables.groups) {
      const space = await spaceById(spaceOf(g.id));
      const own = [...clean.memberships.values()].filter((m) => m.group === g.id);
      expect(space, `group ${g.id}`).toMatchObject({
        title: g.name,
        type: 'community',
        status: 'published',
        privacy: privacy[g.status as keyof typeof privacy],
        created_at: apiDate(g.date_created),
        members_count: own.filter((m) => m.status === 'active').length,
        pending_count: own.filter((m) => m.status === 'pending').length,
        posts_count: clean.posts.filter((p) => p.component === 'groups' && p.item_id === g.id).length,
      });
    }
    const outsider = await Promise.all(tables.groups.map((g) => api('GET', `/spaces/${spaceOf(g.id)}/by-id`, { auth: member.auth })));
    expect(outsider.map((r) => r.status)).toEqual(tables.groups.map((g) => (g.status === 'hidden' ? 404 : 200)));
  });

  it('lists each space\'s members with their roles, requests to join as pending and bans as banned', async () => {
    for (const g of tables.groups) {
      const slug = (await spaceById(spaceOf(g.id))).slug;
      for (const state of ['active', 'pending', 'banned']) {
        const listed = await collectSpaceMembers(slug, adminAuth, { status: state });
        const expected = [...clean.memberships.values()].filter((m) => m.group === g.id && m.status === state).map((m) => [ids.members.get(m.account), m.role]);
        const byId = (a: unknown[], b: unknown[]) => Number(a[0]) - Number(b[0]);
        expect(listed.map((r) => [r.user_id, r.role]).sort(byId), `group ${g.id} ${state}`).toEqual(expected.sort(byId));
      }
    }
  });

  it('puts group posts in their space feeds in legacy order with legacy dates and authors, each counting its comments', async () => {
    for (const g of tables.groups) {
      const slug = (await spaceById(spaceOf(g.id))).slug;
      const feed = (await listFeeds(adminAuth, { space: slug, per_page: 100 })).feeds;
      const posts = clean.posts.filter((p) => p.component === 'groups' && p.item_id === g.id);
      const commentsOf = (legacy: number) => [...clean.comments.values()].filter((c) => c.root === legacy).length;
      expect(feed.total).toBe(posts.length);
      const listed = feed.data.map((f: any) => [f.id, f.created_at, f.user_id, f.comments_count]);
      expect(listed.sort(), `group ${g.id}`).toEqual(posts.map((p) => [ids.activities.get(p.id), apiDate(p.date_recorded), authorOf(p.user_id), commentsOf(p.id)]).sort());
      // Newest first by legacy date (posts of one second in either order).
      const dates = feed.data.map((f: any) => f.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('threads comments to their posts with replies one level deep, under their top-level ancestor, with legacy dates', async () => {
    // A thread with replies three levels deep in the export.
    const root = tables.activity.find((a) => a.id === features.comments.deepReplies[0])!.item_id;
    const postId = ids.activities.get(root)!;
    const [res, post] = await Promise.all([api<any>('GET', `/feeds/${postId}/comments`, { auth: adminAuth, query: { per_page: 100 } }), readFeed(postId)]);
    expect(res.status).toBe(200);
    expect(post.comments_count).toBe(res.body.comments.length);
    const thread = tables.activity.filter((c) => clean.comments.get(c.id)?.root === root);
    const parentOf = (legacy: number) => clean.comments.get(legacy)!.parent;
    expect(res.body.comments.map((c: any) => [c.id, c.parent_id, c.user_id, c.created_at])).toEqual(
      thread.map((c) => [ids.comments.get(c.id), parentOf(c.id) === null ? null : ids.comments.get(parentOf(c.id)!), authorOf(c.user_id), apiDate(c.date_recorded)]),
    );
    expect(thread.some((c) => c.secondary_item_id !== root && parentOf(c.id) !== c.secondary_item_id)).toBe(true);
  });
});

describe('a second run with skip_existing', () => {
  it('starts the completed upload over as a new run that migrates nothing, and leaves every count and list as it was', async () => {
    const snapshot = async () =>
      Promise.all(
        tables.groups.map(async (g) => {
          const spaceId = (await readMappings('group', [g.id])).get(g.id)!.new_id!;
          const space = await spaceById(spaceId);
          const feed = (await listFeeds(adminAuth, { space: space.slug, per_page: 100 })).feeds.data;
          return [space.members_count, space.pending_count, space.posts_count, feed.map((f: any) => [f.id, f.comments_count, f.updated_at])];
        }),
      );
    const before = await snapshot();
    const started = await start({ items: ITEMS, upload_id: uploadId });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const rerunId = started.body.migration.id;
    expect(rerunId).not.toBe(uploadId);
    expect(await getRun(rerunId)).toMatchObject({ upload_id: uploadId, attempt: 1, files: (await getRun(uploadId))!.files });
    const done = await finished(rerunId);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const { results } = done.body.migration;
    for (const kind of CHUNK_KINDS) expect(results[kind], kind).toEqual({ total: clean.results[kind].total, migrated: 0, skipped: clean.results[kind].total, failed: 0 });
    expect(done.body.migration.skipped_reasons.activities.already_migrated).toBe(clean.results.activities.migrated);
    expect(await snapshot()).toEqual(before);
  }, 150_000);
});

/**
 * The run record's forms, with executions of the test's own (no state machine): a refused start
 * undone, and a run advanced through the store as the worker would, for what a real run does not
 * show (item errors, a refused start over).
 */
describe('starting, resuming and the status forms', () => {
  const ADMIN_CALLER: Caller = { userId: 1, username: 'admin', role: 'admin', status: 'active', credentialId: 'password', scheme: 'basic', lastSeenAt: null, appPassword: null };
  const started: string[] = [];
  const executions = (refuse = false): MigrationExecutions => ({
    start: async (id, attempt) => {
      if (refuse) throw new Error('refused');
      started.push(`${id}-${attempt}`);
      return { executionArn: `arn:aws:states:us-east-1:000000000000:execution:test:${id}-${attempt}`, startedAt: new Date().toISOString() };
    },
    describe: async () => null,
  });
  const request = (items = ['members', 'groups', 'activities'] as StartRequest['items']): StartRequest => ({ items, options: { ...DEFAULT_OPTIONS }, upload_id: otherUploadId });
  const id = () => otherUploadId;

  it('releases the lock and answers 503 when the state machine refuses to start, leaving the upload a draft', async () => {
    await expect(startMigration(ADMIN_CALLER, request(), executions(true))).rejects.toMatchObject({ statusCode: 503, code: 'migration_unavailable' });
    expect(await getRun(id())).toMatchObject({ state: 'draft', attempt: 0, items: [] });
    expect(await lockHolder()).not.toBe(id());
  });

  it('starts, fails with migration_failed details, resumes as attempt 2 and completes with results and errors', async () => {
    const first = await startMigration(ADMIN_CALLER, request(), executions());
    try {
      expect(first).toMatchObject({ message: 'Migration started.', migration: { id: id(), status: 'in_progress', current_step: 'prepare', attempt: 1 } });
      expect(await getRun(id())).toMatchObject({ state: 'in_progress', execution_arn: expect.stringContaining(`${id()}-1`) });
      expect(await lockHolder()).toBe(id());
      // Running: Prepare has split the export, members are done, groups not started.
      await updateRun(id(), { manifest: { members: 1, groups: 1, memberships: 1, activities: 1, comments: 1 } });
      await setTotals(id(), { members: 5, groups: 4, memberships: 6, activities: 3, comments: 2 });
      await recordChunk(id(), 'members', 0, 1, { rows: 5, migrated: 3, skipped: 1, failed: 1, reasons: { no_email: 1, 'value:user_registered': 1 }, errors: [{ id: 9, error: 'user_registered: not a date' }], calls: 12 }, new Date().toISOString());
      const running = await status(id());
      expect(running.body).toMatchObject({
        status: 'in_progress',
        // Started runs are past the original's `groups` stage (status-forms.ts originalStage).
        current_stage: 'group_members',
        migration: { current_step: 'groups', progress: { members: { total: 5, completed: 5, percentage: 100 }, groups: { total: 4, completed: 0, percentage: 0 } }, estimated_time_remaining: expect.any(String) },
      });
    } finally {
      // The fail task: the run failed in its groups step; the lock is released.
      await endRun(id(), 'failed', { completed_at: new Date().toISOString(), error: { step: 'groups', completed: 0, total: 4, cause: 'States.TaskFailed' } });
    }
    const failed = await status(id());
    expect([failed.status, failed.body.details]).toEqual([500, { step: 'groups', completed: 0, total: 4 }]);

    // The same items (in any order) and options resume it: same id, attempt 2, progress kept.
    const resumed = await startMigration(ADMIN_CALLER, request(['activities', 'members', 'groups']), executions());
    expect(resumed.migration).toMatchObject({ id: id(), attempt: 2, current_step: 'groups', progress: { members: { completed: 5 } } });
    expect(started).toEqual([`${id()}-1`, `${id()}-2`]);
    await endRun(id(), 'completed', { completed_at: new Date().toISOString() });
    const done = await status(id());
    expect(done.body).toMatchObject({
      status: 'completed',
      current_stage: 'completed',
      migration: {
        completed_at: expect.any(String),
        duration: expect.any(Number),
        results: { members: { total: 5, migrated: 3, skipped: 1, failed: 1 }, groups: { total: 4, migrated: 0, skipped: 0, failed: 0 } },
        skipped_reasons: { members: { no_email: 1, 'value:user_registered': 1 }, groups: {} },
        errors: [{ item: 'members', id: 9, error: 'user_registered: not a date' }],
        errors_total: 1,
        attempt: 2,
      },
    });
    const listed = await api<any>('GET', '/migrations', { auth: adminAuth });
    expect(listed.body.migrations).toEqual([
      expect.objectContaining({ id: 'legacy-platform', key: 'buddypress', is_installed: true, supported_items: ['groups', 'members', 'activities'], estimated_items: expect.any(Object) }),
    ]);
    expect(listed.body.history.find((r: { id: string }) => r.id === id())).toMatchObject({ status: 'completed', results: expect.any(Object) });
  });

  it('deletes a new run of a completed upload again when its start is refused', async () => {
    await expect(startMigration(ADMIN_CALLER, request(['members']), executions(true))).rejects.toMatchObject({ statusCode: 503 });
    // The refused start left nothing: no run of this upload but its own.
    expect((await listRuns(50)).filter((r) => r.upload_id === id())).toEqual([]);
    expect(started).toHaveLength(2);
    expect(await lockHolder()).toBeNull();
  });
});
