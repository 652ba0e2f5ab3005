/**
 * Prepare (docs/migration.md, "The state machine"): streams the export files, joins each table
 * with its key/value file by merging both in id order, and splits the rows into chunk objects of
 * the kinds the run migrates: members, groups, memberships, activities (posts and the types
 * skipped), comments (whole threads by root activity, never split). Rows whose values do not
 * fit are counted failed here. It makes the placeholder account and the "Imported" space group
 * when needed, sets each kind's total, and writes the manifest last: a resumed run finds it and
 * splits nothing again.
 */
import { recordChunk, setTotals, updateRun } from '#features/migration/migration-store.ts';
import { listKeys, putText, readLines } from '#features/migration/migration-bucket.ts';
import { CHUNK_KINDS, CHUNK_SIZE, chunkObjectKey, migrationPrefix, uploadObjectKey, type ChunkKind, type ChunkRows, type Manifest, type PrepareResult } from '#features/migration/legacy-export/chunks.ts';
import { mentionNicenames } from '#features/migration/legacy-export/content.ts';
import { EXPORTED_META_KEYS, type ExportTable, type LegacyActivity } from '#features/migration/legacy-export/export-format.ts';
import { MetaJoin, orderGuard, rawId, tableRows } from '#features/migration/legacy-export/export-stream.ts';
import { pickImageFiles } from '#features/migration/legacy-export/image-files.ts';
import { countFailure, newOutcome, type WriterOutcome } from '#features/migration/chunk-context.ts';
import { requireRun } from '#features/migration/chunk-runner.ts';
import { ensureImportedGroup, ensurePlaceholder } from '#features/migration/run-records.ts';
import { uploadIdOf, type MigrationRun } from '#features/migration/run.ts';

/**
 * The chunk record of a kind's rows Prepare could not read (counted failed, with their errors):
 * an index no Map runs (chunk indexes are 0..n-1 of the manifest).
 */
export const PREPARE_CHUNK_INDEX = 999_999;

/** Chunk objects written side by side (each a PUT of at most a few hundred KB). */
const PUTS_IN_FLIGHT = 8;

/** The kinds each migration item brings (groups bring their members; activities their comments). */
const KINDS_OF_ITEM: Record<MigrationRun['items'][number], ChunkKind[]> = {
  members: ['members'],
  groups: ['groups', 'memberships'],
  activities: ['activities', 'comments'],
};

/** The legacy groups whose spaces the run may change (its groups, the groups its posts are in): Finalize recounts them. */
export const touchedGroupsKey = (migrationId: string): string => `${migrationPrefix(migrationId)}chunks/touched-groups.json`;

export const preparedResult = (migrationId: string, manifest: Manifest): PrepareResult => ({
  migration_id: migrationId,
  chunks: Object.fromEntries(CHUNK_KINDS.map((k) => [k, Array.from({ length: manifest[k] }, (_, i) => i)])) as PrepareResult['chunks'],
});

/** Rows of each kind gathered into chunk objects, written as they fill. */
class Splitter {
  private readonly rows = new Map<ChunkKind, string[]>();
  private readonly weights = new Map<ChunkKind, number>();
  readonly chunks = Object.fromEntries(CHUNK_KINDS.map((k) => [k, 0])) as Manifest;
  readonly totals = Object.fromEntries(CHUNK_KINDS.map((k) => [k, 0])) as Record<ChunkKind, number>;
  readonly failures = new Map<ChunkKind, WriterOutcome>();
  private readonly puts = new Set<Promise<void>>();

  constructor(private readonly migrationId: string) {}

  /** A row counting `weight` rows of its kind (a thread: its comments). A chunk closes before a row that would overfill it. */
  async push<K extends ChunkKind>(kind: K, row: ChunkRows[K], weight = 1): Promise<void> {
    const filled = this.weights.get(kind) ?? 0;
    if (filled > 0 && filled + weight > CHUNK_SIZE[kind]) await this.close(kind);
    const lines = this.rows.get(kind) ?? [];
    lines.push(JSON.stringify(row));
    this.rows.set(kind, lines);
    this.weights.set(kind, (this.weights.get(kind) ?? 0) + weight);
    this.totals[kind] += weight;
  }

  fail(kind: ChunkKind, legacyId: number, error: unknown): void {
    const outcome = this.failures.get(kind) ?? newOutcome();
    countFailure(outcome, legacyId, error);
    this.failures.set(kind, outcome);
    this.totals[kind]++;
  }

  private async close(kind: ChunkKind): Promise<void> {
    const lines = this.rows.get(kind) ?? [];
    if (lines.length === 0) return;
    const key = chunkObjectKey(this.migrationId, kind, this.chunks[kind]++);
    this.rows.set(kind, []);
    this.weights.set(kind, 0);
    if (this.puts.size >= PUTS_IN_FLIGHT) await Promise.race(this.puts);
    const put = putText(key, `${lines.join('\n')}\n`).finally(() => this.puts.delete(put));
    this.puts.add(put);
  }

  async finish(): Promise<void> {
    for (const kind of CHUNK_KINDS) await this.close(kind);
    await Promise.all(this.puts);
  }
}

