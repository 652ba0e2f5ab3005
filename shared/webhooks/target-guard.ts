/**
 * Where a webhook may point: HTTPS only, and never at private, loopback, link-local or other
 * non-public addresses (a webhook must not become a way to reach the service's own network).
 * Checked when a webhook is saved and again at every connection, because DNS can change between
 * the two (`guardedLookup` is the socket's resolver). WEBHOOK_ALLOW_PRIVATE_TARGETS=1 lifts the
 * address rule for local testing; the HTTPS rule always holds.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { config } from '#shared/config.ts';
import { embeddedIpv4 } from '#shared/net/ipv6.ts';

export type TargetRejection = 'not_https' | 'private_address' | 'unresolvable';

export class TargetRejected extends Error {
  constructor(
    readonly reason: TargetRejection,
    message: string,
  ) {
    super(message);
    this.name = 'TargetRejected';
  }
}

/** IANA special-purpose ranges: none of them is a public receiver. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv6');

/**
 * Whether `address` (an IP literal) is a non-public address. An IPv6 address that embeds an IPv4
 * one (mapped, compatible, translated, NAT64, 6to4, Teredo) is refused when either is not public.
 * A scoped address (`fe80::1%eth0`) is refused: it names an interface of this host.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0 || address.includes('%')) return true;
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  return BLOCKED.check(address, 'ipv6') || embeddedIpv4(address).some((v4) => BLOCKED.check(v4, 'ipv4'));
}

const allowPrivate = (): boolean => config.WEBHOOK_ALLOW_PRIVATE_TARGETS;

/** The URL, if it is an absolute HTTPS URL; otherwise TargetRejected('not_https'). */
export function httpsUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TargetRejected('not_https', 'The webhook URL is not a valid URL.');
  }
  if (parsed.protocol !== 'https:') throw new TargetRejected('not_https', 'The webhook URL must use HTTPS.');
  if (parsed.username || parsed.password) throw new TargetRejected('not_https', 'The webhook URL must not carry credentials; use custom headers.');
  return parsed;
}

/** Every address `host` resolves to, each checked; TargetRejected when one is not public. */
async function resolvePublic(host: string): Promise<Array<{ address: string; family: number }>> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true });
    } catch {
      throw new TargetRejected('unresolvable', `The webhook host ${bare} does not resolve.`);
    }
  }
  if (addresses.length === 0) throw new TargetRejected('unresolvable', `The webhook host ${bare} does not resolve.`);
  // One private answer is enough to refuse: a resolver may hand out any of them.
  if (!allowPrivate() && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new TargetRejected('private_address', `The webhook host ${bare} resolves to a private, loopback or link-local address.`);
  }
  return addresses;
}

/** The save-time check: HTTPS, and a host that resolves to public addresses only. */
export async function checkTarget(url: string): Promise<URL> {
  const parsed = httpsUrl(url);
  await resolvePublic(parsed.hostname);
  return parsed;
}

/**
 * A resolver for the delivery socket: the addresses it connects to are the ones just checked, so
 * a DNS answer that changed since the webhook was saved (rebinding) cannot reach a private host.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublic(hostname).then(
    (addresses) => {
      const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
      const usable = wanted.length > 0 ? wanted : addresses;
      if (options.all) (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    },
    (error: Error) => callback(Object.assign(error, { code: 'ENOTFOUND' }) as NodeJS.ErrnoException, '', 0),
  );
};
