import * as z from 'zod';
import { id, integer, patchOf } from '#platform/core/fields.ts';
import { TOPIC_STATUSES } from '#features/topics/topics.ts';
import { topicConfigSchema } from '#features/settings/topic-config.ts';
import { SLUG_PATTERN } from '#platform/core/slugs.ts';
import { pagingQuery } from '#platform/http/pagination.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const topicParams = z.object({ topic_id: id() });
export const topicsQuery = z.object({
  ...pagingQuery(50),
  status: z.preprocess(emptyAsUndefined, z.enum(TOPIC_STATUSES).optional()),
  parent_id: integer({ min: 0 }).optional(),
  search: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
});

const fields = {
  title: z.string().trim().min(1).max(100),
  slug: z.string().trim().max(100).regex(SLUG_PATTERN, 'must be lowercase letters, digits and dashes'),
  description: z.string().max(2000),
  color: z.union([z.literal(''), z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex color')]),
  icon: z.string().max(500),
  parent_id: id().nullable(),
  status: z.enum(TOPIC_STATUSES),
  serial: integer({ min: 0 }),
};

export const createTopicBody = z.object({
  title: fields.title,
  slug: fields.slug.optional(),
  description: fields.description.default(''),
  color: fields.color.default(''),
  icon: fields.icon.default(''),
  parent_id: fields.parent_id.optional(),
  status: fields.status.default('active'),
  serial: fields.serial.optional(),
});
export const updateTopicBody = z.object(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> });
export const topicConfigBody = patchOf(topicConfigSchema.strict());
