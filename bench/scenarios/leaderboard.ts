/**
 * GET /leaderboard (docs/points.md, "Leaderboard") at two community sizes: every period's page 1
 * and page 3 (by number, and by the cursor page 2 answers) after seeding 100 and then 100,000
 * members (the directory's seeder) with a year of points (bench/seed/leaderboard.ts). A page is one
 * Query and one BatchGet beyond authentication: flat from small to large is the goal. Turns
 * features.leaderboard on (the bench's own stack).
 */
import { seedLeaderboard } from '../seed/leaderboard.ts';
import { seedMembers } from '../seed/members.ts';
import { defineScenario, type BenchRequest } from '../types.ts';

const PERIODS = ['7_days', '30_days', 'year', 'all_time'] as const;
const PER_PAGE = 20;

function leaderboardAt(size: number, label: string) {
  return defineScenario({
    name: `leaderboard-${label}`,
    description: `GET /leaderboard for each period, page 1 and page 3, with ${size.toLocaleString('en')} members and a year of points`,
    setup: async (ctx) => {
      const started = performance.now();
      await ctx.call('POST', '/settings/features', { auth: 'admin-basic', body: { features: { leaderboard: true } } });
      await seedMembers(ctx, size, 20);
      await seedLeaderboard(ctx);
      console.log(`  seeded a year of points for ${size.toLocaleString('en')} members in ${Math.round(performance.now() - started)} ms`);
      // Page 3 by cursor: the cursor page 2 answers (each period has more than 60 ranked members at both sizes).
      const cursors: Record<string, string> = {};
      for (const period of PERIODS) {
        const page2 = await ctx.call<{ meta: { next_cursor: string | null } }>('GET', `/leaderboard?period=${period}&per_page=${PER_PAGE}&page=2`, { auth: 'admin-basic' });
        if (!page2.meta.next_cursor) throw new Error(`the ${period} leaderboard has no third page`);
        cursors[period] = page2.meta.next_cursor;
      }
      return { cursors };
    },
    requests: ({ cursors }): BenchRequest[] =>
      PERIODS.flatMap((period): BenchRequest[] => [
        { label: `GET /leaderboard ${period} page 1`, method: 'GET', path: `/leaderboard?period=${period}&per_page=${PER_PAGE}`, auth: 'admin-basic' },
        { label: `GET /leaderboard ${period} page 3`, method: 'GET', path: `/leaderboard?period=${period}&per_page=${PER_PAGE}&page=3`, auth: 'admin-basic' },
        { label: `GET /leaderboard ${period} page 3 (cursor)`, method: 'GET', path: `/leaderboard?period=${period}&per_page=${PER_PAGE}&cursor=${cursors[period]}`, auth: 'admin-basic' },
      ]),
  });
}

export const leaderboardSmallScenario = leaderboardAt(100, '100');
export const leaderboardLargeScenario = leaderboardAt(100_000, '100k');
