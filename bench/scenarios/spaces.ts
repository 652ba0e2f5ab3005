/**
 * Spaces at two sizes: 10 spaces with 1,000 memberships, then 1,000 spaces with 100,000
 * memberships (a fifth of them in the first space, whose detail and members page are measured).
 */
import { seedSpaces } from '../seed/spaces.ts';
import { defineScenario, type BenchRequest } from '../types.ts';

const FULLER_PAGE = 'the large page is longer';

function spacesAt(spaces: number, memberships: number, label: string) {
  return defineScenario({
    name: `spaces-${label}`,
    needs: { curl: true },
    description: `space list, discover, a detail and a members page with ${spaces.toLocaleString('en')} spaces and ${memberships.toLocaleString('en')} memberships`,
    setup: async (ctx) => {
      const started = performance.now();
      const seeded = await seedSpaces(ctx, spaces, memberships, 0.2);
      console.log(`  seeded ${seeded.spaces} spaces, ${seeded.memberships.toLocaleString('en')} memberships in ${Math.round(performance.now() - started)} ms`);
      return seeded;
    },
    requests: (seeded): BenchRequest[] => [
      // The default pages (20) hold all 10 spaces at spaces-10 and 20 at spaces-1000: the lengths differ, so
      // the sizes are compared on a page of 10, which both fill.
      { label: 'GET /spaces', method: 'GET', path: '/spaces', auth: 'admin-basic', notComparedAcrossSizes: FULLER_PAGE },
      { label: 'GET /spaces?per_page=10', method: 'GET', path: '/spaces?per_page=10', auth: 'admin-basic' },
      { label: 'GET /spaces/discover', method: 'GET', path: '/spaces/discover', auth: 'admin-app', curl: true, notComparedAcrossSizes: FULLER_PAGE },
      { label: 'GET /spaces/discover?per_page=10', method: 'GET', path: '/spaces/discover?per_page=10', auth: 'admin-app' },
      { label: 'GET /spaces/{slug}/by-slug', method: 'GET', path: `/spaces/${seeded.bigSlug}/by-slug`, auth: 'admin-basic' },
      { label: 'GET /spaces/{slug}/members', method: 'GET', path: `/spaces/${seeded.bigSlug}/members`, auth: 'admin-basic' },
    ],
  });
}

export const spacesSmallScenario = spacesAt(10, 1_000, '10');
export const spacesLargeScenario = spacesAt(1_000, 100_000, '1000');
