import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentMap } from '#platform/core/recent-map.ts';
import { started } from '#platform/core/started.ts';

describe('RecentMap (per-container lookups: bounded in entries and in time)', () => {
  afterEach(() => void vi.useRealTimers());

  it('serves an entry until its time is up, then forgets it', () => {
    vi.useFakeTimers();
    const map = new RecentMap<string, number>(10, 1_000);
    map.set('ann', 7);
    vi.advanceTimersByTime(999);
    expect(map.get('ann')).toBe(7);
    vi.advanceTimersByTime(1);
    expect(map.get('ann')).toBeUndefined();
  });

  it('empties itself when a new key would pass the bound, and forgets a deleted key', () => {
    const map = new RecentMap<string, number>(2, 60_000);
    map.set('a', 1);
    map.set('b', 2);
    map.set('b', 3);
    expect([map.get('a'), map.get('b')]).toEqual([1, 3]);
    map.set('c', 4);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, undefined, 4]);
    map.delete('c');
    expect(map.get('c')).toBeUndefined();
  });
});

describe('started (a read begun before its check)', () => {
  it('left unread, its failure is no unhandled rejection; awaited, it still throws', async () => {
    const failing = started(async () => {
      throw new Error('refused read');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(failing).rejects.toThrow('refused read');
  });
});
