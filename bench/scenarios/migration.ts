/**
 * A legacy migration end to end on the local stack (docs/migration.md): the bench-size export
 * (10,000 members, 100 groups, 30,000 memberships, 20,000 posts, 20,000 comments; a twentieth with
 * --quick) is generated as TSV, uploaded through the API's presigned PUTs and counted by GET config
 * (the operator's side, timed apart); then POST start runs the state machine in the local Step
 * Functions stand-in, GET status is polled to the end, and the run's figures are read from its run
 * and chunk records: rows per second per kind and overall, DynamoDB calls per migrated item, the
 * run's duration, and where the time went on this machine (chunk times, DynamoDB Local's latency,
 * CPU of the stack's process and of DynamoDB Local). Finally the wait for the stream router to
 * handle what the run wrote.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateLegacyExport, writeExport } from '../../scripts/migration/generate-export.ts';
import { uploadExport } from '../../scripts/migration/upload-export.ts';
import { positiveInt } from '../env.ts';
import { BenchHttpError } from '../http.ts';
import { sampleCpu, type CpuSample } from '../migration/cpu.ts';
import { runFigures, type ChunkFacts, type RunFacts } from '../migration/figures.ts';
import { projectOnAws } from '../migration/projection.ts';
import type { MigrationExportSize, MigrationResult } from '../migration/types.ts';
import { defineMeasurement, type BenchContext } from '../types.ts';

/** The issue's size, and --quick's (a twentieth). */
const FULL_SIZE = { members: 10_000, groups: 100, memberships: 30_000, activities: 20_000, comments: 20_000 };
const QUICK_SIZE = { members: 500, groups: 10, memberships: 1_500, activities: 1_000, comments: 1_000 };
const SEED = 1;
/** A run longer than this fails the scenario (BENCH_MIGRATION_TIMEOUT_SECONDS). */
const DEFAULT_TIMEOUT_S = 3_600;
/**
 * How long the stream router may take to handle what the run wrote before the scenario reports it
 * unsettled and ends (BENCH_MIGRATION_SETTLE_SECONDS): its catch-up is not the migration, and the
 * migration is the bench's last scenario.
 */
const DEFAULT_SETTLE_S = 900;
/** How often progress is printed while the run goes on. */
const PRINT_EVERY_MS = 15_000;

interface Prepared {
  dir: string;
  uploadId: string;
  size: MigrationExportSize;
  generateMs: number;
  uploadMs: number;
  configMs: number;
  configCalls: number;
}

interface ConfigAnswer {
  config: { counts_complete: boolean; counts: { members: number; groups: number; memberships: number; posts: number; comments: number } };
}

interface StatusAnswer {
  status: 'in_progress' | 'completed' | 'available';
  migration: { current_step?: string; progress?: Record<string, { total: number; completed: number }>; rate?: number } | null;
}

const since = (started: number) => Math.round(performance.now() - started);

