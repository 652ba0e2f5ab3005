/** The live updates' REST answers (features/live/routes.ts). */
import * as z from 'zod';

/** POST /live/token. */
export const liveTokenResponse = z
  .strictObject({
    token: z.string().meta({ description: 'Connect with `<live_url>?token=<token>`; it opens one WebSocket connection and no REST request.' }),
    expires_in: z.number().int().meta({ description: 'Seconds until the token expires (60).' }),
    live_url: z.string().nullable().meta({ description: 'The WebSocket API address; null where live updates are not deployed.' }),
  })
  .meta({ id: 'LiveToken' });
