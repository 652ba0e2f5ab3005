/**
 * Counting an uploaded export for the config endpoint (docs/migration.md, "Endpoints"): rows per
 * table, activity rows by type, and what the warnings need (members without email, emails of
 * existing accounts, deleted users referenced, invitations), streamed file by file.
 *
 * A count runs until its deadline and stops at the end of a line; its state (CountState, kept by
 * the caller) lets the next call go on from that byte with a ranged GET, so an export of any size
 * is counted in calls of bounded length. `users` is counted first: the other tables' references
 * are checked against its ids.
 */
import { keys } from '#platform/data/keys.ts';
import { batchGet } from '#platform/data/queries.ts';
import { readLines } from '#features/migration/migration-bucket.ts';
import { ExportFormatError, parseJsonLine, parseTsvHeader, parseTsvLine, type ExportFormat, type ExportTable, type RawCell } from '#features/migration/legacy-export/export-format.ts';

export interface CountedFile {
  table: ExportTable;
  key: string;
  format: ExportFormat;
  /** The object's size: a count stopped at its end has nothing left to read. */
  size: number;
}

export interface ExportTally {
  /** Data rows per file. */
  rows: Partial<Record<ExportTable, number>>;
  /** Each file's columns: a TSV header, or every key of the JSON Lines rows. */
  columns: Partial<Record<ExportTable, string[]>>;
  /** activity rows by type, spam left out. */
  activity_types: Record<string, number>;
  /** activity_update and activity_comment rows marked spam. */
  spam: number;
  without_email: number;
  /** users rows whose email (in any letter case) is an existing account's: linked, not created. */
  existing_emails: number;
  /** group_members rows that are invitations never accepted (not migrated). */
  invitations: number;
  /** Distinct user ids that groups, group_members and activity reference but users lacks. */
  deleted_users: number;
  /** The first error of a file that cannot be read as its format says; its count stops there. */
  unreadable: Partial<Record<ExportTable, string>>;
}

export interface CountState {
  version: 1;
  /** Tables counted to their end. */
  done: ExportTable[];
  /** Where the table being counted stopped: the byte after the last line read, and that line's number. */
  cursor: { table: ExportTable; offset: number; line: number } | null;
  tally: ExportTally;
  /** users' ids: a bitmap (base64) and the ids too large for it. */
  user_ids: { bits: string; large: number[] };
  /** The deleted users found so far (distinct). */
  deleted: number[];
}

export const newCountState = (): CountState => ({
  version: 1,
  done: [],
  cursor: null,
  tally: { rows: {}, columns: {}, activity_types: {}, spam: 0, without_email: 0, existing_emails: 0, invitations: 0, deleted_users: 0, unreadable: {} },
  user_ids: { bits: '', large: [] },
  deleted: [],
});

/** Lines between two looks at the clock (and email look-ups: BatchGet takes 100 keys). */
const CHECK_EVERY = 500;

/** Ids below this live in the bitmap (2 MB at most); WordPress ids are dense and far below it. */
const BITMAP_IDS = 1 << 24;

/** A set of positive integer ids, compact for dense ones. */
class IdSet {
  private bits: Uint8Array;
  private readonly large: Set<number>;

  constructor(saved: CountState['user_ids']) {
    this.bits = new Uint8Array(Buffer.from(saved.bits, 'base64'));
    this.large = new Set(saved.large);
  }

  add(id: number): void {
    if (id >= BITMAP_IDS) {
      this.large.add(id);
      return;
    }
    const byte = id >> 3;
    if (byte >= this.bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[byte] = (this.bits[byte] ?? 0) | (1 << (id & 7));
  }

  has(id: number): boolean {
    if (id >= BITMAP_IDS) return this.large.has(id);
    return (((this.bits[id >> 3] ?? 0) >> (id & 7)) & 1) === 1;
  }

  saved(): CountState['user_ids'] {
    return { bits: Buffer.from(this.bits).toString('base64'), large: [...this.large] };
  }
}

/** Which of these lower-cased emails belong to existing accounts (their unique markers). */
export type EmailLookup = (emails: readonly string[]) => Promise<Set<string>>;

const existingAccounts: EmailLookup = async (emails) => {
  const found = await batchGet(emails.map((e) => keys.unique('email', e)));
  return new Set(emails.filter((e) => found.has(`${keys.unique('email', e).pk}|UNIQUE`)));
};

const integer = (cell: RawCell | undefined): number | null => {
  const n = cell === null || cell === undefined ? Number.NaN : Number(cell.trim());
  return Number.isSafeInteger(n) ? n : null;
};

export interface CountOptions {
  /** Which emails are existing accounts' (default: their unique markers in the table). */
  lookup?: EmailLookup;
  /** Lines between two looks at the clock. */
  checkEvery?: number;
}

/**
 * Counts on from `state` until every file is counted (true) or `deadline` (ms since the epoch)
 * passes (false; `state` then says where to go on). `state` is updated in place.
 */
export async function continueCount(files: readonly CountedFile[], state: CountState, deadline: number, options: CountOptions = {}): Promise<boolean> {
  const users = new IdSet(state.user_ids);
  const deleted = new Set(state.deleted);
  const counter = new FileCounter(state, users, deleted, options.lookup ?? existingAccounts, options.checkEvery ?? CHECK_EVERY);
  // users first: the other tables' references are checked against its ids.
  const ordered = [...files].sort((a, b) => Number(b.table === 'users') - Number(a.table === 'users'));
  try {
    for (const file of ordered) {
      if (state.done.includes(file.table)) continue;
      if (!(await counter.count(file, deadline))) return false;
      state.done.push(file.table);
      state.cursor = null;
    }
    return true;
  } finally {
    state.user_ids = users.saved();
    state.deleted = [...deleted];
    state.tally.deleted_users = deleted.size;
  }
}

class FileCounter {
  private pendingEmails: string[] = [];

