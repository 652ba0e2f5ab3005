/**
 * What every chunk writer shares (docs/migration.md, "Mapping" and "Hot counters"): the run and
 * chunk it works on, and the counters taken out of each row's transaction.
 */
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { ChunkKind, ChunkRows } from '#features/migration/legacy-export/chunks.ts';
import { inLanes } from '#features/migration/lanes.ts';
import { addToCounters } from '#features/migration/migration-worker-store.ts';
import type { ChunkOutcome, MigrationRun } from '#features/migration/run.ts';

export interface ChunkContext {
  run: MigrationRun;
  kind: ChunkKind;
  index: number;
  /** The chunk's start, ISO: `at` of mapping items, and the base of created_at without preserve_dates. */
  now: string;
  counters: HotCounters;
}

/** A writer's account of its rows; the runner adds the DynamoDB calls and records it. */
export type WriterOutcome = Omit<ChunkOutcome, 'calls'>;

export type ChunkWriter<K extends ChunkKind> = (rows: Array<ChunkRows[K]>, ctx: ChunkContext) => Promise<WriterOutcome>;

/** A fresh outcome, and the helpers writers count with. */
export const newOutcome = (): WriterOutcome => ({ rows: 0, migrated: 0, skipped: 0, failed: 0, reasons: {}, errors: [] });
export function countSkip(o: WriterOutcome, reason: string): void {
  o.rows++;
  o.skipped++;
  o.reasons[reason] = (o.reasons[reason] ?? 0) + 1;
}
export function countFailure(o: WriterOutcome, legacyId: number, error: unknown): void {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  o.rows++;
  o.failed++;
  const key = `failed:${error instanceof Error ? error.name : 'Error'}`;
  o.reasons[key] = (o.reasons[key] ?? 0) + 1;
  if (o.errors.length < 20) o.errors.push({ id: legacyId, error: reason.slice(0, 300) });
}
export function countMigrated(o: WriterOutcome): void {
  o.rows++;
  o.migrated++;
}

interface CounterSum {
  key: Record<string, unknown>;
  /** `attribute_exists(pk)`: the item (a space) must still be there; a sum for a deleted one is dropped. */
  condition?: string | undefined;
  /** Plain values set beside the numbers (a counter's entity, a contribution item's index keys): the last wins. */
  sets: Map<string, unknown>;
  adds: Map<string, number>;
}

const EXISTS = 'attribute_exists(pk)';
/** Counter items updated at once by a flush (each a different item: they never conflict). */
const FLUSH_IN_FLIGHT = 16;

/**
 * A counter update many rows touch: ADDs of numbers, with SETs of plain values beside them and no
 * condition (directory and timeline counters, contribution items), or ADDs alone guarded by the
 * item's existence (a space's members_count, posts_count). Anything else (a condition on the
 * row's own record, a SET computed by a function, a post's own comment count that also moves its
 * last activity) stays in the row's write. Null when the update is not one.
 */
function counterSum(u: NonNullable<TransactItem['Update']>): CounterSum | null {
  if (!u.UpdateExpression) return null;
  const names = u.ExpressionAttributeNames ?? {};
  const values = u.ExpressionAttributeValues ?? {};
  const attr = (path: string) => path.split('.').map((p) => (p.startsWith('#') ? names[p] ?? p : p)).join('.');
  const sum: CounterSum = { key: u.Key as Record<string, unknown>, condition: u.ConditionExpression, sets: new Map(), adds: new Map() };
  for (const clause of u.UpdateExpression.trim().split(/\s+(?=(?:SET|ADD|REMOVE|DELETE)\s)/)) {
    const m = /^(SET|ADD)\s+(.+)$/s.exec(clause);
    if (!m) return null;
    for (const part of m[2]!.split(/\s*,\s*/)) {
      const a = (m[1] === 'SET' ? /^([#\w.]+)\s*=\s*(:\w+)$/ : /^([#\w.]+)\s+(:\w+)$/).exec(part.trim());
      if (!a) return null;
      const value = values[a[2]!];
      if (m[1] === 'SET') sum.sets.set(attr(a[1]!), value);
      else if (typeof value === 'number') sum.adds.set(attr(a[1]!), (sum.adds.get(attr(a[1]!)) ?? 0) + value);
      else return null;
    }
  }
  if (sum.adds.size === 0) return null;
  if (sum.condition !== undefined && !(sum.condition === EXISTS && sum.sets.size === 0)) return null;
  return sum;
}

/**
 * Shared counters (the directory's, a timeline's, a space's members_count and posts_count, a
 * member's contribution counts) would make concurrent chunks' transactions conflict. `take`
 * removes them from a row's items and sums them; `flush` applies one UpdateItem per item after
 * the chunk's rows. A crash in between loses them; Finalize recounts what the run touched.
 * `write` sends a row and sums its counters only when the write succeeded (a row cancelled as
 * already migrated counts nothing).
 */
export class HotCounters {
  private readonly sums = new Map<string, CounterSum>();

  take(items: TransactItem[]): TransactItem[] {
    return items.filter((item) => {
      const sum = item.Update ? counterSum(item.Update) : null;
      if (sum) this.add(sum);
      return sum === null;
    });
  }

  /** Sends a row's items through `send` without their counters, which are summed once it succeeded. */
  async write<T>(items: TransactItem[], send: (kept: TransactItem[]) => Promise<T>): Promise<T> {
    const row = new HotCounters();
    const result = await send(row.take(items));
    for (const sum of row.sums.values()) this.add(sum);
    return result;
  }

  private add(sum: CounterSum): void {
    const id = `${JSON.stringify(sum.key)}|${sum.condition ?? ''}`;
    const entry = this.sums.get(id);
    if (!entry) return void this.sums.set(id, { ...sum, sets: new Map(sum.sets), adds: new Map(sum.adds) });
    for (const [a, v] of sum.sets) entry.sets.set(a, v);
    for (const [a, d] of sum.adds) entry.adds.set(a, (entry.adds.get(a) ?? 0) + d);
  }

  /**
   * Applies the sums (one UpdateItem per item, FLUSH_IN_FLIGHT at a time: legacy dates spread a
   * chunk's contribution items over many periods, each its own) and forgets them; returns the
   * calls made. An item that would expire before it is written is left out: a contribution of a
   * week, month or year long past (legacy dates) is never read again, and TTL would delete it.
   */
  async flush(): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    const live = (entry: CounterSum) => {
      const expires = entry.sets.get(TTL_ATTRIBUTE);
      return typeof expires !== 'number' || expires > now;
    };
    const updates = [...this.sums.values()].filter(live).map((entry) => ({ ...entry, adds: [...entry.adds].filter(([, d]) => d !== 0) })).filter((entry) => entry.adds.length > 0);
    this.sums.clear();
    await inLanes(updates, (entry) => JSON.stringify(entry.key), async (entry) => {
      await addToCounters(entry.key, entry.adds, [...entry.sets], entry.condition);
    }, FLUSH_IN_FLIGHT);
    return updates.length;
  }
}
