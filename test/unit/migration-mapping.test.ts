/**
 * The migration's pure rules (docs/migration.md, "Mapping"): privacy, roles, membership statuses,
 * usernames, names and dates (features/migration/legacy-export/mapping.ts); the export read as a stream and
 * joined with its key/value files (features/migration/legacy-export/export-stream.ts); and which chunk failures
 * the state machine retries (features/migration/chunk-errors.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '#features/members/accounts.ts';
import { chunkFailure, isThrottling } from '#features/migration/chunk-errors.ts';
import { THROTTLING_ERROR } from '#features/migration/legacy-export/chunks.ts';
import { ExportFormatError, toTsv } from '#features/migration/legacy-export/export-format.ts';
import { MetaJoin, orderGuard, tableRows } from '#features/migration/legacy-export/export-stream.ts';
import { cleanText, displayNameOf, membershipStatusOf, migratedTime, restrictedPostOnly, spacePrivacyOf, spaceRoleOf, usernameCandidates, websiteOf } from '#features/migration/legacy-export/mapping.ts';

async function* linesOf(text: string): AsyncGenerator<string> {
  yield* text.split('\n').filter((l, i, all) => l !== '' || i < all.length - 1);
}
const collect = async <T>(it: AsyncIterable<T>): Promise<T[]> => {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
};

describe('groups to spaces', () => {
  it.each([
    ['public', 'public'],
    ['private', 'private'],
    ['hidden', 'secret'],
    ['Hidden ', 'secret'],
    ['members-only', 'private'],
    ['', 'private'],
  ])('status %j becomes privacy %s', (status, privacy) => {
    expect(spacePrivacyOf(status)).toBe(privacy);
  });

  it('makes posting restricted when only admins or mods may post', () => {
    expect([restrictedPostOnly('admins'), restrictedPostOnly('mods'), restrictedPostOnly('members'), restrictedPostOnly(undefined)]).toEqual([true, true, false, false]);
  });
});

describe('group members to space members', () => {
  const row = { is_admin: false, is_mod: false, is_confirmed: true, is_banned: false, invite_sent: false };

  it('maps admin over mod over member', () => {
    expect(spaceRoleOf({ ...row, is_admin: true, is_mod: true })).toBe('admin');
    expect(spaceRoleOf({ ...row, is_mod: true })).toBe('moderator');
    expect(spaceRoleOf(row)).toBe('member');
  });

  it.each([
    ['a confirmed member', row, { status: 'active' }],
    ['a banned member', { ...row, is_banned: true }, { status: 'banned' }],
    ['a request to join', { ...row, is_confirmed: false }, { status: 'pending' }],
    ['an invitation never accepted', { ...row, is_confirmed: false, invite_sent: true }, { skip: 'invitation' }],
    ['an accepted invitation', { ...row, invite_sent: true }, { status: 'active' }],
  ])('%s', (_name, member, expected) => {
    expect(membershipStatusOf(member)).toEqual(expected);
  });
});

describe('usernames', () => {
  it('keeps a login that fits, then offers it with the legacy id', () => {
    expect(usernameCandidates('ana.smith_1', 42)).toEqual(['ana.smith_1', 'ana.smith_1-42']);
  });

  it('takes accents off and drops what the pattern refuses', () => {
    expect(usernameCandidates('Zoë Müller@home', 7)).toEqual(['ZoeMullerhome', 'ZoeMullerhome-7']);
  });

  it('suffixes a login too short at once, and names one with nothing left by its id', () => {
    expect(usernameCandidates('李', 9)).toEqual(['member-9']);
    expect(usernameCandidates('a!', 9)).toEqual(['a-9']);
  });

  it('always answers usernames the account rules accept', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (login, id) => {
        const candidates = usernameCandidates(login, id);
        expect(candidates.length).toBeGreaterThan(0);
        for (const u of candidates) expect(u).toMatch(USERNAME_PATTERN);
      }),
    );
  });
});

describe('names, websites and dates', () => {
  it('display name: WordPress display name, else nickname, else username; cut at 100 whole characters', () => {
    expect(displayNameOf('  Ana   Smith ', 'ana', 'ana1')).toBe('Ana Smith');
    expect(displayNameOf('', 'Nick', 'ana1')).toBe('Nick');
    expect(displayNameOf(' ', undefined, 'ana1')).toBe('ana1');
    expect([...displayNameOf('👍'.repeat(150), undefined, 'x')]).toHaveLength(100);
    expect(cleanText(`${'a'.repeat(99)}🏃‍♀️`, 100)).toBe(`${'a'.repeat(99)}🏃`);
  });

  it('keeps only http(s) websites', () => {
    expect([websiteOf(' https://a.example/x '), websiteOf('javascript:alert(1)'), websiteOf('not a url'), websiteOf('')]).toEqual(['https://a.example/x', '', '', '']);
  });

  it('keeps legacy dates with preserve_dates, else orders by legacy id from the run start', () => {
    const start = '2026-01-01T00:00:00.000Z';
    expect(migratedTime('2021-05-06T07:08:09.000Z', 5, start, true)).toBe('2021-05-06T07:08:09.000Z');
    expect(migratedTime('2021-05-06T07:08:09.000Z', 5, start, false)).toBe('2026-01-01T00:00:00.005Z');
    expect(migratedTime(null, 1500, start, true)).toBe('2026-01-01T00:00:01.500Z');
  });
});

describe('the export as a stream', () => {
  const users = toTsv(['ID', 'user_login', 'user_email', 'display_name', 'user_registered'], [
    { ID: 1, user_login: 'a', user_email: 'a@x', display_name: 'A', user_registered: '2021-01-01 00:00:00' },
    { ID: 2, user_login: 'b', user_email: 'b@x', display_name: 'B', user_registered: 'yesterday' },
    { ID: 4, user_login: 'c', user_email: 'c@x', display_name: 'C', user_registered: '2021-01-02 00:00:00' },
  ]);

  it('reads typed rows, and a row whose value does not fit as a failure of that row only', async () => {
    const rows = await collect(tableRows('users', 'tsv', linesOf(users)));
    expect(rows.map((r) => ('row' in r ? r.row.ID : `line ${r.line}: ${r.error.message}`))).toEqual([1, 'line 3: user_registered: not a date and time (YYYY-MM-DD HH:MM:SS)', 4]);
  });

  it('refuses a row with another number of fields, naming its line', async () => {
    await expect(collect(tableRows('users', 'tsv', linesOf(`${users}5\tx\n`)))).rejects.toThrow(ExportFormatError);
    await expect(collect(tableRows('users', 'tsv', linesOf(`${users}5\tx\n`)))).rejects.toThrow(/line 5/);
  });

  it('joins a key/value file by merging in id order: orphans passed over, unread keys left out', async () => {
    const meta = [
      { user_id: 1, meta_key: 'first_name', meta_value: 'Ann' },
      { user_id: 1, meta_key: 'wp_capabilities', meta_value: 'a:0:{}' },
      { user_id: 3, meta_key: 'first_name', meta_value: 'Orphan' },
      { user_id: 4, meta_key: 'description', meta_value: null },
      { user_id: 4, meta_key: 'last_name', meta_value: 'Cee' },
    ];
    const join = new MetaJoin('usermeta', tableRows('usermeta', 'jsonl', linesOf(meta.map((m) => JSON.stringify(m)).join('\n'))), new Set(['first_name', 'last_name', 'description']));
    expect([await join.of(1), await join.of(2), await join.of(4), await join.of(9)]).toEqual([{ first_name: 'Ann' }, {}, { description: '', last_name: 'Cee' }, {}]);
  });

  it('refuses a table whose ids are not strictly increasing, naming the line', () => {
    const guard = orderGuard('groups', true);
    guard(1, 2);
    guard(3, 3);
    expect(() => guard(3, 4)).toThrow(/line 4: groups: rows must be in id order/);
  });

  it('refuses a key/value file out of order', async () => {
    const meta = [2, 1].map((id) => JSON.stringify({ user_id: id, meta_key: 'first_name', meta_value: 'x' })).join('\n');
    const join = new MetaJoin('usermeta', tableRows('usermeta', 'jsonl', linesOf(meta)), new Set(['first_name']));
    await expect(join.of(5)).rejects.toThrow(/line 2: usermeta: rows must be in user_id order/);
  });
});

describe('chunk failures the state machine retries', () => {
  const named = (name: string, extra: object = {}) => Object.assign(new Error('x'), { name, ...extra });

  it.each(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'TransactionConflictException', THROTTLING_ERROR])('%s becomes ThrottlingError', (name) => {
    const mapped = chunkFailure(named(name)) as Error;
    expect(mapped.name).toBe(THROTTLING_ERROR);
  });

  it('a transaction cancelled by a conflict is throttling; one cancelled by a condition is not', () => {
    expect(isThrottling(named('TransactionCanceledException', { CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }] }))).toBe(true);
    expect(isThrottling(named('TransactionCanceledException', { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }))).toBe(false);
  });

  it('fails other errors as they are (a bad chunk fails the same way again)', () => {
    const bug = new SyntaxError('Unexpected token');
    expect(chunkFailure(bug)).toBe(bug);
    expect(chunkFailure(named('ValidationException'))).toHaveProperty('name', 'ValidationException');
  });
});
