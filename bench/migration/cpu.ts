/**
 * CPU time of the bench's own process (which runs the local stack, the migration worker and the
 * stream router) and of the DynamoDB Local it started (a Java child process), sampled over time so
 * a step's window can be read off: where a slow run spends its time on this machine.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuSample {
  /** Date.now() */
  at: number;
  /** CPU seconds so far (user + system). */
  node: number;
  /** CPU seconds of the Java processes the bench started (null where /proc is not there). */
  dynamo: number | null;
}

/** Linux's USER_HZ: /proc's CPU times are in ticks of 1/100 s on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  cpuTicks: number;
}

function readStat(pid: string): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // After comm: state(0) ppid(1) ... utime(11) stime(12).
    return { pid: Number(pid), ppid: Number(fields[1]), comm, cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU seconds of the `java` processes descended from this one (DynamoDB Local), or null without /proc. */
function dynamoCpuSeconds(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  const stats = pids.map(readStat).filter((s): s is ProcStat => s !== null);
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = 0;
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (child.comm === 'java') ticks += child.cpuTicks;
      visit(child.pid);
    }
  };
  visit(process.pid);
  return ticks / TICKS_PER_SECOND;
}

export function sampleCpu(): CpuSample {
  const usage = process.cpuUsage();
  return { at: Date.now(), node: (usage.user + usage.system) / 1e6, dynamo: dynamoCpuSeconds() };
}

/** A counter's value at `at`, interpolated between the samples around it (clamped to the first and last). */
function valueAt(samples: readonly CpuSample[], at: number, pick: (s: CpuSample) => number | null): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return null;
  if (at <= first.at) return pick(first);
  if (at >= last.at) return pick(last);
  const i = samples.findIndex((s) => s.at >= at);
  const a = samples[i - 1] as CpuSample;
  const b = samples[i] as CpuSample;
  const va = pick(a);
  const vb = pick(b);
  if (va === null || vb === null) return null;
  return b.at === a.at ? vb : va + ((vb - va) * (at - a.at)) / (b.at - a.at);
}

/** Cores busy on average between `from` and `to` (ms since the epoch), or null when unknown. */
export function coresBetween(samples: readonly CpuSample[], from: number, to: number, pick: (s: CpuSample) => number | null): number | null {
  if (to <= from) return null;
  const a = valueAt(samples, from, pick);
  const b = valueAt(samples, to, pick);
  return a === null || b === null ? null : (b - a) / ((to - from) / 1000);
}
