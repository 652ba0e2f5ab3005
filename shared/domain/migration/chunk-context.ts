/**
 * What every chunk writer shares (docs/migration.md, "Mapping" and "Hot counters"): the run and
 * chunk it works on, and the counters taken out of each row's transaction.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#shared/data/client.ts';
import type { TransactItem } from '#shared/data/transactions.ts';
import type { ChunkKind, ChunkRows } from '#shared/migration/chunks.ts';
import type { ChunkOutcome, MigrationRun } from '#shared/domain/migration/run.ts';

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

// An Update that only adds to numbers (and names its entity): a shared counter many rows touch.
const PURE_ADD = /^ADD ((?:[#\w.]+ :\w+)(?:, [#\w.]+ :\w+)*)(?: SET entity = (:\w+))?$/;

/**
 * Shared counters (the directory's, a timeline's, a space's members_count and posts_count) would
 * make concurrent chunks' transactions conflict. `take` removes pure-ADD updates without a
 * condition from a row's items and sums them; `flush` applies one UpdateItem per item after the
 * chunk's rows. A crash in between loses them; Finalize recounts what the run touched.
 */
export class HotCounters {
  private readonly sums = new Map<string, { key: Record<string, unknown>; entity?: unknown; adds: Map<string, number> }>();

  take(items: TransactItem[]): TransactItem[] {
    return items.filter((item) => {
      const u = item.Update;
      if (!u || u.ConditionExpression || !u.UpdateExpression) return true;
      const m = PURE_ADD.exec(u.UpdateExpression);
      if (!m) return true;
      const names = u.ExpressionAttributeNames ?? {};
      const values = u.ExpressionAttributeValues ?? {};
      const id = JSON.stringify(u.Key);
      const entry = this.sums.get(id) ?? { key: u.Key as Record<string, unknown>, adds: new Map<string, number>() };
      if (m[2]) entry.entity = values[m[2]];
      for (const part of m[1]!.split(', ')) {
        const [path, placeholder] = part.split(' ') as [string, string];
        const attr = path.split('.').map((p) => (p.startsWith('#') ? names[p] ?? p : p)).join('.');
        const delta = Number(values[placeholder]);
        entry.adds.set(attr, (entry.adds.get(attr) ?? 0) + delta);
      }
      this.sums.set(id, entry);
      return false;
    });
  }

  /** Applies the sums (one UpdateItem per item) and forgets them; returns the calls made. */
  async flush(): Promise<number> {
    let calls = 0;
    for (const [id, entry] of this.sums) {
      const adds = [...entry.adds].filter(([, d]) => d !== 0);
      this.sums.delete(id);
      if (adds.length === 0) continue;
      calls++;
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: entry.key,
          UpdateExpression: `ADD ${adds.map((_, i) => `#a${i} :d${i}`).join(', ')}${entry.entity !== undefined ? ' SET entity = :e' : ''}`,
          ExpressionAttributeNames: Object.fromEntries(adds.map(([a], i) => [`#a${i}`, a])),
          ExpressionAttributeValues: { ...Object.fromEntries(adds.map(([, d], i) => [`:d${i}`, d])), ...(entry.entity !== undefined ? { ':e': entry.entity } : {}) },
        }),
      );
    }
    return calls;
  }
}
