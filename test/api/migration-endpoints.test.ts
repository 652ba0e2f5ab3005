/**
 * The migration endpoints (docs/migration.md, "Upload" and "Endpoints") on the local stack: one
 * small generated export, uploaded once with the upload script (tables in both formats, the image
 * folders), then the refusals, the uploads endpoint's rules, config's counts and warnings against
 * the generator's rows, the start's checks, the lock, and the status forms.
 *
 * No state machine runs here: a start that passes its checks is made in this process with
 * executions of the test's own (run-service.ts `startMigration`), and runs in progress, failed or
 * completed are advanced through the store, as the worker would. Every request names its upload
 * or run (the stack's latest run may be another file's).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '#shared/auth/authenticate.ts';
import { config } from '#shared/config.ts';
import { endRun, getRun, lockHolder, putRun, recordChunk, setTotals, startRun, undoStart, updateRun } from '#shared/data/migration-store.ts';
import type { MigrationExecutions } from '#shared/events/migration-executions.ts';
import { continueCount, newCountState, type CountedFile } from '#shared/domain/migration/export-count.ts';
import { MigrationInProgressError } from '#shared/domain/migration/errors.ts';
import { startMigration, type StartRequest } from '#shared/domain/migration/run-service.ts';
import { DEFAULT_OPTIONS, emptyProgress, type MigrationRun } from '#shared/domain/migration/run.ts';
import { exportObjectKey } from '#shared/migration/chunks.ts';
import { EXPORT_TABLE_NAMES, EXPORT_TABLES, type ExportFormat, type ExportTable } from '#shared/migration/export-format.ts';
import { exportText, generateLegacyExport, type LegacyExport } from '../../scripts/migration/generate-export.ts';
import { uploadExport } from '../../scripts/migration/upload-export.ts';
import { adminAuth, createMember, type TestMember } from '../support/factories.ts';
import { api, baseUrl } from '../support/http.ts';
import { token } from '../support/identity.ts';

const SOURCE = '/migrations/legacy-platform';
/**
 * Optional tables go up as JSON Lines, the others as mysql --batch TSV: one export, both formats.
 * An optional table without rows goes as TSV (its header): the S3 emulator refuses an empty PUT.
 */
const formatOf = (table: ExportTable): ExportFormat => (EXPORT_TABLES[table].file === 'optional' && data.tables[table].length > 0 ? 'jsonl' : 'tsv');
const ADMIN_CALLER: Caller = { userId: 1, username: 'admin', role: 'admin', status: 'active', credentialId: 'password', scheme: 'basic', lastSeenAt: null, appPassword: null };

let data: LegacyExport;
let dir: string;
let uploadId: string;
let member: TestMember;
/** A users row whose email an existing account has (in another letter case). */
let linked: string;

/** The migrations bucket of the stack (a stack that does not make it yet gets it here). */
async function ensureBucket(): Promise<void> {
  const s3 = new S3Client({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT, forcePathStyle: true });
  try {
    await s3.send(new CreateBucketCommand({ Bucket: config.MIGRATION_BUCKET }));
  } catch (error) {
    if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes((error as Error).name)) throw error;
  } finally {
    s3.destroy();
  }
}

/** Writes the export as an operator's folder: `<table>.<ext>` files and uploads/. */
function writeFolder(target: string, tables: readonly ExportTable[], text: (table: ExportTable) => string = (t) => exportText(data, t, formatOf(t))): void {
  for (const table of tables) writeFileSync(join(target, `${table}.${formatOf(table)}`), text(table));
}

const authorization = `Basic ${Buffer.from(`${(adminAuth as { basic: readonly [string, string] }).basic.join(':')}`).toString('base64')}`;
const upload = (folder: string, id?: string) => uploadExport({ api: baseUrl(), authorization }, folder, id);

