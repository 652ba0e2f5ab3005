/**
 * POST /migrations/legacy-platform/uploads (docs/migration.md, "Upload"): presigned PUTs for an
 * export's files (`<table>.<ext>`) and its image folders (`uploads/...`). The first call makes the
 * upload's record (a draft run); later calls naming its upload_id add files, a table's newest file
 * replacing an earlier one.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { getRun, lockHolder, putRun, updateRun } from '#features/migration/migration-store.ts';
import { newEventId } from '#platform/events/outbox.ts';
import { presignPut } from '#features/migration/migration-bucket.ts';
import { exportObjectKey, uploadObjectKey } from '#features/migration/legacy-export/chunks.ts';
import { EXPORT_TABLES, formatOfFile, type ExportFormat, type ExportTable } from '#features/migration/legacy-export/export-format.ts';
import { MigrationInProgressError, UploadNotFoundError } from '#features/migration/errors.ts';
import { DEFAULT_OPTIONS, newRun, uploadIdOf, type MigrationRun, type UploadedFile } from '#features/migration/run.ts';

/** Files per call; sizes up to S3's largest single PUT. */
export const MAX_FILES_PER_CALL = 1000;
export const MAX_FILE_BYTES = 5 * 1024 ** 3;

/** Where an upload's path goes: an export table's file, or a file of the image folders. */
export type UploadTarget = { kind: 'export'; table: ExportTable; format: ExportFormat; name: string } | { kind: 'image'; path: string };

/** A folder or file name of uploads/ as WordPress writes them (any letters): no control characters or backslashes, not `.` or `..`. */
const plainSegment = (s: string): boolean => s.length > 0 && s.length <= 255 && s !== '.' && s !== '..' && !/[\u0000-\u001f\u007f\\]/.test(s) && s.trim() === s;

/** The target of a path, or null when it is neither `<table>.<ext>` nor a plain path under `uploads/`. */
export function uploadTarget(path: string): UploadTarget | null {
  const file = formatOfFile(path);
  if (file && Object.hasOwn(EXPORT_TABLES, file.table)) return { kind: 'export', table: file.table as ExportTable, format: file.format, name: path };
  if (!path.startsWith('uploads/') || path.length > 1024) return null;
  const rest = path.slice('uploads/'.length);
  return rest.split('/').every(plainSegment) ? { kind: 'image', path: rest } : null;
}

export interface UploadRequest {
  upload_id?: string | undefined;
  files: Array<{ path: string; size: number; target: UploadTarget }>;
}

/** A new upload's record: a draft run with no items yet. */
function newDraft(caller: Caller, now: Date): MigrationRun {
  return newRun({ id: newEventId(now.getTime()), state: 'draft', created_by: caller.userId, created_at: now.toISOString(), items: [], options: { ...DEFAULT_OPTIONS }, files: [], attempt: 0 });
}

/** Refuses while a run of this upload is in progress: its files are being read. */
async function assertNotRunning(uploadId: string): Promise<void> {
  const holder = await lockHolder();
  if (holder === null) return;
  const running = holder === uploadId ? { id: holder } : await getRun(holder);
  if (running && uploadIdOf(running) === uploadId) throw new MigrationInProgressError();
}

export async function requestUploads(caller: Caller, request: UploadRequest) {
  const now = new Date();
  let run: MigrationRun;
  if (request.upload_id !== undefined) {
    const found = await getRun(request.upload_id);
    // An upload is its first run's record; a run started over from it is not an upload.
    if (!found || found.upload_id !== undefined) throw new UploadNotFoundError(request.upload_id);
    await assertNotRunning(found.id);
    run = found;
  } else {
    run = newDraft(caller, now);
  }
  const declared: UploadedFile[] = request.files.flatMap(({ size, target }) =>
    target.kind === 'export' ? [{ table: target.table, key: exportObjectKey(run.id, target.name), format: target.format, size }] : [],
  );
  const urls = await Promise.all(
    request.files.map(async ({ path, size, target }) => {
      const key = target.kind === 'export' ? exportObjectKey(run.id, target.name) : uploadObjectKey(run.id, target.path);
      const { url, method, headers, expires_at } = await presignPut(key, size);
      return { path, url, method, headers, expires_at };
    }),
  );
  const files = [...run.files.filter((f) => !declared.some((d) => d.table === f.table)), ...declared];
  const hasImages = run.has_images === true || request.files.some((f) => f.target.kind === 'image');
  if (request.upload_id === undefined) await putRun({ ...run, files, has_images: hasImages });
  else await updateRun(run.id, { files, has_images: hasImages });
  return {
    upload_id: run.id,
    expires_at: urls[0]?.expires_at ?? now.toISOString(),
    urls: urls.map(({ expires_at: _at, ...url }) => url),
  };
}
