/**
 * The migration endpoints' errors (docs/migration.md, "Endpoints"). The spec's migration errors
 * answer in its short form, code and message (migration_failed adds `details`); invalid_export
 * (our own code) adds what is missing under `data`.
 */
import { ApiError } from '#platform/core/errors.ts';
import type { MigrationStep } from '#features/migration/legacy-export/chunks.ts';
import type { ExportTable } from '#features/migration/legacy-export/export-format.ts';

export class InvalidItemsError extends ApiError {
  constructor(message = 'items must list at least one of groups, members, activities.') {
    super(400, 'invalid_items', message, { short: true });
  }
}

export interface ExportGaps {
  missing_files: ExportTable[];
  missing_columns: Partial<Record<ExportTable, string[]>>;
}

export class InvalidExportError extends ApiError {
  constructor(message: string, gaps: ExportGaps) {
    super(400, 'invalid_export', message, { short: true, extra: { data: { status: 400, ...gaps } } });
  }
}

export class MigrationInProgressError extends ApiError {
  constructor() {
    super(409, 'migration_in_progress', 'Another migration is running. Wait for it to finish.', { short: true });
  }
}

export interface FailureDetails {
  step: MigrationStep;
  completed: number;
  total: number;
}

export class MigrationFailedError extends ApiError {
  constructor(details: FailureDetails, cause?: string) {
    const done = details.total > 0 ? ` after ${details.completed} of ${details.total}` : '';
    const why = cause ? ` (${cause})` : '';
    super(500, 'migration_failed', `The migration stopped in its ${details.step} step${done}${why}. Start it again to resume.`, { short: true, extra: { details } });
  }
}

export class UploadNotFoundError extends ApiError {
  constructor(uploadId: string) {
    super(404, 'upload_not_found', `No upload ${uploadId}. Request upload URLs first (POST /migrations/legacy-platform/uploads).`, { short: true });
  }
}

export class MigrationNotFoundError extends ApiError {
  constructor(migrationId: string) {
    super(404, 'migration_not_found', `No migration ${migrationId}.`, { short: true });
  }
}

/** 503: the state machine is not configured or refused to start; nothing was changed. */
export class MigrationsUnavailableError extends ApiError {
  constructor(cause: unknown) {
    super(503, 'migration_unavailable', 'The migration could not be started: the workflow service is unavailable. Nothing was changed; try again later.', {
      short: true,
      cause,
      headers: { 'retry-after': '30' },
    });
  }
}

/** The original's refusal of a destructive start without its typed confirmation (422 before anything changes). */
export class DeleteConfirmationRequiredError extends ApiError {
  constructor() {
    super(422, 'delete_confirmation_required', 'Please type DELETE to confirm permanently removing all existing FluentCommunity data.', { short: true });
  }
}

/** The original's `delete_current_data`: this API never empties the community before a migration (docs/wordpress-compat.md). */
export class CurrentDataKeptError extends ApiError {
  constructor() {
    super(422, 'current_data_kept', 'Deleting the current community data is not supported: a migration adds to it (existing members and groups are matched, not duplicated).', { short: true });
  }
}

/** The original's answer to a status poll before any migration started (stage `groups`). */
export class InvalidStageError extends ApiError {
  constructor() {
    super(422, 'invalid_stage', 'Invalid stage. Please start the migration again.', { short: true });
  }
}