/** Whether the stream router settled within `limitMs` (its wait goes on unobserved otherwise, until the stack stops). */
async function settledWithin(ctx: BenchContext, limitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), limitMs);
  });
  try {
    return await Promise.race([ctx.settled().then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET config until its count is complete (it counts for 20 s a call and goes on at the next one), as an operator's client polls. */
async function countExport(ctx: BenchContext, uploadId: string): Promise<{ answer: ConfigAnswer; calls: number }> {
  for (let calls = 1; ; calls++) {
    const answer = await ctx.call<ConfigAnswer>('GET', `/migrations/legacy-platform/config?upload_id=${encodeURIComponent(uploadId)}`, { auth: 'admin-bearer' });
    if (answer.config.counts_complete) return { answer, calls };
  }
}

function progressLine(status: StatusAnswer): string {
  const m = status.migration;
  const kinds = Object.entries(m?.progress ?? {})
    .map(([k, p]) => `${k} ${p.completed}/${p.total}`)
    .join(', ');
  return `${m?.current_step ?? status.status}: ${kinds} (${m?.rate ?? 0}/s)`;
}

/** The operator's side: the export generated and written as TSV, uploaded, counted by config (checked against the export). */
async function prepareExport(ctx: BenchContext, dir: string, wanted: typeof FULL_SIZE): Promise<Prepared> {
  let started = performance.now();
  const data = generateLegacyExport({ ...wanted, seed: SEED, files: false });
  writeExport(data, dir, ['tsv']);
  const generateMs = since(started);

  started = performance.now();
  const authorization = `Basic ${Buffer.from(`${ctx.admin.username}:${ctx.admin.password}`).toString('base64')}`;
  const upload = await uploadExport({ api: ctx.baseUrl, authorization }, join(dir, 'tsv'));
  const uploadMs = since(started);

  started = performance.now();
  const { answer, calls } = await countExport(ctx, upload.upload_id);
  const configMs = since(started);
  const counts = answer.config.counts;
  const expected = { members: data.tables.users.length, groups: data.tables.groups.length, memberships: data.tables.group_members.length };
  for (const [k, n] of Object.entries(expected)) {
    if (counts[k as keyof typeof expected] !== n) throw new Error(`migration scenario: config counted ${counts[k as keyof typeof expected]} ${k}, the export has ${n}`);
  }
  console.log(
    `  export: ${data.tables.users.length} users, ${data.tables.groups.length} groups, ${data.tables.group_members.length} group members, ` +
      `${data.tables.activity.length} activity rows (${counts.posts} posts, ${counts.comments} comments), ${(upload.bytes / 1024 / 1024).toFixed(1)} MB of TSV; ` +
      `generated in ${generateMs} ms, uploaded in ${uploadMs} ms, counted by config in ${configMs} ms (${calls} calls)`,
  );
  return { dir, uploadId: upload.upload_id, size: { ...wanted, bytes: upload.bytes }, generateMs, uploadMs, configMs, configCalls: calls };
}

export const migrationScenario = defineMeasurement<Prepared>({
  name: 'migration',
  description: 'legacy export (10,000 members, 100 groups, 30,000 memberships, 20,000 posts, 20,000 comments) uploaded, migrated by the state machine; rows/s per kind, DynamoDB calls per item',
  // The run's and chunks' records are read from the table and the router's totals in-process.
  needs: { consumers: true },
  async setup(ctx, options) {
    const wanted = options.quick ? QUICK_SIZE : FULL_SIZE;
    const dir = await mkdtemp(join(tmpdir(), 'bench-migration-'));
    try {
      return await prepareExport(ctx, dir, wanted);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  },
  async run(ctx, options, prepared) {
    const consumers = ctx.consumers;
    if (!consumers) throw new Error('migration scenario: no consumer metrics');
    const { getRun, listChunks } = await import('#features/migration/migration-store.ts');
    const { CHUNK_KINDS } = await import('#features/migration/legacy-export/chunks.ts');
    const { MAP_CONCURRENCY } = await import('../../lib/migration-definition.ts');
    const { ROWS_IN_FLIGHT } = await import('#features/migration/lanes.ts');
    const pollMs = options.quick ? 200 : 1_000;
    const timeoutS = positiveInt('BENCH_MIGRATION_TIMEOUT_SECONDS', DEFAULT_TIMEOUT_S);
    const settleLimitS = positiveInt('BENCH_MIGRATION_SETTLE_SECONDS', DEFAULT_SETTLE_S);

    try {
      const routerBefore = consumers.router();
      const cpu: CpuSample[] = [sampleCpu()];
      const started = await ctx.call<{ migration: { id: string } }>('POST', '/migrations/legacy-platform/start', {
        auth: 'admin-bearer',
        body: { upload_id: prepared.uploadId, items: ['members', 'groups', 'activities'] },
        expectStatus: 202,
      });
      const id = started.migration.id;
      const deadline = Date.now() + timeoutS * 1000;
      let polls = 0;
      let printed = Date.now();
      for (;;) {
        await sleep(pollMs);
        cpu.push(sampleCpu());
        let status: StatusAnswer;
        try {
          status = await ctx.call<StatusAnswer>('GET', `/migrations/legacy-platform/status?migration_id=${encodeURIComponent(id)}`, { auth: 'admin-bearer' });
        } catch (error) {
          if (error instanceof BenchHttpError && error.status === 500) throw new Error(`migration scenario: the run failed: ${error.body}`, { cause: error });
          throw error;
        }
        polls++;
        if (status.status === 'completed') break;
        if (Date.now() - printed >= PRINT_EVERY_MS) {
          console.log(`  ${progressLine(status)}`);
          printed = Date.now();
        }
        if (Date.now() > deadline) throw new Error(`migration scenario: the run is not over after ${timeoutS} s (BENCH_MIGRATION_TIMEOUT_SECONDS): ${progressLine(status)}`);
      }
      cpu.push(sampleCpu());
      const routerAfterRun = consumers.router();

      const run = await getRun(id);
      if (!run) throw new Error(`migration scenario: run ${id} has no record`);
      const chunks = (await listChunks(id)) as ChunkFacts[];
      const figures = runFigures(CHUNK_KINDS, run as RunFacts, chunks, cpu);

      const settleStarted = performance.now();
      const settled = await settledWithin(ctx, settleLimitS * 1000);
      const settleAfterMs = since(settleStarted);
      const routerSettled = consumers.router();
      console.log(
        `  run ${id}: ${figures.durationSeconds} s, ${figures.overall.rows} rows (${figures.overall.migrated} migrated) at ${figures.overall.rowsPerSecond} rows/s; ` +
          `${figures.overall.callsPerMigrated} DynamoDB calls per migrated item; stream router ${settled ? 'settled' : 'NOT settled'} ${settleAfterMs} ms after the run ` +
          `(${routerSettled.records - routerBefore.records} records)`,
      );

      const measured: Omit<MigrationResult, 'projection'> = {
        migrationId: id,
        export: prepared.size,
        generateMs: prepared.generateMs,
        uploadMs: prepared.uploadMs,
        configMs: prepared.configMs,
        configCalls: prepared.configCalls,
        ...figures,
        concurrency: { ...MAP_CONCURRENCY },
        rowsInFlight: ROWS_IN_FLIGHT,
        statusPolls: polls,
        pollMs,
        router: {
          records: routerAfterRun.records - routerBefore.records,
          calls: routerAfterRun.calls - routerBefore.calls,
          wcu: Math.round(routerAfterRun.wcu - routerBefore.wcu),
          settled,
          settleAfterMs,
          recordsUntilSettled: routerSettled.records - routerBefore.records,
        },
      };
      const migration: MigrationResult = { ...measured, projection: projectOnAws(measured) };
      return { delays: [], costs: [], migration };
    } finally {
      await rm(prepared.dir, { recursive: true, force: true });
    }
  },
});
