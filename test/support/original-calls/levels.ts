/**
 * The original's level routes (registered by its Pro plugin: `GET` and `POST
 * /admin/leaderboards/levels`, fc-pro-paths.md) as an administrator's screen calls them, and the
 * level a profile then shows (docs/points.md, Levels). A save replaces the whole list: the replay's
 * file puts the site's levels back.
 */
import type { RecordedCall } from '../original-client.ts';

export const LEVELS_CALLS: readonly RecordedCall[] = [
  {
    name: 'save the levels',
    as: 'admin',
    method: 'POST',
    path: '/admin/leaderboards/levels',
    json: {
      levels: [
        { slug: 'starter-{run}', title: 'Starter', tagline: 'Welcome aboard', min_points: 0 },
        { slug: 'contributor-{run}', title: 'Contributor', min_points: '50' },
      ],
    },
    status: 200,
    keys: ['message', 'levels'],
    values: { 'levels.1.min_points': 50, 'levels.1.title': 'Contributor' },
  },
  { name: 'the levels', as: 'admin', method: 'GET', path: '/admin/leaderboards/levels', status: 200, keys: ['levels.*.slug', 'levels.*.title', 'levels.*.min_points'], values: { 'levels.0.slug': 'starter-{run}' } },
  { name: 'the levels are for administrators', as: 'member', method: 'GET', path: '/admin/leaderboards/levels', status: 403 },
  { name: 'a bad list is refused (422 rest_invalid_param, as WordPress answers)', as: 'admin', method: 'POST', path: '/admin/leaderboards/levels', json: { levels: [{ slug: 'late-{run}', title: 'Late', min_points: 5 }] }, status: 422 },
  {
    name: "a profile shows the member's level",
    route: 'GET /profile/{username:slug}',
    as: 'other',
    method: 'GET',
    path: '/profile/{member_username}',
    status: 200,
    keys: ['profile.level.slug', 'profile.level.title'],
    values: { 'profile.level.slug': 'starter-{run}', 'profile.total_points': 0 },
  },
];
