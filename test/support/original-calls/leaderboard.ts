/**
 * The original Pro's leaderboard page as its client calls it (`GET /leaderboard`, fc-pro-paths.md):
 * it reads `leaderboard`, groups of `{key, title, items: [{user_id, total_points, xprofile}]}`
 * (docs/points.md, "Leaderboard"; docs/wordpress-compat.md, "Routes: leaderboard").
 */
import type { RecordedCall } from '../original-client.ts';

export const LEADERBOARD_CALLS: readonly RecordedCall[] = [
  { name: 'the leaderboard page', as: 'member', method: 'GET', path: '/leaderboard', status: 200, keys: ['leaderboard.*.key', 'leaderboard.*.title', 'leaderboard.*.items', 'leaderboard.*.items.*.user_id', 'leaderboard.*.items.*.total_points', 'leaderboard.*.items.*.xprofile'] },
  { name: 'one period of it', as: 'member', method: 'GET', path: '/leaderboard?period=all_time', status: 200, keys: ['leaderboard.*.items.*.xprofile.display_name'], values: { 'leaderboard.0.key': 'all_time' } },
  { name: 'to an anonymous visitor (leaderboard_members_visibility everybody)', as: 'anonymous', method: 'GET', path: '/leaderboard', status: 200, keys: ['leaderboard.*.items'] },
];