  constructor(
    private readonly state: CountState,
    private readonly users: IdSet,
    private readonly deleted: Set<number>,
    private readonly lookup: EmailLookup,
    private readonly checkEvery: number,
  ) {}

  /** Counts one file from where it stopped; false when the deadline stopped it first. */
  async count(file: CountedFile, deadline: number): Promise<boolean> {
    const { tally } = this.state;
    const resumed = this.state.cursor?.table === file.table ? this.state.cursor : null;
    tally.rows[file.table] ??= 0;
    let offset = resumed?.offset ?? 0;
    let line = resumed?.line ?? 0;
    const columns = [...(tally.columns[file.table] ?? [])];
    tally.columns[file.table] = columns;
    const seen = new Set(columns);
    let sinceCheck = 0;
    // Stopped after the last line: a ranged read from the end would be refused.
    if (offset >= file.size) return true;
    try {
      for await (const text of readLines(file.key, { from: offset })) {
        line++;
        offset += Buffer.byteLength(text, 'utf8') + 1;
        if (file.format === 'tsv' && line === 1) {
          columns.push(...parseTsvHeader(text));
          continue;
        }
        const row = file.format === 'tsv' ? this.tsvRow(text, line, columns) : this.jsonRow(text, line, columns, seen);
        if (row) {
          tally.rows[file.table] = (tally.rows[file.table] ?? 0) + 1;
          this.tallyRow(file.table, row);
        }
        if (++sinceCheck >= this.checkEvery) {
          sinceCheck = 0;
          await this.flushEmails();
          if (Date.now() >= deadline) {
            this.state.cursor = { table: file.table, offset, line };
            return false;
          }
        }
      }
    } catch (error) {
      if (!(error instanceof ExportFormatError)) throw error;
      tally.unreadable[file.table] = error.message;
    }
    await this.flushEmails();
    return true;
  }

  private tsvRow(text: string, line: number, columns: readonly string[]): Map<string, RawCell> {
    const cells = parseTsvLine(text, line);
    if (cells.length !== columns.length) throw new ExportFormatError(`${cells.length} fields where the header has ${columns.length}`, line);
    return new Map(columns.map((c, i) => [c, cells[i] ?? null]));
  }

  private jsonRow(text: string, line: number, columns: string[], seen: Set<string>): Map<string, RawCell> | null {
    if (text.trim() === '') return null;
    const row = parseJsonLine(text, line);
    for (const key of Object.keys(row)) if (!seen.has(key)) (seen.add(key), columns.push(key));
    return new Map(Object.entries(row));
  }

  private tallyRow(table: ExportTable, row: Map<string, RawCell>): void {
    const { tally } = this.state;
    switch (table) {
      case 'users': {
        const id = integer(row.get('ID'));
        if (id !== null) this.users.add(id);
        const email = (row.get('user_email') ?? '').trim().toLowerCase();
        if (email === '') tally.without_email++;
        else this.pendingEmails.push(email);
        return;
      }
      case 'groups':
        return this.reference(integer(row.get('creator_id')));
      case 'group_members':
        this.reference(integer(row.get('user_id')));
        if (row.get('is_confirmed') === '0' && row.get('invite_sent') === '1') tally.invitations++;
        return;
      case 'activity': {
        this.reference(integer(row.get('user_id')));
        const type = row.get('type') ?? '';
        if (row.get('is_spam') === '1' && (type === 'activity_update' || type === 'activity_comment')) tally.spam++;
        else tally.activity_types[type] = (tally.activity_types[type] ?? 0) + 1;
        return;
      }
      default:
        return;
    }
  }

  /** A user id another table names: deleted when users (counted first) lacks it. */
  private reference(id: number | null): void {
    if (id === null || id <= 0 || !this.state.done.includes('users')) return;
    if (!this.users.has(id)) this.deleted.add(id);
  }

  private async flushEmails(): Promise<void> {
    if (this.pendingEmails.length === 0) return;
    const emails = this.pendingEmails;
    this.pendingEmails = [];
    const existing = await this.lookup([...new Set(emails)]);
    this.state.tally.existing_emails += emails.filter((e) => existing.has(e)).length;
  }
}
