/**
 * Every benchmark scenario, in the order `npm run bench` runs them. To add one, write
 * bench/scenarios/<name>.ts with defineScenario() and append it here (see bench/README.md).
 */
import type { RegisteredScenario } from '../types.ts';
import { analyticsLargeScenario, analyticsSmallScenario } from './analytics.ts';
import { coursesLargeScenario, coursesSmallScenario } from './courses.ts';
import { digestScenario } from './digest.ts';
import { directoryLargeScenario, directorySmallScenario } from './directory.ts';
import { feedsLargeScenario, feedsSmallScenario } from './feeds.ts';
import { leaderboardLargeScenario, leaderboardSmallScenario } from './leaderboard.ts';
import { liveScenario } from './live.ts';
import { loadScenario } from './load.ts';
import { mailScenario } from './mail.ts';
import { mediaScenario } from './media.ts';
import { messagingLargeScenario, messagingSmallScenario } from './messaging.ts';
import { migrationScenario } from './migration.ts';
import { settingsScenario } from './settings.ts';
import { schedulingScenario } from './scheduling.ts';
import { spacesLargeScenario, spacesSmallScenario } from './spaces.ts';
import { webhooksScenario } from './webhooks.ts';

// Small sizes first: each scenario tops the community up, so a later small one would not be small.
export const SCENARIOS: readonly RegisteredScenario[] = [
  settingsScenario,
  feedsSmallScenario,
  directorySmallScenario,
  // The same 100 members (the directory's seeder) with a year of analytics counters.
  analyticsSmallScenario,
  // The same 100 members with a year of points.
  leaderboardSmallScenario,
  // The same 100 members: the administrator's chat threads.
  messagingSmallScenario,
  // 10,000 members (seeded by the directory's seeder, which directory-100k then tops up): each gets a digest.
  digestScenario,
  directoryLargeScenario,
  // The same 100,000 members: their ranked counters added to the year of analytics.
  analyticsLargeScenario,
  // The same 100,000 members: their points in every period.
  leaderboardLargeScenario,
  // The same 100,000 members: the administrator's chat threads.
  messagingLargeScenario,
  spacesSmallScenario,
  spacesLargeScenario,
  coursesSmallScenario,
  coursesLargeScenario,
  feedsLargeScenario,
  // Its own space (a few members, so its posts' fan-out stays small) and its writes; settled after.
  loadScenario,
  // Its own space and webhooks; last, so the seeding of the others has been routed before it starts.
  webhooksScenario,
  // 1,000 WebSocket clients of one space (its own space; members of no space): after the webhooks' router work.
  liveScenario,
  // Mail job items straight to the pipeline (no posts, no fan-out): after the webhooks' router work.
  mailScenario,
  // 500 posts published in one minute: their fan-out is the router's last work of the run.
  schedulingScenario,
  // Ten uploads of a 5 MB JPEG by the administrator (within the upload rate); writes no posts.
  mediaScenario,
  // A legacy export of 90,000 rows through the migration state machine: last, its writes are the most.
  migrationScenario,
];
