/**
 * Community analytics at two community sizes (docs/analytics.md): every chart after seeding 100 and
 * then 100,000 members (the directory's seeder) with a year of counters as the events router would
 * have written them (bench/seed/analytics.ts), so the figures compare row by row. Each chart is one
 * Query, the top lists one Query and one BatchGet: flat from small to large is the goal. Turns
 * features.analytics on (the bench's own stack).
 */
import { seedAnalytics } from '../seed/analytics.ts';
import { seedMembers } from '../seed/members.ts';
import { defineScenario, type BenchContext, type BenchRequest } from '../types.ts';

let spaces: Promise<number[]> | undefined;
const benchSpaces = (ctx: BenchContext): Promise<number[]> =>
  (spaces ??= Promise.all(
    Array.from({ length: 5 }, async (_, i) => (await ctx.call<{ data: { id: number } }>('POST', '/spaces', { auth: 'admin-basic', body: { title: `Analytics bench ${i} ${Date.now()}`, privacy: 'public' } })).data.id),
  ));

const YEAR = (() => {
  const end = new Date();
  const start = new Date(end.getTime() - 365 * 86_400_000);
  return `start_date=${start.toISOString().slice(0, 10)}&end_date=${end.toISOString().slice(0, 10)}`;
})();

function analyticsAt(size: number, label: string) {
  return defineScenario({
    name: `analytics-${label}`,
    description: `every analytics chart over a year (and the top lists for this month) with ${size.toLocaleString('en')} members and a year of activity`,
    setup: async (ctx) => {
      const started = performance.now();
      await ctx.call('POST', '/settings/features', { auth: 'admin-basic', body: { features: { analytics: true } } });
      await seedMembers(ctx, size, 20);
      const spaceIds = await benchSpaces(ctx);
      await seedAnalytics(ctx, spaceIds);
      console.log(`  seeded a year of analytics for ${size.toLocaleString('en')} members in ${Math.round(performance.now() - started)} ms`);
      return { spaceId: spaceIds[0]! };
    },
    requests: ({ spaceId }): BenchRequest[] => [
      { label: 'GET /analytics/overview/widget (year)', method: 'GET', path: `/analytics/overview/widget?${YEAR}`, auth: 'admin-basic' },
      { label: 'GET /analytics/overview/activity (year by day)', method: 'GET', path: `/analytics/overview/activity?${YEAR}`, auth: 'admin-basic' },
      { label: 'GET /analytics/overview/activity (year by month)', method: 'GET', path: `/analytics/overview/activity?${YEAR}&group_by=month`, auth: 'admin-basic' },
      { label: 'GET /analytics/overview/popular-day-time (year)', method: 'GET', path: `/analytics/overview/popular-day-time?${YEAR}`, auth: 'admin-basic' },
      { label: 'GET /analytics/members/widget (year)', method: 'GET', path: `/analytics/members/widget?${YEAR}`, auth: 'admin-basic' },
      { label: 'GET /analytics/members/activity (year)', method: 'GET', path: `/analytics/members/activity?${YEAR}&group_by=week`, auth: 'admin-basic' },
      { label: 'GET /analytics/members/top-members', method: 'GET', path: '/analytics/members/top-members?limit=10', auth: 'admin-basic' },
      { label: 'GET /analytics/members/top-commenters (year)', method: 'GET', path: '/analytics/members/top-commenters?period=year&limit=10', auth: 'admin-basic' },
      { label: 'GET /analytics/members/top-post-starters (all time)', method: 'GET', path: '/analytics/members/top-post-starters?period=all_time&limit=10', auth: 'admin-basic' },
      { label: 'GET /analytics/spaces/widget (year)', method: 'GET', path: `/analytics/spaces/widget?${YEAR}&space_id=${spaceId}`, auth: 'admin-basic' },
      { label: 'GET /analytics/spaces/activity (year)', method: 'GET', path: `/analytics/spaces/activity?${YEAR}&space_id=${spaceId}`, auth: 'admin-basic' },
      { label: 'GET /analytics/spaces/popular', method: 'GET', path: '/analytics/spaces/popular', auth: 'admin-basic' },
    ],
  });
}

export const analyticsSmallScenario = analyticsAt(100, '100');
export const analyticsLargeScenario = analyticsAt(100_000, '100k');
