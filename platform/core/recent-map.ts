/**
 * A per-container memory of lookups whose answer rarely changes (a username's member id, a
 * comment's post, a post's slug): bounded in entries (emptied whole when full, so a flood of
 * distinct keys costs at most `maxEntries`) and in time (an entry older than `ttlMs` is not
 * served). Callers check what they then read still matches the key and `delete` it if not.
 */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, { value: V; at: number }>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < this.ttlMs) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: K, value: V): void {
    if (!this.#entries.has(key) && this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, at: Date.now() });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}
