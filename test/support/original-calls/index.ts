/**
 * Every recorded call of the original's clients, by feature (test/support/original-client.ts):
 * test/unit/original-route-coverage.test.ts checks that together they exercise every route of the
 * inventory (scripts/compat/original-routes.json).
 */
import { ORIGINAL_CLIENT_CALLS } from '../original-client-calls.ts';
import type { RecordedCall } from '../original-client.ts';
import { LISTS_CALLS } from './lists.ts';

export const ALL_ORIGINAL_CALLS: readonly RecordedCall[] = [...ORIGINAL_CLIENT_CALLS, ...LISTS_CALLS];
