/**
 * The legacy export (docs/migration.md, "The export"): one file per BuddyPress table, written by
 * the `mysql` client in batch mode (tab-separated, a header row) or as JSON Lines. Pure: text in,
 * rows out; no AWS, no records. Line-based, so a caller may stream an object of any size and parse
 * it one line at a time (a row is always one line in both formats: newlines inside values are
 * escaped).
 *
 * `mysql --batch` output (client/mysql.cc, safe_put_field): fields separated by TAB, rows by LF;
 * inside a value NUL is written `\0`, TAB `\t`, LF `\n` and backslash `\\`; CR is written as it is;
 * SQL NULL is the bare word `NULL`. `SELECT ... INTO OUTFILE` / `mysqldump --tab` write NULL as
 * `\N` and may also escape `\r`, `\b`, `\Z`; both are read here. A bare `NULL` is ambiguous in
 * batch output (the text "NULL" looks the same): it is NULL only in a column that may be NULL, and
 * the text "NULL" in a column that may not.
 */

/** How a column's text becomes a value. */
export type ColumnType = 'id' | 'int' | 'flag' | 'text' | 'datetime';

export interface ColumnSpec {
  type: ColumnType;
  /** The migration needs it: a file without it is refused before the run starts. */
  required: boolean;
  /** SQL NULL allowed (the BuddyPress schema's NULL columns). */
  nullable?: boolean;
}

/** Every table the migration reads, its file's base name, its source table and its columns. */
export const EXPORT_TABLES = {
  users: {
    source: 'wp_users',
    file: 'required',
    columns: {
      ID: { type: 'id', required: true },
      user_login: { type: 'text', required: true },
      user_email: { type: 'text', required: true },
      user_nicename: { type: 'text', required: false },
      display_name: { type: 'text', required: true },
      user_url: { type: 'text', required: false },
      user_registered: { type: 'datetime', required: true },
      user_status: { type: 'int', required: false },
    },
  },
  usermeta: {
    source: 'wp_usermeta',
    file: 'optional',
    columns: {
      user_id: { type: 'id', required: true },
      meta_key: { type: 'text', required: true, nullable: true },
      meta_value: { type: 'text', required: true, nullable: true },
    },
  },
  groups: {
    source: 'wp_bp_groups',
    file: 'required',
    columns: {
      id: { type: 'id', required: true },
      creator_id: { type: 'id', required: true },
      name: { type: 'text', required: true },
      slug: { type: 'text', required: true },
      description: { type: 'text', required: true },
      status: { type: 'text', required: true },
      parent_id: { type: 'int', required: false },
      enable_forum: { type: 'flag', required: false },
      date_created: { type: 'datetime', required: true },
    },
  },
  groupmeta: {
    source: 'wp_bp_groups_groupmeta',
    file: 'optional',
    columns: {
      group_id: { type: 'id', required: true },
      meta_key: { type: 'text', required: true, nullable: true },
      meta_value: { type: 'text', required: true, nullable: true },
    },
  },
  group_members: {
    source: 'wp_bp_groups_members',
    file: 'required',
    columns: {
      id: { type: 'id', required: true },
      group_id: { type: 'id', required: true },
      user_id: { type: 'id', required: true },
      inviter_id: { type: 'int', required: false },
      is_admin: { type: 'flag', required: true },
      is_mod: { type: 'flag', required: true },
      user_title: { type: 'text', required: false },
      date_modified: { type: 'datetime', required: true },
      is_confirmed: { type: 'flag', required: true },
      is_banned: { type: 'flag', required: true },
      invite_sent: { type: 'flag', required: true },
    },
  },
  activity: {
    source: 'wp_bp_activity',
    file: 'required',
    columns: {
      id: { type: 'id', required: true },
      user_id: { type: 'int', required: true },
      component: { type: 'text', required: true },
      type: { type: 'text', required: true },
      action: { type: 'text', required: false },
      content: { type: 'text', required: true },
      primary_link: { type: 'text', required: false },
      item_id: { type: 'int', required: true },
      secondary_item_id: { type: 'int', required: true, nullable: true },
      date_recorded: { type: 'datetime', required: true },
      hide_sitewide: { type: 'flag', required: false },
      mptt_left: { type: 'int', required: false },
      mptt_right: { type: 'int', required: false },
      is_spam: { type: 'flag', required: true },
    },
  },
  activity_meta: {
    source: 'wp_bp_activity_meta',
    file: 'optional',
    columns: {
      activity_id: { type: 'id', required: true },
      meta_key: { type: 'text', required: true },
      meta_value: { type: 'text', required: true, nullable: true },
    },
  },
} as const satisfies Record<string, { source: string; file: 'required' | 'optional'; columns: Record<string, ColumnSpec> }>;

