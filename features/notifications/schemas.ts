import * as z from 'zod';
import { id, yesNo } from '#platform/core/fields.ts';
import { pagingQuery } from '#platform/http/pagination.ts';
import { FREQUENCY_CHOICES, MAX_SPACE_PREFS, SPACE_PREFS, type PreferencesInput } from '#features/notifications/notification-preferences.ts';

export const notificationsQuery = z.object({ ...pagingQuery(15) });
export const notificationParams = z.object({ id: id() });
export const feedParams = z.object({ feed_id: id() });

/** The member whose email notification preferences a route reads or saves. */
export const usernameParams = z.object({ username: z.string().min(1).max(60) });

const yesNoSwitch = yesNo().optional();

/** POST /profile/{username}/notification-preferences (notification-preferences.ts PreferencesInput). */
export const preferencesBody = z.object({
  user_globals: z
    .object({
      digest_mail: yesNoSwitch,
      mention_mail: yesNoSwitch,
      reply_my_com_mail: yesNoSwitch,
      com_my_post_mail: yesNoSwitch,
      message_email_frequency: z.enum(FREQUENCY_CHOICES).optional(),
    })
    .optional(),
  space_prefs: z
    .record(z.string().regex(/^[1-9][0-9]{0,11}$/, 'must be a space id'), z.enum([...SPACE_PREFS, '']))
    .refine((v) => Object.keys(v).length <= MAX_SPACE_PREFS, `at most ${MAX_SPACE_PREFS} spaces`)
    .optional(),
}) satisfies z.ZodType<PreferencesInput>;

/** GET /feeds/ticker and /feeds/ticker-updates: `since` is read by ticker-service.ts parseSince. */
const since = z.string().max(64).optional();
export const tickerQuery = z.object({ since });
export const tickerUpdatesQuery = z.object({ context: z.string().trim().max(200).default('global'), since });
