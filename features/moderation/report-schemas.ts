/** Inputs of the reports' routes (docs/moderation.md, Reports). */
import * as z from 'zod';
import { id } from '#platform/core/fields.ts';
import { perPageQuery } from '#platform/http/pagination.ts';
import { REPORT_CONTENT_TYPES, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_STATUSES, RESOLVE_ACTIONS } from '#features/moderation/reports.ts';

export const reportParams = z.object({ report: id() });

/** POST /moderation/report: the original's `content_type` names a post `feed` (or `post`, taken as the same). */
export const reportBody = z.object({
  content_type: z.preprocess((v) => (v === 'post' ? 'feed' : v), z.enum(REPORT_CONTENT_TYPES)),
  content_id: id(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
});

export const reportsQuery = z.object({
  /** The community's and a space's lists: pending unless named; an item's: every status unless named. */
  status: z.enum(REPORT_STATUSES).optional(),
  content_type: z.preprocess((v) => (v === 'post' ? 'feed' : v === '' ? undefined : v), z.enum(REPORT_CONTENT_TYPES).optional()),
  content_id: id().optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  space_id: id().optional(),
  per_page: perPageQuery(20),
  cursor: z.string().min(1).max(2048).optional(),
});

export const resolveBody = z.object({
  action: z.enum(RESOLVE_ACTIONS),
  note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
});
