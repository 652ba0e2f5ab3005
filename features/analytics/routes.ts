/**
 * The analytics routes (docs/analytics.md), served by the activities function: administrators and
 * moderators only, while `features.analytics` is on and the license carries `analytics` (PRO).
 */
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import * as analytics from '#features/analytics/analytics-service.ts';
const r = lazyResponses(() => import('./responses.ts'));
import { rangeQuery, spaceRangeQuery, spaceSearchQuery, topQuery } from './schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

const base = { feature: 'analytics', pro: true, access: 'moderator', inherits: 'none' } as const;

export const analyticsRoutes: Record<Extract<DomainRouteKey<'activities'>, `GET /analytics/${string}`>, AnyRoute> = {
  'GET /analytics/overview/widget': route({ ...base, query: rangeQuery, responses: { 200: r.overviewWidgetResponse }, handle: ({ query }) => analytics.overviewWidget(query) }),
  'GET /analytics/overview/activity': route({ ...base, query: rangeQuery, responses: { 200: r.overviewActivityResponse }, handle: ({ query }) => analytics.overviewActivity(query) }),
  'GET /analytics/overview/popular-day-time': route({ ...base, query: rangeQuery, responses: { 200: r.popularDayTimeResponse }, handle: ({ query }) => analytics.popularDayTime(query) }),
  'GET /analytics/members/widget': route({ ...base, query: rangeQuery, responses: { 200: r.memberWidgetResponse }, handle: ({ query }) => analytics.memberWidget(query) }),
  'GET /analytics/members/activity': route({ ...base, query: rangeQuery, responses: { 200: r.memberActivityResponse }, handle: ({ query }) => analytics.memberActivity(query) }),
  'GET /analytics/members/top-members': route({ ...base, query: topQuery, responses: { 200: r.topMembersResponse }, handle: ({ query }) => analytics.topMembers('total', query) }),
  'GET /analytics/members/top-commenters': route({ ...base, query: topQuery, responses: { 200: r.topMembersResponse }, handle: ({ query }) => analytics.topMembers('comments', query) }),
  'GET /analytics/members/top-post-starters': route({ ...base, query: topQuery, responses: { 200: r.topMembersResponse }, handle: ({ query }) => analytics.topMembers('posts', query) }),
  'GET /analytics/spaces/widget': route({ ...base, query: spaceRangeQuery, responses: { 200: r.spaceWidgetResponse }, handle: ({ query }) => analytics.spaceWidget(query) }),
  'GET /analytics/spaces/activity': route({ ...base, query: spaceRangeQuery, responses: { 200: r.spaceActivityResponse }, handle: ({ query }) => analytics.spaceActivity(query) }),
  'GET /analytics/spaces/popular': route({ ...base, query: topQuery, responses: { 200: r.popularSpacesResponse }, handle: ({ query }) => analytics.popularSpaces(query) }),
  'GET /analytics/spaces/search': route({ ...base, query: spaceSearchQuery, responses: { 200: r.spaceSearchResponse }, errors: { 400: ['invalid_search'] }, handle: ({ query }) => analytics.searchSpaces(query) }),
};
