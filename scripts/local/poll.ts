/** Waiting on background work (the stream router, the webhook dispatcher) from tests and the benchmark. */
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Reads `read` every `intervalMs` until `done` accepts its value or `timeoutMs` passes, and returns
 * the last value read: the caller asserts on it, so a timeout fails with what was actually seen.
 */
export async function pollUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(options.intervalMs ?? 100);
    value = await read();
  }
  return value;
}
