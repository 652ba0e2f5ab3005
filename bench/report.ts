/** Console tables and the JSON results file. */
import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, type BundleResult } from './bundles.ts';
import type { EndpointResult, RunSettings, ScenarioResult } from './runner.ts';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  target: { kind: 'local-stack' | 'external'; baseUrl: string };
  environment: { node: string; platform: string; arch: string; cpus: number };
  settings: RunSettings & { importProcesses: number };
  scenarios: ScenarioResult[];
  bundles: BundleResult[] | null;
  limits: typeof LIMITS;
  limitsExceeded: string[];
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
    withMax(e.rcu.p50, e.rcu.max),
    withMax(e.wcu.p50, e.wcu.max),
  ];
}

export function formatScenarioTable(results: readonly ScenarioResult[]): string {
  const header = ['scenario', 'endpoint', 'p50 ms', 'p95 ms', 'app p50', 'ddb p50', 'ddb calls', 'RCU', 'WCU'];
  const rows = results.flatMap((s) => s.endpoints.map((e) => endpointRow(s.name, e)));
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
  const header = ['scenario', 'consumer', 'unit', 'n', 'records', 'ddb calls', 'RCU', 'WCU', 'includes'];
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
      c.note ?? '',
    ]),
  );
  return table(header, rows, new Set([3, 4, 5, 6, 7]));
}

export function formatBundleTable(bundles: readonly BundleResult[]): string {
  const header = ['bundle', 'size KB', 'map KB', 'import ms (median)', 'largest inputs', 'status'];
  const rows = bundles.map((b) => {
    const flags = [
      b.overSize ? `size > ${LIMITS.bundleBytes / 1024} KB` : '',
      b.overImport ? `import > ${LIMITS.importMs} ms` : '',
    ].filter(Boolean);
    return [
      `functions/${b.domain}`,
      (b.bytes / 1024).toFixed(1),
      (b.mapBytes / 1024).toFixed(1),
      b.importMs.toFixed(1),
      b.topInputs
        .slice(0, 3)
        .map((i) => `${i.name} ${(i.bytes / 1024).toFixed(0)}K`)
        .join(', '),
      flags.length ? `LIMIT EXCEEDED (${flags.join('; ')})` : 'ok',
    ];
  });
  return table(header, rows, new Set([1, 2, 3]));
}

export function limitsExceeded(bundles: readonly BundleResult[] | null): string[] {
  return (bundles ?? []).flatMap((b) => [
    ...(b.overSize ? [`functions/${b.domain}: bundle ${(b.bytes / 1024).toFixed(1)} KB > ${LIMITS.bundleBytes / 1024} KB`] : []),
    ...(b.overImport ? [`functions/${b.domain}: import ${b.importMs.toFixed(1)} ms > ${LIMITS.importMs} ms`] : []),
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
