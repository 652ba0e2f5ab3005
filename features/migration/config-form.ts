/**
 * GET /migrations/legacy-platform/config's answer (docs/migration.md, "Endpoints"): the upload's
 * files and their columns, the items with real counts, the options, and the warnings an
 * administrator reads before starting. Pure: the count and the bucket's listing in, shapes out.
 */
import { checkColumns, EXPORT_TABLE_NAMES, EXPORT_TABLES, TABLES_FOR_ITEM, type ExportTable } from '#features/migration/legacy-export/export-format.ts';
import type { ExportTally } from '#features/migration/export-count.ts';
import type { FileState } from '#features/migration/export-files.ts';
import { DEFAULT_OPTIONS } from '#features/migration/run.ts';
import type { EstimatedItems } from '#features/migration/status-forms.ts';
import type { ImageSummary } from '#features/migration/legacy-export/image-files.ts';

/** The counts config shows (and GET /migrations' estimated_items come from). */
export interface ExportCounts {
  members: number;
  groups: number;
  memberships: number;
  posts: number;
  comments: number;
  spam: number;
  /** Activity types that are not migrated, by type. */
  skipped_activities: Record<string, number>;
}

const MIGRATED_TYPES = new Set(['activity_update', 'activity_comment']);

export function exportCounts(tally: ExportTally): ExportCounts {
  const types = tally.activity_types;
  return {
    members: tally.rows.users ?? 0,
    groups: tally.rows.groups ?? 0,
    memberships: tally.rows.group_members ?? 0,
    posts: types['activity_update'] ?? 0,
    comments: types['activity_comment'] ?? 0,
    spam: tally.spam,
    skipped_activities: Object.fromEntries(Object.entries(types).filter(([type]) => !MIGRATED_TYPES.has(type)).sort(([a], [b]) => a.localeCompare(b))),
  };
}

export const estimatedItems = (counts: ExportCounts | undefined): EstimatedItems =>
  counts ? { groups: counts.groups, members: counts.members, activities: counts.posts + counts.comments } : { groups: 0, members: 0, activities: 0 };

export interface Warning {
  code: string;
  message: string;
  count: number;
}

const list = (entries: Array<[string, number]>) => entries.map(([name, n]) => `${name} (${n})`).join(', ');

function warningsOf(files: readonly FileState[], tally: ExportTally, images: ImageSummary | null): Warning[] {
  const present = new Set(files.filter((f) => f.object).map((f) => f.file.table));
  const counts = exportCounts(tally);
  const skippedTypes = Object.entries(counts.skipped_activities);
  const missingRequired = EXPORT_TABLE_NAMES.filter((t) => EXPORT_TABLES[t].file === 'required' && !present.has(t));
  const missingOptional = EXPORT_TABLE_NAMES.filter((t) => EXPORT_TABLES[t].file === 'optional' && !present.has(t));
  const ignoredColumns = EXPORT_TABLE_NAMES.flatMap((t) => {
    const ignored = tally.columns[t] ? checkColumns(t, tally.columns[t]).ignored : [];
    return ignored.length > 0 ? [[t, ignored] as const] : [];
  });
  const unreadable = Object.entries(tally.unreadable);
  const all: Warning[] = [
    {
      code: 'missing_file',
      message: `Not uploaded: ${missingRequired.map((t) => `${t} (${EXPORT_TABLES[t].source})`).join(', ')}. Items that need them cannot start.`,
      count: missingRequired.length,
    },
    { code: 'unreadable_file', message: `Files that cannot be read: ${unreadable.map(([t, e]) => `${t}: ${e}`).join('; ')}. A run stops on them.`, count: unreadable.length },
    {
      code: 'unmapped_activity_types',
      message: `Activity types that are not migrated (only activity_update and activity_comment are): ${list(skippedTypes)}.`,
      count: skippedTypes.reduce((n, [, c]) => n + c, 0),
    },
    { code: 'members_without_email', message: 'Members without an email are not created; their posts and comments go to a "Former member" account.', count: tally.without_email },
    { code: 'deleted_users', message: 'User ids referenced by groups, memberships or activity but absent from users: their content goes to a "Former member" account, their memberships are skipped.', count: tally.deleted_users },
    { code: 'invitations', message: 'Group invitations never accepted are not migrated.', count: tally.invitations },
    { code: 'email_matches_existing', message: 'Members whose email belongs to an existing account are linked to it; the account is not changed.', count: tally.existing_emails },
    { code: 'missing_optional_file', message: `Optional files not uploaded: ${missingOptional.join(', ')}. What they carry (profile fields, feed settings, link previews) is left out.`, count: missingOptional.length },
    { code: 'ignored_columns', message: `Columns that are not read: ${ignoredColumns.map(([t, c]) => `${t}: ${c.join(', ')}`).join('; ')}.`, count: ignoredColumns.reduce((n, [, c]) => n + c.length, 0) },
    { code: 'unreadable_image', message: 'Files in the avatar and cover folders that are not images by their name; a file whose bytes are not an accepted image is skipped.', count: images?.not_images ?? 0 },
    { code: 'ignored_uploads', message: 'Files under uploads/ outside the avatar and cover folders are not read.', count: images?.ignored ?? 0 },
  ];
  return all.filter((w) => w.count > 0);
}

