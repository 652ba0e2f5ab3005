/**
 * The original's Members and Profile routes replayed as its clients call them
 * (test/support/original-calls/members.ts); the setup adds the account whose password changes.
 */
import { replayOriginalCalls } from '../../support/original-client.ts';
import { MEMBERS_CALLS, PW_PASSWORD, PW_USERNAME } from '../../support/original-calls/members.ts';

replayOriginalCalls('the original members and profile routes', MEMBERS_CALLS, async () => {
  const { createMember } = await import('#features/members/member-service.ts');
  await createMember({ username: PW_USERNAME, email: `${PW_USERNAME}@example.test`, display_name: PW_USERNAME, role: 'member', status: 'active', password: PW_PASSWORD }, null, { issueAppPassword: false });
});
