/** Answers of the reports' routes (docs/moderation.md, Reports). */
import * as z from 'zod';
import { sqlDateTime } from '#platform/shapes/common.ts';
import { FEED_STATUSES } from '#features/feeds/feed-status.ts';
import { REPORT_CONTENT_TYPES, REPORT_REASONS, REPORT_STATUSES, RESOLVE_ACTIONS } from '#features/moderation/reports.ts';

export const Report = z
  .strictObject({
    id: z.number().int(),
    content_type: z.enum(REPORT_CONTENT_TYPES),
    content_id: z.number().int(),
    post_id: z.number().int(),
    space_id: z.number().int().nullable(),
    content_user_id: z.number().int(),
    user_id: z.number().int().meta({ description: 'The reporter.' }),
    reason: z.enum(REPORT_REASONS),
    note: z.string(),
    status: z.enum(REPORT_STATUSES),
    created_at: sqlDateTime,
    resolved_at: sqlDateTime.nullable(),
    resolved_by: z.number().int().nullable(),
    resolution: z.enum(RESOLVE_ACTIONS).nullable(),
    resolution_note: z.string(),
  })
  .meta({ id: 'Report', description: 'A member\'s report of a post or comment.' });

/** A report as moderators see it: with its content's current state (null once deleted). */
const ReviewedReport = Report.extend({
  content: z
    .strictObject({
      status: z.enum(FEED_STATUSES),
      auto_flagged: z.boolean(),
      reports_count: z.number().int(),
      excerpt: z.string(),
    })
    .nullable(),
}).meta({ id: 'ReviewedReport', description: 'A report with its content\'s current state, as moderators see it.' });

export const reportCreatedResponse = z.strictObject({ message: z.string(), report: Report });
export const reportsResponse = z.strictObject({
  data: z.array(ReviewedReport),
  meta: z.strictObject({ per_page: z.number().int(), next_cursor: z.string().nullable() }),
});
export const reportResponse = z.strictObject({ report: ReviewedReport });
export const reportResolvedResponse = z.strictObject({ message: z.string(), report: Report.extend({ others_resolved: z.number().int() }) });
