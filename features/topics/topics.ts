/** Topics [PRO]: the record, its configuration and errors. */
import * as z from 'zod';
import { boolean, integer } from '#platform/core/fields.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';

export const TOPIC_STATUSES = ['active', 'inactive'] as const;

export interface TopicRecord {
  id: number;
  title: string;
  slug: string;
  description: string;
  color: string;
  icon: string;
  parent_id: number | null;
  posts_count: number;
  status: (typeof TOPIC_STATUSES)[number];
  serial: number;
  created_at: string;
  updated_at: string;
}

export const toTopicView = (t: TopicRecord) => ({ ...t, created_at: toSqlDateTime(t.created_at), updated_at: toSqlDateTime(t.updated_at) });

/** The topic configuration with its defaults (spec: Topic configuration). */
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

export class TopicNotFoundError extends NotFoundError {
  constructor() {
    super('not_found', 'Topic not found.');
  }
}

/**
 * A post's topics against the configuration: how many, whether one is required (by the community,
 * or by the post's space with its `topic_required` setting, while topics are enabled). Pure.
 */
export function checkPostTopics(config: TopicConfig, ids: number[], spaceRequires = false): void {
  if (ids.length > 1 && !config.allow_multiple) throw new PostTopicsError('too_many_topics', 'A post may have only one topic.');
  if (ids.length > config.max_topics_per_post) throw new PostTopicsError('too_many_topics', `A post may have at most ${config.max_topics_per_post} topics.`);
  if (ids.length === 0 && config.enabled && config.required_for_posts) throw new PostTopicsError('topic_required', 'Choose a topic for this post.');
  if (ids.length === 0 && config.enabled && spaceRequires) throw new PostTopicsError('topic_required', 'This space requires a topic for each post.');
}

export class PostTopicsError extends ApiError {
  constructor(code: 'too_many_topics' | 'topic_required' | 'invalid_topic', message: string) {
    super(400, code, message, { data: { params: { topics: message } } });
  }
}
