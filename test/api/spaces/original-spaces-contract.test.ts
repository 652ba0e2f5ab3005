/**
 * The original's spaces routes and the FluentCart routes, replayed as its clients send them under
 * the compat base path (test/support/original-calls/spaces.ts, docs/wordpress-compat.md).
 */
import { replayOriginalCalls } from '../../support/original-client.ts';
import { SPACES_CALLS } from '../../support/original-calls/spaces.ts';

replayOriginalCalls('the original\'s spaces routes, as its clients call them', SPACES_CALLS);
