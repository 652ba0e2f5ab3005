/**
 * What the migration routes answer (docs/openapi.md, docs/migration.md "Endpoints"): the source,
 * the runs in their running and finished forms (features/migration/status-forms.ts), the
 * upload's config (config-form.ts) and the presigned upload URLs (uploads.ts).
 */
import * as z from 'zod';
import { CHUNK_KINDS, STEPS } from '#features/migration/legacy-export/chunks.ts';
import { EXPORT_TABLE_NAMES } from '#features/migration/legacy-export/export-format.ts';
import { MIGRATION_ITEMS, SOURCE_ALIAS, SOURCE_ID } from '#features/migration/status-forms.ts';

const isoDateTime = z.string().meta({ description: 'ISO 8601 date and time (UTC)' });
const count = z.number().int();
const perKind = <T extends z.ZodType>(value: T) => z.strictObject(Object.fromEntries(CHUNK_KINDS.map((k) => [k, value])) as Record<(typeof CHUNK_KINDS)[number], T>);

/** The original platform's stage names (originalStage). */
const currentStage = z.enum(['groups', 'group_members', 'posts', 'users', 'completed']);

const MigrationOptions = z.strictObject({ migrate_avatars: z.boolean(), migrate_cover_images: z.boolean(), preserve_dates: z.boolean(), skip_existing: z.boolean() });

const runFields = {
  id: z.string(),
  started_at: isoDateTime.nullable(),
  items_to_migrate: z.array(z.enum(MIGRATION_ITEMS)),
  current_step: z.enum(STEPS),
  progress: perKind(z.strictObject({ total: count, completed: count, percentage: count })),
  rate: z.number().meta({ description: 'Items per second over the run.' }),
  attempt: count,
  options: MigrationOptions,
};

/** runningForm: a run in progress. */
const RunningMigration = z
  .strictObject({ ...runFields, status: z.literal('in_progress'), estimated_time_remaining: z.string() })
  .meta({ id: 'RunningMigration' });

/** finishedForm: a completed (or, in the history, failed) run; `errors` only where the chunk records were read (GET status). */
const FinishedMigration = z
  .strictObject({
    ...runFields,
    status: z.enum(['completed', 'failed']),
    completed_at: isoDateTime.nullable(),
    duration: count.meta({ description: 'Seconds.' }),
    results: perKind(z.strictObject({ total: count, migrated: count, skipped: count, failed: count })),
    skipped_reasons: perKind(z.record(z.string(), count)),
    errors: z.array(z.strictObject({ item: z.enum(CHUNK_KINDS), id: count, error: z.string() })).optional(),
    errors_total: count,
    error: z.strictObject({ step: z.enum(STEPS), completed: count, total: count, cause: z.string().optional() }).optional().meta({ description: 'Why a failed run stopped.' }),
  })
  .meta({ id: 'FinishedMigration' });

/** GET /migrations: the one source and the recent runs. */
export const migrationsResponse = z.strictObject({
  migrations: z.array(
    z.strictObject({
      id: z.literal(SOURCE_ID),
      key: z.literal(SOURCE_ALIAS),
      name: z.string(),
      title: z.string(),
      description: z.string(),
      logo: z.null(),
      status: z.enum(['available', 'in_progress', 'completed']),
      is_installed: z.boolean(),
      supported_items: z.array(z.enum(MIGRATION_ITEMS)),
      estimated_items: z.strictObject({ groups: count, members: count, activities: count }),
    }),
  ),
  history: z.array(z.union([RunningMigration, FinishedMigration])),
});

const exportCounts = z.strictObject({
  members: count,
  groups: count,
  memberships: count,
  posts: count,
  comments: count,
  spam: count,
  skipped_activities: z.record(z.string(), count),
});

const availableItem = z.strictObject({ label: z.string(), count, description: z.string() });

/** GET /migrations/{source}/config: the upload's files, items, counts, options and warnings, with the original's fields. */
export const configResponse = z.strictObject({
  config: z.strictObject({
    upload_id: z.string().nullable(),
    files: z.partialRecord(
      z.enum(EXPORT_TABLE_NAMES),
      z.strictObject({
        format: z.enum(['tsv', 'jsonl']),
        size: count,
        uploaded: z.boolean(),
        columns: z.array(z.string()),
        missing_columns: z.array(z.string()),
        ignored_columns: z.array(z.string()),
      }),
    ),
    available_items: z.strictObject({ members: availableItem, groups: availableItem, activities: availableItem }),
    counts: exportCounts,
    counts_complete: z.boolean(),
    images: z.strictObject({ member_avatars: count, group_avatars: count, member_covers: count, group_covers: count }).optional(),
    options: MigrationOptions,
    warnings: z.array(z.strictObject({ code: z.string(), message: z.string(), count })),
  }),
  groupItems: z.array(z.never()).describe("The original's legacy groups to place in space groups: none listed here (the run places them)."),
  featureConfig: z.strictObject({ has_groups: z.boolean() }),
  stats: z.strictObject({ groups: count, total_posts: count, total_comments: count, total_reactions: count, total_community_users: count }),
  has_previous: z.boolean(),
  current_status: z.strictObject({ current_stage: currentStage }),
});

/** POST /migrations/{source}/uploads: one presigned PUT per file. */
export const uploadsResponse = z.strictObject({
  upload_id: z.string(),
  expires_at: isoDateTime,
  urls: z.array(z.strictObject({ path: z.string(), url: z.string(), method: z.literal('PUT'), headers: z.record(z.string(), z.string()) })),
});

/** POST /migrations/{source}/start (202). */
export const startedResponse = z.strictObject({ message: z.string(), migration: RunningMigration });

/** GET /migrations/{source}/status: nothing started yet, a run in progress, or the completed run (a failed one answers 500 migration_failed). */
export const statusResponse = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('available'), migration: z.null(), current_stage: currentStage }),
  z.strictObject({ status: z.literal('in_progress'), migration: RunningMigration, current_stage: currentStage }),
  z.strictObject({ status: z.literal('completed'), migration: FinishedMigration, current_stage: currentStage }),
]);

/** The original's status object (status-forms.ts originalStatus). */
export const originalStatusResponse = z
  .strictObject({
    migrated_groups: z.record(z.string(), count).describe('Empty: the run keeps no map of legacy group ids.'),
    last_migrated_member_id: count.describe('Group memberships done.'),
    last_activity_id: count.describe('Activity rows (posts and comments) done.'),
    last_migrated_user_id: count.describe('Members done.'),
    migrated_posts_count: count,
    current_stage: z.enum(['group_members', 'posts', 'users', 'completed']),
  })
  .meta({ id: 'OriginalMigrationStatus', description: "The original's migration status: its cursors as counts of rows done." });

/** POST /migrations/buddypress/start under the compat base path (200). */
export const originalStartedResponse = z.strictObject({
  current_status: originalStatusResponse,
  max_ids: z.strictObject({ group_member_max: count, max_user_id: count, max_activity_id: count }).describe('The rows to do, as counted so far (0 until the run has counted them).'),
});
