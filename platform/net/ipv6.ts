/**
 * IPv6 literals as bytes, and the IPv4 addresses some IPv6 forms carry: a packet to one of them
 * may end up at that IPv4 host (through NAT64, a 6to4 relay, a Teredo relay, or the host's own
 * dual stack), so the webhook target rule judges the IPv4 address too.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The 16 bytes of an IPv6 literal (a trailing dotted quad allowed), or null when it is not one. */
export function ipv6Bytes(address: string): Uint8Array | null {
  if (!isIPv6(address) || address.includes('%')) return null;
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    const n = Number.parseInt(g, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  });
  return bytes;
}

const dotted = (b: Uint8Array, at: number, invert = false): string =>
  Array.from(b.subarray(at, at + 4), (x) => (invert ? x ^ 0xff : x)).join('.');

const startsWith = (b: Uint8Array, prefix: number[]): boolean => prefix.every((x, i) => b[i] === x);
const ZEROS = (n: number): number[] => Array<number>(n).fill(0);

/** Every IPv4 address embedded in the IPv6 `address` by a known transition scheme (none for others). */
export function embeddedIpv4(address: string): string[] {
  const b = ipv6Bytes(address);
  if (!b) return [];
  // ::a.b.c.d (IPv4-compatible; also :: and ::1), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated)
  if (startsWith(b, ZEROS(12)) || startsWith(b, [...ZEROS(10), 0xff, 0xff]) || startsWith(b, [...ZEROS(8), 0xff, 0xff, 0, 0])) {
    return [dotted(b, 12)];
  }
  // 64:ff9b::/96, NAT64's well-known prefix: the IPv4 address is the last 32 bits.
  if (startsWith(b, [0, 0x64, 0xff, 0x9b, ...ZEROS(8)])) return [dotted(b, 12)];
  // 2002::/16, 6to4: the IPv4 address follows the prefix.
  if (startsWith(b, [0x20, 0x02])) return [dotted(b, 2)];
  // 2001::/32, Teredo: the server's IPv4 address, then the client's, inverted, in the last 32 bits.
  if (startsWith(b, [0x20, 0x01, 0, 0])) return [dotted(b, 4), dotted(b, 12, true)];
  return [];
}

/**
 * The client a source address stands for when counting what it does: an IPv4 address itself
 * (IPv4-mapped IPv6 included), an IPv6 address's /64, since one subscriber usually holds a whole
 * /64 and could otherwise take a fresh address for every attempt.
 */
export function clientNetwork(address: string): string {
  if (isIPv4(address)) return address;
  const b = ipv6Bytes(address);
  if (!b) return address;
  if (b.subarray(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff) return dotted(b, 12);
  return `${Buffer.from(b.subarray(0, 8)).toString('hex')}/64`;
}
