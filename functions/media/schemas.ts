import * as z from 'zod';
import { id, integer } from '#shared/core/fields.ts';
import { OBJECT_SOURCES } from '#shared/domain/media.ts';

export const mediaParams = z.object({ id: id() });

/** What an upload is for (optional on both paths). */
const target = {
  object_source: z.enum(OBJECT_SOURCES).optional(),
  object_id: id().optional(),
};

export const uploadRequestBody = z.object({
  file_name: z.string().trim().min(1, 'must not be empty').max(255, 'must be at most 255 characters'),
  // Any text: a type outside the eight is answered invalid_file_type (the spec's code), not a field error.
  file_type: z.string().trim().toLowerCase().min(1, 'must not be empty').max(255),
  file_size: integer({ min: 1 }),
  ...target,
});

/** The text fields of POST /feeds/media-upload (the file is read apart). */
export const multipartFields = z.object(target);
