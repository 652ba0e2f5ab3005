/**
 * The outbound address rule (platform/net/address-guard.ts) against IANA's special-purpose address
 * registries (IPv4 and IPv6, "Globally Reachable" column) and the IPv6 address space registry:
 * one case per block that is not globally reachable, and public addresses beside them.
 */
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '#platform/net/address-guard.ts';

const REFUSED: Array<[block: string, address: string]> = [
  // IPv4 special-purpose registry
  ['0.0.0.0/8 "this network"', '0.1.2.3'],
  ['10.0.0.0/8 private-use', '10.255.0.1'],
  ['100.64.0.0/10 shared address space (CGNAT)', '100.127.255.254'],
  ['127.0.0.0/8 loopback', '127.1.2.3'],
  ['169.254.0.0/16 link-local (cloud metadata)', '169.254.169.254'],
  ['172.16.0.0/12 private-use', '172.31.0.1'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.8'],
  ['192.0.2.0/24 documentation (TEST-NET-1)', '192.0.2.10'],
  ['192.88.99.0/24 deprecated 6to4 relay anycast', '192.88.99.1'],
  ['192.168.0.0/16 private-use', '192.168.255.1'],
  ['198.18.0.0/15 benchmarking', '198.19.0.1'],
  ['198.51.100.0/24 documentation (TEST-NET-2)', '198.51.100.7'],
  ['203.0.113.0/24 documentation (TEST-NET-3)', '203.0.113.9'],
  ['224.0.0.0/4 multicast', '239.255.255.250'],
  ['240.0.0.0/4 reserved', '240.0.0.1'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255'],
  // IPv6 special-purpose registry
  ['::/128 unspecified', '::'],
  ['::1/128 loopback', '::1'],
  ['::ffff:0:0/96 IPv4-mapped, private IPv4', '::ffff:192.168.0.1'],
  ['64:ff9b::/96 NAT64, private IPv4', '64:ff9b::10.0.0.1'],
  ['64:ff9b:1::/48 local-use NAT64', '64:ff9b:1:ffff::8.8.8.8'],
  ['100::/64 discard-only', '100::1'],
  ['100:0:0:1::/64 dummy prefix (RFC 9780)', '100:0:0:1::1'],
  ['2001::/23 IETF protocol assignments (benchmarking 2001:2::/48)', '2001:2::1'],
  ['2001::/23 IETF protocol assignments (ORCHID 2001:10::/28)', '2001:10::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4, private IPv4', '2002:c0a8:1::1'],
  ['3fff::/20 documentation (RFC 9637)', '3fff:fff:ffff::1'],
  ['5f00::/16 SRv6 SIDs (RFC 9602)', '5f00:1::1'],
  ['fc00::/7 unique local', 'fdff:ffff::1'],
  ['fe80::/10 link-local', 'febf::1'],
  ['fec0::/10 site-local (deprecated, RFC 3879)', 'fec0::1'],
  ['fec0::/10 site-local, its last address', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['ff00::/8 multicast', 'ff02::1'],
  // IPv6 address space registry: outside 2000::/3 (global unicast) everything is reserved.
  ['0100::/8 reserved by IETF', '1ff::1'],
  ['4000::/3 reserved by IETF', '4000::1'],
  ['e000::/4 reserved by IETF', 'e000::1'],
  ['fe00::/9 reserved by IETF', 'fe00::1'],
];

const ACCEPTED: Array<[what: string, address: string]> = [
  ['a public IPv4 address', '8.8.8.8'],
  ['192.31.196.0/24 AS112 (globally reachable)', '192.31.196.1'],
  ['192.52.193.0/24 AMT (globally reachable)', '192.52.193.1'],
  ['192.175.48.0/24 AS112 direct delegation (globally reachable)', '192.175.48.1'],
  ['a public IPv6 address', '2606:4700:4700::1111'],
  ['2620:4f:8000::/48 AS112 direct delegation (globally reachable)', '2620:4f:8000::1'],
  ['IPv4-mapped, public IPv4', '::ffff:8.8.8.8'],
  ['NAT64 well-known prefix, public IPv4', '64:ff9b::808:808'],
  ['6to4, public IPv4', '2002:808:808::1'],
];

describe('isPrivateAddress against the IANA special-purpose registries', () => {
  it.each(REFUSED)('refuses %s (%s)', (_block, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(ACCEPTED)('accepts %s (%s)', (_what, address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