export type ExportTable = keyof typeof EXPORT_TABLES;
export const EXPORT_TABLE_NAMES = Object.keys(EXPORT_TABLES) as ExportTable[];
export type ExportFormat = 'tsv' | 'jsonl';
/** The file extensions of each format (`<table>.<ext>` under the run's export prefix). */
export const FORMAT_EXTENSIONS: Record<ExportFormat, readonly string[]> = { tsv: ['tsv', 'txt'], jsonl: ['jsonl', 'ndjson'] };

type Columns<T extends ExportTable> = (typeof EXPORT_TABLES)[T]['columns'];
type ValueOf<C> = C extends { type: 'flag' }
  ? boolean
  : C extends { type: 'datetime' }
    ? string | null
    : C extends { type: 'id' }
      ? number
      : C extends { type: 'int'; nullable: true }
        ? number | null
        : C extends { type: 'int' }
          ? number
          : C extends { nullable: true }
            ? string | null
            : string;
/** A typed row of a table: ids and integers as numbers, flags as booleans, datetimes as ISO UTC or null. */
export type ExportRow<T extends ExportTable> = { -readonly [K in keyof Columns<T>]: ValueOf<Columns<T>[K]> };

export type LegacyUser = ExportRow<'users'>;
export type LegacyUserMeta = ExportRow<'usermeta'>;
export type LegacyGroup = ExportRow<'groups'>;
export type LegacyGroupMeta = ExportRow<'groupmeta'>;
export type LegacyGroupMember = ExportRow<'group_members'>;
export type LegacyActivity = ExportRow<'activity'>;
export type LegacyActivityMeta = ExportRow<'activity_meta'>;

/** A file that cannot be read as its format says (line is 1-based; 0 for the file as a whole). */
export class ExportFormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(line > 0 ? `line ${line}: ${message}` : message);
    this.name = 'ExportFormatError';
  }
}

/** A raw cell: text as written (unescaped), or null for `\N` (INTO OUTFILE's NULL) and JSON null. */
export type RawCell = string | null;

const TSV_ESCAPES: Record<string, string> = { '0': '\0', t: '\t', n: '\n', r: '\r', b: '\b', Z: '\x1a', '\\': '\\' };

/**
 * One line of `mysql --batch` output (without its LF) as cells. `\N` alone is null; the bare word
 * `NULL` is left as the text "NULL" (typedRow decides by the column). An unknown escape `\x`
 * reads as `x`, as LOAD DATA reads it; a backslash ending the line is an error.
 */
export function parseTsvLine(line: string, lineNumber = 0): RawCell[] {
  const cells: RawCell[] = [];
  let current = '';
  let raw = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (ch === '\t') {
      cells.push(raw === '\\N' ? null : current);
      current = '';
      raw = '';
      continue;
    }
    if (ch === '\\') {
      const next = line[i + 1];
      if (next === undefined) throw new ExportFormatError('a backslash ends the line (a cut escape)', lineNumber);
      current += TSV_ESCAPES[next] ?? next;
      raw += ch + next;
      i++;
      continue;
    }
    current += ch;
    raw += ch;
  }
  cells.push(raw === '\\N' ? null : current);
  return cells;
}