export interface ConfigInput {
  uploadId: string | null;
  files: readonly FileState[];
  tally: ExportTally;
  complete: boolean;
  images: ImageSummary | null;
}

/** The spec's config (files, items, counts, options, warnings). */
export function configForm({ uploadId, files, tally, complete, images }: ConfigInput) {
  const counts = exportCounts(tally);
  const present = new Set(files.filter((f) => f.object).map((f) => f.file.table));
  const ready = (item: keyof typeof TABLES_FOR_ITEM) => TABLES_FOR_ITEM[item].every((t) => present.has(t));
  const needs = (item: keyof typeof TABLES_FOR_ITEM) => (ready(item) ? '' : ` Needs ${TABLES_FOR_ITEM[item].filter((t) => !present.has(t)).join(', ')}.`);
  return {
    upload_id: uploadId,
    files: Object.fromEntries(
      files.map(({ file, object }) => {
        const columns = tally.columns[file.table] ?? [];
        const check = checkColumns(file.table, columns);
        return [file.table, { format: file.format, size: object?.size ?? file.size, uploaded: object !== null, columns, missing_columns: object ? check.missing : [], ignored_columns: check.ignored }];
      }),
    ) as Partial<Record<ExportTable, unknown>>,
    available_items: {
      members: { label: 'Members', count: counts.members, description: `Accounts from wp_users with their profile fields, linked to existing accounts by email.${needs('members')}` },
      groups: { label: 'Groups', count: counts.groups, description: `Groups become spaces (public, private or secret) with their ${counts.memberships} memberships.${needs('groups')}` },
      activities: {
        label: 'Activities',
        count: counts.posts + counts.comments,
        description: `${counts.posts} posts and ${counts.comments} comments; other activity types and spam are not migrated.${needs('activities')}`,
      },
    },
    counts,
    counts_complete: complete,
    ...(images ? { images: { member_avatars: images.member_avatars, group_avatars: images.group_avatars, member_covers: images.member_covers, group_covers: images.group_covers } } : {}),
    options: { ...DEFAULT_OPTIONS },
    warnings: uploadId === null ? [{ code: 'no_upload', message: 'No export uploaded yet: request upload URLs with POST /migrations/legacy-platform/uploads.', count: 0 }] : warningsOf(files, tally, images),
  };
}

/** The original platform's config fields (fc-shapes-2 §4.3), for its clients. */
export const originalConfigFields = (counts: ExportCounts, hasPrevious: boolean) => ({
  // The original lists each legacy group to place in a space group (config{bpGroupId: spaceGroupId}); an export's
  // groups are read only by the run, which places them itself (docs/wordpress-compat.md): none to list.
  groupItems: [] as never[],
  featureConfig: { has_groups: counts.groups > 0 },
  stats: { groups: counts.groups, total_posts: counts.posts, total_comments: counts.comments, total_reactions: 0, total_community_users: counts.members },
  has_previous: hasPrevious,
});
