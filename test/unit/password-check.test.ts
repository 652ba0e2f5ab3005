/**
 * The account password check (platform/auth/secrets.ts): a refusal costs the same KDF whether or
 * not there is a digest to check, so its timing does not tell whether a username exists.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#platform/auth/secrets.ts';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeMs(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  expect(await check()).toBe(false);
  return performance.now() - started;
}

describe('verifyPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('wrong horse battery', stored)).toBe(false);
  });

  it('refuses without a stored digest, after the same work as a wrong password', async () => {
    const stored = await hashPassword('correct horse battery');
    const wrong: number[] = [];
    const none: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrong.push(await timeMs(() => verifyPassword(`wrong ${i}`, stored)));
      none.push(await timeMs(() => verifyPassword(`wrong ${i}`, undefined)));
    }
    const [w, n] = [median(wrong), median(none)];
    expect(n).toBeGreaterThan(w / 3);
    expect(n).toBeLessThan(w * 3);
  });
});
