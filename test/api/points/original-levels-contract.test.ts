/**
 * The original's level routes as its administrators' screen calls them, and the level a profile
 * shows, under the WordPress base path (test/support/original-calls/levels.ts). In SITE_WIDE: the
 * levels are one site-wide list the replay replaces, and features.leaderboard (off by default) is
 * switched on for the profile's level; both are put back.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { LEVELS_CALLS } from '../../support/original-calls/levels.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';
import { adminAuth } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { setLeaderboard } from '../../support/points.ts';

let wasOn = false;
let levels: unknown[] = [];
beforeAll(async () => {
  wasOn = (await api<any>('GET', '/settings/features', { auth: adminAuth })).body.features.leaderboard === true;
  levels = (await api<any>('GET', '/admin/leaderboards/levels', { auth: adminAuth })).body.levels.map(({ number: _n, ...level }: any) => level);
  await setLeaderboard(true);
});
afterAll(async () => {
  expect((await api('POST', '/admin/leaderboards/levels', { auth: adminAuth, body: { levels } })).status).toBe(200);
  await setLeaderboard(wasOn);
});

replayOriginalCalls('the original\'s level routes, unchanged but for the host', LEVELS_CALLS);
