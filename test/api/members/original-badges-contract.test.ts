/**
 * The original's badge routes and the profile's badge_slugs as its clients call them, under the
 * WordPress base path (test/support/original-calls/badges.ts, docs/badges.md).
 */
import { BADGES_CALLS } from '../../support/original-calls/badges.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';

replayOriginalCalls('the original\'s badge routes, unchanged but for the host', BADGES_CALLS);
