/**
 * Every recorded call of the original's clients, by feature (test/support/original-client.ts):
 * test/unit/original-route-coverage.test.ts checks that together they exercise every route of the
 * inventory (scripts/compat/original-routes.json).
 */
import { ORIGINAL_CLIENT_CALLS } from '../original-client-calls.ts';
import type { RecordedCall } from '../original-client.ts';
import { COURSES_CALLS } from './courses.ts';
import { SETTINGS_CALLS } from './settings.ts';
import { FEED_LINK_CALLS, FEEDS_CALLS } from './feeds.ts';
import { SPACES_CALLS } from './spaces.ts';
import { MEMBERS_CALLS } from './members.ts';
import { LISTS_CALLS } from './lists.ts';
import { INVITATIONS_CALLS } from './invitations.ts';
import { ANALYTICS_CALLS } from './analytics.ts';
import { BADGES_CALLS } from './badges.ts';
import { LEVELS_CALLS } from './levels.ts';
import { LEADERBOARD_CALLS } from './leaderboard.ts';

export const ALL_ORIGINAL_CALLS: readonly RecordedCall[] = [...ORIGINAL_CLIENT_CALLS, ...COURSES_CALLS, ...SETTINGS_CALLS, ...FEEDS_CALLS, ...FEED_LINK_CALLS, ...SPACES_CALLS, ...MEMBERS_CALLS, ...LISTS_CALLS, ...INVITATIONS_CALLS, ...ANALYTICS_CALLS, ...BADGES_CALLS, ...LEVELS_CALLS, ...LEADERBOARD_CALLS];
