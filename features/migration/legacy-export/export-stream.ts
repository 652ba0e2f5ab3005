/**
 * Reading an export file as a stream of typed rows (docs/migration.md, "The export"): any size,
 * one line at a time, in either format; and joining a key/value file (usermeta, groupmeta,
 * activity_meta) to its table by merging both in id order, so no table is held in memory.
 * Pure: lines in, rows out.
 */
import {
  EXPORT_TABLES,
  ExportFormatError,
  RowValueError,
  parseJsonLine,
  parseTsvHeader,
  parseTsvLine,
  typedRow,
  type ExportFormat,
  type ExportRow,
  type ExportTable,
  type RawCell,
} from '#features/migration/legacy-export/export-format.ts';

/** A row read, or one whose value does not fit its column (that row fails, the file goes on). */
export type ReadRow<T extends ExportTable> =
  | { line: number; row: ExportRow<T> }
  | { line: number; error: RowValueError; raw: Record<string, RawCell> };

/** The rows of a file, typed; a file that cannot be read as its format throws ExportFormatError naming the line. */
export async function* tableRows<T extends ExportTable>(table: T, format: ExportFormat, lines: AsyncIterable<string>): AsyncGenerator<ReadRow<T>> {
  let columns: string[] | null = null;
  let number = 0;
  for await (const text of lines) {
    number++;
    const line = number === 1 ? text.replace(/^\uFEFF/, '') : text;
    if (line.trim() === '') continue;
    let raw: Record<string, RawCell>;
    if (format === 'jsonl') raw = parseJsonLine(line, number);
    else if (columns === null) {
      columns = parseTsvHeader(line);
      continue;
    } else {
      const cells = parseTsvLine(line, number);
      if (cells.length !== columns.length) throw new ExportFormatError(`${table}: ${cells.length} fields where the header has ${columns.length}`, number);
      raw = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? null]));
    }
    try {
      yield { line: number, row: typedRow(table, raw) };
    } catch (error) {
      if (!(error instanceof RowValueError)) throw error;
      yield { line: number, error, raw };
    }
  }
}

/** The legacy id of a row that failed, as far as its first column reads (0 when it does not). */
export function rawId(table: ExportTable, raw: Record<string, RawCell>): number {
  const first = Object.keys(EXPORT_TABLES[table].columns)[0] ?? '';
  const n = Number(raw[first]);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * Checks that a file is in the order the export commands write it (`ORDER BY` its first column):
 * `strict` for a table's ids, non-decreasing for a key/value file's owner ids.
 */
export function orderGuard(table: ExportTable, strict: boolean): (id: number, line: number) => void {
  let last = -Infinity;
  const column = Object.keys(EXPORT_TABLES[table].columns)[0];
  return (id, line) => {
    if (id < last || (strict && id === last)) throw new ExportFormatError(`${table}: rows must be in ${column} order (the export command's ORDER BY); ${id} comes after ${last}`, line);
    last = id;
  };
}

type MetaTable = 'usermeta' | 'groupmeta' | 'activity_meta';
const OWNER: Record<MetaTable, 'user_id' | 'group_id' | 'activity_id'> = { usermeta: 'user_id', groupmeta: 'group_id', activity_meta: 'activity_id' };

/**
 * A key/value file read alongside its table, both in id order: `of(id)` answers the values of
 * the keys read for that id (rows of smaller ids, orphans, are passed over). Ids must be asked
 * in increasing order. A row that does not fit its columns is left out (it belongs to no row).
 */
export class MetaJoin<M extends MetaTable> {
  private readonly rows: AsyncIterator<ReadRow<M>>;
  private readonly guard: (id: number, line: number) => void;
  private pending: { owner: number; key: string; value: string } | null = null;
  private done = false;

  constructor(
    private readonly table: M,
    rows: AsyncIterable<ReadRow<M>>,
    private readonly keys: ReadonlySet<string>,
  ) {
    this.rows = rows[Symbol.asyncIterator]();
    this.guard = orderGuard(table, false);
  }

  private async next(): Promise<{ owner: number; key: string; value: string } | null> {
    while (!this.done) {
      const r = await this.rows.next();
      if (r.done) {
        this.done = true;
        break;
      }
      if (!('row' in r.value)) continue;
      const row = r.value.row as unknown as Record<string, unknown>;
      const owner = Number(row[OWNER[this.table]]);
      this.guard(owner, r.value.line);
      const key = row['meta_key'];
      if (typeof key === 'string' && this.keys.has(key)) return { owner, key, value: String(row['meta_value'] ?? '') };
    }
    return null;
  }

  async of(id: number): Promise<Record<string, string>> {
    const values: Record<string, string> = {};
    for (;;) {
      this.pending ??= await this.next();
      if (this.pending === null || this.pending.owner > id) return values;
      if (this.pending.owner === id) values[this.pending.key] = this.pending.value;
      this.pending = null;
    }
  }
}
