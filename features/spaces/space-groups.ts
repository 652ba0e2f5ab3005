/** Space groups: the record, its shape and its short-form errors (the spec's code + message only). */
import * as z from 'zod';
import { boolean } from '#platform/core/fields.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError } from '#platform/core/errors.ts';

export const groupSettingsSchema = z.object({
  is_collapsible: boolean().default(true),
  default_collapsed: boolean().default(false),
});
export type GroupSettings = z.output<typeof groupSettingsSchema>;

export interface SpaceGroupRecord {
  id: number;
  title: string;
  slug: string;
  description: string;
  serial: number;
  settings: GroupSettings;
  spaces_count: number;
  created_at: string;
  updated_at: string;
}

export const toGroupView = (g: SpaceGroupRecord) => ({
  id: g.id,
  title: g.title,
  slug: g.slug,
  description: g.description,
  serial: g.serial,
  settings: g.settings,
  spaces_count: g.spaces_count,
  created_at: toSqlDateTime(g.created_at),
  updated_at: toSqlDateTime(g.updated_at),
});

export class GroupPermissionDeniedError extends ApiError {
  constructor() {
    super(403, 'permission_denied', 'Sorry, you do not have permission to manage space groups.', { short: true });
  }
}

export class GroupNotFoundError extends ApiError {
  constructor(what = 'Space group') {
    super(404, 'not_found', `${what} not found.`, { short: true });
  }
}

export class GroupInvalidDataError extends ApiError {
  constructor(message: string) {
    super(400, 'invalid_data', message, { short: true });
  }
}
