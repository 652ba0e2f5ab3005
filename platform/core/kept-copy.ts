/**
 * A value read from the table and kept per container for a while (the site's rules, the messaging
 * rules): the requests that come while it is kept share one read; a failed read is not kept, so the
 * next request tries again.
 */
export interface KeptCopy<T> {
  /** The kept value, or a new read when it is older than its time. */
  get(now?: number): Promise<T>;
  /** Drops the copy: the next request reads again (after a change made in this container). */
  forget(): void;
}

export function keptCopy<T>(read: () => Promise<T>, keepMs: () => number): KeptCopy<T> {
  let kept: { until: number; value: Promise<T> } | null = null;
  return {
    get(now = Date.now()) {
      if (kept && now < kept.until) return kept.value;
      const value = read();
      const entry = { until: now + keepMs(), value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = null;
      });
      return value;
    },
    forget() {
      kept = null;
    },
  };
}
