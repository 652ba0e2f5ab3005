/**
 * A migration run's record (docs/migration.md, "Keys of the migration's own items"): what the
 * endpoints show and the worker advances. An upload's first run is its record (run id = upload
 * id, a `draft` until started); a resume is the same run with attempt + 1; starting an upload over
 * (other items or options, or after it completed) is a new run whose `upload_id` names the upload:
 * read its export and image files through `files[].key` and `uploadIdOf`, never its own id.
 */
import type { ChunkKind, Manifest, MigrationStep } from '#features/migration/legacy-export/chunks.ts';
import type { ExportFormat, ExportTable, MigrationItem } from '#features/migration/legacy-export/export-format.ts';

export type RunState = 'draft' | 'in_progress' | 'completed' | 'failed';

export interface MigrationOptions {
  migrate_avatars: boolean;
  migrate_cover_images: boolean;
  preserve_dates: boolean;
  skip_existing: boolean;
}

export const DEFAULT_OPTIONS: MigrationOptions = { migrate_avatars: true, migrate_cover_images: true, preserve_dates: true, skip_existing: true };

/** One uploaded export file (tables) or the uploads folder's files are listed by prefix, not here. */
export interface UploadedFile {
  table: ExportTable;
  key: string;
  format: ExportFormat;
  size: number;
  etag?: string;
  columns?: string[];
}

/** Per kind: rows to do, rows done (migrated + skipped + failed), and how each ended. ADD only. */
export interface KindProgress {
  total: number;
  completed: number;
  migrated: number;
  skipped: number;
  failed: number;
}

export interface RunError {
  step: MigrationStep;
  completed: number;
  total: number;
  cause?: string;
}

export interface MigrationRun {
  id: string;
  /** The upload whose files this run reads, when it is not the upload's own record. */
  upload_id?: string;
  source: 'legacy-platform';
  state: RunState;
  created_by: number;
  created_at: string;
  items: MigrationItem[];
  options: MigrationOptions;
  files: UploadedFile[];
  /** Files were declared under the upload's uploads/ folder (avatars, covers). */
  has_images?: boolean;
  /** Config's counts, kept against the files' ETags (shape: the config endpoint's). */
  counts?: Record<string, unknown>;
  manifest?: Manifest;
  step?: MigrationStep;
  progress: Record<ChunkKind, KindProgress>;
  /** `<kind>:<reason>` -> rows skipped for it (ADD only). */
  skipped_reasons: Record<string, number>;
  /** DynamoDB calls the chunks reported (ADD only): the bench's calls per item. */
  ddb_calls: number;
  started_at?: string;
  completed_at?: string;
  attempt: number;
  execution_arn?: string;
  error?: RunError;
  placeholder_user_id?: number;
  space_group_id?: number;
  rev: number;
}

/** The upload a run reads its files from (migrations/<upload id>/export/ and /uploads/). */
export const uploadIdOf = (run: Pick<MigrationRun, 'id' | 'upload_id'>): string => run.upload_id ?? run.id;

/** What a chunk did, recorded once with its kind's progress. */
export interface ChunkOutcome {
  rows: number;
  migrated: number;
  skipped: number;
  failed: number;
  /** reason -> rows (skipped and failed alike; `unsupported_type:new_member`, `no_email`, ...). */
  reasons: Record<string, number>;
  /** The first 20 failed rows: legacy id and why. */
  errors: Array<{ id: number; error: string }>;
  calls: number;
}

export const emptyProgress = (): Record<ChunkKind, KindProgress> => ({
  members: { total: 0, completed: 0, migrated: 0, skipped: 0, failed: 0 },
  groups: { total: 0, completed: 0, migrated: 0, skipped: 0, failed: 0 },
  memberships: { total: 0, completed: 0, migrated: 0, skipped: 0, failed: 0 },
  activities: { total: 0, completed: 0, migrated: 0, skipped: 0, failed: 0 },
  comments: { total: 0, completed: 0, migrated: 0, skipped: 0, failed: 0 },
});

/** A new run record: nothing done yet (progress, reasons and calls at zero). */
export function newRun(fields: Pick<MigrationRun, 'id' | 'state' | 'created_by' | 'created_at' | 'items' | 'options' | 'files' | 'attempt'> & Partial<MigrationRun>): MigrationRun {
  return { source: 'legacy-platform', progress: emptyProgress(), skipped_reasons: {}, ddb_calls: 0, rev: 0, ...fields };
}
