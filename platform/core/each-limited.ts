/**
 * Runs `fn` over `items`, at most `limit` at a time: bounded concurrency for independent writes (a
 * migration's rows, a notification's recipients). Rejects with the first failure; the other
 * workers go on with the items they take, so the callers' writes must be safe to repeat.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
