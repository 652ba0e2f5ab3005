/**
 * Where a webhook may point: HTTPS only, and never at private, loopback, link-local or other
 * non-public addresses (a webhook must not become a way to reach the service's own network).
 * Checked when a webhook is saved and again at every connection, because DNS can change between
 * the two (`guardedLookup` is the socket's resolver). WEBHOOK_ALLOW_PRIVATE_TARGETS=1 lifts the
 * address rule for local testing; the HTTPS rule always holds.
 */
import type { LookupFunction } from 'node:net';
import { config } from '#platform/config.ts';
import { AddressRejected, guardedLookup as lookupUnder, isPrivateAddress, resolvePublic, type AddressPolicy } from '#platform/net/address-guard.ts';

export { isPrivateAddress };
/** The webhook name of the shared rejection (platform/net/address-guard.ts). */
export { AddressRejected as TargetRejected };
export type TargetRejection = AddressRejected['reason'];

const POLICY: AddressPolicy = { label: 'webhook', allows: () => config.WEBHOOK_ALLOW_PRIVATE_TARGETS };

/** The URL, if it is an absolute HTTPS URL; otherwise TargetRejected('not_https'). */
export function httpsUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AddressRejected('not_https', 'The webhook URL is not a valid URL.');
  }
  if (parsed.protocol !== 'https:') throw new AddressRejected('not_https', 'The webhook URL must use HTTPS.');
  if (parsed.username || parsed.password) throw new AddressRejected('not_https', 'The webhook URL must not carry credentials; use custom headers.');
  return parsed;
}

/** The save-time check: HTTPS, and a host that resolves to public addresses only. */
export async function checkTarget(url: string): Promise<URL> {
  const parsed = httpsUrl(url);
  await resolvePublic(parsed.hostname, POLICY);
  return parsed;
}

/**
 * A resolver for the delivery socket: the addresses it connects to are the ones just checked, so
 * a DNS answer that changed since the webhook was saved (rebinding) cannot reach a private host.
 */
export const guardedLookup: LookupFunction = lookupUnder(POLICY);
