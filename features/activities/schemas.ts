import * as z from 'zod';
import { id, queryFlag } from '#platform/core/fields.ts';
import { ACTION_TYPES } from '#features/activities/activities.ts';
import { clampedPerPageQuery, pagingQuery } from '#platform/http/pagination.ts';

/**
 * GET /activities. Dates stay strings here: a bad one is the spec's 400 invalid_parameter, which
 * the domain raises (activity-service.ts), not the generic rest_invalid_param.
 */
export const activitiesQuery = z
  .object({
    // `context[user_id]=` in the query string: read as PHP reads it, a nested object (platform/http/router.ts).
    context: z
      .object({ user_id: id().optional(), type: z.enum(['space']).optional(), space_id: id().optional() })
      .refine((c) => c.type !== 'space' || c.space_id !== undefined, { message: 'is required with context[type]=space', path: ['space_id'] })
      .optional(),
    action_type: z.enum(ACTION_TYPES).optional(),
    user_id: id().optional(),
    space_id: id().optional(),
    date_from: z.string().max(32).optional(),
    date_to: z.string().max(32).optional(),
    // The original's extras (activity routes.ts): a space's pinned posts and its pending requests.
    with_pins: queryFlag(),
    with_pending_count: queryFlag(),
    // Read by the original only for a space (where it changes nothing): accepted, ignored.
    is_trending: queryFlag(),
    ...pagingQuery(20),
  });

/** The original clamps per_page to 1..100 (default 5) rather than refusing it. */
export const compatActivitiesQuery = activitiesQuery.extend({ per_page: clampedPerPageQuery(5) });
