/**
 * Migration runs, their chunks, the one-run lock and the legacy-id mapping (docs/migration.md,
 * "Keys of the migration's own items"). Access patterns:
 * - history / latest run: Query gsi1 MIGRATIONS descending (Limit 20 / 1)
 * - a run: GetItem MIGRATION#<id>/RUN
 * - start or end a run: TransactWrite [lock MIGRATION/CURRENT (condition), RUN]
 * - record a chunk: TransactWrite [Put CHUNK if absent, Update RUN ADD progress]: a chunk counts once
 * - a chunk's legacy ids already decided: BatchGet MIGMAP#<kind>#<id> MAP and SKIP (100 keys per call)
 * - a finished run's chunk errors: Query MIGRATION#<id> begins_with CHUNK#
 * None of these is on a request path of the rest of the API.
 */
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, queryAll } from '#platform/data/queries.ts';
import { cancelledByCondition, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { ChunkOutcome, MigrationRun, RunError } from '#features/migration/run.ts';

const RUN_ENTITY = 'migration_run';
const HIDDEN = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'entity']);
const toRun = (item: Record<string, unknown>): MigrationRun => Object.fromEntries(Object.entries(item).filter(([k]) => !HIDDEN.has(k))) as unknown as MigrationRun;

const lockPut = (migrationId: string): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: { ...keys.migrationLock(), entity: 'migration_lock', migration_id: migrationId, state: 'running' },
    ConditionExpression: 'attribute_not_exists(pk) OR #s = :idle',
    ExpressionAttributeNames: { '#s': 'state' },
    ExpressionAttributeValues: { ':idle': 'idle' },
  },
});

const runItem = (run: MigrationRun) => ({ ...keys.migrationRun(run.id), entity: RUN_ENTITY, gsi1pk: keys.MIGRATIONS_PARTITION, gsi1sk: `${run.created_at}#${run.id}`, ...run });

const releaseLock = (migrationId: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.migrationLock(),
    UpdateExpression: 'SET #s = :idle',
    ConditionExpression: 'migration_id = :m',
    ExpressionAttributeNames: { '#s': 'state' },
    ExpressionAttributeValues: { ':idle': 'idle', ':m': migrationId },
  },
});

/** A new run record (a draft, made by the first upload call). */
export async function putRun(run: MigrationRun): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: runItem(run),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getRun(migrationId: string, options: { consistent?: boolean } = {}): Promise<MigrationRun | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.migrationRun(migrationId), ConsistentRead: options.consistent ?? true }));
  return out.Item ? toRun(out.Item) : null;
}

/** Runs newest first (drafts included; the caller filters). */
export async function listRuns(limit: number): Promise<MigrationRun[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': keys.MIGRATIONS_PARTITION },
      ScanIndexForward: false,
      Limit: Math.min(Math.max(1, limit), 100),
    }),
  );
  return (out.Items ?? []).map(toRun);
}

type SettableField = Exclude<keyof MigrationRun, 'id' | 'progress' | 'skipped_reasons' | 'ddb_calls' | 'rev'>;

/** Sets top-level fields of a run (files, counts, manifest, step, execution_arn, ...); `null` removes one. */
export async function updateRun(migrationId: string, fields: Partial<Record<SettableField, unknown>>): Promise<void> {
  const update = setExpression(fields);
  await ddb.send(new UpdateCommand({ TableName: tableName, Key: keys.migrationRun(migrationId), ConditionExpression: 'attribute_exists(pk)', ...update }));
}

function setExpression(fields: Record<string, unknown>, prefix = 'f') {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  const sets = entries.filter(([, v]) => v !== null);
  const removes = entries.filter(([, v]) => v === null);
  const names = Object.fromEntries(entries.map(([k], i) => [`#${prefix}${i}`, k]));
  const values: Record<string, unknown> = { ':one': 1 };
  sets.forEach(([k, v]) => (values[`:${prefix}${entries.findIndex(([e]) => e === k)}`] = v));
  const setParts = [...sets.map(([k]) => `#${prefix}${entries.findIndex(([e]) => e === k)} = :${prefix}${entries.findIndex(([e]) => e === k)}`)];
  const removeParts = removes.map(([k]) => `#${prefix}${entries.findIndex(([e]) => e === k)}`);
  const expression = `SET ${[...setParts, 'rev = if_not_exists(rev, :zero) + :one'].join(', ')}${removeParts.length ? ` REMOVE ${removeParts.join(', ')}` : ''}`;
  return { UpdateExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: { ...values, ':zero': 0 } };
}

