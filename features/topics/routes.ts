import { requireCaller } from '#platform/auth/access.ts';
import * as topics from '#features/topics/topic-service.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { MessageOnly } from '#platform/shapes/common.ts';
const r = lazyResponses(() => import('./responses.ts'));
import { createTopicBody, topicConfigBody, topicParams, topicsQuery, updateTopicBody } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

export const routes: Record<DomainRouteKey<'topics'>, AnyRoute> = {
  'GET /admin/topics': route({ pro: true, access: 'admin', inherits: 'none', query: topicsQuery, responses: { 200: r.topicsResponse }, handle: ({ query }) => topics.listTopicsFor(query) }),
  'POST /admin/topics': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    body: createTopicBody,
    responses: { 200: r.topicSavedResponse },
    errors: { 400: ['duplicate_slug'] },
    handle: async ({ body }) => ({ topic: await topics.createTopic(body), message: 'Topic has been created successfully' }),
  }),
  'PUT /admin/topics/{topic_id}': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: topicParams,
    body: updateTopicBody,
    responses: { 200: r.topicSavedResponse },
    errors: { 400: ['duplicate_slug'], 404: ['not_found'] },
    handle: async ({ params, body }) => ({ topic: await topics.updateTopic(params.topic_id, body), message: 'Topic has been updated successfully' }),
  }),
  'DELETE /admin/topics/{topic_id}': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    params: topicParams,
    responses: { 200: MessageOnly },
    errors: { 404: ['not_found'] },
    handle: async ({ params }) => {
      await topics.deleteTopic(params.topic_id);
      return { message: 'Topic has been deleted successfully' };
    },
  }),
  'GET /admin/topics/config': route({ pro: true, access: 'admin', inherits: 'none', responses: { 200: r.topicConfigResponse }, handle: async () => ({ config: await topics.getTopicConfig() }) }),
  'POST /admin/topics/config': route({
    pro: true,
    access: 'admin',
    inherits: 'none',
    body: topicConfigBody,
    responses: { 200: r.topicConfigSavedResponse },
    handle: async ({ body, caller }) => ({ config: await topics.updateTopicConfig(body, { userId: requireCaller(caller).userId }), message: 'Topic settings have been saved' }),
  }),
};
