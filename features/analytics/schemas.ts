/** The analytics routes' query parameters (docs/analytics.md). */
import * as z from 'zod';
import { calendarDate, id, integer } from '#platform/core/fields.ts';
import { TOP_PERIODS } from '#features/analytics/analytics.ts';

/** A chart over a date range (the site's calendar days, inclusive). */
export const rangeQuery = z.object({
  start_date: calendarDate().optional(),
  end_date: calendarDate().optional(),
  group_by: z.enum(['day', 'week', 'month']).optional(),
});

export const spaceRangeQuery = rangeQuery.extend({ space_id: id().optional() });

/** A top list: the period bucket holding `date` (default today), its first `limit` entries. */
export const topQuery = z.object({
  period: z.enum(TOP_PERIODS).default('month'),
  date: calendarDate().optional(),
  limit: integer({ min: 1, max: 50 }).default(10),
});

export const spaceSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: integer({ min: 1, max: 50 }).default(10),
});
