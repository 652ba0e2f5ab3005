/**
 * A read started before the check that decides whether its answer may be used (a page's Query
 * beside the read of what guards it): a refusal leaves it unread, never an unhandled rejection,
 * and awaiting it later still throws what it threw.
 */
export function started<T>(read: () => Promise<T>): Promise<T> {
  const pending = read();
  pending.catch(() => undefined);
  return pending;
}
