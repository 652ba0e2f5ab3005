/** Topics [PRO]: the record, its configuration and errors. */
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

// The configuration's schema sits below topics, so the public settings answer it (features/settings/topic-config.ts).
import type { TopicConfig } from '#features/settings/topic-config.ts';

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
