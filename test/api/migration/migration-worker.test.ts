/**
 * The migration worker driven task by task (docs/migration.md, "The state machine", "Mapping",
 * "Finalize"), with no state machine: a small generated export (fixed seed, legacy ids shifted so
 * other files' exports never meet this one's in the shared table) is uploaded to the migrations
 * bucket, then prepare, every members, groups and memberships chunk and finalize run through
 * handleWorkerEvent; the table and the HTTP API show the result. A second run of the same export
 * (skip_existing) changes nothing.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '#platform/config.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { getLoginAccount } from '#features/members/account-store.ts';
import { getRun, listChunks, lockHolder, putRun, readMappings } from '#features/migration/migration-store.ts';
import { createMember as createAccount } from '#features/members/member-service.ts';
import { DEFAULT_OPTIONS, emptyProgress, type MigrationRun } from '#features/migration/run.ts';
import { handleWorkerEvent } from '#features/migration/worker.ts';
import { newEventId } from '#platform/events/outbox.ts';
import { putText } from '#features/migration/migration-bucket.ts';
import { CHUNK_KINDS, exportObjectKey, type ChunkKind, type PrepareResult } from '#features/migration/legacy-export/chunks.ts';
import type { ExportFormat, ExportTable } from '#features/migration/legacy-export/export-format.ts';
import { exportText, generateLegacyExport, type LegacyExport } from '../../../scripts/migration/generate-export.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { adminUserId, collectSpaceMembers, createSpace } from '../../support/spaces.ts';

/** Legacy ids of this file's export: above what other files' exports use. */
const ID_BASE = 7_100_000;
const data: LegacyExport = generateLegacyExport({ seed: 7, members: 40, groups: 4, memberships: 80, activities: 5, comments: 8, files: false, idBase: ID_BASE });
const { features, tables } = data;
// Both formats, mixed, as an operator may upload them.
const FILES: Array<[ExportTable, ExportFormat]> = [['users', 'tsv'], ['usermeta', 'jsonl'], ['groups', 'tsv'], ['groupmeta', 'tsv'], ['group_members', 'jsonl']];

/** A users row whose date does not parse: Prepare counts it failed, the run goes on. */
const BAD_USER_ID = ID_BASE + 999;
const BAD_USER_LINE = `${BAD_USER_ID}\tbaddate\tbaddate@example.org\tbaddate\tBad Date\t\tyesterday\t0\n`;

/** Uploads an export's files under a new upload id (`badRow`: users.tsv ends with BAD_USER_LINE); answers the id. */
async function upload(export_: LegacyExport, badRow = false): Promise<string> {
  const uploadId = newEventId();
  const text = (table: ExportTable, format: ExportFormat) => exportText(export_, table, format) + (badRow && table === 'users' ? BAD_USER_LINE : '');
  await Promise.all(FILES.map(([table, format]) => putText(exportObjectKey(uploadId, `${table}.${format}`), text(table, format))));
  return uploadId;
}

async function ensureBucket(): Promise<void> {
  const s3 = new S3Client({ region: config.AWS_REGION, endpoint: config.S3_ENDPOINT, forcePathStyle: true });
  try {
    await s3.send(new CreateBucketCommand({ Bucket: config.MIGRATION_BUCKET }));
  } catch (error) {
    if (!/BucketAlready(OwnedByYou|Exists)/.test((error as Error).name)) throw error;
  }
}

/** A run as the start endpoint leaves it (in progress, the export's files listed), without the lock: this file drives the tasks itself. */
async function newRun(uploadId: string, options: Partial<MigrationRun['options']> = {}): Promise<MigrationRun> {
  const now = new Date().toISOString();
  const run: MigrationRun = {
    id: newEventId(),
    source: 'legacy-platform',
    state: 'in_progress',
    created_by: await adminUserId(),
    created_at: now,
    items: ['members', 'groups'],
    options: { ...DEFAULT_OPTIONS, migrate_avatars: false, migrate_cover_images: false, ...options },
    files: FILES.map(([table, format]) => ({ table, format, key: exportObjectKey(uploadId, `${table}.${format}`), size: 0 })),
    progress: emptyProgress(),
    skipped_reasons: {},
    ddb_calls: 0,
    started_at: now,
    attempt: 1,
    rev: 0,
  };
  await putRun(run);
  return run;
}

