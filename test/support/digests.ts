/**
 * The digest run as API tests (a separate process from the stack) trigger it: the Scheduler
 * stand-in's `POST /_local/digest-run` runs functions/digest-run in the stack's process for the
 * instant a test chooses, so no test waits for a real quarter hour. Local only.
 */
import { inject } from 'vitest';

export interface DigestRunResult {
  period: string | null;
  status: 'off' | 'not_due' | 'done' | 'busy' | 'finished' | 'partial';
  queued: number;
}

/**
 * Runs the digest run for `at` (and, to stop it midway, with `page_size` members per page and `max_pages` pages;
 * with `user_ids`, queuing only those members' jobs: the test community holds every other file's members).
 */
export async function runDigestAt(at: Date, options: { page_size?: number; max_pages?: number; user_ids?: number[] } = {}): Promise<DigestRunResult> {
  const res = await fetch(`${inject('scheduler').endpoint}/_local/digest-run`, { method: 'POST', body: JSON.stringify({ at: at.toISOString(), ...options }) });
  const body = (await res.json()) as DigestRunResult & { Message?: string };
  if (!res.ok) throw new Error(`digest run failed (${res.status}): ${body.Message ?? ''}`);
  return body;
}

/** The wall-clock date, weekday and HH:MM of `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone: string): { date: string; weekday: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, weekday: String(parts['weekday']).toLowerCase().slice(0, 3), time: `${parts['hour']}:${parts['minute']}` };
}
