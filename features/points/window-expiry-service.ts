/**
 * The rolling windows kept current (docs/points.md): each run takes every day that left the 7-day
 * or 30-day window since the last run out of it, a member at a time. Run by the scheduled run every
 * quarter hour; safe to run twice or side by side (each member's day moves once, on condition).
 */
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { addDays, leftWindowOn, localDay, rankOrder, ROLLING_WINDOWS, type RollingWindow } from '#features/points/points.ts';
import { dayPage, expireDay, markWindowDone, windowsDone } from '#features/points/window-expiry-store.ts';

/** How far back the first run looks (a window's days before it hold nothing a window counts). */
const FIRST_RUN_DAYS = 31;

export interface WindowRunResult {
  days: number;
  members: number;
}

export async function expireWindows(now = new Date()): Promise<WindowRunResult> {
  const { timeZone } = await siteRules();
  const today = localDay(now, timeZone);
  const done = await windowsDone();
  const result = { days: 0, members: 0 };
  for (const window of Object.keys(ROLLING_WINDOWS) as RollingWindow[]) {
    const last = leftWindowOn(window, today);
    for (let day = done[window] ? addDays(done[window], 1) : addDays(last, -FIRST_RUN_DAYS); day <= last; day = addDays(day, 1)) {
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await dayPage(window, day, cursor);
        const due = page.rows.filter((r) => !r.out && r.part !== 0);
        const moved = await Promise.all(due.map((r) => expireDay(window, day, r, rankOrder(r.userId))));
        result.members += moved.filter(Boolean).length;
        cursor = page.next;
      } while (cursor);
      await markWindowDone(window, day);
      result.days += 1;
    }
  }
  return result;
}