/** Prepare, every chunk of every kind in order, and finalize: what the state machine runs. */
async function runAll(run: MigrationRun): Promise<MigrationRun> {
  const prepared = (await handleWorkerEvent({ task: 'prepare', migration_id: run.id })) as PrepareResult;
  for (const kind of CHUNK_KINDS) {
    for (const index of prepared.chunks[kind]) await handleWorkerEvent({ task: 'chunk', migration_id: run.id, kind, index });
  }
  await handleWorkerEvent({ task: 'finalize', migration_id: run.id });
  return (await getRun(run.id))!;
}

const item = async (key: { pk: string; sk: string }) => (await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
const progress = (run: MigrationRun, kind: ChunkKind) => run.progress[kind];

describe('the migration worker on a generated export', () => {
  let run: MigrationRun;
  let userMap: Map<number, { new_id?: number; username?: string; skip?: string }>;
  let spaceOf: Map<number, number>;
  const [twinA, twinB] = features.emailCaseTwins[0]!;
  // Prepared before the run: an account holding a legacy email, one holding a legacy login, a space holding a legacy slug.
  const plain = tables.users.filter((u) => u.user_email !== '' && u.ID !== twinA && u.ID !== twinB);
  const existingEmailUser = plain[3]!;
  const takenLoginUser = plain[4]!;
  const takenSlugGroup = tables.groups[1]!;
  let existingId: number;

  beforeAll(async () => {
    await ensureBucket();
    const uploadId = await upload(data, true);
    existingId = (await createAccount({ username: `existing_${ID_BASE}`, email: existingEmailUser.user_email.toUpperCase(), role: 'member', status: 'active' }, null, { issueAppPassword: false })).profile.user_id;
    await createAccount({ username: takenLoginUser.user_login, email: `taken-login-${ID_BASE}@example.test`, role: 'member', status: 'active' }, null, { issueAppPassword: false });
    await createSpace({ title: 'Taken slug', slug: takenSlugGroup.slug });
    run = await runAll(await newRun(uploadId));
    userMap = await readMappings('user', [0, ...tables.users.map((u) => u.ID)]);
    const groups = await readMappings('group', tables.groups.map((g) => g.id));
    spaceOf = new Map([...groups].map(([legacy, m]) => [legacy, m.new_id!]));
  }, 120_000);

  it('prepares chunks of every kind asked, totals equal to the export, and completes every row', () => {
    expect(run.manifest).toEqual({ members: 1, groups: 1, memberships: 1, activities: 0, comments: 0 });
    expect(run.state).toBe('completed');
    expect(progress(run, 'members')).toMatchObject({ total: tables.users.length + 1, completed: tables.users.length + 1, failed: 1 });
    expect(progress(run, 'groups')).toMatchObject({ total: tables.groups.length, completed: tables.groups.length, migrated: tables.groups.length });
    expect(progress(run, 'memberships')).toMatchObject({ total: tables.group_members.length, completed: tables.group_members.length, failed: 0 });
    expect(run.ddb_calls).toBeGreaterThan(0);
  });

  it('counts a row whose value does not fit as failed, with its error, and migrates the rest', async () => {
    expect(run.skipped_reasons['members:failed:RowValueError']).toBe(1);
    const chunks = await listChunks(run.id, 'members');
    expect(chunks.flatMap((c) => c.errors)).toEqual([{ id: BAD_USER_ID, error: 'RowValueError: user_registered: not a date and time (YYYY-MM-DD HH:MM:SS)' }]);
    expect(userMap.has(BAD_USER_ID)).toBe(false);
  });

  describe('members', () => {
    it('creates an account without a password, its profile from users and usermeta, created at user_registered', async () => {
      const legacy = plain[0]!;
      const mapped = userMap.get(legacy.ID)!;
      expect(mapped.username).toBe(legacy.user_login);
      const login = await getLoginAccount(legacy.user_login);
      expect(login).toMatchObject({ user_id: mapped.new_id, role: 'member', status: 'active' });
      expect(login).not.toHaveProperty('password_hash');
      const profile = await api<any>('GET', `/profile/${legacy.user_login}`, { auth: adminAuth });
      expect(profile.status, JSON.stringify(profile.body)).toBe(200);
      const first = tables.usermeta.find((m) => m.user_id === legacy.ID && m.meta_key === 'first_name')?.meta_value;
      expect(profile.body.profile).toMatchObject({ user_id: mapped.new_id, username: legacy.user_login, display_name: legacy.display_name, email: legacy.user_email, first_name: first });
      expect(profile.body.profile.created_at).toBe(legacy.user_registered!.slice(0, 19).replace('T', ' '));
      // No password: nothing a member could type works until they set one.
      expect((await api('GET', '/profile', { auth: { basic: [legacy.user_login, 'any password at all'] } })).status).toBe(401);
    });

    it('links members to the account holding their email, case-insensitively; nothing of that account changes', async () => {
      expect(userMap.get(existingEmailUser.ID)).toMatchObject({ new_id: existingId, username: `existing_${ID_BASE}` });
      expect(userMap.get(twinB)!.new_id).toBe(userMap.get(twinA)!.new_id);
      expect(run.skipped_reasons['members:existing_account']).toBe(2);
      expect((await getLoginAccount(`existing_${ID_BASE}`))?.user_id).toBe(existingId);
      expect((await item(keys.user(existingId)))?.['display_name']).toBe(`existing_${ID_BASE}`);
    });

    it('appends the legacy id to a username that is taken', () => {
      expect(userMap.get(takenLoginUser.ID)?.username).toBe(`${takenLoginUser.user_login}-${takenLoginUser.ID}`);
    });

    it('skips members without an email (no_email) and gives deleted users content to one placeholder account', async () => {
      for (const id of features.membersWithoutEmail) expect(userMap.get(id)).toEqual({ skip: 'no_email' });
      expect(run.skipped_reasons['members:no_email']).toBe(features.membersWithoutEmail.length);
      expect(progress(run, 'members').migrated).toBe(tables.users.length - features.membersWithoutEmail.length - 2);
      const placeholder = userMap.get(0)!;
      expect(run.placeholder_user_id).toBe(placeholder.new_id);
      const login = await getLoginAccount(placeholder.username!);
      expect(login).toMatchObject({ user_id: placeholder.new_id, status: 'active' });
      expect(login).not.toHaveProperty('password_hash');
      expect((await item(keys.user(placeholder.new_id!)))?.['display_name']).toBe('Former member');
    });
  });

  describe('groups', () => {
    const detail = async (legacyId: number, auth = adminAuth) => api<any>('GET', `/spaces/${spaceOf.get(legacyId)}/by-id`, { auth });

    it('maps public, private and hidden groups to public, private and secret community spaces in the Imported group', async () => {
      const expected = { public: 'public', private: 'private', hidden: 'secret' } as const;
      for (const [status, ids] of Object.entries(features.groupsByStatus)) {
        for (const id of ids) {
          const res = await detail(id);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const legacy = tables.groups.find((g) => g.id === id)!;
          expect(res.body.data).toMatchObject({ privacy: expected[status as keyof typeof expected], type: 'community', status: 'published', title: legacy.name, group_id: run.space_group_id, serial: id });
          expect(res.body.data.description).toMatch(/^All about \w+\.\n\nBe kind \S+$/u);
          expect(res.body.data.created_at).toBe(legacy.date_created!.slice(0, 19).replace('T', ' '));
        }
      }
      const sidebar = await api<any>('GET', '/spaces/space_groups', { auth: adminAuth, query: { with_spaces: 1 } });
      expect(sidebar.status, JSON.stringify(sidebar.body)).toBe(200);
      const imported = sidebar.body.groups.find((g: any) => g.id === run.space_group_id);
      expect(imported).toMatchObject({ title: 'Imported', slug: 'imported' });
      expect(imported.spaces.map((c: any) => c.id)).toEqual(expect.arrayContaining([...spaceOf.values()]));
      expect(imported.spaces_count).toBeGreaterThanOrEqual(spaceOf.size);
    });

    it('keeps a secret space from a member of the community who is not its member', async () => {
      const hidden = features.groupsByStatus.hidden[0]!;
      const outsider = await createMember();
      expect((await detail(hidden, outsider.auth)).status).toBe(404);
    });

    it('appends the legacy id to a slug that is taken, and keeps the others', async () => {
      expect((await detail(takenSlugGroup.id)).body.data.slug).toBe(`${takenSlugGroup.slug}-${takenSlugGroup.id}`);
      const other = tables.groups[0]!;
      expect((await detail(other.id)).body.data.slug).toBe(other.slug);
    });

    it('takes the creator from the users mapping (the placeholder for a deleted one) and counts no creator membership', async () => {
      for (const g of tables.groups) {
        const createdBy = (await item(keys.space(spaceOf.get(g.id)!)))?.['created_by'];
        expect(createdBy).toBe(userMap.get(g.creator_id)?.new_id ?? run.placeholder_user_id);
      }
    });
  });

  describe('memberships', () => {
    const rowsOf = (ids: number[]) => tables.group_members.filter((m) => ids.includes(m.id));
    const migratedUser = (legacyId: number) => userMap.get(legacyId)?.new_id;

    it('skips invitations, members not migrated and a second row of one account in one space, with their reasons', async () => {
      // The email twins are one account: the second's row in a group they are both in is a duplicate.
      const twinGroups = (id: number) => new Set(tables.group_members.filter((m) => m.user_id === id && !features.memberships.invitations.includes(m.id)).map((m) => m.group_id));
      const shared = [...twinGroups(twinA)].filter((g) => twinGroups(twinB).has(g));
      expect(run.skipped_reasons['memberships:duplicate_membership'] ?? 0).toBe(shared.length);
      const skipped = await readMappings('membership', tables.group_members.map((m) => m.id));
      for (const m of rowsOf(features.memberships.invitations)) expect(skipped.get(m.id)).toEqual({ skip: 'invitation' });
      const notFound = tables.group_members.filter((m) => !features.memberships.invitations.includes(m.id) && migratedUser(m.user_id) === undefined);
      expect(notFound.length).toBeGreaterThan(0);
      for (const m of notFound) expect(skipped.get(m.id)).toEqual({ skip: 'user_not_found' });
      expect(run.skipped_reasons['memberships:invitation']).toBe(features.memberships.invitations.length);
      expect(run.skipped_reasons['memberships:user_not_found']).toBe(notFound.length);
    });

    it('keeps roles and statuses: admins, moderators, banned members and requests to join', async () => {
      const decided = await readMappings('membership', tables.group_members.map((m) => m.id));
      const check = async (legacyIds: number[], status: string, role?: string) => {
        for (const m of rowsOf(legacyIds)) {
          const userId = migratedUser(m.user_id);
          if (userId === undefined || decided.get(m.id)?.skip) continue;
          const stored = await item(keys.spaceMember(spaceOf.get(m.group_id)!, userId));
          expect(stored, `membership ${m.id}`).toMatchObject({ status, ...(role ? { role } : {}), joined_at: m.date_modified });
        }
      };
      await check(features.memberships.admins.filter((id) => !features.memberships.banned.includes(id)), 'active', 'admin');
      await check(features.memberships.mods, 'active', 'moderator');
      await check(features.memberships.banned, 'banned');
      await check(features.memberships.requests, 'pending', 'member');
      expect(features.memberships.mods.length * features.memberships.banned.length * features.memberships.requests.length).toBeGreaterThan(0);
    });

    it('finalize leaves each space counting exactly the members the API lists', async () => {
      for (const [legacyId, spaceId] of spaceOf) {
        const d = (await api<any>('GET', `/spaces/${spaceId}/by-id`, { auth: adminAuth })).body.data;
        const active = await collectSpaceMembers(d.slug, adminAuth);
        const pending = await collectSpaceMembers(d.slug, adminAuth, { status: 'pending' });
        const expectedActive = new Set(
          tables.group_members.filter((m) => m.group_id === legacyId && features.memberships.active.includes(m.id) && migratedUser(m.user_id) !== undefined).map((m) => migratedUser(m.user_id)),
        );
        expect(active.map((r) => r.user_id).sort()).toEqual([...expectedActive].sort());
        expect(d.members_count).toBe(active.length);
        expect(d.pending_count).toBe(pending.length);
        expect(active.filter((r) => r.role === 'admin').length).toBeGreaterThan(0);
      }
    });
  });

  it('a chunk run again is not written twice', async () => {
    expect(await handleWorkerEvent({ task: 'chunk', migration_id: run.id, kind: 'members', index: 0 })).toMatchObject({ recorded: false });
    expect((await getRun(run.id))!.progress.members).toEqual(run.progress.members);
  });

  it('a second run of the same export (skip_existing) migrates nothing and changes no count', async () => {
    const spacesBefore = await Promise.all([...spaceOf.values()].map((id) => item(keys.space(id))));
    const again = await runAll(await newRun(run.files[0]!.key.split('/')[1]!));
    expect(again.state).toBe('completed');
    expect(again.placeholder_user_id).toBe(run.placeholder_user_id);
    expect(again.space_group_id).toBe(run.space_group_id);
    for (const kind of ['members', 'groups', 'memberships'] as const) expect(progress(again, kind).migrated).toBe(0);
    expect(again.skipped_reasons['groups:already_migrated']).toBe(tables.groups.length);
    const spacesAfter = await Promise.all([...spaceOf.values()].map((id) => item(keys.space(id))));
    expect(spacesAfter.map((s) => [s?.['members_count'], s?.['pending_count'], s?.['rev']])).toEqual(spacesBefore.map((s) => [s?.['members_count'], s?.['pending_count'], s?.['rev']]));
  });

  it('a run with skip_existing off writes changed profiles and spaces again from the export, and creates nothing', async () => {
    const renamedUser = plain[0]!;
    const renamedGroup = tables.groups[0]!;
    const changed: LegacyExport = {
      ...data,
      tables: {
        ...tables,
        users: tables.users.map((u) => (u.ID === renamedUser.ID ? { ...u, display_name: 'Renamed &amp; back' } : u)),
        groups: tables.groups.map((g) => (g.id === renamedGroup.id ? { ...g, name: 'Renamed club', status: 'hidden' } : g)),
      },
    };
    const spaceId = spaceOf.get(renamedGroup.id)!;
    const membersBefore = (await item(keys.space(spaceId)))?.['members_count'];
    const rewrite = await runAll(await newRun(await upload(changed), { skip_existing: false }));
    expect([progress(rewrite, 'members').migrated, progress(rewrite, 'groups').migrated, progress(rewrite, 'memberships').migrated]).toEqual([1, 1, 0]);
    expect((await api<any>('GET', `/profile/${renamedUser.user_login}`, { auth: adminAuth })).body.profile.display_name).toBe('Renamed & back');
    const space = (await api<any>('GET', `/spaces/${spaceId}/by-id`, { auth: adminAuth })).body.data;
    expect(space).toMatchObject({ title: 'Renamed club', privacy: 'secret', slug: renamedGroup.slug, members_count: membersBefore });
    expect((await readMappings('group', [renamedGroup.id])).get(renamedGroup.id)?.new_id).toBe(spaceId);
  });

  it('the fail task ends a run failed with the step and how far it came, from the Lambda error the state machine caught', async () => {
    const failing = await newRun(newEventId());
    const holder = await lockHolder();
    const cause = JSON.stringify({ errorType: 'SyntaxError', errorMessage: 'Unexpected token in chunk', trace: [] });
    expect(await handleWorkerEvent({ task: 'fail', migration_id: failing.id, step: 'memberships', error: { Error: 'SyntaxError', Cause: cause } })).toEqual({ migration_id: failing.id, state: 'failed' });
    const ended = (await getRun(failing.id))!;
    expect(ended.state).toBe('failed');
    expect(ended.error).toEqual({ step: 'memberships', completed: 0, total: 0, cause: 'SyntaxError: Unexpected token in chunk' });
    // This run never held the lock: another run's is left alone.
    expect(await lockHolder()).toBe(holder);
  });
});
