/**
 * Mixed reads and writes at a fixed concurrency for a fixed time (autocannon), with the stack
 * process's memory before, during and after, and once the stream router has caught up.
 */
import { positiveInt } from '../env.ts';
import { runLoad } from '../load/run-load.ts';
import { seedLoad } from '../seed/load.ts';
import { defineMeasurement } from '../types.ts';

export const loadScenario = defineMeasurement({
  name: 'load',
  description: 'mixed reads and writes (feeds, a post and its comments, members, notifications; posts, comments, likes, bookmarks) at fixed concurrency, with memory',
  needs: { inProcessStack: true },
  setup: (ctx) => seedLoad(ctx),
  run: async (ctx, { quick }, targets) => {
    const seconds = positiveInt('BENCH_LOAD_SECONDS', quick ? 10 : 60);
    const connections = positiveInt('BENCH_LOAD_CONNECTIONS', 20);
    console.log(`  ${seconds} s at ${connections} connections`);
    const load = await runLoad(ctx, targets, { seconds, connections, heapSnapshots: process.env['BENCH_LOAD_HEAP_SNAPSHOTS'] || undefined });
    return { delays: [], costs: [], load };
  },
});
