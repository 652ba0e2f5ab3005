/**
 * Mixed reads and writes at fixed concurrency for a fixed time (autocannon), once per connection
 * count (20, then 100 by default), with the stack process's memory before, during and after each
 * phase, and once the stream router has caught up. Each phase starts after the previous one has
 * settled, against the same seeded space.
 */
import { positiveInt, positiveInts } from '../env.ts';
import { runLoad } from '../load/run-load.ts';
import type { LoadResult } from '../load/types.ts';
import { seedLoad } from '../seed/load.ts';
import { defineMeasurement } from '../types.ts';

/** The connection counts of issue 33's item 6. */
export const LOAD_CONNECTIONS = [20, 100] as const;

export const loadScenario = defineMeasurement({
  name: 'load',
  description: 'mixed reads and writes (feeds, a post and its comments, members, notifications; posts, comments, likes, bookmarks) at 20 then 100 connections, with memory',
  needs: { inProcessStack: true },
  setup: (ctx) => seedLoad(ctx),
  run: async (ctx, { quick }, targets) => {
    const seconds = positiveInt('BENCH_LOAD_SECONDS', quick ? 10 : 60);
    const phases: LoadResult[] = [];
    for (const [i, connections] of positiveInts('BENCH_LOAD_CONNECTIONS', LOAD_CONNECTIONS).entries()) {
      console.log(`  ${seconds} s at ${connections} connections`);
      const phase = await runLoad(ctx, targets, { seconds, connections, heapSnapshots: process.env['BENCH_LOAD_HEAP_SNAPSHOTS'] || undefined, phase: `p${i + 1}-c${connections}` });
      const m = phase.memory;
      console.log(
        `    ${phase.throughputRps} req/s, p50 ${phase.latencyMs.p50} ms, p99 ${phase.latencyMs.p99} ms, ${phase.errors + phase.non2xx} failures; ` +
          `RSS ${m.range.rssMb.start}/${m.range.rssMb.peak}/${m.range.rssMb.end} MB (start/peak/end); ${m.levelsOff ? 'levels off' : 'DOES NOT LEVEL OFF'}`,
      );
      phases.push(phase);
    }
    return { delays: [], costs: [], load: phases };
  },
});
