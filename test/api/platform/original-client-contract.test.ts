/**
 * Contract with clients written for the original platform (docs/wordpress-compat.md): replays
 * the recorded calls of test/support/original-client-calls.ts (WordPress's conventions), in order,
 * under the WordPress base path, and checks each status code and the fields those clients read.
 * The original's routes one by one are replayed by each feature's original-*-contract test.
 */
import { ORIGINAL_CLIENT_CALLS } from '../../support/original-client-calls.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';

replayOriginalCalls('a client of the original platform, unchanged but for its host', ORIGINAL_CLIENT_CALLS);
