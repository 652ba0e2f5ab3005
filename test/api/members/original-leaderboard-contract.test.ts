/**
 * The original Pro's leaderboard as its client calls it, under the WordPress base path
 * (test/support/original-calls/leaderboard.ts). In SITE_WIDE: features.leaderboard (off by
 * default) is switched on for the file and put back. One member's points are seeded (the items the
 * awarding side writes, test/support/points.ts) so the groups have items, and deleted after.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { LEADERBOARD_CALLS } from '../../support/original-calls/leaderboard.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { bucketItem, deletePointsBuckets, putPointsItems, setLeaderboard } from '../../support/points.ts';
import { api } from '../../support/http.ts';

let wasOn = false;
let ranked = 0;
beforeAll(async () => {
  wasOn = (await api<any>('GET', '/settings/features', { auth: adminAuth })).body.features.leaderboard === true;
  await setLeaderboard(true);
  ranked = (await createMember()).userId;
  await putPointsItems([bucketItem(ranked, 'W30', 12), bucketItem(ranked, 'ALL', 40)]);
});
afterAll(async () => {
  await deletePointsBuckets([ranked], ['W30', 'ALL']);
  await setLeaderboard(wasOn);
});

replayOriginalCalls("the original's leaderboard, unchanged but for the host", LEADERBOARD_CALLS);
