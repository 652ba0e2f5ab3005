/**
 * The migration endpoints (docs/migration.md, "Endpoints"): the source and its history, the
 * config of an upload (its count kept on the upload's record against the files' ETags), starting
 * (first start, resume of a failed run, or a new run of the same upload) under the one-run lock,
 * and the status of the latest run.
 *
 * Runs and uploads: an upload's record is its first run (a draft until started). A failed run is
 * resumed (same id, attempt + 1) when the start asks for the same items and options; otherwise,
 * and after a completed run, the upload starts over as a new run (upload_id set).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { getRun, listChunks, listRuns, lockHolder, startNewRun, startRun, undoStart, updateRun, endRun } from '#features/migration/migration-store.ts';
import { stepFunctionsExecutions, type MigrationExecutions } from '#features/migration/migration-executions.ts';
import { newEventId } from '#platform/events/outbox.ts';
import { putText, readObject } from '#features/migration/migration-bucket.ts';
import { CHUNK_KINDS, migrationPrefix, type ChunkKind } from '#features/migration/legacy-export/chunks.ts';
import { checkExport, TABLES_FOR_ITEM, type ExportTable, type MigrationItem } from '#features/migration/legacy-export/export-format.ts';
import { configForm, estimatedItems, exportCounts, originalConfigFields } from '#features/migration/config-form.ts';
import { InvalidExportError, MigrationFailedError, MigrationInProgressError, MigrationNotFoundError, MigrationsUnavailableError, UploadNotFoundError } from '#features/migration/errors.ts';
import { continueCount, newCountState, type CountState, type ExportTally } from '#features/migration/export-count.ts';
import { listImageFiles, readHeaders, statFiles, type FileState } from '#features/migration/export-files.ts';
import { newRun, type MigrationOptions, type MigrationRun } from '#features/migration/run.ts';
import { failureDetails, historyForm, originalStage, runningForm, finishedForm, sourceForm, type ItemError } from '#features/migration/status-forms.ts';
import { summarizeImages } from '#features/migration/legacy-export/image-files.ts';
import { log, errorField } from '#platform/core/log.ts';

/** Runs read for the history and to find the latest upload and run (newest first). */
const RECENT_RUNS = 50;
const HISTORY_SIZE = 20;
/** How long one config call counts before answering with the counts so far (API Gateway waits 29 s). */
export const COUNT_BUDGET_MS = 20_000;

const recentRuns = () => listRuns(RECENT_RUNS);
/** The newest upload: a run record that is an upload's own (drafts included). */
const latestUpload = (runs: readonly MigrationRun[]) => runs.find((r) => r.upload_id === undefined) ?? null;
/** The newest run that started (drafts are uploads not started yet). */
const latestRun = (runs: readonly MigrationRun[]) => runs.find((r) => r.state !== 'draft') ?? null;
/** The newest run of an upload: a run started over from it, or the upload's own record. */
const latestRunOf = (upload: MigrationRun, runs: readonly MigrationRun[]) => runs.find((r) => (r.upload_id ?? r.id) === upload.id) ?? upload;

async function requireUpload(uploadId: string): Promise<MigrationRun> {
  const upload = await getRun(uploadId);
  if (!upload || upload.upload_id !== undefined) throw new UploadNotFoundError(uploadId);
  return upload;
}

// ---- GET /migrations --------------------------------------------------------------------------

export async function listMigrations() {
  const runs = await recentRuns();
  const upload = latestUpload(runs);
  const counts = (upload?.counts as CountCache | undefined)?.tally;
  return {
    migrations: [sourceForm(latestRun(runs), estimatedItems(counts ? exportCounts(counts) : undefined))],
    history: runs.filter((r) => r.state !== 'draft').slice(0, HISTORY_SIZE).map(historyForm),
  };
}

// ---- GET config -------------------------------------------------------------------------------

/** An upload's count, kept on its record against the ETags of the files counted. */
interface CountCache {
  etags: Record<string, string>;
  complete: boolean;
  tally: ExportTally;
  counted_at: string;
}

/** An unfinished count's full state (with the users' ids) lives beside the upload's objects. */
const countStateKey = (uploadId: string) => `${migrationPrefix(uploadId)}count-state.json`;

