/**
 * The media errors of the spec (docs/media.md): each in the standard envelope. A rejected upload
 * keeps why in its record (`reason`, "<code>: <message>"), so the multipart path can answer the
 * same error the finalize step decided.
 */
import { ApiError, NotFoundError } from '#platform/core/errors.ts';
import { MEDIA_TYPES } from '#features/media/media.ts';

export class FileTooLargeError extends ApiError {
  constructor(maxSize: number, fileSize: number, message = `The file is larger than the limit of ${megabytes(maxSize)}.`) {
    super(400, 'file_too_large', message, { data: { max_size: maxSize, file_size: fileSize } });
  }
}

/** An upload that would take the member's media over the quota: max_size is the room left. */
export const overQuotaError = (quotaBytes: number, usedBytes: number, fileSize: number): FileTooLargeError =>
  new FileTooLargeError(Math.max(0, quotaBytes - usedBytes), fileSize, `The file would take your media over your quota of ${megabytes(quotaBytes)}.`);

export class InvalidFileTypeError extends ApiError {
  constructor(message = `This file type is not allowed. Allowed types: ${MEDIA_TYPES.join(', ')}.`) {
    super(400, 'invalid_file_type', message, { data: { allowed_types: [...MEDIA_TYPES] } });
  }
}

export class UploadFailedError extends ApiError {
  constructor(message = 'The upload failed.', data: Record<string, unknown> = {}, cause?: unknown) {
    super(500, 'upload_failed', message, { data, ...(cause === undefined ? {} : { cause }) });
  }
}

export class MediaNotFoundError extends NotFoundError {
  constructor() {
    super('media_not_found', 'Media not found.');
  }
}

export const megabytes = (bytes: number): string => `${Math.round((bytes / 1_048_576) * 100) / 100} MB`;

export type RejectionCode = 'file_too_large' | 'invalid_file_type' | 'upload_failed';

/** The `reason` a rejected record keeps. */
export const rejection = (code: RejectionCode, message: string): string => `${code}: ${message}`;

/**
 * The error a rejected record's reason stands for (the size facts come from the caller), naming
 * the medium (data.media_id) whose record keeps the outcome.
 */
export function rejectionError(mediaId: number, reason: string | null, sizes: { maxSize: number; fileSize: number }): ApiError {
  const at = (reason ?? '').indexOf(': ');
  const code = at > 0 ? reason!.slice(0, at) : 'upload_failed';
  const message = at > 0 ? reason!.slice(at + 2) : reason ?? 'The upload failed.';
  const error =
    code === 'file_too_large' ? new FileTooLargeError(sizes.maxSize, sizes.fileSize, message)
    : code === 'invalid_file_type' ? new InvalidFileTypeError(message)
    : new UploadFailedError(message);
  Object.assign(error.data, { media_id: mediaId });
  return error;
}
