/**
 * Content reports' routes (docs/moderation.md, Reports), served by the feeds function (its routes.ts
 * merges them) under the /moderation mount, beside the moderation config's detour.
 */
import { requireCaller } from '#platform/auth/access.ts';
import { onPost } from '#platform/auth/route-rules.ts';
import { route } from '#platform/http/route.ts';
import * as reports from '#features/moderation/report-service.ts';
const r = lazyResponses(() => import('./report-responses.ts'));
import { reportBody, reportParams, reportsQuery, resolveBody } from './report-schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

export const reportRoutes = {
  /** A member reports a post or comment they read (the original's path). */
  'POST /moderation/report': route({
    idempotent: true,
    feature: 'moderation',
    pro: true,
    access: 'authenticated',
    // The content is named in the body: one the caller may not read is 404, as the post itself.
    inherits: 'none',
    body: reportBody,
    responses: { 200: r.reportCreatedResponse },
    errors: {
      400: ['cannot_report_own_content'],
      404: ['feed_not_found', 'comment_not_found'],
      409: ['already_reported'],
      429: ['too_many_requests'],
    },
    handle: async ({ body, caller }) => ({
      report: await reports.reportContent(body, requireCaller(caller)),
      message: 'Thank you for your report. Our moderators will review it.',
    }),
  }),
  /** Community moderators: every report; a space's managers: their space's (space_id) or an item's. */
  'GET /moderation/reports': route({
    feature: 'moderation',
    pro: true,
    access: 'authenticated',
    inherits: { resource: 'space-filter', needs: 'manage', target: 'none' },
    query: reportsQuery,
    responses: { 200: r.reportsResponse },
    errors: { 404: ['space_not_found', 'feed_not_found', 'comment_not_found'] },
    handle: ({ query, caller }) => reports.listReportsFor(query, requireCaller(caller)),
  }),
  'GET /moderation/reports/{report}': route({
    feature: 'moderation',
    pro: true,
    access: 'authenticated',
    // A report is seen as its content's space: its managers (and community moderators) review it.
    inherits: onPost('manage'),
    params: reportParams,
    responses: { 200: r.reportResponse },
    errors: { 404: ['report_not_found'] },
    handle: async ({ params, caller }) => ({ report: await reports.readReport(params.report, requireCaller(caller)) }),
  }),
  'POST /moderation/reports/{report}/resolve': route({
    feature: 'moderation',
    pro: true,
    access: 'authenticated',
    inherits: onPost('manage'),
    params: reportParams,
    body: resolveBody,
    responses: { 200: r.reportResolvedResponse },
    errors: {
      400: ['cannot_modify_self'],
      404: ['report_not_found', 'member_not_found'],
      409: ['report_already_resolved', 'conflict'],
    },
    handle: async ({ params, body, caller }) => ({
      report: await reports.resolveReport(params.report, body, requireCaller(caller)),
      message: 'The report has been resolved.',
    }),
  }),
};