export async function prepare(migrationId: string): Promise<PrepareResult> {
  const run = await requireRun(migrationId);
  if (run.manifest) return preparedResult(run.id, run.manifest);
  const now = new Date().toISOString();
  const kinds = new Set(run.items.flatMap((item) => KINDS_OF_ITEM[item]));
  const files = new Map(run.files.map((f) => [f.table, f]));
  const rowsOf = <T extends ExportTable>(table: T) => {
    const file = files.get(table);
    if (!file) throw new Error(`the export has no ${table} file`);
    return tableRows(table, file.format, readLines(file.key));
  };
  const metaOf = <M extends 'usermeta' | 'groupmeta' | 'activity_meta'>(table: M) => {
    const file = files.get(table);
    return file ? new MetaJoin(table, tableRows(table, file.format, readLines(file.key)), new Set(EXPORTED_META_KEYS[table])) : null;
  };
  const split = new Splitter(run.id);
  // Avatars and covers: listed once (only when the run wants them), chosen per owner, carried on the rows.
  const wantsImages = run.options.migrate_avatars || run.options.migrate_cover_images;
  const images = wantsImages ? pickImageFiles(await listKeys(uploadObjectKey(uploadIdOf(run), '')), uploadObjectKey(uploadIdOf(run), '')) : null;

  // Users: every run reads them (authors and members are looked up by them), members also split.
  const users = new Set<number>();
  const nicenames = new Map<string, number>();
  let placeholderNeeded = false;
  const usermeta = kinds.has('members') ? metaOf('usermeta') : null;
  const userOrder = orderGuard('users', true);
  for await (const r of rowsOf('users')) {
    if (!('row' in r)) {
      if (kinds.has('members')) split.fail('members', rawId('users', r.raw), r.error);
      continue;
    }
    const u = r.row;
    userOrder(u.ID, r.line);
    users.add(u.ID);
    nicenames.set((u.user_nicename || u.user_login).toLowerCase(), u.ID);
    if (u.user_email.trim() === '') placeholderNeeded = true;
    if (kinds.has('members')) await split.push('members', { user: u, meta: (await usermeta?.of(u.ID)) ?? {}, ...images?.members.get(u.ID) });
  }
  // Content or memberships of a user absent from the export (deleted) needs the placeholder.
  const refer = (userId: number) => {
    if (userId > 0 && !users.has(userId)) placeholderNeeded = true;
  };
  const mentionsOf = (html: string) => Object.fromEntries(mentionNicenames(html).flatMap((n) => (nicenames.has(n) ? [[n, nicenames.get(n)!]] : [])));

  let maxGroupId = 0;
  const touchedGroups = new Set<number>();
  if (kinds.has('groups')) {
    const groupmeta = metaOf('groupmeta');
    const groupOrder = orderGuard('groups', true);
    for await (const r of rowsOf('groups')) {
      if (!('row' in r)) {
        split.fail('groups', rawId('groups', r.raw), r.error);
        continue;
      }
      groupOrder(r.row.id, r.line);
      refer(r.row.creator_id);
      maxGroupId = r.row.id;
      touchedGroups.add(r.row.id);
      await split.push('groups', { group: r.row, meta: (await groupmeta?.of(r.row.id)) ?? {}, ...images?.groups.get(r.row.id) });
    }
    const memberOrder = orderGuard('group_members', true);
    for await (const r of rowsOf('group_members')) {
      if (!('row' in r)) {
        split.fail('memberships', rawId('group_members', r.raw), r.error);
        continue;
      }
      memberOrder(r.row.id, r.line);
      refer(r.row.user_id);
      await split.push('memberships', { member: r.row });
    }
  }

  if (kinds.has('activities')) {
    const activityMeta = metaOf('activity_meta');
    const activityOrder = orderGuard('activity', true);
    // Comments by root activity (item_id), in id order: whole threads, written by one worker each.
    const threads = new Map<number, LegacyActivity[]>();
    for await (const r of rowsOf('activity')) {
      if (!('row' in r)) {
        split.fail(r.raw['type'] === 'activity_comment' ? 'comments' : 'activities', rawId('activity', r.raw), r.error);
        continue;
      }
      const a = r.row;
      activityOrder(a.id, r.line);
      refer(a.user_id);
      if (a.type === 'activity_comment') {
        const thread = threads.get(a.item_id) ?? [];
        thread.push(a);
        threads.set(a.item_id, thread);
      } else {
        if (a.component === 'groups' && a.item_id > 0) touchedGroups.add(a.item_id);
        await split.push('activities', { activity: a, meta: (await activityMeta?.of(a.id)) ?? {}, mentions: mentionsOf(a.content) });
      }
    }
    for (const root of [...threads.keys()].sort((x, y) => x - y)) {
      const comments = threads.get(root)!;
      await split.push('comments', { root_activity_id: root, comments, mentions: mentionsOf(comments.map((c) => c.content).join(' ')) }, comments.length);
    }
  }
  await split.finish();
  await putText(touchedGroupsKey(run.id), JSON.stringify([...touchedGroups].sort((x, y) => x - y)), 'application/json');

  const placeholder = placeholderNeeded ? await ensurePlaceholder(run, now) : undefined;
  const spaceGroup = kinds.has('groups') ? await ensureImportedGroup(run, maxGroupId, now) : undefined;
  for (const [kind, outcome] of split.failures) await recordChunk(run.id, kind, PREPARE_CHUNK_INDEX, run.attempt, { ...outcome, calls: 0 }, now);
  await setTotals(run.id, split.totals);
  await updateRun(run.id, { manifest: split.chunks, ...(placeholder !== undefined ? { placeholder_user_id: placeholder } : {}), ...(spaceGroup !== undefined ? { space_group_id: spaceGroup } : {}) });
  return preparedResult(run.id, split.chunks);
}
