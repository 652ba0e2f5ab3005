/**
 * The migration endpoints (docs/migration.md, "Upload" and "Endpoints") on the local stack: one
 * small generated export, uploaded once with the upload script (tables in both formats, the image
 * folders), then the refusals, the uploads endpoint's rules, config's counts and warnings against
 * the generator's rows, and the start's checks that refuse before the one-run lock is taken.
 *
 * Nothing here starts a run or takes the lock (MIGRATION/CURRENT, one for the stack): that is
 * test/api/migration/migration.test.ts, the lock's one file (409, starts, resumes, the status forms). Every
 * request names its upload or run (the stack's latest run may be another file's).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '#platform/config.ts';
import { getRun } from '#features/migration/migration-store.ts';
import { continueCount, newCountState, type CountedFile } from '#features/migration/export-count.ts';
import { DEFAULT_OPTIONS } from '#features/migration/run.ts';
import { exportObjectKey } from '#features/migration/legacy-export/chunks.ts';
import { EXPORT_TABLE_NAMES, EXPORT_TABLES, type ExportFormat, type ExportTable } from '#features/migration/legacy-export/export-format.ts';
import { exportText, generateLegacyExport, type LegacyExport } from '../../../scripts/migration/generate-export.ts';
import { uploadExport } from '../../../scripts/migration/upload-export.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, baseUrl } from '../../support/http.ts';
import { token } from '../../support/identity.ts';

const SOURCE = '/migrations/legacy-platform';
/**
 * Optional tables go up as JSON Lines, the others as mysql --batch TSV: one export, both formats.
 * An optional table without rows goes as TSV (its header): the S3 emulator refuses an empty PUT.
 */
const formatOf = (table: ExportTable): ExportFormat => (EXPORT_TABLES[table].file === 'optional' && data.tables[table].length > 0 ? 'jsonl' : 'tsv');

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
});

describe('GET /migrations/legacy-platform/status', () => {
  const status = (migrationId: string) => api('GET', `${SOURCE}/status`, { auth: adminAuth, query: { migration_id: migrationId } });

  it('answers a draft as available, and 404 for a run that does not exist', async () => {
    const fresh = await api('POST', `${SOURCE}/uploads`, { auth: adminAuth, body: { files: [{ path: 'users.tsv', size: 1 }] } });
    const [draft, missing] = await Promise.all([status(fresh.body.upload_id), status('e'.repeat(32))]);
    expect(draft.body).toEqual({ status: 'available', migration: null, current_stage: 'groups' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('migration_not_found');
  });
});
