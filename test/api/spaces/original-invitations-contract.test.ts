/**
 * The original's invitation routes as its clients call them, under the WordPress base path
 * (test/support/original-calls/invitations.ts, docs/wordpress-compat.md).
 */
import { INVITATIONS_CALLS } from '../../support/original-calls/invitations.ts';
import { replayOriginalCalls } from '../../support/original-client.ts';

replayOriginalCalls('the original\'s invitation routes, unchanged but for the host', INVITATIONS_CALLS);