/**
 * Takes the one-run lock and marks the run in progress with `fields` (attempt, items, options,
 * started_at, progress when starting over, ...). False when another run holds the lock.
 */
export async function startRun(migrationId: string, fields: Partial<Record<SettableField | 'progress' | 'skipped_reasons' | 'ddb_calls', unknown>>): Promise<boolean> {
  const update = setExpression({ ...fields, state: 'in_progress', error: null, completed_at: null });
  try {
    await transact([
      lockPut(migrationId),
      { Update: { TableName: tableName, Key: keys.migrationRun(migrationId), ConditionExpression: 'attribute_exists(pk)', ...update } },
    ]);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}

/** Takes the one-run lock and writes a new run record in progress (starting an upload over). False when another run holds the lock. */
export async function startNewRun(run: MigrationRun): Promise<boolean> {
  try {
    await transact([lockPut(run.id), { Put: { TableName: tableName, Item: runItem(run), ConditionExpression: 'attribute_not_exists(pk)' } }]);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}

/**
 * Undoes a start whose execution could not begin, releasing the lock in the same transaction:
 * a run made by this start is deleted, an existing one gets back the fields it had (`restore`;
 * null removes one).
 */
export async function undoStart(migrationId: string, restore: Partial<Record<SettableField, unknown>> | 'delete'): Promise<void> {
  const run =
    restore === 'delete'
      ? { Delete: { TableName: tableName, Key: keys.migrationRun(migrationId) } }
      : { Update: { TableName: tableName, Key: keys.migrationRun(migrationId), ConditionExpression: 'attribute_exists(pk)', ...setExpression(restore) } };
  await transact([run, releaseLock(migrationId)]);
}

/** The id of the run holding the lock, or null. */
export async function lockHolder(): Promise<string | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.migrationLock(), ConsistentRead: true }));
  return out.Item && out.Item['state'] === 'running' ? String(out.Item['migration_id']) : null;
}

/** Ends a run (completed or failed) and releases the lock, in one transaction. */
export async function endRun(migrationId: string, state: 'completed' | 'failed', fields: { completed_at: string; error?: RunError }): Promise<void> {
  const update = setExpression({ state, completed_at: fields.completed_at, error: fields.error ?? null, ...(state === 'completed' ? { step: 'finalize' } : {}) });
  try {
    await transact([{ Update: { TableName: tableName, Key: keys.migrationRun(migrationId), ConditionExpression: 'attribute_exists(pk)', ...update } }, releaseLock(migrationId)]);
  } catch (error) {
    // The lock already moved on (released by an earlier attempt of this same end): end the run alone.
    if (!cancelledByCondition(error)) throw error;
    await ddb.send(new UpdateCommand({ TableName: tableName, Key: keys.migrationRun(migrationId), ...update }));
  }
}

/** Sets each kind's total (Prepare, once it has split the export). */
export async function setTotals(migrationId: string, totals: Record<string, number>): Promise<void> {
  const kinds = Object.keys(totals);
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.migrationRun(migrationId),
      UpdateExpression: `SET ${kinds.map((_, i) => `progress.#k${i}.#t = :t${i}`).join(', ')}`,
      ExpressionAttributeNames: { ...Object.fromEntries(kinds.map((k, i) => [`#k${i}`, k])), '#t': 'total' },
      ExpressionAttributeValues: Object.fromEntries(kinds.map((k, i) => [`:t${i}`, totals[k]])),
    }),
  );
}

/** How a chunk ran, kept on its record for the bench (docs/migration.md, "Bench"): not added to the run. */
export interface ChunkTiming {
  started_at: string;
  /** Time spent in DynamoDB calls (summed over the rows written side by side) and capacity consumed. */
  ddb_ms: number;
  rcu: number;
  wcu: number;
  /** The hot counters' UpdateItems after the rows (among the chunk's calls) and their time. */
  flush_calls: number;
  flush_ms: number;
}

/**
 * Records a finished chunk and adds its counts to the run's progress, once: false when the chunk
 * was already recorded (a retried or resumed chunk).
 */
