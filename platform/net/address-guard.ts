/**
 * The outbound address rule shared by webhooks and link previews: never connect to private,
 * loopback, link-local or other non-public addresses (a URL a user supplies must not become a way
 * to reach the service's own network). `guardedLookup` is the connecting socket's resolver, so
 * the addresses connected to are the ones just checked: a DNS answer that changes between a check
 * and the connection (rebinding) cannot reach a private host. A socket to an IP literal skips the
 * resolver, so callers check literals with `resolvePublic` before connecting.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { embeddedIpv4 } from '#platform/net/ipv6.ts';

export type AddressRejection = 'not_https' | 'not_http' | 'private_address' | 'unresolvable';

export class AddressRejected extends Error {
  constructor(
    readonly reason: AddressRejection,
    message: string,
  ) {
    super(message);
    this.name = 'AddressRejected';
  }
}

/**
 * The blocks of IANA's special-purpose registries that are not globally reachable, and multicast.
 * 192.0.0.0/24 and 2001::/23 are refused whole, with the few anycast services and identifiers
 * IANA marks reachable in them (PCP, TURN, AMT, AS112, ORCHIDv2, DRIP): none is a web page or a
 * bucket. Forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo) are also judged by it.
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b:1::', 48], ['100::', 64], ['100:0:0:1::', 64], ['2001::', 23], ['2001:db8::', 32], ['3fff::', 20],
  ['5f00::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) BLOCKED.addSubnet(net, prefix, 'ipv6');

/**
 * Where public IPv6 hosts are: 2000::/3 (global unicast; IANA reserves the rest of the space), and
 * the forms outside it that only carry an IPv4 address (IPv4-compatible, mapped, translated, and
 * NAT64's well-known prefix), which are judged by that address. Any other IPv6 address is refused,
 * so a block IANA sets aside later outside 2000::/3 (as 5f00::/16 was) is refused already.
 */
const PUBLIC_IPV6 = new BlockList();
PUBLIC_IPV6.addSubnet('2000::', 3, 'ipv6');
for (const net of ['::', '::ffff:0:0', '::ffff:0:0:0', '64:ff9b::']) PUBLIC_IPV6.addSubnet(net, 96, 'ipv6');

/**
 * Whether `address` (an IP literal) is a non-public address. An IPv6 address that embeds an IPv4
 * one (mapped, compatible, translated, NAT64, 6to4, Teredo) is refused when either is not public.
 * A scoped address (`fe80::1%eth0`) is refused: it names an interface of this host.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0 || address.includes('%')) return true;
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  return (
    BLOCKED.check(address, 'ipv6') ||
    !PUBLIC_IPV6.check(address, 'ipv6') ||
    embeddedIpv4(address).some((v4) => BLOCKED.check(v4, 'ipv4'))
  );
}

export interface AddressPolicy {
  /** Names the caller in messages ("webhook", "link preview"). */
  label: string;
  /** A private address this policy lets through anyway (local testing only). */
  allows: (address: string) => boolean;
}

export type ResolvedAddress = { address: string; family: number };

const bareHost = (host: string): string => host.replace(/^\[|\]$/g, '');

const privateRejection = (policy: AddressPolicy, host: string): AddressRejected =>
  new AddressRejected('private_address', `The ${policy.label} host ${host} resolves to a private, loopback or link-local address.`);

/** Every address `host` resolves to, each checked; AddressRejected when one is not public. */
export async function resolvePublic(host: string, policy: AddressPolicy): Promise<ResolvedAddress[]> {
  const bare = bareHost(host);
  let addresses: ResolvedAddress[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true });
    } catch {
      throw new AddressRejected('unresolvable', `The ${policy.label} host ${bare} does not resolve.`);
    }
  }
  if (addresses.length === 0) throw new AddressRejected('unresolvable', `The ${policy.label} host ${bare} does not resolve.`);
  // One private answer is enough to refuse: a resolver may hand out any of them.
  if (addresses.some((a) => isPrivateAddress(a.address) && !policy.allows(a.address))) throw privateRejection(policy, bare);
  return addresses;
}

/**
 * The refusal of `host` when it is an IP literal the policy does not let through, else null (a
 * name is left to `guardedLookup`). Synchronous, for a socket about to connect: a socket to a
 * literal skips the resolver.
 */
export function literalRejection(host: string, policy: AddressPolicy): AddressRejected | null {
  const bare = bareHost(host);
  return isIP(bare) && isPrivateAddress(bare) && !policy.allows(bare) ? privateRejection(policy, bare) : null;
}

/** A socket resolver that connects only to addresses `resolvePublic` has just checked. */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, policy).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        const usable = wanted.length > 0 ? wanted : addresses;
        if (options.all) (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: Error) => callback(Object.assign(error, { code: 'ENOTFOUND' }) as NodeJS.ErrnoException, '', 0),
    );
  };
}