/** The header line of a TSV file: column names, each non-empty and distinct. */
export function parseTsvHeader(line: string): string[] {
  const names = parseTsvLine(stripBom(line), 1).map((c) => (c ?? '').trim());
  checkNames(names);
  return names;
}

/** One JSON Lines row: an object whose values are strings, numbers, booleans or null. */
export function parseJsonLine(line: string, lineNumber = 0): Record<string, RawCell> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new ExportFormatError(`not JSON (${(error as Error).message})`, lineNumber);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ExportFormatError('a row must be a JSON object', lineNumber);
  const out: Record<string, RawCell> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null) out[key] = null;
    else if (typeof v === 'string') out[key] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[key] = String(v);
    else if (typeof v === 'boolean') out[key] = v ? '1' : '0';
    else throw new ExportFormatError(`column ${key}: a value must be a string, number, boolean or null`, lineNumber);
  }
  return out;
}

const stripBom = (s: string): string => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s);

function checkNames(names: string[]): void {
  if (names.some((n) => n === '')) throw new ExportFormatError('the header row has an empty column name', 1);
  const seen = new Set<string>();
  for (const n of names) {
    if (seen.has(n)) throw new ExportFormatError(`the header row names ${n} twice`, 1);
    seen.add(n);
  }
}

/** The lines of a text (LF or CRLF between rows is not assumed: only LF separates; a final LF is optional). */
export function splitLines(text: string): string[] {
  const lines = stripBom(text).split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A parsed file: its columns (the header's, or the union of the JSON rows' keys) and raw rows by column name. */
export interface ParsedFile {
  columns: string[];
  rows: Array<Record<string, RawCell>>;
}

/** A whole TSV text: header row, then rows of exactly as many fields. */
export function parseTsv(text: string): ParsedFile {
  const lines = splitLines(text);
  const [first, ...rest] = lines;
  if (first === undefined) throw new ExportFormatError('the file is empty (a header row is required)', 0);
  const columns = parseTsvHeader(first);
  const rows = rest.map((line, i) => {
    const cells = parseTsvLine(line, i + 2);
    if (cells.length !== columns.length) throw new ExportFormatError(`${cells.length} fields where the header has ${columns.length}`, i + 2);
    return Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? null]));
  });
  return { columns, rows };
}

/** A whole JSON Lines text; blank lines are skipped. Columns are every key seen, in first-seen order. */
export function parseJsonl(text: string): ParsedFile {
  const columns: string[] = [];
  const seen = new Set<string>();
  const rows: Array<Record<string, RawCell>> = [];
  splitLines(text).forEach((line, i) => {
    if (line.trim() === '') return;
    const row = parseJsonLine(line, i + 1);
    for (const key of Object.keys(row)) if (!seen.has(key)) (seen.add(key), columns.push(key));
    rows.push(row);
  });
  return { columns, rows };
}

export const parseExportFile = (text: string, format: ExportFormat): ParsedFile => (format === 'tsv' ? parseTsv(text) : parseJsonl(text));

/** The format a file name says, or null. */
export function formatOfFile(name: string): { table: string; format: ExportFormat } | null {
  const match = /^([a-z_]+)\.([a-z]+)$/.exec(name);
  if (!match) return null;
  const [, table = '', ext = ''] = match;
  const format = (Object.keys(FORMAT_EXTENSIONS) as ExportFormat[]).find((f) => FORMAT_EXTENSIONS[f].includes(ext));
  return format ? { table, format } : null;
}

export interface ColumnCheck {
  table: ExportTable;
  /** Required columns the file lacks: the run is refused, naming them. */
  missing: string[];
  /** Columns the migration does not read (kept out of the rows, shown as information). */
  ignored: string[];
}

