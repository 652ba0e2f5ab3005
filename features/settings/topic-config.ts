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

/** The stored configuration with its defaults; a value a later release no longer accepts falls back to its default. */
export function effectiveTopicConfig(stored: unknown): TopicConfig {
  const parsed = topicConfigSchema.safeParse(stored);
  return parsed.success ? parsed.data : topicConfigSchema.parse({});
}
