/**
 * `npm run bench [-- [scenario ...] [--quick] [--no-bundles | --bundles-only]]`
 *
 * Latency and DynamoDB cost per request (from Server-Timing, contract item 4) for each scenario,
 * then size and cold-start import time of each domain's production bundle. Starts the local stack
 * in-process unless BENCH_BASE_URL (+ BENCH_ADMIN_USERNAME / BENCH_ADMIN_PASSWORD) names a running
 * server. Results go to bench/results/<timestamp>.json and bench/results/latest.json.
 */
import { rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { FUNCTION_DEFAULTS } from '../lib/constructs/function-defaults.ts';
import { LIMITS, measureBundles, type BundleResult } from './bundles.ts';
import { pricingNote } from './cost.ts';
import { CURL_LIMIT, requireCurl } from './curl.ts';
import { positiveInt } from './env.ts';
import { BenchClient } from './http.ts';
import { PRICES } from './prices.ts';
import { formatBundleTable, formatCostTable, formatCurlTable, formatDelayTable, formatLoadMemoryTable, formatLoadTable, formatMigrationTable, formatRequestCostTable, formatScenarioTable, formatSizeTable, limitsExceeded, SIZE_RATIO_LIMIT, writeReport, type BenchReport } from './report.ts';
import { runScenario, type RunSettings, type ScenarioResult } from './runner.ts';
import { SCENARIOS } from './scenarios/index.ts';
import { COMPAT_BASE_PATH, type ScenarioNeeds } from './types.ts';

const USAGE = `usage: npm run bench -- [scenario ...] [--quick] [--no-bundles | --bundles-only]
  scenarios: ${SCENARIOS.map((s) => s.name).join(', ')} (default: all)
  --quick       ${'fewer iterations (20, 3 warm-up) for a smoke run'}
  --no-bundles  skip the bundle size / cold-start measurement
  --bundles-only  only the bundle size / cold-start table (no stack, no scenario)
env: BENCH_ITERATIONS (default 200), BENCH_WARMUP (default 20), BENCH_IMPORT_PROCESSES (default 5),
     BENCH_WEBHOOK_CHANGES (webhooks scenario, default 40, 8 with --quick),
     BENCH_DIGEST_MEMBERS (digest scenario, default 10000, 1000 with --quick),
     BENCH_LOAD_SECONDS (load scenario, per phase, default 60, 10 with --quick), BENCH_LOAD_CONNECTIONS (one phase per count, default 20,100),
     BENCH_SETTLE_TIMEOUT_SECONDS (longest wait for the stream router to settle, default 1800),
     BENCH_MIGRATION_TIMEOUT_SECONDS (migration scenario's longest run, default 3600),
     BENCH_MIGRATION_SETTLE_SECONDS (its wait for the router after the run, default 900),
     BENCH_BASE_URL + BENCH_ADMIN_USERNAME + BENCH_ADMIN_PASSWORD to use a running server`;

function fail(message: string): never {
  throw new Error(message);
}

interface Target {
  kind: 'local-stack' | 'external' | 'none';
  /** Absent for --bundles-only (no request is made). */
  client: BenchClient | null;
  stop(): Promise<void>;
}

/** `needs` is what the selected scenarios need from a local stack (ignored against an external server). */
async function openTarget(needs: ScenarioNeeds): Promise<Target> {
  const env = process.env;
  const external = env['BENCH_BASE_URL'];
  if (external) {
    const username = env['BENCH_ADMIN_USERNAME'];
    const password = env['BENCH_ADMIN_PASSWORD'];
    if (!username || !password) throw new Error('BENCH_BASE_URL needs BENCH_ADMIN_USERNAME and BENCH_ADMIN_PASSWORD');
    const client = new BenchClient({ baseUrl: external, admin: { username, password } });
    await client.send('GET', '/settings/public');
    return { kind: 'external', client, stop: async () => {} };
  }
  const { requireTools } = await import('../scripts/local/preflight.ts');
  requireTools(needs.httpsReceivers ? ['java', 'openssl'] : ['java']);
  // HTTPS receivers on loopback: a throwaway authority that webhook delivery trusts, and loopback
  // targets allowed. Both are read when the stack loads its modules, so they are set before it starts.
  let tls: { caFile: string; certFile: string; keyFile: string } | undefined;
  if (needs.httpsReceivers) {
    const { createDevCertificates } = await import('../scripts/local/dev-certificates.ts');
    tls = createDevCertificates();
    env['NODE_EXTRA_CA_CERTS'] = tls.caFile;
    env['WEBHOOK_ALLOW_PRIVATE_TARGETS'] = '1';
  }
  // Imported only here: it sets the process environment and starts DynamoDB Local (Java).
  const { startLocalStack } = await import('../scripts/local/stack.ts');
  const started = performance.now();
  // No points run on a timer: a backfill started by a scenario's switch would load DynamoDB Local under the next scenario's measurements.
  // Nor a digest run: fifteen minutes in, it fanned out to the 100,000 members of the large scenarios and held
  // DynamoDB Local's one SQLite thread until a comment timed out at 10 s (the digest scenario runs it itself).
  const stack = await startLocalStack({ port: 0, mailPort: 0, serverTiming: true, logRequests: false, consumerMetrics: needs.consumers === true, compatBasePath: COMPAT_BASE_PATH, pointsRunIntervalMinutes: 0, digestRunIntervalMinutes: 0 });
  console.log(`local stack ready in ${Math.round(performance.now() - started)} ms at ${stack.baseUrl}`);
  // Warnings and errors only, as the test stack: an INFO line per routed event floods the output and
  // costs the measured process its serialization and writes.
  const { setLogLevel } = await import('#platform/core/log.ts');
  setLogLevel('WARN');
  const consumers = needs.consumers
    ? {
        router: () => stack.routerMetrics() ?? fail('router metrics are off'),
        dispatcher: () => stack.dispatcherMetrics() ?? fail('dispatcher metrics are off'),
        publisher: () => stack.publisherMetrics() ?? fail('publisher metrics are off'),
        finalizer: () => stack.finalizerMetrics() ?? fail('finalizer metrics are off'),
        mailer: () => stack.mailerMetrics() ?? fail('mail function metrics are off'),
        digestRun: () => stack.digestRunMetrics() ?? fail('digest run metrics are off'),
        liveFanout: () => stack.liveFanoutMetrics() ?? fail('live fan-out metrics are off'),
        liveCalls: () => ({ ...stack.liveStandIn.calls }),
      }
    : undefined;
  const client = new BenchClient({
    baseUrl: stack.baseUrl,
    admin: { username: stack.admin.username, password: stack.admin.password },
    dynamo: { endpoint: stack.dynamoEndpoint, tableName: stack.tableName },
    settled: () => stack.streamSettled(),
    consumers,
    tls,
  });
  return {
    kind: 'local-stack',
    client,
    stop: async () => {
      await stack.stop();
      if (tls) await rm(dirname(tls.caFile), { recursive: true, force: true });
    },
  };
}

/** The target of a --bundles-only run: no stack is started and no request is made. */
function noTarget(): Target {
  return { kind: 'none', client: null, stop: async () => {} };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      'no-bundles': { type: 'boolean', default: false },
      'bundles-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const unknown = positionals.filter((p) => !SCENARIOS.some((s) => s.name === p));
  if (unknown.length > 0) {
    console.error(`unknown scenario(s): ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const bundlesOnly = values['bundles-only'];
  if (bundlesOnly && (positionals.length > 0 || values['no-bundles'])) {
    console.error(`--bundles-only takes no scenario and no --no-bundles\n${USAGE}`);
    return 2;
  }
  const selected = bundlesOnly
    ? []
    : positionals.length > 0
      ? SCENARIOS.filter((s) => positionals.includes(s.name))
      : SCENARIOS;
  const quick = values.quick;
  const settings: RunSettings = {
    iterations: positiveInt('BENCH_ITERATIONS', quick ? 20 : 200),
    warmup: positiveInt('BENCH_WARMUP', quick ? 3 : 20, 0),
    quick,
  };
  const importProcesses = positiveInt('BENCH_IMPORT_PROCESSES', 5);
  const startedAt = new Date().toISOString();
  console.log(
    `bench: ${selected.map((s) => s.name).join(', ')}; ${settings.iterations} iterations after ${settings.warmup} warm-up per request, sequential${quick ? ' (quick)' : ''}`,
  );

  // Before any seeding: a missing curl fails the run at once (bench/curl.ts).
  if (selected.some((s) => s.needs.curl)) console.log(`curl comparison with ${requireCurl()}`);
  const scenarios: ScenarioResult[] = [];
  const target = bundlesOnly ? noTarget() : await openTarget({
    consumers: selected.some((s) => s.needs.consumers),
    httpsReceivers: selected.some((s) => s.needs.httpsReceivers),
  });
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= target.stop());
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`${signal}: stopping`);
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (const scenario of selected) {
      console.log(`\n[${scenario.name}] ${scenario.description}`);
      const result = await runScenario(
        target.client ?? fail('no target to run a scenario against'),
        scenario,
        settings,
        (e) => console.log(`  ${e.label.padEnd(32)} p50 ${e.totalMs.p50.toFixed(2)} ms  p95 ${e.totalMs.p95.toFixed(2)} ms`),
        (settleMs) => console.log(`  stream router settled in ${settleMs} ms; measuring`),
      );
      if (result.skipped) console.log(`  SKIPPED: ${result.skipped}`);
      if (result.curl) console.log(formatCurlTable([result]).replace(/^/gm, '  '));
      scenarios.push(result);
    }
  } finally {
    await stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  let bundles: BundleResult[] | null = null;
  if (!values['no-bundles']) {
    console.log(`\nbundling ${'functions/<domain>/index.ts'} with the production options; import time over ${importProcesses} fresh processes`);
    bundles = await measureBundles({
      processes: importProcesses,
      onResult: (b) => console.log(`  functions/${b.domain}: ${(b.bytes / 1024).toFixed(1)} KB, import ${b.importMs.toFixed(1)} ms`),
    });
  }

  const exceeded = limitsExceeded(bundles);
  const report: BenchReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    target: { kind: target.kind, baseUrl: target.client?.baseUrl ?? '' },
    environment: { node: process.version, platform: process.platform, arch: process.arch, cpus: cpus().length },
    settings: { ...settings, importProcesses },
    scenarios,
    bundles,
    limits: LIMITS,
    limitsExceeded: exceeded,
    pricing: { prices: PRICES, lambda: FUNCTION_DEFAULTS },
  };
  const file = await writeReport(report);

  if (scenarios.some((s) => s.endpoints.length > 0)) {
    console.log(`\nRequests (ms are client-side totals unless noted; app/ddb from Server-Timing; calls/trips/RCU/WCU per request, median)`);
    console.log(formatScenarioTable(scenarios));
    console.log(`\nCost per million requests (${pricingNote(FUNCTION_DEFAULTS)}; means of the measured calls; billed ms = app dur rounded up to the ms; background work and cold starts not included)`);
    console.log(formatRequestCostTable(scenarios));
  }
  if (scenarios.some((s) => s.curl)) {
    console.log(`\ncurl comparison (${scenarios.find((s) => s.curl)?.curl?.method}; the baseline is GET /settings/public with the same application password, in the same scenario; limit ${CURL_LIMIT}x)`);
    console.log(formatCurlTable(scenarios));
  }
  const sizes = formatSizeTable(scenarios);
  if (sizes) {
    console.log(`\nSmall and large sizes of the same scenario (reads; p50 client-side; limit ${SIZE_RATIO_LIMIT}x)`);
    console.log(sizes);
  }
  if (scenarios.some((s) => s.delays.length > 0)) {
    console.log(`\nDelays (ms; each row says from what to what)`);
    console.log(formatDelayTable(scenarios));
  }
  if (scenarios.some((s) => s.costs.length > 0)) {
    console.log(`\nBackground work (in-process totals after the stream settled, divided by the units; mean per unit; $/M units: DynamoDB, SQS and SES per million units, ${pricingNote()}; Lambda duration is not measured per unit)`);
    console.log(formatCostTable(scenarios));
  }
  if (scenarios.some((s) => s.load)) {
    console.log(`\nLoad (client-side latency from autocannon; errors are connection errors, timeouts included)`);
    console.log(formatLoadTable(scenarios));
    console.log(`\nMemory of the process running the stack under load`);
    console.log(formatLoadMemoryTable(scenarios));
  }
  if (scenarios.some((s) => s.migration)) {
    console.log(`\nMigration (per step: its Map's busy time, first chunk start to last chunk end; (xN) = MaxConcurrency; calls and WCU from the chunk records; cores = CPU used during the step; the projection is not a measurement)`);
    console.log(formatMigrationTable(scenarios));
  }
  for (const s of scenarios) if (s.skipped) console.log(`\nSKIPPED ${s.name}: ${s.skipped}`);
  if (bundles) {
    console.log(`\nBundles (production esbuild options; import = median time to import() in a fresh node ${process.version})`);
    console.log(formatBundleTable(bundles));
  }
  for (const line of exceeded) console.log(`LIMIT EXCEEDED: ${line}`);
  console.log(`\nresults: ${file} (and bench/results/latest.json)`);
  // A bundle over its limit fails the run (CI and scripts see it, not only a reader of the table).
  return exceeded.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);