/** Which of the table's required columns the file lacks, and which of its columns are not read. */
export function checkColumns(table: ExportTable, columns: readonly string[]): ColumnCheck {
  const specs = EXPORT_TABLES[table].columns as Record<string, ColumnSpec>;
  const have = new Set(columns);
  return {
    table,
    missing: Object.entries(specs).filter(([name, spec]) => spec.required && !have.has(name)).map(([name]) => name),
    ignored: columns.filter((c) => !(c in specs)),
  };
}

/** A value that does not fit its column: the row is reported (failed, with this reason), not the file. */
export class RowValueError extends Error {
  constructor(
    readonly column: string,
    readonly value: RawCell,
    reason: string,
  ) {
    super(`${column}: ${reason}`);
    this.name = 'RowValueError';
  }
}

const INTEGER = /^-?\d+$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?$/;

/**
 * A MySQL DATETIME as ISO 8601 UTC (WordPress and BuddyPress store these columns in GMT), null for
 * NULL and the zero date; anything else that is not a valid date is an error.
 */
export function legacyDateTime(value: string): string | null {
  if (value === '' || value.startsWith('0000-00-00')) return null;
  const m = DATETIME.exec(value);
  if (!m) throw new Error('not a date and time (YYYY-MM-DD HH:MM:SS)');
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    throw new Error('not a real date and time');
  }
  return back.toISOString();
}

function typedValue(column: string, spec: ColumnSpec, present: boolean, cell: RawCell): unknown {
  // Absent optional columns take their empty value.
  if (!present) return spec.type === 'text' ? '' : spec.type === 'flag' ? false : spec.type === 'datetime' ? null : spec.nullable ? null : 0;
  const isNull = cell === null || (cell === 'NULL' && (spec.nullable === true || spec.type !== 'text'));
  if (isNull) {
    if (spec.nullable || spec.type === 'datetime') return null;
    if (spec.type === 'flag') return false;
    throw new RowValueError(column, cell, 'NULL where the column may not be NULL');
  }
  const text = cell as string;
  switch (spec.type) {
    case 'text':
      return text;
    case 'datetime':
      try {
        return legacyDateTime(text.trim());
      } catch (error) {
        throw new RowValueError(column, cell, (error as Error).message);
      }
    case 'flag':
      if (text === '1' || text === '0' || text === '') return text === '1';
      throw new RowValueError(column, cell, 'not 0 or 1');
    case 'id':
    case 'int': {
      const trimmed = text.trim();
      if (!INTEGER.test(trimmed)) throw new RowValueError(column, cell, 'not an integer');
      const n = Number(trimmed);
      if (!Number.isSafeInteger(n)) throw new RowValueError(column, cell, 'out of range');
      if (spec.type === 'id' && n <= 0) throw new RowValueError(column, cell, 'not a positive id');
      return n;
    }
  }
}

/** A raw row as the table's typed row; throws RowValueError naming the first column that does not fit. */
export function typedRow<T extends ExportTable>(table: T, raw: Record<string, RawCell>): ExportRow<T> {
  const specs = EXPORT_TABLES[table].columns as Record<string, ColumnSpec>;
  const out: Record<string, unknown> = {};
  for (const [column, spec] of Object.entries(specs)) out[column] = typedValue(column, spec, Object.hasOwn(raw, column), raw[column] ?? null);
  return out as ExportRow<T>;
}

/** Writes one value as `mysql --batch` would (the generator's TSV, and tests of the parser). */
export function tsvField(value: string | number | boolean | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value).replace(/[\\\0\t\n]/g, (ch) => (ch === '\\' ? '\\\\' : ch === '\0' ? '\\0' : ch === '\t' ? '\\t' : '\\n'));
}

