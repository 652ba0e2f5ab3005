/**
 * A `node:dns/promises` whose lookup answers the test's made-up names (`*.dns.test`) from a map and
 * every other name through the real resolver. Used from a hoisted vi.mock factory:
 *
 * @example
 * const fakeDns = vi.hoisted(() => new Map<string, string>());
 * vi.mock('node:dns/promises', async (real) => (await import('./fake-dns.ts')).withFakeLookup(await real(), fakeDns));
 */
type Dns = typeof import('node:dns/promises');

export function withFakeLookup(real: Dns, names: ReadonlyMap<string, string>): Dns {
  const lookup = (host: string, options: object) => {
    const address = names.get(host);
    return address === undefined ? real.lookup(host, options) : Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);
  };
  return { ...real, default: { ...real, lookup }, lookup } as unknown as Dns;
}
