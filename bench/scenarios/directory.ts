/**
 * The member directory at two community sizes: the same requests after seeding 100 and then
 * 100,000 members, so their figures can be compared row by row (flat latency is the goal).
 * Both sizes have the same 20 members online: counting who is online is proportional to that
 * number, not to the community's size.
 */
import { seedMembers } from '../seed/members.ts';
import { defineScenario, type BenchRequest } from '../types.ts';

const ONLINE = 20;

function directoryAt(size: number, label: string) {
  return defineScenario({
    name: `directory-${label}`,
    needs: { curl: true },
    description: `GET /members (default, by name, by role), a search and /members/active with ${size.toLocaleString('en')} members`,
    setup: async (ctx) => {
      const started = performance.now();
      const seeded = await seedMembers(ctx, size, ONLINE);
      console.log(`  seeded ${seeded.total.toLocaleString('en')} members in ${Math.round(performance.now() - started)} ms`);
      return seeded;
    },
    requests: (seeded): BenchRequest[] => [
      { label: 'GET /members', method: 'GET', path: '/members', auth: 'admin-app', curl: true },
      { label: 'GET /members?orderby=display_name', method: 'GET', path: '/members?orderby=display_name&order=asc', auth: 'admin-basic' },
      { label: 'GET /members?role=moderator', method: 'GET', path: '/members?role=moderator', auth: 'admin-basic' },
      { label: `GET /members?search=<surname>`, method: 'GET', path: `/members?search=${seeded.searchTerm}`, auth: 'admin-basic' },
      { label: 'GET /members/active', method: 'GET', path: '/members/active', auth: 'admin-basic' },
    ],
  });
}

export const directorySmallScenario = directoryAt(100, '100');
export const directoryLargeScenario = directoryAt(100_000, '100k');
