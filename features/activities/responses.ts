/** What the activities route answers (docs/openapi.md): its success body's schema, strict. */
import * as z from 'zod';
import { ACTION_TYPES } from '#features/activities/activities.ts';
import { sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';

/** An activity as GET /activities shows it (activities.ts toActivityView). */
const Activity = z
  .strictObject({
    id: z.number().int(),
    user_id: z.number().int(),
    action_type: z.enum(ACTION_TYPES),
    object_id: z.number().int(),
    object_type: z.enum(['feed', 'comment', 'space', 'course', 'lesson', 'user']),
    space_id: z.number().int().nullable(),
    message: z.string().meta({ description: 'HTML: who did what, names escaped.' }),
    /** What the history kept of the action (activities.ts ActivityMeta): by action type. */
    meta: z.strictObject({
      title: z.string().optional(),
      feed_slug: z.string().optional(),
      comment_id: z.number().int().optional(),
      target_user_id: z.number().int().optional(),
      course_slug: z.string().optional(),
      lesson_slug: z.string().optional(),
    }),
    route: z
      .strictObject({ name: z.string(), params: z.record(z.string(), z.string()), query: z.record(z.string(), z.string()).optional() })
      .nullable()
      .meta({ description: 'The portal route of what the activity is about, when there is one.' }),
    xprofile: Xprofile.nullable(),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'Activity', description: 'An entry of the activity history.' });

/** GET /activities. */
export const activitiesResponse = z.strictObject({
  activities: z.strictObject({
    data: z.array(Activity),
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
  }),
  after_contents: z.string(),
  before_contents: z.string(),
  pinned_posts: z
    .array(
      z.strictObject({
        id: z.number().int(),
        message: z.string().meta({ description: 'The post\'s first 100 characters, as plain text.' }),
        permalink: z.string(),
        xprofile: Xprofile.nullable(),
        created_at: sqlDateTime,
      }),
    )
    .max(5)
    .optional()
    .meta({ description: 'With no space and no member: the trending posts (the most popular of the last 7 days); with a space and with_pins: its pinned posts (priority above 0).' }),
  pending_count: z.number().int().optional().meta({ description: 'With a space and with_pending_count: its pending membership requests, for its managers (0 for others).' }),
});