const etagsOf = (files: readonly FileState[]): Record<string, string> => Object.fromEntries(files.flatMap((f) => (f.object ? [[f.file.table, f.object.etag]] : [])));
/** The same files counted (a stored map's keys come back in any order). */
const sameEtags = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** An unfinished count's state, or null when it is gone (the count starts again). */
async function savedCount(uploadId: string): Promise<CountState | null> {
  try {
    return JSON.parse((await readObject(countStateKey(uploadId))).toString('utf8')) as CountState;
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The upload's count: kept, or counted on from where the last call stopped, for up to `budgetMs`. */
async function countOf(upload: MigrationRun, files: readonly FileState[], budgetMs: number): Promise<{ tally: ExportTally; complete: boolean }> {
  const etags = etagsOf(files);
  const cache = upload.counts as CountCache | undefined;
  if (cache?.complete && sameEtags(cache.etags, etags)) return cache;
  const state = cache && !cache.complete && sameEtags(cache.etags, etags) ? ((await savedCount(upload.id)) ?? newCountState()) : newCountState();
  const present = files.flatMap(({ file, object }) => (object ? [{ ...file, size: object.size }] : []));
  const complete = await continueCount(present, state, Date.now() + budgetMs);
  if (!complete) await putText(countStateKey(upload.id), JSON.stringify(state), 'application/json');
  const kept: CountCache = { etags, complete, tally: state.tally, counted_at: new Date().toISOString() };
  await updateRun(upload.id, { counts: kept });
  return kept;
}

const EMPTY_TALLY = newCountState().tally;

export async function getConfig(uploadId?: string, options: { budgetMs?: number } = {}) {
  const runs = await recentRuns();
  const upload = uploadId !== undefined ? await requireUpload(uploadId) : latestUpload(runs);
  const files = upload ? await statFiles(upload.files) : [];
  const { tally, complete } = upload ? await countOf(upload, files, options.budgetMs ?? COUNT_BUDGET_MS) : { tally: EMPTY_TALLY, complete: true };
  const listed = upload?.has_images ? await listImageFiles(upload.id) : null;
  const images = listed ? summarizeImages(listed.files, listed.prefix) : null;
  const config = configForm({ uploadId: upload?.id ?? null, files, tally, complete, images });
  return {
    config,
    ...originalConfigFields(config.counts, runs.some((r) => r.state === 'completed')),
    current_status: { current_stage: originalStage(upload ? latestRunOf(upload, runs) : null) },
  };
}

// ---- POST start -------------------------------------------------------------------------------

export interface StartRequest {
  items: MigrationItem[];
  options: MigrationOptions;
  upload_id?: string | undefined;
  /** false: start the upload over even after a failed run. */
  resume?: boolean | undefined;
}

/** The export's files and columns for these items, checked before anything changes (400 invalid_export). */
async function checkUploadedExport(upload: MigrationRun, items: readonly MigrationItem[]): Promise<void> {
  const present = (await statFiles(upload.files)).filter((f) => f.object).map((f) => f.file);
  const headers = await readHeaders(present);
  const readable = headers.filter((h) => h.error === undefined);
  const problems = checkExport(items, Object.fromEntries(readable.map((h) => [h.table, h.columns])));
  const unreadable = headers.filter((h) => h.error !== undefined);
  const missingFiles = [...problems.missingFiles, ...unreadable.map((h) => h.table)];
  if (missingFiles.length === 0 && problems.missingColumns.length === 0) return;
  const parts = [
    ...(problems.missingFiles.length > 0 ? [`missing files: ${problems.missingFiles.join(', ')}`] : []),
    ...problems.missingColumns.map((m) => `${m.table} lacks ${m.columns.join(', ')}`),
    ...unreadable.map((h) => `${h.table} cannot be read (${h.error})`),
  ];
  throw new InvalidExportError(`The export cannot be migrated: ${parts.join('; ')}.`, {
    missing_files: missingFiles,
    missing_columns: Object.fromEntries(problems.missingColumns.map((m) => [m.table, m.columns])) as Partial<Record<ExportTable, string[]>>,
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const sameOptions = (a: MigrationOptions, b: MigrationOptions) => (Object.keys(b) as Array<keyof MigrationOptions>).every((k) => a[k] === b[k]);

/** How a start goes: the run it starts, its attempt, and what undoes it if no execution begins. */
interface StartPlan {
  run: MigrationRun;
  take: () => Promise<boolean>;
  undo: Parameters<typeof undoStart>[1];
}

function planStart(caller: Caller, upload: MigrationRun, latest: MigrationRun, request: StartRequest, now: string): StartPlan {
  const { items, options } = request;
  if (latest.state === 'draft') {
    const run: MigrationRun = { ...latest, state: 'in_progress', items, options, attempt: 1, started_at: now };
    return {
      run,
      take: () => startRun(run.id, { items, options, attempt: 1, started_at: now }),
      undo: { state: 'draft', items: latest.items, options: latest.options, attempt: latest.attempt, started_at: null },
    };
  }
  const resumes = latest.state === 'failed' && request.resume !== false && sameSet(latest.items, items) && sameOptions(latest.options, options);
  if (resumes) {
    const attempt = latest.attempt + 1;
    const { error: _error, completed_at: _at, ...rest } = latest;
    return {
      run: { ...rest, state: 'in_progress', attempt },
      take: () => startRun(latest.id, { attempt }),
      undo: { state: 'failed', attempt: latest.attempt, error: latest.error ?? null, completed_at: latest.completed_at ?? null },
    };
  }
  const run = newRun({
    id: newEventId(Date.parse(now)),
    upload_id: upload.id,
    state: 'in_progress',
    created_by: caller.userId,
    created_at: now,
    items,
    options,
    files: upload.files,
    ...(upload.has_images ? { has_images: true } : {}),
    started_at: now,
    attempt: 1,
  });
  return { run, take: () => startNewRun(run), undo: 'delete' };
}

/**
 * A run in progress whose execution ended without its fail task (timed out, aborted): marked
 * failed, releasing the lock, so it can be resumed. Anything else is answered as it is.
 */
async function reconcile(run: MigrationRun, executions: MigrationExecutions): Promise<MigrationRun> {
  if (run.state !== 'in_progress' || !run.execution_arn) return run;
  let execution;
  try {
    execution = await executions.describe(run.execution_arn);
  } catch (error) {
    log.warn('DescribeExecution failed', { migration_id: run.id, error: errorField(error) });
    return run;
  }
  if (!execution || execution.status === 'RUNNING' || execution.status === 'SUCCEEDED') return run;
  const completedAt = execution.stoppedAt ?? new Date().toISOString();
  const error = { ...failureDetails(run), cause: `the execution ended ${execution.status}${execution.error ? `: ${execution.error}` : ''}` };
  await endRun(run.id, 'failed', { completed_at: completedAt, error });
  return { ...run, state: 'failed', completed_at: completedAt, error };
}

/** Takes the lock; a lock held by a run whose execution is over is freed first (once). */
async function takeLock(plan: StartPlan, executions: MigrationExecutions): Promise<void> {
  if (await plan.take()) return;
  const holder = await lockHolder();
  const holding = holder ? await getRun(holder) : null;
  if (holding && (await reconcile(holding, executions)).state === 'failed' && (await plan.take())) return;
  throw new MigrationInProgressError();
}

export async function startMigration(caller: Caller, request: StartRequest, executions: MigrationExecutions = stepFunctionsExecutions) {
  const runs = await recentRuns();
  const upload = request.upload_id !== undefined ? await requireUpload(request.upload_id) : latestUpload(runs);
  if (!upload) {
    const needed = [...new Set(request.items.flatMap((i) => TABLES_FOR_ITEM[i]))];
    throw new InvalidExportError('No export uploaded yet: request upload URLs with POST /migrations/legacy-platform/uploads.', { missing_files: needed, missing_columns: {} });
  }
  await checkUploadedExport(upload, request.items);
  // The index says which run is the upload's latest; its state is read consistently.
  const candidate = latestRunOf(upload, runs);
  const latest = candidate === upload ? upload : ((await getRun(candidate.id)) ?? candidate);
  if (latest.state === 'in_progress') throw new MigrationInProgressError();
  const plan = planStart(caller, upload, latest, request, new Date().toISOString());
  await takeLock(plan, executions);
  let executionArn: string;
  try {
    ({ executionArn } = await executions.start(plan.run.id, plan.run.attempt));
  } catch (error) {
    await undoStart(plan.run.id, plan.undo);
    throw new MigrationsUnavailableError(error);
  }
  await updateRun(plan.run.id, { execution_arn: executionArn });
  return { message: 'Migration started.', migration: runningForm({ ...plan.run, execution_arn: executionArn }) };
}

// ---- GET status -------------------------------------------------------------------------------

/** A finished run's item errors from its chunk records, in step order. */
async function itemErrors(run: MigrationRun): Promise<ItemError[]> {
  const chunks = await listChunks(run.id);
  const order = (kind: string) => CHUNK_KINDS.indexOf(kind as ChunkKind);
  return chunks
    .sort((a, b) => order(a.kind) - order(b.kind) || a.index - b.index)
    .flatMap((c) => (c.errors ?? []).map((e) => ({ item: c.kind as ChunkKind, id: e.id, error: e.error })));
}

/** The latest run (or the one named): running or finished form; a failed one answers 500 migration_failed. */
export async function getStatus(migrationId?: string, executions: MigrationExecutions = stepFunctionsExecutions) {
  const latest = migrationId === undefined ? latestRun(await recentRuns()) : null;
  // The index finds the latest run; its record is read consistently.
  const found = migrationId !== undefined ? await getRun(migrationId) : latest && ((await getRun(latest.id)) ?? latest);
  if (migrationId !== undefined && !found) throw new MigrationNotFoundError(migrationId);
  if (!found || found.state === 'draft') return { status: 'available' as const, migration: null, current_stage: originalStage(null) };
  const run = await reconcile(found, executions);
  if (run.state === 'failed') throw new MigrationFailedError(failureDetails(run), run.error?.cause);
  if (run.state === 'in_progress') return { status: 'in_progress' as const, migration: runningForm(run), current_stage: originalStage(run) };
  return { status: 'completed' as const, migration: finishedForm(run, await itemErrors(run)), current_stage: originalStage(run) };
}

