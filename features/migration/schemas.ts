import * as z from 'zod';
import { boolean, integer, list } from '#platform/core/fields.ts';
import { MAX_FILE_BYTES, MAX_FILES_PER_CALL, uploadTarget, type UploadTarget } from '#features/migration/uploads.ts';
import { MIGRATION_ITEMS, SOURCES } from '#features/migration/status-forms.ts';

/** `legacy-platform`, or the original platform's `buddypress` (fc-shapes-2 §4.1). */
export const sourceParams = z.object({ source: z.enum(SOURCES) });

/** Upload and run ids are time-ordered hex (like event ids). */
const runId = (what: string) => z.string().regex(/^[0-9a-f]{32}$/, `must be ${what} (32 hexadecimal digits)`);

export const configQuery = z.object({ upload_id: runId('an upload id').optional() });
/** An addition: the status of one run of the history (default: the latest). */
export const statusQuery = z.object({ migration_id: runId('a migration id').optional() });

const option = () => boolean().default(true);

export const startBody = z.object({
  items: list(z.enum(MIGRATION_ITEMS), { min: 1, max: 10, error: 'must list the items to migrate: groups, members, activities' }).transform((items) => [...new Set(items)]),
  options: z
    .object({ migrate_avatars: option(), migrate_cover_images: option(), preserve_dates: option(), skip_existing: option() }, { error: 'must be an object of boolean options' })
    .prefault({}),
  upload_id: runId('an upload id').optional(),
  /** false: start the upload over even after a failed run (default: a failed run with the same items and options is resumed). */
  resume: boolean().optional(),
});

const PATH_RULE = 'must be <table>.<ext> (users.tsv, activity.jsonl, ...) or a path under uploads/';

export const uploadsBody = z
  .object({
    upload_id: runId('an upload id').optional(),
    files: z
      .array(z.object({ path: z.string().min(1).max(1024), size: integer({ min: 0, max: MAX_FILE_BYTES }) }), { error: 'must be an array of {path, size}' })
      .min(1, 'must name at least one file')
      .max(MAX_FILES_PER_CALL, `must name at most ${MAX_FILES_PER_CALL} files per call`),
  })
  .transform((body, ctx) => {
    const files: Array<{ path: string; size: number; target: UploadTarget }> = [];
    const tables = new Set<string>();
    const paths = new Set<string>();
    body.files.forEach(({ path, size }, i) => {
      const target = uploadTarget(path);
      const problem = !target ? PATH_RULE : paths.has(path) ? 'is named twice' : target.kind === 'export' && tables.has(target.table) ? `is a second file of table ${target.table}` : null;
      if (problem || !target) return ctx.addIssue({ code: 'custom', path: ['files', i, 'path'], message: problem ?? PATH_RULE });
      paths.add(path);
      if (target.kind === 'export') tables.add(target.table);
      files.push({ path, size, target });
    });
    return { upload_id: body.upload_id, files };
  });

/**
 * A start as the original's clients send it (fc-shapes-2 §4.4): `config` (legacy group -> space
 * group, which the run decides itself), `reset_migration` (yes: start the upload over, our
 * `resume: false`), `delete_current_data` with its confirmation; our own fields still apply, and
 * without `items` every item is migrated, as the original migrates everything.
 */
export const originalStartBody = z
  .object({
    items: startBody.shape.items.optional(),
    options: startBody.shape.options,
    upload_id: startBody.shape.upload_id,
    resume: startBody.shape.resume,
    config: z.unknown().optional(),
    reset_migration: z.string().max(10).optional(),
    delete_current_data: z.string().max(10).optional(),
    delete_current_data_confirmation: z.string().max(20).optional(),
  })
  .transform((b) => ({
    start: { items: b.items ?? [...MIGRATION_ITEMS], options: b.options, upload_id: b.upload_id, resume: b.reset_migration === 'yes' ? false : b.resume },
    deleteCurrentData: b.delete_current_data === 'yes',
    confirmed: b.delete_current_data_confirmation === 'DELETE',
  }));
