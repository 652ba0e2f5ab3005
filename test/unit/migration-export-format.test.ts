/**
 * The legacy export's formats (features/migration/legacy-export/export-format.ts, docs/migration.md "The export"):
 * `mysql --batch` TSV with its escapes and NULLs, JSON Lines, the required columns per table.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkColumns,
  checkExport,
  EXPORT_TABLE_NAMES,
  exportCommand,
  ExportFormatError,
  formatOfFile,
  hasProblems,
  legacyDateTime,
  parseJsonl,
  parseTsv,
  parseTsvLine,
  RowValueError,
  toJsonl,
  toTsv,
  tsvField,
  typedRow,
} from '#features/migration/legacy-export/export-format.ts';

describe('mysql --batch lines', () => {
  it('reads the client escapes: \\t \\n \\\\ \\0, and those of INTO OUTFILE', () => {
    expect(parseTsvLine('a\\tb\tc\\nd\te\\\\f\tg\\0h')).toEqual(['a\tb', 'c\nd', 'e\\f', 'g\0h']);
    expect(parseTsvLine('x\\ry\\Zz\\bw')).toEqual(['x\ry\x1az\bw']);
  });

  it('keeps a raw CR (the client does not escape it) and empty fields', () => {
    expect(parseTsvLine('a\r\\nb\t\t')).toEqual(['a\r\nb', '', '']);
  });

  it('reads \\N as NULL and leaves the bare word NULL to the column', () => {
    expect(parseTsvLine('\\N\tNULL\t\\\\N')).toEqual([null, 'NULL', '\\N']);
  });

  it('refuses a backslash cut at the end of the line', () => {
    expect(() => parseTsvLine('abc\\', 7)).toThrow(/line 7/);
  });

  // About 1 s alone, 5 s on a loaded machine (fast-check's binary strings): a timeout for the load, not for the work.
  it('reads back whatever tsvField writes (any text, emoji and control characters)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('\\', '\t', '\n', '\0', '\r', '\\N', '🎉', 'NULL'))), (values) => {
        fc.pre(values.length > 0);
        expect(parseTsvLine(values.map(tsvField).join('\t'))).toEqual(values);
      }),
    );
  }, 30_000);
});

describe('whole files', () => {
  const activityColumns = ['id', 'user_id', 'component', 'type', 'content', 'item_id', 'secondary_item_id', 'date_recorded', 'is_spam'];

  it('parses a TSV file by its header and types its rows', () => {
    const text = `${activityColumns.join('\t')}\n7\t3\tgroups\tactivity_update\t<p>Hi\\n<b>all</b> 🎉</p>\t2\tNULL\t2021-03-04 05:06:07\t0\n`;
    const parsed = parseTsv(text);
    expect(parsed.columns).toEqual(activityColumns);
    const row = typedRow('activity', parsed.rows[0] ?? {});
    expect(row).toMatchObject({ id: 7, user_id: 3, type: 'activity_update', content: '<p>Hi\n<b>all</b> 🎉</p>', item_id: 2, secondary_item_id: null, is_spam: false });
    expect(row.date_recorded).toBe('2021-03-04T05:06:07.000Z');
    // Optional columns absent from the file take their empty values.
    expect(row).toMatchObject({ action: '', hide_sitewide: false, mptt_left: 0 });
  });

  it('refuses a row with the wrong number of fields, naming its line', () => {
    expect(() => parseTsv('a\tb\n1\t2\n3\n')).toThrow(ExportFormatError);
    expect(() => parseTsv('a\tb\n1\t2\n3\n')).toThrow(/line 3: 1 fields where the header has 2/);
  });

  it('refuses an empty file and a header with a repeated or empty name', () => {
    expect(() => parseTsv('')).toThrow(/empty/);
    expect(() => parseTsv('id\tid\n')).toThrow(/twice/);
    expect(() => parseTsv('id\t\tname\n')).toThrow(/empty column/);
  });

  it('parses JSON Lines: numbers, strings, nulls and booleans; blank lines skipped', () => {
    const text = '{"id":1,"user_id":2,"content":"a\\tb","secondary_item_id":null,"is_spam":false}\n\n{"id":"3","extra":true}\n';
    const parsed = parseJsonl(text);
    expect(parsed.columns).toEqual(['id', 'user_id', 'content', 'secondary_item_id', 'is_spam', 'extra']);
    expect(parsed.rows[0]).toEqual({ id: '1', user_id: '2', content: 'a\tb', secondary_item_id: null, is_spam: '0' });
    expect(() => parseJsonl('[1,2]\n')).toThrow(/JSON object/);
    expect(() => parseJsonl('{"a":{"b":1}}\n')).toThrow(/column a/);
    expect(() => parseJsonl('{"a":1}\n{oops\n')).toThrow(/line 2: not JSON/);
  });

  it('the two writers give the same typed rows', () => {
    const columns = ['activity_id', 'meta_key', 'meta_value'];
    const rows = [
      { activity_id: 1, meta_key: 'k', meta_value: 'tab\there\nnewline \\ NULL' },
      { activity_id: 2, meta_key: 'n', meta_value: null },
    ];
    const fromTsv = parseTsv(toTsv(columns, rows)).rows.map((r) => typedRow('activity_meta', r));
    const fromJson = parseJsonl(toJsonl(columns, rows)).rows.map((r) => typedRow('activity_meta', r));
    expect(fromTsv).toEqual(rows);
    expect(fromJson).toEqual(rows);
  });
});

describe('typed values', () => {
  it('a bare NULL is NULL where the column may be NULL, text where it may not', () => {
    const base = { id: '1', user_id: '1', component: 'activity', type: 'activity_update', item_id: '0', date_recorded: '2020-01-01 00:00:00', is_spam: '0' };
    expect(typedRow('activity', { ...base, content: 'NULL', secondary_item_id: 'NULL' })).toMatchObject({ content: 'NULL', secondary_item_id: null });
    expect(() => typedRow('activity', { ...base, content: 'x', secondary_item_id: '0', item_id: 'NULL' })).toThrow(/item_id: NULL/);
  });

  it('names the column of a value that does not fit', () => {
    const row = { ID: 'abc', user_login: 'a', user_email: 'a@x', display_name: 'A', user_registered: '2020-01-01 00:00:00' };
    expect(() => typedRow('users', row)).toThrow(RowValueError);
    expect(() => typedRow('users', row)).toThrow(/ID: not an integer/);
    expect(() => typedRow('users', { ...row, ID: '0' })).toThrow(/positive/);
    expect(() => typedRow('users', { ...row, ID: '1', user_registered: '2020-02-30 00:00:00' })).toThrow(/user_registered/);
    expect(() => typedRow('group_members', { id: '1', group_id: '1', user_id: '1', is_admin: '2' })).toThrow(/is_admin: not 0 or 1/);
  });

  it('reads DATETIME as UTC; the zero date is null', () => {
    expect(legacyDateTime('2019-12-31 23:59:59')).toBe('2019-12-31T23:59:59.000Z');
    expect(legacyDateTime('0000-00-00 00:00:00')).toBeNull();
    expect(() => legacyDateTime('yesterday')).toThrow();
  });
});

describe('columns and files before a run', () => {
  it('names the required columns a file lacks and the columns it does not read', () => {
    expect(checkColumns('group_members', ['id', 'group_id', 'user_id', 'is_admin', 'date_modified', 'comments'])).toEqual({
      table: 'group_members',
      missing: ['is_mod', 'is_confirmed', 'is_banned', 'invite_sent'],
      ignored: ['comments'],
    });
  });

  it('requires the files of the items asked for, and only those', () => {
    const users = ['ID', 'user_login', 'user_email', 'display_name', 'user_registered'];
    const members = checkExport(['members'], { users });
    expect(hasProblems(members)).toBe(false);
    const groups = checkExport(['members', 'groups'], { users, groups: ['id', 'name'] });
    expect(groups.missingFiles).toEqual(['group_members']);
    expect(groups.missingColumns).toEqual([{ table: 'groups', columns: ['creator_id', 'slug', 'description', 'status', 'date_created'] }]);
    // An optional file that is present is checked too.
    expect(checkExport(['members'], { users, usermeta: ['user_id'] }).missingColumns).toEqual([{ table: 'usermeta', columns: ['meta_key', 'meta_value'] }]);
  });

  it('knows a file by its name', () => {
    expect(formatOfFile('activity.tsv')).toEqual({ table: 'activity', format: 'tsv' });
    expect(formatOfFile('group_members.jsonl')).toEqual({ table: 'group_members', format: 'jsonl' });
    expect(formatOfFile('activity.csv')).toBeNull();
  });
});

describe('the export commands of docs/migration.md', () => {
  const doc = readFileSync(new URL('../../docs/migration.md', import.meta.url), 'utf8');

  it.each(['tsv', 'jsonl'] as const)('are exactly exportCommand for every table (%s)', (format) => {
    for (const table of EXPORT_TABLE_NAMES) expect(doc, table).toContain(exportCommand(table, format));
  });

  it('follow the table prefix', () => {
    expect(exportCommand('groups', 'tsv', 'wp_3_')).toContain('FROM wp_3_bp_groups ORDER BY id');
    expect(exportCommand('users', 'jsonl', 'site_')).toContain('FROM site_users ORDER BY ID');
  });
});