beforeAll(async () => {
  await ensureBucket();
  data = generateLegacyExport({ seed: 17, members: 40, groups: 4, memberships: 60, activities: 30, comments: 30 });
  // Emails of this run only: no other file's accounts can match them.
  const domain = `${token('mig')}.example.org`;
  for (const u of data.tables.users) if (u.user_email !== '') u.user_email = u.user_email.replace(/@example\.org$/i, `@${domain}`);
  const twins = new Set(data.features.emailCaseTwins.flat());
  linked = data.tables.users.find((u) => u.user_email !== '' && u.ID > 3 && !twins.has(u.ID))?.user_email ?? '';
  dir = mkdtempSync(join(tmpdir(), 'migration-endpoints-'));
  writeFolder(dir, EXPORT_TABLE_NAMES);
  for (const file of data.files) {
    mkdirSync(dirname(join(dir, 'uploads', file.path)), { recursive: true });
    writeFileSync(join(dir, 'uploads', file.path), file.bytes);
  }
  writeFileSync(join(dir, 'README.txt'), 'not part of the export');
  const [uploaded, existing] = await Promise.all([upload(dir), createMember()]);
  uploadId = uploaded.upload_id;
  member = existing;
  // An existing account with the email of one users row, in capitals.
  const res = await api('POST', '/members', { auth: adminAuth, body: { username: token('linked'), email: linked.toUpperCase(), display_name: 'Linked' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(uploaded).toMatchObject({ files: EXPORT_TABLE_NAMES.length + data.files.length, skipped: ['README.txt'] });
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('access', () => {
  it('fails for anonymous callers (401) and members (403) on every migration route, in the short form', async () => {
    const calls = [
      ['GET', '/migrations'],
      ['GET', `${SOURCE}/config`],
      ['POST', `${SOURCE}/uploads`],
      ['POST', `${SOURCE}/start`],
      ['GET', `${SOURCE}/status`],
    ] as const;
    const answers = await Promise.all(calls.flatMap(([method, path]) => [api(method, path), api(method, path, { auth: member.auth, body: method === 'POST' ? {} : undefined })]));
    expect(answers.map((r) => r.status)).toEqual(calls.flatMap(() => [401, 403]));
    for (const r of answers) expect(Object.keys(r.body).sort()).toEqual(['code', 'message']);
  });

  it('serves the original platform\'s buddypress source and no other', async () => {
    const [alias, unknown] = await Promise.all([
      api('GET', '/migrations/buddypress/config', { auth: adminAuth, query: { upload_id: uploadId } }),
      api('GET', '/migrations/wordpress/config', { auth: adminAuth }),
    ]);
    expect(alias.status).toBe(200);
    expect(alias.body.config.upload_id).toBe(uploadId);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('rest_no_route');
  });
});

describe('POST /migrations/legacy-platform/uploads', () => {
  it('answers a presigned PUT per file and adds files to an upload named by upload_id', async () => {
    const first = await api('POST', `${SOURCE}/uploads`, { auth: adminAuth, body: { files: [{ path: 'users.tsv', size: 10 }, { path: 'uploads/avatars/3/a-bpfull.png', size: 5 }] } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ upload_id: expect.stringMatching(/^[0-9a-f]{32}$/), expires_at: expect.any(String) });
    expect(first.body.urls).toEqual([
      { path: 'users.tsv', url: expect.stringContaining(exportObjectKey(first.body.upload_id, 'users.tsv')), method: 'PUT', headers: { 'content-length': '10' } },
      { path: 'uploads/avatars/3/a-bpfull.png', url: expect.stringContaining(`migrations/${first.body.upload_id}/uploads/avatars/3/a-bpfull.png`), method: 'PUT', headers: { 'content-length': '5' } },
    ]);
    const more = await api('POST', `${SOURCE}/uploads`, { auth: adminAuth, body: { upload_id: first.body.upload_id, files: [{ path: 'activity.jsonl', size: 20 }, { path: 'users.jsonl', size: 30 }] } });
    expect(more.status).toBe(200);
    expect(more.body.upload_id).toBe(first.body.upload_id);
    const run = await getRun(first.body.upload_id);
    // A table's newest file replaces the earlier one; the record is a draft.
    expect(run).toMatchObject({ state: 'draft', has_images: true });
    expect(run?.files.map((f) => [f.table, f.format, f.size])).toEqual([['activity', 'jsonl', 20], ['users', 'jsonl', 30]]);
  });

  it('fails with rest_invalid_param naming the file for paths that are not export files, twice-named files and sizes out of range', async () => {
    const bodies = [
      { files: [{ path: 'wp_options.tsv', size: 1 }] },
      { files: [{ path: '../users.tsv', size: 1 }] },
      { files: [{ path: 'uploads/../../x.png', size: 1 }] },
      { files: [{ path: 'users.tsv', size: 1 }, { path: 'users.jsonl', size: 1 }] },
      { files: [{ path: 'users.tsv', size: -1 }] },
      { files: [{ path: 'users.tsv', size: 5 * 1024 ** 3 + 1 }] },
      { files: [] },
    ];
    const answers = await Promise.all(bodies.map((body) => api('POST', `${SOURCE}/uploads`, { auth: adminAuth, body })));
    expect(answers.map((r) => r.status)).toEqual(bodies.map(() => 400));
    expect(answers.map((r) => Object.keys(r.body.data.params))).toEqual([['files.0.path'], ['files.0.path'], ['files.0.path'], ['files.1.path'], ['files.0.size'], ['files.0.size'], ['files']]);
    expect(answers[0]?.body.code).toBe('rest_invalid_param');
  });

  it('fails with 404 upload_not_found for an upload that does not exist', async () => {
    const res = await api('POST', `${SOURCE}/uploads`, { auth: adminAuth, body: { upload_id: '0'.repeat(32), files: [{ path: 'users.tsv', size: 1 }] } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'upload_not_found', message: expect.any(String) });
  });
});

describe('GET /migrations/legacy-platform/config', () => {
  const countBy = <T>(rows: readonly T[], key: (row: T) => string) => rows.reduce<Record<string, number>>((out, row) => ({ ...out, [key(row)]: (out[key(row)] ?? 0) + 1 }), {});

  it('counts the uploaded export as the generator wrote it, with the warnings it calls for', async () => {
    const res = await api('GET', `${SOURCE}/config`, { auth: adminAuth, query: { upload_id: uploadId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { tables, features } = data;
    const migrated = (type: string) => type === 'activity_update' || type === 'activity_comment';
    const counts = {
      members: tables.users.length,
      groups: tables.groups.length,
      memberships: tables.group_members.length,
      posts: tables.activity.filter((a) => a.type === 'activity_update' && !a.is_spam).length,
      comments: tables.activity.filter((a) => a.type === 'activity_comment' && !a.is_spam).length,
      spam: tables.activity.filter((a) => migrated(a.type) && a.is_spam).length,
      skipped_activities: countBy(tables.activity.filter((a) => !migrated(a.type)), (a) => a.type),
    };
    expect(res.body.config.counts).toEqual(counts);
    expect(Object.keys(counts.skipped_activities).sort()).toEqual(Object.keys(features.skippedTypes).sort());
    expect(res.body.config.counts_complete).toBe(true);
    expect(res.body.config.available_items).toEqual({
      members: { label: 'Members', count: counts.members, description: expect.any(String) },
      groups: { label: 'Groups', count: counts.groups, description: expect.any(String) },
      activities: { label: 'Activities', count: counts.posts + counts.comments, description: expect.any(String) },
    });
    expect(res.body.config.options).toEqual(DEFAULT_OPTIONS);

    const users = new Set(tables.users.map((u) => u.ID));
    const referenced = [...tables.groups.map((g) => g.creator_id), ...tables.group_members.map((m) => m.user_id), ...tables.activity.map((a) => a.user_id)];
    const deleted = new Set(referenced.filter((id) => id > 0 && !users.has(id)));
    const warnings = Object.fromEntries((res.body.config.warnings as Array<{ code: string; count: number }>).map((w) => [w.code, w.count]));
    expect(warnings).toEqual({
      unmapped_activity_types: Object.values(counts.skipped_activities).reduce((a, b) => a + b, 0),
      members_without_email: features.membersWithoutEmail.length,
      deleted_users: deleted.size,
      invitations: features.memberships.invitations.length,
      email_matches_existing: 1,
    });
    expect(deleted.size).toBeGreaterThan(0);

    // Every file with its columns (the export commands' exactly), and the image folders' owners.
    for (const table of EXPORT_TABLE_NAMES) {
      expect(res.body.config.files[table], table).toEqual({
        format: formatOf(table),
        size: Buffer.byteLength(exportText(data, table, formatOf(table))),
        uploaded: true,
        columns: Object.keys(EXPORT_TABLES[table].columns),
        missing_columns: [],
        ignored_columns: [],
      });
    }
    const owners = (pattern: RegExp) => new Set(data.files.flatMap((f) => pattern.exec(f.path)?.slice(1, 2) ?? [])).size;
    expect(res.body.config.images).toEqual({
      member_avatars: owners(/^avatars\/(\d+)\/.*-bpfull/),
      group_avatars: owners(/^group-avatars\/(\d+)\//),
      member_covers: owners(/^buddypress\/members\/(\d+)\//),
      group_covers: owners(/^buddypress\/groups\/(\d+)\//),
    });
    // The original platform's fields (fc-shapes-2 §4.3).
    expect(res.body).toMatchObject({
      stats: { groups: counts.groups, total_posts: counts.posts, total_comments: counts.comments, total_reactions: 0, total_community_users: counts.members },
      featureConfig: { has_groups: true },
      has_previous: expect.any(Boolean),
      current_status: { current_stage: 'groups' },
    });
  });

  it('keeps the count on the upload and answers it again without counting while the files are unchanged', async () => {
    const before = (await getRun(uploadId))?.counts as { counted_at: string; complete: boolean };
    const res = await api('GET', `${SOURCE}/config`, { auth: adminAuth, query: { upload_id: uploadId } });
    expect(res.status).toBe(200);
    expect(before.complete).toBe(true);
    expect(((await getRun(uploadId))?.counts as { counted_at: string }).counted_at).toBe(before.counted_at);
  });

  it('counts on from where a count stopped (a ranged read per call) to the same totals', async () => {
    const files: CountedFile[] = EXPORT_TABLE_NAMES.map((table) => ({
      table,
      key: exportObjectKey(uploadId, `${table}.${formatOf(table)}`),
      format: formatOf(table),
      size: Buffer.byteLength(exportText(data, table, formatOf(table))),
    }));
    const noAccounts = { lookup: async () => new Set<string>() };
    const whole = newCountState();
    expect(await continueCount(files, whole, Date.now() + 60_000, noAccounts)).toBe(true);
    const stepwise = newCountState();
    let calls = 0;
    for (let done = false; !done; calls++) {
      // The state goes through JSON between calls, as it is kept; a deadline already past stops each call after 7 lines.
      const next = JSON.parse(JSON.stringify(stepwise));
      done = await continueCount(files, next, 0, { ...noAccounts, checkEvery: 7 });
      Object.assign(stepwise, next);
    }
    expect(calls).toBeGreaterThan(10);
    expect(stepwise.tally).toEqual(whole.tally);
    expect(whole.tally.rows.activity).toBe(data.tables.activity.length);
  });

  it('fails with 404 upload_not_found for an upload that does not exist', async () => {
    const res = await api('GET', `${SOURCE}/config`, { auth: adminAuth, query: { upload_id: 'f'.repeat(32) } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('upload_not_found');
  });
});

describe('POST /migrations/legacy-platform/start', () => {
  const start = (body: unknown) => api('POST', `${SOURCE}/start`, { auth: adminAuth, body });

  it('fails with invalid_items (code and message only) for items missing, empty or unknown', async () => {
    const answers = await Promise.all([start({ upload_id: uploadId }), start({ items: [], upload_id: uploadId }), start({ items: ['members', 'forums'], upload_id: uploadId })]);
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'invalid_items', message: expect.any(String) });
    }
  });

  it('fails with rest_invalid_param for an option that is not a boolean', async () => {
    const res = await start({ items: ['members'], options: { preserve_dates: 'maybe' }, upload_id: uploadId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { 'options.preserve_dates': expect.any(String) } } });
  });

  it('fails with invalid_export naming the missing file and column, before anything changes', async () => {
    // users without user_email, and no group_members.
    const broken = mkdtempSync(join(tmpdir(), 'migration-broken-'));
    try {
      writeFolder(broken, ['users', 'groups'], (t) =>
        t === 'users' ? exportText(data, t, 'tsv').split('\n').map((line) => line.split('\t').filter((_, i) => i !== 2).join('\t')).join('\n') : exportText(data, t, 'tsv'),
      );
      const { upload_id } = await upload(broken);
      const res = await start({ items: ['groups', 'members'], upload_id });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'invalid_export',
        message: expect.stringContaining('group_members'),
        data: { status: 400, missing_files: ['group_members'], missing_columns: { users: ['user_email'] } },
      });
      expect(await getRun(upload_id)).toMatchObject({ state: 'draft', attempt: 0 });
      // Members alone need only users, which still lacks its column.
      const members = await start({ items: ['members'], upload_id });
      expect(members.body.data).toEqual({ status: 400, missing_files: [], missing_columns: { users: ['user_email'] } });
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('fails with 409 migration_in_progress while another run holds the lock', async () => {
    const other = await heldRun();
    try {
      const res = await start({ items: ['members'], upload_id: uploadId });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'migration_in_progress', message: expect.any(String) });
      expect(await getRun(uploadId)).toMatchObject({ state: 'draft' });
    } finally {
      await undoStart(other.id, 'delete');
    }
  });
});

/** The lock is the stack's, shared with other files' runs: a start here waits its turn (a minute at most). */
async function whenUnlocked<T>(take: () => Promise<T>): Promise<T> {
  for (const until = Date.now() + 60_000; ; ) {
    try {
      return await take();
    } catch (error) {
      if (!(error instanceof MigrationInProgressError) || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A run in progress holding the lock, as a start makes it (through the store). */
async function heldRun(fields: Partial<MigrationRun> = {}): Promise<MigrationRun> {
  const run: MigrationRun = {
    id: randomBytes(16).toString('hex'),
    source: 'legacy-platform',
    state: 'draft',
    created_by: 1,
    created_at: new Date().toISOString(),
    items: ['members', 'groups', 'activities'],
    options: { ...DEFAULT_OPTIONS },
    files: [],
    progress: emptyProgress(),
    skipped_reasons: {},
    ddb_calls: 0,
    attempt: 0,
    rev: 0,
    ...fields,
  };
  await putRun(run);
  await whenUnlocked(async () => {
    if (!(await startRun(run.id, { attempt: 1, started_at: new Date(Date.now() - 100_000).toISOString() }))) throw new MigrationInProgressError();
  });
  return { ...run, state: 'in_progress', attempt: 1 };
}

describe('starting, resuming and the status forms', () => {
  const started: string[] = [];
  const executions = (refuse = false): MigrationExecutions => ({
    start: async (id, attempt) => {
      if (refuse) throw new Error('refused');
      started.push(`${id}-${attempt}`);
      return { executionArn: `arn:aws:states:us-east-1:000000000000:execution:test:${id}-${attempt}`, startedAt: new Date().toISOString() };
    },
    describe: async () => null,
  });
  const status = (migrationId: string) => api('GET', `${SOURCE}/status`, { auth: adminAuth, query: { migration_id: migrationId } });
  const start = (request: StartRequest, using: MigrationExecutions) => whenUnlocked(() => startMigration(ADMIN_CALLER, request, using));
  const body = { items: ['members', 'groups', 'activities'] as const, options: { ...DEFAULT_OPTIONS } };

  it('releases the lock and answers 503 when the state machine refuses to start, leaving the upload a draft', async () => {
    await expect(start({ ...body, items: [...body.items], upload_id: uploadId }, executions(true))).rejects.toMatchObject({ statusCode: 503, code: 'migration_unavailable' });
    expect(await getRun(uploadId)).toMatchObject({ state: 'draft', attempt: 0, items: [] });
    expect(await lockHolder()).not.toBe(uploadId);
  });

  it('starts, fails with migration_failed details, resumes as attempt 2 and completes with results and errors', async () => {
    const first = await start({ ...body, items: [...body.items], upload_id: uploadId }, executions());
    try {
      expect(first).toMatchObject({ message: 'Migration started.', migration: { id: uploadId, status: 'in_progress', current_step: 'prepare', attempt: 1, items_to_migrate: body.items } });
      expect(started).toContain(`${uploadId}-1`);
      expect(await getRun(uploadId)).toMatchObject({ state: 'in_progress', execution_arn: expect.stringContaining(`${uploadId}-1`) });
      expect(await lockHolder()).toBe(uploadId);
      // Running: Prepare has split the export, members are done, groups half.
      await updateRun(uploadId, { manifest: { members: 1, groups: 1, memberships: 1, activities: 1, comments: 1 } });
      await setTotals(uploadId, { members: 5, groups: 4, memberships: 6, activities: 3, comments: 2 });
      await recordChunk(uploadId, 'members', 0, 1, { rows: 5, migrated: 3, skipped: 1, failed: 1, reasons: { no_email: 1, 'value:user_registered': 1 }, errors: [{ id: 9, error: 'user_registered: not a date' }], calls: 12 }, new Date().toISOString());
      const running = await status(uploadId);
      expect(running.status).toBe(200);
      expect(running.body).toMatchObject({
        status: 'in_progress',
        current_stage: 'groups',
        migration: {
          id: uploadId,
          current_step: 'groups',
          progress: { members: { total: 5, completed: 5, percentage: 100 }, groups: { total: 4, completed: 0, percentage: 0 } },
          rate: expect.any(Number),
          estimated_time_remaining: expect.any(String),
          attempt: 1,
        },
      });
      // A second start while it runs.
      const again = await api('POST', `${SOURCE}/start`, { auth: adminAuth, body: { ...body, upload_id: uploadId } });
      expect(again.status).toBe(409);
    } finally {
      // The fail task: the run failed in its groups step; the lock is released.
      await endRun(uploadId, 'failed', { completed_at: new Date().toISOString(), error: { step: 'groups', completed: 0, total: 4, cause: 'States.TaskFailed' } });
    }
    const failed = await status(uploadId);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ code: 'migration_failed', message: expect.any(String), details: { step: 'groups', completed: 0, total: 4 } });
    const history = await api('GET', '/migrations', { auth: adminAuth });
    expect(history.body.history.find((r: { id: string }) => r.id === uploadId)).toMatchObject({ status: 'failed', error: { step: 'groups', completed: 0, total: 4, cause: 'States.TaskFailed' } });

    // The same items and options resume it: same id, attempt 2, progress kept.
    const resumed = await start({ ...body, items: ['activities', 'members', 'groups'], upload_id: uploadId }, executions());
    expect(resumed.migration).toMatchObject({ id: uploadId, attempt: 2, current_step: 'groups', progress: { members: { completed: 5 } } });
    expect(started).toContain(`${uploadId}-2`);
    await endRun(uploadId, 'completed', { completed_at: new Date().toISOString() });
    const done = await status(uploadId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'completed',
      current_stage: 'completed',
      migration: {
        id: uploadId,
        status: 'completed',
        completed_at: expect.any(String),
        duration: expect.any(Number),
        results: { members: { total: 5, migrated: 3, skipped: 1, failed: 1 }, groups: { total: 4, migrated: 0, skipped: 0, failed: 0 } },
        skipped_reasons: { members: { no_email: 1, 'value:user_registered': 1 }, groups: {} },
        errors: [{ item: 'members', id: 9, error: 'user_registered: not a date' }],
        errors_total: 1,
        attempt: 2,
      },
    });
    const listed = await api('GET', '/migrations', { auth: adminAuth });
    expect(listed.body.migrations).toEqual([
      expect.objectContaining({ id: 'legacy-platform', key: 'buddypress', is_installed: true, supported_items: ['groups', 'members', 'activities'], estimated_items: expect.any(Object) }),
    ]);
    expect(listed.body.history.find((r: { id: string }) => r.id === uploadId)).toMatchObject({ status: 'completed', results: expect.any(Object) });
  });

  it('starts a completed upload over as a new run of the same upload, and deletes it again when the start is refused', async () => {
    const refused = start({ ...body, items: ['members'], upload_id: uploadId }, executions(true));
    await expect(refused).rejects.toMatchObject({ statusCode: 503 });
    const over = await start({ ...body, items: ['members'], upload_id: uploadId }, executions());
    try {
      expect(over.migration).toMatchObject({ status: 'in_progress', attempt: 1, items_to_migrate: ['members'], current_step: 'prepare' });
      expect(over.migration.id).not.toBe(uploadId);
      const run = await getRun(over.migration.id);
      expect(run).toMatchObject({ upload_id: uploadId, has_images: true, state: 'in_progress' });
      expect(run?.files.map((f) => f.key).sort()).toEqual((await getRun(uploadId))?.files.map((f) => f.key).sort());
      const history = await api('GET', '/migrations', { auth: adminAuth });
      const ids = history.body.history.map((r: { id: string }) => r.id);
      // The refused start left nothing: one new run, the upload's own run after it.
      expect(ids.indexOf(over.migration.id)).toBeLessThan(ids.indexOf(uploadId));
      expect(started.filter((s) => !s.startsWith(uploadId))).toEqual([`${over.migration.id}-1`]);
    } finally {
      await endRun(over.migration.id, 'completed', { completed_at: new Date().toISOString() });
    }
  });

  it('answers a draft as available, and 404 for a run that does not exist', async () => {
    const fresh = await api('POST', `${SOURCE}/uploads`, { auth: adminAuth, body: { files: [{ path: 'users.tsv', size: 1 }] } });
    const [draft, missing] = await Promise.all([status(fresh.body.upload_id), status('e'.repeat(32))]);
    expect(draft.body).toEqual({ status: 'available', migration: null, current_stage: 'groups' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('migration_not_found');
  });
});
