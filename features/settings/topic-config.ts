/**
 * The topic configuration's keys and defaults (spec: Topic configuration). Topics own the
 * configuration's routes and rules (features/topics/); its schema sits here, below them, so the
 * public settings read it in their one BatchGet and answer it with its defaults
 * (settings-service.ts getPublicSettings; docs/settings.md "Topic display").
 */
import * as z from 'zod';
import { boolean, integer } from '#platform/core/fields.ts';

export const topicConfigSchema = z.object({
  enabled: boolean().default(true),
  required_for_posts: boolean().default(false),
  allow_multiple: boolean().default(true),
  max_topics_per_post: integer({ min: 1, max: 20 }).default(3),
  user_can_create: boolean().default(false),
  display_on_feed: boolean().default(true),
  display_style: z.enum(['badge', 'tag', 'label']).default('badge'),
});
export type TopicConfig = z.output<typeof topicConfigSchema>;

/**
 * The configuration in force: its stored item with its defaults, and `enabled`, which is the
 * site's features.topics (one value, either door). A stored value a later release no longer
 * accepts falls back to the defaults.
 */
export function effectiveTopicConfig(stored: unknown, enabled: boolean): TopicConfig {
  const parsed = topicConfigSchema.safeParse({ ...(stored !== null && typeof stored === 'object' ? stored : {}), enabled });
  return parsed.success ? parsed.data : topicConfigSchema.parse({ enabled });
}
