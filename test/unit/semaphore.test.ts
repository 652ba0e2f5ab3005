/** The container-wide cap on concurrent work (platform/core/semaphore.ts), used by link preview fetches. */
import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreTimeout } from '#platform/core/semaphore.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const gate = new Semaphore(2);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      most = Math.max(most, ++now);
      await sleep(20);
      now--;
      return i;
    };
    const results = await Promise.all([0, 1, 2, 3, 4].map((i) => gate.run(task(i), 1000)));
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(gate.active).toBe(0);
  });

  it('gives up a task that waited too long (it never runs) and frees the slot of one that failed', async () => {
    const gate = new Semaphore(1);
    let ran = false;
    const long = gate.run(() => sleep(100), 1000);
    await expect(gate.run(async () => (ran = true), 10)).rejects.toBeInstanceOf(SemaphoreTimeout);
    await long;
    expect(ran).toBe(false);
    await expect(gate.run(() => Promise.reject(new Error('boom')), 10)).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next', 10)).toBe('next');
  });
});
