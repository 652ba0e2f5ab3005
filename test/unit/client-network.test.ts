/** The client an address stands for in per-address counters (platform/net/ipv6.ts clientNetwork). */
import { describe, expect, it } from 'vitest';
import { clientNetwork } from '#platform/net/ipv6.ts';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, written plainly or IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, whatever their spelling', () => {
    const a = clientNetwork('2001:db8:1:2::1');
    expect(a).toBe('20010db800010002/64');
    expect(clientNetwork('2001:DB8:1:2:ffff:eeee:dddd:cccc')).toBe(a);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(a);
  });
});
