/** What the topics routes answer (docs/openapi.md): topics and the topic configuration. */
import * as z from 'zod';
import { TOPIC_STATUSES } from '#features/topics/topics.ts';
import { PageMeta, sqlDateTime } from '#platform/shapes/common.ts';

/** A topic (topics.ts toTopicView). */
const Topic = z
  .strictObject({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    color: z.string(),
    icon: z.string(),
    parent_id: z.number().int().nullable(),
    posts_count: z.number().int(),
    status: z.enum(TOPIC_STATUSES),
    serial: z.number().int(),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'Topic' });

/** The topic configuration with its defaults filled in (topics.ts topicConfigSchema). */
const TopicConfig = z
  .strictObject({
    enabled: z.boolean(),
    required_for_posts: z.boolean(),
    allow_multiple: z.boolean(),
    max_topics_per_post: z.number().int(),
    user_can_create: z.boolean(),
    display_on_feed: z.boolean(),
    display_style: z.enum(['badge', 'tag', 'label']),
  })
  .meta({ id: 'TopicConfig' });

export const topicsResponse = z.strictObject({ topics: z.array(Topic), pagination: PageMeta.omit({ next_cursor: true }) });
export const topicSavedResponse = z.strictObject({ topic: Topic, message: z.string() });
export const topicConfigResponse = z.strictObject({ config: TopicConfig });
export const topicConfigSavedResponse = z.strictObject({ config: TopicConfig, message: z.string() });