export async function recordChunk(migrationId: string, kind: string, index: number, attempt: number, outcome: ChunkOutcome, finishedAt: string, timing?: ChunkTiming): Promise<boolean> {
  const reasons = Object.entries(outcome.reasons);
  const adds = [
    'progress.#k.completed :rows',
    'progress.#k.migrated :migrated',
    'progress.#k.skipped :skipped',
    'progress.#k.failed :failed',
    'ddb_calls :calls',
    ...reasons.map((_, i) => `skipped_reasons.#r${i} :r${i}`),
  ];
  try {
    await transact([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.migrationChunk(migrationId, kind, index), entity: 'migration_chunk', kind, index, attempt, finished_at: finishedAt, ...timing, ...outcome, errors: outcome.errors.slice(0, 20) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.migrationRun(migrationId),
          UpdateExpression: `ADD ${adds.join(', ')}`,
          ExpressionAttributeNames: { '#k': kind, ...Object.fromEntries(reasons.map(([r], i) => [`#r${i}`, `${kind}:${r}`])) },
          ExpressionAttributeValues: {
            ':rows': outcome.rows,
            ':migrated': outcome.migrated,
            ':skipped': outcome.skipped,
            ':failed': outcome.failed,
            ':calls': outcome.calls,
            ...Object.fromEntries(reasons.map(([, n], i) => [`:r${i}`, n])),
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}

export async function chunkRecorded(migrationId: string, kind: string, index: number): Promise<boolean> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.migrationChunk(migrationId, kind, index), ConsistentRead: true, ProjectionExpression: 'pk' }));
  return out.Item !== undefined;
}

/** A run's chunk records (errors of a finished run; one Query per 1 MB). */
export type ChunkRecord = ChunkOutcome & Partial<ChunkTiming> & { kind: string; index: number; attempt: number; finished_at: string };

export async function listChunks(migrationId: string, kind?: string): Promise<ChunkRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :p AND begins_with(sk, :c)',
    ExpressionAttributeValues: { ':p': keys.migrationRun(migrationId).pk, ':c': keys.migrationChunkPrefix(kind) },
  });
  return items as unknown as ChunkRecord[];
}

/** What is known of a legacy id: its new id, or the reason it was not migrated. */
export interface MappingState {
  new_id?: number;
  /** A member's new username (user mappings), for mentions. */
  username?: string;
  /** A user mapping to an account that existed before (matched by email): the migration never changes it. */
  linked?: boolean;
  skip?: string;
}

/** The mapping of each legacy id of one kind (BatchGet of MAP and SKIP, 50 ids per call). */
export async function readMappings(kind: string, legacyIds: readonly number[]): Promise<Map<number, MappingState>> {
  const unique = [...new Set(legacyIds)];
  const found = await batchGet(unique.flatMap((id) => [keys.migrationMap(kind, id), keys.migrationSkip(kind, id)]), { consistent: true });
  const out = new Map<number, MappingState>();
  for (const id of unique) {
    const map = found.get(`${keys.migrationMap(kind, id).pk}|MAP`);
    const skip = found.get(`${keys.migrationSkip(kind, id).pk}|SKIP`);
    if (map || skip) {
      out.set(id, {
        ...(map ? { new_id: Number(map['new_id']), ...(map['username'] ? { username: String(map['username']) } : {}), ...(map['linked'] === true ? { linked: true } : {}) } : {}),
        ...(skip ? { skip: String(skip['reason']) } : {}),
      });
    }
  }
  return out;
}

/** The mapping of one legacy id, written in the transaction of the record it maps: only if absent. */
export function mappingPut(kind: string, legacyId: number, newId: number, migrationId: string, at: string, extra: { username?: string; linked?: boolean } = {}): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.migrationMap(kind, legacyId), entity: 'migration_map', kind, legacy_id: legacyId, new_id: newId, migration_id: migrationId, at, ...extra },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Records legacy rows decided not to migrate (25 per BatchWrite, retrying unprocessed ones). */
export async function writeSkips(kind: string, skips: ReadonlyArray<{ legacyId: number; reason: string }>, migrationId: string, at: string): Promise<number> {
  let calls = 0;
  for (let i = 0; i < skips.length; i += 25) {
    let pending: Array<Record<string, unknown>> = skips.slice(i, i + 25).map((s) => ({
      PutRequest: { Item: { ...keys.migrationSkip(kind, s.legacyId), entity: 'migration_skip', kind, legacy_id: s.legacyId, reason: s.reason, migration_id: migrationId, at } },
    }));
    for (let attempt = 0; pending.length > 0 && attempt < 6; attempt++) {
      calls++;
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }));
      pending = (out.UnprocessedItems?.[tableName] as Array<Record<string, unknown>> | undefined) ?? [];
    }
    if (pending.length > 0) throw Object.assign(new Error('BatchWrite left unprocessed items'), { name: 'ThrottlingError' });
  }
  return calls;
}
