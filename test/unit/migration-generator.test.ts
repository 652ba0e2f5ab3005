/**
 * The legacy export generator (scripts/migration/generate-export.ts, docs/migration.md "The
 * generator"): its files pass the export's validator in both formats, read back to the rows it
 * made, and hold every feature it promises, threaded as BuddyPress threads comments.
 */
import { describe, expect, it } from 'vitest';
import { columnsOf, exportText, generateLegacyExport } from '../../scripts/migration/generate-export.ts';
import { checkExport, EXPORT_TABLE_NAMES, hasProblems, parseExportFile, typedRow, type ExportTable } from '#features/migration/legacy-export/export-format.ts';

const data = generateLegacyExport({ seed: 7, members: 150, groups: 8, memberships: 300, activities: 160, comments: 220 });
const { features, tables } = data;

describe('the generated export', () => {
  it('is deterministic from its seed, and another seed gives another export', () => {
    const again = generateLegacyExport({ seed: 7, members: 150, groups: 8, memberships: 300, activities: 160, comments: 220 });
    expect(exportText(again, 'activity', 'tsv')).toBe(exportText(data, 'activity', 'tsv'));
    expect(exportText(generateLegacyExport({ seed: 8, members: 150 }), 'users', 'tsv')).not.toBe(exportText(data, 'users', 'tsv'));
  });

  it('has the sizes asked for', () => {
    expect(tables.users).toHaveLength(150);
    expect(tables.groups).toHaveLength(8);
    expect(tables.group_members).toHaveLength(300);
    expect(tables.activity.filter((a) => a.type === 'activity_update')).toHaveLength(160);
    expect(tables.activity.filter((a) => a.type === 'activity_comment')).toHaveLength(220);
  });

  it.each(['tsv', 'jsonl'] as const)('passes the validator as %s and reads back to the same rows', (format) => {
    const headers: Partial<Record<ExportTable, string[]>> = {};
    for (const table of EXPORT_TABLE_NAMES) {
      const parsed = parseExportFile(exportText(data, table, format), format);
      headers[table] = parsed.columns;
      if (format === 'tsv') expect(parsed.columns).toEqual(columnsOf(table));
      expect(parsed.rows.map((row) => typedRow(table, row))).toEqual(tables[table]);
    }
    expect(hasProblems(checkExport(['members', 'groups', 'activities'], headers))).toBe(false);
  });

  it('writes HTML, entities, emoji, mention links and escaped characters in activity content', () => {
    const content = (ids: number[]) => ids.map((id) => tables.activity.find((a) => a.id === id)?.content ?? '');
    expect(content(features.posts.withHtml).every((c) => /<p>.*<a href="https:\/\/example\.com\/[a-z]+\?a=1&amp;b=2">/s.test(c))).toBe(true);
    expect(content(features.posts.withEmoji).every((c) => /\p{Extended_Pictographic}/u.test(c))).toBe(true);
    expect(content(features.posts.withMentions).every((c) => /<a href='https:\/\/legacy\.example\.org\/members\/[a-z0-9]+\/' rel='nofollow'>@[a-z0-9]+<\/a>/.test(c))).toBe(true);
    expect(features.posts.withHtml.length * features.posts.withEmoji.length * features.posts.withMentions.length).toBeGreaterThan(0);
    const all = tables.activity.map((a) => a.content).join('');
    expect(all).toContain('\t');
    expect(all).toContain('\\');
    expect(all).toMatch(/&#8217;|&lt;/);
  });

  it('has deleted users: referenced by memberships, posts and comments, absent from wp_users', () => {
    const ids = new Set(tables.users.map((u) => u.ID));
    expect(features.deletedUserIds.length).toBeGreaterThan(0);
    expect(features.deletedUserIds.every((id) => !ids.has(id))).toBe(true);
    const deleted = new Set(features.deletedUserIds);
    expect(tables.group_members.filter((m) => deleted.has(m.user_id)).map((m) => m.id)).toEqual(features.memberships.deletedUsers.sort((a, b) => a - b));
    expect(tables.activity.some((a) => a.type === 'activity_update' && deleted.has(a.user_id))).toBe(true);
    expect(tables.activity.some((a) => a.type === 'activity_comment' && deleted.has(a.user_id))).toBe(true);
  });

  it('has members without email and two emails that differ only in case', () => {
    expect(features.membersWithoutEmail.length).toBeGreaterThan(0);
    expect(features.membersWithoutEmail.every((id) => tables.users.find((u) => u.ID === id)?.user_email === '')).toBe(true);
    const [a, b] = features.emailCaseTwins[0] ?? [0, 0];
    const email = (id: number) => tables.users.find((u) => u.ID === id)?.user_email ?? '';
    expect(email(a)).not.toBe(email(b));
    expect(email(a).toLowerCase()).toBe(email(b).toLowerCase());
  });

  it('has public, private and hidden groups, and memberships of every kind', () => {
    for (const status of ['public', 'private', 'hidden'] as const) {
      expect(features.groupsByStatus[status].length).toBeGreaterThan(0);
      expect(features.groupsByStatus[status].every((id) => tables.groups.find((g) => g.id === id)?.status === status)).toBe(true);
    }
    const byId = new Map(tables.group_members.map((m) => [m.id, m]));
    const rows = (ids: number[]) => ids.map((id) => byId.get(id)!);
    expect(rows(features.memberships.invitations).every((m) => !m.is_confirmed && m.invite_sent)).toBe(true);
    expect(rows(features.memberships.requests).every((m) => !m.is_confirmed && !m.invite_sent)).toBe(true);
    expect(rows(features.memberships.banned).every((m) => m.is_confirmed && m.is_banned)).toBe(true);
    expect(rows(features.memberships.admins).every((m) => m.is_admin)).toBe(true);
    expect(rows(features.memberships.mods).every((m) => m.is_mod && !m.is_admin)).toBe(true);
    for (const kind of ['invitations', 'requests', 'banned', 'admins', 'mods'] as const) expect(features.memberships[kind].length, kind).toBeGreaterThan(0);
    // Each group's creator is its admin, and nobody is in a group twice.
    for (const g of tables.groups) expect(tables.group_members.some((m) => m.group_id === g.id && m.user_id === g.creator_id && m.is_admin)).toBe(true);
    expect(new Set(tables.group_members.map((m) => `${m.group_id}#${m.user_id}`)).size).toBe(tables.group_members.length);
  });

  it('has activity types that are not migrated, and spam', () => {
    const types = new Set(tables.activity.map((a) => a.type));
    for (const type of ['new_member', 'joined_group', 'created_group', 'friendship_created', 'new_avatar', 'updated_profile', 'new_blog_post']) expect(types).toContain(type);
    expect(Object.values(features.skippedTypes).reduce((x, y) => x + y, 0)).toBe(tables.activity.filter((a) => !['activity_update', 'activity_comment'].includes(a.type)).length);
    expect(features.posts.spam.length).toBeGreaterThan(0);
    expect(features.posts.spam.every((id) => tables.activity.find((a) => a.id === id)?.is_spam)).toBe(true);
  });

  it('threads comments as BuddyPress does: item_id the root activity, secondary_item_id the parent', () => {
    const byId = new Map(tables.activity.map((a) => [a.id, a]));
    const comments = tables.activity.filter((a) => a.type === 'activity_comment');
    for (const c of comments) {
      const root = byId.get(c.item_id)!;
      const parent = byId.get(c.secondary_item_id!)!;
      expect(root.type).not.toBe('activity_comment');
      expect(parent.id === root.id || (parent.type === 'activity_comment' && parent.item_id === root.id)).toBe(true);
      // Later than its parent, so a greater id (ids follow time).
      expect(c.id).toBeGreaterThan(parent.id);
      expect(Date.parse(c.date_recorded!)).toBeGreaterThan(Date.parse(parent.date_recorded!));
      // Nested sets: a comment lies inside its parent's interval.
      if (parent.id !== root.id) expect(c.mptt_left > parent.mptt_left && c.mptt_right < parent.mptt_right).toBe(true);
      expect(root.mptt_left).toBe(1);
    }
    const depth = (id: number): number => (byId.get(id)!.type === 'activity_comment' ? 1 + depth(byId.get(id)!.secondary_item_id!) : 0);
    expect(features.comments.topLevel.every((id) => depth(id) === 1)).toBe(true);
    expect(features.comments.replies.every((id) => depth(id) === 2)).toBe(true);
    expect(features.comments.deepReplies.every((id) => depth(id) === 3)).toBe(true);
    for (const kind of ['topLevel', 'replies', 'deepReplies', 'onSkipped', 'repeatedText'] as const) expect(features.comments[kind].length, kind).toBeGreaterThan(0);
    expect(features.comments.onSkipped.every((id) => !['activity_update'].includes(byId.get(byId.get(id)!.item_id)!.type))).toBe(true);
    // A root's mptt_right closes its whole tree: 2 x comments + 2.
    for (const root of tables.activity.filter((a) => a.mptt_left === 1)) {
      expect(root.mptt_right).toBe(2 * comments.filter((c) => c.item_id === root.id).length + 2);
    }
  });

  it('writes NULL and 0 in secondary_item_id of activities that are not comments, as BuddyPress rows hold both', () => {
    const others = tables.activity.filter((a) => a.type !== 'activity_comment').map((a) => a.secondary_item_id);
    expect(others).toContain(null);
    expect(others).toContain(0);
    expect(exportText(data, 'activity', 'tsv')).toMatch(/\tNULL\t/);
  });

  it('adds avatar and cover files in BuddyPress folders, as real images', () => {
    const paths = data.files.map((f) => f.path);
    expect(paths.some((p) => /^avatars\/\d+\/[0-9a-f]+-bpfull\.png$/.test(p))).toBe(true);
    expect(paths.some((p) => /^group-avatars\/\d+\/[0-9a-f]+-bpfull\.png$/.test(p))).toBe(true);
    expect(paths.some((p) => /^buddypress\/members\/\d+\/cover-image\/[0-9a-f]+-bp-cover-image\.png$/.test(p))).toBe(true);
    expect(paths.some((p) => /^buddypress\/groups\/\d+\/cover-image\//.test(p))).toBe(true);
    expect([...(data.files[0]?.bytes.slice(0, 8) ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(generateLegacyExport({ files: false }).files).toEqual([]);
  });
});