/** A TSV text with a header row, as `mysql --batch -e 'SELECT ...'` writes it. */
export function toTsv(columns: readonly string[], rows: Iterable<Record<string, string | number | boolean | null>>): string {
  const lines = [columns.join('\t')];
  for (const row of rows) lines.push(columns.map((c) => tsvField(row[c] ?? null)).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** JSON Lines, as `SELECT JSON_OBJECT(...)` through `mysql --batch --raw --skip-column-names` writes it. */
export function toJsonl(columns: readonly string[], rows: Iterable<Record<string, string | number | boolean | null>>): string {
  let out = '';
  for (const row of rows) out += `${JSON.stringify(Object.fromEntries(columns.map((c) => [c, typeof row[c] === 'boolean' ? Number(row[c]) : (row[c] ?? null)])))}\n`;
  return out;
}

/** What validating a whole export found: files missing, columns missing per file, unreadable files. */
export interface ExportProblems {
  /** Required files (for the items asked) not uploaded. */
  missingFiles: ExportTable[];
  /** Per file, the required columns it lacks. */
  missingColumns: Array<{ table: ExportTable; columns: string[] }>;
  /** Files that could not be parsed (the first error). */
  unreadable: Array<{ table: ExportTable; error: string }>;
}

/** The tables each migration item needs (docs/migration.md): groups bring their members, activities need the authors. */
export const TABLES_FOR_ITEM = {
  members: ['users'],
  groups: ['groups', 'group_members', 'users'],
  activities: ['activity', 'users'],
} as const satisfies Record<string, readonly ExportTable[]>;
export type MigrationItem = keyof typeof TABLES_FOR_ITEM;

/**
 * Checks the files' headers before a run starts: `headers` holds the column names of each
 * uploaded file (the first line of a TSV file, or the keys of the first JSON rows).
 */
export function checkExport(items: readonly MigrationItem[], headers: Partial<Record<ExportTable, readonly string[]>>): ExportProblems {
  const needed = new Set<ExportTable>(items.flatMap((i) => TABLES_FOR_ITEM[i]));
  const problems: ExportProblems = { missingFiles: [], missingColumns: [], unreadable: [] };
  for (const table of EXPORT_TABLE_NAMES) {
    const columns = headers[table];
    if (columns === undefined) {
      if (needed.has(table)) problems.missingFiles.push(table);
      continue;
    }
    const { missing } = checkColumns(table, columns);
    if (missing.length > 0) problems.missingColumns.push({ table, columns: missing });
  }
  return problems;
}

export const hasProblems = (p: ExportProblems): boolean => p.missingFiles.length + p.missingColumns.length + p.unreadable.length > 0;

/** Rows of key/value tables the migration reads (the rest is never exported: session tokens, capabilities...). */
export const EXPORTED_META_KEYS: Partial<Record<ExportTable, readonly string[]>> = {
  usermeta: ['description', 'first_name', 'last_name', 'nickname'],
  groupmeta: ['activity_feed_status'],
  activity_meta: ['_link_preview_data'],
};

/** The SELECT that exports a table (`prefix` is WordPress's table prefix), ordered by its first column. */
export function exportQuery(table: ExportTable, format: ExportFormat, prefix = 'wp_'): string {
  const columns = Object.keys(EXPORT_TABLES[table].columns);
  const from = `${prefix}${EXPORT_TABLES[table].source.replace(/^wp_/, '')}`;
  const keys = EXPORTED_META_KEYS[table];
  const where = keys ? ` WHERE meta_key IN (${keys.map((k) => `'${k}'`).join(', ')})` : '';
  const select = format === 'tsv' ? columns.join(', ') : `JSON_OBJECT(${columns.map((c) => `'${c}', ${c}`).join(', ')})`;
  return `SELECT ${select} FROM ${from}${where} ORDER BY ${columns[0]}`;
}

/** The shell command an operator runs for one table (docs/migration.md, "Export commands"). */
export function exportCommand(table: ExportTable, format: ExportFormat, prefix = 'wp_'): string {
  const flags = format === 'tsv' ? '--batch' : '--batch --raw --skip-column-names';
  return `mysql ${flags} --default-character-set=utf8mb4 "$DB" -e "${exportQuery(table, format, prefix)}" > ${table}.${format}`;
}
