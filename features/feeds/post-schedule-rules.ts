/**
 * Rules of scheduled posts (docs/scheduled-posts.md): what a requested time becomes, and when a
 * post is due. The post's `schedule` (feeds.ts FeedSchedule) is the truth; the Scheduler's
 * schedule only wakes the publisher, which checks the post's status and version.
 */
import { ApiError } from '#platform/core/errors.ts';
import { zonedToUtc } from '#platform/core/zoned-time.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import type { FeedSchedule } from '#features/feeds/feeds.ts';

/** What a client asks for (the schema checked the forms: a real `YYYY-MM-DD HH:MM:SS`, an IANA name). */
export interface ScheduleRequest {
  scheduled_at: string;
  timezone?: string | undefined;
  auto_publish?: boolean | undefined;
}

export class InvalidScheduledTimeError extends ApiError {
  constructor() {
    super(400, 'invalid_scheduled_time', 'The scheduled time must be in the future.', { data: { params: { scheduled_at: 'must be in the future' } } });
  }
}

/** The site's time zone (setting `timezone`), the default of a post's: from the rules kept per container, no read of its own. */
export const siteTimeZone = async (): Promise<string> => (await siteRules()).timeZone;

/** The schedule a request makes (version given by the caller: 1 when created, +1 per reschedule); a time not in the future is refused. */
export async function scheduleOf(request: ScheduleRequest | undefined, version: number, now: Date, previous?: FeedSchedule): Promise<FeedSchedule> {
  if (!request) throw new InvalidScheduledTimeError();
  const timezone = request.timezone ?? previous?.timezone ?? (await siteTimeZone());
  const at = zonedToUtc(request.scheduled_at, timezone);
  if (at.getTime() <= now.getTime()) throw new InvalidScheduledTimeError();
  return { at: at.toISOString(), local: request.scheduled_at, timezone, auto_publish: request.auto_publish ?? previous?.auto_publish ?? true, version };
}
