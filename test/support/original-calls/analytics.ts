/**
 * The original's analytics routes (registered by its Pro plugin, not in the free plugin's
 * inventory: no `route` field), as a dashboard calls them under the compat base path: each chart
 * with a date range or a period, and refused to a member (docs/analytics.md). The shapes are ours
 * (the original Pro's are not in our sources): the keys here are the ones we document.
 */
import type { RecordedCall } from '../original-client.ts';

const range = 'start_date=2026-01-01&end_date=2026-01-31';

export const ANALYTICS_CALLS: readonly RecordedCall[] = [
  { name: 'overview widget', as: 'admin', method: 'GET', path: `/analytics/overview/widget?${range}`, status: 200, keys: ['widget.posts.value', 'widget.posts.previous', 'widget.active_members.value'] },
  { name: 'overview activity', as: 'admin', method: 'GET', path: `/analytics/overview/activity?${range}&group_by=week`, status: 200, keys: ['data.0.date', 'data.0.posts', 'totals.comments'] },
  { name: 'popular day and time', as: 'admin', method: 'GET', path: `/analytics/overview/popular-day-time?${range}`, status: 200, keys: ['data.6.hours', 'busiest'] },
  { name: 'members widget', as: 'admin', method: 'GET', path: `/analytics/members/widget?${range}`, status: 200, keys: ['widget.new_members.value'] },
  { name: 'members activity', as: 'admin', method: 'GET', path: `/analytics/members/activity?${range}`, status: 200, keys: ['data.30.active_members', 'totals.new_members'] },
  { name: 'top members', as: 'admin', method: 'GET', path: '/analytics/members/top-members?period=month', status: 200, keys: ['period', 'date', 'data'] },
  { name: 'top commenters', as: 'admin', method: 'GET', path: '/analytics/members/top-commenters?period=year', status: 200, keys: ['data'] },
  { name: 'top post starters', as: 'admin', method: 'GET', path: '/analytics/members/top-post-starters?period=all_time&limit=5', status: 200, keys: ['data'] },
  { name: 'spaces widget', as: 'admin', method: 'GET', path: `/analytics/spaces/widget?${range}`, status: 200, keys: ['widget.posts.value'] },
  { name: 'spaces activity', as: 'admin', method: 'GET', path: `/analytics/spaces/activity?${range}&group_by=month`, status: 200, keys: ['data.0.date', 'totals.reactions'] },
  { name: 'popular spaces', as: 'admin', method: 'GET', path: '/analytics/spaces/popular', status: 200, keys: ['data'] },
  { name: 'spaces search', as: 'admin', method: 'GET', path: '/analytics/spaces/search?search=an', status: 200, keys: ['spaces'] },
  { name: 'spaces search, one letter', as: 'admin', method: 'GET', path: '/analytics/spaces/search?search=a', status: 400, values: { code: 'invalid_search' } },
  { name: 'a member', as: 'member', method: 'GET', path: '/analytics/overview/widget', status: 403, values: { code: 'rest_forbidden' } },
];
