/**
 * What a client needs to open the live connection (docs/live-updates.md "Connecting"): a 60-second
 * connect token for the caller, valid for the WebSocket API only, and the API's address.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { issueLiveToken } from '#platform/auth/tokens.ts';
import { config } from '#platform/config.ts';

export async function liveConnection(caller: Caller): Promise<{ token: string; expires_in: number; live_url: string | null }> {
  const issued = await issueLiveToken({ userId: caller.userId, username: caller.username, credentialId: caller.credentialId, credentialsVersion: caller.credentialsVersion ?? 0 });
  return { ...issued, live_url: config.LIVE_URL ?? null };
}
