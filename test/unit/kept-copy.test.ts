import { describe, expect, it } from 'vitest';
import { keptCopy } from '#platform/core/kept-copy.ts';

describe('keptCopy', () => {
  it('shares one read while kept, reads again after its time or when forgotten, and keeps no failed read', async () => {
    let reads = 0;
    let fail = false;
    const copy = keptCopy(async () => {
      reads++;
      if (fail) throw new Error('down');
      return reads;
    }, () => 1_000);
    const [a, b] = await Promise.all([copy.get(0), copy.get(10)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    expect(await copy.get(999)).toBe(1);
    expect(await copy.get(1_000)).toBe(2);
    copy.forget();
    expect(await copy.get(1_001)).toBe(3);
    fail = true;
    copy.forget();
    await expect(copy.get(1_002)).rejects.toThrow('down');
    fail = false;
    expect(await copy.get(1_003)).toBe(5);
  });
});
