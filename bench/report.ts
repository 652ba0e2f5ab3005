/** Console tables and the JSON results file. */
import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importLimit, type BundleResult, type LIMITS } from './bundles.ts';
import type { LambdaConfig } from './cost.ts';
import type { MemoryPoint } from './load/types.ts';
import type { Prices } from './prices.ts';
import type { EndpointResult, RunSettings, ScenarioResult } from './runner.ts';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  target: { kind: 'local-stack' | 'external' | 'none'; baseUrl: string };
  environment: { node: string; platform: string; arch: string; cpus: number };
  settings: RunSettings & { importProcesses: number };
  scenarios: ScenarioResult[];
  bundles: BundleResult[] | null;
  limits: typeof LIMITS;
  limitsExceeded: string[];
  /** What the cost figures (`costPerMillion`) were priced with. */
  pricing: { prices: Prices; lambda: LambdaConfig };
}

function table(header: readonly string[], rows: readonly (readonly string[])[], rightAlign: ReadonlySet<number>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (rightAlign.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-');
const units = (v: number) => (Number.isFinite(v) ? String(Number(v.toFixed(2))) : '-');

/** "median" or "median (max M)" when the maximum differs. */
const withMax = (median: number, max: number) => (median === max ? units(median) : `${units(median)} (max ${units(max)})`);

export function endpointRow(scenario: string, e: EndpointResult): string[] {
  return [
    scenario,
    e.label,
    ms(e.totalMs.p50),
    ms(e.totalMs.p95),
    ms(e.appMs.p50),
    ms(e.ddbMs.p50),
    withMax(e.calls.p50, e.calls.max),
    withMax(e.trips.p50, e.trips.max),
    withMax(e.rcu.p50, e.rcu.max),
    withMax(e.wcu.p50, e.wcu.max),
  ];
}

export function formatScenarioTable(results: readonly ScenarioResult[]): string {
  const header = ['scenario', 'endpoint', 'p50 ms', 'p95 ms', 'app p50', 'ddb p50', 'ddb calls', 'trips', 'RCU', 'WCU'];
  const rows = results.flatMap((s) => s.endpoints.map((e) => endpointRow(s.name, e)));
  return table(header, rows, new Set([2, 3, 4, 5, 6, 7, 8, 9]));
}

const usd = (v: number) => (Number.isFinite(v) ? v.toFixed(4) : '-');

/** Cost per million requests of each request row (bench/cost.ts): from the means of the measured calls. */
export function formatRequestCostTable(results: readonly ScenarioResult[]): string {
  const header = ['scenario', 'endpoint', 'billed ms', 'RCU', 'WCU', 'DynamoDB $', 'Lambda $', 'API GW $', 'total $/M'];
  const rows = results.flatMap((s) =>
    s.endpoints.map((e) => {
      const c = e.costPerMillion;
      return [s.name, e.label, units(e.billedMs.mean), units(e.rcu.mean), units(e.wcu.mean), usd(c.dynamodb), usd(c.lambda), usd(c.apiGateway), usd(c.total)];
    }),
  );
  return table(header, rows, new Set([2, 3, 4, 5, 6, 7, 8]));
}

export function formatDelayTable(results: readonly ScenarioResult[]): string {
  const header = ['scenario', 'delay', 'n', 'min', 'p50 ms', 'p95 ms', 'max'];
  const rows = results.flatMap((s) =>
    s.delays.map((d) => [s.name, d.label, String(d.ms.n), ms(d.ms.min), ms(d.ms.p50), ms(d.ms.p95), ms(d.ms.max)]),
  );
  return table(header, rows, new Set([2, 3, 4, 5, 6]));
}

export function formatCostTable(results: readonly ScenarioResult[]): string {
  const header = ['scenario', 'consumer', 'unit', 'n', 'records', 'ddb calls', 'RCU', 'WCU', 'SQS', 'SES', '$/M units', 'includes'];
  const rows = results.flatMap((s) =>
    s.costs.map((c) => [
      s.name,
      c.consumer,
      `${c.label} (per ${c.per})`,
      String(c.units),
      units(c.records),
      units(c.calls),
      units(c.rcu),
      units(c.wcu),
      c.sqsRequests === undefined ? '-' : units(c.sqsRequests),
      c.sesMessages === undefined ? '-' : units(c.sesMessages),
      usd(c.costPerMillion.total),
      c.note ?? '',
    ]),
  );
  return table(header, rows, new Set([3, 4, 5, 6, 7, 8, 9, 10]));
}

const kindList = (kinds: Record<string, number>): string =>
  Object.entries(kinds)
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');

/** A phase shorter than this is too short for its memory verdict to mean much (bench/README.md, "When memory levels off"). */
const JUDGED_SECONDS = 30;

/** Each load scenario's phases, labelled by their connection count. */
const loadPhases = (results: readonly ScenarioResult[]) =>
  results.flatMap((s) => (s.load ?? []).map((l) => ({ name: `${s.name} x${l.connections}`, l })));

/** The curl comparison of each scenario that has one (bench/curl.ts): its baseline, then each marked read. */
export function formatCurlTable(results: readonly ScenarioResult[]): string {
  const header = ['scenario', 'request', 'p50 time_total ms', 'ratio to GET /settings/public', 'limit', 'verdict'];
  const rows = results.flatMap((s) =>
    (s.curl?.rows ?? []).map((r) => [s.name, r.label, ms(r.timeTotalMs.p50), r.ratio.toFixed(2), r.limit === null ? '-' : String(r.limit), r.ok === null ? 'baseline' : r.ok ? 'ok' : 'OVER']),
  );
  return table(header, rows, new Set([2, 3, 4]));
}

/** A scenario's community size from its name's last part (`feeds-empty` 0, `directory-100k` 100,000), or null. */
export function scenarioSize(name: string): { base: string; size: number } | null {
  const m = /^(.*)-(empty|\d+)(k?)$/.exec(name);
  if (!m) return null;
  return { base: m[1]!, size: m[2] === 'empty' ? 0 : Number(m[2]) * (m[3] ? 1000 : 1) };
}

/** The reads whose large-to-small p50 ratio is judged (issue 33: cost does not grow with the community). */
export const SIZE_RATIO_LIMIT = 1.5;

/**
 * The same request at a scenario's smallest and largest size, when both ran: p50 and trips at each,
 * and the ratio of the p50s (reads only: a write's latency at the large size includes the
 * emulator's background work on the seeded data, not the request's own cost).
 */
export function formatSizeTable(results: readonly ScenarioResult[]): string {
  const byBase = new Map<string, { size: number; s: ScenarioResult }[]>();
  for (const s of results) {
    const sized = scenarioSize(s.name);
    if (sized && s.endpoints.length > 0) byBase.set(sized.base, [...(byBase.get(sized.base) ?? []), { size: sized.size, s }]);
  }
  const header = ['request', 'small', 'p50 ms', 'trips', 'large', 'p50 ms', 'trips', 'large / small', 'verdict'];
  const rows: string[][] = [];
  for (const sizes of byBase.values()) {
    if (sizes.length < 2) continue;
    sizes.sort((a, b) => a.size - b.size);
    const small = sizes[0]!.s;
    const large = sizes[sizes.length - 1]!.s;
    for (const e of small.endpoints) {
      const other = large.endpoints.find((o) => o.label === e.label);
      if (!other || !/^(compat )?GET /.test(e.label)) continue;
      const ratio = other.totalMs.p50 / e.totalMs.p50;
      const verdict = e.notComparedAcrossSizes ? `- (${e.notComparedAcrossSizes})` : ratio <= SIZE_RATIO_LIMIT ? 'ok' : 'OVER';
      rows.push([e.label, small.name, ms(e.totalMs.p50), withMax(e.trips.p50, e.trips.max), large.name, ms(other.totalMs.p50), withMax(other.trips.p50, other.trips.max), ratio.toFixed(2), verdict]);
    }
  }
  return rows.length === 0 ? '' : table(header, rows, new Set([2, 3, 5, 6, 7]));
}

/** Throughput, latency and errors of each load phase, with what each kind of request got. */
export function formatLoadTable(results: readonly ScenarioResult[]): string {
  const header = ['phase', 'connections', 'requests', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'non-2xx', 'failures by kind'];
  const phases = loadPhases(results);
  const rows = phases.map(({ name, l }) => {
    const lat = l.latencyMs;
    return [name, String(l.connections), String(l.requests), l.throughputRps.toFixed(1), ms(lat.p50), ms(lat.p90), ms(lat.p99), ms(lat.max), String(l.errors), String(l.timeouts), String(l.non2xx), kindList(l.errorKinds) || '-'];
  });
  const kinds = phases.flatMap(({ name, l }) => l.byRequest.map((r) => [name, r.label, String(r.weight), String(r.sent), kindList(r.statuses)]));
  return `${table(header, rows, new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))}\n\n${table(['phase', 'request', 'weight', 'sent', 'statuses'], kinds, new Set([2, 3]))}`;
}

/** The measured process's memory around each load phase (MB; "live" = right after a forced full GC). */
export function formatLoadMemoryTable(results: readonly ScenarioResult[]): string {
  const header = ['phase', 'point', 's', 'RSS MB', 'heap used MB', 'heap total MB', 'external MB'];
  const phases = loadPhases(results);
  const rows = phases.flatMap(({ name, l }) => {
    const m = l.memory;
    const peak = m.samples.reduce<MemoryPoint | undefined>((a, b) => (a && a.rssMb >= b.rssMb ? a : b), undefined);
    const points: [string, MemoryPoint][] = [
      ['before (after GC)', m.before],
      ...m.live.map((p): [string, MemoryPoint] => ['during (live, after GC)', p]),
      ...(peak ? [['peak RSS during (as found)', peak] as [string, MemoryPoint]] : []),
      ['after the load', m.after],
      ['after settling', m.afterSettle],
      ['after settling (after GC)', m.afterSettleGc],
    ];
    return points.map(([label, p]) => [name, label, p.atS.toFixed(1), ...[p.rssMb, p.heapUsedMb, p.heapTotalMb, p.externalMb].map((v) => v.toFixed(1))]);
  });
  const extent = (e: { start: number; peak: number; end: number }) => `${e.start.toFixed(1)} / ${e.peak.toFixed(1)} / ${e.end.toFixed(1)}`;
  const summary = table(
    ['phase', 'RSS MB start / peak / end', 'heap used MB start / peak / end', 'live heap MB/min (last half)', 'its rise MB', 'RSS MB/min', 'forced GC ms', 'router settled ms', 'memory'],
    phases.map(({ name, l }) => {
      const m = l.memory;
      return [name, extent(m.range.rssMb), extent(m.range.heapUsedMb), String(m.slope.liveHeapMbPerMin), String(m.lastHalfRiseMb), String(m.slope.rssMbPerMin), String(m.forcedGcMs), String(l.settleAfterLoadMs), `${m.levelsOff ? 'levels off' : 'DOES NOT LEVEL OFF'}${l.seconds < JUDGED_SECONDS ? ` (${l.seconds} s: a smoke check)` : ''}`];
    }),
    new Set([3, 4, 5, 6, 7]),
  );
  const notes = phases.length > 0 ? [`levels off: ${phases[0]?.l.memory.criterion}; start = before the load after a GC, end = settled after a GC`, `measured: ${phases[0]?.l.memory.process}`] : [];
  return [table(header, rows, new Set([2, 3, 4, 5, 6])), '', summary, ...notes].join('\n');
}

/**
 * Each migration run: per step (its Map's busy time, from its first chunk's start to its last
 * chunk's end) and the whole run, then where a chunk's time went on this machine, then the
 * projection for AWS (labelled as such), and a line on the operator's side and the stream router.
 */
export function formatMigrationTable(results: readonly ScenarioResult[]): string {
  return results.flatMap((s) => (s.migration ? [migrationTables(s.name, s.migration)] : [])).join('\n\n');
}

function migrationTables(name: string, m: NonNullable<ScenarioResult['migration']>): string {
  const cores = (v: number | null) => (v === null ? '-' : v.toFixed(2));
  const total = (pick: (k: (typeof m.kinds)[number]) => number) => String(m.kinds.reduce((n, k) => n + pick(k), 0));
  const blank = (label: string, seconds: number) => [name, label, '', '', '', '', '', seconds.toFixed(1), '', '', '', '', ''];
  const o = m.overall;
  const throughput = table(
    ['scenario', 'step', 'chunks', 'rows', 'migrated', 'skipped', 'failed', 's', 'rows/s', 'migrated/s', 'calls/row', 'calls/migrated', 'WCU/row'],
    [
      blank('prepare', m.prepareSeconds),
      ...m.kinds.map((k) => [name, `${k.kind} (x${m.concurrency[k.kind] ?? '?'})`, String(k.chunks), String(k.rows), String(k.migrated), String(k.skipped), String(k.failed), k.seconds.toFixed(1), k.rowsPerSecond.toFixed(1), k.migratedPerSecond.toFixed(1), units(k.callsPerRow), units(k.callsPerMigrated), units(k.wcuPerRow)]),
      blank('finalize', m.finalizeSeconds),
      [name, 'whole run', total((k) => k.chunks), String(o.rows), String(o.migrated), total((k) => k.skipped), total((k) => k.failed), m.durationSeconds.toFixed(1), o.rowsPerSecond.toFixed(1), o.migratedPerSecond.toFixed(1), units(o.callsPerRow), units(o.callsPerMigrated), ''],
    ],
    new Set([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  );
  const where = table(
    ['scenario', 'step', 'chunk p50 ms', 'chunk max ms', 'counter calls/row', 'counter flush share', 'ddb ms/call', 'node CPU ms/row', 'node cores', 'ddb local cores'],
    m.kinds.map((k) => [name, k.kind, k.chunkMs.p50.toFixed(0), k.chunkMs.max.toFixed(0), units(k.flushCallsPerRow), `${Math.round(k.flushShare * 100)}%`, units(k.ddbMsPerCall), k.nodeCpuMsPerRow === null ? '-' : units(k.nodeCpuMsPerRow), cores(k.nodeCores), cores(k.dynamoCores)]),
    new Set([2, 3, 4, 5, 6, 7, 8, 9]),
  );
  const p = m.projection;
  const minutes = (sec: number) => (sec / 60).toFixed(1);
  const projection = table(
    ['scenario', `PROJECTION x${p.scale} on AWS`, 'rows', 'chunks', 'at once', 'chunk s', 'paced min', 'WCU/s asked', 'new table min'],
    [
      [name, 'prepare (measured x scale)', '', '', '', '', minutes(p.prepareSeconds), '', minutes(p.prepareSeconds)],
      ...p.kinds.map((k) => [name, k.kind, String(k.rows), String(k.chunks), String(k.concurrency), `${k.chunkSecondsOverlapped.toFixed(1)}-${k.chunkSeconds.toFixed(1)}`, `${minutes(k.pacedSecondsOverlapped)}-${minutes(k.pacedSeconds)}`, String(Math.round(k.writeUnitsPerSecond)), `${minutes(k.stepSecondsOverlapped)}-${minutes(k.stepSeconds)}`]),
      [name, 'finalize (measured x scale)', '', '', '', '', minutes(p.finalizeSeconds), '', minutes(p.finalizeSeconds)],
      [name, 'whole run', '', '', '', '', minutes(p.totalSecondsWarmTable), '', `${minutes(p.totalSecondsOverlapped)}-${minutes(p.totalSeconds)}`],
    ],
    new Set([2, 3, 4, 5, 6, 7, 8]),
  );
  const e = m.export;
  const router = m.router ? `; stream router during the run: ${m.router.records} records, ${m.router.calls} calls, ${m.router.wcu} WCU; ${m.router.settled ? 'settled' : 'NOT settled'} ${m.router.settleAfterMs} ms after it, ${m.router.recordsUntilSettled} records since the start by then` : '';
  const notes = [
    `${name}: export ${e.members} members, ${e.groups} groups, ${e.memberships} memberships, ${e.activities} posts, ${e.comments} comments (${(e.bytes / 1024 / 1024).toFixed(1)} MB TSV): ` +
      `generated ${m.generateMs} ms, uploaded ${m.uploadMs} ms, config count ${m.configMs} ms (${m.configCalls} calls)`,
    `${name}: run ${m.migrationId}: ${o.ddbCalls.toLocaleString('en-US')} DynamoDB calls in chunks, ${m.rowsInFlight} rows in flight per chunk, status polled ${m.statusPolls} times every ${m.pollMs} ms${router}`,
    `${name}: projection: Prepare's answer ${p.prepareAnswerBytes} bytes at x${p.scale}; ${p.warnings.length > 0 ? `WARNINGS: ${p.warnings.join('; ')}` : 'no limit reached'}`,
  ];
  return [throughput, where, projection, ...notes].join('\n\n');
}

export function formatBundleTable(bundles: readonly BundleResult[]): string {
  const header = ['bundle', 'start KB', 'all chunks KB', 'map KB', 'import ms (median)', 'Powertools KB', 'of which tracer KB', 'largest inputs', 'beside it (this machine)', 'status'];
  const rows = bundles.map((b) => {
    const flags = [
      b.overSize ? `size > ${(b.limitBytes / 1024).toFixed(0)} KB` : '',
      b.overImport ? `import > ${importLimit(b.domain)} ms` : '',
    ].filter(Boolean);
    return [
      `functions/${b.domain}`,
      (b.bytes / 1024).toFixed(1),
      (b.totalBytes / 1024).toFixed(1),
      (b.mapBytes / 1024).toFixed(1),
      b.importMs.toFixed(1),
      (b.observability.powertoolsBytes / 1024).toFixed(1),
      (b.observability.tracerBytes / 1024).toFixed(1),
      b.topInputs
        .slice(0, 3)
        .map((i) => `${i.name} ${(i.bytes / 1024).toFixed(0)}K`)
        .join(', '),
      b.nativeModules.map((m) => `${m.name} ${(m.bytes / 1024).toFixed(0)}K`).join(', '),
      flags.length ? `LIMIT EXCEEDED (${flags.join('; ')})` : 'ok',
    ];
  });
  return table(header, rows, new Set([1, 2, 3, 4, 5, 6]));
}

export function limitsExceeded(bundles: readonly BundleResult[] | null): string[] {
  return (bundles ?? []).flatMap((b) => [
    ...(b.overSize ? [`functions/${b.domain}: bundle ${(b.bytes / 1024).toFixed(1)} KB > ${(b.limitBytes / 1024).toFixed(0)} KB`] : []),
    ...(b.overImport ? [`functions/${b.domain}: import ${b.importMs.toFixed(1)} ms > ${importLimit(b.domain)} ms`] : []),
  ]);
}

/** Writes bench/results/<timestamp>.json and bench/results/latest.json; returns the timestamped path. */
export async function writeReport(report: BenchReport): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  // Colons are not allowed in file names on every system.
  const file = path.join(RESULTS_DIR, `${report.startedAt.replace(/:/g, '-')}.json`);
  await writeFile(file, json);
  await writeFile(path.join(RESULTS_DIR, 'latest.json'), json);
  return file;
}
